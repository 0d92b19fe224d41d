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

    /// A Toggle holds a binding: it updates when the binding shows another value and is skipped
    /// otherwise, so explain says that, not "whatever it is passed" (a tester read that beside
    /// Toggles the same step had skipped). Push, "toggle On": `on` is written; Form1 holds the
    /// object and re-runs; the "On" Toggle's binding now shows true (it updates, through its
    /// parent: push tracks no read of its own), the "Other" one still shows false (skipped): 2.
    @Test func explainSaysABindingControlUpdatesForItsValue() throws {
        let scenario = try TemporaryScenario("""
        final class Settings: ObservableObject { @Published var on = false; @Published var other = false }
        struct Form1: View {
            @ObservedObject var s: Settings
            var body: some View { VStack { Toggle("On", isOn: $s.on); Toggle("Other", isOn: $s.other) } }
        }
        let settings = Settings()
        Redraw.root { Form1(s: settings) }
        Redraw.toggle("On")
        """, name: "toggle-parent")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "toggle \"On\"", "--engine", "push"],
                                       console: console) == 0, "\(console.errors)")
        #expect(console.output.contains("parent        Form1 re-ran and passed a binding that shows another value than the "
                                        + "Toggle last showed, points at another property, or cannot be compared"), "\(console.output)")
        #expect(!console.output.contains("Toggle updates with every re-run"), "\(console.output)")
        #expect(console.output.contains("· 2 body evaluations"), "\(console.output)")
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

    /// A model's own `withObservationTracking` tracks no `@Published` property: in the push form its
    /// `onChange` never runs, and the push app misses what it updates. `run` and the report say so
    /// (a tester's claims read "pull re-ran more" of an app whose push form had stopped updating).
    /// "bigger": pull — the tracking fires, the main-queue work writes `rendered`, which
    /// PreviewView read: 1; push — nothing fires: 0.
    @Test func aModelsOwnTrackingIsSaidToMissUnderPush() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        @Observable final class Settings { var fontSize = 14 }
        @Observable final class Preview {
            let settings: Settings
            var rendered = "14pt"
            init(settings: Settings) { self.settings = settings; observe() }
            func observe() {
                withObservationTracking { _ = settings.fontSize } onChange: { [weak self] in
                    DispatchQueue.main.async {
                        guard let self else { return }
                        self.rendered = "\\(self.settings.fontSize)pt"
                        self.observe()
                    }
                }
            }
        }
        struct PreviewView: View {
            var preview: Preview
            var body: some View { Text(preview.rendered) }
        }
        let settings = Settings()
        let preview = Preview(settings: settings)
        Redraw.root { PreviewView(preview: preview) }
        Redraw.step("bigger") { settings.fontSize += 2 }
        """, name: "own-tracking")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", scenario.path, "--out", scenario.folder + "/out", "--repeat", "1", "--warmup", "0"],
                                            console: console)
        #expect(status == 0, "\(console.errors)")
        let said = "`withObservationTracking` (line 8) tracks `@Observable` properties; in the push form the classes are "
            + "`ObservableObject`s, whose `@Published` properties it does not track, so its `onChange` never runs under push"
        #expect(console.errors.contains("note: \(scenario.path): " + said), "\(console.errors)")
        let markdown = try String(contentsOfFile: scenario.folder + "/out/own-tracking.md", encoding: .utf8)
        #expect(markdown.contains(". Note: " + said), "\(markdown.prefix(1500))")
        let rows = try String(contentsOfFile: scenario.folder + "/out/own-tracking.steps.csv", encoding: .utf8)
        #expect(rows.contains("own-tracking,push,migrated from @Observable,bigger,1,0,")
                && rows.contains("own-tracking,pull,as written,bigger,1,1,"), "\(rows)")
    }

    /// A row whose id is optional (`let id: Int?`, a decoded model's) is named by what its id
    /// holds: `Row[id: 2]`, not `Row[id: Optional(2)]`, and `--view` finds it so.
    @Test func anOptionalIdIsNamedByItsValue() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        struct Item: Identifiable { let id: Int?; let title: String }
        struct Row: View { let item: Item; var body: some View { Text(item.title) } }
        struct Screen: View {
            let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: nil, title: "c")]
            var body: some View { VStack { ForEach(items) { Row(item: $0) } } }
        }
        Redraw.root { Screen() }
        """, name: "optional-ids")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "initial render", "--engine", "pull"], console: console) == 0,
                "\(console.errors)")
        #expect(console.output.contains("Row[id: 2]") && console.output.contains("Row[id: nil]"), "\(console.output)")
        #expect(!console.output.contains("Optional("), "\(console.output)")
        let one = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "initial render", "--engine", "pull",
                                        "--view", "Row[id: 2]"], console: one) == 0, "\(one.errors)")
        #expect(one.output.contains("1 body evaluation of Row[id: 2] of 4 in all"), "\(one.output)")
    }

    /// A row's presentation is named by the row's id (`Sheet[id: 2]`): each row's sheet was
    /// `Sheet[id: presentation]`, Redraw's own place, and three sheets read alike. One in a row
    /// view's own body is named by the path to it (`in Screen › Row[id: 2]`).
    @Test func aRowsSheetIsNamedByTheRow() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        struct Row: View {
            let n: Int
            @State private var shown = false
            var body: some View { Button("row \\(n)") { shown = true }.sheet(isPresented: $shown) { Text("detail") } }
        }
        struct Screen: View {
            @State private var open: Int? = nil
            var body: some View {
                VStack {
                    ForEach(1..<4, id: \\.self) { Row(n: $0) }
                    ForEach(1..<4, id: \\.self) { n in
                        Button("item \\(n)") { open = n }
                            .sheet(isPresented: Binding(get: { open == n }, set: { if !$0 { open = nil } })) { Text("sheet") }
                    }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("row 2")
        Redraw.tap("item 3")
        """, name: "row-sheets")
        func explain(_ step: String) -> String {
            let console = Console(capture: true)
            #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", step, "--engine", "pull"], console: console) == 0,
                    "\(console.errors)")
            return console.output
        }
        let row = explain("tap row 2")
        #expect(row.contains("1. Sheet (built-in)  in Screen › Row[id: 2]"), "\(row)")
        let item = explain("tap item 3")
        #expect(item.contains("Sheet[id: 3] (built-in)  in Screen"), "\(item)")
        #expect(!row.contains("presentation]") && !item.contains("presentation]"), "\(row)\(item)")
    }

    /// A view that runs twice in one frame — `.onAppear` wrote what its first run read — is said
    /// to run the second time in a further render pass of the frame (a tester read two runs in
    /// "frame 1 of 1" as a breach of "never evaluated twice in one pass"). Initial render: Screen,
    /// then `loaded = true` renders in pass 2: Screen again.
    @Test func aSecondRunInAFrameNamesItsPass() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        struct Screen: View {
            @State private var loaded = false
            var body: some View { Text(loaded ? "loaded" : "loading").onAppear { loaded = true } }
        }
        Redraw.root { Screen() }
        """, name: "second-pass")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "initial render", "--engine", "pull"], console: console) == 0,
                "\(console.errors)")
        #expect(console.output.contains("· 1 frame · 2 body evaluations"), "\(console.output)")
        #expect(console.output.components(separatedBy: "(render pass 2 of this frame").count == 2, "\(console.output)")
    }

    /// An app that updates from `UserDefaults.didChangeNotification`, which Foundation on Linux
    /// never posts, is told so at `run` (a tester's settings screen showed no update, and the report
    /// said every view that read a changed value re-ran). Apple's `subscribe(_:)` of a `Subject`
    /// compiles and forwards each value ("tick": the store's subject sent, V holds it: push 1).
    @Test func aLinuxFoundationGapIsSaid() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        import Combine
        final class Settings: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            let ticks = PassthroughSubject<Void, Never>()
            private var bag = Set<AnyCancellable>()
            init() {
                NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)
                    .map { _ in () }.sink { [objectWillChange] in objectWillChange.send() }.store(in: &bag)
                ticks.subscribe(objectWillChange).store(in: &bag)
            }
        }
        struct V: View { @ObservedObject var s: Settings; var body: some View { Text("x") } }
        let settings = Settings()
        Redraw.root { V(s: settings) }
        Redraw.step("tick") { settings.ticks.send() }
        """, name: "defaults-gap")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", scenario.path, "--engine", "push", "--out", scenario.folder + "/out",
                                             "--repeat", "1", "--warmup", "0"], console: console)
        #expect(status == 0, "\(console.errors)")
        #expect(console.errors.contains("note: \(scenario.path): `UserDefaults.didChangeNotification` (line 8) is never posted by "
                                        + "Foundation on Linux"), "\(console.errors)")
        let rows = try String(contentsOfFile: scenario.folder + "/out/defaults-gap.steps.csv", encoding: .utf8)
        #expect(rows.contains("defaults-gap,push,as written,tick,1,1,"), "\(rows)")
        let markdown = try String(contentsOfFile: scenario.folder + "/out/defaults-gap.md", encoding: .utf8)
        #expect(markdown.contains(". Note: `UserDefaults.didChangeNotification` (line 8) is never posted"), "\(markdown.prefix(1500))")
    }

    /// A `NavigationLink(destination:)` that ran with its parent had a destination or label that
    /// compared unequal — a link is skipped when both are equal — and explain says so, not that it
    /// "updates whatever it is passed" (a tester saw that beside a skipped link). "bump": Root re-runs;
    /// `Fresh`'s `made` is a new `Date` each time (its link runs), `Same` is equal (skipped).
    @Test func aLinkThatRanIsSaidToDiffer() throws {
        let scenario = try TemporaryScenario("""
        import SwiftUI
        struct Fresh: View { let made = Date(); var body: some View { Text("fresh") } }
        struct Same: View { var body: some View { Text("same") } }
        struct Root: View {
            @State private var n = 0
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("\\(n)") { n += 1 }
                        NavigationLink("Fresh", destination: Fresh())
                        NavigationLink("Same", destination: Same())
                    }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("0")
        """, name: "link-reason")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", scenario.path, "--step", "tap 0", "--engine", "pull"], console: console) == 0,
                "\(console.errors)")
        #expect(console.output.contains("· 2 body evaluations"), "\(console.output)")
        #expect(console.output.contains("parent        Root re-ran and passed a link whose destination view or label compares unequal"),
                "\(console.output)")
        #expect(!console.output.contains("NavigationLink updates with every re-run"), "\(console.output)")
    }
}
