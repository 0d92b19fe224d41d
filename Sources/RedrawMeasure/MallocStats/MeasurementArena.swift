/// One jemalloc arena per measuring thread, for `AllocationScope.callingThread`.
///
/// jemalloc counts requests per arena, and never hands a manually created
/// arena (`arenas.create`) to a thread on its own; so a thread bound to an
/// arena nobody else uses has exact, private counts. The arena is remembered
/// in a pthread key. When the thread exits the key's destructor returns the
/// arena to a pool for the next measuring thread (arenas cannot be cheaply
/// destroyed, and jemalloc allows at most 4095), so the number of arenas is
/// bounded by the number of threads measuring at the same time. A thread
/// stays bound after measuring; that is harmless, its later allocations just
/// come from its arena.
internal import CJemalloc
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum MeasurementArena {
    /// The calling thread's arena, created or taken from the pool on first
    /// use; nil if jemalloc cannot create another arena.
    static func current() -> UInt32? {
        guard let key else { return nil }
        if let stored = pthread_getspecific(key) {
            return UInt32(UInt(bitPattern: stored) - 1)
        }
        guard let arena = pool.withLock({ $0.popLast() }) ?? create() else { return nil }
        // Stored as index + 1: a null value means "none yet".
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(arena) + 1))
        return arena
    }

    /// Arenas whose threads have exited, ready for reuse.
    private static let pool = Mutex<[UInt32]>([])

    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stored in
            guard let stored else { return }
            let arena = UInt32(UInt(bitPattern: stored) - 1)
            MeasurementArena.pool.withLock { $0.append(arena) }
        }
        return status == 0 ? key : nil
    }()

    private static func create() -> UInt32? {
        var index: UInt32 = 0
        var length = MemoryLayout<UInt32>.size
        guard mallctl("arenas.create", &index, &length, nil, 0) == 0 else { return nil }
        return index
    }
}
