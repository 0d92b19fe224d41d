// What the report and `explain` say where a tester misread them: a push-only
// file's report says why pull did not run; a list updated with its parent is
// not said to have been passed a new value; a long value's change shows where
// the old and the new differ.

import Foundation
import RedrawCLI
import RedrawReport
import Testing

@Suite(.serialized) struct ReportWordingTests {
    static let source = """
    import SwiftUI
    import Combine
    final class Store: ObservableObject {
        @Published var count = 0
        @Published var doubled = 0
        private var bag = Set<AnyCancellable>()
        init() { $count.map { $0 * 2 }.sink { [unowned self] in self.doubled = $0 }.store(in: &bag) }
    }
    struct Clock: Equatable { var hours = 0; var minutes = 0; var seconds = 0; var timeZone = "UTC"; var milliseconds = 0 }
    struct Screen: View {
        @StateObject var store = Store()
        @State private var clock = Clock()
        var body: some View {
            List {
                Text("\\(store.count) \\(store.doubled) \\(clock.milliseconds)")
                Button("Add") { store.count += 1 }
                Button("Tick") { clock.milliseconds += 80 }
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Add")
    Redraw.tap("Tick")
    """

    /// The report of a file that runs under push only says why in its header, with the use's line
    /// (the terminal's note alone said it; the report repeated "only push ran" in every claim).
    @Test func aPushOnlyReportSaysWhyPullDidNotRun() throws {
        let scenario = try TemporaryScenario(Self.source, name: "push-only")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", scenario.path, "--out", scenario.folder + "/out", "--repeat", "1", "--warmup", "0"],
                                            console: console)
        #expect(status == 0, "\(console.errors)")
        let markdown = try String(contentsOfFile: scenario.folder + "/out/push-only.md", encoding: .utf8)
        #expect(markdown.contains("; pull did not run: `$count` (line 7) subscribes to a `@Published` property's publisher"),
                "\(markdown.prefix(1200))")
    }

    /// "tap Add": Screen re-runs (push: its `@StateObject` sent); the List updates with it, whatever
    /// it is passed — said so, not "passed a new value" (a tester read a change of data into it).
    /// "tap Tick": the clock's last field changes; both values are longer than 60 characters, so
    /// each is cut where they first differ, and the change shows.
    @Test func explainSaysAListUpdatesWithItsParent() throws {
        let scenario = try TemporaryScenario(Self.source, name: "list-parent")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "tap Add"], console: console) == 0, "\(console.errors)")
        #expect(console.output.contains("parent        Screen re-ran; a built-in List updates with every re-run of the body "
                                        + "that declares it, whatever it is passed"), "\(console.output)")
        #expect(!console.output.contains("List (built-in)  in Screen\n       parent        Screen re-ran and passed a new value"))
        let tick = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "tap Tick"], console: tick) == 0, "\(tick.errors)")
        #expect(tick.output.contains("write         Screen.clock: …timeZone: \"UTC\", milliseconds: 0) → …timeZone: \"UTC\", milliseconds: 80)"),
                "\(tick.output)")
    }

    @Test func aLongValuesChangeShowsWhereTheyDiffer() {
        let old = "Clock(hours: 0, minutes: 0, seconds: 0, milliseconds: 0, zone: \"UTC\", label: \"x\")"
        let new = "Clock(hours: 0, minutes: 0, seconds: 0, milliseconds: 80, zone: \"UTC\", label: \"x\")"
        let (a, b) = Explanation.shown(old, new, width: 40)
        #expect(a == "…minutes: 0, seconds: 0, milliseconds: 0,…")
        #expect(b == "…minutes: 0, seconds: 0, milliseconds: 80…")
        #expect(Explanation.shown("short", "other") == ("short", "other"))
        // The same long value (an equal write) is shown from its start.
        #expect(Explanation.shown(old, old, width: 10).old == "Clock(hour…")
    }
}
