// ViewTypesCSV: `<name>.view-types.csv`, the counts per view type.
//
// Columns: scenario, engine, step, view_type, kind, then the nine counts as in
// the steps table (body_evaluations … stale_views, discarded_state_inits; a
// file from before `discarded_state_inits` reads as 0 there). `kind` is
// `built-in` for Redraw's nodes of SwiftUI's own views — the controls that
// hold a binding, lazy containers, `TimelineView`, presentations — whose
// updates are not user bodies, and `view` otherwise (a file from before
// reads `control` as `built-in`: trial AZ-6 found a `TimelineView` called a control).
// Rows: engines in run order, steps in workload order, view types by name.

import RedrawResults

public enum ViewKind: String, Sendable {
    case view
    case builtIn = "built-in"

    /// Its column's text; the name files written before gave `built-in` too.
    init?(column text: String) {
        if let kind = ViewKind(rawValue: text) { self = kind } else if text == "control" { self = .builtIn } else { return nil }
    }
}

public struct ViewTypeRow: CSVRow {
    public var scenario: String
    public var engine: EngineKind
    public var step: String
    public var viewType: String
    public var kind: ViewKind
    public var metrics: Metrics

    public static let columns = [
        "scenario", "engine", "step", "view_type", "kind",
        "body_evaluations", "invalidations", "notifications", "skipped", "created", "destroyed", "dependencies", "stale_views",
        "discarded_state_inits",
    ]

    public static let addedColumns = ["discarded_state_inits"]

    public init(scenario: String, engine: EngineKind, step: String, viewType: String, kind: ViewKind, metrics: Metrics) {
        self.scenario = scenario
        self.engine = engine
        self.step = step
        self.viewType = viewType
        self.kind = kind
        self.metrics = metrics
    }

    public var fields: [String] {
        [scenario, engine.rawValue, step, viewType, kind.rawValue] + metrics.countFields
    }

    public init(_ f: CSVFields) throws {
        scenario = f.string("scenario")
        engine = try f.choice("engine", EngineKind.self, "push or pull")
        step = f.string("step")
        viewType = f.string("view_type")
        guard let kind = ViewKind(column: f.string("kind")) else { throw f.failure("kind", "view or built-in") }
        self.kind = kind
        metrics = try Metrics(f)
    }

    /// Every view type of every step, in the table's order.
    static func rows(_ profile: ScenarioProfile) -> [ViewTypeRow] {
        let controls = profile.controlTypes
        return profile.engines.flatMap { engine in
            engine.steps.flatMap { step in
                step.counts.perViewType.keys.sorted().map { type in
                    ViewTypeRow(scenario: profile.name, engine: engine.engine, step: step.step, viewType: type,
                                kind: controls.contains(type) ? .builtIn : .view,
                                metrics: step.counts.perViewType[type]!)
                }
            }
        }
    }
}

extension ScenarioProfile {
    /// Built-in control types seen anywhere in the run. A step lists a control
    /// only where it ran; where it was merely skipped or held dependencies it
    /// must still be reported as a control, so the kind is the run's, not the step's.
    /// View types that were a `ForEach`'s elements, or inside one, somewhere in the run (StepCounts.rowTypes).
    var rowTypes: Set<String> {
        Set(engines.flatMap { $0.steps.flatMap(\.counts.rowTypes) })
    }

    var controlTypes: Set<String> {
        Set(engines.flatMap { $0.steps.flatMap(\.counts.controlTypes) })
    }
}

/// Reads and writes `<name>.view-types.csv`: `try ViewTypesTable.parse(text)`.
public typealias ViewTypesTable = CSVTable<ViewTypeRow>

public struct ViewTypesCSVExporter: ReportExporter {
    public init() {}
    public var suffix: String { "view-types.csv" }
    public func render(_ profile: ScenarioProfile) -> String { ViewTypesTable.render(ViewTypeRow.rows(profile)) }
}
