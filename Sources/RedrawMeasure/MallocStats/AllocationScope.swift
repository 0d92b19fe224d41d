/// Which allocations a `JemallocStats` counter sees.
///
/// jemalloc keeps request counts per arena, not per thread. Summing every
/// arena counts the whole process, so any other thread that allocates at the
/// same time (a parallel test, a Dispatch worker) leaks into the delta. Giving
/// each measuring thread an arena of its own makes the count exact for the
/// work that thread does, whatever the rest of the process is doing.
public enum AllocationScope: Sendable, Equatable {
    /// `stats.arenas.<MALLCTL_ARENAS_ALL>`: every arena. Exact only while no
    /// other thread allocates; other threads can only add to the count.
    case process
    /// The calling thread's own arena (see `MeasurementArena`): `snapshot()`
    /// binds the calling thread to it (`thread.arena`) and reads only its
    /// counts, so they are exact for work done on that thread.
    case callingThread
}
