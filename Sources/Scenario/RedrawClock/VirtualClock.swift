// VirtualClock: the scenario's time. Each frame advances it by exactly 1/60 s;
// nothing in a run waits for real time.
//
// Invariants:
// - Time is an integer count of nanoseconds since the start of the pass:
//   after `frame` frames it is `frame * 1_000_000_000 / 60` (floored), so 60
//   frames are exactly one second and 18 frames exactly 0.3 s.
// - Everything runs on the main thread of the child: the graph's frames, the
//   jobs of every task (main-actor and global alike), main-queue blocks and
//   timers. There is no locking because there is no second thread.
// - A pass starts from `reset()`: work queued by a previous pass is dropped
//   (never run, never counted) and the clock is back at zero.
// - `runDueWork()` runs, in order of (due time, order of scheduling), every
//   item due at or before the frame's time, including items that the ones it
//   runs make due by then, until none is ready (or a safety cap is reached; the
//   rest waits for the next frame, so a task that never suspends on the clock
//   cannot hang a run).
// - While an item runs, now is the time it was due, as a task wakes at its
//   deadline on a device: a loop of 3 ms sleeps wakes five times in a frame, not
//   once (a tester's 3 ms stream took 12 frames for 60 ms). But now never goes
//   back past a time the scenario has already read: an item due before a tap
//   that read the clock runs at the tap's time, late, as it would behind it.

import Foundation
import RedrawHooks

public final class VirtualClock {
    /// The clock of this process.
    nonisolated(unsafe) public static let shared = VirtualClock()

    /// Frames advanced since the start of the pass.
    public private(set) var frame = 0
    /// The frame's time: `runDueWork()` runs what is due by then.
    private var frameTime: Int64 = 0
    /// Now, unless the scenario has read a later time: the frame's time, or the due time of the
    /// item running.
    private var current: Int64 = 0
    /// The latest time the scenario read in the pass: now never goes back past it.
    private var latestRead: Int64 = 0

    /// Nanoseconds since the start of the pass: what every shadow of a clock reads (the
    /// scenario's own reads, never Redraw's reports, which read the entries' due times).
    public var nanoseconds: Int64 {
        let now = max(current, latestRead)
        // Redraw's own reads of the screen (a tap looking for its control) are not the app's.
        if !Instrumentation.quiet { latestRead = now }
        return now
    }
    /// The most items a frame's `runDueWork()` calls run together (a frame may call it once per
    /// round of callbacks); what remains waits for the next frame. Work that makes itself due again
    /// at once would otherwise run round after round.
    public static let maximumItemsPerFrame = 100_000
    private var ranThisFrame = 0

    let queue = WorkQueue()
    private var tasks: [TaskHandle] = []
    private var nextTaskID = 0

    init() {}

    /// Seconds since the start of the pass.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The wall-clock date the scenario sees: a fixed epoch (2025-01-01 00:00:00 UTC) plus
    /// the virtual time, so a run shows the same dates every time. `Date()` and `Date.now`
    /// cannot be shadowed from a module (an extension member is ambiguous with the type's own): the front end may rewrite them to this.
    public var date: Date { Date(timeIntervalSinceReferenceDate: Self.epoch + seconds) }
    static let epoch: TimeInterval = 757_382_400

    /// What the scenario's own `Date()` reads (the front end's rewrite): the frame's `date`, but a
    /// microsecond after the last one read when that is later — as a device's clock moves on
    /// between two reads. Two timestamps taken in one frame (two log entries, a `ForEach` keyed by
    /// them) then differ, as they do on a device, and a run still reads the same dates every time.
    /// A microsecond, not less: a `Date` is a `Double` of seconds since 2001, whose steps are
    /// about 0.12 µs in 2025.
    public var dateNow: Date {
        let now = max(Self.epoch + seconds, lastDateRead + 1e-6)
        // Redraw's own reads of the screen (a tap looking for its control re-expands labels) do
        // not move the app's clock on.
        if !Instrumentation.quiet { lastDateRead = now }
        return Date(timeIntervalSinceReferenceDate: now)
    }
    private var lastDateRead = -Double.infinity

    /// Routes every job of Swift concurrency onto the virtual clock. Call once per process,
    /// before any task is created (the child's entry point does).
    public static func install() { VirtualExecutors.install() }

    /// The start of a pass: drops all queued work and started tasks of the previous pass.
    public func reset() {
        // Cancelled first: a cancelled sleep queues its task's next part, which is then dropped too.
        for task in tasks { task.task?.cancel() }
        tasks = []
        queue.removeAll()
        frame = 0
        frameTime = 0
        current = 0
        latestRead = 0
        lastDateRead = -.infinity
        ranThisFrame = 0
    }

    /// One frame later: 1/60 s on.
    public func beginFrame() {
        ranThisFrame = 0
        frame += 1
        frameTime = Int64(frame) * 1_000_000_000 / 60
        current = frameTime
    }

    /// Runs everything due until nothing is ready; returns how many items ran. `willRun`
    /// hears each item's description first (a journal's origin of the writes it makes).
    @discardableResult
    public func runDueWork(willRun: ((String) -> Void)? = nil) -> Int {
        var ran = 0
        defer { current = frameTime }
        while ranThisFrame < Self.maximumItemsPerFrame, let item = queue.popDue(now: frameTime) {
            current = item.due
            willRun?(item.description)
            item.run()
            ran += 1
            ranThisFrame += 1
        }
        return ran
    }

    /// Whether `runDueWork()` would run something now.
    public var hasDueWork: Bool { ranThisFrame < Self.maximumItemsPerFrame && queue.hasDue(now: frameTime) }

    /// What runs if the frame goes on: the descriptions of the work due by its time.
    public var dueDescriptions: [String] { queue.entries.filter { $0.due <= frameTime }.map(\.description) }

    /// The due work this frame left for the next at `maximumItemsPerFrame` (up to three items, by
    /// their descriptions), or nil when the frame ran all of it.
    public var dueWorkPastTheLimit: [String]? {
        guard ranThisFrame >= Self.maximumItemsPerFrame, queue.hasDue(now: frameTime) else { return nil }
        return Array(Set(dueDescriptions.prefix(100)).sorted().prefix(3))
    }

    /// What is still waiting, in the order it would run: sleeping tasks with their wake
    /// time, timers, queued blocks and jobs, and tasks started with `startTask` that have
    /// not finished (a task suspended on something other than the clock is only visible so).
    public var pendingWork: [String] {
        queue.entries.map { "\($0.description), due at \(Self.format($0.due))" }
            + tasks.filter { !$0.finished }.map { "task \($0.label) (started at \(Self.format($0.started)), not finished)" }
    }

    // MARK: Tasks for the graph (`.task`)

    /// Starts `body` as a main-actor task; its first part runs in the next `runDueWork()`.
    public func startTask(_ label: String = "", _ body: @escaping @MainActor () async -> Void) -> TaskHandle {
        nextTaskID += 1
        let handle = TaskHandle(id: nextTaskID, label: label.isEmpty ? "#\(nextTaskID)" : label, started: nanoseconds)
        handle.task = Task { @MainActor [weak handle] in
            await body()
            handle?.finished = true
        }
        tasks.append(handle)
        return handle
    }

    /// Cancels a task started with `startTask` (its sleeps throw `CancellationError` at once).
    public func cancel(_ handle: TaskHandle) {
        handle.task?.cancel()
        tasks.removeAll { $0 === handle }
    }

    // MARK: Scheduling (used by the executors and the shadows)

    /// Runs `run` once, `seconds` of virtual time from now (a `TimelineView`'s next date); what
    /// it returns cancels it (`cancel(_:)`).
    @discardableResult
    public func after(seconds: Double, _ description: String, _ run: @escaping () -> Void) -> AnyObject {
        // Truncated, as it always was (a timer's due nanosecond decides its frame), and clamped: an
        // infinite or huge time (an animation repeated `Int.max` times) is "never", not a trap.
        let delta = max(seconds, 0) * 1e9
        return schedule(at: nanoseconds &+ (delta < Double(Int64.max / 2) ? Int64(delta) : Int64.max / 2), description, run)
    }

    /// Drops what `after` scheduled, if it has not run: it never runs, and is not pending work.
    public func cancel(_ scheduled: AnyObject) {
        if let entry = scheduled as? WorkQueue.Entry { queue.remove(entry) }
    }

    /// Schedules `run` at `due` (nanoseconds of virtual time); returns the entry (to cancel it).
    @discardableResult
    func schedule(at due: Int64, _ description: String, _ run: @escaping () -> Void) -> WorkQueue.Entry {
        queue.insert(due: max(due, nanoseconds), description: description, run: run)
    }

    func nanoseconds(fromNowPlus duration: Duration) -> Int64 {
        nanoseconds &+ Self.nanoseconds(of: duration)
    }

    static func nanoseconds(of duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds.multipliedReportingOverflow(by: 1_000_000_000).overflow
            ? (seconds < 0 ? 0 : Int64.max / 2)
            : seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    static func nanoseconds(ofSeconds seconds: Double) -> Int64 {
        guard seconds.isFinite else { return seconds > 0 ? Int64.max / 2 : 0 }
        let ns = (seconds * 1e9).rounded()
        return ns >= Double(Int64.max / 2) ? Int64.max / 2 : Int64(ns)
    }

    static func format(_ nanoseconds: Int64) -> String {
        // Integer arithmetic, not `String(format:)`: Foundation's formatting sets up locale data the
        // first time, allocations that would land in whichever step formatted first.
        guard nanoseconds < Int64.max / 4 else { return "never" }
        let ms = (nanoseconds + 500_000) / 1_000_000
        let fraction = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}

/// A task started for the graph (a `.task` modifier): cancel it with `VirtualClock.cancel(_:)`.
public final class TaskHandle {
    public let id: Int
    public let label: String
    /// When it started, on the virtual clock (nanoseconds since the pass began).
    public let started: Int64
    var task: Task<Void, Never>?
    public internal(set) var finished = false

    init(id: Int, label: String, started: Int64) {
        self.id = id
        self.label = label
        self.started = started
    }
}
