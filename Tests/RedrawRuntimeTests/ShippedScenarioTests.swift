// Every shipped scenario compiles and runs under both engines (under push
// alone when it has no pull form), and each before/after pair of the
// articles gives the same counts.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct ShippedScenarioTests {
    @Test(arguments: shippedScenarios())
    func compilesAndRunsUnderBothEngines(path: String) throws {
        let compiled = try TestBuilds.shared.compiled(path: path)
        for engine in compiled.analysis.runnable(EngineKind.allCases) {
            let steps = try CompiledProfiler.runChild(compiled, engine: engine).steps
            #expect(steps.count == compiled.analysis.steps.count + 1)
            #expect(steps[0].counts.total.created > 0, "the initial render creates the root view")
        }
    }
}

/// The mapping holds: each before/after pair gives identical counts under each engine —
/// all but `dependencies`, which can differ by how a pair reaches the same property: in
/// profile-form the before file's `$model.displayName` goes through `@State var model`
/// (the TextField tracks the state and the property: 2 pairs), the after file's through a
/// local `@Bindable var model = model` (ProfileForm tracks the state, the TextField the
/// property: 1 pair each). Every count that decides which bodies run is compared.
@Suite struct MigrationPairTests {
    static var pairs: [String] {
        shippedScenarios("Scenarios/examples").filter { $0.hasSuffix("-before.swift") }
    }

    @Test(arguments: pairs)
    func beforeAndAfterCountTheSame(before: String) throws {
        let after = before.replacingOccurrences(of: "-before.swift", with: "-after.swift")
        let a = try TestBuilds.shared.compiled(path: before), b = try TestBuilds.shared.compiled(path: after)
        #expect(a.analysis.writtenFor == .push)
        #expect(b.analysis.writtenFor == .pull)
        for engine in EngineKind.allCases {
            let x = try CompiledProfiler.runChild(a, engine: engine).steps
            let y = try CompiledProfiler.runChild(b, engine: engine).steps
            #expect(x.map(\.step) == y.map(\.step))
            for (s, t) in zip(x, y) {
                #expect(s.counts.total.withoutDependencies == t.counts.total.withoutDependencies, "\(engine) \(s.step)")
                #expect(s.counts.perViewType.mapValues(\.withoutDependencies) == t.counts.perViewType.mapValues(\.withoutDependencies),
                        "\(engine) \(s.step)")
            }
        }
    }
}

extension Metrics {
    var withoutDependencies: Metrics {
        var m = self
        m.dependencies = 0
        return m
    }
}
