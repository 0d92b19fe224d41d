// ProfileResults: what a profile of a scenario measured, ready for reporting.
//
// Plain values: the reporters and the gate read these and nothing else, which
// keeps measuring apart from reporting.

@_exported import RedrawMeasure

public struct StepProfile: Sendable, Codable {
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
    /// One per time-split pass: where the step's time went (nil when none ran).
    public var timeSplits: [TimeSplit]?
    /// What `Self._printChanges()` in a body printed during the step, in the counting pass.
    public var printedChanges: [String]?

    public init(step: String, frames: Int, counts: StepCounts, allocations: AllocationSnapshot?,
                timings: [Double], frameTimings: [Double]) {
        self.step = step; self.frames = frames; self.counts = counts; self.allocations = allocations
        self.timings = timings; self.frameTimings = frameTimings
    }

    public var summary: Summary? { Summary(timings) }
    /// The median split over the time-split passes.
    public var timeSplit: TimeSplit? { timeSplits.flatMap(TimeSplit.median) }
    public var frameSummary: Summary? { Summary(frameTimings) }
}

public struct EngineProfile: Sendable, Codable {
    public var engine: EngineKind
    /// "as written" or "migrated from …".
    public var form: String
    public var steps: [StepProfile]
    /// Every event of a journal pass, when one was asked for (`--log-changes`, `--trace`, `explain`).
    public var journal: Journal?
    /// The tracked properties its counting pass wrote and read (the report's advisor).
    public var propertyUsage: PropertyUsage?
    /// What its counting process printed, with `--show-output` (ChildResult.printed).
    public var printed: [String]?
    /// What its counting pass told about the app as it ran (`step<TAB>text`, ChildResult.notes).
    public var notes: [String]?

    public init(engine: EngineKind, form: String, steps: [StepProfile], journal: Journal? = nil) {
        self.engine = engine; self.form = form; self.steps = steps; self.journal = journal
    }

    /// The form of a file with no `ObservableObject` or `@Observable` class: nothing to migrate, so
    /// both engines run it as written (its views' own state behaves alike under both).
    public static let noModelClassForm = "as written (no model class to migrate)"
}

extension ScenarioProfile {
    /// Whether the file has no model class: every engine ran it as written, with nothing migrated.
    public var hasNoModelClass: Bool {
        !engines.isEmpty && engines.allSatisfy { $0.form == EngineProfile.noModelClassForm }
    }
}

public struct ScenarioProfile: Sendable, Codable {
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
    /// Computed properties of the scenario's models that read a collection (the report's advisor).
    public var computedOverCollections: [ComputedOverCollection] = []
    /// Computed properties of the scenario's models that read another model through an object they
    /// hold (the report's advisor); nil from an older report.
    public var computedOverModels: [ComputedOverModel]? = nil
    /// Model objects a body makes and hands on with nothing to keep them (the report's advisor);
    /// nil from an older report.
    public var bodyMadeObjects: [BodyMadeObject]? = nil
    /// Why the file has no pull form (`$count` of an `ObservableObject`, and where), when it has
    /// none: said in the report's header, not only on the terminal. Nil otherwise, or from an older report.
    public var pullFormUnavailable: String? = nil
    /// Why the push form misses updates the app makes itself (its own `withObservationTracking`),
    /// said in the report's header. Nil otherwise, or from an older report.
    public var pushFormCaveat: String? = nil
    /// What the app relies on that Foundation on Linux does not do, said in the report's header.
    public var foundationGaps: [String]? = nil
    /// What the front end found that qualifies the counts — a `Canvas` whose renderer never runs, a
    /// read of the real clock — said in the report's header as `run` says it (trial AZ-5: the Canvas
    /// note was on the terminal only). Nil when none, or from an older report.
    public var analysisNotes: [String]? = nil
    /// The file's SwiftData `@Model` classes (the advisor's advice differs for them).
    public var swiftDataModels: [String] = []
    /// Scenarios of the same run with the same steps and per-row objects (the report's advisor).
    public var companions: [CompanionDesign] = []
    /// `redraw run --plan`: the scenario's migration plan, rendered as a section of the Markdown report.
    public var migrationPlan: MigrationPlan? = nil
    /// `redraw run --plan` when the plan failed (a mixed form that did not compile or trapped): the
    /// error, which the report quotes in place of the plan. Nil otherwise, or from an older report.
    public var migrationPlanFailure: String? = nil
    /// The toolchain, Redraw, the flags and the viewport of the run; nil for a profile made by hand.
    public var provenance: RunProvenance?
    /// Whether each pass ran in a process of its own, forked before the file's code first ran (its
    /// globals keep one run's state for the next, PassProcesses): every pass then pays a first
    /// run's one-time costs, the allocation pass's included. Nil otherwise, or from an older report.
    public var passesInFreshProcesses: Bool? = nil

    public init(name: String, path: String, writtenFor: EngineKind, parameters: [String: String], seed: UInt64,
                repetitions: Int, warmup: Int, engines: [EngineProfile], emptyFrameNanoseconds: Double?,
                provenance: RunProvenance? = nil) {
        self.name = name; self.path = path; self.writtenFor = writtenFor; self.parameters = parameters
        self.seed = seed; self.repetitions = repetitions; self.warmup = warmup; self.engines = engines
        self.emptyFrameNanoseconds = emptyFrameNanoseconds; self.provenance = provenance
    }

    public func engine(_ kind: EngineKind) -> EngineProfile? { engines.first { $0.engine == kind } }
}
