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
    /// Receives each `_printChanges()` line; set by the scenario's child for its counting pass.
    nonisolated(unsafe) public static var changeLog: ((String) -> Void)?
    /// The graph whose node is being evaluated (a process runs one graph at a time).
    nonisolated(unsafe) static weak var evaluating: ViewGraph?

    static func logChange(in type: Any.Type) {
        guard let log = changeLog, let graph = evaluating, graph.recording,
              let node = graph.current, let cause = graph.currentCause else { return }
        log("\(node.typeName): \(cause)")
    }
}
