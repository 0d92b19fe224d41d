// GateMarkdownReport: the comparison as a Markdown summary (`--markdown FILE`, e.g. $GITHUB_STEP_SUMMARY).
//
// Provenance warnings, then regressions, missing/new entries, improvements, informational
// changes (collapsed), and the unchanged count; each row with baseline, current, delta and
// tolerance, naming the scenario, engine, step and view type.

public enum GateMarkdownReport {
    /// `hints`: what to do next (GateHints), a last section.
    public static func render(_ comparison: Comparison, hints: [String] = []) -> String {
        var lines = [
            "## Redraw gate: \(comparison.passed ? "✅" : "❌") \(comparison.status)",
            "",
            comparison.tally.prefix(1).uppercased() + comparison.tally.dropFirst() + ".",
            "",
            "Baseline `\(comparison.baselineLocation)`, current `\(comparison.currentLocation)`.",
        ]
        let failingPresence = comparison.presence.filter(\.fails)
        let otherPresence = comparison.presence.filter { !$0.fails }
        let warnings = comparison.provenanceWarnings
        if !warnings.isEmpty {
            lines += ["", "### ⚠️ Provenance differs (\(warnings.count))", "",
                      "Baseline → current. A count may differ for this reason, not for a regression; a warning, never failing.", ""]
                + warnings.map { "- " + escape($0.scenario) + ": " + escape($0.field) + ": " + code($0.baseline) + " → " + code($0.current) }
        }
        if !comparison.regressions.isEmpty {
            lines += ["", "### Regressions (\(comparison.regressions.count))", "",
                      "By metric: \(Comparison.byMetric(comparison.regressions)) (a step's total and its view types' rows each count).",
                      ""] + table(comparison.regressions)
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
        // Each hint's commands are in code spans, where `<scenarios>` needs no escaping.
        if !hints.isEmpty { lines += ["### Next", ""] + hints.map { "- " + $0 } + [""] }
        return lines.joined(separator: "\n")
    }

    static func table(_ rows: [ComparisonRow]) -> [String] {
        let header = "| " + Comparison.columns.joined(separator: " | ") + " |"
        let rule = "|" + Comparison.columns.indices.map { [5, 6, 7].contains($0) ? "---:|" : "---|" }.joined()
        return [header, rule] + rows.map { row in
            "| " + Comparison.cells(row).map(escape).joined(separator: " | ") + " |"
        }
    }

    /// Inline code for a value (a toolchain's version, flags), fenced past any backtick it holds.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for c in text { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") || flat.isEmpty ? " " : ""
        return fence + pad + flat + pad + fence
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
