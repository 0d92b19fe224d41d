// MarkdownMigrationPlan: the report's "Migration plan" section, from a
// MigrationPlan value (`redraw plan` measures it; the section renders it the
// same way wherever it is embedded).

import RedrawResults

public enum MarkdownMigrationPlan {
    public static func render(_ plan: MigrationPlan) -> String {
        var out = "## Migration plan\n\n"
        out += "The guides advise migrating one class at a time. Each form below runs some model classes as "
            + "`@Observable` (with their views' wrappers migrated: `@StateObject` → `@State`, `@ObservedObject` → a plain "
            + "property or `@Bindable`, `@EnvironmentObject` → `@Environment(T.self)`, with `@Bindable var x = x` in a body "
            + "that makes `$x.property` bindings, `.environmentObject` → `.environment`) "
            + "and the others as `ObservableObject`; the runtime honours both at once, as SwiftUI does. "
            + "The scenario is \(MigrationPlanRows.baseline(plan)). Figures are body evaluations — your views' bodies "
            + "and built-in controls' updates, as everywhere in this report — from one counting pass per form.\n\n"
        for (name, reason) in plan.pushOnly.sorted(by: { $0.key < $1.key }) {
            out += "- \(Markdown.code(name)) stays `ObservableObject`: \(reason).\n"
        }
        if !plan.pushOnly.isEmpty { out += "\n" }
        guard !plan.classes.isEmpty else { return out + (plan.pushOnly.isEmpty ? "No model class to migrate.\n" : "No class can be migrated.\n") }
        let hierarchies = MigrationPlanRows.hierarchies(plan)
        for hierarchy in hierarchies { out += "- \(Markdown.text(hierarchy)).\n" }
        if !hierarchies.isEmpty { out += "\n" }

        out += "### Bodies each class saves when migrated alone\n\n"
        out += table(MigrationPlanRows.singles(plan), textColumns: 1)
        out += "\n### Suggested order\n\n"
        out += "Greedy: each round adds the class whose migration, with those before it, saves the most bodies over the "
            + "whole workload (ties broken by name); each figure is the measured run of that combination.\n\n"
        out += table(MigrationPlanRows.order(plan), textColumns: 2)
        out += "\nCumulative bodies saved per step, along that order:\n\n"
        out += table(MigrationPlanRows.cumulativeBySteps(plan), textColumns: 1)
        if let negative = MigrationPlanRows.negativeSavings(plan) { out += "\nNote: \(negative).\n" }
        for fixed in MigrationPlanRows.fixedStale(plan) { out += "\nNote: \(Markdown.text(fixed)).\n" }
        for missed in MigrationPlanRows.missedUpdates(plan) { out += "\nWarning: \(Markdown.text(missed)).\n" }
        if let check = MigrationPlanRows.check(plan) { out += "\nCheck: \(check).\n" }
        out += "\nForms: \(MigrationPlanRows.forms(plan)).\n"
        return out
    }

    /// The section when `redraw run --plan` could not measure the plan: the error, as the terminal showed it.
    public static func renderFailure(_ error: String) -> String {
        "## Migration plan\n\nNot measured: one of the plan's mixed forms (some model classes migrated, the others not) "
            + "failed, so the plan has no figures. The profile above is complete; it comes from the push and pull forms. "
            + "The error:\n\n```\n" + error + "\n```\n"
    }

    private static func table(_ data: (header: [String], rows: [[String]]), textColumns: Int) -> String {
        var table = MarkdownTable(data.header.enumerated().map { index, title in (Markdown.text(title), index >= textColumns) })
        for row in data.rows {
            table.add(row.enumerated().map { index, cell in index < textColumns ? Markdown.text(cell) : cell })
        }
        return table.render()
    }
}
