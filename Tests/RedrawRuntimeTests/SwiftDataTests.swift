// SwiftData as Xcode's app template writes it: an `@Model` class, a view with
// `@Environment(\.modelContext)` and `@Query(sort:)`, items added and deleted
// through the context (issue #10). The store is Redraw's in-memory one; a query
// is a read of its type's table, so inserting or deleting re-runs the bodies
// whose query read it. Exact counts under both engines.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct SwiftDataTests {
    static let source = """
    import SwiftUI
    import SwiftData

    @Model
    final class Item {
        var timestamp: Date
        var title: String
        init(timestamp: Date, title: String) {
            self.timestamp = timestamp
            self.title = title
        }
    }

    struct ItemRow: View {
        let item: Item
        var body: some View { Text(item.title) }
    }

    struct ContentView: View {
        @Environment(\\.modelContext) private var modelContext
        @Query(sort: \\Item.title, order: .reverse) private var items: [Item]

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in ItemRow(item: item) }
                        .onDelete(perform: deleteItems)
                }
                .toolbar {
                    Button("Add Item", action: addItem)
                }
            }
        }

        private func addItem() {
            modelContext.insert(Item(timestamp: Date(), title: "item \\(items.count)"))
        }

        private func deleteItems(offsets: IndexSet) {
            for index in offsets { modelContext.delete(items[index]) }
        }
    }

    Redraw.root { ContentView().modelContainer(for: Item.self, inMemory: true) }
    Redraw.tap("Add Item")
    Redraw.tap("Add Item")
    Redraw.step("rename the first") {
        let context = ModelContext(try! ModelContainer(for: Item.self))
        let first = try! context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.title)]))[0]
        first.title = "renamed"
    }
    Redraw.delete(row: 0)
    Redraw.step("check") {
        let context = ModelContext(try! ModelContainer(for: Item.self))
        precondition(try! context.fetch(FetchDescriptor<Item>()).map(\\.title) == ["item 1"])
    }
    """

    @Test(arguments: EngineKind.allCases)
    func queriesFollowTheContext(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "swiftdata-template")
        // Initial render: ContentView and the List's update (no items): 2.
        #expect(r.total("initial render").bodyEvaluations == 2)
        // Each "Add Item" inserts: ContentView read the table through `items`, so it re-runs, and
        // the List with it; the new row is created. First tap: ContentView, List, 1 ItemRow.
        #expect(r.bodies("tap \"Add Item\"", "ContentView") == 1)
        #expect(r.bodies("tap \"Add Item\"", "ItemRow") == 1)
        // Second tap: "item 1" sorts before "item 0" (reverse): ContentView, List, the new row;
        // the old row's input is the same object: skipped.
        #expect(r.bodies("tap \"Add Item\" (2)", "ItemRow") == 1)
        // Renaming "item 0" is the model's own write: its row re-runs (pull: it read `title`;
        // push: it observes the object, migrated to `@ObservedObject`). ContentView's query sorts
        // by `title`, a read of its body (the results stay in sync, SwiftData.swift): pull — it
        // re-runs; push — it holds no object and is left stale.
        #expect(r.bodies("rename the first", "ItemRow") == 1)
        #expect(r.bodies("rename the first", "ContentView") == (engine == .pull ? 1 : 0))
        // Delete row 0 — "renamed", first in reverse title order — through `.onDelete`: the table
        // changed, so ContentView and the List re-run; its row is destroyed ("check": "item 1" is left).
        #expect(r.bodies("delete row 0", "ContentView") == 1)
        #expect(r.metrics("delete row 0", "ItemRow").destroyed == 1)
    }

    /// A listing whose initialiser builds its query from its parent's search text (iTour's shape),
    /// filtered with `localizedStandardContains` (Redraw's SwiftData supplies the expression the
    /// macro names; Linux Foundation has none), and `@Model` objects as `NavigationLink` values
    /// (SwiftData's `PersistentModel` is `Hashable`).
    static let filtered = """
    import SwiftUI
    import SwiftData

    @Model
    final class Place {
        var name: String
        init(name: String) { self.name = name }
    }

    struct PlaceRow: View {
        let place: Place
        var body: some View { Text(place.name) }
    }

    struct Listing: View {
        @Query var places: [Place]
        init(search: String) {
            _places = Query(filter: #Predicate { search.isEmpty || $0.name.localizedStandardContains(search) },
                            sort: \\Place.name)
        }
        var body: some View {
            List(places) { place in NavigationLink(value: place) { PlaceRow(place: place) } }
        }
    }

    struct Root: View {
        @Environment(\\.modelContext) private var context
        @State private var search = ""
        @State private var tick = 0
        var body: some View {
            NavigationStack {
                VStack {
                    TextField("Search", text: $search)
                    Text("\\(tick)")
                    Button("Tick") { tick += 1 }
                    Listing(search: search)
                }
                .navigationDestination(for: Place.self) { Text($0.name) }
            }
        }
    }

    let context = ModelContext(try! ModelContainer(for: Place.self))
    for name in ["Rome", "Florence", "Naples"] { context.insert(Place(name: name)) }
    Redraw.root { Root() }
    Redraw.type("Search", "RO")
    Redraw.tap("Tick")
    """

    @Test(arguments: EngineKind.allCases)
    func aReMadeFilteredQueryIsAChangedInput(engine: EngineKind) throws {
        let r = try run(Self.filtered, engine, name: "swiftdata-filtered")
        // Initial render: Root, the TextField, Listing, its List, and per place (three, all on
        // screen) its NavigationLink's node and its PlaceRow: 4 + 6 = 10.
        #expect(r.total("initial render").bodyEvaluations == 10)
        #expect(r.bodies("initial render", "PlaceRow") == 3)
        // Typing "R", then "O": each frame re-runs Root (it read `search`) and the field; Root re-makes
        // Listing with a filtered query — a changed input — so Listing and its List re-run (2 each).
        // The filter is case-insensitive: "R" keeps Florence and Rome (Naples's row is destroyed),
        // "RO" keeps Rome (Florence's is): 2 destroyed — `contains` would have kept none. The kept
        // rows' inputs are the same objects, and their `value:` links' values and labels are equal:
        // skipped.
        let typing = "type \"RO\" into \"Search\""
        #expect(r.bodies(typing, "Listing") == 2)
        #expect(r.bodies(typing, "PlaceRow") == 0)
        #expect(r.metrics(typing, "PlaceRow").destroyed == 2)
        #expect(r.bodies(typing, "NavigationLink") == 0)
        // "Tick" writes `tick`: Root re-runs and re-makes Listing's filtered query again — a changed
        // input as Redraw reads SwiftUI's rule (README, Known limits) — so Listing and its List
        // re-run; Rome's link and row are skipped: 3.
        #expect(r.total("tap \"Tick\"").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Tick\"", "Listing") == 1)
    }
}

@Suite struct QueryInSyncTests {
    static let source = """
    import SwiftUI
    import SwiftData
    @Model final class Item {
        var title: String
        var done = false
        init(title: String) { self.title = title }
    }
    struct OpenItems: View {
        @Query(filter: #Predicate<Item> { !$0.done }) var items: [Item]
        var body: some View {
            VStack {
                Text("\\(items.count) open")
                ForEach(items) { item in Button(item.title) { item.done = true } }
            }
        }
    }
    let container = try! ModelContainer(for: Item.self)
    container.mainContext.insert(Item(title: "Milk"))
    container.mainContext.insert(Item(title: "Eggs"))
    Redraw.root { OpenItems() }
    Redraw.tap("Milk")
    Redraw.tap("Eggs")
    """

    /// Found by the hot-prospects corpus file: an object that stops matching a query's filter
    /// stayed in its results (SwiftData keeps them in sync with unsaved changes: SwiftData.swift).
    /// The filter read `done` of each object in OpenItems' body. Pull: "Milk" writes `done`, which
    /// OpenItems read: it re-runs, 1, and shows "1 open" — the next tap finds "Eggs" and OpenItems
    /// re-runs again, 1. Push: the body holds no object, so nothing re-runs and OpenItems is
    /// stale (it read `Item.done`); "Eggs" is still there to tap.
    @Test(arguments: EngineKind.allCases)
    func anObjectThatStopsMatchingLeavesTheResults(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "query-in-sync")
        #expect(r.bodies("tap \"Milk\"", "OpenItems") == (engine == .pull ? 1 : 0))
        #expect(r.total("tap \"Milk\"").staleViews == (engine == .pull ? 0 : 1))
        #expect(r.bodies("tap \"Eggs\"", "OpenItems") == (engine == .pull ? 1 : 0))
    }
}


extension SwiftDataTests {
    /// An insert that re-runs a `@Query` body is named as the store's change — a cause
    /// `write Item.(SwiftData store)` — where it read as `objectWillChange.send()` with no property
    /// write in progress, under pull as well. Counts: Screen's query read the Item table, the
    /// insert changed it, Screen re-runs: 1.
    @Test(arguments: EngineKind.allCases)
    func anInsertIsNamedAsTheStoresChange(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Item { var name: String; init(name: String) { self.name = name } }
        struct Screen: View {
            @Environment(\\.modelContext) private var context
            @Query private var items: [Item]
            var body: some View {
                VStack {
                    Text("\\(items.count) items")
                    Button("Add") { context.insert(Item(name: "x")) }
                }
            }
        }
        Redraw.root { Screen().modelContainer(for: Item.self) }
        Redraw.tap("Add")
        """
        let r = try run(source, engine, name: "swiftdata-insert-cause")
        let step = r.step("tap \"Add\"")
        #expect(step.counts.causes[.write("Item", "(SwiftData store)")] == ["Screen": 1], "\(step.counts.causes)")
        #expect(step.counts.causes[.objectWillChange] == nil)
    }
}

@Suite struct VersionedSchemaTests {
    static let source = """
    import SwiftData
    enum SchemaV1 {
        @Model final class Movie {
            var title: String
            init(title: String) { self.title = title }
        }
    }
    enum SchemaV2 {
        @Model final class Movie {
            var title: String
            var year: Int
            init(title: String, year: Int) { self.title = title; self.year = year }
        }
    }
    typealias Movie = SchemaV2.Movie
    struct Detail: View {
        let movie: Movie
        var body: some View { Text("\\(movie.year)") }
    }
    let movie = Movie(title: "Kiddo", year: 2010)
    Redraw.root { Detail(movie: movie) }
    Redraw.step("write the title") { movie.title = "Kiddo 2" }
    """

    /// SwiftData's versioned-schema pattern: two `@Model` classes named `Movie`, nested in two
    /// schemas, and `typealias Movie = SchemaV2.Movie`. The alias names the class a view's
    /// `let movie: Movie` holds, so the push form observes it (`@ObservedObject`), as it does a
    /// class declared at file scope; before, the simple name matched two classes, the property
    /// was left plain, and the view subscribed to nothing, silently.
    /// "write the title": push: `objectWillChange` of the movie Detail holds: Detail 1 (it read
    /// `year` only: the send does not ask). Pull: Detail read `year`, not `title`: 0.
    @Test(arguments: EngineKind.allCases)
    func anAliasNamesTheModelAViewHolds(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "versioned-schema")
        #expect(r.bodies("write the title", "Detail") == (engine == .push ? 1 : 0))
        #expect(r.metrics("initial render", "Detail").dependencies == 1)
    }
}

@Suite struct RelationshipTests {
    static let source = """
    import SwiftData
    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \\Item.folder) var items: [Item] = []
        init(name: String) { self.name = name }
    }
    @Model final class Item {
        var title: String
        var folder: Folder?
        var tags: [Tag] = []
        init(title: String, folder: Folder? = nil) { self.title = title; self.folder = folder }
    }
    @Model final class Tag {
        var label: String
        @Relationship(inverse: \\Item.tags) var items: [Item] = []
        init(label: String) { self.label = label }
    }
    struct ItemList: View {
        @Query(sort: \\Item.title) var items: [Item]
        var body: some View { VStack { ForEach(items) { Text($0.title) } } }
    }
    struct FolderView: View {
        let folder: Folder
        var body: some View { Text("\\(folder.name): \\(folder.items.count)") }
    }
    let container = try! ModelContainer(for: Folder.self, Item.self, Tag.self)
    let context = container.mainContext
    let folder = Folder(name: "Home")
    context.insert(folder)
    let urgent = Tag(label: "urgent")
    func all<T: PersistentModel>(_ type: T.Type) -> [T] { try! context.fetch(FetchDescriptor<T>()) }
    Redraw.root { VStack { ItemList(); FolderView(folder: folder) } }
    Redraw.step("append to a relationship") {
        folder.items.append(Item(title: "a"))
        precondition(all(Item.self).count == 1, "the related item was inserted with the folder's change")
        precondition(folder.items[0].folder === folder, "the inverse names the folder")
    }
    Redraw.step("set the other side") {
        let b = Item(title: "b")
        b.folder = folder
        precondition(folder.items.map(\\.title) == ["a", "b"], "the folder gained the item: \\(folder.items.map(\\.title))")
        precondition(all(Item.self).count == 2, "an item related to a stored folder is stored")
    }
    Redraw.step("insert one made related") {
        context.insert(Item(title: "c", folder: folder))
        precondition(folder.items.count == 3, "an item whose initialiser related it joins the folder when inserted")
    }
    Redraw.step("tag two items") {
        let items = all(Item.self)
        items[0].tags.append(urgent)
        items[1].tags.append(urgent)
        precondition(urgent.items.count == 2 && all(Tag.self).count == 1, "many-to-many: the tag gained both, and was stored")
    }
    Redraw.step("delete the tag") {
        context.delete(urgent)
        precondition(all(Item.self).allSatisfy { $0.tags.isEmpty }, "nullify: the items lost the tag")
    }
    Redraw.step("delete the folder") {
        context.delete(folder)
        precondition(all(Item.self).isEmpty, "cascade: its items were deleted")
    }
    """

    /// SwiftData keeps both sides of a declared inverse in sync, stores what a stored object relates
    /// to, and runs delete rules (Relationships.swift); before, `folder.items.append(Item(…))` left
    /// the item out of the store and its `folder` nil, and a list of items never showed it (a
    /// tester's SnippetBox and Reminders apps). Each step's preconditions check the store and both
    /// sides; the counts:
    /// Initial render: ItemList, FolderView: 2 (the query is empty).
    /// Each of "append to a relationship", "set the other side", "insert one made related": an item
    /// is inserted — a write of Item's table, which ItemList's query read: ItemList 1; and the
    /// folder's `items` changes — FolderView read it (pull), or holds the folder (push, observed:
    /// `let folder` of a model is `@ObservedObject` there): FolderView 1.
    /// "tag two items": the tag is inserted (a write of Tag's table, which no body read) and the
    /// items' `tags` change, which no body read (pull: 0). Push: no view holds an item or the tag:
    /// 0 — ItemList's rows are `Text`s of the titles.
    /// "delete the folder": cascade deletes the three items: ItemList re-runs (its query); the
    /// folder itself was not written (its items' inverses are; the folder is gone): FolderView 0.
    @Test(arguments: EngineKind.allCases)
    func relationshipsStayInSync(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "swiftdata-relationships")
        #expect(r.total("initial render").bodyEvaluations == 2)
        for step in ["append to a relationship", "set the other side", "insert one made related"] {
            #expect(r.bodies(step, "ItemList") == 1, "\(step)")
            #expect(r.bodies(step, "FolderView") == 1, "\(step)")
        }
        #expect(r.total("tag two items").bodyEvaluations == 0)
        #expect(r.bodies("delete the folder", "ItemList") == 1)
        #expect(r.bodies("delete the folder", "FolderView") == 0)
    }

    /// A `private` relationship whose inverse the other class names compiles (RReminders' list keeps
    /// `private var rawTasks` behind a sorted computed property): the generated inverse key path
    /// `\\TaskList.rawTasks`, in `Task`'s code, could not reach it. "add" assigns a new array through
    /// the computed setter: ListView re-runs (pull: it read `tasks`, so `rawTasks`; push: the
    /// pull-written model held in a plain `let` is observed), 1; the task's `list` is set by the
    /// inverse, which the step checks.
    @Test(arguments: EngineKind.allCases)
    func aPrivateInverseCompiles(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Task { var title: String; var list: TaskList?; init(title: String) { self.title = title } }
        @Model final class TaskList {
            var name: String
            var tasks: [Task] {
                get { rawTasks.sorted { $0.title < $1.title } }
                set { rawTasks = newValue }
            }
            @Relationship(deleteRule: .nullify, inverse: \\Task.list)
            private var rawTasks: [Task]
            init(name: String) { self.name = name; self.rawTasks = [] }
        }
        struct ListView: View {
            let list: TaskList
            var body: some View { VStack { ForEach(list.tasks) { Text($0.title) } } }
        }
        let list = TaskList(name: "L")
        Redraw.root { ListView(list: list) }
        Redraw.step("add") {
            let task = Task(title: "x")
            list.tasks = list.tasks + [task]
            precondition(task.list === list, "the inverse was not set")
        }
        """
        let r = try run(source, engine, name: "private-inverse")
        #expect(r.bodies("add", "ListView") == 1)
    }

    /// A to-many relationship holds each object once, as SwiftData's — a set of identifiers
    /// underneath — does. Setting an item's `folder` adds it to `folder.items` (the inverse); apps
    /// then often append it too, which left it twice (a tester's reminders app listed a new reminder
    /// twice). The preconditions check the arrays; the counts: each step writes `folder.items`,
    /// which FolderView read (pull) or whose folder it holds (push: a `let` of a model is observed):
    /// FolderView 1 per step, however many writes the step made (one frame, rule 2).
    @Test(arguments: EngineKind.allCases)
    func aToManyRelationshipHoldsEachObjectOnce(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Folder {
            var name: String
            @Relationship(deleteRule: .cascade, inverse: \\Item.folder) var items: [Item] = []
            var pinned: [Item]? = nil
            init(name: String) { self.name = name }
        }
        @Model final class Item { var title: String; var folder: Folder?; init(title: String) { self.title = title } }
        struct FolderView: View {
            let folder: Folder
            var body: some View { VStack { ForEach(folder.items) { Text($0.title) } } }
        }
        let context = try! ModelContainer(for: Folder.self, Item.self).mainContext
        let folder = Folder(name: "F")
        context.insert(folder)
        Redraw.root { FolderView(folder: folder) }
        Redraw.step("set the inverse, then append") {
            let a = Item(title: "a")
            a.folder = folder
            folder.items.append(a)
            precondition(folder.items.map(\\.title) == ["a"], "\\(folder.items.map(\\.title))")
        }
        Redraw.step("append twice") {
            let b = Item(title: "b")
            folder.items.append(b)
            folder.items.append(b)
            folder.pinned = [b, b]
            precondition(folder.items.map(\\.title) == ["a", "b"], "\\(folder.items.map(\\.title))")
            precondition(folder.pinned?.count == 1, "an optional to-many holds each once too")
        }
        """
        let r = try run(source, engine, name: "to-many-once")
        #expect(r.bodies("set the inverse, then append", "FolderView") == 1)
        #expect(r.bodies("append twice", "FolderView") == 1)
    }

    /// A relationship whose type comes from its initial value (`var jobs = [Job]()`, Hacking with
    /// Swift's form; `Array<Job>()` too) is one as a written type is: the inverse is kept and the
    /// related object stored (neither was). "append": Root's `@Query` of Job read the table, which
    /// the insert writes: Root 1 under both engines (push: no view holds an owner).
    @Test(arguments: EngineKind.allCases)
    func aRelationshipTypedByItsInitialValueIsOne(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model class Owner {
            var name: String
            @Relationship(deleteRule: .cascade) var jobs = [Job]()
            var badges = Array<Badge>()
            init(name: String) { self.name = name }
        }
        @Model class Job { var title: String; var owner: Owner?; init(title: String) { self.title = title } }
        @Model class Badge { var label: String; init(label: String) { self.label = label } }
        struct Root: View {
            @Query var jobs: [Job]
            var body: some View { Text("\\(jobs.count)") }
        }
        let container = try! ModelContainer(for: Owner.self, Job.self, Badge.self)
        let context = container.mainContext
        let owner = Owner(name: "a")
        context.insert(owner)
        Redraw.root { Root().modelContainer(container) }
        Redraw.step("append") {
            owner.jobs.append(Job(title: "j"))
            owner.badges.append(Badge(label: "b"))
            precondition(owner.jobs.first?.owner === owner, "the inferred inverse was not set")
            precondition((try! context.fetch(FetchDescriptor<Job>())).count == 1, "the job was not stored")
            precondition((try! context.fetch(FetchDescriptor<Badge>())).count == 1, "the badge was not stored")
        }
        """
        let r = try run(source, engine, name: "untyped-relationship")
        #expect(r.bodies("append", "Root") == 1)
    }

    /// An inverse SwiftData infers is kept: a cascade array on one side, an optional to-one on the
    /// other, no `inverse:` (a tester's reminders app: a deleted reminder stayed in its list, and
    /// on screen). "delete a": the item leaves `folder.items`; FolderView read it (pull) or holds
    /// the folder (push): 1. A non-optional to-one is not paired: `Tag.owner` stays unset when a
    /// shelf's tags are set, as SwiftData would not infer it (the step checks both).
    @Test(arguments: EngineKind.allCases)
    func anInferredInverseIsKept(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Folder {
            var name: String
            @Relationship(deleteRule: .cascade) var items: [Item] = []
            init(name: String) { self.name = name }
        }
        @Model final class Item { var title: String; var folder: Folder?; init(title: String) { self.title = title } }
        @Model final class Shelf { var tags: [Tag] = []; init() {} }
        @Model final class Tag { var owner: Shelf; init(owner: Shelf) { self.owner = owner } }
        struct FolderView: View {
            let folder: Folder
            var body: some View { VStack { ForEach(folder.items) { Text($0.title) } } }
        }
        let context = try! ModelContainer(for: Folder.self, Item.self, Shelf.self, Tag.self).mainContext
        let folder = Folder(name: "F")
        context.insert(folder)
        let a = Item(title: "a")
        folder.items = [a, Item(title: "b")]
        Redraw.root { FolderView(folder: folder) }
        Redraw.step("delete a") {
            precondition(a.folder === folder, "the inferred inverse was not set")
            context.delete(a)
            precondition(folder.items.map(\\.title) == ["b"], "\\(folder.items.map(\\.title))")
            let first = Shelf(), second = Shelf()
            let tag = Tag(owner: first)
            second.tags = [tag]
            precondition(tag.owner === first, "a non-optional to-one was paired")
        }
        """
        let r = try run(source, engine, name: "inferred-inverse")
        #expect(r.bodies("delete a", "FolderView") == 1)
    }
}
