// An `ObservableObject` that announces its changes by hand, with no `@Published`
// property: its views update under push, as they do on Apple's platforms
// (Hacking with Swift's `DelayedUpdater`: `var value = 0 { willSet {
// objectWillChange.send() } }`; CS193p 2020's view model: a `private var model`
// and intents that send, then mutate it), and the pull form keeps the
// announced properties tracked, as the migration would.

import RedrawResults
import Testing

@Suite struct ManualSendTests {
    static let source = """
    struct Game { var score = 0 }

    final class Updater: ObservableObject {
        var value = 0 {
            willSet { objectWillChange.send() }
        }
        var note = ""   // announced by nothing
    }

    final class GameViewModel: ObservableObject {
        private var model = Game()
        var score: Int { model.score }
        func scorePoint() {
            objectWillChange.send()
            model.score += 1
        }
    }

    struct ValueView: View {
        @ObservedObject var updater: Updater
        var body: some View { Text("\\(updater.value) \\(updater.note)") }
    }
    struct OtherValueView: View {
        @ObservedObject var updater: Updater
        var body: some View { Text("\\(updater.value)") }
    }
    struct ScoreView: View {
        @StateObject var vm = GameViewModel()
        var body: some View {
            VStack {
                Text("Score \\(vm.score)")
                Button("Point") { vm.scorePoint() }
            }
        }
    }
    let first = Updater(), second = Updater()
    Redraw.root {
        VStack {
            ValueView(updater: first)
            OtherValueView(updater: second)
            ScoreView()
        }
    }
    Redraw.step("observer sends") { first.value += 1 }
    Redraw.step("unannounced write") { first.note = "x" }
    Redraw.step("intent sends") { Redraw.tap("Point") }
    """

    @Test(arguments: EngineKind.allCases)
    func aHandSentChangeUpdatesItsViews(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "manual-send")
        // push: `value`'s willSet sends on `first`'s one publisher, which ValueView subscribed to;
        // `second` has a publisher of its own, so OtherValueView does not run. pull: `value` stays
        // tracked in the pull form (its observer announced it), ValueView read it: 1.
        #expect(r.bodies("observer sends", "ValueView") == 1)
        #expect(r.total("observer sends").bodyEvaluations == 1)
        // `note` is announced by nothing: push sends nothing; pull ignores it (`@ObservationIgnored`).
        // Either way no body runs, and ValueView, which read it, is the one stale view.
        #expect(r.total("unannounced write").bodyEvaluations == 0)
        #expect(r.total("unannounced write").staleViews == 1)
        // push: the intent's send invalidates ScoreView, which holds the view model. pull: the
        // intent changes `model`, which stays tracked; ScoreView's body read it (through `score`).
        #expect(r.bodies("intent sends", "ScoreView") == 1)
        #expect(r.total("intent sends").bodyEvaluations == 1)
    }
}

extension ManualSendTests {
    /// An `objectWillChange` of the class's own that is not an `ObservableObjectPublisher`
    /// (`let objectWillChange = PassthroughSubject<Void, Never>()`, sent from `willSet`: SwiftUI's
    /// first tutorials' pattern): a view that holds the object hears it — push counted 0 bodies and
    /// a stale view. Counts: the tap's write sends, CounterView (which holds the counter) re-runs:
    /// 1; pull: `count` stays tracked (its observer announces it), CounterView read it: 1.
    @Test(arguments: EngineKind.allCases)
    func aCustomObjectWillChangeIsHeard(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        class Counter: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            var count = 0 {
                willSet { objectWillChange.send() }
            }
        }
        struct CounterView: View {
            @ObservedObject var counter: Counter
            var body: some View {
                VStack {
                    Text("\\(counter.count)")
                    Button("Add") { counter.count += 1 }
                }
            }
        }
        let counter = Counter()
        Redraw.root { CounterView(counter: counter) }
        Redraw.tap("Add")
        """
        let r = try run(source, engine, name: "custom-object-will-change")
        #expect(r.bodies("tap \"Add\"", "CounterView") == 1)
        #expect(r.total("tap \"Add\"").staleViews == 0)
    }

    /// A child that announces its change through its parent's `objectWillChange` (the common fix
    /// for a nested `ObservableObject`: TrainMyPlan's `Exercise`) has a pull form: the send on the
    /// parent is dropped, as the model's own is, and what the sending method changes stays
    /// tracked. Before, the send was taken for a subscription and the whole file ran under push
    /// only. "rename": push — the parent's send re-runs ListView, which holds the store: 1; pull —
    /// ListView read the item's `name` (tracked, announced by `rename`): 1; no stale view in either.
    @Test(arguments: EngineKind.allCases)
    func aSendOnTheParentIsTheChildsAnnouncement(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        final class Store: ObservableObject {
            @Published var items: [Item] = []
        }
        final class Item: ObservableObject, Identifiable {
            let id = UUID()
            var name: String
            weak var parent: Store?
            init(name: String) { self.name = name }
            func rename(_ new: String) {
                name = new
                parent?.objectWillChange.send()
            }
        }
        struct ListView: View {
            @ObservedObject var store: Store
            var body: some View { VStack { ForEach(store.items) { Text($0.name) } } }
        }
        let store = Store()
        let item = Item(name: "a")
        item.parent = store
        store.items = [item]
        Redraw.root { ListView(store: store) }
        Redraw.step("rename") { item.rename("b") }
        """
        let r = try run(source, engine, name: "send-on-parent")
        #expect(r.bodies("rename", "ListView") == 1)
        #expect(r.total("rename").staleViews == 0)
    }

    /// `objectWillChange.send(self)` on a class's own `PassthroughSubject<Self, Never>` (a 2019
    /// pattern: SwiftUI-2048's `GameLogic`) is a send like `send()`: it was taken for a
    /// subscription and the pull form refused. "move": push — GameView holds the game and hears
    /// the send: 1; pull — the send is dropped, `score` stays tracked (the sending method changes
    /// it) and GameView read it: 1.
    @Test(arguments: EngineKind.allCases)
    func aSendWithAnArgumentIsASend(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        final class Game: ObservableObject {
            let objectWillChange = PassthroughSubject<Game, Never>()
            var score = 0
            func move() { score += 1; objectWillChange.send(self) }
        }
        struct GameView: View {
            @ObservedObject var game: Game
            var body: some View { Text("\\(game.score)") }
        }
        let game = Game()
        Redraw.root { GameView(game: game) }
        Redraw.step("move") { game.move() }
        """
        let r = try run(source, engine, name: "send-with-argument")
        #expect(r.bodies("move", "GameView") == 1)
        #expect(r.total("move").staleViews == 0)
    }

    /// A class whose own `objectWillChange` is a `PassthroughSubject<Void, Never>` and that also
    /// has a `@Published` property compiles (SwiftUI-2048's `GameLogic`; it did not: Redraw's
    /// `@Published` required an `ObservableObjectPublisher`). The property announces nothing
    /// through the custom subject, as in Combine (Published.swift). "turn" writes `direction`
    /// alone: push — nothing sent, GameView read it and is left stale, 0 bodies; pull — tracked,
    /// GameView read it, 1. "move" sends by hand: 1 under both (pull keeps `score`, which the
    /// sending method changes, tracked).
    @Test(arguments: EngineKind.allCases)
    func aPublishedPropertyBesideACustomSubject(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        final class Game: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            @Published var direction = 0
            var score = 0
            func move() { score += 1; objectWillChange.send() }
        }
        struct GameView: View {
            @ObservedObject var game: Game
            var body: some View { Text("\\(game.score) \\(game.direction)") }
        }
        let game = Game()
        Redraw.root { GameView(game: game) }
        Redraw.step("turn") { game.direction = 1 }
        Redraw.step("move") { game.move() }
        """
        let r = try run(source, engine, name: "published-beside-custom-subject")
        #expect(r.bodies("turn", "GameView") == (engine == .push ? 0 : 1))
        #expect(r.total("turn").staleViews == (engine == .push ? 1 : 0))
        #expect(r.bodies("move", "GameView") == 1)
    }
}

extension ManualSendTests {
    /// A send made in a helper the writing method calls (`addTag` → `announce()`), and one a view's
    /// button makes on the object before changing it (`cart.objectWillChange.send()` then
    /// `cart.items.append`): both announce what they change, as a hand migration keeps them
    /// tracked (trial BB-2: the pull form had made both `@ObservationIgnored`, 0 bodies and a stale
    /// view). "tap Add": push — the send invalidates CartView, which holds the cart: 1; pull —
    /// `items` is tracked and CartView read it: 1. "tag": likewise through `tags`: 1. `log`,
    /// announced by nothing, stays ignored under pull: "log" runs nothing in either, CartView stale.
    @Test(arguments: EngineKind.allCases)
    func aSendThroughAHelperOrFromAViewAnnouncesWhatItChanges(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        final class Cart: ObservableObject {
            var items: [String] = []
            var tags: [String] = []
            var log = ""
            func addTag(_ t: String) { tags.append(t); announce() }
            private func announce() { objectWillChange.send() }
        }
        struct CartView: View {
            @ObservedObject var cart: Cart
            var body: some View {
                VStack {
                    Text("\\(cart.items.count) items, \\(cart.tags.count) tags \\(cart.log)")
                    Button("Add") {
                        cart.objectWillChange.send()
                        cart.items.append("milk")
                    }
                }
            }
        }
        let cart = Cart()
        Redraw.root { CartView(cart: cart) }
        Redraw.tap("Add")
        Redraw.step("tag") { cart.addTag("x") }
        Redraw.step("log") { cart.log = "y" }
        """
        let r = try run(source, engine, name: "send-through-helper")
        #expect(r.bodies("tap \"Add\"", "CartView") == 1)
        #expect(r.bodies("tag", "CartView") == 1)
        #expect(r.total("tap \"Add\"").staleViews == 0 && r.total("tag").staleViews == 0)
        #expect(r.total("log").bodyEvaluations == 0)
        #expect(r.total("log").staleViews == 1)
    }
}
