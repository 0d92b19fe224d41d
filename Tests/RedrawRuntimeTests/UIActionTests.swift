// UI actions end to end: a view that owns its model (`@State private var
// todoList = TodoList()`, the usual case) driven only through what a user
// sees — typing, submit, taps, a toggle, a picker, a stepper, swipe-to-delete —
// with exact counts under both engines, and the errors for a label that
// matches nothing or more than one control.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct UIActionTests {
    static let source = """
    @Observable final class TodoItem: Identifiable {
        let id: Int
        var title: String
        var done = false
        init(id: Int, title: String) { self.id = id; self.title = title }
    }
    @Observable final class TodoList {
        var items = [TodoItem(id: 0, title: "Milk"), TodoItem(id: 1, title: "Eggs")]
        var draft = ""
        var filter = "All"
        var quantity = 1
        var darkMode = false
        var submitted = 0
        func add() { items.append(TodoItem(id: items.count, title: draft)); draft = "" }
    }
    struct TodoRow: View {
        let item: TodoItem
        var body: some View {
            HStack {
                Text(item.title)
                Button(item.done ? "Undo" : "Done") { item.done.toggle() }
            }
        }
    }
    struct TodoListView: View {
        @State private var todoList = TodoList()
        var body: some View {
            VStack {
                TextField("New item", text: $todoList.draft)
                    .onSubmit { todoList.submitted += 1 }
                Button("Add") { todoList.add() }
                Toggle("Dark mode", isOn: $todoList.darkMode)
                Picker("Filter", selection: $todoList.filter) {
                    ForEach(["All", "Open"], id: \\.self) { Text($0) }
                }
                Stepper("Quantity", value: $todoList.quantity, in: 1...10)
                Text("Submitted \\(todoList.submitted)")
                VStack {
                    ForEach(todoList.items) { TodoRow(item: $0) }
                        .onDelete { todoList.items.remove(atOffsets: $0) }
                }
            }
        }
    }
    Redraw.root { TodoListView() }
    Redraw.type("New item", "ab")
    Redraw.submit("New item")
    Redraw.tap("Add")
    Redraw.step("mark Milk done") { Redraw.tap("Done", in: TodoRow.self, index: 0) }
    Redraw.toggle("Dark mode")
    Redraw.select("Filter", "Open")
    Redraw.adjust("Quantity", to: 5)
    Redraw.adjust("Quantity", by: -2)
    Redraw.delete(row: 0)
    Redraw.step("paste") { Redraw.type("New item", "xyz") }
    Redraw.step("reach the model") {
        let list: TodoList = Redraw.state(of: TodoListView.self, "todoList")
        // What the actions did, through the model's own methods and the controls' bindings.
        guard list.items.map(\\.title) == ["Eggs", "ab"], list.draft == "xyz", list.darkMode, list.filter == "Open",
              list.quantity == 3, list.submitted == 1 else { fatalError("actions did not reach the model") }
        list.submitted = 10
    }
    """

    /// Top-level actions are steps named after them; typing at the top level takes a frame per character.
    @Test func topLevelActionsAreStepsNamedAfterThem() throws {
        let r = try run(Self.source, .pull)
        #expect(r.steps.map(\.step) == ["initial render", "type \"ab\" into \"New item\"", "submit \"New item\"", "tap \"Add\"",
                                        "mark Milk done", "toggle \"Dark mode\"", "select \"Open\" in \"Filter\"",
                                        "adjust \"Quantity\" to 5", "adjust \"Quantity\" by -2", "delete row 0", "paste", "reach the model"])
        #expect(r.step("type \"ab\" into \"New item\"").frames == 2)
    }

    /// Pull: TodoListView's body reads `todoList` (@State), `submitted` and `items`; each control
    /// reads its own property through its binding; creating `$todoList.draft` reads nothing.
    @Test func pullCounts() throws {
        let r = try run(Self.source, .pull)
        // Each typed character writes `draft`: only the TextField read it. 2 frames × 1.
        #expect(r.bodies("type \"ab\" into \"New item\"", "TextField") == 2)
        #expect(r.total("type \"ab\" into \"New item\"").bodyEvaluations == 2)
        // `.onSubmit` writes `submitted`, read by TodoListView only; its children are skipped.
        #expect(r.total("submit \"New item\"").bodyEvaluations == 1)
        #expect(r.bodies("submit \"New item\"", "TodoListView") == 1)
        // `add()`: `items` (TodoListView) and `draft` (TextField, reached once through the parent
        // with a changed snapshot); the new row is created: 3.
        #expect(r.total("tap \"Add\"").bodyEvaluations == 3)
        #expect(r.metrics("tap \"Add\"", "TodoRow").created == 1)
        // The first row's button toggles `done`, read by that row alone.
        #expect(r.total("mark Milk done").bodyEvaluations == 1)
        #expect(r.bodies("mark Milk done", "TodoRow") == 1)
        // Toggle, Picker, Stepper: the control that read the property, nothing else.
        #expect(r.total("toggle \"Dark mode\"").bodyEvaluations == 1)
        #expect(r.bodies("toggle \"Dark mode\"", "Toggle") == 1)
        #expect(r.total("select \"Open\" in \"Filter\"").bodyEvaluations == 1)
        #expect(r.bodies("select \"Open\" in \"Filter\"", "Picker") == 1)
        #expect(r.total("adjust \"Quantity\" to 5").bodyEvaluations == 1)
        #expect(r.bodies("adjust \"Quantity\" to 5", "Stepper") == 1)
        // Pressing − twice is one frame and one write (5 → 3): the Stepper again.
        #expect(r.total("adjust \"Quantity\" by -2").bodyEvaluations == 1)
        // `.onDelete` removes row 0 from `items`: TodoListView re-runs, the row's node goes.
        #expect(r.total("delete row 0").bodyEvaluations == 1)
        #expect(r.metrics("delete row 0", "TodoRow").destroyed == 1)
        // Inside a step, `type` sets the whole text once: one frame, one TextField update.
        #expect(r.step("paste").frames == 1)
        #expect(r.total("paste").bodyEvaluations == 1)
        // A write through the live model that `Redraw.state` returned: TodoListView read it.
        #expect(r.total("reach the model").bodyEvaluations == 1)
    }

    /// Push: `@State` holding the model becomes `@StateObject`, so every `@Published` write
    /// re-runs TodoListView, and a control whose binding's value changed re-runs with it.
    @Test func pushCounts() throws {
        let r = try run(Self.source, .push)
        // Per character: TodoListView + TextField (snapshot changed); rows and other controls skipped.
        #expect(r.total("type \"ab\" into \"New item\"").bodyEvaluations == 4)
        #expect(r.bodies("type \"ab\" into \"New item\"", "TodoListView") == 2)
        #expect(r.total("submit \"New item\"").bodyEvaluations == 1)
        // TodoListView, TextField (draft cleared), the new row: 3, as under pull.
        #expect(r.total("tap \"Add\"").bodyEvaluations == 3)
        // A plain `let item` becomes `@ObservedObject`: the row subscribes to its own item.
        #expect(r.total("mark Milk done").bodyEvaluations == 1)
        // Each control write re-runs TodoListView and that control: 2.
        #expect(r.total("toggle \"Dark mode\"").bodyEvaluations == 2)
        #expect(r.total("select \"Open\" in \"Filter\"").bodyEvaluations == 2)
        #expect(r.total("adjust \"Quantity\" to 5").bodyEvaluations == 2)
        #expect(r.total("adjust \"Quantity\" by -2").bodyEvaluations == 2)
        #expect(r.total("delete row 0").bodyEvaluations == 1)
        #expect(r.total("paste").bodyEvaluations == 2)
        #expect(r.total("reach the model").bodyEvaluations == 1)
    }

    static func failure(_ workload: String, name: String) -> String {
        let source = source.components(separatedBy: "Redraw.root").first! + "Redraw.root { TodoListView() }\n" + workload
        do {
            _ = try run(source, .pull, name: name)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// A label that matches nothing lists what can be acted on, with where each one is.
    @Test func aLabelThatMatchesNothingListsTheCandidates() {
        let message = Self.failure("Redraw.tap(\"Ad\")", name: "tap-not-found")
        #expect(message.contains("no Button, NavigationLink, DisclosureGroup, list row, tab item, .onTapGesture or TapGesture labelled \"Ad\""))
        #expect(message.contains("Button \"Add\" at TodoListView"))
        // The run that met it: two forms may show different words (a label made at random). The step's
        // name as one copies it into `--step` (it read `"tap \"Ad\""`, trial AX-6).
        #expect(message.contains("(met in step 'tap \"Ad\"', under pull)"), "\(message)")
        #expect(message.contains("Button \"Done\" at TodoListView › TodoRow[0]"))
    }

    /// Two rows have a "Done" button: ambiguous until `index:` or `in:` narrows it.
    @Test func aLabelThatMatchesTwoControlsIsAnError() {
        let message = Self.failure("Redraw.tap(\"Done\")", name: "tap-ambiguous")
        #expect(message.contains("2 controls labelled \"Done\" can be tapped"))
        #expect(message.contains("TodoRow[0]") && message.contains("TodoRow[1]"))
    }

    /// Two buttons with the same words in one body read alike by kind, words and place; each is
    /// listed with the `index:` that picks it (trial AY-6: "Button \"Counter2++\" at Example7", twice).
    /// An index past the end lists them the same way; `index: 1` taps the second.
    @Test func candidatesAliveInOneBodyAreListedWithTheirIndex() throws {
        let source = """
        import SwiftUI
        struct Counters: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                Button("More") { a += 1 }
                Text("\\(a) \\(b)")
                Button("More") { b += 1 }
            }
        }
        Redraw.root { Counters() }

        """
        func failure(_ workload: String, name: String) -> String {
            do { _ = try run(source + workload, .pull, name: name); return "no error" } catch { return "\(error)" }
        }
        let several = failure("Redraw.tap(\"More\")\n", name: "tap-alike-several")
        #expect(several.contains("2 controls labelled \"More\" can be tapped: narrow it with `in: ViewType.self` or `index:`:\n"
                                 + "  Button \"More\" at Counters, index: 0\n"
                                 + "  Button \"More\" at Counters, index: 1\n"), "\(several)")
        let past = failure("Redraw.tap(\"More\", index: 2)\n", name: "tap-alike-past")
        #expect(past.contains("index 2 of 2 Button, NavigationLink, DisclosureGroup, list row, tab item, .onTapGesture or TapGesture labelled \"More\" (indices start at 0):\n"
                              + "  Button \"More\" at Counters, index: 0\n"
                              + "  Button \"More\" at Counters, index: 1\n"), "\(past)")
        let second = """
            Redraw.tap("More", index: 1)
            Redraw.step("check") {
                let a: Int = Redraw.state(of: Counters.self, "a"), b: Int = Redraw.state(of: Counters.self, "b")
                precondition(a == 0 && b == 1, "a \\(a), b \\(b)")
            }

            """
        let r = try run(source + second, .pull, name: "tap-alike-second")
        #expect(r.bodies("tap \"More\"", "Counters") == 1)
    }

    /// Rows whose id is an object's (a class's default `Identifiable.id`, a `@Model`'s) are named
    /// `object 1`, `object 2`… in the order the run shows them, the same in every run and engine:
    /// they printed `ObjectIdentifier(0x00007f653680a870)`, an address (a tester's chat list).
    @Test(arguments: EngineKind.allCases)
    func rowsOfObjectsAreNamedInTheOrderShown(engine: EngineKind) {
        let source = """
        final class Chat: Identifiable { let name: String; init(name: String) { self.name = name } }
        struct ChatRow: View { let chat: Chat; var body: some View { Button("Mute") {} } }
        struct Chats: View {
            let chats = [Chat(name: "a"), Chat(name: "b")]
            var body: some View { List(chats) { ChatRow(chat: $0) } }
        }
        Redraw.root { Chats() }
        Redraw.tap("Mute")
        """
        var message = "no error"
        do { _ = try run(source, engine, name: "object-row-names") } catch { message = "\(error)" }
        #expect(message.contains("Button \"Mute\" at Chats › List › ChatRow[object 1]")
                && message.contains("Button \"Mute\" at Chats › List › ChatRow[object 2]"), "\(message)")
        #expect(!message.contains("0x"), "\(message)")
    }

    /// A picker option that does not exist names the options there are.
    @Test func anUnknownPickerOptionListsTheOptions() {
        let message = Self.failure("Redraw.select(\"Filter\", \"Done\")", name: "select-unknown")
        #expect(message.contains("Picker \"Filter\" has no option \"Done\""))
        #expect(message.contains("\"All\"") && message.contains("\"Open\""))
    }

    /// A control that shows no label (`Slider(value:in:)`) is listed by its kind (`Slider "Slider"`),
    /// and `""` reaches it. Pull: the write of `volume` re-runs the Slider alone (it read `volume` through
    /// its binding; MixerView's body read only `$mixer.volume`'s projection, no property): 1 body.
    @Test func aControlWithoutALabelIsReachedByTheEmptyLabel() throws {
        let source = """
        @Observable final class Mixer { var volume = 0.5 }
        struct MixerView: View {
            @State private var mixer = Mixer()
            var body: some View { Slider(value: $mixer.volume, in: 0...1) }
        }
        Redraw.root { MixerView() }
        Redraw.adjust("", to: 0.8)
        Redraw.step("check") {
            let mixer: Mixer = Redraw.state(of: MixerView.self, "mixer")
            guard mixer.volume == 0.8 else { fatalError("the slider did not move: \\(mixer.volume)") }
        }
        """
        let r = try run(source, .pull, name: "slider-without-label")
        #expect(r.total("adjust \"\" to 0.8").bodyEvaluations == 1)
        #expect(r.bodies("adjust \"\" to 0.8", "Slider") == 1)
    }

    /// A `Stepper("", value:)` whose label is hidden shows no words: its kind names it, as a field's
    /// and a slider's does ("no Stepper or Slider labelled \"Stepper\"", a tester's cart row). Pull:
    /// the write of `quantity` re-runs the Stepper alone (it read it through its binding), 1.
    @Test func anEmptyTitledStepperIsNamedByItsKind() throws {
        let source = """
        @Observable final class Line { var quantity = 1 }
        struct Row: View {
            @State private var line = Line()
            var body: some View { Stepper("", value: $line.quantity, in: 1...9).labelsHidden() }
        }
        Redraw.root { Row() }
        Redraw.adjust("Stepper", by: 1)
        Redraw.step("check") {
            let line: Line = Redraw.state(of: Row.self, "line")
            precondition(line.quantity == 2, "\\(line.quantity)")
        }
        """
        let r = try run(source, .pull, name: "stepper-by-kind")
        #expect(r.bodies("adjust \"Stepper\" by 1", "Stepper") == 1)
    }

    /// `Redraw.state` on a property the view does not have lists the ones it has.
    @Test func anUnknownStateNameListsTheProperties() {
        let message = Self.failure("Redraw.step(\"s\") { let _: Int = Redraw.state(of: TodoListView.self, \"model\") }",
                                   name: "state-unknown")
        #expect(message.contains("`TodoListView` has no stored property `model`; it has: `todoList`"))
    }

    static let swipe = """
    @Observable final class Inbox {
        var messages = ["one", "two", "three"]
        var archived = 0
    }
    struct MessageRow: View {
        let text: String
        var body: some View { Text(text) }
    }
    struct InboxView: View {
        @State private var inbox = Inbox()
        var body: some View {
            List {
                ForEach(inbox.messages, id: \\.self) { message in
                    MessageRow(text: message)
                        .swipeActions {
                            Button("Archive") { inbox.archived += 1 }
                            Button(role: .destructive) { inbox.messages.removeAll { $0 == message } } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
            }
        }
    }
    Redraw.root { InboxView() }
    Redraw.delete(row: 1)
    Redraw.step("check") {
        let inbox: Inbox = Redraw.state(of: InboxView.self, "inbox")
        precondition(inbox.messages == ["one", "three"] && inbox.archived == 0, "\\(inbox.messages)")
    }
    """

    /// A list without `.onDelete`: `Redraw.delete(row:)` runs that row's destructive swipe button.
    @Test(arguments: EngineKind.allCases)
    func deleteSwipesTheDestructiveButton(engine: EngineKind) throws {
        let r = try run(Self.swipe, engine, name: "swipe-delete")
        // Row 1's destructive button removes "two" (the check step traps otherwise): `messages`
        // is written; InboxView re-runs (pull: it read it; push: it holds the inbox) and its List
        // updates; the row's node goes. 2.
        #expect(r.total("delete row 1").bodyEvaluations == 2)
        #expect(r.metrics("delete row 1", "MessageRow").destroyed == 1)
    }

    /// Swipe rows in sections, no `.onDelete`: two literal `Section`s, each a `ForEach` with a
    /// destructive swipe button. Rows count down the list across them, as `.onDelete` rows do.
    static let swipeSections = """
    struct Item: Identifiable { let id: Int; var name: String }
    struct Lists: View {
        @State private var a = [Item(id: 0, name: "A"), Item(id: 1, name: "B")]
        @State private var b = [Item(id: 2, name: "C"), Item(id: 3, name: "D")]
        var body: some View {
            List {
                Section("first") {
                    ForEach(a) { item in
                        Text(item.name).swipeActions { Button("Remove", role: .destructive) { a.removeAll { $0.id == item.id } } }
                    }
                }
                Section("second") {
                    ForEach(b) { item in
                        Text(item.name).swipeActions { Button("Remove", role: .destructive) { b.removeAll { $0.id == item.id } } }
                    }
                }
            }
        }
    }
    Redraw.root { Lists() }
    Redraw.delete(row: 2)
    Redraw.step("check") {
        let a: [Item] = Redraw.state(of: Lists.self, "a"), b: [Item] = Redraw.state(of: Lists.self, "b")
        print(a.map(\\.name), b.map(\\.name))
        precondition(a.map(\\.name) == ["A", "B"] && b.map(\\.name) == ["D"])
    }
    Redraw.delete(row: 0, index: 1)
    Redraw.step("check again") {
        let b: [Item] = Redraw.state(of: Lists.self, "b")
        precondition(b.isEmpty, "\\(b)")
    }
    Redraw.delete(row: 5)
    """

    /// Row 2 is the second section's first ("C"): before, the lookup numbered each ForEach's rows
    /// alone and said there was no `.onDelete`. `index: 1` still counts in one ForEach alone (the
    /// second one holding a row 0, "D"), and a row past the list's end is an error that lists the
    /// rows on screen with a button (the checks trap otherwise).
    @Test func deleteCountsSwipeRowsAcrossSections() {
        var failure = "no error"
        do { _ = try run(Self.swipeSections, .push, name: "swipe-sections") } catch { failure = "\(error)" }
        #expect(failure.contains("delete row 5"), "\(failure)")
        #expect(failure.contains("row 5 of the list has no destructive .swipeActions button on screen"), "\(failure)")
        #expect(failure.contains("those on screen with one: 0, 1"), "\(failure)")
    }

    /// A `List` grouped by day: one `.onDelete` per `Section`, each `ForEach` over its day's entries.
    static let sections = """
    struct Entry: Identifiable { let id: Int; var title: String }
    struct Day: Identifiable { let id: Int; var title: String; var entries: [Entry] }
    final class Diary: ObservableObject {
        @Published var days = [
            Day(id: 0, title: "Monday", entries: [Entry(id: 10, title: "a"), Entry(id: 11, title: "b")]),
            Day(id: 1, title: "Tuesday", entries: [Entry(id: 20, title: "c"), Entry(id: 21, title: "d"), Entry(id: 22, title: "e")]),
        ]
        var deletions: [String] = []
    }
    struct EntryRow: View {
        let entry: Entry
        var body: some View { Text(entry.title) }
    }
    struct DiaryView: View {
        @ObservedObject var diary: Diary
        var body: some View {
            List {
                ForEach(diary.days) { day in
                    Section(day.title) {
                        ForEach(day.entries) { EntryRow(entry: $0) }
                            .onDelete { offsets in
                                diary.deletions.append("\\(day.title) \\(Array(offsets))")
                                let i = diary.days.firstIndex { $0.id == day.id }!
                                diary.days[i].entries.remove(atOffsets: offsets)
                            }
                    }
                }
            }
        }
    }
    let diary = Diary()
    Redraw.root { DiaryView(diary: diary) }
    Redraw.delete(row: 3)
    Redraw.step("check row 3") {
        precondition(diary.deletions == ["Tuesday [1]"], "\\(diary.deletions)")
        precondition(diary.days.map { $0.entries.map(\\.title) } == [["a", "b"], ["c", "e"]], "\\(diary.days)")
    }
    Redraw.step("second section's first row") { Redraw.delete(row: 0, index: 1) }
    Redraw.step("check index") {
        precondition(diary.deletions == ["Tuesday [1]", "Tuesday [0]"], "\\(diary.deletions)")
    }
    Redraw.delete(row: 1)
    Redraw.step("check row 1") {
        precondition(diary.deletions == ["Tuesday [1]", "Tuesday [0]", "Monday [1]"], "\\(diary.deletions)")
        precondition(diary.days.map { $0.entries.map(\\.title) } == [["a"], ["e"]], "\\(diary.days)")
    }
    """

    /// Rows count down the list across its sections: row 3 of Monday (a, b) and Tuesday (c, d, e)
    /// is Tuesday's row 1, so Tuesday's `.onDelete` gets `IndexSet([1])` (the check steps trap
    /// otherwise); `index: 1` picks Tuesday's `.onDelete` and counts in it alone.
    @Test(arguments: EngineKind.allCases)
    func deleteCountsRowsAcrossTheSectionsOfAList(engine: EngineKind) throws {
        let r = try run(Self.sections, engine, name: "delete-sections")
        // Each delete writes `days` once (a write inside an element is a write of the whole array):
        // push, DiaryView holds the diary through @ObservedObject; pull (`var diary`), its body read
        // `days`. DiaryView re-runs (1) and its List updates with the new row closures (1); the
        // kept EntryRows have equal `let entry` values and are skipped; the deleted one goes: 2.
        for step in ["delete row 3", "second section's first row", "delete row 1"] {
            #expect(r.total(step).bodyEvaluations == 2, "\(step)")
            #expect(r.metrics(step, "EntryRow").destroyed == 1, "\(step)")
            #expect(r.bodies(step, "EntryRow") == 0, "\(step)")
        }
        // After "delete row 3", four rows are left (a, b | c, e): all kept, all skipped.
        #expect(r.metrics("delete row 3", "EntryRow").skipped == 4)
    }

    /// A row past the last one of the list is an error that counts the rows of every section.
    @Test func deletePastTheLastRowOfTheSectionsIsAnError() throws {
        let source = Self.sections.components(separatedBy: "Redraw.delete(row: 3)").first! + "Redraw.delete(row: 5)\n"
        do {
            _ = try run(source, .pull, name: "delete-sections-past")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("row 5 of a list of 5 rows (rows start at 0)"), "\(error)")
        }
    }

    /// `Redraw.refresh()` pulls the `.refreshable` list: its action starts as a task on the virtual
    /// clock, as the gesture does (two testers' feeds had to repeat the app's refresh by hand).
    /// "pull to refresh": the task starts in the action's frame, sets `loading` — read by Feed's
    /// body, where the List's content closure ran — and sleeps 1 s: Feed re-runs and its List
    /// updates (new content): 2. "wait 1 s": at 1 s the task appends a row and clears `loading`:
    /// Feed, the List, and the new row, created: 3; the others are skipped. Under push `FeedModel`
    /// is an `ObservableObject` held as `@StateObject`: the same.
    @Test(arguments: EngineKind.allCases)
    func aRefreshRunsTheRefreshableAction(engine: EngineKind) throws {
        let source = """
        @Observable final class FeedModel {
            var items = ["a", "b"]
            var loading = false
            func reload() async {
                loading = true
                try? await Task.sleep(for: .seconds(1))
                items.append("c")
                loading = false
            }
        }
        struct Row: View { let text: String; var body: some View { Text(text) } }
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View {
                List {
                    if model.loading { Text("Loading") }
                    ForEach(model.items, id: \\.self) { Row(text: $0) }
                }
                .refreshable { await model.reload() }
            }
        }
        Redraw.root { Feed() }
        Redraw.refresh()
        Redraw.wait(seconds: 1)
        Redraw.step("check") {
            let model: FeedModel = Redraw.state(of: Feed.self, "model")
            precondition(model.items == ["a", "b", "c"] && !model.loading, "the refresh ran: \\(model.items)")
        }
        """
        let r = try run(source, engine, name: "pull-to-refresh")
        #expect(r.total("pull to refresh").bodyEvaluations == 2)
        #expect(r.bodies("pull to refresh", "Feed") == 1)
        #expect(r.total("wait 1 s").bodyEvaluations == 3)
        #expect(r.metrics("wait 1 s", "Row").created == 1)
    }

    /// A sidebar (`Sidebar`, holding `model` with a `selected` value) beside a detail that shows the
    /// selection, and the root that holds both: the selection lists' tests below.
    static let splitAroundSidebar = """
    struct Detail: View {
        var model: Model
        var body: some View { Text(model.selected.map { "Showing \\($0)" } ?? "none") }
    }
    struct Split: View {
        var model: Model
        var body: some View { VStack { Sidebar(model: model); Detail(model: model) } }
    }
    let model = Model()
    Redraw.root { Split(model: model) }
    """

    /// A row tagged with a value of a `List(selection:)`'s type is selected by a tap on it, as a
    /// value link's row is: a split view's sidebar of `.tag` rows could not be driven at all (a
    /// tester's "no Button … labelled USA"). "tap Row 1": `selected` is written. Pull: Detail read
    /// it (1); Sidebar made the binding and the List never reads it: 1. Push: every view holding the
    /// model re-runs — Split, Sidebar, Detail — and the List updates with Sidebar: 4.
    @Test(arguments: EngineKind.allCases)
    func aTaggedRowOfASelectionListIsSelectedByATap(engine: EngineKind) throws {
        let source = """
        @Observable final class Model { var selected: Int? = nil }
        struct Sidebar: View {
            @Bindable var model: Model
            var body: some View {
                List(selection: $model.selected) {
                    ForEach(0..<3, id: \\.self) { i in Text("Row \\(i)").tag(i) }
                }
            }
        }
        \(Self.splitAroundSidebar)
        Redraw.tap("Row 1")
        Redraw.step("check") { precondition(model.selected == 1, "\\(String(describing: model.selected))") }
        """
        let r = try run(source, engine, name: "tagged-selection-row")
        #expect(r.total("tap \"Row 1\"").bodyEvaluations == (engine == .pull ? 1 : 4))
        #expect(r.bodies("tap \"Row 1\"", "Detail") == 1)
    }

    /// A row of a `List(selection:)` is tagged with its `ForEach` id when it has no tag of its own,
    /// as SwiftUI tags a `ForEach`'s views ("A ForEach automatically applies a default tag to each
    /// enumerated view using the id parameter", Apple's `tag(_:)` documentation): a tap on it
    /// selects the id. Before, `List(items, selection: $model.selected) { Text($0.name) }` had no
    /// tap target at all. "tap Pear": `selected` becomes pear's id. Pull: Detail read it (1);
    /// Sidebar made the binding and the List never reads it. Push: Split, Sidebar and Detail hold
    /// the model and re-run; the List updates with Sidebar: 4. A row with a button of its own keeps
    /// its button: "tap Reset" runs it, and selects nothing.
    @Test(arguments: EngineKind.allCases)
    func aRowOfASelectionListIsTaggedWithItsID(engine: EngineKind) throws {
        let source = """
        struct Fruit: Identifiable { let id: Int; let name: String }
        @Observable final class Model {
            var selected: Int? = nil
            var resets = 0
            let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        }
        struct Sidebar: View {
            @Bindable var model: Model
            var body: some View {
                List(selection: $model.selected) {
                    ForEach(model.fruits) { fruit in Text(fruit.name) }
                    Section("Other") {
                        ForEach([9], id: \\.self) { _ in Button("Reset") { model.resets += 1 } }
                    }
                }
            }
        }
        \(Self.splitAroundSidebar)
        Redraw.tap("Pear")
        Redraw.step("check") { precondition(model.selected == 2, "\\(String(describing: model.selected))") }
        Redraw.tap("Reset")
        Redraw.step("check again") { precondition(model.selected == 2 && model.resets == 1, "\\(model.resets)") }
        """
        let r = try run(source, engine, name: "implicit-tag-selection-row")
        #expect(r.total("tap \"Pear\"").bodyEvaluations == (engine == .pull ? 1 : 4))
        #expect(r.bodies("tap \"Pear\"", "Detail") == 1)
    }

    /// A candidate under an `.id(_:)` in its body is named by it, not as a list row: a toolbar
    /// button with `.id(buttonID)` was listed as `V › row[956E…]` though there was no list.
    @Test func anExplicitIDIsNotARow() {
        let source = """
        struct V: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Button("Add") { n += 1 }.id("add-button")
                    ForEach([7], id: \\.self) { k in Button("Row \\(k)") { n = k } }
                }
            }
        }
        Redraw.root { V() }
        Redraw.tap("Nope")
        """
        var failure = "no error"
        do { _ = try run(source, .push, name: "explicit-id-path") } catch { failure = "\(error)" }
        #expect(failure.contains("Button \"Add\" at V › .id(add-button)\n"), "\(failure)")
        #expect(failure.contains("Button \"Row 7\" at V › row[7]\n"), "\(failure)")
    }

    /// A pull while the last refresh has not returned starts nothing (UIKit's refresh control sends
    /// no new "value changed" while refreshing; SwiftUI hides it when the action returns): a tester's
    /// two pulls one frame apart ran the action twice at once. "pull to refresh": `refreshes` is
    /// written (1), read by Feed: Feed re-runs and its List updates: 2. "(2)": nothing runs: 0, and
    /// the run notes why. "wait 2 s": at 2 s the task appends "b": Feed, the List, the new Row
    /// (created): 3. "(3)": the refresh ended, so this pull starts one: `refreshes` 2: Feed and the
    /// List: 2 (the check traps unless exactly two refreshes ran).
    @Test(arguments: EngineKind.allCases)
    func aPullWhileRefreshingStartsNothing(engine: EngineKind) throws {
        let source = """
        @Observable final class FeedModel {
            var items = ["a"]
            var refreshes = 0
            func reload() async {
                refreshes += 1
                try? await Task.sleep(for: .seconds(2))
                items.append(refreshes == 1 ? "b" : "c")
            }
        }
        struct Row: View { let text: String; var body: some View { Text(text) } }
        struct Feed: View {
            @State private var model = FeedModel()
            var body: some View {
                List {
                    Text("Refreshes: \\(model.refreshes)")
                    ForEach(model.items, id: \\.self) { Row(text: $0) }
                }
                .refreshable { await model.reload() }
            }
        }
        Redraw.root { Feed() }
        Redraw.refresh()
        Redraw.refresh()
        Redraw.wait(seconds: 2)
        Redraw.refresh()
        Redraw.step("check") {
            let model: FeedModel = Redraw.state(of: Feed.self, "model")
            precondition(model.refreshes == 2 && model.items == ["a", "b"], "\\(model.refreshes) \\(model.items)")
        }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "pull-while-refreshing", engines: EngineKind.allCases)
        let result = try CompiledProfiler.runChild(compiled, engine: engine)
        let r = Run(steps: result.steps)
        #expect(r.total("pull to refresh").bodyEvaluations == 2)
        #expect(r.total("pull to refresh (2)").bodyEvaluations == 0)
        #expect(r.total("wait 2 s").bodyEvaluations == 3)
        #expect(r.metrics("wait 2 s", "Row").created == 1)
        #expect(r.total("pull to refresh (3)").bodyEvaluations == 2)
        #expect(result.notes == ["pull to refresh (2)\tthe list was still refreshing (its `.refreshable` action, started "
                                 + "0.017 s before, had not returned): as on a device, pulling again started nothing"])
    }

    /// `in: CardView.self` finds an `.onTapGesture` the parent put on a `CardView(…)`: the gesture
    /// is the parent's body's, on a CardView (Memorize's cards; it found nothing). Tapping the
    /// second card writes `flipped`, read by Board: Board re-runs (1) and the second card's input
    /// changes (1): 2.
    @Test(arguments: EngineKind.allCases)
    func aGestureOnAViewIsInThatView(engine: EngineKind) throws {
        let source = """
        struct CardView: View {
            let symbol: String
            let up: Bool
            var body: some View { Text(up ? symbol : "") }
        }
        struct Board: View {
            @State private var flipped: Int? = nil
            var body: some View {
                VStack {
                    ForEach(0..<3, id: \\.self) { i in
                        CardView(symbol: "🐱", up: flipped == i).onTapGesture { flipped = i }
                    }
                }
            }
        }
        Redraw.root { Board() }
        Redraw.tap("", in: CardView.self, index: 1)
        Redraw.step("check") {
            let flipped: Int? = Redraw.state(of: Board.self, "flipped")
            precondition(flipped == 1, "the second card's gesture ran: \\(String(describing: flipped))")
        }
        """
        let r = try run(source, engine, name: "tap-in-view-type")
        #expect(r.total("tap \"\"").bodyEvaluations == 2)
    }

    /// An `.onTapGesture` on a view inside a `NavigationLink`'s label (Reminders' list rows): the
    /// label sits beside the link's node, in the body that holds the link (here the List's update),
    /// and a tap on its words is the gesture's, the innermost — it was "2 controls labelled" (a
    /// tester's SwiftData reminders app). The gesture writes `selected`, read by the
    /// `.navigationDestination(item:)` node: it updates (1), and the link is not followed.
    @Test(arguments: EngineKind.allCases)
    func aTapGestureInALinksLabelIsTheInnermost(engine: EngineKind) throws {
        let source = """
        struct Cell: View { let name: String; var body: some View { Text(name) } }
        struct Screen: View {
            @State private var selected: String?
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink(value: "Groceries") {
                            Cell(name: "Groceries").onTapGesture { selected = "Groceries" }
                        }
                    }
                    .navigationDestination(item: $selected) { Text("Detail \\($0)") }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Groceries")
        Redraw.step("check") {
            let selected: String? = Redraw.state(of: Screen.self, "selected")
            precondition(selected == "Groceries", "the gesture ran")
        }
        """
        let r = try run(source, engine, name: "tap-in-link-label")
        #expect(r.total("tap \"Groceries\"").bodyEvaluations == 1)
    }

    /// A button inside another button's label (a card that opens a sheet, with a stamp button on
    /// it): a tap on "Stamp" hits the inner button, as iOS's hit-testing does; two separate
    /// "Stamp" buttons stay ambiguous.
    @Test func aTapOnANestedButtonsWordsIsTheInnerButton() throws {
        let nested = """
        struct Card: View {
            @State private var stamps = 0
            var body: some View { VStack { Text("Card \\(stamps)"); Button("Stamp") { stamps += 1 } } }
        }
        struct Screen: View {
            @State private var showDetail = false
            var body: some View {
                Button { showDetail = true } label: { Card() }
                    .sheet(isPresented: $showDetail) { Text("Detail") }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Stamp")
        """
        let r = try run(nested, .pull, name: "nested-buttons")
        // The inner button writes Card's `stamps`, read by Card: Card re-runs (1); the outer
        // button's sheet is not presented, so Screen does not re-run.
        #expect(r.bodies("tap \"Stamp\"", "Card") == 1)
        #expect(r.bodies("tap \"Stamp\"", "Screen") == 0)
        let siblings = """
        struct Card: View { var body: some View { Button("Stamp") { } } }
        struct Screen: View { var body: some View { VStack { Button("Stamp") { }; Card() } } }
        Redraw.root { Screen() }
        Redraw.tap("Stamp")
        """
        do {
            _ = try run(siblings, .pull, name: "sibling-buttons")
            Issue.record("two separate buttons labelled Stamp were not ambiguous")
        } catch {
            #expect("\(error)".contains("2 controls labelled \"Stamp\" can be tapped"), "\(error)")
        }
    }

    /// Finding a tap's target is Redraw's search through the live tree's controls (on a device,
    /// the system's hit-testing), not the app's work: its allocations are left out of the step's,
    /// as its time is (ActionOverhead). A tap among 300 buttons then allocates what one among 30
    /// does — the search's own arrays grow with the buttons (before, the 300-row step counted
    /// hundreds more).
    @Test func findingATapsTargetIsNotTheStepsWork() throws {
        func source(_ rows: Int) -> String {
            """
            final class Counter { var n = 0 }
            let counter = Counter()
            struct Row: View {
                let i: Int
                var body: some View { Button("Row \\(i)") { counter.n += 1 } }
            }
            struct Screen: View {
                var body: some View { VStack { ForEach(0..<\(rows), id: \\.self) { Row(i: $0) } } }
            }
            Redraw.root { Screen() }
            Redraw.step("tap twice") { Redraw.tap("Row 7"); Redraw.tap("Row 8") }
            """
        }
        func allocations(_ rows: Int) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(rows), name: "tap-search-\(rows)", timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .push, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let few = try allocations(30), many = try allocations(300)
        #expect(many == few, "300 rows \(many), 30 rows \(few)")
    }

    /// So is `dismiss()`'s search for the topmost presentation.
    @Test func findingWhatToDismissIsNotTheStepsWork() throws {
        func source(_ rows: Int) -> String {
            """
            struct Screen: View {
                @State private var shown = false
                var body: some View {
                    VStack {
                        Button("Show") { shown = true }
                        ForEach(0..<\(rows), id: \\.self) { i in Button("Row \\(i)") { } }
                    }
                    .sheet(isPresented: $shown) { Text("sheet") }
                }
            }
            Redraw.root { Screen() }
            Redraw.tap("Show")
            Redraw.dismiss()
            """
        }
        func allocations(_ rows: Int) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(rows), name: "dismiss-search-\(rows)", timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .push, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let few = try allocations(30), many = try allocations(300)
        #expect(many == few, "300 rows \(many), 30 rows \(few)")
    }

    /// `index:` counts the innermost of nested targets, as a tap without it takes them: each row's
    /// stack has an `.onTapGesture` whose label holds the row's info button, and `index: 2` picked
    /// a gesture among the buttons, silently (a tester's reminders list opened nothing). "tap" opens
    /// row c: Screen re-runs (it read `opened`), 1; the rows' bindings show a new value, 3.
    @Test(arguments: EngineKind.allCases)
    func anIndexCountsTheInnermostTargets(engine: EngineKind) throws {
        let source = """
        struct Row: View {
            let name: String
            @Binding var opened: String
            var body: some View { HStack { Text(name); Button { opened = name } label: { Image(systemName: "info.circle") } } }
        }
        struct Screen: View {
            @State private var opened = ""
            var body: some View {
                VStack {
                    Text("opened: \\(opened)")
                    ForEach(["a", "b", "c"], id: \\.self) { n in VStack { Row(name: n, opened: $opened) }.onTapGesture {} }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("info.circle", in: Row.self, index: 2)
        Redraw.step("check") { precondition(Redraw.state(of: Screen.self, "opened") as String == "c") }
        """
        let r = try run(source, engine, name: "index-innermost")
        let tap = "tap \"info.circle\""
        #expect(r.bodies(tap, "Screen") == 1)
        #expect(r.bodies(tap, "Row") == 3)
    }
}

extension UIActionTests {
    /// So is finding the list a scroll moves (the walk over the live tree, and the matches it
    /// gathers): a scroll of the second of 40 lists allocates what a scroll of the second of 4
    /// does. Moving the viewport — the rows it builds and destroys — stays the step's, and is
    /// the same in both.
    @Test func findingTheListToScrollIsNotTheStepsWork() throws {
        func source(_ lists: Int) -> String {
            """
            struct Screen: View {
                var body: some View {
                    VStack {
                        ForEach(0..<\(lists), id: \\.self) { l in
                            List(0..<100, id: \\.self) { i in Text("row \\(l).\\(i)") }
                        }
                    }
                }
            }
            Redraw.root { Screen() }
            Redraw.step("scroll") { Redraw.scroll(to: 40, index: 1) }
            """
        }
        func allocations(_ lists: Int) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(lists), name: "scroll-search-\(lists)", timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .push, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let few = try allocations(4), many = try allocations(40)
        #expect(many == few, "40 lists \(many), 4 lists \(few)")
    }
}

extension UIActionTests {
    /// Two pickers that show no label (a segmented control's `Picker("", …)`): `select("", "Small")`
    /// picks the one that has the option, where it said the two could be picked from. Counts: the
    /// selection writes `size`, which SettingsView's body read (push and pull alike: `@State`): 1.
    @Test(arguments: EngineKind.allCases)
    func ofTwoUnlabelledPickersTheOneWithTheOptionIsPicked(engine: EngineKind) throws {
        let source = """
        struct SettingsView: View {
            @State private var size = 60.0
            @State private var speed = 0.4
            var body: some View {
                VStack {
                    Text("\\(size)")
                    Picker("", selection: $size) { Text("Small").tag(40.0); Text("Large").tag(80.0) }
                    Picker("", selection: $speed) { Text("Slow").tag(0.6); Text("Fast").tag(0.2) }
                }
            }
        }
        Redraw.root { SettingsView() }
        Redraw.select("", "Small")
        """
        let r = try run(source, engine, name: "unlabelled-pickers")
        #expect(r.bodies("select \"Small\" in \"\"", "SettingsView") == 1)
    }
}

extension UIActionTests {
    /// A slider that shows no words is found as "Slider" (as an untitled TextField is by its kind)
    /// and as "", and iOS 13's `Slider(value:in:step:onEditingChanged:)` compiles, its callback told
    /// that a drag began and ended around each adjustment. Counts: each adjustment writes `value`
    /// and, at the drag's end, `edits`, both read by V's body, in one frame: V runs once.
    @Test(arguments: EngineKind.allCases)
    func anUntitledSliderIsFoundByItsKindAndToldOfTheDrag(engine: EngineKind) throws {
        let source = """
        struct V: View {
            @State private var value = 0.0
            @State private var edits = 0
            var body: some View {
                VStack {
                    Text("\\(value) \\(edits)")
                    Slider(value: $value, in: 0...10, step: 1) { editing in if !editing { edits += 1 } }
                }
            }
        }
        Redraw.root { V() }
        Redraw.adjust("Slider", to: 2)
        Redraw.adjust("", to: 3)
        Redraw.step("check") {
            let edits: Int = Redraw.state(of: V.self, "edits")
            precondition(edits == 2, "onEditingChanged(false) ran \\(edits) times")
        }
        """
        let r = try run(source, engine, name: "untitled-slider")
        #expect(r.bodies("adjust \"Slider\" to 2", "V") == 1)
        #expect(r.bodies("adjust \"\" to 3", "V") == 1)
    }
}

extension UIActionTests {
    /// A destructive `.swipeActions` button declared in the row view's own body: the row's number
    /// is not known there, so `delete(row:)` says so and names the tap that reaches the button,
    /// which then removes the row: Row "a" is destroyed, ListView re-runs (it read `items`).
    @Test func aSwipeButtonInsideARowsOwnViewIsNamedForATap() throws {
        let declarations = """
        @Observable final class Store { var items = ["a", "b", "c"] }
        struct Row: View {
            let title: String; let onDelete: () -> Void
            var body: some View {
                Text(title).swipeActions { Button("Delete", role: .destructive) { onDelete() } }
            }
        }
        struct ListView: View {
            @State var store = Store()
            var body: some View {
                List { ForEach(store.items, id: \\.self) { t in Row(title: t) { store.items.removeAll { $0 == t } } } }
            }
        }
        Redraw.root { ListView() }

        """
        do {
            _ = try run(declarations + "Redraw.delete(row: 0)", .pull, name: "swipe-in-row")
            Issue.record("delete(row:) did not fail")
        } catch {
            #expect("\(error)".contains("the destructive .swipeActions buttons are declared inside the rows' own views"), "\(error)")
            #expect("\(error)".contains("`Redraw.tap(\"Delete\", index: 0)`"), "\(error)")
        }
        let r = try run(declarations + "Redraw.tap(\"Delete\", index: 0)", .pull, name: "swipe-in-row-tap")
        #expect(r.bodies("tap \"Delete\"", "ListView") == 1)
        #expect(r.total("tap \"Delete\"").destroyed == 1)
    }
}

extension UIActionTests {
    /// A control covered by a presented sheet is not a candidate when the sheet has one with the
    /// same label: the second "Add" is the sheet's (it dismisses), where it was ambiguous. Counts:
    /// Screen's body reads no `show` (`$show` is a binding, read by the sheet's own node). The first
    /// tap presents: the sheet's node re-runs and creates Form1 (2); the second dismisses: the
    /// sheet's node re-runs (1) and Form1 is destroyed.
    @Test(arguments: EngineKind.allCases)
    func aControlUnderAPresentedSheetIsNotACandidate(engine: EngineKind) throws {
        let source = """
        struct Form1: View { @Environment(\\.dismiss) var dismiss; var body: some View { Button("Add") { dismiss() } } }
        struct Screen: View {
            @State var show = false
            var body: some View {
                VStack { Button("Add") { show = true } }.sheet(isPresented: $show) { Form1() }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Add")
        Redraw.tap("Add")
        """
        let r = try run(source, engine, name: "tap-under-sheet")
        #expect(r.bodies("tap \"Add\"", "Form1") == 1)
        #expect(r.total("tap \"Add\"").bodyEvaluations == 2)
        #expect(r.total("tap \"Add\" (2)").bodyEvaluations == 1)
        #expect(r.total("tap \"Add\" (2)").destroyed == 1)
        #expect(r.bodies("tap \"Add\" (2)", "Screen") == 0)
    }

    /// A `NavigationStack(path:)` holds all its pushed screens in one node; only the top one is
    /// reachable, so a label both screens show is the top screen's (a tester's app had "Home" on
    /// each). Counts: "Open" appends 1: the stack's node re-runs and creates ScreenA (2); "Next"
    /// appends 2: the stack's node, ScreenA (its binding shows a new path) and a new ScreenB (3);
    /// "Home" (ScreenB's) empties the path: the stack's node alone re-runs (1), destroying both.
    @Test(arguments: EngineKind.allCases)
    func onlyThePathStacksTopScreenIsACandidate(engine: EngineKind) throws {
        let source = """
        struct ScreenA: View {
            @Binding var path: [Int]
            var body: some View { VStack { NavigationLink("Next", value: 2); Button("Home") { path.removeAll() } } }
        }
        struct ScreenB: View {
            @Binding var path: [Int]
            var body: some View { Button("Home") { path.removeAll() } }
        }
        struct Root: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Open", value: 1)
                        .navigationDestination(for: Int.self) { n in
                            if n == 1 { ScreenA(path: $path) } else { ScreenB(path: $path) }
                        }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("Open")
        Redraw.tap("Next")
        Redraw.tap("Home")
        """
        let r = try run(source, engine, name: "tap-path-stack-top")
        #expect(r.total("tap \"Open\"").bodyEvaluations == 2)
        #expect(r.total("tap \"Next\"").bodyEvaluations == 3)
        #expect(r.total("tap \"Home\"").bodyEvaluations == 1)
        #expect(r.total("tap \"Home\"").destroyed == 2)
    }

    /// A link whose label is a view of the app's own shows that view's words once, as a link with
    /// the same words written inline does (they were listed twice: the view's words joined, then
    /// joined again with themselves); and a tap finds it by them, joined or one by one.
    @Test func aUserViewLabelsWordsAreListedOnce() throws {
        let declarations = """
        struct Row: View {
            let name: String
            var body: some View { HStack { Text(name); Image(systemName: "star.fill") } }
        }
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink(destination: Text("plain")) { HStack { Text("Plain"); Image(systemName: "star.fill") } }
                        NavigationLink(destination: Text("own")) { Row(name: "Own") }
                    }
                }
            }
        }
        Redraw.root { Screen() }

        """
        do {
            _ = try run(declarations + "Redraw.tap(\"nothing\")", .pull, name: "user-view-label-words")
            Issue.record("the tap found something")
        } catch {
            #expect("\(error)".contains("NavigationLink \"Plain star.fill\" at Screen"), "\(error)")
            #expect("\(error)".contains("NavigationLink \"Own star.fill\" at Screen"), "\(error)")
        }
        // Found by its words joined, then by one: the link's node re-runs and pushes Text("own") (1 each).
        let r = try run(declarations + "Redraw.tap(\"Own star.fill\")\nRedraw.dismiss()\nRedraw.tap(\"Own\")", .pull,
                        name: "user-view-label-tap")
        #expect(r.total("tap \"Own star.fill\"").bodyEvaluations == 1)
        #expect(r.total("tap \"Own\"").bodyEvaluations == 1)
    }

    /// An index into a scope with no live view says that no such view is live (it said "index 1 of
    /// 0 … inside `Row`" when a tester's list was empty).
    @Test func anIndexIntoAScopeWithNoLiveViewSaysSo() throws {
        let source = """
        struct Row: View { let n: Int; var body: some View { Button("star.fill") {} } }
        struct Screen: View {
            @State var items: [Int] = []
            var body: some View { VStack { ForEach(items, id: \\.self) { Row(n: $0) }; Button("Other") {} } }
        }
        Redraw.root { Screen() }
        Redraw.tap("star.fill", in: Row.self, index: 1)
        """
        do {
            _ = try run(source, .pull, name: "tap-scope-not-live")
            Issue.record("the tap found something")
        } catch {
            #expect("\(error)".contains("labelled \"star.fill\" inside `Row`: no `Row` is live at this step; the tree has:"), "\(error)")
            #expect("\(error)".contains("Button \"Other\" at Screen"), "\(error)")
        }
    }

    /// A tap target that shows no words (a colour swatch, `Circle().onTapGesture { … }`) is listed
    /// with how to reach it (it was listed as `.onTapGesture ""`, which a tester had to decode).
    @Test func aTargetWithNoWordsIsListedWithHowToTapIt() throws {
        let source = """
        struct Swatches: View {
            @State var picked = 0
            var body: some View { HStack { Circle().onTapGesture { picked = 1 }; Button("Save") {} } }
        }
        Redraw.root { Swatches() }
        Redraw.tap("Blue")
        """
        do {
            _ = try run(source, .pull, name: "tap-no-words")
            Issue.record("the tap found something")
        } catch {
            #expect("\(error)".contains(".onTapGesture (no words: name it \"\") at Swatches"), "\(error)")
            #expect("\(error)".contains("Button \"Save\" at Swatches"), "\(error)")
        }
    }
}
