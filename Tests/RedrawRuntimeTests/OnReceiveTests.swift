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
