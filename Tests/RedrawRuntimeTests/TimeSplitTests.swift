// The time-split pass end to end: which parts a step's time is split into is
// decided by what ran, not by the clock — a view type has a body share in a
// step exactly when its body ran there, a step that ran no body has no body
// time, and the parts are in every step. (How long each part takes is a
// benchmark's question, never a test's.)

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct TimeSplitTests {
    static let source = """
    @Observable class Model { var shown = 0; var hidden = 0 }
    struct Screen: View {
        var model: Model
        var body: some View { VStack { Text("\\(model.shown)"); Row(n: model.shown) } }
    }
    struct Row: View { let n: Int; var body: some View { Text("\\(n)") } }
    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.step("show") { model.shown += 1 }
    Redraw.step("hide") { model.hidden += 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func bodiesAreSplitByTheViewTypesThatRan(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "split", timing: true)
        let timing = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["split", "split"], instrumented: false)
        let counting = try CompiledProfiler.runChild(compiled, engine: engine)
        #expect(timing.steps.map(\.step) == ["initial render", "show", "hide"])
        for (split, counted) in zip(timing.steps, counting.steps) {
            let runs = try #require(split.timeSplits)
            #expect(runs.count == 2)
            let ran = Set(counted.counts.perViewType.filter { $0.value.bodyEvaluations > 0 && !counted.counts.controlTypes.contains($0.key) }.keys)
            for run in runs {
                #expect(Set(run.bodiesPerViewType.keys) == ran, "\(engine) \(split.step)")
                let perType = run.bodiesPerViewType.values.reduce(0, +)
                #expect(abs(perType - run.bodies) <= 1e-6 * max(run.bodies, 1))
            }
        }
        // "show": Screen re-runs (it read `shown`) and passes Row a new `n`: both bodies ran.
        #expect(Set(try #require(timing.steps[1].timeSplit).bodiesPerViewType.keys) == ["Screen", "Row"])
        // "hide": no body read `hidden` under pull; under push the write notifies Screen, whose Row is skipped.
        let hide = try #require(timing.steps[2].timeSplit)
        #expect(Set(hide.bodiesPerViewType.keys) == (engine == .pull ? [] : ["Screen"]))
        if engine == .pull { #expect(hide.bodies == 0) }
    }
}
