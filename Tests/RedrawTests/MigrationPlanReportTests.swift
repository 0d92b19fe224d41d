// The migration plan's two renderings from a hand-built plan: every figure
// follows from the bodies chosen here (all push 20 and 10; A alone 12 and 10;
// B alone 20 and 7; both, the pull engine's run, 9 and 4).

import RedrawReport
import RedrawResults
import Testing

@Suite struct MigrationPlanReportTests {
    static let plan = MigrationPlan(
        scenario: "shop", path: "Scenarios/shop.swift", writtenFor: .push, steps: ["initial render", "add"],
        classes: ["A", "B"], pushOnly: [:], allPush: [20, 10], pullEngine: [9, 4],
        single: [MigratedForm(migrated: ["A"], bodies: [12, 10]), MigratedForm(migrated: ["B"], bodies: [20, 7])],
        order: [MigratedForm(migrated: ["A"], bodies: [12, 10]), MigratedForm(migrated: ["A", "B"], bodies: [9, 4])],
        formsMeasured: 4, formsCompiled: 3)

    @Test func markdownSection() {
        let text = MarkdownMigrationPlan.render(Self.plan)
        #expect(text.hasPrefix("## Migration plan\n"))
        // Alone: A saves 8 + 0, B 0 + 3, of 30.
        #expect(text.contains("| step | bodies, all push | A alone | B alone |\n|---|---:|---:|---:|\n"))
        #expect(text.contains("| initial render | 20 | 8 | 0 |\n| add | 10 | 0 | 3 |\n| total | 30 | 8 | 3 |\n"))
        // The order: A (22 bodies, saves 8, 26.7 %), then B (13 bodies, 9 more, 17 in all, 56.7 %).
        #expect(text.contains("| 1 | A | 22 | 8 | 8 | 26.7 % |\n| 2 | B | 13 | 9 | 17 | 56.7 % |\n"))
        #expect(text.contains("| initial render | 8 | 11 |\n| add | 0 | 6 |\n| total | 8 | 17 |\n"))
        #expect(text.contains("Check: every class migrated: 13 bodies, step by step the pull engine's run (13): check passed."))
        #expect(text.contains("4 forms measured, the all-push and pull engine's runs included (3 compiled for this plan, 1 from the build cache)"))
    }

    @Test func terminalTableAndAFailedCheck() {
        var plan = Self.plan
        plan.pullEngine = [9, 5]
        let text = TerminalMigrationPlan.render(plan)
        #expect(text.contains("    1  A            22                   8             8              26.7 %"))
        #expect(text.contains("but the pull engine's run has 14: check FAILED"))
        #expect(plan.endsAtPullEngine == false)
    }

    /// A form that leaves views stale where all-push did not (a class migrated while the object
    /// forwarding its changes is not): its "saving" there is a missed update, and both renderings
    /// say so (a tester's plan advised migrating such a class first, for 2 bodies of a broken screen).
    @Test func aFormThatMissesUpdatesIsAWarning() {
        var plan = Self.plan
        plan.allPushStale = [0, 0]
        plan.single[1].stale = [0, 1]   // B alone: one more stale view in "add"
        plan.order[0].stale = [0, 0]
        plan.order[1].stale = [0, 0]
        plan.single[0].stale = [0, 0]
        let expected = "B alone leaves views stale that all-push kept current, in \"add\" (1): some of its \"saved\" bodies there "
            + "are updates it misses (the screen shows old values), not savings: those views showed values that only its objectWillChange announced, such as a nested object's"
        #expect(TerminalMigrationPlan.render(plan).contains("  warning: " + expected))
        #expect(MarkdownMigrationPlan.render(plan).contains("\nWarning: " + expected + ".\n"))
        // Without stale views (or from a plan made before they were kept), nothing is said.
        #expect(!MarkdownMigrationPlan.render(Self.plan).contains("Warning:"))
    }

    /// The mirror: a class whose migration alone keeps current a view that all-push left stale (a
    /// cart reading a price through another model): its bodies there are updates push missed, and
    /// both renderings say so beside its saving — a tester read a class listed last, at −1, as the
    /// worst choice though it alone fixed the stale view.
    @Test func aFormThatFixesAStaleViewIsNoted() {
        var plan = Self.plan
        plan.allPushStale = [0, 1]
        plan.single[0].stale = [0, 1]
        plan.single[1].stale = [0, 0]   // B alone: the stale view of "add" re-runs
        let expected = "B alone keeps current views the all-push run left stale, in \"add\" (1): the bodies it spends there "
            + "are updates push missed, not a cost"
        #expect(TerminalMigrationPlan.render(plan).contains("  " + expected))
        #expect(MarkdownMigrationPlan.render(plan).contains("\nNote: " + expected + ".\n"))
        #expect(!MarkdownMigrationPlan.render(Self.plan).contains("keeps current views"))
    }
}
