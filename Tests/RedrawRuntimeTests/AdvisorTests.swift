// The advisor end to end: the property usage a counting pass records (what
// was written, what any body read, which values are collections written in
// place), the front end's computed properties over a collection, and the
// report's points built from them — each exact for a scenario made to show
// one of each.

import Foundation
import RedrawBuild
@testable import RedrawReport
import RedrawResults
import Testing

@Suite struct AdvisorTests {
    static let source = """
    struct Todo: Identifiable { let id: Int; var title: String; var done = false }
    @Observable class Store {
        var todos: [Todo] = (0..<3).map { Todo(id: $0, title: "t\\($0)") }
        var lastSync = 0.0
        var doneCount: Int { todos.filter(\\.done).count }
    }
    struct ListView: View {
        var store: Store
        var body: some View {
            VStack {
                Text("\\(store.doneCount) done")
                ForEach(store.todos.prefix(3)) { todo in Row(todo: todo) }
            }
        }
    }
    struct Row: View { let todo: Todo; var body: some View { Text(todo.title) } }
    let store = Store()
    Redraw.root { ListView(store: store) }
    Redraw.step("toggle") { store.todos[1].done = true; store.lastSync = 1 }
    Redraw.step("sync") { store.lastSync = 2 }
    Redraw.step("append") { store.todos.append(Todo(id: 3, title: "t3")) }
    """

    static func profile(_ source: String = source, name: String = "advisor") throws -> ScenarioProfile {
        let compiled = try TestBuilds.shared.compiled(source: source, name: name, timing: true)
        var options = RunOptions()
        options.repetitions = 1
        options.warmup = 0
        options.splitPasses = 0
        return try CompiledProfiler.profile(compiled, options: options)
    }

    @Test func theCountingPassRecordsWhatWasWrittenAndRead() throws {
        let profile = try Self.profile()
        for engine in profile.engines {
            let usage = try #require(engine.propertyUsage)
            // `todos` twice (the in-place `done` write, the append), `lastSync` twice; only `todos` is
            // read (by `doneCount` and the ForEach, in ListView's body); the in-place write keeps its
            // 3 elements, the append makes 4, and its step says so.
            #expect(usage.written == ["Store.todos": 2, "Store.lastSync": 2], "\(engine.engine)")
            #expect(usage.read == ["Store.todos"], "\(engine.engine)")
            #expect(usage.collectionsOfValues == ["Store.todos"])
            #expect(usage.sameCountWrites == ["Store.todos": 1])
            #expect(engine.steps.first { $0.step == "toggle" }?.counts.countChangingWrites == [])
            #expect(engine.steps.first { $0.step == "append" }?.counts.countChangingWrites == ["Store.todos"])
        }
        var doneCount = ComputedOverCollection(type: "Store", property: "doneCount", reads: ["todos"], line: 5)
        doneCount.readers = ["ListView"]
        #expect(profile.computedOverCollections == [doneCount])
    }

    /// A model made in a body (`@State private var catalog = Catalog()`, evaluated in ListView's
    /// body under pull) that fills a tracked property in its `init`: that write is set-up, not the
    /// workload's, so a property no body read and only ever set up is no finding ("mark it
    /// `@ObservationIgnored`" was advised for a list a screen the workload never showed reads).
    @Test func aPropertyOnlySetUpInItsModelsInitIsNoFinding() throws {
        let source = """
        @Observable class Catalog {
            var entries: [Int] = []
            var hits = 0
            init() { load() }
            func load() { entries = [1, 2, 3] }
        }
        struct Shelf: View {
            @State private var catalog = Catalog()
            var body: some View { Button("Hit") { catalog.hits += 1 } }
        }
        struct ListView: View {
            var body: some View { Shelf() }
        }
        Redraw.root { ListView() }
        Redraw.tap("Hit")
        """
        let profile = try Self.profile(source, name: "advisor-set-up")
        let pull = try #require(profile.engine(.pull)?.propertyUsage)
        // `entries` is written once, in Catalog's init, while ListView's body builds Shelf; `hits` by the tap.
        #expect(pull.written == ["Catalog.entries": 1, "Catalog.hits": 1])
        #expect(pull.writtenWhileBuilding == ["Catalog.entries": 1])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Catalog.hits` is tracked and written 1 time, but no body read it (pull (@Observable))."), "\(text)")
        #expect(!text.contains("`Catalog.entries` is tracked"), "\(text)")
    }

    /// Sample data made outside any body (a static list that an `@State` initial value reads, made
    /// as the root view is): a class's initialiser that assigns a tracked property over its
    /// default (`self.categories = categories`) writes it through the registrar, and that write is
    /// set-up too. `Activity.categories` was "tracked and written 2 times, but no body read it" —
    /// advice to mark a property `@ObservationIgnored` that a screen the workload never opened
    /// reads (a tester's sheet-editing app).
    @Test func aPropertyOnlySetInInitialisersIsNoFinding() throws {
        let source = """
        @Observable class Activity: Identifiable {
            var name: String = ""
            var categories: [String] = []
            init(name: String, categories: [String]) {
                self.name = name
                self.categories = categories
            }
        }
        extension Activity {
            static var samples: [Activity] = [Activity(name: "a", categories: ["x"]), Activity(name: "b", categories: ["y"])]
        }
        struct Root: View {
            @State private var activities = Activity.samples
            var body: some View { Text(activities[0].name) }
        }
        Redraw.root { Root() }
        Redraw.step("rename") { Activity.samples[0].name = "c" }
        """
        let profile = try Self.profile(source, name: "advisor-initialisers")
        let pull = try #require(profile.engine(.pull)?.propertyUsage)
        // Two activities made, each assigning `categories` in its init: 2 writes, both set-up.
        #expect(pull.written["Activity.categories"] == 2)
        #expect(pull.writtenWhileBuilding["Activity.categories"] == 2)
        let text = MarkdownAdvisor.render(profile)
        #expect(!text.contains("`Activity.categories` is tracked"), "\(text)")
    }

    /// nil written over nil, for an optional whose type is not `Equatable` (`var error: Error?`):
    /// the value did not change, though it notified — under push a `@Published` set always sends,
    /// under pull the macro compares only `Equatable` values. So it is an equal write for the
    /// Advisor (it said "no `@Published` write stored an equal value"), and a change that leaves no
    /// view stale. "clear": Editor, which holds the draft (push) and read `error` (pull), re-runs: 1.
    @Test func nilOverNilIsAnEqualWrite() throws {
        let source = """
        struct Failure: Error {}
        final class Draft: ObservableObject {
            @Published var error: Error?
            @Published var title = "Note"
        }
        struct Editor: View {
            @ObservedObject var draft: Draft
            var body: some View { Text(draft.title + (draft.error == nil ? "" : "!")) }
        }
        let draft = Draft()
        Redraw.root { Editor(draft: draft) }
        Redraw.step("clear") { draft.error = nil }
        """
        let profile = try Self.profile(source, name: "advisor-nil-over-nil")
        let push = try #require(profile.engine(.push))
        #expect(push.propertyUsage?.equalPublishedWrites == ["Draft.error": 1])
        for engine in profile.engines {
            let clear = try #require(engine.steps.first { $0.step == "clear" })
            #expect(clear.counts.total.bodyEvaluations == 1 && clear.counts.changedProperties.isEmpty)
        }
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("`Draft.error` was written 1 time with the value it already held"), "\(text)")
    }

    /// A property computed over a collection of objects: an element's change writes the element,
    /// not the array, so a view reading the result re-runs for the array's writes and for what it
    /// reads of each element — not "for every change of any element", as the advice said of a
    /// tester's task store, whose rename re-ran nothing. The run shows the array holds objects.
    /// "add": `tasks` written, Header (which read doneCount) re-runs; "rename": nobody read
    /// `title`: 0 bodies.
    @Test func aPropertyComputedOverObjectsIsWordedForObjects() throws {
        let source = """
        @Observable final class TaskItem {
            var title: String
            var done = false
            init(title: String) { self.title = title }
        }
        @Observable final class TaskStore {
            private(set) var tasks: [TaskItem] = [TaskItem(title: "a"), TaskItem(title: "b")]
            var doneCount: Int { tasks.filter { $0.done }.count }
            func add() { tasks.append(TaskItem(title: "c")) }
        }
        struct Header: View {
            let store: TaskStore
            var body: some View { Text("\\(store.doneCount) done") }
        }
        let store = TaskStore()
        Redraw.root { Header(store: store) }
        Redraw.step("add") { store.add() }
        Redraw.step("rename") { store.tasks[0].title = "z" }
        """
        let profile = try Self.profile(source, name: "advisor-computed-objects")
        #expect(profile.computedOverCollections.map(\.property) == ["doneCount"])
        let pull = try #require(profile.engine(.pull))
        #expect(pull.steps.first { $0.step == "rename" }?.counts.total.bodyEvaluations == 0)
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("`TaskStore.doneCount` (line 8) is computed from `TaskStore.tasks`: a view that reads it re-runs "
                              + "whenever the collection is written and whenever what it reads of an element changes"), "\(text)")
        #expect(!text.contains("re-runs for every change of any element"), "\(text)")
    }

    /// An equal value of a type that is `Equatable` but not `Hashable` (a struct declaring only
    /// `Equatable`, an array of it) assigned over itself: unchanged, by its data — it was taken
    /// for a change (only hashes were compared), so the Advisor missed the equal write and the
    /// journal said "changed" (a tester's `assign(to:)` of an equal filtered list). Not by its
    /// `==`, which may ignore a field (InstrumentationTests' id-only `==` leaves a row stale).
    @Test func anEqualEquatableValueIsAnEqualWrite() throws {
        let source = """
        struct Item: Equatable { let id: Int; let name: String }
        final class Store: ObservableObject {
            @Published var items = [Item(id: 1, name: "a")]
            @Published var pick = Item(id: 1, name: "a")
        }
        struct ListView: View {
            @ObservedObject var store: Store
            var body: some View { Text("\\(store.items.count) \\(store.pick.name)") }
        }
        let store = Store()
        Redraw.root { ListView(store: store) }
        Redraw.step("same again") {
            store.items = [Item(id: 1, name: "a")]
            store.pick = Item(id: 1, name: "a")
        }
        """
        let profile = try Self.profile(source, name: "advisor-equatable-equal")
        let push = try #require(profile.engine(.push))
        #expect(push.propertyUsage?.equalPublishedWrites == ["Store.items": 1, "Store.pick": 1])
        let step = try #require(push.steps.first { $0.step == "same again" })
        #expect(step.counts.changedProperties.isEmpty, "\(step.counts.changedProperties)")
    }

    /// A push-only file (a model subscribes to its own `$query`): the unread property is the source
    /// of that pipeline, read by its subscriber, not by a body, and pull's remedy does not apply —
    /// it was advised `@ObservationIgnored` beside the note that the file has no pull form (a
    /// tester's debounced search). The advice is push's, conditional on the publisher.
    @Test func aPushOnlyFileIsAdvisedInPushTerms() throws {
        let source = """
        final class Search: ObservableObject {
            @Published var query = ""
            @Published var results: [String] = []
            private var bag = Set<AnyCancellable>()
            init() { $query.sink { [weak self] q in self?.results = [q] }.store(in: &bag) }
        }
        struct Results: View {
            @ObservedObject var search: Search
            var body: some View { Text(search.results.joined()) }
        }
        let search = Search()
        Redraw.root { Results(search: search) }
        Redraw.step("type") { search.query = "a" }
        """
        let profile = try Self.profile(source, name: "advisor-push-only")
        #expect(profile.engine(.pull) == nil)
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Search.query` is tracked and written 1 time, but no body read it (push (ObservableObject)). Only push "
                              + "ran: if nothing subscribes to its `$` publisher either, it need not be `@Published`"), "\(text)")
        #expect(!text.contains("`@ObservationIgnored`"), "\(text)")
    }

    /// A view left stale by an object another one holds (the List's rows read each category the
    /// person holds): the advice names the parent's forwarding fix beside holding the object in a
    /// view, and that a sink made once hears only the first child (a tester's nested-object app,
    /// whose sink in `init` missed the replaced child, was told only to hold the object).
    @Test func aNestedObjectsStaleViewIsAdvisedTheForwardingFix() throws {
        let profile = try Self.profile(StaleAcrossStepsTests.staleList, name: "advisor-nested-forwarding")
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("`List in PersonView` was left stale under push (ObservableObject): it read `Category.name`"), "\(text)")
        #expect(text.contains("the parent can pass its changes on instead — `child.objectWillChange.sink { [weak self] _ in "
                              + "self?.objectWillChange.send() }`, made again whenever the child is replaced"), "\(text)")
    }

    @Test func theAdvisorNamesEachFindingWithItsEvidence() throws {
        let text = MarkdownAdvisor.render(try Self.profile())
        // lastSync: no body read it; under push each `@Published` write re-ran ListView ("sync"; in
        // "toggle" the todos write invalidated it first, so that evaluation is the todos write's).
        #expect(text.contains("- `Store.lastSync` is tracked and written 2 times, but no body read it (pull (@Observable))."))
        #expect(text.contains("each write re-ran every view holding the object — `ListView` ×1 — so make it a plain `var` there."))
        // todos: toggling one element re-ran ListView, which compared its rows: Row 1 re-ran for its
        // changed input, rows 0 and 2 were skipped.
        #expect(text.contains("- `Store.todos` is a collection of values, written in place 1 time (the element count unchanged)"))
        #expect(text.contains("`toggle`: `ListView` ×1 re-ran, 2 views compared and skipped."))
        // The append re-ran ListView and compared its three rows too, but it is no in-place write:
        // the fourth row is not shown (`prefix(3)`), so nothing was created to tell it apart.
        #expect(!text.contains("`append`: `ListView`"))
        #expect(text.contains("- `Store.doneCount` (line 5) is computed from `Store.todos`"))
        #expect(text.contains("Here, writes of `Store.todos` re-ran `ListView` ×2 (pull (@Observable))."))
        #expect(!text.contains("stale"))
    }

    /// Rows bound to the elements (`ForEach($store.items)`): each row's binding reads the whole
    /// collection, so writing one element re-runs every row — none is compared and skipped, which
    /// the advice required, so it was silent where pull ran 38 bodies to push's 4 (a tester's
    /// contacts). "toggle 1": `items` is written in place; ListView (it read `items` for the
    /// ForEach's indices) and the three Rows (each read it through its binding) re-run.
    @Test func rowsBoundToElementsAreACollectionWrittenInPlace() throws {
        let source = """
        struct Item: Identifiable { let id: Int; var done = false }
        @Observable final class Store { var items = (0..<3).map { Item(id: $0) } }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Text(item.done ? "done" : "open") }
        }
        struct ListView: View {
            @Bindable var store: Store
            var body: some View { VStack { ForEach($store.items) { $item in Row(item: $item) } } }
        }
        let store = Store()
        Redraw.root { ListView(store: store) }
        Redraw.step("toggle 1") { store.items[1].done.toggle() }
        """
        let profile = try Self.profile(source, name: "advisor-bound-rows")
        #expect(profile.engine(.pull)?.steps.first { $0.step == "toggle 1" }?.counts.total.bodyEvaluations == 4)
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Store.items` is a collection of values, written in place 1 time"), "\(text)")
        #expect(text.contains("`toggle 1`: `Row` ×3, `ListView` ×1 re-ran, each having read the whole collection"), "\(text)")
    }

    /// A computed property's advice is pull's: with push alone (a file whose pull form is refused)
    /// a view holding the object re-runs at every write whatever it reads, so the point is not
    /// made (a push-only shop's report advised storing `totalPrice`, with push's re-runs as evidence).
    @Test func aComputedPropertyIsNotAdvisedOnUnderPushAlone() throws {
        var profile = try Self.profile()
        profile.engines = profile.engines.filter { $0.engine == .push }
        let text = MarkdownAdvisor.render(profile)
        #expect(!text.contains("is computed from"), "\(text)")
    }

    /// Two computed properties over one collection: a write of the collection re-runs the readers
    /// of either, so each point's evidence counts only the views whose declaration names it — the
    /// list's `sorted`, re-run once; `favourites`, read by a screen never shown, none (a tester's
    /// report said `favourites` re-ran the list).
    @Test func aComputedPropertysEvidenceIsItsOwnReaders() throws {
        let source = """
        struct Item: Identifiable { let id: Int; var fav = false }
        @Observable class Store {
            var items: [Item] = (0..<3).map { Item(id: $0) }
            var sorted: [Item] { items.sorted { $0.id < $1.id } }
            var favourites: [Item] { items.filter(\\.fav) }
        }
        struct ListScreen: View {
            var store: Store
            var body: some View { VStack { ForEach(store.sorted) { Text("\\($0.id)") } } }
        }
        struct FavScreen: View {
            var store: Store
            var body: some View { VStack { ForEach(store.favourites) { Text("\\($0.id)") } } }
        }
        let store = Store()
        Redraw.root { ListScreen(store: store) }
        Redraw.step("star") { store.items[1].fav = true }
        """
        let text = MarkdownAdvisor.render(try Self.profile(source, name: "advisor-computed-readers"))
        let sorted = try #require(text.split(separator: "\n").first { $0.contains("`Store.sorted` (line 4)") })
        #expect(sorted.hasSuffix("Here, writes of `Store.items` re-ran `ListScreen` ×1 (pull (@Observable))."), "\(sorted)")
        let favourites = try #require(text.split(separator: "\n").first { $0.contains("`Store.favourites` (line 5)") })
        #expect(!favourites.contains("Here, writes"), "\(favourites)")
    }

    @Test func aCompanionDesignOfTheSameStepsIsSetBeside() throws {
        let profile = try Self.profile()
        // Another scenario of the run with a "toggle" step and rows in objects (no in-place collection write).
        var toggle = StepProfile(step: "toggle", frames: 1, counts: StepCounts(step: "toggle", frames: 1), allocations: nil,
                                 timings: [], frameTimings: [])
        toggle.counts.total.bodyEvaluations = 1
        let initial = StepProfile(step: "initial render", frames: 1, counts: StepCounts(step: "initial render", frames: 1),
                                  allocations: nil, timings: [], frameTimings: [])
        var pull = EngineProfile(engine: .pull, form: "as written", steps: [initial, toggle])
        pull.propertyUsage = PropertyUsage()
        let objects = ScenarioProfile(name: "objects", path: "/elsewhere/objects.swift", writtenFor: .pull, parameters: [:],
                                      seed: 42, repetitions: 1, warmup: 0, engines: [pull], emptyFrameNanoseconds: nil)
        let companions = CompanionDesign.of(profile, among: [profile, objects])
        #expect(companions == [CompanionDesign(scenario: "objects", pullBodies: ["toggle": 1], pullSkipped: ["toggle": 0])])
        // The scenario itself is no companion of its own, nor is one whose rows are values.
        #expect(CompanionDesign.of(profile, among: [profile]).isEmpty)
        var withCompanion = profile
        withCompanion.companions = companions
        // Here "toggle" ran ListView and Row 1 under pull: 2 bodies, and compared rows 0 and 2.
        #expect(MarkdownAdvisor.render(withCompanion).contains(
            "lets only the changed row re-run; `objects`, run beside it with per-row objects, ran under pull: "
                + "`toggle` 1 body and 0 views compared (here 2 and 2)."))
    }

    /// A struct property read whole by a form's controls (an account screen's `user`): toggling one
    /// field writes `user`, and under pull every control bound to any field of it re-runs — a
    /// Toggle, a TextField and the Form's owner that shows the name. The advisor names the struct
    /// and the step; a struct written where only one view read it is no finding.
    @Test func aStructReadWholeBySeveralViewsIsNamed() throws {
        let source = """
        struct User { var name = "Ann"; var napkins = false; var refills = false }
        @Observable final class Account { var user = User(); var note = Note() }
        struct Note { var text = ""; var pinned = false }
        struct AccountView: View {
            @Bindable var account: Account
            var body: some View {
                Form {
                    Text(account.user.name)
                    TextField("Name", text: $account.user.name)
                    Toggle("Extra napkins", isOn: $account.user.napkins)
                    NoteView(account: account)
                }
            }
        }
        struct NoteView: View { var account: Account; var body: some View { Text(account.note.text) } }
        let account = Account()
        Redraw.root { AccountView(account: account) }
        Redraw.toggle("Extra napkins")
        Redraw.step("edit the note") { account.note.text = "hi" }
        """
        let profile = try Self.profile(source, name: "advisor-struct")
        let usage = try #require(profile.engine(.pull)?.propertyUsage)
        #expect(usage.structsOfValues == ["Account.user": 3, "Account.note": 2])
        let text = MarkdownAdvisor.render(profile)
        // Under pull the toggle's write of `user` re-ran AccountView (its body read the name), the
        // TextField and the Toggle (bound to fields of `user`): 3 types. The note's write re-ran
        // NoteView alone: not named.
        #expect(text.contains("- `Account.user` holds a struct of 3 stored properties, which Observation tracks as one property"), "\(text)")
        #expect(text.contains("`toggle \"Extra napkins\"`: `AccountView` ×1, `TextField` ×1, `Toggle` ×1"), "\(text)")
        #expect(!text.contains("`Account.note` holds"), "\(text)")
    }
}

extension AdvisorTests {
    /// A stale view is named with the steps that changed what it read, not with every step it
    /// stayed stale in: Label holds the counter as a plain `let`, so under push `n`'s writes reach
    /// no subscription of it; `n` changes in "write 1" and "write 2" only, and Label stays stale
    /// through "idle a" and "idle b" too (it was named with "write 1", "idle a", "idle b").
    @Test func aStaleViewIsNamedWithTheStepsThatChangedItsRead() throws {
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
        Redraw.step("idle 0") { }
        Redraw.step("write 1") { counter.n = 1 }
        Redraw.step("idle a") { }
        Redraw.step("idle b") { }
        Redraw.step("write 2") { counter.n = 2 }
        """
        let profile = try Self.profile(source, name: "advisor-stale-steps")
        let push = try #require(profile.engines.first { $0.engine == .push })
        #expect(push.steps.map { $0.counts.changedProperties.contains("Counter.n") } == [false, false, true, false, false, true])
        #expect(push.steps.map(\.counts.total.staleViews) == [0, 0, 1, 1, 1, 1])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Label` was left stale under push (ObservableObject): it read `Counter.n`, which changed in "
                              + "`write 1` and `write 2`, and did not re-run"), "\(text)")
    }
}

extension AdvisorTests {
    /// A SwiftData `@Model` property that no body read is not told to become `@ObservationIgnored`:
    /// in a `@Model` the opt-out is `@Transient`, which would also stop the value being saved.
    @Test func aModelsUnreadPropertyIsNotToldToOptOut() throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Entry {
            var startedAt: Double
            var endedAt: Double?
            init(startedAt: Double) { self.startedAt = startedAt }
        }
        struct EntryRow: View {
            let entry: Entry
            var body: some View { Text("started \\(entry.startedAt)") }
        }
        let entry = Entry(startedAt: 1)
        Redraw.root { EntryRow(entry: entry) }
        Redraw.step("end it") { entry.endedAt = 2 }
        """
        let profile = try Self.profile(source, name: "advisor-model")
        #expect(profile.swiftDataModels == ["Entry"])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Entry.endedAt` is tracked and written 1 time, but no body read it (pull (@Observable)). "
                              + "It is a SwiftData `@Model` property, saved with the model"), "\(text)")
        #expect(!text.contains("`@ObservationIgnored`"), "\(text)")
    }
}

extension AdvisorTests {
    /// A view left stale under push by a SwiftData model's property (read through `@Query`, not
    /// held): SwiftData has no `ObservableObject` form on Apple's platforms, so the advisor says the
    /// push form misses it, instead of telling the user to hold the object through `@ObservedObject`.
    @Test func aSwiftDataModelsStaleViewUnderPushIsThePushFormsOwn() throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Chore { var done = false; init() {} }
        struct Screen: View {
            @Query private var chores: [Chore]
            var body: some View { Text("\\(chores.filter(\\.done).count) done") }
        }
        let container = try! ModelContainer(for: Chore.self)
        let chore = Chore()
        container.mainContext.insert(chore)
        Redraw.root { Screen().modelContainer(container) }
        Redraw.step("finish") { chore.done = true }
        """
        let text = MarkdownAdvisor.render(try Self.profile(source, name: "advisor-model-stale"))
        #expect(text.contains("- `Screen` was left stale under push (ObservableObject): it read `Chore.done`, which changed in "
                              + "`finish`, and did not re-run. `Chore` is a SwiftData `@Model`"), "\(text)")
        #expect(!text.contains("@ObservedObject"), "\(text)")
    }
}

extension AdvisorTests {
    /// A built-in control left stale under push (a TextField whose binding reads a `@Published`
    /// property of an object its parent holds as a plain `let`) is not told to hold the object: the
    /// view that makes the binding is.
    @Test func aStaleControlPointsAtTheViewThatMakesItsBinding() throws {
        let source = """
        final class Profile: ObservableObject { @Published var name = "a" }
        struct Editor: View {
            let profile: Profile
            var body: some View { TextField("Name", text: Binding(get: { profile.name }, set: { profile.name = $0 })) }
        }
        let profile = Profile()
        Redraw.root { Editor(profile: profile) }
        Redraw.step("rename") { profile.name = "b" }
        """
        let text = MarkdownAdvisor.render(try Self.profile(source, name: "advisor-stale-control"))
        #expect(text.contains("- `TextField` was left stale under push (ObservableObject): it read `Profile.name`, which changed in "
                              + "`rename`, and did not re-run, so it shows the old value. It is a built-in control"), "\(text)")
    }
}

extension AdvisorTests {
    /// Claim (a)'s reason says that under push not every view listed held the object: the holder's
    /// re-run re-ran the views it handed new inputs. Push: Screen holds the counter and re-runs, and
    /// Row's closure is never equal, so Row re-runs after it (2); pull: no body read `n` (0).
    @Test func claimAsReasonCountsTheViewsAHolderHandedNewInputs() throws {
        let source = """
        final class Counter: ObservableObject { @Published var n = 0 }
        struct Row: View {
            let action: () -> Void
            var body: some View { Button("Go", action: action) }
        }
        struct Screen: View {
            @ObservedObject var counter: Counter
            var body: some View { VStack { Text("x"); Row { counter.n += 1 } } }
        }
        let counter = Counter()
        Redraw.root { Screen(counter: counter) }
        Redraw.step("write") { counter.n = 5 }
        """
        let markdown = MarkdownExporter().render(try Self.profile(source, name: "claim-handed"))
        #expect(markdown.contains("under push, write Counter.n notified every view holding the written object (and 1 body of "
                                  + "views they handed inputs that compared unequal ran after them; a closure, and a value that is not "
                                  + "`Equatable`, never compares equal)"), "\(markdown)")
    }
}

extension AdvisorTests {
    /// A `@Published` write of the value already there still sends `objectWillChange` (the setter
    /// does not compare): a validation that re-publishes an unchanged `canSubmit` at every keystroke
    /// re-runs every holder under push for nothing (a tester's sign-up form: 9 such notifications in
    /// one step). The advisor names it with the writes and push's re-runs.
    /// Push: "type" writes `name` (changed), whose `didSet` writes `canSubmit = !name.isEmpty` —
    /// true → true, equal; "retype" the same: 2 equal writes of `canSubmit`, each a notification.
    @Test func anEqualPublishedWriteIsNamed() throws {
        let source = """
        final class SignUp: ObservableObject {
            @Published var name = "a" { didSet { canSubmit = !name.isEmpty } }
            @Published var canSubmit = true
        }
        struct Form: View {
            @ObservedObject var model: SignUp
            var body: some View { Text(model.name + (model.canSubmit ? "" : "!")) }
        }
        let model = SignUp()
        Redraw.root { Form(model: model) }
        Redraw.step("type") { model.name = "ab" }
        Redraw.step("retype") { model.name = "abc" }
        """
        let profile = try Self.profile(source, name: "advisor-equal-writes")
        let usage = try #require(profile.engine(.push)?.propertyUsage)
        #expect(usage.equalPublishedWrites == ["SignUp.canSubmit": 2])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `SignUp.canSubmit` was written 2 times with the value it already held, and under push each write "
                              + "sent `objectWillChange` all the same"), "\(text)")
        // Pull: the macro compared and did not notify; its usage records no `@Published` write.
        #expect(profile.engine(.pull)?.propertyUsage?.equalPublishedWrites.isEmpty == true)
        #expect(profile.engine(.pull)?.propertyUsage?.equalInPlaceWrites.isEmpty == true)
    }

    /// An equal value stored in place — `prices[0] = prices[0]`, a sort of a sorted array — goes
    /// through the macro's `_modify`, which calls `withMutation` whatever it stores (the expansion:
    /// `_modify { access(keyPath:); _$observationRegistrar.willSet…; defer { didSet… }; yield &_prices }`),
    /// while its setter compares an `Equatable` value first. So under pull the in-place write
    /// notifies and the plain assignment does not: Board re-runs at "sort a sorted array" and not at
    /// "assign equal". Push re-runs Board at both (`@Published` never compares). The Advisor said
    /// "the macro skips an equal assignment" of both and advised `if prices != new` for a sort
    /// (trial AW-4): it now tells the in-place writes apart, from pull's `equalInPlaceWrites`.
    @Test func anEqualWriteMadeInPlaceIsToldItNotifiesUnderPullToo() throws {
        let source = """
        final class Ticker: ObservableObject { @Published var prices: [Double] = [1, 2, 3] }
        struct Board: View {
            @ObservedObject var ticker: Ticker
            var body: some View { Text("\\(ticker.prices.count)") }
        }
        let ticker = Ticker()
        Redraw.root { Board(ticker: ticker) }
        Redraw.step("assign equal") { ticker.prices = ticker.prices }
        Redraw.step("sort a sorted array") { ticker.prices.sort() }
        """
        let profile = try Self.profile(source, name: "advisor-equal-in-place")
        #expect(profile.engine(.push)?.propertyUsage?.equalPublishedWrites == ["Ticker.prices": 2])
        #expect(profile.engine(.pull)?.propertyUsage?.equalInPlaceWrites == ["Ticker.prices": 1])
        func bodies(_ engine: EngineKind, _ step: String) -> Int? {
            profile.engine(engine)?.steps.first { $0.step == step }?.counts.total.bodyEvaluations
        }
        #expect([bodies(.push, "assign equal"), bodies(.push, "sort a sorted array")] == [1, 1])
        #expect([bodies(.pull, "assign equal"), bodies(.pull, "sort a sorted array")] == [0, 1])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("Under pull 1 of them was made in place (a subscript, a mutating method such as `sort`), through the "
                              + "macro's `_modify`, which notifies whatever it stores"), "\(text)")
        #expect(text.contains("(the other write, a plain assignment of an equal value, the macro skipped under pull)."), "\(text)")
        #expect(!text.contains("Assign only a changed value"), "\(text)")
    }
}

extension AdvisorTests {
    /// A computed property of one model that reads another model it holds (a cart's total over a
    /// catalog's prices). Push: `TotalView` holds the cart, whose `objectWillChange` is not sent when
    /// the catalog's `prices` changes (update-cycle, the push engine: only the objects a view holds
    /// notify it), so it is left stale, reached through `Cart.total`; `PriceView` reads the catalog
    /// through `cart.catalog` itself, stale for the same reason, but not through a computed property.
    /// Pull: both reads are tracked through the catalog's registrar, nothing is stale.
    @Test func aStaleViewReachedThroughAComputedPropertyOfAnotherModelIsNamedByIt() throws {
        let source = """
        final class Catalog: ObservableObject { @Published var prices: [String: Double] = ["apple": 1] }
        final class Cart: ObservableObject {
            let catalog: Catalog
            @Published var items = ["apple"]
            init(catalog: Catalog) { self.catalog = catalog }
            var total: Double { items.reduce(0) { $0 + (self.catalog.prices[$1] ?? 0) } }
        }
        struct TotalView: View {
            @ObservedObject var cart: Cart
            var body: some View { Text("Total \\(cart.total)") }
        }
        struct PriceView: View {
            @ObservedObject var cart: Cart
            var body: some View { Text("Apple \\(cart.catalog.prices["apple"] ?? 0)") }
        }
        let cart = Cart(catalog: Catalog())
        Redraw.root { VStack { TotalView(cart: cart); PriceView(cart: cart) } }
        Redraw.step("raise") { cart.catalog.prices["apple"] = 3 }
        """
        let profile = try Self.profile(source, name: "advisor-computed-over-model")
        #expect(profile.computedOverModels == [ComputedOverModel(type: "Cart", property: "total", holder: "catalog", heldType: "Catalog",
                                                                 reads: ["prices"], line: 6, readers: ["TotalView"])])
        let text = MarkdownAdvisor.render(profile)
        let lines = text.split(separator: "\n")
        let total = try #require(lines.first { $0.contains("`TotalView` was left stale under push") })
        #expect(total.contains("Here it reached it through `Cart.total` (line 6), a computed property that reads `catalog.prices`: "
                               + "`Cart`'s `objectWillChange` is not sent when the `Catalog` it holds changes"), "\(total)")
        let price = try #require(lines.first { $0.contains("`PriceView` was left stale under push") })
        #expect(!price.contains("computed property"), "\(price)")
        #expect(!text.contains("under pull (@Observable): it read"), "\(text)")
    }
}

extension AdvisorTests {
    /// Claim (a) on a step whose push stale views all read a SwiftData model: the reason says that
    /// `@Model` has no `ObservableObject` form, so they are the push form's misses, not a plain
    /// property's or another object's (a tester's claims table said so of a view fed by `@Query`).
    /// Pull: ListView read `title` through its query and re-runs (1); push: its `@Query` holds no
    /// object, it is stale (1 stale, 0 bodies).
    @Test func claimAsReasonForAStaleSwiftDataViewNamesTheModel() throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Item {
            var title: String
            init(title: String) { self.title = title }
        }
        struct ListView: View {
            @Query var items: [Item]
            var body: some View { VStack { ForEach(items) { Text($0.title) } } }
        }
        let container = try! ModelContainer(for: Item.self)
        let item = Item(title: "a")
        container.mainContext.insert(item)
        Redraw.root { ListView().modelContainer(container) }
        Redraw.step("rename") { item.title = "b" }
        """
        let markdown = MarkdownExporter().render(try Self.profile(source, name: "claim-swiftdata-stale"))
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| rename |") && $0.contains("stale") })
        #expect(row.contains("push left 1 view stale in this step, each reading a SwiftData `@Model`'s property"), "\(row)")
        #expect(!row.contains("a protocol-typed property"), "\(row)")
    }
}

extension AdvisorTests {
    /// A view push left stale that re-runs a step later is a catch-up: push's count there may hold
    /// updates pull made earlier. Push: Header holds `store` (`@ObservedObject`) and reads
    /// `store.settings.theme` of an object it does not hold: "theme" leaves it stale (0 bodies);
    /// "other" writes `store.unrelated`, and Header re-runs for the store's send (1), stale no more
    /// (caught up 1). Pull: "theme" re-runs Header (1); "other" — Header read no `unrelated` — 0.
    @Test func aStepWherePushCatchesUpAStaleViewIsMarked() throws {
        let source = """
        @Observable final class Settings { var theme = "light" }
        @Observable final class Store {
            var unrelated = 0
            let settings = Settings()
        }
        struct Header: View {
            var store: Store
            var body: some View { Text(store.settings.theme) }
        }
        let store = Store()
        Redraw.root { Header(store: store) }
        Redraw.step("theme") { store.settings.theme = "dark" }
        Redraw.step("other") { store.unrelated += 1 }
        """
        let profile = try Self.profile(source, name: "catch-up")
        let push = try #require(profile.engine(.push)), pull = try #require(profile.engine(.pull))
        #expect(push.steps.map(\.counts.caughtUp) == [0, 0, 1])
        #expect(pull.steps.map(\.counts.caughtUp) == [0, 0, 0])
        let markdown = MarkdownExporter().render(profile)
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| other |") && $0.contains("fewer") })
        #expect(row.contains("push also re-ran 1 view it had left stale in an earlier step"), "\(row)")
        let summary = TerminalSummary.render(profile)
        #expect(summary.split(separator: "\n").contains { $0.contains("other") && $0.contains("%†") }, "\(summary)")
    }

    /// A step where push missed an update is marked † in the report's table and in the index, not
    /// only in the terminal, and claim (a)'s reason says so where the counts are equal (trial BD-1:
    /// "0 %" and "20 % fewer" read as "no gain"). Push: Parent observes `store`, Child holds it as a
    /// plain `let` (update-cycle.md, push engine: subscribes to nothing). "bump count": the send
    /// re-runs Parent (1), Child is skipped (same object) and stale. Pull: only Child read `count`: 1.
    @Test func aStepWherePushMissedAnUpdateIsMarkedInTheReportAndTheIndex() throws {
        let source = """
        final class Store: ObservableObject {
            @Published var count = 0
            @Published var title = "T"
        }
        struct Child: View {
            let store: Store
            var body: some View { Text("count \\(store.count)") }
        }
        struct Parent: View {
            @ObservedObject var store: Store
            var body: some View { VStack { Text(store.title); Child(store: store) } }
        }
        let store = Store()
        Redraw.root { Parent(store: store) }
        Redraw.step("bump count") { store.count += 1 }
        """
        let profile = try Self.profile(source, name: "missed-update-marks")
        #expect(profile.engine(.push)?.steps.last?.counts.total.bodyEvaluations == 1)
        #expect(profile.engine(.pull)?.steps.last?.counts.total.bodyEvaluations == 1)
        let markdown = MarkdownExporter().render(profile)
        let measured = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| bump count | 1 | 1 | 1 |") })
        #expect(measured.contains("| 0 % † |"), "\(measured)")
        #expect(markdown.contains("\n† one engine left more views stale in this step than the other"), "\(markdown)")
        let claimA = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| bump count |") && $0.contains("as many bodies") })
        #expect(claimA.contains("push also left 1 view stale — an update pull made —"), "\(claimA)")
        let index = ReportIndex.render([IndexEntry(profile, report: "missed-update-marks.md")])
        #expect(index.contains("| 0 % † |"), "\(index)")
        #expect(index.contains("† In some steps one engine left more views stale than the other"), "\(index)")
    }
}

extension AdvisorTests {
    /// A feed that makes its elements anew at each tick, each with a new `UUID()` (a tester's
    /// LiveStockDemo, trial AW-6): every id of the `List`'s `ForEach` is replaced while the count
    /// stays 3, which on a device removes and inserts every row; its rows are `Text`s with no node,
    /// so no created or destroyed count shows it. "tick" and "tick again" each replace all 3 (one
    /// evaluation each: the feed's holder re-runs and hands the List new content); "add" appends a
    /// fourth (three ids kept): not a replacement. Noted twice, the Advisor names the `ForEach`.
    @Test func aForEachWhoseIdsAreAllReplacedIsNamed() throws {
        let source = """
        struct Quote: Identifiable { let id = UUID(); var symbol: String; var price: Double }
        final class Feed: ObservableObject {
            @Published var quotes = ["A", "B", "C"].map { Quote(symbol: $0, price: 1) }
            func tick() { quotes = quotes.map { Quote(symbol: $0.symbol, price: $0.price + 1) } }
        }
        struct Board: View {
            @ObservedObject var feed: Feed
            var body: some View { List(feed.quotes) { Text("\\($0.symbol) \\($0.price)") } }
        }
        let feed = Feed()
        Redraw.root { Board(feed: feed) }
        Redraw.step("tick") { feed.tick() }
        Redraw.step("tick again") { feed.tick() }
        Redraw.step("add") { feed.quotes.append(Quote(symbol: "D", price: 1)) }
        """
        let profile = try Self.profile(source, name: "advisor-replaced-ids")
        for engine in profile.engines {
            let replaced = engine.steps.map { $0.counts.replacedRows["List in Board"] }
            #expect(replaced == [nil, RowReplacement(evaluations: 1, rows: 3), RowReplacement(evaluations: 1, rows: 3), nil],
                    "\(engine.engine): \(replaced)")
        }
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `List in Board` gave all of its rows new ids, keeping their number, 2 times: in `tick` (3 rows), "
                              + "`tick again` (3 rows). If they are the same items updated"), "\(text)")
    }
}

extension AdvisorTests {
    /// What `run` notes before the counts — a `Canvas` whose renderer never runs — is in the report's
    /// header too (trial AZ-5: it was on the terminal only, and a report reader took "no view was left
    /// stale" to cover the canvas).
    @Test func aCanvasNoteIsInTheReportsHeader() throws {
        let source = """
        struct Dial: View {
            @State private var angle = 0.0
            var body: some View {
                Canvas { context, size in _ = angle }
            }
        }
        Redraw.root { Dial() }
        """
        let markdown = MarkdownExporter().render(try Self.profile(source, name: "canvas-note"))
        let header = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("Scenario `") }, "\(markdown)")
        #expect(header.contains(". Note: `Canvas` (line 4) draws with a renderer Redraw never runs"), "\(header)")
    }
}
