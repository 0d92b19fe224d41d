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
}
