// ActionOverhead: Redraw's own work inside a step — finding an action's
// target (`Redraw.tap("Row 7")` walks the live tree's targets and matches
// their words) — is not the app's. On a device a tap arrives by hit-testing,
// the system's; here the search grows with the controls on screen (about
// 0.9 µs each, a tester measured), and counted as the step's it hid what the
// step's writes and bodies cost: a tap among 300 rows took 267 µs where the
// same write made directly took 0.85 µs.
//
// Invariants:
// - Each search (a tap's, a field's, a toggle's…, `dismiss()`'s,
//   `delete(row:)`'s and finding the list a `scroll` moves) is measured
//   around it and taken off its frame's and step's time in the timed passes;
//   its allocations, in the allocation pass. A scroll's move of the viewport
//   is the app's.
// - In the time split it is a phase of its own, in no figure.
// - What the action then runs (the button's closure, the binding's write, and
//   the bodies they cause) is the app's and stays in every figure.

import RedrawHooks
import RedrawMeasure

enum ActionOverhead {
    /// The searches' time so far in this process (main thread only, as the whole graph).
    nonisolated(unsafe) static var nanoseconds: UInt64 = 0
    /// Their allocations so far, read while `allocator` is set (the allocation pass).
    nonisolated(unsafe) static var allocations = AllocationSnapshot.zero
    nonisolated(unsafe) static var allocator: JemallocStats?

    /// `search`, kept out of the step's figures.
    static func excluded<T>(_ search: () -> T) -> T {
        let start = MonotonicClock.now()
        let before = allocator?.snapshot()
        let result = PhaseClock.within(.actions, search)
        if let before, let allocator { allocations = allocations + (allocator.snapshot() - before) }
        nanoseconds &+= MonotonicClock.nanoseconds(since: start)
        return result
    }
}
