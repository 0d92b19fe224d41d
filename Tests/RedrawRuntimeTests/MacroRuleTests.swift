// The pull engine's notification rule is the real `@Observable` macro's. Its
// expansion (`swiftc -typecheck -Xfrontend -dump-macro-expansions`) gives
// each tracked property a `set` guarded by `shouldNotifyObservers` — four
// overloads: any type → true, `Equatable` → `!=`, `AnyObject` → `!==`,
// `Equatable & AnyObject` → `!=` — and a `_modify` that calls `access`,
// `willSet` and `didSet` with no comparison. These tests pin what follows.

import Foundation
import RedrawResults
import Testing

@Suite struct MacroRuleTests {
    static let source = """
    struct Money: Equatable {
        var cents: Int
        var currency: String
        // User-written: equal when the cents are, whatever the currency label says.
        static func == (a: Money, b: Money) -> Bool { a.cents == b.cents }
    }
    struct Point { var x = 0; var y = 0 }  // not Equatable
    struct Todo: Identifiable, Equatable { let id: Int; var done = false }
    final class Tag {}

    @Observable class Model {
        var count = 0
        var price = Money(cents: 100, currency: "EUR")
        var point = Point()
        var todos = [Todo(id: 0), Todo(id: 1)]
        var flag = false
        var tag = Tag()
    }
    struct Reader: View {
        var model: Model
        var body: some View {
            Text("\\(model.count) \\(model.price.cents) \\(model.point.x) \\(model.todos.count) \\(model.flag) \\(ObjectIdentifier(model.tag).hashValue)")
        }
    }
    let model = Model()
    let sameTag = model.tag
    Redraw.root { Reader(model: model) }
    Redraw.step("assign an equal Int") { model.count = 0 }
    Redraw.step("assign an equal value by a user-written ==") { model.price = Money(cents: 100, currency: "USD") }
    Redraw.step("assign a different value") { model.price = Money(cents: 200, currency: "EUR") }
    Redraw.step("element write of an equal value") { model.todos[0].done = false }
    Redraw.step("count += 0") { model.count += 0 }
    Redraw.step("toggle twice") { model.flag.toggle(); model.flag.toggle() }
    Redraw.step("assign an equal non-Equatable struct") { model.point = Point() }
    Redraw.step("assign the same object") { model.tag = sameTag }
    Redraw.step("assign another object") { model.tag = Tag() }
    """

    func run() throws -> Run { try RedrawRuntimeTests.run(Self.source, .pull, name: "macro-rule") }

    /// `set` of an `Equatable` type compares with `!=`: an equal Int notifies nobody.
    @Test func equalEquatableAssignmentDoesNotNotify() throws {
        let r = try run()
        #expect(r.total("assign an equal Int").notifications == 0)
        #expect(r.total("assign an equal Int").bodyEvaluations == 0)
    }

    /// The comparison is the type's own `==`, a user-written one included: equal cents, a
    /// different currency label, no notification (and the view keeps showing the old value).
    @Test func userWrittenEqualityDecides() throws {
        let r = try run()
        #expect(r.total("assign an equal value by a user-written ==").notifications == 0)
        #expect(r.bodies("assign a different value", "Reader") == 1)
    }

    /// In-place mutations go through `_modify`, which always notifies: an element write of an
    /// equal value, `+= 0`, and `toggle()` twice (one tracking fire: the first write cancels it).
    @Test func inPlaceMutationsAlwaysNotify() throws {
        let r = try run()
        #expect(r.total("element write of an equal value").notifications == 1)
        #expect(r.bodies("element write of an equal value", "Reader") == 1)
        #expect(r.total("count += 0").notifications == 1)
        #expect(r.bodies("count += 0", "Reader") == 1)
        #expect(r.total("toggle twice").notifications == 1)
        #expect(r.bodies("toggle twice", "Reader") == 1)
    }

    /// A declared type that is not `Equatable` takes the `any` overload: always notifies.
    @Test func nonEquatableAssignmentAlwaysNotifies() throws {
        let r = try run()
        #expect(r.total("assign an equal non-Equatable struct").notifications == 1)
        #expect(r.bodies("assign an equal non-Equatable struct", "Reader") == 1)
    }

    /// A class reference compares by identity (`!==`).
    @Test func objectsCompareByIdentity() throws {
        let r = try run()
        #expect(r.total("assign the same object").notifications == 0)
        #expect(r.bodies("assign another object", "Reader") == 1)
    }
}
