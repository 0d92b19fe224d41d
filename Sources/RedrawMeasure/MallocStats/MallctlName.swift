/// One jemalloc control name (`"epoch"`, `"thread.allocated"`, ...) resolved
/// once to its management information base (MIB).
///
/// `mallctl(name, ...)` parses the dotted name on every call; resolving it with
/// `mallctlnametomib` up front and calling `mallctlbymib` afterwards means that
/// taking a measurement does no string handling. The MIB is kept in a
/// fixed-size tuple rather than an array so that copying it (to substitute an
/// arena index) stays on the stack: a snapshot must not allocate, or it
/// would count itself.
internal import CJemalloc

struct MallctlName: Sendable {
    /// Room for the deepest names used here (`stats.arenas.<i>.small.nrequests` has 5).
    private typealias Components = (Int, Int, Int, Int, Int, Int, Int, Int)
    private static let capacity = 8

    /// The dotted name, kept for diagnostics only.
    let name: String
    private let components: Components
    private let length: Int

    /// Resolves `name`; nil when jemalloc does not know it (or is absent).
    init?(_ name: String) {
        var components: Components = (0, 0, 0, 0, 0, 0, 0, 0)
        var length = Self.capacity
        let status = withUnsafeMutablePointer(to: &components) { tuple in
            tuple.withMemoryRebound(to: Int.self, capacity: Self.capacity) { mib in
                mallctlnametomib(name, mib, &length)
            }
        }
        guard status == 0 else { return nil }
        self.name = name
        self.components = components
        self.length = length
    }

    /// Reads a `uint64_t` control.
    func readUInt64() -> UInt64? {
        var value: UInt64 = 0
        return call(read: &value) ? value : nil
    }

    /// Reads a `uint64_t` control after replacing MIB component `position`
    /// with `component`: the jemalloc idiom for `stats.arenas.<i>.*` without
    /// re-parsing the name.
    func readUInt64(replacing position: Int, with component: Int) -> UInt64? {
        precondition((0..<length).contains(position))
        var value: UInt64 = 0
        return call(read: &value, replacing: (position, component)) ? value : nil
    }

    /// Reads a C `bool` control.
    func readBool() -> Bool? {
        var value = false
        return call(read: &value) ? value : nil
    }

    /// Writes a `uint64_t` (or, given a `UInt32`, an `unsigned`) control;
    /// true on success.
    func write<T: FixedWidthInteger>(_ value: T) -> Bool {
        var newValue = value
        return withMIB(replacing: nil) { mib, count in
            withUnsafeMutableBytes(of: &newValue) { bytes in
                mallctlbymib(mib, count, nil, nil, bytes.baseAddress, bytes.count) == 0
            }
        }
    }

    /// Runs a control that neither reads nor writes (e.g. `thread.tcache.flush`).
    func invoke() -> Bool {
        withMIB(replacing: nil) { mib, count in
            mallctlbymib(mib, count, nil, nil, nil, 0) == 0
        }
    }

    private func call<T>(read value: inout T, replacing: (Int, Int)? = nil) -> Bool {
        withMIB(replacing: replacing) { mib, count in
            withUnsafeMutableBytes(of: &value) { bytes in
                var size = bytes.count
                return mallctlbymib(mib, count, bytes.baseAddress, &size, nil, 0) == 0
                    && size == bytes.count
            }
        }
    }

    private func withMIB<R>(replacing: (position: Int, component: Int)?,
                            _ body: (UnsafePointer<Int>, Int) -> R) -> R {
        var copy = components
        let count = length
        return withUnsafeMutablePointer(to: &copy) { tuple in
            tuple.withMemoryRebound(to: Int.self, capacity: Self.capacity) { mib in
                if let replacing { mib[replacing.position] = replacing.component }
                return body(mib, count)
            }
        }
    }
}
