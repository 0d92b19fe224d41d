// `redraw run --plan` when a migration plan fails where the push and pull forms
// do not: the scenario's reports are still written, the Markdown report quotes
// the plan's error in place of its figures, the other scenarios' plans are
// measured, and the run exits 1 after writing everything.

import Foundation
import RedrawCLI
import Testing

@Suite struct PlanFailureTests {
    /// Traps only when one class is `ObservableObject` and the other is not: both engines' forms
    /// run (all push: both are; the pull form: neither is), every mixed form traps.
    static let trapsWhenMixed = """
        final class Counter: ObservableObject { @Published var value = 0 }
        final class Labels: ObservableObject { @Published var title = "a" }
        struct Root: View {
            @ObservedObject var counter: Counter
            @ObservedObject var labels: Labels
            var body: some View { VStack { Text("\\(counter.value)"); Text(labels.title) } }
        }
        let counter = Counter()
        let labels = Labels()
        Redraw.root { Root(counter: counter, labels: labels) }
        Redraw.step("bump") {
            let a = (Counter.self as Any.Type) is any ObservableObject.Type
            let b = (Labels.self as Any.Type) is any ObservableObject.Type
            precondition(a == b, "one class migrated, the other not")
            counter.value += 1
        }
        """

    /// Two model classes, no trap: its plan is measured as usual.
    static let plain = """
        final class Cart: ObservableObject { @Published var count = 0 }
        final class User: ObservableObject { @Published var name = "a" }
        struct Badge: View { @ObservedObject var cart: Cart; var body: some View { Text("\\(cart.count)") } }
        struct Header: View {
            @ObservedObject var user: User
            @ObservedObject var cart: Cart
            var body: some View { VStack { Text(user.name); Badge(cart: cart) } }
        }
        let cart = Cart()
        let user = User()
        Redraw.root { Header(user: user, cart: cart) }
        Redraw.step("add") { cart.count += 1 }
        """

    @Test func aFailedPlanLeavesTheReportsWithItsError() throws {
        let dir = NSTemporaryDirectory() + "redraw-plan-failure-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.trapsWhenMixed.write(toFile: dir + "/in/mixed.swift", atomically: true, encoding: .utf8)
        try Self.plain.write(toFile: dir + "/in/plain.swift", atomically: true, encoding: .utf8)
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", dir + "/in", "--out", dir + "/out", "--repeat", "1", "--warmup", "0",
                                             "--split", "0", "--plan"], console: console)
        #expect(status == 1)
        // The plan's first round runs Counter alone first (classes by name): the trap names that form
        // and the line of the precondition (the step's closure, line 14 of the file).
        #expect(console.errors.contains("mixed.swift:14:5: error: the scenario crashed in step \"bump\" under the mixed form with Counter as @Observable"),
                "\(console.errors)")
        #expect(console.errors.contains("its migration plan was not measured; its reports are written without it and say why"))
        #expect(console.errors.contains("error: the migration plan of 1 scenario failed; its reports were written without it"))
        // Both scenarios' reports are all there, the index too.
        for name in ["mixed", "plain"] {
            for suffix in ["steps.csv", "view-types.csv", "causes.csv", "md", "provenance"] {
                #expect(FileManager.default.fileExists(atPath: dir + "/out/\(name).\(suffix)"), "\(name).\(suffix)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/out/README.md"))
        let mixed = try String(contentsOfFile: dir + "/out/mixed.md", encoding: .utf8)
        #expect(mixed.contains("## Migration plan\n\nNot measured: one of the plan's mixed forms"))
        #expect(mixed.contains("```\nmixed.swift:14:5: error: the scenario crashed in step \"bump\"")
                || mixed.contains("/mixed.swift:14:5: error: the scenario crashed in step \"bump\""), "\(mixed)")
        // The profile itself is complete: the summary has both engines' bodies (initial render 1
        // each: one Root; bump: push re-runs Root, which observes counter; pull re-runs Root, which
        // read counter.value).
        let steps = try String(contentsOfFile: dir + "/out/mixed.steps.csv", encoding: .utf8)
        #expect(steps.contains("\nmixed,push,as written,bump,1,1,"))
        #expect(steps.contains("\nmixed,pull,migrated from ObservableObject,bump,1,1,"))
        let plain = try String(contentsOfFile: dir + "/out/plain.md", encoding: .utf8)
        #expect(plain.contains("### Suggested order"))
        #expect(!plain.contains("Not measured"))
    }
}
