// The counting build is compiled without the optimiser (`ScenarioBuilder.countingFlags`), as
// only counts come from it: which bodies run follows from what notifies, not from how the code
// was compiled. These tests compile two shipped scenarios' counting builds both ways and find
// every count of every step equal, per view type and per cause. (When the split was made, the
// whole of `Scenarios/` was run both ways: 655 steps, no count changed.)

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawResults
import Testing

@Suite struct CountingBuildTests {
    @Test(arguments: ["Scenarios/order-book.swift", "Scenarios/apps/make-it-so-todos.swift"])
    func theOptimiserChangesNoCount(path: String) throws {
        let builder = try ScenarioBuilder.standard()
        let full = packageRoot + "/" + path
        let file = ScenarioFile(path: full, text: try String(contentsOfFile: full, encoding: .utf8))
        let unoptimised = try builder.build(file, engines: EngineKind.allCases, timing: false)
        let optimised = try builder.build(file, engines: EngineKind.allCases, timing: false, optimizedCounting: true)
        #expect(unoptimised.countingBuildFlags.first == "-Onone" && optimised.countingBuildFlags.first == "-O")
        for engine in EngineKind.allCases {
            let a = try CompiledProfiler.runChild(unoptimised, engine: engine).steps
            let b = try CompiledProfiler.runChild(optimised, engine: engine).steps
            #expect(a.map(\.step) == b.map(\.step))
            #expect(a.count > 2)
            for (x, y) in zip(a, b) {
                #expect(x.counts.total == y.counts.total, "\(engine) \(x.step)")
                #expect(x.counts.perViewType == y.counts.perViewType, "\(engine) \(x.step)")
                #expect(x.counts.causes == y.counts.causes, "\(engine) \(x.step)")
                #expect(x.counts.staleReads == y.counts.staleReads, "\(engine) \(x.step)")
            }
        }
    }
}
