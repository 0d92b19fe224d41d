// An `@Observable` class's own call of the macro's `withMutation(keyPath:_:)`: its push form is an
// `ObservableObject`, where announcing a change is `objectWillChange.send()` — before, the push
// form did not compile ("cannot find 'withMutation' in scope") and a default run failed.

import RedrawResults
import Testing

@Suite struct WithMutationTests {
    static let source = """
    @Observable final class M {
        var a = 0
        var b = 0
        func touchA() { withMutation(keyPath: \\.a) { } }
        func aWrapsB() { withMutation(keyPath: \\.a) { b = 5 } }
    }
    struct AV: View { let m: M; var body: some View { Text("\\(m.a)") } }
    struct BV: View { let m: M; var body: some View { Text("\\(m.b)") } }
    struct Root: View { let m: M; var body: some View { VStack { AV(m: m); BV(m: m) } } }
    let m = M()
    Redraw.root { Root(m: m) }
    Redraw.step("touch a") { m.touchA() }
    Redraw.step("a wraps b") { m.aWrapsB() }
    Redraw.step("a wraps b again") { m.aWrapsB() }
    """

    /// Pull (the macro's registrar): "touch a" notifies `a`'s observers, AV: 1. "a wraps b": `a`'s
    /// and `b`'s (0 → 5): AV and BV, 2. "again": `b` = 5 is an equal write, so `a`'s alone: AV, 1.
    /// Push: each call sends `objectWillChange` (and the first `b = 5` too), so every view holding
    /// the object — Root, AV, BV — re-runs once a frame: 3 each step.
    @Test(arguments: EngineKind.allCases)
    func withMutationAnnouncesUnderBothEngines(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "with-mutation")
        let expected = engine == .pull ? [1, 2, 1] : [3, 3, 3]
        #expect(["touch a", "a wraps b", "a wraps b again"].map { r.total($0).bodyEvaluations } == expected)
    }
}
