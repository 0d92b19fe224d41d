// Every shipped scenario loads and runs under both engines.

import Foundation
import RedrawProfile
import RedrawScenario
import Testing

/// The package root, from this file's path: tests run from anywhere.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func shippedScenarios(_ folder: String = "Scenarios") -> [String] {
    let root = packageRoot + "/" + folder
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
}

@Suite struct ShippedScenarioTests {
    @Test(arguments: shippedScenarios())
    func loadsAndRunsUnderBothEngines(path: String) throws {
        let scenario = try ScenarioLoader.load(path: path)
        for engine in EngineKind.allCases {
            let steps = try Profiler.countingPass(scenario, engine: engine, options: ProfileOptions(), allocator: nil)
            #expect(steps.count == scenario.steps.count + 1)
            #expect(steps[0].counts.total.created > 0, "the initial render creates the root view")
        }
    }
}

/// The mapping holds: each before/after pair gives identical counts under each engine.
@Suite struct MigrationPairTests {
    static var pairs: [String] {
        shippedScenarios("Scenarios/examples").filter { $0.hasSuffix("-before.swift") }
    }

    @Test(arguments: pairs)
    func beforeAndAfterCountTheSame(before: String) throws {
        let after = before.replacingOccurrences(of: "-before.swift", with: "-after.swift")
        let a = try ScenarioLoader.load(path: before), b = try ScenarioLoader.load(path: after)
        #expect(a.writtenFor == .push)
        #expect(b.writtenFor == .pull)
        for engine in EngineKind.allCases {
            let x = try Profiler.countingPass(a, engine: engine, options: ProfileOptions(), allocator: nil)
            let y = try Profiler.countingPass(b, engine: engine, options: ProfileOptions(), allocator: nil)
            #expect(x.map(\.step) == y.map(\.step))
            for (s, t) in zip(x, y) {
                #expect(s.counts.total == t.counts.total, "\(engine) \(s.step)")
                #expect(s.counts.perViewType == t.counts.perViewType, "\(engine) \(s.step)")
            }
        }
    }
}
