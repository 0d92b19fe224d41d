// GateTerminalReport: the comparison as aligned plain-text tables, provenance warnings and regressions first.
//
// Order: provenance warnings (what may explain everything below), regressions,
// failing missing/new entries, improvements, informational
// changes (listed only when asked: with time informational and machines apart
// they can be many), entries that do not fail, notes, the unchanged count.

public enum GateTerminalReport {
    /// - Parameter listInformational: list informational changes row by row, not only count them.
    /// - Parameter hints: what to do next (GateHints), printed last.
    public static func render(_ comparison: Comparison, listInformational: Bool = false, hints: [String] = []) -> String {
        var lines = [
            "Redraw gate: \(comparison.status): \(comparison.tally)",
            "  baseline: \(comparison.baselineLocation)",
            "  current:  \(comparison.currentLocation)",
        ]
        let failingPresence = comparison.presence.filter(\.fails)
        let otherPresence = comparison.presence.filter { !$0.fails }
        let warnings = comparison.provenanceWarnings
        if !warnings.isEmpty {
            lines += ["", "Provenance differs (\(warnings.count)), baseline → current; "
                + "a count may differ for this reason, not for a regression (warnings, never failing):"]
                + warnings.map { "  warning: " + $0.description }
        }
        if !comparison.regressions.isEmpty {
            lines += ["", "Regressions (\(comparison.regressions.count): \(Comparison.byMetric(comparison.regressions)); a step's total "
                + "and its view types' rows each count):"] + table(comparison.regressions)
        }
        if !failingPresence.isEmpty {
            lines += ["", "Missing or new, failing (\(failingPresence.count)):"] + failingPresence.map { "  " + $0.description }
        }
        if !comparison.improvements.isEmpty {
            lines += ["", "Improvements (\(comparison.improvements.count)):"] + table(comparison.improvements)
        }
        let informational = comparison.informational
        if !informational.isEmpty {
            if listInformational {
                lines += ["", "Informational (reported, never failing) (\(informational.count)):"] + table(informational)
            } else {
                let metrics = Set(informational.map(\.metric)).sorted().map(\.label).joined(separator: ", ")
                lines += ["", "Informational (reported, never failing): \(informational.count) value\(informational.count == 1 ? "" : "s") "
                    + "changed beyond tolerance (\(metrics)); --verbose lists them"]
            }
        }
        if !otherPresence.isEmpty {
            lines += ["", "Missing or new, not failing (\(otherPresence.count)):"] + otherPresence.map { "  " + $0.description }
        }
        if !comparison.notes.isEmpty { lines += [""] + comparison.notes.map { "note: " + $0 } }
        lines += ["", comparison.unchangedLine]
        if !hints.isEmpty { lines += ["", "Next:"] + hints.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    static func table(_ rows: [ComparisonRow]) -> [String] {
        let body = rows.map(Comparison.cells)
        let all = [Comparison.columns] + body
        let widths = Comparison.columns.indices.map { c in all.map { $0[c].terminalWidth }.max() ?? 0 }
        // Numbers right-aligned (baseline, current, delta), words left-aligned.
        let numeric: Set<Int> = [5, 6, 7]
        return all.map { cells in
            var line = "  " + cells.enumerated().map { c, text in
                numeric.contains(c) ? text.paddedBefore(to: widths[c]) : text.paddedAfter(to: widths[c])
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
