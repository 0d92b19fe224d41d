// Executors: every job of Swift concurrency — a main-actor task's next part,
// a nonisolated function's, a sleep's wake-up — is queued on the virtual clock
// and run on the main thread by `VirtualClock.runDueWork()`.
//
// Why this route: on Swift 6.3 for Linux the main actor's jobs no longer pass
// through `swift_task_enqueueMainExecutor_hook` (the runtime hands them to its
// Swift `DispatchMainExecutor`, which calls dispatch directly; tried: a task
// created on the main actor never reached the hook). The runtime's executor
// factory (`_createExecutors(factory:)`, SPI `ExperimentalCustomExecutors`)
// replaces both the main and the default executor at once, and every enqueue —
// plain or scheduled (`SchedulingExecutor`) — reaches this file. It is an
// experimental SPI: if a later toolchain changes it, this file is the one to
// change (the build fails loudly rather than silently running on real time).
//
// Invariants:
// - `install()` runs once per process, before any task exists.
// - Main-actor jobs run with the main executor as their executor, other jobs
//   with the default executor; both on the main thread, so isolation checks of
//   the main actor hold everywhere in the child.
// - A deadline on the real clock (from a sleep Redraw does not shadow) becomes
//   a delay from now, rounded to the millisecond (see `delay(until:clock:)`).

@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Foundation

enum VirtualExecutors: ExecutorFactory {
    static let main = VirtualMainExecutor()
    static let global = VirtualGlobalExecutor()
    nonisolated(unsafe) static var installed = false

    static var mainExecutor: any MainExecutor { main }
    static var defaultExecutor: any TaskExecutor { global }

    static func install() {
        guard !installed else { return }
        installed = true
        _createExecutors(factory: VirtualExecutors.self)
    }

    static func enqueue(_ job: UnownedJob, onMain: Bool, at due: Int64, _ what: String) {
        VirtualClock.shared.schedule(at: due, what) {
            if onMain { job.runSynchronously(on: main.asUnownedSerialExecutor()) }
            else { job.runSynchronously(on: global.asUnownedTaskExecutor()) }
        }
    }

    /// Nanoseconds of virtual time at which a deadline on `clock` falls.
    ///
    /// The sleeps a scenario writes (`Task.sleep` in every form, `ContinuousClock`'s and
    /// `SuspendingClock`'s `sleep`) are shadowed (Sleep.swift) and never come here. What does
    /// come here computed its deadline from the real clock a moment ago, so the delay left is
    /// the one asked for less a few microseconds: rounding to the millisecond gives it back
    /// exactly unless more than half a millisecond of real time passed in between.
    static func delay<C: Clock>(until instant: C.Instant, clock: C) -> Int64 {
        let left = clock.now.duration(to: instant)
        guard let duration = left as? Duration else { return 0 }  // a clock counted in other units: now
        let ns = VirtualClock.nanoseconds(of: duration)
        return max(0, (ns + 500_000) / 1_000_000 * 1_000_000)
    }

    static func delay<C: Clock>(_ delay: C.Duration, clock: C) -> Int64 {
        (delay as? Duration).map { max(0, VirtualClock.nanoseconds(of: $0)) } ?? 0
    }
}

final class VirtualMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        VirtualExecutors.enqueue(UnownedJob(job), onMain: true, at: VirtualClock.shared.nanoseconds, "main-actor job")
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let now = VirtualClock.shared.nanoseconds
        VirtualExecutors.enqueue(UnownedJob(job), onMain: true, at: now + VirtualExecutors.delay(delay, clock: clock),
                                 "main-actor job after a delay")
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let now = VirtualClock.shared.nanoseconds
        VirtualExecutors.enqueue(UnownedJob(job), onMain: true, at: now + VirtualExecutors.delay(until: instant, clock: clock),
                                 "main-actor job at a real-clock deadline")
    }

    var isMainExecutor: Bool { true }

    func checkIsolated() {
        precondition(Thread.isMainThread, "main-actor code ran off the main thread of the scenario")
    }

    /// The scenario's entry point is synchronous; the graph drives this executor frame by frame.
    func run() throws { fatalError("the virtual main executor is driven by the frames, not run") }
    func stop() {}
}

final class VirtualGlobalExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        VirtualExecutors.enqueue(UnownedJob(job), onMain: false, at: VirtualClock.shared.nanoseconds, "job")
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let now = VirtualClock.shared.nanoseconds
        VirtualExecutors.enqueue(UnownedJob(job), onMain: false, at: now + VirtualExecutors.delay(delay, clock: clock),
                                 "job after a delay")
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let now = VirtualClock.shared.nanoseconds
        VirtualExecutors.enqueue(UnownedJob(job), onMain: false, at: now + VirtualExecutors.delay(until: instant, clock: clock),
                                 "job at a real-clock deadline")
    }
}
