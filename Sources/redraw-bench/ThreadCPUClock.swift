/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), in nanoseconds.
///
/// Beside the wall clock, not instead of it: on a shared machine a frame that
/// waits for a CPU grows in wall-clock time but not in thread CPU time, so the
/// two together tell load from cost. Read outside the wall-clock interval (a
/// system call, not vDSO: ~0.1–0.5 µs), so it does not inflate wall figures.
#if canImport(Glibc)
import Glibc
#endif

enum ThreadCPUClock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
