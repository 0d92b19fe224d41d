// ProvenanceCheck: where a baseline and the current set were not made alike.
//
// Counts are deterministic for one toolchain, Redraw version, build, seed,
// set of parameter values (set or default: what the scenario read) and viewport; when any of them differs, a changed count
// may be that difference and not a regression. The gate says so, field by
// field, and its verdict stays the metrics' (a warning never changes the exit
// code). Not compared: Redraw's commit (it differs on every change to Redraw),
// the repetitions and the warm-up (they shape only the times, which the gate
// judges with their spread, and a CI gate usually runs fewer of them).

import RedrawReport

/// One field that differs between a scenario's baseline and current provenance.
public struct ProvenanceWarning: Equatable, Sendable, CustomStringConvertible {
    public var scenario: String
    /// "toolchain", "Redraw version", "build flags", "seed", "param rows", "viewport".
    public var field: String
    public var baseline: String
    public var current: String

    public init(scenario: String, field: String, baseline: String, current: String) {
        self.scenario = scenario
        self.field = field
        self.baseline = baseline
        self.current = current
    }

    /// `order-book: seed: 42 → 7`.
    public var description: String { "\(scenario): \(field): \(baseline) → \(current)" }
}

public enum ProvenanceCheck {
    /// What an absent parameter reads as: that run's scenario did not read it (or, in a profile
    /// made by hand, did not set it).
    public static let absentParameter = "(not read)"

    /// The fields of `current` that differ from `baseline`, in a fixed order (parameters by name).
    public static func differences(scenario: String, baseline: ProvenanceRecord, current: ProvenanceRecord) -> [ProvenanceWarning] {
        var warnings: [ProvenanceWarning] = []
        func compare(_ field: String, _ old: String, _ new: String) {
            if old != new { warnings.append(ProvenanceWarning(scenario: scenario, field: field, baseline: old, current: new)) }
        }
        compare("toolchain", baseline.toolchain, current.toolchain)
        compare("Redraw version", baseline.redrawVersion, current.redrawVersion)
        compare("build flags", baseline.buildFlags, current.buildFlags)
        compare("seed", String(baseline.seed), String(current.seed))
        for name in Set(baseline.parameters.keys).union(current.parameters.keys).sorted() {
            compare("param \(name)", baseline.parameters[name] ?? absentParameter, current.parameters[name] ?? absentParameter)
        }
        // The rows decide what a lazy container builds; where they came from does not.
        if baseline.viewport?.rows != current.viewport?.rows {
            compare("viewport", baseline.viewportDescription, current.viewportDescription)
        }
        return warnings
    }

    /// One note per side for the scenarios compared without provenance on that side
    /// (`ids`: those lacking it), nil when none does.
    static func missingNote(side: String, ids: [String], compared: Int, location: String) -> String? {
        guard !ids.isEmpty else { return nil }
        let which = ids.count == compared
            ? "for the \(GateFormat.plural(compared, "scenario")) compared"
            : "for \(ids.count) of the \(compared) scenarios compared (\(ids.joined(separator: ", ")))"
        let redo = side == "baseline"
            ? "re-record it with `redraw baseline update <scenarios> --out \(location)`"
            : "rerun it with this Redraw (`redraw run`, or `redraw gate <scenarios>`)"
        return "\(side) has no provenance (<name>.provenance) \(which): it was recorded before Redraw wrote one, so "
            + "toolchain, Redraw version, build flags, seed, parameters and viewport are not checked; \(redo)"
    }
}
