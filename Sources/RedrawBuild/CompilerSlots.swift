// CompilerSlots: how many compilers run at once in this process, handed out
// in the order the places were asked for.
//
// Invariants: at most `width` holders at a time; a ticket is served only after
// every earlier ticket, so a scenario's builds start in the order its caller
// listed them (the long `-O` builds first), whichever thread wakes first.

import Foundation

final class CompilerSlots: @unchecked Sendable {
    private let condition = NSCondition()
    private var free: Int
    private var issued = 0
    private var served = 0

    init(width: Int) { free = width }

    /// A place in the queue; `enter(_:)` waits for it.
    func ticket() -> Int {
        condition.lock(); defer { condition.unlock() }
        issued += 1
        return issued - 1
    }

    /// Waits until every earlier ticket has been served and a slot is free, then holds the slot.
    func enter(_ ticket: Int) {
        condition.lock(); defer { condition.unlock() }
        while ticket != served || free == 0 { condition.wait() }
        served += 1
        free -= 1
        condition.broadcast()
    }

    func leave() {
        condition.lock(); defer { condition.unlock() }
        free += 1
        condition.broadcast()
    }
}
