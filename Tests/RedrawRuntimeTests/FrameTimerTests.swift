// A repeating timer whose interval is one frame (1/60 s) fires in every frame:
// a tester's ran one frame behind (659 fires in 660 frames) while its interval,
// rounded to 16,666,667 ns and added up, came a nanosecond after each frame's
// ⌊n × 10⁹ / 60⌋ (TimerShadow.swift).

import RedrawResults
import Testing

@Suite struct FrameTimerTests {
    static let source = """
    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Text("ticks \\(ticks)")
                .onAppear { Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { _ in ticks += 1 } }
        }
    }
    struct PubTicker: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 1.0 / 60.0, on: .main, in: .common).autoconnect()
        var body: some View { Text("pub \\(ticks)").onReceive(timer) { _ in ticks += 1 } }
    }
    Redraw.root { VStack { Ticker(); PubTicker() } }
    Redraw.wait(seconds: 1)
    Redraw.wait(seconds: 10)
    Redraw.step("check") {
        let ticks: Int = Redraw.state(of: Ticker.self, "ticks")
        let published: Int = Redraw.state(of: PubTicker.self, "ticks")
        precondition(ticks == 660 && published == 660, "\\(ticks) \\(published)")
    }
    """

    /// Both timers start at frame 0 (the initial render: `onAppear`, and the `onReceive`
    /// subscription) and fire at each later frame: "wait 1 s" is 60 frames, each running Ticker
    /// and PubTicker once (their @State written): 120. Then 600 frames: 1,200. The check traps
    /// unless each fired 660 times in the 660 frames.
    @Test(arguments: EngineKind.allCases)
    func aOneFrameTimerFiresEveryFrame(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "frame-timer")
        #expect(r.total("wait 1 s").bodyEvaluations == 120)
        #expect(r.total("wait 10 s").bodyEvaluations == 1200)
    }
}
