// GateHints: what to do next, after the comparison — how to see why a step
// ran more bodies, how to lock improvements in, what to do about a scenario or
// step that went missing. A reviewer reads the gate's output in a pull request;
// the counts say what changed, these lines say where to look.
//
// Invariant: a hint names commands that exist, with the run's own scenario,
// step and engine; nothing here changes the verdict.

public struct GateHints: Sendable {
    /// The baseline folder, as the gate was given it.
    public var baseline: String
    /// What was run (`Scenarios/`), or nil when the gate compared folders.
    public var scenarios: String?

    public init(baseline: String, scenarios: String?) {
        self.baseline = baseline
        self.scenarios = scenarios
    }

    public func lines(for comparison: Comparison) -> [String] {
        var lines: [String] = []
        let scenarios = self.scenarios ?? "<scenarios>"
        if let row = comparison.regressions.first(where: { $0.metric == .bodyEvaluations })
            ?? comparison.regressions.first(where: { $0.metric == .dependencies || $0.metric == .invalidations }) {
            lines.append("Why: `redraw explain <\(row.scenario)'s scenario file> --step \(row.step.swiftLiteralForShell) "
                + "--engine \(row.engine)` shows each body of that step with the write, notification and invalidation "
                + "that ran it; the run's `\(row.scenario).causes.csv` lists the causes by view type.")
        }
        if !comparison.improvements.isEmpty {
            lines.append("Improvements do not change the baseline: until it is re-recorded (`redraw baseline update "
                + "\(scenarios) --out \(baseline)`), the gate lets those bodies come back.")
        }
        let missing = comparison.presence.filter { $0.fails && $0.side == .missing }
        if !missing.isEmpty {
            lines.append("Missing: a scenario or step removed or renamed on purpose is dropped from the baseline by "
                + "re-recording it (`redraw baseline update \(scenarios) --out \(baseline) --prune`); one that failed to "
                + "run is named in the errors above. `--allow-missing` lets the gate pass without them.")
        }
        let new = comparison.presence.filter { $0.fails && $0.side == .new }
        if !new.isEmpty {
            lines.append("New: record them with `redraw baseline update \(scenarios) --out \(baseline)` to start tracking them.")
        }
        return lines
    }
}

extension String {
    /// `"tap \"Add\""`: a step name as a shell argument in double quotes.
    var swiftLiteralForShell: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }
}
