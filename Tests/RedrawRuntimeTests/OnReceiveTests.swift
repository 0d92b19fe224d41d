// `.onReceive` end to end on the virtual clock: subscribed when its view
// appears, each value performed with the view's latest closure, cancelled
// when the view goes — so a timer's ticks re-run the view that reads what
// they write, and none reach a view that has disappeared.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct OnReceiveTests {
    static let source = """
    struct Screen: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Ticker() }
                Button("Hide") { shown = false }
            }
        }
    }
    struct Ticker: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var body: some View { Text("\\(ticks)").onReceive(timer) { _ in ticks += 1 } }
    }
    Redraw.root { Screen() }
    Redraw.wait(seconds: 3)
    Redraw.tap("Hide")
    Redraw.wait(seconds: 2)
    """

    @Test(arguments: EngineKind.allCases)
    func aTimersTicksReachTheViewWhileItIsShown(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "on-receive")
        #expect(r.total("initial render").bodyEvaluations == 2)
        // Ticks at 1, 2 and 3 s: each writes `ticks`, which Ticker's body read.
        #expect(r.bodies("wait 3 s", "Ticker") == 3)
        #expect(r.bodies("wait 3 s", "Screen") == 0)
        // Hiding destroys Ticker and cancels its subscription: later ticks reach nobody.
        #expect(r.metrics("tap \"Hide\"", "Ticker").destroyed == 1)
        #expect(r.total("wait 2 s").bodyEvaluations == 0)
    }
}

extension OnReceiveTests {
    /// A body that passes `.onReceive` another publisher object (a model's subject replaced on a
    /// restart) moves the subscription to it, as SwiftUI does: values sent on the new subject
    /// reach the view, where Redraw kept the first subscription. Counts: each value writes `ticks`,
    /// which GameView read (push: it holds the game; pull: it read `ticks`): 1 in "tick old";
    /// the restart writes `ticks` back to 0: 1; the new subject's value: 1 (it was 0).
    @Test(arguments: EngineKind.allCases)
    func aNewPublisherObjectIsSubscribedTo(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        final class Game: ObservableObject {
            @Published var ticks = 0
            var source = PassthroughSubject<Int, Never>()
            func restart() { source = PassthroughSubject<Int, Never>(); ticks = 0 }
        }
        struct GameView: View {
            @StateObject var game = Game()
            var body: some View {
                Text("\\(game.ticks)")
                    .onReceive(game.source) { _ in game.ticks += 1 }
            }
        }
        Redraw.root { GameView() }
        Redraw.step("tick old") { let g: Game = Redraw.state(of: GameView.self, "game"); g.source.send(1) }
        Redraw.step("restart") { let g: Game = Redraw.state(of: GameView.self, "game"); g.restart() }
        Redraw.step("tick new") { let g: Game = Redraw.state(of: GameView.self, "game"); g.source.send(1) }
        """
        let r = try run(source, engine, name: "onreceive-new-publisher")
        #expect(r.bodies("tick old", "GameView") == 1)
        #expect(r.bodies("restart", "GameView") == 1)
        #expect(r.bodies("tick new", "GameView") == 1)
    }

    /// An erased publisher made by each body is a new publisher at each evaluation — `AnyPublisher`
    /// holds its publisher in a box of its own, which SwiftUI's comparison of the old publisher
    /// and the new tells apart (OpenSwiftUI's SubscriptionLifetime: `compareValues`) — so, as the
    /// same timer unerased, it is subscribed again when the body re-runs. It kept its first
    /// subscription (a tester's search box erases its debounced pipeline in a computed property).
    /// Each view re-runs at its tap (frames 25 and 26 after the wait's 24: t = 25/60 and 26/60 s):
    /// its timer starts again and first fires 0.5 s later, after "read" (t = 39/60 s) — neither has
    /// ticked; a first subscription kept would have fired at 0.5 s (the erased one did: 1).
    @Test(arguments: EngineKind.allCases)
    func anErasedPublisherMadeByTheBodyIsANewOne(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        struct Plain: View {
            @State private var ticks = 0
            @State private var taps = 0
            var body: some View {
                Button("plain \\(ticks) \\(taps)") { taps += 1 }
                    .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            }
        }
        struct Erased: View {
            @State private var ticks = 0
            @State private var taps = 0
            var body: some View {
                Button("erased \\(ticks) \\(taps)") { taps += 1 }
                    .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().eraseToAnyPublisher()) { _ in ticks += 1 }
            }
        }
        Redraw.root { VStack { Plain(); Erased() } }
        Redraw.wait(seconds: 0.4)
        Redraw.tap("plain 0 0")
        Redraw.tap("erased 0 0")
        Redraw.wait(seconds: 0.2)
        Redraw.step("read") {
            let plain: Int = Redraw.state(of: Plain.self, "ticks")
            let erased: Int = Redraw.state(of: Erased.self, "ticks")
            precondition(plain == 0 && erased == 0, "plain \\(plain), erased \\(erased)")
        }
        """
        let r = try run(source, engine, name: "onreceive-erased")
        #expect(r.bodies("tap \"erased 0 0\"", "Erased") == 1)
    }
}
