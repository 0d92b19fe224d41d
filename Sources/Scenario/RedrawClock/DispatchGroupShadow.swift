// DispatchGroupShadow: `DispatchGroup` for a scenario, on the virtual clock,
// named in the compiled form by a typealias as `DispatchQueue` is
// (DispatchShadow.swift, RedrawFrontEnd's ClockAliases). Dispatch's own group
// would hand `notify(queue: .main)` to the system's main queue, which a child
// never drains: the block would never run, silently (a tester's app showed no
// users, 0 bodies where 12 were due).
//
// Invariants:
// - `enter()` and `leave()` count; when the count returns to zero, every block
//   given to `notify` is queued on its queue (the virtual main queue), in the
//   order given. A `notify` with nothing entered queues at once, as Dispatch's.
// - `async(group:)` enters before queueing and leaves after the block ran.
// - More leaves than enters stop the run, as Dispatch does ("Unbalanced call to
//   dispatch_group_leave()").
// - Every queue runs on the scenario's one thread, so nothing can leave while
//   that thread waits: `wait()` with work entered stops the run with a message
//   (it would never return), `wait(timeout:)` returns `.timedOut` at once.

import Dispatch

public final class DispatchGroup: @unchecked Sendable {
    private var entered = 0
    private var notified: [(queue: DispatchQueue, work: @MainActor () -> Void)] = []

    public init() {}

    public func enter() { entered += 1 }

    public func leave() {
        guard entered > 0 else { fatalError("Unbalanced call to dispatch_group_leave()") }
        entered -= 1
        guard entered == 0 else { return }
        let waiting = notified
        notified = []
        for (queue, work) in waiting { queue.async(execute: work) }
    }

    public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
                       execute work: @escaping @MainActor () -> Void) {
        if entered == 0 { queue.async(execute: work) } else { notified.append((queue, work)) }
    }

    public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
        notify(queue: queue) { if !work.isCancelled { work.perform() } }
    }

    public func wait() {
        guard entered == 0 else {
            fatalError("DispatchGroup.wait() with work still entered: every queue runs on the scenario's one thread in "
                       + "Redraw, so nothing could leave the group while it waits (use notify(queue:) instead)")
        }
    }

    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { entered == 0 ? .success : .timedOut }
    public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult { entered == 0 ? .success : .timedOut }
}
