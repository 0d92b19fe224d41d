/// The clock is monotonic and counts in nanoseconds.
import Testing
import RedrawMeasure
#if canImport(Glibc)
import Glibc
#endif

@Test func clockNeverGoesBackwards() {
    var previous = MonotonicClock.now()
    for _ in 0..<10_000 {
        let now = MonotonicClock.now()
        #expect(now >= previous)
        previous = now
    }
}

@Test func clockCountsNanoseconds() {
    // A 20 ms sleep lasts at least 20,000,000 ns and, on any sane machine,
    // well under 10 s (which would mean the unit were off by 1000).
    let (_, elapsed) = MonotonicClock.measure { usleep(20_000) }
    #expect(elapsed >= 20_000_000)
    #expect(elapsed < 10_000_000_000)
}
