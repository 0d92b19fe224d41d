// StepsCSV: `<name>.steps.csv`, one row per engine × step.
//
// Columns, fixed and in this order (empty cell: unknown, e.g. no allocation
// counter or no timed runs):
//   scenario, engine, form, step, frames,
//   body_evaluations … stale_views,
//   discarded_state_inits                counts from the counting pass (exact),
//   allocations, allocated_bytes         jemalloc's counters across the step,
//   allocations_per_body_evaluation      2 decimals,
//   time_median_ns … time_mad_ns         whole nanoseconds per run of the step,
//   time_spread_pct                      MAD / median × 100, 2 decimals (`inf` if the median is 0),
//   repetitions                          timed runs behind the time columns,
//   frame_median_ns … frame_p99_ns       per frame, pooled over the timed runs,
//   frames_over_16_7ms                   pooled timed frames over 1/60 s,
//   split_workload_ns … split_bodies_ns  the time-split passes' median per run of the step: the
//                                        workload's code, the observation machinery, Redraw's graph
//                                        work and the bodies (MarkdownTimeSplit tells how it is measured).
// Rows: engines in run order, steps in workload order (the initial render first).
//
// `discarded_state_inits` and the split columns came later: a file without them (a report or
// baseline from an older Redraw) reads as 0 and unknown there, and nothing else may differ.

import RedrawResults

public struct StepRow: CSVRow {
    public var scenario: String
    public var engine: EngineKind
    public var form: String
    public var step: String
    public var frames: Int
    public var metrics: Metrics
    public var allocations: Int?
    public var allocatedBytes: Int?
    public var allocationsPerBodyEvaluation: Double?
    public var timeMedian: Int?
    public var timeMin: Int?
    public var timeMax: Int?
    public var timeP95: Int?
    public var timeMAD: Int?
    public var timeSpreadPercent: Double?
    public var repetitions: Int
    public var frameMedian: Int?
    public var frameP95: Int?
    public var frameP99: Int?
    public var framesOverBudget: Int?
    public var splitWorkload: Int?
    public var splitObservation: Int?
    public var splitGraph: Int?
    public var splitBodies: Int?

    public static let columns = [
        "scenario", "engine", "form", "step", "frames",
        "body_evaluations", "invalidations", "notifications", "skipped", "created", "destroyed", "dependencies", "stale_views",
        "discarded_state_inits",
        "allocations", "allocated_bytes", "allocations_per_body_evaluation",
        "time_median_ns", "time_min_ns", "time_max_ns", "time_p95_ns", "time_mad_ns", "time_spread_pct", "repetitions",
        "frame_median_ns", "frame_p95_ns", "frame_p99_ns", "frames_over_16_7ms",
        "split_workload_ns", "split_observation_ns", "split_graph_ns", "split_bodies_ns",
    ]

    /// The row for one step as one engine ran it, rounded exactly as the file prints it.
    public init(_ profile: ScenarioProfile, _ engine: EngineProfile, _ step: StepProfile) {
        scenario = profile.name
        self.engine = engine.engine
        form = engine.form
        self.step = step.step
        frames = step.frames
        metrics = step.counts.total
        allocations = step.allocations.map { Int(clamping: $0.allocations) }
        allocatedBytes = step.allocations.map { Int(clamping: $0.bytes) }
        if let allocations, metrics.bodyEvaluations > 0 {
            allocationsPerBodyEvaluation = Format.rounded(Double(allocations) / Double(metrics.bodyEvaluations), 2)
        }
        let time = step.summary
        timeMedian = time.flatMap { Format.nanoseconds($0.median) }
        timeMin = time.flatMap { Format.nanoseconds($0.min) }
        timeMax = time.flatMap { Format.nanoseconds($0.max) }
        timeP95 = time.flatMap { Format.nanoseconds($0.p95) }
        timeMAD = time.flatMap { Format.nanoseconds($0.mad) }
        timeSpreadPercent = time.map { Format.rounded($0.relativeSpread * 100, 2) }
        repetitions = step.timings.count
        let frame = step.frameSummary
        frameMedian = frame.flatMap { Format.nanoseconds($0.median) }
        frameP95 = frame.flatMap { Format.nanoseconds($0.p95) }
        frameP99 = frame.flatMap { Format.nanoseconds($0.p99) }
        framesOverBudget = FrameBudget.framesOver(step.frameTimings)
        let split = step.timeSplit
        splitWorkload = split.flatMap { Format.nanoseconds($0.workload) }
        splitObservation = split.flatMap { Format.nanoseconds($0.observation) }
        splitGraph = split.flatMap { Format.nanoseconds($0.graph) }
        splitBodies = split.flatMap { Format.nanoseconds($0.bodies) }
    }

    public var fields: [String] {
        func int(_ value: Int?) -> String { value.map(String.init) ?? "" }
        func decimal(_ value: Double?) -> String { value.map { Format.fixed($0, 2) } ?? "" }
        let m = metrics
        return [
            scenario, engine.rawValue, form, step, String(frames),
            String(m.bodyEvaluations), String(m.invalidations), String(m.notifications), String(m.skipped),
            String(m.created), String(m.destroyed), String(m.dependencies), String(m.staleViews),
            String(m.discardedStateInits),
            int(allocations), int(allocatedBytes), decimal(allocationsPerBodyEvaluation),
            int(timeMedian), int(timeMin), int(timeMax), int(timeP95), int(timeMAD), decimal(timeSpreadPercent),
            String(repetitions),
            int(frameMedian), int(frameP95), int(frameP99), int(framesOverBudget),
            int(splitWorkload), int(splitObservation), int(splitGraph), int(splitBodies),
        ]
    }

    public init(_ f: CSVFields) throws {
        scenario = f.string("scenario")
        engine = try f.choice("engine", EngineKind.self, "push or pull")
        form = f.string("form")
        step = f.string("step")
        frames = try f.int("frames")
        metrics = try Metrics(f)
        allocations = try f.optionalInt("allocations")
        allocatedBytes = try f.optionalInt("allocated_bytes")
        allocationsPerBodyEvaluation = try f.optionalDouble("allocations_per_body_evaluation")
        timeMedian = try f.optionalInt("time_median_ns")
        timeMin = try f.optionalInt("time_min_ns")
        timeMax = try f.optionalInt("time_max_ns")
        timeP95 = try f.optionalInt("time_p95_ns")
        timeMAD = try f.optionalInt("time_mad_ns")
        timeSpreadPercent = try f.optionalDouble("time_spread_pct")
        repetitions = try f.int("repetitions")
        frameMedian = try f.optionalInt("frame_median_ns")
        frameP95 = try f.optionalInt("frame_p95_ns")
        frameP99 = try f.optionalInt("frame_p99_ns")
        framesOverBudget = try f.optionalInt("frames_over_16_7ms")
        splitWorkload = try f.optionalInt("split_workload_ns")
        splitObservation = try f.optionalInt("split_observation_ns")
        splitGraph = try f.optionalInt("split_graph_ns")
        splitBodies = try f.optionalInt("split_bodies_ns")
    }

    public static let addedColumns = ["discarded_state_inits", "split_workload_ns", "split_observation_ns", "split_graph_ns",
                                      "split_bodies_ns"]
}

extension Metrics {
    /// The nine count columns shared by the steps and view-types tables
    /// (`discarded_state_inits` 0 in a file from before it).
    init(_ f: CSVFields) throws {
        self.init()
        bodyEvaluations = try f.int("body_evaluations")
        invalidations = try f.int("invalidations")
        notifications = try f.int("notifications")
        skipped = try f.int("skipped")
        created = try f.int("created")
        destroyed = try f.int("destroyed")
        dependencies = try f.int("dependencies")
        staleViews = try f.int("stale_views")
        discardedStateInits = try f.int("discarded_state_inits", ifAbsent: 0)
    }

    var countFields: [String] {
        [bodyEvaluations, invalidations, notifications, skipped, created, destroyed, dependencies, staleViews,
         discardedStateInits].map(String.init)
    }
}

/// Reads and writes `<name>.steps.csv`: `try StepsTable.parse(text)`.
public typealias StepsTable = CSVTable<StepRow>

public struct StepsCSVExporter: ReportExporter {
    public init() {}
    public var suffix: String { "steps.csv" }

    public func render(_ profile: ScenarioProfile) -> String {
        StepsTable.render(profile.engines.flatMap { engine in
            engine.steps.map { StepRow(profile, engine, $0) }
        })
    }
}
