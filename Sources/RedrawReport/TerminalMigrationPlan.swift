// TerminalMigrationPlan: what `redraw plan` prints — the same rows as the
// report's section (MigrationPlanRows), as plain aligned text.

import RedrawResults

public enum TerminalMigrationPlan {
    public static func render(_ plan: MigrationPlan) -> String {
        var lines = ["\(plan.scenario)  \(plan.path)  (\(MigrationPlanRows.baseline(plan)))"]
        for (name, reason) in plan.pushOnly.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(name) stays ObservableObject: \(reason)")
        }
        guard !plan.classes.isEmpty else {
            return (lines + [plan.pushOnly.isEmpty ? "  no model class to migrate" : "  no class can be migrated"]).joined(separator: "\n")
        }
        for hierarchy in MigrationPlanRows.hierarchies(plan) { lines.append("  " + hierarchy) }
        lines.append("")
        lines.append("  bodies saved with one class migrated, the others ObservableObject:")
        lines += indented(MigrationPlanRows.singles(plan), textColumns: 1)
        lines.append("")
        lines.append("  suggested order (greedy: most bodies saved with the classes before it; ties by name):")
        lines += indented(MigrationPlanRows.order(plan), textColumns: 2)
        lines.append("")
        lines.append("  cumulative bodies saved per step, along that order:")
        lines += indented(MigrationPlanRows.cumulativeBySteps(plan), textColumns: 1)
        lines.append("")
        if let negative = MigrationPlanRows.negativeSavings(plan) { lines.append("  " + negative) }
        for fixed in MigrationPlanRows.fixedStale(plan) { lines.append("  " + fixed) }
        for missed in MigrationPlanRows.missedUpdates(plan) { lines.append("  warning: " + missed) }
        if let check = MigrationPlanRows.check(plan) { lines.append("  " + check) }
        lines.append("  " + MigrationPlanRows.forms(plan))
        return lines.joined(separator: "\n")
    }

    /// The first `textColumns` columns left-aligned, the figures right-aligned, two spaces apart.
    private static func indented(_ data: (header: [String], rows: [[String]]), textColumns: Int) -> [String] {
        let rows = [data.header] + data.rows
        let widths = data.header.indices.map { column in rows.map { $0[column].terminalWidth }.max() ?? 0 }
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                column < textColumns ? cell.paddedAfter(to: widths[column]) : cell.paddedBefore(to: widths[column])
            }
            var line = "    " + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
