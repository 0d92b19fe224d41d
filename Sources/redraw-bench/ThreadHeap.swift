/// Heap bytes held by the calling thread, from jemalloc's per-thread counters.
///
/// `thread.allocated − thread.deallocated` is what this thread holds now, in
/// jemalloc size classes (a 24-byte object counts 32); `thread.peak.read` is
/// the highest that difference reached since `thread.peak.reset` — jemalloc
/// updates it every 64 KiB of allocation activity, so a peak is exact to that
/// granularity. Per-thread counters need no cache flush and no `epoch`: they
/// are kept on the thread's allocation path. Assumption (as in the profiler):
/// the measured work runs on the calling thread. Nil without jemalloc.
internal import CJemalloc

struct HeapUse {
    /// Bytes still held after the measured work, net of what it freed.
    let retained: Int64
    /// The most held at any point during it, above the starting level.
    let peak: Int64
}

enum ThreadHeap {
    static var isAvailable: Bool { read("thread.allocated") != nil && read("thread.peak.read") != nil }

    /// Runs `body` and reports the heap it left behind and its high-water mark.
    static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, use: HeapUse?) {
        let start = held()
        _ = mallctl("thread.peak.reset", nil, nil, nil, 0)
        let result = try body()
        guard let start, let end = held(), let peak = read("thread.peak.read") else { return (result, nil) }
        return (result, HeapUse(retained: end - start, peak: Int64(peak)))
    }

    /// What the calling thread holds now (allocated − deallocated, since it started).
    static func held() -> Int64? {
        guard let allocated = read("thread.allocated"), let deallocated = read("thread.deallocated") else { return nil }
        return Int64(bitPattern: allocated &- deallocated)
    }

    private static func read(_ name: String) -> UInt64? {
        var value: UInt64 = 0
        var length = MemoryLayout<UInt64>.size
        return mallctl(name, &value, &length, nil, 0) == 0 ? value : nil
    }
}
