// A class that conforms to `Observable` by hand, as the Observation module's own
// tests write one: a registrar held as `ObservationRegistrar()`, computed
// properties whose accessors call `access` and `withMutation`. Neither form
// rewrites it (it is no `ObservableObject` and no macro class), and one runtime
// tracks it under both engines, as SwiftUI tracks any `Observable` a body reads.

import RedrawResults
import Testing

@Suite struct HandWrittenObservableTests {
    static let source = """
    import SwiftUI
    import Observation

    final class Counter: Observable {
        private let registrar = ObservationRegistrar()
        private var _count = 0
        private var _label = "a"
        var count: Int {
            get { registrar.access(self, keyPath: \\.count); return _count }
            set { registrar.withMutation(of: self, keyPath: \\.count) { _count = newValue } }
        }
        var label: String {
            get { registrar.access(self, keyPath: \\.label); return _label }
            set { registrar.withMutation(of: self, keyPath: \\.label) { _label = newValue } }
        }
    }
    struct CountView: View {
        let counter: Counter
        var body: some View { Text("\\(counter.count)") }
    }
    struct LabelView: View {
        let counter: Counter
        var body: some View { Text(counter.label) }
    }
    let counter = Counter()
    Redraw.root { VStack { CountView(counter: counter); LabelView(counter: counter) } }
    Redraw.step("count") { counter.count += 1 }
    Redraw.step("label") { counter.label = "b" }
    """

    /// The registrar's `withMutation(of:keyPath:)` notifies the trackings that read that key path
    /// (update-cycle page, pull rule; Observation's `ObservationRegistrar.withMutation`): "count"
    /// re-runs CountView alone, "label" LabelView alone, under either engine. The cause is the
    /// write of the property, named: before, the registrar was the toolchain's own, no write
    /// reached the runtime, and each body was put down to an `objectWillChange.send()` with no
    /// write in progress.
    @Test(arguments: EngineKind.allCases)
    func itsWritesAreNamedCauses(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "hand-written-observable")
        #expect(r.bodies("count", "CountView") == 1)
        #expect(r.total("count").bodyEvaluations == 1)
        #expect(r.bodies("label", "LabelView") == 1)
        #expect(r.total("label").bodyEvaluations == 1)
        let count = r.step("count").counts.causes, label = r.step("label").counts.causes
        #expect(count[.write("Counter", "count")]?["CountView"] == 1, "\(count)")
        #expect(label[.write("Counter", "label")]?["LabelView"] == 1, "\(label)")
        #expect(count[.objectWillChange] == nil && label[.objectWillChange] == nil)
        #expect(r.total("count").staleViews == 0 && r.total("label").staleViews == 0)
    }
}
