// ChangeLog: `Self._printChanges()` and `Self._logChanges()`, SwiftUI's
// debugging aids, called in a body (`let _ = Self._printChanges()`): they
// report why this evaluation ran — here, Redraw's cause for it
// (`TodoRow: write Item.title`, `ListView: @State ListView.query`, `created`).
//
// Invariants:
// - Only a recording graph's evaluations are reported (the counting pass:
//   once per evaluation the counts show, not once per timed repetition).
// - Where they go is the runtime's business (`ViewGraph.changeLog`; the
//   child sends them to `redraw`, which prints them); with none set they do
//   nothing, as in a release build of an app.

extension View {
    public static func _printChanges() { ViewGraph.logChange(in: Self.self) }
    public static func _logChanges() { ViewGraph.logChange(in: Self.self) }
}

extension ViewGraph {
    /// Receives each `_printChanges()` line of `changeLogGraph`'s evaluations.
    nonisolated(unsafe) static var changeLog: ((String) -> Void)?
    nonisolated(unsafe) static weak var changeLogGraph: ViewGraph?

    /// Sends each `_printChanges()` line of `graph`'s evaluations to `log`; nil stops it. Set by the
    /// scenario's child around its counting pass.
    public static func collectChanges(of graph: ViewGraph?, into log: ((String) -> Void)?) {
        changeLogGraph = graph
        changeLog = log
    }

    static func logChange(in type: Any.Type) {
        guard let log = changeLog, let graph = changeLogGraph, graph.recording,
              let node = graph.current, let cause = graph.currentCause else { return }
        log("\(node.typeName): \(cause)")
    }
}
