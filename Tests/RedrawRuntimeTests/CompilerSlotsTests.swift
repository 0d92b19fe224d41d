// CompilerSlots hands its places out in ticket order, at most `width` at once,
// whichever thread asks first: a scenario's long builds start first even when
// their threads wake last.

import Foundation
@testable import RedrawBuild
import Testing

@Suite struct CompilerSlotsTests {
    @Test func placesAreServedInTicketOrderAndNoMoreThanTheWidth() {
        let slots = CompilerSlots(width: 2)
        let tickets = (0..<6).map { _ in slots.ticket() }
        let lock = NSLock()
        nonisolated(unsafe) var order: [Int] = []
        nonisolated(unsafe) var holding = 0, most = 0
        let group = DispatchGroup()
        // Started last ticket first, each a little after the one before, so the later tickets ask first.
        for ticket in tickets.reversed() {
            group.enter()
            let thread = Thread {
                slots.enter(ticket)
                lock.lock(); order.append(ticket); holding += 1; most = max(most, holding); lock.unlock()
                usleep(20_000)
                lock.lock(); holding -= 1; lock.unlock()
                slots.leave()
                group.leave()
            }
            thread.start()
            usleep(5_000)
        }
        group.wait()
        #expect(order == tickets)
        #expect(most == 2)  // two at once, never three
    }
}
