// Backtrace: the user's frames read from what the Swift runtime's backtracer
// printed. A time limit's `SIGQUIT` may reach a thread other than the main one:
// the main thread's frames stand in for a crashed thread with none of the user's.

import RedrawFrontEnd
@testable import RedrawBuild
import Testing

@Suite struct BacktraceTests {
    let parts = [ScenarioFile(path: "/s/forever.swift", text: "a\nb\nc\nd\ne\nf\n").parts[0]]

    /// Thread 1 took the signal (idle in a futex); Thread 0 was in the loop at line 6.
    @Test func theMainThreadStandsInForACrashedThreadWithNoUserFrame() {
        let text = """
        *** Signal 3: Backtracing from 0x7f… done ***
        Thread 0 "main":
          0               0x00007f77392706ed swift_retain + 61 in libswiftCore.so
          1 [ra]          0x000055827e16fa2d closure #2 in __redrawScenarioMain() + 76 in exe at /s/forever.swift:6:5
        Thread 1 crashed:
          0               0x00007f7739000000 __futex_abstimed_wait_common + 61 in libc.so.6
        Backtrace took 0.23s
        """
        let backtrace = Backtrace(text.components(separatedBy: "\n"))
        #expect(backtrace.frames.isEmpty)
        #expect(backtrace.userFrames(in: parts).map(\.frame.line) == [6])
        #expect(backtrace.activity(in: parts) == "the workload")
    }
}
