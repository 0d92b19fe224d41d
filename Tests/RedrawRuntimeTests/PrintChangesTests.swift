// `let _ = Self._printChanges()` in a body, as SwiftUI developers leave it in
// pasted code: it compiles, and each evaluation of the counting pass records
// Redraw's cause for it, per step, which `redraw run` prints (ChangeLog.swift).

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct PrintChangesTests {
    static let source = """
    @Observable final class Counter { var n = 0 }
    struct CounterView: View {
        let counter: Counter
        @State private var label = "n"
        var body: some View {
            let _ = Self._printChanges()
            Text("\\(label) \\(counter.n)")
            Button("Rename") { label = "count" }
        }
    }
    let counter = Counter()
    Redraw.root { CounterView(counter: counter) }
    Redraw.step("increment") { counter.n += 1 }
    Redraw.tap("Rename")
    """

    @Test(arguments: EngineKind.allCases)
    func eachEvaluationPrintsItsCause(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "print-changes")
        // One evaluation per step, each with its cause: the creation, the model's write (pull: the
        // body read `n`; push: the migrated view observes the object), the `@State` write.
        #expect(r.step("initial render").printedChanges == ["CounterView: created"])
        #expect(r.step("increment").printedChanges == ["CounterView: write Counter.n"])
        #expect(r.step("tap \"Rename\"").printedChanges == ["CounterView: @State CounterView.label"])
    }
}
