// Profiler: runs a scenario under each engine and measures it.
//
// Counting and timing do not disturb each other: one counting pass records
// reads, causes, stale views and jemalloc's counters; separate timed passes,
// each from a freshly built graph, record nothing but the clock. All engine
// work runs on the calling thread, which is what the allocation counter covers.

@_exported import RedrawResults
import RedrawEngine
import RedrawMeasure
import RedrawScenario

public struct ProfileOptions: Sendable {
    public var engines: [EngineKind] = EngineKind.allCases
    public var repetitions = 5
    public var warmup = 1
    public var seed: UInt64 = 42
    public var parameters: [String: String] = [:]

    public init() {}
}

public enum Profiler {
    /// Counting pass + timed passes for every engine in `options`.
    public static func profile(_ scenario: Scenario, options: ProfileOptions,
                               progress: (String) -> Void = { _ in }) throws -> ScenarioProfile {
        let allocator = JemallocStats(scope: .callingThread)
        var engines: [EngineProfile] = []
        for engine in options.engines {
            // Timed runs first: they also pay the one-time costs (runtime metadata, member-site
            // caches) that would otherwise land in the counting pass's allocation figures.
            var stepTimes: [[Double]] = []
            var frameTimes: [[[Double]]] = []
            let runs = options.warmup + options.repetitions
            for run in 0..<runs {
                progress("\(scenario.name): \(engine.rawValue): timing run \(run + 1) of \(runs)")
                let (steps, frames) = try timedPass(scenario, engine: engine, options: options)
                guard run >= options.warmup else { continue }
                stepTimes.append(steps)
                frameTimes.append(frames)
            }
            progress("\(scenario.name): \(engine.rawValue): counting")
            var steps = try countingPass(scenario, engine: engine, options: options, allocator: allocator)
            for i in steps.indices {
                steps[i].timings = stepTimes.map { $0[i] }
                steps[i].frameTimings = frameTimes.flatMap { $0[i] }
            }
            engines.append(EngineProfile(engine: engine, form: scenario.form(under: engine), steps: steps))
        }
        return ScenarioProfile(name: scenario.name, path: scenario.path, writtenFor: scenario.writtenFor,
                               parameters: options.parameters, seed: options.seed, repetitions: options.repetitions,
                               warmup: options.warmup, engines: engines,
                               emptyFrameNanoseconds: calibrateEmptyFrame())
    }

    static func start(_ scenario: Scenario, engine: EngineKind, recording: Bool, options: ProfileOptions) throws -> ViewGraph {
        let graph = ViewGraph(engine: engine, recording: recording)
        let context = ExecutionContext(observer: graph, seed: options.seed, parameters: options.parameters)
        context.graph = graph
        graph.attach(try scenario.instantiate(context: context))
        return graph
    }

    /// Counts only: the initial render and each step, with allocations around each.
    public static func countingPass(_ scenario: Scenario, engine: EngineKind, options: ProfileOptions,
                                    allocator: JemallocStats? = JemallocStats(scope: .callingThread)) throws -> [StepProfile] {
        let graph = try start(scenario, engine: engine, recording: true, options: options)
        var results: [StepProfile] = []
        let before = allocator?.snapshot()
        let mount = try graph.mount()
        let after = allocator?.snapshot()
        results.append(StepProfile(step: mount.step, frames: 1, counts: mount, allocations: delta(after, before), timings: [], frameTimings: []))
        for step in scenario.steps {
            let before = allocator?.snapshot()
            let counts = try graph.run(step)
            let after = allocator?.snapshot()
            results.append(StepProfile(step: step.name, frames: counts.frames, counts: counts, allocations: delta(after, before), timings: [], frameTimings: []))
        }
        return results
    }

    private static func delta(_ after: AllocationSnapshot?, _ before: AllocationSnapshot?) -> AllocationSnapshot? {
        guard let after, let before else { return nil }
        return after - before
    }

    /// Times only: nanoseconds per step (initial render first) and per frame.
    static func timedPass(_ scenario: Scenario, engine: EngineKind, options: ProfileOptions) throws -> ([Double], [[Double]]) {
        let graph = try start(scenario, engine: engine, recording: false, options: options)
        var stepTimes: [Double] = []
        var frameTimes: [[Double]] = []
        let t0 = MonotonicClock.now()
        try graph.mount()
        let mount = Double(MonotonicClock.nanoseconds(since: t0))
        stepTimes.append(mount)
        frameTimes.append([mount])
        for step in scenario.steps {
            var frames: [Double] = []
            let count = graph.frames(of: step)
            frames.reserveCapacity(count)
            let stepStart = MonotonicClock.now()
            for index in 0..<count {
                let frameStart = MonotonicClock.now()
                try graph.runFrame(step, index)
                frames.append(Double(MonotonicClock.nanoseconds(since: frameStart)))
            }
            stepTimes.append(Double(MonotonicClock.nanoseconds(since: stepStart)))
            frameTimes.append(frames)
        }
        return (stepTimes, frameTimes)
    }

    /// The clock's own cost around an empty frame: the floor under every figure.
    static func calibrateEmptyFrame() -> Double? {
        var samples: [Double] = []
        for _ in 0..<1_000 {
            let start = MonotonicClock.now()
            samples.append(Double(MonotonicClock.nanoseconds(since: start)))
        }
        return Summary(samples)?.median
    }
}
