// Helpers: a scenario source in, counts out, through the public interface.

import RedrawEngine
import RedrawProfile
import RedrawScenario
import Testing

struct Run {
    let steps: [StepProfile]

    func step(_ name: String) -> StepProfile {
        guard let s = steps.first(where: { $0.step == name }) else {
            Issue.record("no step \(name); steps: \(steps.map(\.step))")
            return steps[0]
        }
        return s
    }

    /// Body evaluations of `viewType` in step `name`.
    func bodies(_ name: String, _ viewType: String) -> Int {
        step(name).counts.perViewType[viewType]?.bodyEvaluations ?? 0
    }

    func total(_ name: String) -> Metrics { step(name).counts.total }
}

func load(_ source: String, file: String = "test.swift") throws -> Scenario {
    try ScenarioLoader.load(source: source, path: file)
}

/// The counting pass of `source` under `engine`.
func run(_ source: String, _ engine: EngineKind, parameters: [String: String] = [:]) throws -> Run {
    var options = ProfileOptions()
    options.parameters = parameters
    return Run(steps: try Profiler.countingPass(try load(source), engine: engine, options: options, allocator: nil))
}
