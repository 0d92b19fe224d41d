// DispatchShadow: `DispatchQueue` and `DispatchTime` for a scenario, on the
// virtual clock. A type of an imported module does not shadow Dispatch's for a
// file that imports Foundation too (ambiguous on Swift 6.3.1), so the compiled
// form names these with typealiases of its own (RedrawFrontEnd's ClockAliases);
// `DispatchWorkItem`, `DispatchQoS`, `DispatchTimeInterval` and the rest of
// Dispatch stay the real ones.
//
// Invariants:
// - Every queue — `.main`, `.global()`, `DispatchQueue(label:)` — is the one
//   virtual main queue: a block runs on the main thread in the first
//   `runDueWork()` at or after its deadline, blocks due together in the order
//   they were queued. `sync` runs the block at once.
// - `DispatchTime.now()` is the virtual time, so `.now() + 0.3` is exact.
// - A cancelled `DispatchWorkItem` does not run.

import Dispatch
import Foundation

/// A point of the virtual clock, as `DispatchTime` is one of the system's uptime.
public struct DispatchTime: Comparable, Hashable, Sendable {
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: UInt64(VirtualClock.shared.nanoseconds)) }
    public static let distantFuture = DispatchTime(uptimeNanoseconds: UInt64(Int64.max / 2))

    public var rawValue: UInt64 { uptimeNanoseconds }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.uptimeNanoseconds < b.uptimeNanoseconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(VirtualClock.nanoseconds(ofSeconds: seconds))
    }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(-VirtualClock.nanoseconds(ofSeconds: seconds))
    }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.adding(Self.nanoseconds(of: interval))
    }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.adding(-Self.nanoseconds(of: interval))
    }

    public func distance(to other: DispatchTime) -> DispatchTimeInterval {
        .nanoseconds(Int(Int64(bitPattern: other.uptimeNanoseconds &- uptimeNanoseconds)))
    }

    func adding(_ ns: Int64) -> DispatchTime {
        let value = Int64(uptimeNanoseconds) + ns
        return DispatchTime(uptimeNanoseconds: UInt64(min(max(0, value), Int64.max / 2)))
    }

    static func nanoseconds(of interval: DispatchTimeInterval) -> Int64 {
        switch interval {
        case .seconds(let n): return Int64(n) * 1_000_000_000
        case .milliseconds(let n): return Int64(n) * 1_000_000
        case .microseconds(let n): return Int64(n) * 1_000
        case .nanoseconds(let n): return Int64(n)
        case .never: return Int64.max / 2
        @unknown default: return 0
        }
    }
}

/// Every queue of a scenario is the virtual main queue (a child runs on one thread).
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    public static let main = DispatchQueue(label: "com.apple.main-thread")
    private static let globalQueue = DispatchQueue(label: "com.apple.root.default-qos")

    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { globalQueue }

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
                autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor () -> Void) {
        guard let group else { return enqueue(at: VirtualClock.shared.nanoseconds, "block queued on \(label)", work) }
        group.enter()
        enqueue(at: VirtualClock.shared.nanoseconds, "block queued on \(label) in a group") {
            work()
            group.leave()
        }
    }

    public func async(execute workItem: DispatchWorkItem) {
        enqueue(at: VirtualClock.shared.nanoseconds, "work item queued on \(label)") { if !workItem.isCancelled { workItem.perform() } }
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor () -> Void) {
        enqueue(at: Int64(deadline.uptimeNanoseconds), "block after a deadline on \(label)", work)
    }

    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        enqueue(at: Int64(deadline.uptimeNanoseconds), "work item after a deadline on \(label)") {
            if !workItem.isCancelled { workItem.perform() }
        }
    }

    /// The iterations run one after another on the calling thread, in order, and return when all
    /// have (as Dispatch's do): a child runs on one thread, so the work is the same and the
    /// counts repeat, but a timing does not show the parallel speed-up a device's cores give.
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        for index in 0..<iterations { work(index) }
    }

    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
    public func sync(execute workItem: DispatchWorkItem) { if !workItem.isCancelled { workItem.perform() } }

    private func enqueue(at due: Int64, _ what: String, _ work: @escaping @MainActor () -> Void) {
        VirtualClock.shared.schedule(at: due, what) { MainActor.assumeIsolated { work() } }
    }

}
