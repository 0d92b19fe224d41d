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

    /// A SIGQUIT that landed as `swift_retain` began: the backtracer skipped the loop's frame, so
    /// no frame is the file's; the function it was stopped in is still named (trial of a flaky
    /// FaultTests.aStepThatNeverEnds), without the image or the offset.
    @Test func theFunctionAStepWasStoppedInIsNamedWhenNoLineIs() {
        let text = """
        *** Signal 3: Backtracing from 0x7f97d4670980... done ***
        Thread 0 "2453ee5674a7d63" crashed:
          0                         0x00007f97d4670980 swift_retain in libswiftCore.so
          1 [ra] [thunk]            0x00007f97d28a9b71 partial apply for closure #1 in static Redraw.step(_:frames:file:line:column:_:) + 16 in libRedrawScenarioKit.so at /k/Workload.swift:25:90
        Backtrace took 0.44s
        """
        let backtrace = Backtrace(text.components(separatedBy: "\n"))
        #expect(backtrace.userFrames(in: parts).isEmpty)
        #expect(backtrace.innermost.crashed == "swift_retain")
        #expect(backtrace.innermost.main == "swift_retain")
        // An instruction the optimiser gave no line: the frame is the file's, without a line.
        let noLine = """
        Thread 0 "exe" crashed:
          0                         0x000055ec5a6f17c8 closure #2 in __redrawScenarioMain() + 72 in exe at /s/forever.swift
        """
        #expect(Backtrace(noLine.components(separatedBy: "\n")).innermost.main == "closure #2 in the top-level code")
    }
}
