// GateMarkdownReport: the comparison as a Markdown summary (`--markdown FILE`, e.g. $GITHUB_STEP_SUMMARY).
//
// Regressions first, then missing/new entries, improvements, informational
// changes (collapsed), and the unchanged count; each row with baseline, current, delta and
// tolerance, naming the scenario, engine, step and view type.

public enum GateMarkdownReport {
    public static func render(_ comparison: Comparison) -> String {
        var lines = [
            "## Redraw gate: \(comparison.passed ? "✅" : "❌") \(comparison.status)",
            "",
            comparison.tally.prefix(1).uppercased() + comparison.tally.dropFirst() + ".",
            "",
            "Baseline `\(comparison.baselineLocation)`, current `\(comparison.currentLocation)`.",
        ]
        let failingPresence = comparison.presence.filter(\.fails)
        let otherPresence = comparison.presence.filter { !$0.fails }
        if !comparison.regressions.isEmpty {
            lines += ["", "### Regressions (\(comparison.regressions.count))", ""] + table(comparison.regressions)
        }
        if !failingPresence.isEmpty {
            lines += ["", "### Missing or new, failing (\(failingPresence.count))", ""]
                + failingPresence.map { "- " + escape($0.description) }
        }
        if !comparison.improvements.isEmpty {
            lines += ["", "### Improvements (\(comparison.improvements.count))", ""] + table(comparison.improvements)
        }
        let informational = comparison.informational
        if !informational.isEmpty {
            // Collapsed: with time informational these are many, and never the reason for a verdict.
            lines += ["", "<details><summary>Informational, reported and never failing (\(informational.count))</summary>", ""]
                + table(informational) + ["", "</details>"]
        }
        if !otherPresence.isEmpty {
            lines += ["", "### Missing or new, not failing (\(otherPresence.count))", ""]
                + otherPresence.map { "- " + escape($0.description) }
        }
        if !comparison.notes.isEmpty { lines += [""] + comparison.notes.map { "> note: " + escape($0) } }
        lines += ["", comparison.unchangedLine, ""]
        return lines.joined(separator: "\n")
    }

    static func table(_ rows: [ComparisonRow]) -> [String] {
        let header = "| " + Comparison.columns.joined(separator: " | ") + " |"
        let rule = "|" + Comparison.columns.indices.map { [5, 6, 7].contains($0) ? "---:|" : "---|" }.joined()
        return [header, rule] + rows.map { row in
            "| " + Comparison.cells(row).map(escape).joined(separator: " | ") + " |"
        }
    }

    /// Table cells and list items: `|` would end a cell, a line break the row; `<` could open HTML.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case "*", "_", "`", "[", "]": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out
    }
}
