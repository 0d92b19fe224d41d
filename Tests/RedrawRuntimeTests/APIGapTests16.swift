// API that real apps used (the sixteenth batch, from an outside tester's SwiftData findings):
// `ModelContext.delete(model:where:includeSubclasses:)` now runs each model's delete rules as
// `delete(_:)` does (a cascade's objects stayed); `rollback()` discards pending inserts and
// deletes (it only cleared `hasChanges`); and the missing API — iOS 18's `#Unique` and `#Index`
// in a `@Model` class (dropped by the front end), `@Query(…, transaction:)`,
// `ModelContext.transaction(block:)`, `.scrollDisabled(_:)` and `.transformEnvironment(_:transform:)`.

import RedrawResults
import Testing

@Suite struct APIGapTests16 {
    /// The batch delete runs the delete rules of each model it matches: Ann's job goes with her
    /// (`.cascade`), her badge stays and loses its holder (`.nullify`, an inferred inverse). Before,
    /// the job stayed in the store with its `owner` the deleted user. The preconditions check the
    /// store; the counts: JobList's `@Query` read Job's table, which the cascade writes: JobList 1
    /// in each step, under both engines (the store is observed the same way in either form).
    @Test(arguments: EngineKind.allCases)
    func theBatchDeleteRunsDeleteRules(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        import SwiftData
        @Model final class User {
            var name: String
            @Relationship(deleteRule: .cascade) var jobs = [Job]()
            var badges: [Badge] = []
            init(name: String) { self.name = name }
        }
        @Model final class Job { var title: String; var owner: User?; init(title: String) { self.title = title } }
        @Model final class Badge { var label: String; var holder: User?; init(label: String) { self.label = label } }
        struct JobList: View {
            @Query var jobs: [Job]
            var body: some View { Text("\(jobs.count) jobs") }
        }
        let context = try! ModelContainer(for: User.self, Job.self, Badge.self).mainContext
        let ann = User(name: "Ann"), bob = User(name: "Bob")
        context.insert(ann)
        context.insert(bob)
        ann.jobs.append(Job(title: "a"))
        bob.jobs.append(Job(title: "b"))
        let badge = Badge(label: "gold")
        ann.badges.append(badge)
        func jobs() -> [String] { (try! context.fetch(FetchDescriptor<Job>())).map(\.title) }
        Redraw.root { JobList() }
        Redraw.step("delete Ann") {
            precondition(badge.holder === ann, "the inferred inverse was not set")
            try! context.delete(model: User.self, where: #Predicate<User> { $0.name == "Ann" })
            precondition(jobs() == ["b"], "cascade: Ann's job was not deleted: \(jobs())")
            precondition(badge.holder == nil, "nullify: the badge still names the deleted user")
            precondition(try! context.fetchCount(FetchDescriptor<Badge>()) == 1, "nullify deletes nothing")
            precondition(ann.modelContext == nil && bob.modelContext != nil, "only Ann was deleted")
        }
        Redraw.step("delete every user") {
            try! context.delete(model: User.self, includeSubclasses: true)
            precondition(jobs().isEmpty, "cascade: Bob's job was not deleted: \(jobs())")
            precondition(try! context.fetchCount(FetchDescriptor<User>()) == 0, "a user was left")
        }
        """#
        let r = try run(source, engine, name: "api-gap-16-batch-delete")
        #expect(r.bodies("delete Ann", "JobList") == 1)
        #expect(r.bodies("delete every user", "JobList") == 1)
    }

    static let rollback = #"""
    import SwiftUI
    import SwiftData
    @Model final class Folder {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Item.folder) var items: [Item] = []
        init(name: String) { self.name = name }
    }
    @Model final class Item { var title: String; var folder: Folder?; init(title: String) { self.title = title } }
    struct ItemList: View {
        @Query(sort: \Item.title) var items: [Item]
        var body: some View { VStack { ForEach(items) { Text($0.title) } } }
    }
    struct FolderView: View {
        let folder: Folder
        var body: some View { Text("\(folder.name): \(folder.items.count)") }
    }
    let context = try! ModelContainer(for: Folder.self, Item.self).mainContext
    let folder = Folder(name: "Home")
    context.insert(folder)
    folder.items.append(Item(title: "a"))
    try! context.save()
    func titles() -> [String] { (try! context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)]))).map(\.title) }
    Redraw.root { VStack { ItemList(); FolderView(folder: folder) } }
    Redraw.step("insert b") {
        context.insert(Item(title: "b"))
        precondition(context.hasChanges && titles() == ["a", "b"], "\(titles())")
    }
    Redraw.step("roll back the insert") {
        context.rollback()
        precondition(titles() == ["a"], "the pending insert was not discarded: \(titles())")
        precondition(!context.hasChanges, "nothing is pending after a rollback")
    }
    Redraw.step("delete the folder") {
        context.delete(folder)
        precondition(titles().isEmpty && folder.modelContext == nil, "cascade: \(titles())")
    }
    Redraw.step("roll back the delete") {
        context.rollback()
        precondition(titles() == ["a"], "the pending deletes were not restored: \(titles())")
        precondition(folder.modelContext === context, "the folder is the context's again")
        precondition(folder.items.first?.folder === folder, "the item's inverse names the folder again")
    }
    Redraw.step("append c, roll back") {
        folder.items.append(Item(title: "c"))
        context.rollback()
        precondition(titles() == ["a"], "the item inserted through the relationship stayed: \(titles())")
        precondition(folder.items.map(\.title) == ["a"], "the folder still holds the discarded item")
    }
    Redraw.step("save, then roll back") {
        context.insert(Item(title: "d"))
        try! context.save()
        context.rollback()
        precondition(titles() == ["a", "d"], "a saved insert was discarded: \(titles())")
    }
    Redraw.step("rename, roll back") {
        folder.items[0].title = "z"
        context.rollback()
        // Not undone: the store keeps no saved values of the models' properties (README).
        precondition(folder.items[0].title == "z", "a property change is kept")
    }
    """#

    /// `rollback()` discards what was inserted and deleted since the last save, as SwiftData's does
    /// ("Discards any pending inserts, changes, and deletes"); before, it only cleared `hasChanges`,
    /// and a rolled-back insert stayed in every fetch and `@Query`. The preconditions check the
    /// store and the relationships; the counts:
    /// "insert b" and "roll back the insert": each writes Item's table, which ItemList's query read:
    /// ItemList 1; b has no folder: FolderView 0.
    /// "delete the folder": the cascade's table write: ItemList 1; the deleted folder's own
    /// `items` is not written: FolderView 0. "roll back the delete": the folder and its item are
    /// back in the store (ItemList 1), and the item's `folder` is set again through its inverse,
    /// which finds the folder's `items` already holding it: FolderView 0.
    /// "append c, roll back": `folder.items` changes (the append, then the discarded item leaving
    /// it): FolderView 1 (pull: it read `items`; push: it holds the folder), and ItemList 1 —
    /// one frame for the step's writes.
    @Test(arguments: EngineKind.allCases)
    func rollbackDiscardsPendingInsertsAndDeletes(engine: EngineKind) throws {
        let r = try run(Self.rollback, engine, name: "api-gap-16-rollback")
        for step in ["insert b", "roll back the insert", "delete the folder", "roll back the delete"] {
            #expect(r.bodies(step, "ItemList") == 1, "\(step)")
            #expect(r.bodies(step, "FolderView") == 0, "\(step)")
        }
        #expect(r.bodies("append c, roll back", "ItemList") == 1)
        #expect(r.bodies("append c, roll back", "FolderView") == 1)
    }

    /// The missing SwiftData and SwiftUI API compiles and runs: `#Unique` and `#Index` in a model
    /// class (the front end drops them: nothing here checks uniqueness or keeps an index),
    /// `@Query(…, transaction:)` in each form (inert, as `animation:` is), `.scrollDisabled(_:)`
    /// (inert) and `ModelContext.transaction(block:)`, which runs the block and saves (the step
    /// checks `hasChanges`). "add in a transaction": both lists' queries read Person's table, which
    /// the insert writes: People 1, Reversed 1, under both engines.
    @Test(arguments: EngineKind.allCases)
    func uniqueIndexQueryTransactionAndScrollDisabled(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        import SwiftData
        @Model final class Person {
            #Unique<Person>([\.email], [\.first, \.last])
            #Index<Person>([\.last], [\.first, \.last])
            var first: String
            var last: String
            var email: String
            init(first: String, last: String, email: String) { self.first = first; self.last = last; self.email = email }
        }
        struct People: View {
            @Query(filter: #Predicate<Person> { !$0.email.isEmpty }, sort: [SortDescriptor(\Person.last)],
                   transaction: Transaction(animation: .default)) var people: [Person]
            var body: some View { List { ForEach(people) { Text($0.last) } }.scrollDisabled(true) }
        }
        struct Reversed: View {
            @Query(sort: \Person.first, order: .reverse, transaction: Transaction()) var people: [Person]
            @Query(FetchDescriptor<Person>(), transaction: nil) var all: [Person]
            var body: some View { Text("\(people.count) of \(all.count)").scrollDisabled(false) }
        }
        let context = try! ModelContainer(for: Person.self).mainContext
        Redraw.root { VStack { People(); Reversed() } }
        Redraw.step("add in a transaction") {
            try! context.transaction {
                context.insert(Person(first: "Ada", last: "Lovelace", email: "ada@example.com"))
            }
            precondition(!context.hasChanges, "the transaction did not save")
            precondition(try! context.fetchCount(FetchDescriptor<Person>()) == 1, "the insert was lost")
        }
        """#
        let r = try run(source, engine, name: "api-gap-16-unique-transaction")
        #expect(r.bodies("add in a transaction", "People") == 1)
        #expect(r.bodies("add in a transaction", "Reversed") == 1)
    }

    /// `.transformEnvironment(\.key) { … }` changes the value the subtree sees, as
    /// `.environment(\.key, value)` sets it: Leaf reads `depth` 1 + 10, then 2 + 10 once Root's
    /// `base` changes. "bump": Root re-runs (it read `base`), and Leaf, whose `depth` is now another
    /// value: 1 each. "read": Leaf's own state, which its body does not read: 0.
    @Test(arguments: EngineKind.allCases)
    func transformEnvironmentChangesTheSubtreesValue(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        private struct DepthKey: EnvironmentKey { static let defaultValue = 0 }
        extension EnvironmentValues {
            var depth: Int {
                get { self[DepthKey.self] }
                set { self[DepthKey.self] = newValue }
            }
        }
        struct Leaf: View {
            @Environment(\.depth) private var depth
            @State private var seen = 0
            var body: some View { Button("read") { seen = depth } }
        }
        struct Root: View {
            @State private var base = 1
            var body: some View {
                VStack {
                    Button("bump") { base += 1 }
                    Leaf().transformEnvironment(\.depth) { $0 += 10 }
                }
                .environment(\.depth, base)
            }
        }
        Redraw.root { Root() }
        Redraw.tap("read")
        Redraw.step("check 11") {
            let seen: Int = Redraw.state(of: Leaf.self, "seen")
            precondition(seen == 11, "Leaf saw \(seen)")
        }
        Redraw.tap("bump")
        Redraw.tap("read")
        Redraw.step("check 12") {
            let seen: Int = Redraw.state(of: Leaf.self, "seen")
            precondition(seen == 12, "Leaf saw \(seen)")
        }
        """#
        let r = try run(source, engine, name: "api-gap-16-transform-environment")
        #expect(r.bodies("tap \"bump\"", "Root") == 1)
        #expect(r.bodies("tap \"bump\"", "Leaf") == 1)
        #expect(r.bodies("tap \"read\"", "Leaf") == 0)
    }
}
