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
}
