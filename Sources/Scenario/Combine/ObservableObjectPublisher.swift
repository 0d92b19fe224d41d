// ObservableObjectPublisher: `objectWillChange`. A send reaches every
// subscriber synchronously, before the write it announces is stored.
//
// Subscribers live in slots that are reused after cancellation, so
// subscribing and cancelling cost O(1) however many views hold the object
// (a 100,000-row list whose rows all hold one model cancels them all at once).
// Slot 0 is held inline, the rest in an array: most objects (a row's model)
// have one subscriber, and an array of one slot cost 64 bytes an object.

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
    /// Slot 0; nil until the first subscription.
    private var slot0: Slot?
    /// Slots 1, 2, …
    private var slots: [Slot] = []
    private var firstFree = -1
    public private(set) var subscriberCount = 0

    /// Sends so far, by every publisher (the runtime counts a frame's notifications as its
    /// difference): a plain count, where a hook per send cost a closure call and a retain.
    nonisolated(unsafe) public static var sendCount = 0

    public init() {}

    public func send() {
        // The time-split pass: a send and its delivery are the observation machinery's work
        // (what each subscriber then does is charged by the subscriber).
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        Self.sendCount &+= 1
        guard subscriberCount > 0 else { return }
        // A subscriber may cancel (or subscribe) while it hears the send: walk what was there.
        var index = 0
        let end = slotCount
        while index < end && index < slotCount {
            switch slot(index) {
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
        guard slot >= 0, slot < slotCount else { return }
        if case .free = self.slot(slot) { return }
        setSlot(slot, .free(next: firstFree))
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
            if case .free(let next) = self.slot(index) { firstFree = next }
            setSlot(index, slot)
            return index
        }
        if slot0 == nil {
            slot0 = slot
            return 0
        }
        slots.append(slot)
        return slots.count
    }

    private var slotCount: Int { slot0 == nil ? 0 : 1 + slots.count }

    private func slot(_ index: Int) -> Slot { index == 0 ? slot0! : slots[index - 1] }

    private func setSlot(_ index: Int, _ slot: Slot) {
        if index == 0 { slot0 = slot } else { slots[index - 1] = slot }
    }
}
