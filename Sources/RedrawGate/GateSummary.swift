// GateSummary: the verdict in words, shared by the terminal and Markdown renderers.

extension Comparison {
    /// `PASS` or `FAIL`.
    public var status: String { passed ? "PASS" : "FAIL" }

    /// `2 regressions, 1 missing; 1 improvement; 3 informational; 480 unchanged`.
    public var tally: String {
        var failing: [String] = [GateFormat.plural(regressions.count, "regression")]
        let missingFails = missing.filter(\.fails).count
        let newFails = new.filter(\.fails).count
        if missingFails > 0 { failing.append("\(missingFails) missing") }
        if newFails > 0 { failing.append("\(newFails) new") }
        var parts = [failing.joined(separator: ", "), GateFormat.plural(improvements.count, "improvement")]
        if !informational.isEmpty { parts.append("\(informational.count) informational") }
        let lenientMissing = missing.count - missingFails, lenientNew = new.count - newFails
        if lenientMissing > 0 { parts.append("\(lenientMissing) missing (allowed)") }
        if lenientNew > 0 { parts.append("\(lenientNew) new") }
        parts.append("\(unchangedCount) unchanged")
        if !provenanceWarnings.isEmpty { parts.append(GateFormat.plural(provenanceWarnings.count, "provenance warning")) }
        return parts.joined(separator: "; ")
    }

    /// Rows in a table's column order.
    static let columns = ["scenario", "engine", "step", "view type", "metric", "baseline", "current", "delta", "tolerance"]

    static func cells(_ row: ComparisonRow) -> [String] {
        [row.scenario, row.engine, row.step, row.viewType ?? "(step total)", row.metric.label,
         GateFormat.value(row.baseline, row.metric), GateFormat.value(row.current, row.metric),
         GateFormat.delta(row), GateFormat.tolerance(row)]
    }

    var unchangedLine: String {
        let steps = Set(rows.map { $0.scenario + "\u{0}" + $0.engine + "\u{0}" + $0.step }).count
        return "Unchanged: \(unchangedCount) of \(rows.count) values, in \(GateFormat.plural(scenarioCount, "scenario")) "
            + "and \(GateFormat.plural(steps, "engine step")) compared."
    }
}
