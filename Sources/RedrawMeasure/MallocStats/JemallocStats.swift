/// Allocation counting through jemalloc's `mallctl` statistics.
///
/// Linking `CJemalloc` (Debian's unprefixed libjemalloc) makes jemalloc the
/// process allocator — the linker lists `libjemalloc.so.2` before `libc.so.6`,
/// so its `malloc` wins symbol resolution for the Swift runtime too — and its
/// statistics then count every Swift object, array buffer and string storage.
/// `init` checks this with a probe allocation. A snapshot:
///
/// 1. flushes the calling thread's cache (`thread.tcache.flush`): requests
///    served from a thread cache are merged into the arena statistics only
///    when that cache is flushed (without it, deltas were seen off by ±1);
/// 2. for `.callingThread`, binds the thread to its own arena
///    (`MeasurementArena`);
/// 3. advances `epoch`, which refreshes jemalloc's statistics;
/// 4. reads `stats.arenas.<i>.{small,large}.nrequests` (allocation count; `i`
///    is `MALLCTL_ARENAS_ALL` = 4096 or the thread's arena) and
///    `thread.allocated` (bytes, calling thread only; rounded up to jemalloc
///    size classes, e.g. a 24-byte object counts 32).
///
/// Assumption: all measured work runs on the calling thread. Only that
/// thread's cache is flushed and (for `.callingThread`) only that thread is
/// bound to the measured arena; work handed to other threads is not counted
/// reliably. Measured this way (jemalloc 5.3.0, Debian) the counts are exact:
/// k objects allocated between two snapshots give exactly k allocations and
/// k × size-class bytes, every time, and two back-to-back snapshots differ by
/// zero. With `.process`, other threads allocating meanwhile add to the
/// count; with `.callingThread` they do not.
///
/// All control names are resolved to MIBs once in `init`, so `snapshot()`
/// does no string lookups and no heap allocation of its own.
internal import CJemalloc

public struct JemallocStats: Sendable {
    /// What the allocation count covers.
    public let scope: AllocationScope
    /// jemalloc's version string, e.g. `"5.3.0-0-g54eaed1d8b56b1aa528be3bdd1877e59c56fa90c"`.
    public let version: String
    /// Whether thread caches are on (`opt.tcache`; off with
    /// `MALLOC_CONF=tcache:false`). When off there is nothing to flush.
    public let tcacheEnabled: Bool

    private let flush: MallctlName?
    private let bindArena: MallctlName?
    private let epoch: MallctlName
    private let smallRequests: MallctlName
    private let largeRequests: MallctlName
    private let threadAllocated: MallctlName

    /// Position of `<i>` in a `stats.arenas.<i>.*` MIB.
    private static let arenaComponent = 2

    /// Nil when jemalloc is not linked, was built without statistics
    /// (`config.stats` false), a control cannot be resolved, a measurement
    /// arena cannot be created, or jemalloc is linked but is not the
    /// allocator Swift's runtime actually uses.
    public init?(scope: AllocationScope = .process) {
        // `.callingThread` resolves the names for arena 0 (always present)
        // and substitutes the thread's arena into the MIB on each read.
        let arena = scope == .process ? Int(MALLCTL_ARENAS_ALL) : 0 // ALL = 4096 in jemalloc 5
        guard MallctlName("config.stats")?.readBool() == true,
              let tcache = MallctlName("opt.tcache")?.readBool(),
              let epoch = MallctlName("epoch"),
              let small = MallctlName("stats.arenas.\(arena).small.nrequests"),
              let large = MallctlName("stats.arenas.\(arena).large.nrequests"),
              let threadAllocated = MallctlName("thread.allocated")
        else { return nil }
        self.scope = scope
        self.version = Self.readVersion() ?? "unknown"
        self.tcacheEnabled = tcache
        // `thread.tcache.flush` fails (EFAULT) when caches are disabled.
        self.flush = tcache ? MallctlName("thread.tcache.flush") : nil
        if scope == .callingThread {
            guard let bind = MallctlName("thread.arena"), MeasurementArena.current() != nil
            else { return nil }
            self.bindArena = bind
        } else {
            self.bindArena = nil
        }
        self.epoch = epoch
        self.smallRequests = small
        self.largeRequests = large
        self.threadAllocated = threadAllocated
        guard isProcessAllocator() else { return nil }
    }

    /// The counters now. See the type's documentation for what is covered.
    /// With `.callingThread`, `allocations` is 0 on a thread for which
    /// jemalloc could not provide an arena (more than 4095 measuring threads).
    public func snapshot() -> AllocationSnapshot {
        _ = flush?.invoke() // first, so cached counts go to the arena they came from
        var arena: UInt32? = nil
        if let bindArena {
            arena = MeasurementArena.current()
            if let arena { _ = bindArena.write(arena) } // a no-op when already bound
        }
        _ = epoch.write(UInt64(1))
        let bytes = threadAllocated.readUInt64() ?? 0
        let small: UInt64?, large: UInt64?
        switch (scope, arena) {
        case (.process, _):
            small = smallRequests.readUInt64()
            large = largeRequests.readUInt64()
        case (.callingThread, let arena?):
            small = smallRequests.readUInt64(replacing: Self.arenaComponent, with: Int(arena))
            large = largeRequests.readUInt64(replacing: Self.arenaComponent, with: Int(arena))
        case (.callingThread, nil):
            (small, large) = (0, 0)
        }
        return AllocationSnapshot(allocations: (small ?? 0) &+ (large ?? 0), bytes: bytes)
    }

    /// The counters' movement while `body` runs on the calling thread.
    public func measure<R>(_ body: () throws -> R) rethrows -> (result: R, delta: AllocationSnapshot) {
        let before = snapshot()
        let result = try body()
        return (result, snapshot() - before)
    }

    /// Allocates through the Swift runtime (`swift_slowAlloc` → `malloc`) and
    /// checks that jemalloc saw it. If glibc's malloc won symbol resolution,
    /// jemalloc would answer `mallctl` but count nothing.
    private func isProcessAllocator() -> Bool {
        let size = 4096
        let before = snapshot()
        let probe = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        let after = snapshot()
        probe.deallocate()
        let delta = after - before
        return delta.bytes >= UInt64(size) && delta.allocations >= 1
    }

    private static func readVersion() -> String? {
        var pointer: UnsafePointer<CChar>? = nil
        var length = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &pointer, &length, nil, 0) == 0, let pointer else { return nil }
        return String(cString: pointer)
    }
}
