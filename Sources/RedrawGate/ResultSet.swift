// ResultSet: one folder of reports (a baseline or a current run), as the gate sees it.
//
// Plain values read from `steps.csv`, `view-types.csv` and `.provenance`; nothing here touches
// the file system (`ResultSetLoader` does).

import RedrawReport

/// One engine × step of one scenario, with its values per metric.
public struct StepResult: Equatable, Sendable {
    public var engine: String
    /// The step's name, made unique within its engine (`name #2` for a repeated name).
    public var step: String
    /// Values from steps.csv; a metric with an empty cell (unknown) is absent.
    public var values: [GateMetric: Double]
    /// The median absolute deviation of the step's timed runs (time_mad_ns), if timed.
    public var timeSpread: Double?
    /// Counts per view type from view-types.csv (only count metrics).
    public var viewTypes: [String: [GateMetric: Double]]

    public init(engine: String, step: String, values: [GateMetric: Double], timeSpread: Double? = nil,
                viewTypes: [String: [GateMetric: Double]] = [:]) {
        self.engine = engine
        self.step = step
        self.values = values
        self.timeSpread = timeSpread
        self.viewTypes = viewTypes
    }
}

/// One scenario's reports.
public struct ScenarioResult: Equatable, Sendable {
    /// Where it sits in the set, without suffix: `examples/cart-after`.
    public var id: String
    /// The `scenario` column: what thresholds patterns match.
    public var name: String
    /// Whether view-types.csv was there (per-view-type rows are compared only when both sides have it).
    public var hasViewTypes: Bool
    /// Engines in file order, steps in workload order.
    public var steps: [StepResult]
    /// From `<id>.provenance`; nil when the set has none (reports from before it existed).
    public var provenance: ProvenanceRecord?
    /// Each engine's `form` column ("as written", "migrated from @Observable"): which engine the
    /// file is written for.
    public var forms: [String: String] = [:]

    /// The engine whose form is the file as written ("push", "pull"), "both" for a file with no
    /// model class, nil when the reports do not say. A mixed file's is "as written, but `X`
    /// migrated from ObservableObject" (a migration half done): as written too.
    public var writtenFor: String? {
        let written = forms.filter { $0.value.hasPrefix("as written") }.keys.sorted()
        return written.count == 1 ? written[0] : (written.count > 1 ? "both" : nil)
    }

    public init(id: String, name: String, hasViewTypes: Bool, steps: [StepResult], provenance: ProvenanceRecord? = nil) {
        self.id = id
        self.name = name
        self.hasViewTypes = hasViewTypes
        self.steps = steps
        self.provenance = provenance
    }

    public var engines: [String] {
        var seen: [String] = []
        for s in steps where !seen.contains(s.engine) { seen.append(s.engine) }
        return seen
    }

    public func step(engine: String, named name: String) -> StepResult? {
        steps.first { $0.engine == engine && $0.step == name }
    }
}

/// A set of scenarios' reports.
public struct ResultSet: Equatable, Sendable {
    /// Where it came from, for messages (a folder path).
    public var location: String
    public var scenarios: [ScenarioResult]

    public init(location: String, scenarios: [ScenarioResult]) {
        self.location = location
        self.scenarios = scenarios
    }

    public func scenario(_ id: String) -> ScenarioResult? { scenarios.first { $0.id == id } }
}

extension ScenarioResult {
    /// A scenario from its parsed tables (`viewTypes` nil when the file is absent).
    /// Throws `GateInputError` when view-types.csv names a step steps.csv lacks.
    public init(id: String, steps stepRows: [StepRow], viewTypes viewTypeRows: [ViewTypeRow]?,
                provenance: ProvenanceRecord? = nil) throws {
        var steps: [StepResult] = []
        var seen: [String: Int] = [:]
        // A step name may repeat in a workload: the n-th occurrence is `name #n`, on both tables alike.
        func unique(_ engine: String, _ step: String, _ counter: inout [String: Int]) -> String {
            let key = engine + "\u{0}" + step
            counter[key, default: 0] += 1
            let n = counter[key]!
            return n == 1 ? step : "\(step) #\(n)"
        }
        var forms: [String: String] = [:]
        for row in stepRows {
            if forms[row.engine.rawValue] == nil { forms[row.engine.rawValue] = row.form }
            var values: [GateMetric: Double] = [:]
            let counts = row.metrics
            values[.bodyEvaluations] = Double(counts.bodyEvaluations)
            values[.invalidations] = Double(counts.invalidations)
            values[.notifications] = Double(counts.notifications)
            values[.skipped] = Double(counts.skipped)
            values[.created] = Double(counts.created)
            values[.destroyed] = Double(counts.destroyed)
            values[.dependencies] = Double(counts.dependencies)
            values[.staleViews] = Double(counts.staleViews)
            values[.discardedStateInits] = Double(counts.discardedStateInits)
            values[.frames] = Double(row.frames)
            if let a = row.allocations { values[.allocations] = Double(a) }
            if let b = row.allocatedBytes { values[.allocatedBytes] = Double(b) }
            if let t = row.timeMedian, row.repetitions > 0 { values[.time] = Double(t) }
            let engine = row.engine.rawValue
            steps.append(StepResult(engine: engine, step: unique(engine, row.step, &seen), values: values,
                                    timeSpread: row.timeMAD.map(Double.init)))
        }
        if let viewTypeRows {
            // view-types.csv lists a step's view types together, sorted by name; a new
            // (engine, step) group starts the next occurrence of a repeated step name.
            var counter: [String: Int] = [:]
            var previous: (engine: String, step: String, type: String)?
            var current = ""
            for row in viewTypeRows {
                let engine = row.engine.rawValue
                if previous == nil || previous!.engine != engine || previous!.step != row.step || row.viewType <= previous!.type {
                    current = unique(engine, row.step, &counter)
                }
                previous = (engine, row.step, row.viewType)
                guard let index = steps.firstIndex(where: { $0.engine == engine && $0.step == current }) else {
                    throw GateInputError("\(id).view-types.csv: step \(row.step.swiftLiteral) (\(engine)) is not in \(id).steps.csv; the two files come from different runs")
                }
                let m = row.metrics
                steps[index].viewTypes[row.viewType] = [
                    .bodyEvaluations: Double(m.bodyEvaluations), .invalidations: Double(m.invalidations),
                    .notifications: Double(m.notifications), .skipped: Double(m.skipped),
                    .created: Double(m.created), .destroyed: Double(m.destroyed),
                    .dependencies: Double(m.dependencies), .staleViews: Double(m.staleViews),
                    .discardedStateInits: Double(m.discardedStateInits),
                ]
            }
        }
        self.init(id: id, name: stepRows.first?.scenario ?? id, hasViewTypes: viewTypeRows != nil, steps: steps,
                  provenance: provenance)
        self.forms = forms
    }
}
