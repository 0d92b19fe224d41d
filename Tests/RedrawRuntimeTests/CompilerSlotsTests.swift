// CompilerSlots hands its places out in ticket order, at most `width` at once,
// whichever thread asks first: a scenario's long builds start first even when
// their threads wake last.

import Foundation
@testable import RedrawBuild
import Testing

@Suite struct CompilerSlotsTests {
    /// Holds a place per ticket, each on a thread of its own started last ticket first (so the
    /// later tickets ask first), and returns the tickets in the order they held their places and
    /// the most places held at once.
    static func hold(width: Int, tickets count: Int) -> (order: [Int], most: Int) {
        let slots = CompilerSlots(width: width)
        let tickets = (0..<count).map { _ in slots.ticket() }
        let lock = NSLock()
        nonisolated(unsafe) var order: [Int] = []
        nonisolated(unsafe) var holding = 0, most = 0
        let group = DispatchGroup()
        for ticket in tickets.reversed() {
            group.enter()
            let thread = Thread {
                slots.enter(ticket)
                lock.lock(); order.append(ticket); holding += 1; most = max(most, holding); lock.unlock()
                usleep(10_000)
                lock.lock(); holding -= 1; lock.unlock()
                slots.leave()
                group.leave()
            }
            thread.start()
            usleep(2_000)
        }
        group.wait()
        return (order, most)
    }

    /// One place: each holder enters only after the one before has left, so the order in which
    /// they held it is the tickets' order exactly.
    @Test func placesAreServedInTicketOrder() {
        let held = Self.hold(width: 1, tickets: 6)
        #expect(held.order == Array(0..<6))
        #expect(held.most == 1)
    }

    @Test func noMoreThanTheWidthHoldAPlaceAtOnce() {
        let held = Self.hold(width: 2, tickets: 6)
        #expect(held.order.sorted() == Array(0..<6))
        #expect(held.most <= 2)
    }
}
