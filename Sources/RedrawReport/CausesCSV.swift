// CausesCSV: `<name>.causes.csv`, why each body ran.
//
// Columns: scenario, engine, step, cause, view_type, body_evaluations. A cause
// is the write (`write Type.property`, `@State View.property`) that invalidated
// the view, a model's own `objectWillChange.send()` outside a property write
// (`objectWillChange.send()`), a parent that re-ran with changed inputs
// (`parent Type re-ran with changed inputs`), or creation (`created`).
// Rows: engines in run order, steps in workload order, then within a step by
// count (largest first), cause text, view type: the same bytes on every run.

import RedrawResults

public struct CauseRow: CSVRow {
    public var scenario: String
    public var engine: EngineKind
    public var step: String
    public var cause: String
    public var viewType: String
    public var bodyEvaluations: Int

    public static let columns = ["scenario", "engine", "step", "cause", "view_type", "body_evaluations"]

    public init(scenario: String, engine: EngineKind, step: String, cause: String, viewType: String, bodyEvaluations: Int) {
        self.scenario = scenario
        self.engine = engine
        self.step = step
        self.cause = cause
        self.viewType = viewType
        self.bodyEvaluations = bodyEvaluations
    }

    public var fields: [String] {
        [scenario, engine.rawValue, step, cause, viewType, String(bodyEvaluations)]
    }

    public init(_ f: CSVFields) throws {
        scenario = f.string("scenario")
        engine = try f.choice("engine", EngineKind.self, "push or pull")
        step = f.string("step")
        cause = f.string("cause")
        viewType = f.string("view_type")
        bodyEvaluations = try f.int("body_evaluations")
    }

    static func rows(_ profile: ScenarioProfile) -> [CauseRow] {
        profile.engines.flatMap { engine in
            engine.steps.flatMap { step in
                CauseCount.sorted(step.counts).map {
                    CauseRow(scenario: profile.name, engine: engine.engine, step: step.step,
                             cause: $0.cause.description, viewType: $0.viewType, bodyEvaluations: $0.count)
                }
            }
        }
    }
}

/// One (cause, view type) pair of a step with its body evaluations.
struct CauseCount {
    var cause: Cause
    var viewType: String
    var count: Int

    /// Largest first, then by cause text and view type.
    static func sorted(_ counts: StepCounts) -> [CauseCount] {
        counts.causes.flatMap { cause, types in
            types.map { CauseCount(cause: cause, viewType: $0.key, count: $0.value) }
        }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.cause.description != b.cause.description { return a.cause.description < b.cause.description }
            return a.viewType < b.viewType
        }
    }
}

/// Reads and writes `<name>.causes.csv`.
public typealias CausesTable = CSVTable<CauseRow>

public struct CausesCSVExporter: ReportExporter {
    public init() {}
    public var suffix: String { "causes.csv" }
    public func render(_ profile: ScenarioProfile) -> String { CausesTable.render(CauseRow.rows(profile)) }
}
