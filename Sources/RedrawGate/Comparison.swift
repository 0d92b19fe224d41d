// Comparison: a current result set judged against a baseline under a policy.
//
// Pure: two `ResultSet`s and a `GatePolicy` in, rows with verdicts out. Every
// step present on both sides is compared metric by metric in total (steps.csv)
// and per view type (view-types.csv, when both sides have it; a view type
// absent on one side counts as zero there, so a view that starts re-running
// shows up as a row naming it).

public struct Comparison: Equatable, Sendable {
    public var baselineLocation: String
    public var currentLocation: String
    /// Every compared value, in baseline order: scenario, engine, step, total before view types, metric.
    public var rows: [ComparisonRow]
    public var presence: [PresenceChange]
    /// Things worth knowing that are neither rows nor presence (e.g. a view-types file on one side only).
    public var notes: [String]
    /// Where a scenario's baseline and current runs were made differently (toolchain, seed, …): listed, never failing.
    public var provenanceWarnings: [ProvenanceWarning]
    public var policy: GatePolicy

    public var regressions: [ComparisonRow] { rows.filter { $0.verdict == .regression } }

    /// "body_evaluations 6, dependencies 40": rows per metric, most first, for a heading — a
    /// step's total and each view type's row count apart, so 68 rows may be 6 bodies that matter.
    public static func byMetric(_ rows: [ComparisonRow]) -> String {
        var counts: [String: Int] = [:]
        for row in rows { counts[row.metric.label, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    public var improvements: [ComparisonRow] { rows.filter { $0.verdict == .improvement } }
    public var informational: [ComparisonRow] { rows.filter { $0.verdict == .informational } }
    public var unchangedCount: Int { rows.filter { $0.verdict == .unchanged }.count }
    public var missing: [PresenceChange] { presence.filter { $0.side == .missing } }
    public var new: [PresenceChange] { presence.filter { $0.side == .new } }
    /// Presence changes that fail under the policy.
    public var failingPresence: [PresenceChange] { presence.filter(\.fails) }

    /// Scenarios compared on both sides.
    public var scenarioCount: Int { Set(rows.map(\.scenario)).count }

    /// No regression and no failing presence change: the gate passes (exit 0). Provenance warnings do not count.
    public var passed: Bool { regressions.isEmpty && failingPresence.isEmpty }

    public init(baseline: ResultSet, current: ResultSet, policy: GatePolicy = GatePolicy()) {
        baselineLocation = baseline.location
        currentLocation = current.location
        self.policy = policy
        rows = []
        presence = []
        notes = []
        provenanceWarnings = []

        var compared = 0
        var unrecorded: (baseline: [String], current: [String]) = ([], [])
        for base in baseline.scenarios {
            guard let now = current.scenario(base.id) else {
                presence.append(PresenceChange(side: .missing, level: .scenario, scenario: base.id, fails: policy.failOnMissing))
                continue
            }
            compared += 1
            if let old = base.provenance, let new = now.provenance {
                provenanceWarnings += ProvenanceCheck.differences(scenario: base.id, baseline: old, current: new)
            }
            // A class moved between `ObservableObject` and `@Observable` changes which engine's counts
            // the app ships with: both engines are still compared, so say it (a tester's switch went
            // unmentioned).
            if let old = base.writtenFor, let new = now.writtenFor, old != new {
                provenanceWarnings.append(ProvenanceWarning(scenario: base.id, field: "written for", baseline: old, current: new))
            } else {
                // The same engine written for, but classes moved between the styles: one class of a
                // push file migrated by hand makes its forms "as written, but `X` migrated…" — the
                // step-by-step migration's pull request, which passed unmentioned (a tester's).
                for engine in base.forms.keys.sorted() {
                    if let old = base.forms[engine], let new = now.forms[engine], old != new {
                        provenanceWarnings.append(ProvenanceWarning(scenario: base.id, field: "\(engine) form", baseline: old, current: new))
                    }
                }
            }
            if base.provenance == nil { unrecorded.baseline.append(base.id) }
            if now.provenance == nil { unrecorded.current.append(base.id) }
            compare(base, now)
        }
        // One note per side, not a warning per field: such a set predates provenance.
        for (side, ids, location) in [("baseline", unrecorded.baseline, baseline.location),
                                      ("current set", unrecorded.current, current.location)] {
            if let note = ProvenanceCheck.missingNote(side: side, ids: ids, compared: compared, location: location) {
                notes.append(note)
            }
        }
        for now in current.scenarios where baseline.scenario(now.id) == nil {
            presence.append(PresenceChange(side: .new, level: .scenario, scenario: now.id, fails: policy.failOnNew))
        }
    }

    private mutating func compare(_ base: ScenarioResult, _ now: ScenarioResult) {
        let perViewType = base.hasViewTypes && now.hasViewTypes
        if base.hasViewTypes != now.hasViewTypes {
            let side = base.hasViewTypes ? "current" : "baseline"
            notes.append("\(base.id): no .view-types.csv in the \(side) set; view types not compared")
        }
        for engine in base.engines {
            guard now.engines.contains(engine) else {
                presence.append(PresenceChange(side: .missing, level: .engine, scenario: base.id, engine: engine,
                                               fails: policy.failOnMissing))
                continue
            }
            for b in base.steps where b.engine == engine {
                guard let c = now.step(engine: engine, named: b.step) else {
                    presence.append(PresenceChange(side: .missing, level: .step, scenario: base.id, engine: engine,
                                                   step: b.step, fails: policy.failOnMissing))
                    continue
                }
                compare(scenario: base, b, c, perViewType: perViewType)
            }
            for c in now.steps where c.engine == engine && base.step(engine: engine, named: c.step) == nil {
                presence.append(PresenceChange(side: .new, level: .step, scenario: base.id, engine: engine,
                                               step: c.step, fails: policy.failOnNew))
            }
        }
        for engine in now.engines where !base.engines.contains(engine) {
            presence.append(PresenceChange(side: .new, level: .engine, scenario: base.id, engine: engine,
                                           fails: policy.failOnNew))
        }
    }

    private mutating func compare(scenario: ScenarioResult, _ b: StepResult, _ c: StepResult, perViewType: Bool) {
        func policyFor(_ metric: GateMetric) -> MetricPolicy {
            policy.policy(for: metric, scenario: scenario.name, engine: b.engine, step: b.step)
        }
        for metric in GateMetric.allCases {
            guard let old = b.values[metric], let new = c.values[metric] else { continue }
            let spread = metric == .time ? (b.timeSpread ?? 0) + (c.timeSpread ?? 0) : nil
            rows.append(ComparisonRow(scenario: scenario.id, engine: b.engine, step: b.step, viewType: nil,
                                      metric: metric, baseline: old, current: new,
                                      policy: policyFor(metric), spread: spread))
        }
        guard perViewType else { return }
        let types = Set(b.viewTypes.keys).union(c.viewTypes.keys).sorted()
        for type in types {
            for metric in GateMetric.allCases where metric.isPerViewType {
                let old = b.viewTypes[type]?[metric] ?? 0
                let new = c.viewTypes[type]?[metric] ?? 0
                rows.append(ComparisonRow(scenario: scenario.id, engine: b.engine, step: b.step, viewType: type,
                                          metric: metric, baseline: old, current: new, policy: policyFor(metric)))
            }
        }
    }
}
