// One test per rule of ../shared/design/update-cycle.md, end to end:
// a scenario source in, counts out, under the engine(s) the rule concerns.
// Each expected count is derived in a comment from the rule it pins.

import RedrawResults
import Testing

@Suite struct PushEngineRules {
    static let source = """
    class Profile: ObservableObject {
        @Published var name = "Anna"
        @Published var count = 0
        var cache = ""
    }
    struct Header: View {
        @ObservedObject var profile: Profile
        var body: some View { Text(profile.name) }
    }
    struct Screen: View {
        @StateObject var profile: Profile
        var body: some View {
            VStack { Header(profile: profile) }
        }
    }
    let profile = Profile()
    Redraw.root { Screen(profile: profile) }
    Redraw.step("unread published") { profile.count += 1 }
    Redraw.step("equal write") { profile.name = "Anna" }
    Redraw.step("unpublished") { profile.cache = "x" }
    Redraw.step("two writes") { profile.count = 5; profile.name = "Bo" }
    """

    /// Whole-object invalidation: every subscriber re-runs, whatever its body reads.
    @Test func anyPublishedWriteInvalidatesEverySubscriber() throws {
        let r = try run(Self.source, .push)
        // Screen (@StateObject) and Header (@ObservedObject) both subscribe to `profile`:
        // one send invalidates both, though neither reads `count`.
        #expect(r.bodies("unread published", "Screen") == 1)
        #expect(r.bodies("unread published", "Header") == 1)
        #expect(r.total("unread published").notifications == 1)
        #expect(r.total("unread published").invalidations == 2)
    }

    /// `@Published` does not compare: an equal value still sends.
    @Test func equalWriteStillSends() throws {
        let r = try run(Self.source, .push)
        #expect(r.total("equal write").notifications == 1)
        #expect(r.total("equal write").bodyEvaluations == 2)
    }

    /// A property without `@Published` sends nothing.
    @Test func unpublishedPropertySendsNothing() throws {
        let r = try run(Self.source, .push)
        #expect(r.total("unpublished").notifications == 0)
        #expect(r.total("unpublished").bodyEvaluations == 0)
    }

    /// Two sends in one frame: notifications are counted before de-duplication, invalidations
    /// once per node per frame, and each node's body runs once (ancestor first, child reached
    /// through it is not evaluated again).
    @Test func severalWritesInOneFrameCostOneEvaluation() throws {
        let r = try run(Self.source, .push)
        #expect(r.total("two writes").notifications == 2)
        #expect(r.total("two writes").invalidations == 2)
        #expect(r.bodies("two writes", "Screen") == 1)
        #expect(r.bodies("two writes", "Header") == 1)
    }

    /// Subscriptions are held for the node's lifetime: one per (node, object).
    @Test func dependenciesAreSubscriptions() throws {
        let r = try run(Self.source, .push)
        #expect(r.total("initial render").dependencies == 2)
    }
}

@Suite struct PullEngineRules {
    static let source = """
    @Observable class Profile {
        var name = "Anna"
        var count = 0
        var showCount = false
        @ObservationIgnored var cache = ""
        var greeting: String { "Hello, " + name }
    }
    struct Header: View {
        var profile: Profile
        var body: some View {
            VStack {
                Text(profile.greeting)
                if profile.showCount {
                    Text("\\(profile.count)")
                }
            }
        }
    }
    let profile = Profile()
    Redraw.root { Header(profile: profile) }
    Redraw.step("unread property") { profile.count += 1 }
    Redraw.step("through computed") { profile.name = "Bo" }
    Redraw.step("equal write") { profile.name = "Bo" }
    Redraw.step("ignored") { profile.cache = "x" }
    Redraw.step("take branch") { profile.showCount = true }
    Redraw.step("now read") { profile.count += 1 }
    Redraw.step("two writes") { profile.count += 1; profile.name = "Cy" }
    """

    /// A property the body never read invalidates nothing; a branch not taken adds nothing.
    @Test func unreadPropertyAndBranchNotTakenInvalidateNothing() throws {
        let r = try run(Self.source, .pull)
        // `count` is read only inside `if profile.showCount`, which is false: no dependency.
        #expect(r.total("unread property").invalidations == 0)
        #expect(r.total("unread property").bodyEvaluations == 0)
        #expect(r.total("unread property").notifications == 0)
    }

    /// Reads through a computed property are reads of the stored properties behind it.
    @Test func readsThroughComputedProperties() throws {
        let r = try run(Self.source, .pull)
        #expect(r.bodies("through computed", "Header") == 1)
    }

    /// An equal-value write does not notify (Swift 6.2+ `@Observable` compares first).
    @Test func equalWriteDoesNotNotify() throws {
        let r = try run(Self.source, .pull)
        #expect(r.total("equal write").notifications == 0)
        #expect(r.total("equal write").bodyEvaluations == 0)
    }

    /// `@ObservationIgnored` is not tracked.
    @Test func ignoredPropertyInvalidatesNothing() throws {
        let r = try run(Self.source, .pull)
        #expect(r.total("ignored").bodyEvaluations == 0)
    }

    /// Dependencies are rebuilt on every evaluation: once the branch is taken, `count` is read.
    @Test func dependenciesFollowTheLatestEvaluation() throws {
        let r = try run(Self.source, .pull)
        // Initial render reads name (through greeting) and showCount: 2 tracked pairs.
        #expect(r.total("initial render").dependencies == 2)
        #expect(r.bodies("take branch", "Header") == 1)
        // After the branch is taken: name, showCount, count.
        #expect(r.total("take branch").dependencies == 3)
        #expect(r.bodies("now read", "Header") == 1)
    }

    /// `onChange` fires at most once per tracking: the second write of the frame finds the node
    /// already invalid and its tracking spent; one notification, one evaluation.
    @Test func onChangeFiresOncePerTracking() throws {
        let r = try run(Self.source, .pull)
        #expect(r.total("two writes").notifications == 1)
        #expect(r.total("two writes").invalidations == 1)
        #expect(r.bodies("two writes", "Header") == 1)
    }
}

@Suite struct ArrayAndStructRules {
    static let source = """
    struct Todo: Identifiable {
        var id: Int
        var title: String
        var done = false
    }
    @Observable class Store {
        var todos: [Todo] = (0..<3).map { Todo(id: $0, title: "T\\($0)") }
        var note = ""
    }
    struct Row: View {
        let todo: Todo
        var body: some View { Text(todo.title) }
    }
    struct Count: View {
        var store: Store
        var body: some View { Text("\\(store.todos.count)") }
    }
    struct ListScreen: View {
        var store: Store
        var body: some View {
            VStack {
                Count(store: store)
                ForEach(store.todos) { todo in Row(todo: todo) }
            }
        }
    }
    let store = Store()
    Redraw.root { ListScreen(store: store) }
    Redraw.step("toggle one") { store.todos[1].done.toggle() }
    Redraw.step("retitle one") { store.todos[2].title = "changed" }
    Redraw.step("equal element write") { store.todos[0].title = "T0" }
    Redraw.step("append") { store.todos.append(Todo(id: 3, title: "T3")) }
    Redraw.step("remove first") { store.todos.remove(at: 0) }
    """

    /// A struct element written in an array is a write of the whole array property: every reader
    /// of `todos` re-runs (ListScreen and Count), under both engines.
    @Test(arguments: EngineKind.allCases)
    func structElementWriteInvalidatesEveryReaderOfTheArray(engine: EngineKind) throws {
        let r = try run(Self.source, engine)
        #expect(r.bodies("toggle one", "ListScreen") == 1)
        // Count's input `store` is the same object: it is reached through ListScreen's
        // reconciliation; it runs because it is itself invalidated (it reads todos.count under
        // pull; under push it subscribes to store, mapped from a plain property of an
        // @Observable type).
        #expect(r.bodies("toggle one", "Count") == 1)
        // `done` is not shown, so each Row's input (a Todo value) changed only for row 1:
        // row 1 re-runs, rows 0 and 2 are skipped with equal inputs.
        #expect(r.bodies("toggle one", "Row") == 1)
        #expect(r.step("toggle one").counts.perViewType["Row"]?.skipped == 2)
        #expect(r.bodies("retitle one", "Row") == 1)
    }

    /// An element write that leaves the array equal still notifies under pull: the real
    /// `@Observable` macro routes `todos[0].title = …` through the property's `_modify`
    /// accessor, which calls `access`, `willSet` and `didSet` with no comparison (see the
    /// expansion of `@ObservationTracked` with `swiftc -Xfrontend -dump-macro-expansions`;
    /// only the `set` accessor is guarded by `shouldNotifyObservers`). The interpreter
    /// compared the arrays and reported 0 here; that was its rule, not the macro's.
    @Test func equalElementWrite() throws {
        // pull: ListScreen and Count read `todos`: both invalidated, both re-run; rows skipped
        // (their Todo inputs are equal).
        #expect(try run(Self.source, .pull).total("equal element write").bodyEvaluations == 2)
        #expect(try run(Self.source, .pull).total("equal element write").notifications == 2)
        // push: ListScreen and Count subscribe to store → 2 evaluations; rows skipped.
        #expect(try run(Self.source, .push).total("equal element write").bodyEvaluations == 2)
    }

    /// `ForEach` insert creates and evaluates the new identity; removal destroys the vanished one.
    @Test(arguments: EngineKind.allCases)
    func forEachInsertAndRemoveCreateAndDestroy(engine: EngineKind) throws {
        let r = try run(Self.source, engine)
        #expect(r.total("append").created == 1)
        #expect(r.bodies("append", "Row") == 1)
        #expect(r.total("remove first").destroyed == 1)
        #expect(r.total("remove first").created == 0)
        // Rows keep their identity (id), not their position: the 3 remaining rows are skipped.
        #expect(r.bodies("remove first", "Row") == 0)
        #expect(r.step("remove first").counts.perViewType["Row"]?.skipped == 3)
    }
}

@Suite struct ReconciliationRules {
    static let source = """
    @Observable class Model {
        var title = "a"
        var tick = 0
    }
    struct Plain: View {
        let label: String
        var body: some View { Text(label) }
    }
    struct WithClosure: View {
        let label: String
        let onTap: () -> Void
        var body: some View { Text(label) }
    }
    struct EquatableRow: View, Equatable {
        let label: String
        let onTap: () -> Void
        static func == (a: EquatableRow, b: EquatableRow) -> Bool { a.label == b.label }
        var body: some View { Text(label) }
    }
    struct Parent: View {
        var model: Model
        var body: some View {
            VStack {
                Text("\\(model.tick)")
                Plain(label: model.title)
                WithClosure(label: model.title, onTap: { model.tick += 1 })
                EquatableRow(label: model.title, onTap: { model.tick += 1 })
            }
        }
    }
    let model = Model()
    Redraw.root { Parent(model: model) }
    Redraw.step("parent re-runs") { model.tick += 1 }
    Redraw.step("title changes") { model.title = "b" }
    """

    /// Equal inputs skip; a closure input is never equal, unless the view is equatable, when
    /// only its `==` counts.
    @Test(arguments: EngineKind.allCases)
    func equalInputsSkipClosuresNeverEqual(engine: EngineKind) throws {
        let r = try run(Self.source, engine)
        #expect(r.bodies("parent re-runs", "Parent") == 1)
        #expect(r.bodies("parent re-runs", "Plain") == 0)
        #expect(r.bodies("parent re-runs", "WithClosure") == 1)
        #expect(r.bodies("parent re-runs", "EquatableRow") == 0)
        #expect(r.step("parent re-runs").counts.total.skipped == 2)
        #expect(r.bodies("title changes", "Plain") == 1)
        #expect(r.bodies("title changes", "EquatableRow") == 1)
    }

    static let optionals = """
    struct Genre { var name: String }                        // not Equatable
    struct Movie { var title: String; var genres: [Genre]? = nil; var onPick: (() -> Void)? = nil }
    @Observable class Model { var tick = 0; var picked: Genre? = nil }
    struct Row: View {
        let movie: Movie
        let genre: Genre?
        var body: some View { Text(movie.title) }
    }
    struct Parent: View {
        var model: Model
        let movie = Movie(title: "Dune")
        var body: some View {
            VStack {
                Text("\\(model.tick)")
                Row(movie: movie, genre: model.picked)
            }
        }
    }
    let model = Model()
    Redraw.root { Parent(model: model) }
    Redraw.step("parent re-runs") { model.tick += 1 }
    Redraw.step("a genre is picked") { model.picked = Genre(name: "Sci-fi") }
    Redraw.step("parent re-runs again") { model.tick += 1 }
    """

    /// An `Optional` of a non-`Equatable` value compares by its case, then its value (AttributeGraph
    /// compares an enum's tag, then its payload: FieldLayout.swift). "parent re-runs": Row's inputs
    /// are the same stored `movie` (its nil `genres` and nil `onPick`: nil and nil are equal) and a
    /// nil `genre`: Row is skipped (it re-ran, "never equal", before). "a genre is picked": nil
    /// becomes a value, Row re-runs. "parent re-runs again": the same `Genre` value, compared field
    /// by field: skipped. Push: Parent holds the model and re-runs on each write, as pull does.
    @Test(arguments: EngineKind.allCases)
    func anOptionalComparesByCaseThenValue(engine: EngineKind) throws {
        let r = try run(Self.optionals, engine, name: "optional-inputs")
        #expect(r.bodies("parent re-runs", "Parent") == 1)
        #expect(r.bodies("parent re-runs", "Row") == 0)
        #expect(r.bodies("a genre is picked", "Row") == 1)
        #expect(r.bodies("parent re-runs again", "Row") == 0)
    }

    static let plainData = """
    struct Stat: Identifiable { let id: Int; let change: Double? }   // plain data, not Equatable
    struct Tag: Equatable {                                          // plain data, `==` by `id` alone
        let id: Int
        var count: Int
        static func == (a: Tag, b: Tag) -> Bool { a.id == b.id }
    }
    @Observable class Model { var tick = 0; var tag = Tag(id: 1, count: 0); var offset = 0.0 }
    struct StatView: View {
        let stat: Stat
        var body: some View { Text("\\(stat.id)") }
    }
    struct Gauge: View {
        let value: Double
        var body: some View { Text("gauge") }
    }
    struct TagView: View {
        let tag: Tag
        var body: some View { Text("\\(tag.count)") }
    }
    struct Parent: View {
        var model: Model
        var body: some View {
            VStack {
                Text("\\(model.tick)")
                StatView(stat: Stat(id: 1, change: 0.0 / 0.0))
                Gauge(value: .nan)
                Gauge(value: model.offset)
                TagView(tag: model.tag)
            }
        }
    }
    let model = Model()
    Redraw.root { Parent(model: model) }
    Redraw.step("parent re-runs") { model.tick += 1 }
    Redraw.step("count changes") { model.tag = Tag(id: 1, count: 5) }
    Redraw.step("zero turns negative") { model.offset = -0.0 }
    """

    /// Plain data (`_isPOD`) compares by its bytes, field by field, whatever its `==` says — John
    /// Harper's account of SwiftUI's graph and Compute's `should_visit_fields` (FieldLayout.swift).
    /// "parent re-runs": Parent re-runs (it read `tick`; push: it holds the model). StatView's `Stat`
    /// holds the same NaN (0/0) and Gauge the same `.nan`: the same bytes, skipped (by `==`, a NaN
    /// is never equal to itself, and both re-ran). The other Gauge and TagView: equal, skipped.
    /// "count changes": `tag` is assigned a `Tag` whose `==` says equal (the same `id`). Under pull
    /// the macro's setter asks `shouldNotifyObservers`, which uses `==`: nothing notifies, 0 bodies
    /// (an in-place `model.tag.count = 5` would notify: `_modify` does not compare). Under push the
    /// write sends: Parent re-runs, and TagView's `tag` differs in its bytes (`count` 0 → 5): it
    /// re-runs, where `==` would have skipped it and left it showing 0.
    /// "zero turns negative": `offset` 0.0 → -0.0. Pull: `==` says equal, no notification: 0.
    /// Push: Parent re-runs; Gauge's `value` bytes differ (the sign bit): it re-runs too.
    @Test(arguments: EngineKind.allCases)
    func plainDataComparesByItsBytes(engine: EngineKind) throws {
        let r = try run(Self.plainData, engine, name: "plain-data-inputs")
        #expect(r.bodies("parent re-runs", "Parent") == 1)
        #expect(r.bodies("parent re-runs", "StatView") == 0)
        #expect(r.bodies("parent re-runs", "Gauge") == 0)
        #expect(r.bodies("parent re-runs", "TagView") == 0)
        #expect(r.total("parent re-runs").skipped == 4)
        #expect(r.total("count changes").bodyEvaluations == (engine == .push ? 2 : 0))
        #expect(r.bodies("count changes", "TagView") == (engine == .push ? 1 : 0))
        #expect(r.total("zero turns negative").bodyEvaluations == (engine == .push ? 2 : 0))
        #expect(r.bodies("zero turns negative", "Gauge") == (engine == .push ? 1 : 0))
    }

    /// A plain enum that is not `Equatable` compares by its bytes — its case and its payload, as
    /// AttributeGraph compares an enum (FieldLayout.swift); it was never equal, so its view re-ran
    /// with every re-run of its parent (a tester's SwiftData movies app, `ComposabeListView`).
    /// "parent re-runs": Parent (push: it holds the model; pull: it read `tick`) and nothing else:
    /// both filter views hold the same case and payload, skipped. "the filter changes": `.recent(3)`
    /// → `.recent(4)`, a payload of other bytes: that view re-runs (pull: Parent read `days`).
    @Test(arguments: EngineKind.allCases)
    func aPlainEnumComparesByCaseAndPayload(engine: EngineKind) throws {
        let source = """
        enum Filter { case none, recent(Int) }                     // not Equatable
        @Observable class Model { var tick = 0; var days = 3 }
        struct FilterView: View {
            let filter: Filter
            var body: some View { Text("filter") }
        }
        struct Parent: View {
            var model: Model
            var body: some View {
                VStack {
                    Text("\\(model.tick)")
                    FilterView(filter: .none)
                    FilterView(filter: .recent(model.days))
                }
            }
        }
        let model = Model()
        Redraw.root { Parent(model: model) }
        Redraw.step("parent re-runs") { model.tick += 1 }
        Redraw.step("the filter changes") { model.days = 4 }
        """
        let r = try run(source, engine, name: "enum-inputs")
        #expect(r.bodies("parent re-runs", "Parent") == 1)
        #expect(r.bodies("parent re-runs", "FilterView") == 0)
        #expect(r.metrics("parent re-runs", "FilterView").skipped == 2)
        #expect(r.bodies("the filter changes", "FilterView") == 1)
    }

    /// A view model held through a protocol (`let model: any Model`, the pattern of view models
    /// behind protocols) compares by the object the existential holds, by identity: the same object
    /// is an equal input. It was never equal, so such a child re-ran with every re-run of its parent
    /// (a tester's Pexels feed screen, under both engines).
    /// "tick": Host re-runs (it read `tick`; push: it owns the model). The three children get the
    /// same object: under pull all three are skipped (they read `title`, not written); under push
    /// ChildConcrete holds it as `@ObservedObject` (a plain `let` of a model of a pull-written file)
    /// and is notified: 1; the protocol-typed ones are plain, skipped. Pull 1, push 2.
    @Test(arguments: EngineKind.allCases)
    func anExistentialComparesByTheObjectItHolds(engine: EngineKind) throws {
        let source = """
        protocol Model { var title: String { get } }
        protocol ModelObject: AnyObject { var title: String { get } }
        @Observable final class VM: Model, ModelObject { var tick = 0; var title = "a" }
        struct ChildAny: View { let model: any Model; var body: some View { Text(model.title) } }
        struct ChildClassBound: View { let model: any ModelObject; var body: some View { Text(model.title) } }
        struct ChildConcrete: View { let model: VM; var body: some View { Text(model.title) } }
        struct Host: View {
            @State var model = VM()
            var body: some View {
                VStack {
                    Text("\\(model.tick)")
                    ChildAny(model: model)
                    ChildClassBound(model: model)
                    ChildConcrete(model: model)
                }
            }
        }
        Redraw.root { Host() }
        Redraw.step("tick") { let m: VM = Redraw.state(of: Host.self, "model"); m.tick += 1 }
        """
        let r = try run(source, engine, name: "existential-inputs")
        #expect(r.bodies("tick", "ChildAny") == 0)
        #expect(r.bodies("tick", "ChildClassBound") == 0)
        #expect(r.total("tick").bodyEvaluations == (engine == .pull ? 1 : 2))
    }

    /// Content of several views is a `TupleView`, whose value is a tuple: compared element by element,
    /// as a struct (Compute's metadata visitor walks a tuple's elements as a struct's fields:
    /// FieldLayout.swift). A card holding `Text`s, and a `value:` link whose label has an `if`, are
    /// skipped when their parent re-runs with the same content — both re-ran, "never equal", before.
    @Test(arguments: EngineKind.allCases)
    func severalViewsCompareElementByElement(engine: EngineKind) throws {
        let source = """
        @Observable final class Model { var tick = 0 }
        struct Item: Hashable { let id: Int; let name: String }
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { VStack { content } }
        }
        struct Parent: View {
            var model: Model
            let item = Item(id: 1, name: "A")
            var body: some View {
                NavigationStack {
                    Text("\\(model.tick)")
                    Card { Text("title"); Text("subtitle") }
                    NavigationLink(value: item) { HStack { Text(item.name); if item.id == 1 { Spacer() } } }
                }
                .navigationDestination(for: Item.self) { Text($0.name) }
            }
        }
        let model = Model()
        Redraw.root { Parent(model: model) }
        Redraw.step("parent re-runs") { model.tick += 1 }
        """
        // Parent re-runs (push: it holds the model; pull: it read `tick`). The card's content and the
        // link's value and label are equal: both are skipped, and nothing else re-runs.
        let r = try run(source, engine, name: "tuple-inputs")
        #expect(r.bodies("parent re-runs", "Parent") == 1)
        #expect(r.bodies("initial render", "Card<TupleView<(Text, Text)>>") == 1)
        #expect(r.bodies("parent re-runs", "Card<TupleView<(Text, Text)>>") == 0)
        #expect(r.bodies("parent re-runs", "NavigationLink") == 0)
        #expect(r.total("parent re-runs").skipped == 2)
    }

    /// Every body evaluation has a cause: the write, the parent, or creation.
    @Test func causesAreRecorded() throws {
        let r = try run(Self.source, .pull)
        let causes = r.step("parent re-runs").counts.causes
        #expect(causes[.write("Model", "tick")]?["Parent"] == 1)
        #expect(causes[.parent("Parent")]?["WithClosure"] == 1)
        #expect(r.step("initial render").counts.causes[.creation]?["Plain"] == 1)
    }

    /// A write during the render pass to what a node already evaluated in it depends on re-runs
    /// that node in a further pass of the frame (SwiftUI updates it again, after warning
    /// "Publishing changes from within view updates is not allowed"); it was marked invalid and
    /// never re-run (a tester's Focus Cookbook: a model's lazy cache filled by a body). "tap Go":
    /// Root re-runs for `flag`, Reader and Filler for their changed `flag`: 3; Filler's body fills
    /// `memo`. Push: that `@Published` write notifies every holder of the cache, Reader and Filler,
    /// both evaluated in this pass: they re-run in a further pass, 5 (Filler's second body finds the
    /// cache filled and writes nothing). Pull: the write happens inside Filler's tracked body,
    /// before its tracking is installed, and Reader read nothing: 3. "tap Other": Root alone, 1.
    @Test(arguments: EngineKind.allCases)
    func aWriteDuringTheRenderPassReRunsWhatItReachedInAFurtherPass(engine: EngineKind) throws {
        let source = """
        @Observable final class Cache {
            private var memo: [Int: String]? = nil
            static let shared = Cache()
            private init() {}
            subscript(i: Int) -> String? {
                if memo == nil { memo = [1: "one"] }
                return memo![i]
            }
        }
        struct Reader: View {
            var cache = Cache.shared
            let flag: Bool
            var body: some View { Text("reader \\(flag)") }
        }
        struct Filler: View {
            var cache = Cache.shared
            let flag: Bool
            var body: some View { Text(flag ? (cache[1] ?? "-") : "off") }
        }
        struct Root: View {
            @State private var flag = false
            @State private var other = 0
            var body: some View {
                VStack {
                    Button("Go") { flag = true }
                    Button("Other") { other += 1 }
                    Text("\\(other)")
                    Reader(flag: flag)
                    Filler(flag: flag)
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("Go")
        Redraw.tap("Other")
        """
        let r = try run(source, engine, name: "write-during-render")
        #expect(r.total("tap \"Go\"").bodyEvaluations == (engine == .push ? 5 : 3))
        #expect(r.bodies("tap \"Go\"", "Reader") == (engine == .push ? 2 : 1))
        #expect(r.total("tap \"Other\"").bodyEvaluations == 1)
    }
}

@Suite struct BindingAndStateRules {
    static let source = """
    @Observable class Search {
        var query = ""
        var results = 0
    }
    struct SearchField: View {
        @Bindable var search: Search
        var body: some View {
            HStack {
                TextField("Search", text: $search.query)
                Text("\\(search.results)")
            }
        }
    }
    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("\\(count)")
                Stepper("Count", value: $count)
                Label2()
            }
        }
    }
    struct Label2: View {
        var body: some View { Text("static") }
    }
    struct Screen: View {
        var search: Search
        var body: some View {
            VStack {
                SearchField(search: search)
                Counter()
            }
        }
    }
    let search = Search()
    Redraw.root { Screen(search: search) }
    Redraw.step("type") { search.query = "a" }
    Redraw.step("set state") { Redraw.setState(Counter.self, \\.count, 3) }
    Redraw.step("same state") { Redraw.setState(Counter.self, \\.count, 3) }
    """

    /// Creating a binding reads nothing; the control that reads through it is a node of its own,
    /// and under pull it alone updates.
    @Test func bindingControlUpdatesAloneUnderPull() throws {
        let r = try run(Self.source, .pull)
        #expect(r.bodies("type", "TextField") == 1)
        #expect(r.bodies("type", "SearchField") == 0)
        #expect(r.bodies("type", "Screen") == 0)
        #expect(r.step("type").counts.controlTypes.contains("TextField"))
    }

    /// Under push the holders of the object re-run; the control's binding saw a new value, so it
    /// is not equal and updates too.
    @Test func bindingControlUnderPush() throws {
        let r = try run(Self.source, .push)
        // Screen (plain `var search: Search` of an @Observable type → @ObservedObject) and
        // SearchField (@Bindable → @ObservedObject) subscribe: both re-run.
        #expect(r.bodies("type", "Screen") == 1)
        #expect(r.bodies("type", "SearchField") == 1)
        #expect(r.bodies("type", "TextField") == 1)
        // Counter has no inputs: equal, skipped.
        #expect(r.bodies("type", "Counter") == 0)
    }

    /// Writing a view's `@State` invalidates the views that read it, in both engines: `@State`
    /// is a tracked read. Counter read `count` in its body; the Stepper reads it through
    /// `$count`, so its own tracking fires too (2 invalidations). The Stepper is reached
    /// through Counter's reconciliation in the same pass and runs once; Label2's inputs are
    /// equal: skipped. Screen read nothing of Counter's state: not invalidated.
    @Test(arguments: EngineKind.allCases)
    func stateWriteInvalidatesItsReaders(engine: EngineKind) throws {
        let r = try run(Self.source, engine)
        #expect(r.total("set state").invalidations == 2)
        #expect(r.total("set state").notifications == 2)
        #expect(r.bodies("set state", "Counter") == 1)
        #expect(r.bodies("set state", "Stepper") == 1)
        #expect(r.bodies("set state", "Label2") == 0)
        #expect(r.bodies("set state", "Screen") == 0)
        #expect(r.total("same state").bodyEvaluations == 0)
    }

    /// A binding input compares by its place and the value it shows, that value by the field
    /// rules: a non-`Equatable` struct field by field, an `Optional` of a non-`Equatable` value
    /// (`Error?`, `(any P)?`) by its case, then its value. "bump" re-runs Screen alone (it read
    /// `n`), 1: each child and the modifier get the same place showing an equal value, skipped.
    /// They re-ran at every re-run of Screen (6 bodies; a tester's `.alert(error:)` modifier).
    /// "fail" writes `err`: push — Screen holds the object and re-runs, and R4 and the modifier
    /// get a binding showing a new value (nil → an error): 3; pull — nobody read `err` (making a
    /// binding reads nothing, and R4 and the modifier do not read theirs): 0.
    @Test(arguments: EngineKind.allCases)
    func aBindingToANonEquatableValueComparesByTheFieldRules(engine: EngineKind) throws {
        let source = """
        struct Foo { var s: String }
        protocol P {}
        struct Failure: Error {}
        struct R1: View { @Binding var v: Foo?; var body: some View { Text("R1") } }
        struct R2: View { @Binding var v: Foo; var body: some View { Text("R2") } }
        struct R3: View { @Binding var v: (any P)?; var body: some View { Text("R3") } }
        struct R4: View { @Binding var v: Error?; var body: some View { Text("R4") } }
        struct ErrorModifier: ViewModifier {
            @Binding var error: Error?
            func body(content: Content) -> some View { content }
        }
        @Observable final class M {
            var n = 0
            var foo: Foo? = nil
            var foo2 = Foo(s: "a")
            var p: (any P)? = nil
            var err: Error? = nil
        }
        struct Screen: View {
            @State var m = M()
            var body: some View {
                VStack {
                    Text("\\(m.n)")
                    R1(v: $m.foo); R2(v: $m.foo2); R3(v: $m.p); R4(v: $m.err)
                }
                .modifier(ErrorModifier(error: $m.err))
            }
        }
        Redraw.root { Screen() }
        Redraw.step("bump") { let m: M = Redraw.state(of: Screen.self, "m"); m.n += 1 }
        Redraw.step("fail") { let m: M = Redraw.state(of: Screen.self, "m"); m.err = Failure() }
        """
        let r = try run(source, engine, name: "non-equatable-binding")
        #expect(r.total("bump").bodyEvaluations == 1)
        #expect(r.bodies("bump", "Screen") == 1)
        #expect(r.bodies("fail", "Screen") == (engine == .push ? 1 : 0))
        #expect(r.bodies("fail", "R4") == (engine == .push ? 1 : 0))
        #expect(r.bodies("fail", "ErrorModifier") == (engine == .push ? 1 : 0))
        #expect(r.total("fail").bodyEvaluations == (engine == .push ? 3 : 0))
    }
}

@Suite struct EnvironmentRules {
    static let source = """
    @Observable class Settings {
        var theme = "light"
        var fontSize = 12
    }
    struct ThemeLabel: View {
        @Environment(Settings.self) var settings
        var body: some View { Text(settings.theme) }
    }
    struct Middle: View {
        var body: some View { ThemeLabel() }
    }
    struct App: View {
        var body: some View { Middle() }
    }
    let settings = Settings()
    Redraw.root { App().environment(settings) }
    Redraw.step("font size") { settings.fontSize = 14 }
    Redraw.step("theme") { settings.theme = "dark" }
    """

    /// Under pull, `@Environment(T.self)` subscribes to nothing: only the read property counts.
    @Test func environmentUnderPull() throws {
        let r = try run(Self.source, .pull)
        #expect(r.total("font size").bodyEvaluations == 0)
        #expect(r.bodies("theme", "ThemeLabel") == 1)
        #expect(r.bodies("theme", "App") == 0)
    }

    /// Under push (`@EnvironmentObject` after migration) the reader subscribes to the object:
    /// any published write re-runs it; the views above do not hold it.
    @Test func environmentUnderPush() throws {
        let r = try run(Self.source, .push)
        #expect(r.bodies("font size", "ThemeLabel") == 1)
        #expect(r.bodies("font size", "Middle") == 0)
        #expect(r.bodies("theme", "ThemeLabel") == 1)
    }
}

@Suite struct StaleViewRules {
    static let source = """
    class Item: ObservableObject, Identifiable {
        @Published var title = "a"
    }
    class Store: ObservableObject {
        @Published var items: [Item] = [Item(), Item()]
    }
    struct ItemRow: View {
        let item: Item
        var body: some View { Text(item.title) }
    }
    struct StoreView: View {
        @ObservedObject var store: Store
        var body: some View {
            ForEach(store.items) { item in ItemRow(item: item) }
        }
    }
    let store = Store()
    Redraw.root { StoreView(store: store) }
    Redraw.step("rename first") { store.items[0].title = "b" }
    """

    /// A child holding an `ObservableObject` as a plain `let` subscribes to nothing under push
    /// (and nested objects do not forward): it goes stale, and the report names the read.
    @Test func plainLetGoesStaleUnderPush() throws {
        let r = try run(Self.source, .push)
        #expect(r.total("rename first").bodyEvaluations == 0)
        #expect(r.total("rename first").staleViews == 1)
        #expect(r.step("rename first").counts.staleReads
            == [StaleView(viewType: "ItemRow", read: "Item.title", why: .objectNotObserved): 1])
    }

    /// A view that reaches an object through another (`store.items[0]`, read in StoreFirst's body)
    /// and holds no property of it: under push the object's `objectWillChange` reaches no
    /// subscription of the view — stale, and said so as "object not held", not as "holds its object
    /// without observing it" (a tester's movie cells, which observed their actor and read its movies).
    /// "rename first": `items[0].title` — a `@Published` write of the Item, whose holders are none;
    /// StoreFirst observes the Store, which did not change: 0 bodies, StoreFirst stale.
    @Test func anObjectReachedThroughAnotherIsNotHeld() throws {
        let source = """
        class Item: ObservableObject, Identifiable { @Published var title = "a" }
        class Store: ObservableObject { @Published var items: [Item] = [Item(), Item()] }
        struct StoreFirst: View {
            @ObservedObject var store: Store
            var body: some View { Text(store.items[0].title) }
        }
        let store = Store()
        Redraw.root { StoreFirst(store: store) }
        Redraw.step("rename first") { store.items[0].title = "b" }
        """
        let r = try run(source, .push, name: "object-not-held")
        #expect(r.total("rename first").bodyEvaluations == 0)
        #expect(r.step("rename first").counts.staleReads
            == [StaleView(viewType: "StoreFirst", read: "Item.title", why: .objectNotHeld): 1])
    }

    /// Holder keeps its `ObservableObject` in `@State`; a tap writes its `@Published` property.
    static let objectInState = """
    final class Counter: ObservableObject { @Published var n = 0 }
    struct Holder: View {
        @State var c = Counter()
        var body: some View { Button("inc \\(c.n)") { c.n += 1 } }
    }
    Redraw.root { Holder() }
    Redraw.tap("inc 0")
    """

    /// A view that keeps its `ObservableObject` in `@State` (`@State var c = Counter()`): under push
    /// `@State` re-runs its view when the property is given another object, and subscribes to none
    /// (update-cycle.md, push engine: the wrappers that subscribe are `@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`). "tap inc" writes `c.n`: 0 bodies, Holder stale — said as "kept in
    /// `@State`" (the Advisor's fix is `@StateObject`: RowAndInputAdvisorTests). Under pull `Counter` is `@Observable`, `@State`
    /// keeps it and Holder's body read `n`: 1 body, nothing stale.
    @Test(arguments: EngineKind.allCases)
    func anObjectKeptInStateIsSaidSo(_ engine: EngineKind) throws {
        let r = try run(Self.objectInState, engine, name: "object-in-state")
        #expect(r.total("tap \"inc 0\"").bodyEvaluations == (engine == .push ? 0 : 1))
        #expect(r.step("tap \"inc 0\"").counts.staleReads
            == (engine == .push ? [StaleView(viewType: "Holder", read: "Counter.n", why: .objectInState): 1] : [:]))
    }

    /// A plain `var` of an `ObservableObject` sends no `objectWillChange`, and the pull form keeps it
    /// untracked (`@ObservationIgnored`): the view that showed it goes stale under both engines, and
    /// the report says the property, not the way the object is held, is why.
    static let plainProperty = """
    final class Counter: ObservableObject {
        var hits = 0
        @Published var label = "a"
    }
    struct HitsView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("\\(counter.hits)") }
    }
    let counter = Counter()
    Redraw.root { HitsView(counter: counter) }
    Redraw.step("hit") { counter.hits += 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func anUnpublishedPropertyGoesStaleForWhatItIs(_ engine: EngineKind) throws {
        let r = try run(Self.plainProperty, engine, name: "unpublished-stale")
        #expect(r.total("hit").bodyEvaluations == 0)
        #expect(r.step("hit").counts.staleReads
            == [StaleView(viewType: "HitsView", read: "Counter.hits", why: .propertyNotObserved): 1])
    }

    /// A stale view stays stale until it re-runs: a later step that writes nothing still counts
    /// it, and names it as stale from an earlier step (claim (c) judges a step on its own).
    @Test func aStaleViewIsCarriedIntoLaterSteps() throws {
        let r = try run(Self.source + "\nRedraw.step(\"nothing\") { }\n", .push, name: "stale-carried")
        #expect(r.total("rename first").staleViews == 1)
        #expect(r.step("rename first").counts.staleFromEarlierSteps == 0)
        #expect(r.total("nothing").staleViews == 1)
        #expect(r.step("nothing").counts.staleFromEarlierSteps == 1)
    }

    /// Under pull the same `let` is tracked: the row re-runs and nothing is stale.
    @Test func plainLetIsTrackedUnderPull() throws {
        let r = try run(Self.source, .pull)
        #expect(r.bodies("rename first", "ItemRow") == 1)
        #expect(r.total("rename first").staleViews == 0)
    }

    /// Under pull, `@State var feed = Feed()` runs `Feed.init` in Parent's body, and its
    /// `store(in: &cancellables)` goes through the macro's `_modify`: a read of `cancellables`,
    /// then a write, inside Parent's evaluation. The rest of that body sees the write, so Parent
    /// is not a stale view of it (it was, in every later step Parent did not re-run).
    static let ownWrite = """
    import SwiftUI
    import Combine
    @Observable final class Feed {
        var items: [Int] = []
        private var cancellables = Set<AnyCancellable>()
        init() {
            Just([1, 2, 3]).sink { [weak self] in self?.items = $0 }.store(in: &cancellables)
        }
        func reload() { items.append(4) }
    }
    struct Child: View {
        @State private var feed = Feed()
        var body: some View {
            VStack {
                Text("\\(feed.items.count)")
                Button("Reload") { feed.reload() }
            }
        }
    }
    struct Parent: View {
        var body: some View { Child() }
    }
    Redraw.root { Parent() }
    Redraw.tap("Reload")
    """

    /// Two controls bound to fields of one `@Published` struct: typing into the field writes
    /// `todo`, which the Toggle also read through its binding. Push re-runs the editor; the Toggle
    /// is skipped (its binding still shows `false`) and is then no stale view — it shows what the
    /// model holds. It was one per step: its read of `todo` was older than the write.
    static let sharedStruct = """
    struct Todo: Equatable { var title = "a"; var done = false }
    final class Editor: ObservableObject { @Published var todo = Todo() }
    struct EditorView: View {
        @ObservedObject var editor: Editor
        var body: some View {
            Form {
                TextField("Title", text: $editor.todo.title)
                Toggle("Done", isOn: $editor.todo.done)
            }
        }
    }
    let editor = Editor()
    Redraw.root { EditorView(editor: editor) }
    Redraw.type("Title", "b")
    """

    @Test(arguments: EngineKind.allCases)
    func aSkippedControlShowingTheCurrentValueIsNotStale(_ engine: EngineKind) throws {
        let r = try run(Self.sharedStruct, engine, name: "shared-struct")
        let typing = "type \"b\" into \"Title\""
        // Push: EditorView (objectWillChange), its Form, the TextField (its value changed): 3; the
        // Toggle skipped. Pull: both controls read `todo` through their bindings and the member write
        // goes through the macro's `_modify`, which notifies: TextField and Toggle, 2.
        #expect(r.total(typing).bodyEvaluations == (engine == .push ? 3 : 2))
        #expect(r.bodies(typing, "Toggle") == (engine == .push ? 0 : 1))
        #expect(r.total(typing).staleViews == 0)
    }

    @Test(arguments: EngineKind.allCases)
    func aBodysOwnWriteLeavesItNotStale(_ engine: EngineKind) throws {
        let r = try run(Self.ownWrite, engine, name: "own-write")
        // tap "Reload": `items.append(4)` re-runs Child (pull: it read `items`; push: its
        // @StateObject). Parent does not re-run, and none of its reads changed after its body ran.
        #expect(r.bodies("tap \"Reload\"", "Child") == 1)
        #expect(r.bodies("tap \"Reload\"", "Parent") == 0)
        #expect(r.total("tap \"Reload\"").staleViews == 0)
    }

    /// A text field shows what was typed into it, re-run or not (the platform's field holds the
    /// text): typing into a field bound to a property nothing observes (`var text` of an
    /// `ObservableObject`, `@ObservationIgnored` in the pull form) leaves it no stale view — it was
    /// called stale at each character (a tester's habit tracker). The other field bound to the
    /// same property does not show it: it is stale, 1, under both engines. No body runs: nothing
    /// notifies.
    @Test(arguments: EngineKind.allCases)
    func aFieldShowsWhatWasTypedIntoIt(_ engine: EngineKind) throws {
        let source = """
        final class Draft: ObservableObject {
            var text = ""
        }
        struct AddView: View {
            @StateObject var draft = Draft()
            var body: some View {
                VStack {
                    TextField("Name", text: $draft.text)
                    TextField("Copy", text: $draft.text)
                }
            }
        }
        Redraw.root { AddView() }
        Redraw.type("Name", "ab")
        """
        let r = try run(source, engine, name: "typed-field")
        let typing = "type \"ab\" into \"Name\""
        #expect(r.total(typing).bodyEvaluations == 0)
        #expect(r.total(typing).staleViews == 1)
        #expect(r.step(typing).counts.staleReads.keys.map(\.viewType) == ["TextField"])
    }
}
