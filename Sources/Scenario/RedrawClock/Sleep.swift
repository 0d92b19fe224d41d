// Sleep: `Task.sleep` in every form, and the `now` and `sleep` of
// `ContinuousClock` and `SuspendingClock`, on the virtual clock. These
// declarations shadow the standard library's for a scenario (a module that
// imports `_Concurrency` and declares a member with the same signature wins
// the lookup in code that imports both; checked on Swift 6.3.1).
//
// Invariants:
// - A sleep of d that starts at virtual time t wakes at exactly t + d: the
//   task resumes in the first `runDueWork()` of the frame whose time is at or
//   past t + d.
// - Cancelling the task ends a sleep at once with `CancellationError` (the
//   deprecated `sleep(_:)` just returns), as the real sleeps do.
// - An instant of either clock read by the scenario is a fixed base plus the
//   virtual time, so differences of instants are exact virtual durations.
// - Other clocks (a scenario's own `Clock`) sleep as they are written.

import Foundation

/// The real clocks, read through their `Clock` conformance (the shadows below would
/// otherwise answer inside this module too).
private func realNow<C: Clock>(_ clock: C) -> C.Instant { clock.now }

enum VirtualInstants {
    static let continuousBase = realNow(ContinuousClock())
    static let suspendingBase = realNow(SuspendingClock())

    static var continuous: ContinuousClock.Instant {
        continuousBase.advanced(by: .nanoseconds(VirtualClock.shared.nanoseconds))
    }
    static var suspending: SuspendingClock.Instant {
        suspendingBase.advanced(by: .nanoseconds(VirtualClock.shared.nanoseconds))
    }

    /// Nanoseconds of virtual time of an instant of either clock, or nil for another clock.
    static func nanoseconds<I: InstantProtocol>(of instant: I) -> Int64? {
        if let instant = instant as? ContinuousClock.Instant {
            return VirtualClock.nanoseconds(of: continuousBase.duration(to: instant))
        }
        if let instant = instant as? SuspendingClock.Instant {
            return VirtualClock.nanoseconds(of: suspendingBase.duration(to: instant))
        }
        return nil
    }
}

/// One sleeping task: the continuation, and the queue entry that resumes it.
private final class SleepingTask: @unchecked Sendable {
    var continuation: UnsafeContinuation<Void, Error>?
    var entry: WorkQueue.Entry?
    var cancelled = false

    func wake() {
        let c = continuation
        continuation = nil
        c?.resume()
    }

    func cancel() {
        cancelled = true
        if let entry { VirtualClock.shared.queue.remove(entry) }
        let c = continuation
        continuation = nil
        c?.resume(throwing: CancellationError())
    }
}

enum VirtualSleep {
    /// Suspends the calling task until the virtual clock reaches `due`.
    static func sleep(untilNanoseconds due: Int64, _ what: String) async throws {
        try Task.checkCancellation()
        let sleeper = SleepingTask()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, Error>) in
                if sleeper.cancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                sleeper.continuation = continuation
                sleeper.entry = VirtualClock.shared.schedule(at: due, "task sleeping (\(what))") { sleeper.wake() }
            }
        } onCancel: {
            sleeper.cancel()
        }
    }

    static func sleep(for duration: Duration, _ what: String) async throws {
        try await sleep(untilNanoseconds: VirtualClock.shared.nanoseconds(fromNowPlus: duration), what)
    }

    static func describe(_ duration: Duration) -> String { "\(duration)" }
}

extension Task where Success == Never, Failure == Never {
    public static func sleep(nanoseconds duration: UInt64) async throws {
        let ns = duration > UInt64(Int64.max / 2) ? Int64.max / 2 : Int64(duration)
        try await VirtualSleep.sleep(untilNanoseconds: VirtualClock.shared.nanoseconds &+ ns, "sleep(nanoseconds: \(duration))")
    }

    @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
    public static func sleep(_ duration: UInt64) async {
        try? await sleep(nanoseconds: duration)
    }

    public static func sleep(for duration: Duration) async throws {
        try await VirtualSleep.sleep(for: duration, "sleep(for: \(VirtualSleep.describe(duration)))")
    }

    public static func sleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        if clock is ContinuousClock || clock is SuspendingClock, let duration = duration as? Duration {
            try await VirtualSleep.sleep(for: duration, "sleep(for: \(VirtualSleep.describe(duration)))")
        } else {
            try await clock.sleep(for: duration, tolerance: tolerance)
        }
    }

    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                       clock: C = .continuous) async throws {
        if let due = VirtualInstants.nanoseconds(of: deadline) {
            try await VirtualSleep.sleep(untilNanoseconds: due, "sleep(until:)")
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }
}

extension ContinuousClock.Instant {
    /// The virtual time, as an instant of the continuous clock.
    public static var now: ContinuousClock.Instant { VirtualInstants.continuous }
}

extension ContinuousClock {
    public var now: ContinuousClock.Instant { VirtualInstants.continuous }

    public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil) async throws {
        try await VirtualSleep.sleep(untilNanoseconds: VirtualInstants.nanoseconds(of: deadline) ?? 0, "ContinuousClock.sleep(until:)")
    }

    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await VirtualSleep.sleep(for: duration, "ContinuousClock.sleep(for: \(VirtualSleep.describe(duration)))")
    }
}

extension SuspendingClock.Instant {
    /// The virtual time, as an instant of the suspending clock.
    public static var now: SuspendingClock.Instant { VirtualInstants.suspending }
}

extension SuspendingClock {
    public var now: SuspendingClock.Instant { VirtualInstants.suspending }

    public func sleep(until deadline: SuspendingClock.Instant, tolerance: Duration? = nil) async throws {
        try await VirtualSleep.sleep(untilNanoseconds: VirtualInstants.nanoseconds(of: deadline) ?? 0, "SuspendingClock.sleep(until:)")
    }

    public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await VirtualSleep.sleep(for: duration, "SuspendingClock.sleep(for: \(VirtualSleep.describe(duration)))")
    }
}
