// DirectTracking: Observation tracking whose `ObservationTracking` the runtime
// holds from the start, so that it can be cancelled before it ever fires.
//
// `withObservationTracking` collects a body's reads in an access list that the
// registrar reaches through a thread-local pointer (`_swift_observation_tls_get`
// / `_set`), then installs an `ObservationTracking` made from that list. The
// public form hands nobody that tracking; the SPI forms hand it over only when
// it fires. SwiftUI builds the tracking itself from the list (the SPI
// `ObservationTracking(_:)` and `_installTracking(_:willSet:didSet:)`) and can
// therefore end it when a view goes away. On Linux the two thread-local
// accessors are not exported, only present in the library's symbol table; this
// file finds them there, checks once per process that they behave as the
// Observation sources say (a read lands in the list they point at; the
// installed tracking fires on a write and not after `cancel()`), and otherwise
// reports itself unavailable, so that the runtime keeps its portable route
// (a sentinel property every tracking also reads, written to end it).
//
// Invariants:
// - `track` runs `body` with the thread-local list pointing at a list of its
//   own, restores the previous (nil) pointer, and installs a tracking only
//   when the body read something. It runs only where no other tracking is
//   collecting (`canTrack`): nested inside one, `withObservationTracking`
//   would merge the inner reads into the outer list, which this file cannot.
// - A tracking fires at most once: its callback cancels it, as the public
//   `withObservationTracking(_:onChange:)` does.

@_spi(SwiftUI) import Observation
#if canImport(Glibc)
import Glibc
#endif

/// What a tracking tells when it fires: the node that ran the body.
public protocol _TrackingOwner: AnyObject {
    func trackingFired()
}

public enum _DirectTracking {
    /// A tracking that can be ended at any time. A class, so that an optional handle is one
    /// pointer (the tracking itself is a resilient type of the Observation library); the
    /// tracking's callback captures it in place of a closure context of its own.
    ///
    /// Its owner is `unowned(unsafe)`: a weak reference gave every tracked node a side table, which
    /// sends each later retain and release of that node down the runtime's slow path (in
    /// redraw-bench's pull toggle, 8 % of Redraw's samples were `incrementSlow`, `doDecrementSlow`,
    /// `formWeakReference` and `swift_weakLoadStrong`). An owner ends its handle (`cancel` when
    /// the tracking is replaced or the node destroyed, `disown` at the latest in its deinit), so a
    /// fire never reaches a freed owner.
    public final class Handle: @unchecked Sendable {
        fileprivate var tracking: ObservationTracking?
        fileprivate unowned(unsafe) var owner: (any _TrackingOwner)?

        fileprivate init(owner: _TrackingOwner) { self.owner = owner }

        /// Removes every registration of the tracking: it will not fire.
        public func cancel() { tracking?.cancel() }

        /// Cancels the tracking and forgets the owner: a fire already under way counts as an orphan.
        public func disown() {
            owner = nil
            tracking?.cancel()
        }
    }

    /// The thread-local accessors, found and self-tested once per process; nil when unavailable
    /// (or `REDRAW_OBSERVATION_TRACKING=public`).
    static let accessors: ThreadLocalAccessors? = {
        if getenv("REDRAW_OBSERVATION_TRACKING").map({ String(cString: $0) }) == "public" { return nil }
        guard let accessors = ThreadLocalAccessors.locate(), SelfTest.passes(accessors) else { return nil }
        return accessors
    }()

    /// Whether the thread-local accessors were found and passed the self-test.
    public static var isAvailable: Bool { accessors != nil }

    /// `accessors` once resolved, and the bytes of a nil list, kept in plain globals: `track`
    /// runs for every body evaluation, where each read of a `static let` was a `swift_once`
    /// call, and testing the list (a resilient type) for nil a value-witness call.
    nonisolated(unsafe) private static var resolved = false
    nonisolated(unsafe) private static var ready: ThreadLocalAccessors?
    nonisolated(unsafe) private static var nilList: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var listSize = 0
    /// A nil list's one word, when the list is a word (on this toolchain it is: 8 bytes).
    nonisolated(unsafe) private static var nilWord: UInt64 = 0
    nonisolated(unsafe) private static var list: UnsafeMutablePointer<ObservationTracking._AccessList?>!

    @inline(__always) private static var readyAccessors: ThreadLocalAccessors? {
        if _fastPath(resolved) { return ready }
        ready = accessors
        listSize = MemoryLayout<ObservationTracking._AccessList?>.size
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: max(listSize, 1), alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(listSize, 1))
        list = collecting
        bytes.copyMemory(from: UnsafeRawPointer(list), byteCount: listSize)  // the list is nil here
        nilList = bytes
        if listSize == MemoryLayout<UInt64>.size { nilWord = bytes.load(as: UInt64.self) }
        resolved = true
        return ready
    }

    /// Whether the body read nothing observable: the list is still nil, byte for byte (a list
    /// the registrar made is never nil's bit pattern). A one-word list is one comparison, not a
    /// call to `memcmp` (3 % of the push toggle's frame in redraw-bench).
    @inline(__always) private static var nothingCollected: Bool {
        if listSize == MemoryLayout<UInt64>.size { return UnsafeRawPointer(list).load(as: UInt64.self) == nilWord }
        return memcmp(UnsafeRawPointer(list), UnsafeRawPointer(nilList!), listSize) == 0
    }

    /// Fires of trackings whose owner was gone without cancelling them (should stay 0).
    nonisolated(unsafe) public static var orphanFires = 0

    /// The list a running `track` collects into: one for the process, reused. `track` runs only
    /// when no tracking is collecting on the thread (`canTrack`), so it is never in use twice;
    /// the runtime tracks bodies on the main thread only.
    nonisolated(unsafe) private static let collecting: UnsafeMutablePointer<ObservationTracking._AccessList?> = {
        let pointer = UnsafeMutablePointer<ObservationTracking._AccessList?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()

    /// True when `track` may run now: available, and no tracking is collecting on this thread.
    public static var canTrack: Bool {
        guard let accessors = readyAccessors else { return false }
        return accessors.get() == nil
    }

    /// Runs `body` collecting its reads; installs a tracking of them that tells `owner` at the
    /// first change (then cancels itself), and returns it — nil when the body read nothing
    /// observable, which then installs and allocates nothing. Call only when `canTrack`. Not
    /// generic, so that the caller's result type costs no generic code here.
    public static func track(_ body: () -> Void, owner: _TrackingOwner) -> Handle? {
        let accessors = readyAccessors!
        let collecting = list!
        accessors.set(UnsafeMutableRawPointer(collecting))
        body()
        accessors.set(nil)
        // The list's type is resilient (each operation a value-witness call): a body that read
        // nothing — every push-form body — costs one comparison of bytes here, no copy and no destroy.
        if nothingCollected { return nil }
        let reads = collecting.move()
        collecting.initialize(to: nil)
        let handle = Handle(owner: owner)
        let tracking = ObservationTracking(reads)
        handle.tracking = tracking
        ObservationTracking._installTracking(tracking, willSet: { [handle] tracking in
            if let owner = handle.owner { owner.trackingFired() } else { orphanFires += 1 }
            tracking.cancel()
        })
        return handle
    }
}

/// `_swift_observation_tls_get` and `_set`, found in libswiftObservation's symbol table.
struct ThreadLocalAccessors {
    typealias Get = @convention(c) () -> UnsafeMutableRawPointer?
    typealias Set = @convention(c) (UnsafeMutableRawPointer?) -> Void
    // The functions are `SWIFT_CC(swift)`; with no context, error or indirect result, a
    // pointer argument and a pointer result travel in the same registers as in C.
    let get: Get
    let set: Set

    static func locate() -> ThreadLocalAccessors? {
        #if canImport(Glibc)
        // Any exported function of the library gives its file and load address.
        guard let exported = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "$s11Observation0A8TrackingV6cancelyyF")
        else { return nil }
        guard let (path, base) = LoadedLibrary.containing(exported) else { return nil }
        guard let symbols = ELFSymbolTable(path: path),
              let getOffset = symbols.value(of: "_swift_observation_tls_get"),
              let setOffset = symbols.value(of: "_swift_observation_tls_set") else { return nil }
        return ThreadLocalAccessors(get: unsafeBitCast(UnsafeRawPointer(bitPattern: base + UInt(getOffset))!, to: Get.self),
                                    set: unsafeBitCast(UnsafeRawPointer(bitPattern: base + UInt(setOffset))!, to: Set.self))
        #else
        return nil
        #endif
    }
}

/// Checks the accessors against what the Observation sources promise, once.
private enum SelfTest {
    final class Probe: Observable {
        let registrar = ObservationRegistrar()
        var value = 0
        func read() { registrar.access(self, keyPath: \.value) }
        func write() { registrar.withMutation(of: self, keyPath: \.value) { value += 1 } }
    }

    final class Counter: @unchecked Sendable { var fires = 0 }

    static func passes(_ accessors: ThreadLocalAccessors) -> Bool {
        guard accessors.get() == nil else { return false }
        // The pointer round-trips, and a registrar's read lands in the list it points at.
        var list: ObservationTracking._AccessList?
        let probe = Probe()
        let roundTrips = withUnsafeMutablePointer(to: &list) { pointer -> Bool in
            accessors.set(UnsafeMutableRawPointer(pointer))
            let same = accessors.get() == UnsafeMutableRawPointer(pointer)
            probe.read()
            accessors.set(nil)
            return same && accessors.get() == nil
        }
        guard roundTrips, let list else { return false }
        // A tracking made from that list fires on a write; a cancelled one does not.
        let counter = Counter()
        let tracking = ObservationTracking(list)
        ObservationTracking._installTracking(tracking, willSet: { _ in counter.fires += 1 })
        probe.write()
        guard counter.fires == 1 else { return false }
        tracking.cancel()
        probe.write()
        return counter.fires == 1
    }
}
