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
}
