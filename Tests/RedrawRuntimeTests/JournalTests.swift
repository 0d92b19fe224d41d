// The journal pass end to end: a scenario in, every evaluation with its
// chain out — the write (old → new, its line), the channel that carried the
// notification, the view's property holding the object, the inputs a parent
// changed, creations, stale views — and `--log-changes`' lines from it.
// The counts are the update-cycle page's; each is derived beside it.

import Foundation
import RedrawBuild
import RedrawReport
import RedrawResults
import Testing

@Suite struct JournalTests {
    static let source = """
    @Observable class Store {
        var items: [Item] = []
        var title = "Groceries"
        var clicks = 0
    }
    @Observable class Item: Identifiable {
        let id: Int
        var name: String
        var done = false
        init(id: Int, name: String) { self.id = id; self.name = name }
    }
    struct ListScreen: View {
        var store: Store
        @State private var filter = 0
        var body: some View {
            VStack {
                Text(store.title)
                Badge(count: store.items.count)
                ForEach(store.items) { item in Row(item: item) }
                Button("Tap") { store.clicks += 1 }
                Button("More") { filter += 1 }
                Text("\\(filter)")
                Footer()
            }
        }
    }
    struct Badge: View { let count: Int; var body: some View { Text("\\(count)") } }
    struct Row: View { var item: Item; var body: some View { Text(item.name + (item.done ? "✓" : "")) } }
    // Reads the global: no view property holds the store, so nothing subscribes under push.
    struct Footer: View { var body: some View { Text(store.title) } }

    let store = Store()
    store.items = [Item(id: 1, name: "milk"), Item(id: 2, name: "eggs")]
    Redraw.root { ListScreen(store: store) }
    Redraw.step("complete milk") { store.items[0].done = true }
    Redraw.step("rename") { store.title = "Food" }
    Redraw.step("add bread") { store.items.append(Item(id: 3, name: "bread")) }
    Redraw.step("tap") { Redraw.tap("Tap") }
    Redraw.step("more") { Redraw.tap("More") }
    """

    /// The source's file and the journal pass of each engine, with the counting pass's steps.
    static func journal(_ engine: EngineKind) throws -> (path: String, journal: Journal, steps: [StepProfile]) {
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        return (compiled.path, try #require(result.journal), result.steps)
    }

    /// The 1-based line of the source that contains `text`.
    static func line(of text: String) -> Int {
        (source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func step(_ journal: Journal, _ name: String) throws -> JournalStep {
        try #require(journal.steps.first { $0.name == name }, "no step \(name)")
    }

    @Test(arguments: EngineKind.allCases)
    func everyEvaluationOfTheCountsIsInTheJournal(_ engine: EngineKind) throws {
        let (_, journal, steps) = try Self.journal(engine)
        #expect(journal.steps.map(\.name) == ["initial render", "complete milk", "rename", "add bread", "tap", "more"])
        #expect(journal.steps.map { $0.evaluations.count } == steps.map(\.counts.total.bodyEvaluations))
        // Initial render: ListScreen, Badge, Row ×2, Footer — five nodes created.
        // Under pull: milk → Row[1]; rename → ListScreen and Footer (both read title); add bread →
        // ListScreen, Badge (count 2 → 3), Row[3]; tap → nothing reads clicks; more → ListScreen (@State).
        // Under push: rename → ListScreen only (Footer, reading the global, subscribes to nothing: stale);
        // tap → ListScreen (any @Published write notifies its holders).
        let expected = engine == .pull ? [5, 1, 2, 3, 0, 1] : [5, 1, 1, 3, 1, 1]
        #expect(steps.map(\.counts.total.bodyEvaluations) == expected)
    }

    @Test(arguments: EngineKind.allCases)
    func aWriteIsTracedToTheRowThatReadIt(_ engine: EngineKind) throws {
        let (path, journal, _) = try Self.journal(engine)
        let step = try Self.step(journal, "complete milk")
        let frame = try #require(step.frames.first)
        let row = try #require(frame.evaluations.first)
        #expect(frame.evaluations.count == 1)
        #expect(row.viewLabel == "Row[id: 1]")
        #expect(row.path == ["ListScreen"])
        #expect(row.cause == .write("Item", "done"))
        #expect(row.heldAs == "item")
        // Push: the row holds the item through @ObservedObject; pull: its body's tracking read `done`.
        #expect(row.channel == (engine == .push ? .objectWillChange : .tracking))
        let write = try #require(frame.writes.first { $0.id == row.write })
        #expect(write.label == "Item.done")
        #expect((write.old, write.new, write.changed) == ("false", "true", true))
        #expect(write.origin == "step \"complete milk\" at \(path):\(Self.line(of: "Redraw.step(\"complete milk\")"))")
        #expect(write.invalidated == [row.node])
        #expect(step.origin == "\(path):\(Self.line(of: "Redraw.step(\"complete milk\")"))")
        #expect(ChangeLog.line(row) == "Row[id: 1]: item.done changed.")
    }

    /// Push announces an object, not a property: a view invalidated by its `objectWillChange`
    /// lists every property of it written before that render pass (`--log-changes` named the first
    /// write only) that announced a change: `writes`, unpublished, announced nothing and is not
    /// named (a tester's log read `vm.writes, vm.title changed`). Pull names what each body read.
    @Test(arguments: EngineKind.allCases)
    func aPushViewsChangeNamesEveryWrittenPropertyOfItsObject(_ engine: EngineKind) throws {
        let source = """
        final class M: ObservableObject { @Published var a = 0; @Published var b = 0; var writes = 0 }
        struct A: View { @ObservedObject var m: M; var body: some View { Text("\\(m.a)") } }
        struct B: View { @ObservedObject var m: M; var body: some View { Text("\\(m.b)") } }
        struct Screen: View {
            @StateObject var m = M()
            var body: some View { VStack { A(m: m); B(m: m) } }
        }
        Redraw.root { Screen() }
        Redraw.step("both") { let m: M = Redraw.state(of: Screen.self, "m"); m.writes += 1; m.a = 1; m.b = 2 }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-two-writes")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        let journal = try #require(result.journal)
        let frame = try #require(try Self.step(journal, "both").frames.first)
        let lines = frame.evaluations.map { ChangeLog.line($0, in: frame) }
        #expect(lines == (engine == .push ? ["Screen: m.a, m.b changed.", "A: m.a, m.b changed.", "B: m.a, m.b changed."]
                                          : ["A: m.a changed.", "B: m.b changed."]), "\(lines)")
    }

    /// A written value whose description names a type of the file (an enum's payload) shows it as
    /// the user wrote it: Swift's `String(describing:)` qualifies it with the scenario's module
    /// (`personDetail(RedrawUserScenario.Person(name: "Lars"))`, a tester's router sheet).
    @Test(arguments: EngineKind.allCases)
    func aWrittenValueNamesTypesAsWritten(_ engine: EngineKind) throws {
        let source = """
        struct Person: Hashable { let name: String }
        enum Sheet: Hashable { case detail(Person) }
        final class Router: ObservableObject { @Published var sheet: Sheet? = nil }
        struct Screen: View {
            @StateObject var router = Router()
            var body: some View { Text(router.sheet == nil ? "none" : "some") }
        }
        Redraw.root { Screen() }
        Redraw.step("open") { let r: Router = Redraw.state(of: Screen.self, "router"); r.sheet = .detail(Person(name: "Lars")) }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-payload")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        let journal = try #require(result.journal)
        let write = try #require(try Self.step(journal, "open").frames.first?.writes.first)
        #expect((write.old, write.new) == ("nil", "detail(Person(name: \"Lars\"))"))
    }

    /// A view invalidated by a write and handed a changed input by its parent in the same pass ran
    /// for both; the journal kept the first only (three testers: the input, here `label`, was what
    /// revealed an app's bug). Pull: Parent and Child both read `points`; Parent re-runs and hands
    /// Child a new `label`; Child's evaluation names the write and the input.
    @Test func aWriteAndAChangedInputAreBothNamed() throws {
        let source = """
        @Observable final class Score { var points = 0 }
        struct Child: View {
            let score: Score
            let label: String
            var body: some View { Text("\\(label) \\(score.points)") }
        }
        struct Parent: View {
            let score: Score
            var body: some View { Child(score: score, label: "points: \\(score.points)") }
        }
        let score = Score()
        Redraw.root { Parent(score: score) }
        Redraw.step("bump") { score.points += 1 }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-write-and-input")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["journal"])
        let journal = try #require(result.journal)
        let frame = try #require(try Self.step(journal, "bump").frames.first)
        let child = try #require(frame.evaluations.first { $0.view == "Child" })
        #expect(child.cause == .write("Score", "points"))
        #expect(child.changedInputs == ["label"])
        #expect(ChangeLog.line(child, in: frame) == "Child: score.points changed; @self changed too (label).")
    }

    @Test(arguments: EngineKind.allCases)
    func aParentsChangedInputAndACreationAreNamed(_ engine: EngineKind) throws {
        let (_, journal, _) = try Self.journal(engine)
        let evaluations = try Self.step(journal, "add bread").evaluations
        #expect(evaluations.map(\.viewLabel) == ["ListScreen", "Badge", "Row[id: 3]"])
        #expect(evaluations.map(\.depth) == [0, 1, 1])
        #expect(evaluations[0].cause == .write("Store", "items"))
        #expect(evaluations[1].cause == .parent("ListScreen"))
        #expect(evaluations[1].changedInputs == ["count"])
        #expect(evaluations[2].cause == .creation)
        #expect(evaluations.map(ChangeLog.line) == [
            "ListScreen: store.items changed.", "Badge: @self changed (count).", "Row[id: 3]: @identity changed.",
        ])
        let write = try #require(try Self.step(journal, "add bread").frames[0].writes.first)
        #expect((write.old, write.new) == ("2 elements", "3 elements"))
    }

    @Test(arguments: EngineKind.allCases)
    func anActionsWritesNameTheActionsLine(_ engine: EngineKind) throws {
        let (path, journal, _) = try Self.journal(engine)
        let tap = try Self.step(journal, "tap")
        let write = try #require(tap.frames[0].writes.first)
        #expect(write.label == "Store.clicks")
        #expect(write.origin == "tap \"Tap\" at \(path):\(Self.line(of: "Redraw.tap(\"Tap\")"))")
        // Pull: no body read `clicks`; push: the write notifies the one view holding the store.
        #expect(write.invalidated.count == (engine == .pull ? 0 : 1))
        let more = try Self.step(journal, "more").evaluations
        #expect(more.map(ChangeLog.line) == ["ListScreen: _filter changed."])
        #expect(more.first?.cause == .state("ListScreen", "filter"))
    }

    @Test(arguments: EngineKind.allCases)
    func aViewThatMissedAChangeIsStaleWithItsRead(_ engine: EngineKind) throws {
        let (_, journal, _) = try Self.journal(engine)
        let rename = try Self.step(journal, "rename")
        if engine == .push {
            // Footer reads the global store: under push it subscribes to nothing, and its parent passed no new inputs.
            #expect(rename.evaluations.map(\.viewLabel) == ["ListScreen"])
            #expect(rename.frames[0].stale.map { "\($0.view): \($0.read)" } == ["Footer: Store.title"])
        } else {
            #expect(rename.evaluations.map(\.viewLabel) == ["ListScreen", "Footer"])
            #expect(rename.evaluations[1].cause == .write("Store", "title"))
            #expect(rename.evaluations[1].heldAs == nil)
            #expect(ChangeLog.line(rename.evaluations[1]) == "Footer: Store.title changed.")
            #expect(rename.frames[0].stale.isEmpty)
        }
    }

    /// A filter drops a row and brings it back: the row is re-created after the rows it
    /// precedes, so creation order is no longer tree order.
    static let filtered = """
    @Observable class Item: Identifiable {
        let id: Int
        let name: String
        var mark = ""
        init(id: Int, name: String) { self.id = id; self.name = name }
    }
    @Observable class Store {
        var items = [Item(id: 0, name: "ant"), Item(id: 1, name: "bee"), Item(id: 2, name: "cat"), Item(id: 3, name: "ape")]
        var query = ""
        var marked = 0
        var shown: [Item] { query.isEmpty ? items : items.filter { $0.name.contains(query) } }
    }
    struct Screen: View {
        var store: Store
        var body: some View {
            VStack {
                ForEach(store.shown) { Row(item: $0) }
                Footer(store: store)
            }
        }
    }
    struct Row: View {
        var item: Item
        var body: some View { HStack { Text(item.name); Mark(item: item) } }
    }
    struct Mark: View {
        var item: Item
        var body: some View { Text(item.mark) }
    }
    struct Footer: View {
        var store: Store
        var body: some View { Text("\\(store.marked) marked") }
    }
    let store = Store()
    Redraw.root { Screen(store: store) }
    Redraw.step("filter a") { store.query = "a" }
    Redraw.step("clear") { store.query = "" }
    Redraw.step("mark all") {
        for item in store.items { item.mark = "✓" }
        store.marked = 4
    }
    """

    /// The render pass visits invalidated nodes in tree order — by where each is now, not by when
    /// it was made — with ancestors first; a journal and `--log-changes` show that order.
    @Test(arguments: EngineKind.allCases)
    func theRenderPassVisitsKeptAndRecreatedRowsInTreeOrder(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.filtered, name: "journal-tree-order")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        let journal = try #require(result.journal)
        func labels(_ step: String) throws -> [String] { try Self.step(journal, step).evaluations.map(\.viewLabel) }
        // Initial render: Screen, 4 Rows with a Mark each, Footer: 10, in tree order.
        #expect(try labels("initial render").count == 10)
        // "filter a" writes `query`: Screen re-runs (pull: it read `query`; push: it holds the store,
        // as Footer does, which re-runs too); bee's Row and Mark go; ant, cat, ape are kept with
        // the same item and skipped. Pull 1, push 2.
        #expect(try labels("filter a") == (engine == .pull ? ["Screen"] : ["Screen", "Footer"]))
        // "clear": bee comes back between ant and cat, made now (after them): Screen, bee's Row
        // and Mark created (and Footer under push). Pull 3, push 4.
        #expect(try labels("clear") == (engine == .pull ? ["Screen", "Row[id: 1]", "Mark"] : ["Screen", "Row[id: 1]", "Mark", "Footer"]))
        if engine == .pull {
            // Four `mark` writes, each read by its row's Mark alone, and `marked`, read by Footer:
            // five nodes invalidated, none an ancestor of another. Tree order is the rows' order
            // on screen, ant bee cat ape, each Mark before the Footer below the rows — not bee's
            // Mark last for being made last, nor the shallower Footer first.
            #expect(try labels("mark all") == ["Mark", "Mark", "Mark", "Mark", "Footer"])
            let marks = try Self.step(journal, "mark all").evaluations.prefix(4)
            let rows = try Self.step(journal, "clear").evaluations
            #expect(rows[2].viewLabel == "Mark")
            // bee's Mark (made in "clear") is the second visited, after ant's.
            #expect(marks.map(\.node)[1] == rows[2].node)
            #expect(marks.map(\.node)[0] < rows[2].node && marks.map(\.node)[2] < rows[2].node && marks.map(\.node)[3] < rows[2].node)
        } else {
            // Push: Rows and Marks hold their items, Screen and Footer the store: Screen's update
            // reaches everything in tree order through reconciliation. 1 + 4 × 2 + 1 = 10.
            #expect(try labels("mark all") == ["Screen", "Row[id: 0]", "Mark", "Row[id: 1]", "Mark", "Row[id: 2]", "Mark",
                                               "Row[id: 3]", "Mark", "Footer"])
        }
        #expect(journal.steps.map { $0.evaluations.count } == result.steps.map(\.counts.total.bodyEvaluations))
    }

    /// An `.onAppear` in the view a `ViewModifier` wraps was written by the body that applied the
    /// modifier: its write is "by onAppear of CardView", not of the `Card` modifier whose node
    /// holds it (its `content` expands there); and two modifiers deep, the same.
    @Test(arguments: EngineKind.allCases)
    func aCallbackInsideAModifiersContentIsItsAppliersOwn(_ engine: EngineKind) throws {
        let source = """
        struct Card: ViewModifier {
            func body(content: Content) -> some View { ZStack { content } }
        }
        struct Frame: ViewModifier {
            func body(content: Content) -> some View { content.modifier(Card()) }
        }
        struct CardView: View {
            @State private var seen = 0
            @State private var framed = 0
            var body: some View {
                VStack {
                    Text("seen \\(seen)").onAppear { seen += 1 }.modifier(Card())
                    Text("framed \\(framed)").onAppear { framed += 1 }.modifier(Frame())
                }
            }
        }
        Redraw.root { CardView() }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-modifier-origin")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        let writes = try #require(result.journal).steps.flatMap { $0.frames.flatMap(\.writes) }
        #expect(writes.map(\.label).sorted() == ["CardView.framed", "CardView.seen"])
        #expect(writes.allSatisfy { $0.origin == "onAppear of CardView" }, "\(writes.map(\.origin))")
    }

    /// A row's `.onAppear` in a `List` is held by the List's node (its rows' closures run in its
    /// update): its write is "by onAppear of a row of List" — a tester read "onAppear of List" as
    /// the List's own modifier.
    @Test func aRowCallbackOfAListIsNamedAsARows() throws {
        let source = """
        @Observable final class Feed { var seen = 0 }
        struct Screen: View {
            let feed: Feed
            var body: some View {
                List { ForEach(0..<3, id: \\.self) { i in Text("row \\(i)").onAppear { feed.seen += 1 } } }
            }
        }
        let feed = Feed()
        Redraw.root { Screen(feed: feed) }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-row-origin")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["journal"])
        let writes = try #require(result.journal).steps.flatMap { $0.frames.flatMap(\.writes) }
        #expect(writes.count == 3)
        #expect(writes.allSatisfy { $0.origin == "onAppear of a row of List" }, "\(writes.map(\.origin))")
    }

    /// One write that closes a sheet and changes what the sheet's content read: the content is
    /// invalidated, then destroyed with the sheet before its body runs. `explain` names it ("not
    /// run"), so the write's "invalidated 2 views" lists both (a tester saw one, CategoryView).
    /// "save": `name` is read by Header and by Editor (the sheet's content); `showing` by the
    /// sheet's node. Header re-runs; Editor goes.
    @Test(arguments: EngineKind.allCases)
    func aViewInvalidatedThenRemovedIsNamed(_ engine: EngineKind) throws {
        let source = """
        @Observable final class Store {
            var name = "a"
            var showing = true
            func save() { showing = false; name = "b" }
        }
        struct Header: View {
            let store: Store
            var body: some View { Text(store.name) }
        }
        struct Editor: View {
            let store: Store
            var body: some View { Text("Editing \\(store.name)") }
        }
        struct Screen: View {
            @Bindable var store: Store
            var body: some View {
                Header(store: store).sheet(isPresented: $store.showing) { Editor(store: store) }
            }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.step("save") { store.save() }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-unrun")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"])
        let step = try Self.step(try #require(result.journal), "save")
        let unrun = step.frames.flatMap(\.unrun)
        #expect(unrun.map(\.view) == ["Editor"], "\(unrun)")
        let text = Explanation.render(step, engine: engine, form: "test", query: ExplainQuery(step: "save"))
        #expect(text.contains("  not run  Editor: invalidated by Store."), "\(text)")
        #expect(!step.evaluations.contains { $0.view == "Editor" })
    }

    /// A step whose write, in a later frame, runs nothing (no body read it: a timer's tick of a
    /// value only stale views show) still shows that frame and its write, not only the frames
    /// where something ran. "wait": the timer writes `ticks` once a second; nothing reads it.
    @Test func aFrameWhoseWriteRanNothingIsShown() throws {
        let source = """
        @Observable final class Clock { var ticks = 0 }
        struct Face: View {
            let clock: Clock
            var body: some View { Text("Clock") }
        }
        let clock = Clock()
        Redraw.root { Face(clock: clock) }
        Redraw.step("start") { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in clock.ticks += 1 } }
        Redraw.wait(seconds: 2)
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-quiet-frame")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["journal"])
        let step = try Self.step(try #require(result.journal), "wait 2 s")
        let text = Explanation.render(step, engine: .pull, form: "test", query: ExplainQuery(step: "wait 2 s"))
        // Two ticks, one a second: two frames of the step's 120, each with its write.
        #expect(text.components(separatedBy: " of 120: 1 write, 0 body evaluations").count - 1 == 2, "\(text)")
        #expect(text.contains("write  Clock.ticks: 0 → 1, by"), "\(text)")
        #expect(text.contains("(invalidated no view)"), "\(text)")
    }

    /// A `List` stale through its rows is named with its owner ("List in PersonView") in the
    /// journal as in the stale-views table, and `--view List` still finds it by its type.
    @Test func aStaleListIsFoundByItsType() throws {
        let compiled = try TestBuilds.shared.compiled(source: StaleAcrossStepsTests.staleList, name: "journal-stale-list")
        let result = try CompiledProfiler.runChild(compiled, engine: .push, passes: ["journal"])
        let step = try Self.step(try #require(result.journal), "rename")
        let text = Explanation.render(step, engine: .push, form: "test", query: ExplainQuery(step: "rename", view: "List"))
        #expect(text.contains("  stale  List in PersonView: read Category.name, which changed"), "\(text)")
    }

    /// A view stale since an earlier step is said to be so in a step that changed nothing it
    /// shows (a tester read "which changed" of a step that only pushed a screen). StaleAcrossSteps'
    /// NoteView under pull: stale from "write note", still stale in "write other".
    @Test func aViewStaleSinceAnEarlierStepIsSaidToBe() throws {
        let compiled = try TestBuilds.shared.compiled(source: StaleAcrossStepsTests.staleNote, name: "journal-stale-earlier")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["journal"])
        let journal = try #require(result.journal)
        let first = Explanation.render(try Self.step(journal, "write note"), engine: .pull, form: "test",
                                       query: ExplainQuery(step: "write note"))
        #expect(first.contains("  stale  NoteView: read Model.note, which changed; it did not re-run"), "\(first)")
        let later = Explanation.render(try Self.step(journal, "write other"), engine: .pull, form: "test",
                                       query: ExplainQuery(step: "write other"))
        #expect(later.contains("  stale  NoteView: read Model.note, which changed in an earlier step; it has not re-run since"),
                "\(later)")
    }

    /// A `ViewModifier`'s node re-run by its parent names the modifier's own field that changed,
    /// `modifier.text`, not its one input, `modifier` (a tester's debounced field). "edit": Screen
    /// read `text` and re-runs; it hands Badge a new modifier whose `text` differs: Badge re-runs.
    @Test func aModifiersChangedFieldIsNamed() throws {
        let source = """
        @Observable final class Model { var text = "a" }
        struct Badge: ViewModifier {
            let text: String
            func body(content: Content) -> some View { VStack { content; Text(text) } }
        }
        struct Screen: View {
            let model: Model
            var body: some View { Text("Hello").modifier(Badge(text: model.text)) }
        }
        let model = Model()
        Redraw.root { Screen(model: model) }
        Redraw.step("edit") { model.text = "b" }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-modifier-field")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["journal"])
        let journal = try #require(result.journal)
        let badge = try #require(try Self.step(journal, "edit").evaluations.first { $0.view == "Badge" })
        #expect(badge.cause == .parent("Screen"))
        #expect(badge.changedInputs == ["modifier.text"], "\(badge.changedInputs)")
    }
}

extension JournalTests {
    /// A short collection of values is shown whole in a write, so one element's change shows which:
    /// `widths[0] = 50` read "3 elements → 3 elements" (trial AX-12). A collection of objects, or a
    /// long one, stays a count (the store's items above, of `Item` objects: "2 elements").
    @Test(arguments: EngineKind.allCases)
    func aShortCollectionsWriteShowsItsElements(_ engine: EngineKind) throws {
        let source = """
        @Observable final class Widths { var widths: [Double] = [40, 20, 30]; var many = Array(repeating: 1, count: 20) }
        struct Bars: View {
            let model: Widths
            var body: some View { Text("\\(model.widths[0]) \\(model.many.count)") }
        }
        let model = Widths()
        Redraw.root { Bars(model: model) }
        Redraw.step("grow") { model.widths[0] = 50; model.many[3] = 2 }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "journal-short-collection")
        let journal = try #require(try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"]).journal)
        let writes = try Self.step(journal, "grow").frames.flatMap(\.writes)
        #expect(writes.map { "\($0.old) → \($0.new)" } == ["[40.0, 20.0, 30.0] → [50.0, 20.0, 30.0]", "20 elements → 20 elements"])
    }
}
