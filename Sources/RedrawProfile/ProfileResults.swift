// ProfileResults: what a profile of a scenario measured, ready for reporting.
//
// Plain values: the reporters and the gate read these and nothing else, which
// keeps measuring apart from reporting.

import RedrawEngine
import RedrawMeasure
import RedrawScenario

public struct StepProfile: Sendable {
    public var step: String
    public var frames: Int
    /// Counts from the counting pass: exact and deterministic.
    public var counts: StepCounts
    /// jemalloc's counters across the step, in the counting pass.
    public var allocations: AllocationSnapshot?
    /// Wall-clock nanoseconds per run of the whole step, one per timed repetition.
    public var timings: [Double]
    /// Nanoseconds per frame, pooled over the timed repetitions (frame budget checks).
    public var frameTimings: [Double]

    public var summary: Summary? { Summary(timings) }
    public var frameSummary: Summary? { Summary(frameTimings) }
}

public struct EngineProfile: Sendable {
    public var engine: EngineKind
    /// "as written" or "migrated from …".
    public var form: String
    public var steps: [StepProfile]
}

public struct ScenarioProfile: Sendable {
    public var name: String
    public var path: String
    public var writtenFor: EngineKind
    public var parameters: [String: String]
    public var seed: UInt64
    public var repetitions: Int
    public var warmup: Int
    public var engines: [EngineProfile]
    /// Median nanoseconds of an empty frame (no writes, no render), reported beside the figures, never subtracted.
    public var emptyFrameNanoseconds: Double?

    public func engine(_ kind: EngineKind) -> EngineProfile? { engines.first { $0.engine == kind } }
}
