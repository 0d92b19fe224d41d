// Scheduler: where and when an operator's delayed work runs. In a scenario
// `RunLoop.main` and `DispatchQueue.main` are schedulers on the virtual clock
// (their conformances are in RedrawClock); `ImmediateScheduler` runs at once.
// Intervals are written as in Combine: `.milliseconds(300)`, `.seconds(1)`,
// or a number of seconds (`0.3`).

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
    /// The interval in nanoseconds.
    var _nanoseconds: Int64 { get }
}

/// A scheduler's notion of time, as far as operators need it: the type of its intervals.
public protocol _SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}

public protocol Scheduler {
    associatedtype SchedulerTimeType: _SchedulerTime
    associatedtype SchedulerOptions = Never
    /// Runs `action` `delay` from now (zero: as soon as the scheduler gets to it); the result cancels it.
    func _schedule(after delay: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> AnyCancellable
}

/// An interval of scenario time.
public struct SchedulerTimeInterval: SchedulerTimeIntervalConvertible, Comparable, Hashable,
                                     ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public let _nanoseconds: Int64

    init(nanoseconds: Int64) { _nanoseconds = max(0, nanoseconds) }

    public init(floatLiteral seconds: Double) { self.init(nanoseconds: Int64((seconds * 1e9).rounded())) }
    /// `RunLoop.SchedulerTimeType.Stride(0.5)`: Apple's "creates a run loop scheduler time interval
    /// from the given time interval" (a `TimeInterval`, seconds).
    public init(_ timeInterval: Double) { self.init(floatLiteral: timeInterval) }
    /// The interval in seconds, as the run loop's stride gives it.
    public var timeInterval: Double { Double(_nanoseconds) / 1e9 }
    public init(integerLiteral seconds: Int) { self.init(nanoseconds: Int64(seconds) * 1_000_000_000) }

    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: Int64(s) * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: Int64(ms) * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: Int64(us) * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: Int64(ns)) }

    public static func < (a: Self, b: Self) -> Bool { a._nanoseconds < b._nanoseconds }
}

/// The time type of the scenario's schedulers.
public struct SchedulerTime: _SchedulerTime {
    public typealias Stride = SchedulerTimeInterval
}

/// Runs every action at once, ignoring delays (as Combine's does).
public struct ImmediateScheduler: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public static let shared = ImmediateScheduler()

    public func _schedule(after delay: SchedulerTimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        action()
        return AnyCancellable {}
    }
}
