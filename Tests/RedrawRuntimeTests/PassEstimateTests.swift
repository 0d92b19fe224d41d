// PassEstimate: the progress line's "about … left", from the passes a child has run.

@testable import RedrawBuild
import Testing

@Suite struct PassEstimateTests {
    @Test func estimatesFromThePassesRun() {
        var estimate = PassEstimate()
        // Pass 1 starts at 100 s: nothing has run yet.
        #expect(estimate.remaining(after: "push: pass 1 of 10 (warmup)", now: 100) == nil)
        // Pass 2 at 112 s: one pass took 12 s, passes 2…10 (nine) are left: 108 s.
        #expect(estimate.remaining(after: "push: pass 2 of 10 (timed)", now: 112) == "about 1 min 50 s left")
        // Pass 9 at 184 s: eight passes in 84 s (10.5 s each), passes 9 and 10 left: 21 s.
        #expect(estimate.remaining(after: "push: pass 9 of 10 (split)", now: 184) == "about 21 s left")
        // Pass 10 at 186 s: 86 s / 9 = 9.6 s for the one left, rounded up.
        #expect(estimate.remaining(after: "push: pass 10 of 10 (split)", now: 186) == "about 10 s left")
    }

    @Test func shortRunsShowNothingAndANewCountRestarts() {
        var estimate = PassEstimate()
        #expect(estimate.remaining(after: "pull: pass 1 of 8 (warmup)", now: 0) == nil)
        // 0.2 s a pass, seven left: 1.4 s, under the 5 s worth showing.
        #expect(estimate.remaining(after: "pull: pass 2 of 8 (timed)", now: 0.2) == nil)
        // Numbered afresh (another child's passes): the clock starts again, nothing yet.
        #expect(estimate.remaining(after: "pull: pass 1 of 3 (timed)", now: 50) == nil)
        #expect(estimate.remaining(after: "pull: pass 2 of 3 (timed)", now: 60) == "about 20 s left")
        // A line that names no pass.
        #expect(estimate.remaining(after: "compiling x.swift", now: 70) == nil)
    }

    @Test func durationsRoundUp() {
        #expect(PassEstimate.duration(4.1) == "5 s")
        #expect(PassEstimate.duration(59.5) == "1 min")
        #expect(PassEstimate.duration(61) == "1 min 5 s")
        #expect(PassEstimate.duration(119) == "2 min")
        #expect(PassEstimate.duration(601) == "11 min")
    }
}
