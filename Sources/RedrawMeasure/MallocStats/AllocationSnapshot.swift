/// A reading of jemalloc's allocation counters at one instant.
///
/// Both fields only ever grow, so the difference of two snapshots (`after -
/// before`) is the allocation activity in between: that delta is what the
/// profiler reports per scenario step.
public struct AllocationSnapshot: Equatable, Hashable, Sendable, Codable {
    /// Allocation requests served so far by all arenas (small + large).
    public var allocations: UInt64
    /// Bytes allocated so far by the calling thread (`thread.allocated`).
    public var bytes: UInt64

    public init(allocations: UInt64, bytes: UInt64) {
        self.allocations = allocations
        self.bytes = bytes
    }

    public static let zero = AllocationSnapshot(allocations: 0, bytes: 0)

    /// The activity between `earlier` and `later`. Counters are monotonic; the
    /// subtraction saturates at zero rather than trapping if the two are
    /// passed in the wrong order.
    public static func - (later: AllocationSnapshot, earlier: AllocationSnapshot) -> AllocationSnapshot {
        AllocationSnapshot(
            allocations: later.allocations >= earlier.allocations ? later.allocations - earlier.allocations : 0,
            bytes: later.bytes >= earlier.bytes ? later.bytes - earlier.bytes : 0)
    }

    /// Sums two deltas, e.g. to accumulate over several steps.
    public static func + (lhs: AllocationSnapshot, rhs: AllocationSnapshot) -> AllocationSnapshot {
        AllocationSnapshot(allocations: lhs.allocations &+ rhs.allocations,
                           bytes: lhs.bytes &+ rhs.bytes)
    }
}
