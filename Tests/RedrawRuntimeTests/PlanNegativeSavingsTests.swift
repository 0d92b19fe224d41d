// A migration plan's negative saving is explained: the all-push run left views
// stale, and a migrated class re-runs them (bodies push never spent).

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawReport
import RedrawResults
import Testing

@Suite struct PlanNegativeSavingsTests {
    /// Label holds the counter as a plain `let`: under push `n`'s writes reach no subscription of it,
    /// so it stays stale from "write 1" on (1 stale view in each later step); migrated, Label's body
    /// read `n` and re-runs at each write (1 + 1 bodies): a saving of -2.
    @Test func aNegativeSavingNamesTheStaleViewsOfPush() throws {
        let source = """
        final class Counter: ObservableObject {
            @Published var n = 0
        }
        struct Label: View {
            let counter: Counter
            var body: some View { Text("n = \\(counter.n)") }
        }
        let counter = Counter()
        Redraw.root { Label(counter: counter) }
        Redraw.step("write 1") { counter.n = 1 }
        Redraw.step("idle") { }
        Redraw.step("write 2") { counter.n = 2 }
        """
        let directory = NSTemporaryDirectory() + "redraw-plan-negative-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = ScenarioFile(path: directory + "/negative.swift", text: source)
        try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
        let plan = try MigrationPlanner.plan(file, builder: try TestBuilds.shared.builder.get())
        #expect(plan.allPush == [1, 0, 0, 0])
        #expect(plan.allPushStale == [0, 1, 1, 1])
        #expect(plan.order.map(\.total) == [3])
        let text = TerminalMigrationPlan.render(plan)
        #expect(text.contains("a negative saving is bodies push never ran: the all-push run left views stale (they read a value "
                              + "that changed and did not re-run, so their screen showed old data) in \"write 1\", \"idle\", \"write 2\""),
                "\(text)")
    }
}
