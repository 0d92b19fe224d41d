// ObservableObjectPublisher: `objectWillChange`. A send reaches every
// subscriber synchronously, before the write it announces is stored.
//
// Subscribers live in slots that are reused after cancellation, so
// subscribing and cancelling cost O(1) however many views hold the object
// (a 100,000-row list whose rows all hold one model cancels them all at once).

import RedrawHooks

/// What the view graph implements to hear `objectWillChange`, without a closure per subscription.
public protocol ObjectWillChangeSubscriber: AnyObject {
    func objectWillChange(from publisher: ObservableObjectPublisher)
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private enum Slot {
        case free(next: Int)
        case subscriber(ObjectWillChangeSubscriber)
        case closure((()) -> Void)
    }
    private var slots: [Slot] = []
    private var firstFree = -1
    public private(set) var subscriberCount = 0

    /// Called on every send, before subscribers hear it (the runtime counts notifications here).
    nonisolated(unsafe) public static var onSend: ((ObservableObjectPublisher) -> Void)?

    public init() {}

    public func send() {
        // The time-split pass: a send and its delivery are the observation machinery's work
        // (what each subscriber then does is charged by the subscriber).
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        Self.onSend?(self)
        guard subscriberCount > 0 else { return }
        // A subscriber may cancel (or subscribe) while it hears the send: walk what was there.
        var index = 0
        let end = slots.count
        while index < end && index < slots.count {
            switch slots[index] {
            case .subscriber(let s): s.objectWillChange(from: self)
            case .closure(let f): f(())
            case .free: break
            }
            index += 1
        }
    }

    /// The graph's subscription: returns a slot number to pass to `unsubscribe`.
    public func subscribe(_ subscriber: ObjectWillChangeSubscriber) -> Int { insert(.subscriber(subscriber)) }

    public func unsubscribe(_ slot: Int) {
        guard slot >= 0, slot < slots.count else { return }
        if case .free = slots[slot] { return }
        slots[slot] = .free(next: firstFree)
        firstFree = slot
        subscriberCount -= 1
    }

    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        let slot = insert(.closure(receiveValue))
        return AnyCancellable { [weak self] in self?.unsubscribe(slot) }
    }

    private func insert(_ slot: Slot) -> Int {
        subscriberCount += 1
        if firstFree >= 0 {
            let index = firstFree
            if case .free(let next) = slots[index] { firstFree = next }
            slots[index] = slot
            return index
        }
        slots.append(slot)
        return slots.count - 1
    }
}
