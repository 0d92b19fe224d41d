// A stale view stays stale until it re-runs, and is counted at every later step
// (`staleFromEarlierSteps`); of those, the ones that read a property the step
// changed again missed that step's update as well (`staleAgain`), which the
// claims weigh as the step's own missed updates.

import RedrawResults
import Testing

@Suite struct StaleAcrossStepsTests {
    /// `note` is `@ObservationIgnored` (a plain `var` in the push form) and NoteView holds the
    /// model as a plain `let`: nothing re-runs NoteView under either engine. "write note": it reads
    /// the changed `note` and is made stale (1, none from earlier). "write other": nobody read
    /// `other`, nothing runs; NoteView is still stale, from the earlier step, and read nothing this
    /// step changed (again 0). "write note again": still stale from earlier, and `note` changed
    /// again: again 1. Push: the push form holds the model as `@ObservedObject` (a view's plain
    /// `let` of a model class is the pull form's observed holding), so "write other" (`@Published`)
    /// re-runs NoteView and ends its staleness, and "write note again" makes it stale anew.
    static let staleNote = """
    @Observable final class Model {
        @ObservationIgnored var note = "a"
        var other = 0
    }
    struct NoteView: View {
        let model: Model
        var body: some View { Text(model.note) }
    }
    let model = Model()
    Redraw.root { NoteView(model: model) }
    Redraw.step("write note") { model.note = "b" }
    Redraw.step("write other") { model.other += 1 }
    Redraw.step("write note again") { model.note = "c" }
    """

    @Test(arguments: EngineKind.allCases)
    func aStaleViewShownChangedDataAgainIsCountedAgain(engine: EngineKind) throws {
        let r = try run(Self.staleNote, engine, name: "stale-again")
        let steps = ["write note", "write other", "write note again"].map { r.step($0).counts }
        let pull = engine == .pull
        #expect(steps.map(\.total.bodyEvaluations) == (pull ? [0, 0, 0] : [0, 1, 0]))
        #expect(steps.map(\.total.staleViews) == (pull ? [1, 1, 1] : [1, 0, 1]))
        #expect(steps.map(\.staleFromEarlierSteps) == (pull ? [0, 1, 1] : [0, 0, 0]))
        #expect(steps.map(\.staleAgain) == (pull ? [0, 0, 1] : [0, 0, 0]))
    }
}

extension StaleAcrossStepsTests {
    /// A person's categories listed by a `List` whose row closure reads each category's name;
    /// "rename" renames the first (JournalTests explains the same run).
    static let staleList = """
    final class Category: ObservableObject, Identifiable {
        @Published var name: String
        init(name: String) { self.name = name }
    }
    final class Person: ObservableObject {
        @Published var categories = [Category(name: "Intellectual"), Category(name: "Physical")]
    }
    struct PersonView: View {
        @ObservedObject var person: Person
        var body: some View { List(person.categories) { category in Text(category.name) } }
    }
    let person = Person()
    Redraw.root { PersonView(person: person) }
    Redraw.step("rename") { person.categories[0].name = "Brainy" }
    """

    /// A `List` whose row closure reads an object reached through its data (`person.categories`)
    /// is stale under push when that object changes: PersonView observes the person, not the
    /// category. The stale view is named by where it is — "List in PersonView", since several
    /// lists may be live — and its cause is an object not held (reached through another one), not
    /// a control's binding: the Advisor told a tester to observe the object "in the view that makes
    /// the binding", and the List has none. Pull tracks the read: the List re-runs, nothing is stale.
    @Test(arguments: EngineKind.allCases)
    func aListStaleThroughItsRowsIsNamedByItsOwner(engine: EngineKind) throws {
        let r = try run(Self.staleList, engine, name: "stale-list-rows")
        let stale = r.step("rename").counts.staleReads
        if engine == .push {
            #expect(stale == [StaleView(viewType: "List in PersonView", read: "Category.name", why: .objectNotHeld): 1], "\(stale)")
            #expect(r.total("rename").bodyEvaluations == 0)
        } else {
            #expect(stale.isEmpty, "\(stale)")
            #expect(r.bodies("rename", "List") == 1)
        }
    }
}

extension StaleAcrossStepsTests {
    /// A view stale since an earlier step that misses a write of another property it read is
    /// listed by that read too. `name` and `birthday` are `@ObservationIgnored` (plain under
    /// push): CardView reads both and nothing re-runs it. "rename": stale, listed by
    /// `Friend.name` (1 node). "move the birthday": still stale, from "rename", and `birthday`,
    /// which it read, changed now: listed by `Friend.birthday` as well as `Friend.name`, still 1
    /// stale view. (A tester's table named only the name in the birthday's step.)
    @Test(arguments: EngineKind.allCases)
    func aStaleViewMissingAnotherReadIsListedByItToo(engine: EngineKind) throws {
        let source = """
        @Observable final class Friend {
            @ObservationIgnored var name = "Ann"
            @ObservationIgnored var birthday = 1990
        }
        struct CardView: View {
            let friend: Friend
            var body: some View { Text("\\(friend.name) \\(friend.birthday)") }
        }
        let friend = Friend()
        Redraw.root { CardView(friend: friend) }
        Redraw.step("rename") { friend.name = "Anna" }
        Redraw.step("move the birthday") { friend.birthday = 1989 }
        """
        let r = try run(source, engine, name: "stale-another-read")
        let rename = r.step("rename").counts, birthday = r.step("move the birthday").counts
        #expect(rename.staleReads.keys.map(\.read) == ["Friend.name"])
        #expect(Set(birthday.staleReads.keys.map(\.read)) == ["Friend.name", "Friend.birthday"])
        #expect(birthday.total.staleViews == 1)
        #expect(birthday.staleAgain == 1)
    }
}

extension StaleAcrossStepsTests {
    /// Quotes held in an array, read through the market by a strip of the first two and by a
    /// total of all three; neither holds a quote (push subscribes neither to it), so push leaves
    /// both stale at "tick 0" (`Quote.price` of quote 0 changed: both read it). "tick 2" changes
    /// quote 2's price: the total read it and misses this update too (again 1); the strip read
    /// quotes 0 and 1 only, and is merely still stale — it was counted "again" when any quote's
    /// price changed, matched by the label `Quote.price` (trial AW-2). The step's missed pairs
    /// (`missedReads`, the Advisor's "which changed in") are the total's alone. Pull tracks every
    /// read: the two views re-run at tick 0 and the total alone at tick 2, nothing stale.
    @Test(arguments: EngineKind.allCases)
    func aStaleViewIsStaleAgainOnlyForItsOwnObjects(engine: EngineKind) throws {
        let source = """
        @Observable final class Quote: Identifiable {
            let id: Int
            var price: Double
            init(id: Int, price: Double) { self.id = id; self.price = price }
        }
        @Observable final class Market { var quotes = (0..<3).map { Quote(id: $0, price: 100) } }
        struct Strip: View {
            let market: Market
            var body: some View { Text("\\(market.quotes[0].price) \\(market.quotes[1].price)") }
        }
        struct Total: View {
            let market: Market
            var body: some View { Text("\\(market.quotes.reduce(0) { $0 + $1.price })") }
        }
        struct Screen: View {
            let market: Market
            var body: some View { VStack { Strip(market: market); Total(market: market) } }
        }
        let market = Market()
        Redraw.root { Screen(market: market) }
        Redraw.step("tick 0") { market.quotes[0].price += 1 }
        Redraw.step("tick 2") { market.quotes[2].price += 1 }
        """
        let r = try run(source, engine, name: "stale-own-objects")
        let tick0 = r.step("tick 0").counts, tick2 = r.step("tick 2").counts
        if engine == .push {
            #expect(tick0.total.bodyEvaluations == 0 && tick0.total.staleViews == 2)
            #expect(tick2.total.staleViews == 2 && tick2.staleFromEarlierSteps == 2)
            #expect(tick2.staleAgain == 1)
            #expect(tick2.missedReads.map(\.viewType) == ["Total"], "\(tick2.missedReads)")
            #expect(Set(tick0.missedReads.map(\.viewType)) == ["Strip", "Total"], "\(tick0.missedReads)")
        } else {
            #expect(tick0.total.bodyEvaluations == 2 && tick2.total.bodyEvaluations == 1)
            #expect(tick0.total.staleViews == 0 && tick2.total.staleViews == 0 && tick2.missedReads.isEmpty)
        }
    }

    /// A view whose own `==` leaves out a field its body shows (`==` by `id` alone, used through
    /// `.equatable()`): handed a new title, it is skipped — SwiftUI keeps the old view — and shows
    /// the old title: a stale view, named by the field its `==` hid, until the parent hands it a
    /// value its `==` calls different (trial AY-3: nothing said so). A row whose `==` leaves out
    /// only its action closure is not stale.
    @Test(arguments: EngineKind.allCases)
    func anEqualityThatHidesAShownFieldLeavesTheViewStale(_ engine: EngineKind) throws {
        let source = """
        @Observable final class Store { var title = "t0"; var version = 0 }
        struct Row: View, Equatable {
            let id: Int
            let title: String
            var body: some View { Text(title) }
            static func == (a: Row, b: Row) -> Bool { a.id == b.id }
        }
        struct ActionRow: View, Equatable {
            let id: Int
            let action: () -> Void
            var body: some View { Button("Go", action: action) }
            static func == (a: ActionRow, b: ActionRow) -> Bool { a.id == b.id }
        }
        struct Screen: View {
            var store: Store
            var body: some View {
                Row(id: store.version, title: store.title).equatable()
                ActionRow(id: 1, action: { store.version += 0 }).equatable()
            }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.step("retitle") { store.title = "t1" }
        Redraw.step("bump version") { store.version += 1 }
        """
        let r = try run(source, engine, name: "equality-hides-field")
        // retitle: Screen read `title` and re-runs; Row's `==` (same id) says equal: skipped, and it
        // shows "t0" while handed "t1": stale, by `title`. ActionRow: a new closure, same id: skipped,
        // and not stale (a closure is not shown).
        let retitle = r.step("retitle").counts
        #expect(r.bodies("retitle", "Screen") == 1)
        #expect(r.bodies("retitle", "Row") == 0)
        #expect(r.metrics("retitle", "Row").skipped == 1)
        #expect(r.metrics("retitle", "Row").staleViews == 1)
        #expect(r.metrics("retitle", "ActionRow").staleViews == 0)
        #expect(retitle.staleReads.keys.map(\.read) == ["Row.title"])
        #expect(retitle.staleReads.keys.map(\.why) == [.inputsHiddenByEquality])
        // bump version: a new id, so `==` says different: Row re-runs with the new title, no longer stale.
        #expect(r.bodies("bump version", "Row") == 1)
        #expect(r.step("bump version").counts.total.staleViews == 0)
    }
}
