/// Nanosecond timestamps from `CLOCK_MONOTONIC`.
///
/// Durations in the profiler are differences of two `now()` readings. The
/// monotonic clock never jumps with wall-clock adjustments (NTP, manual
/// changes), and reading it through vDSO costs tens of nanoseconds with no
/// allocation, so it does not perturb the allocation counters.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct MonotonicClock: Sendable {
    /// Nanoseconds since an arbitrary fixed point (boot, on Linux).
    public static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Nanoseconds elapsed since `start`, a previous `now()` reading.
    public static func nanoseconds(since start: UInt64) -> UInt64 {
        let end = now()
        return end >= start ? end - start : 0
    }

    /// Runs `body` and returns its result with the nanoseconds it took.
    public static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, nanoseconds: UInt64) {
        let start = now()
        let result = try body()
        return (result, nanoseconds(since: start))
    }
}
