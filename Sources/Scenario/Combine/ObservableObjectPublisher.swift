// ObservableObjectPublisher: `objectWillChange`. A send reaches every
// subscriber synchronously, before the write it announces is stored.
//
// Subscribers live in slots that are reused after cancellation (last freed,
// first reused: each free slot links to the one freed before it), so
// subscribing and cancelling cost O(1) and allocate nothing however many views
// hold the object (a 100,000-row list whose rows all hold one model cancels
// them all at once). Slot 0 is held inline, the rest in an array: most objects
// (a row's model) have one subscriber, and an array of one slot cost 64 bytes
// an object. Slot 0 holds a subscriber reference only (a `sink` is a
// subscriber object too), with its free link beside it: the publisher is then
// 48 bytes (jemalloc's class), where an inline enum of subscriber, closure and
// free link took it to 64.

import RedrawHooks

/// What the view graph implements to hear `objectWillChange`, without a closure per subscription.
public protocol ObjectWillChangeSubscriber: AnyObject {
    func objectWillChange(from publisher: ObservableObjectPublisher)
}

/// `@unchecked Sendable`: Swift 6 apps declare `nonisolated let objectWillChange =
/// ObservableObjectPublisher()` in main-actor classes, which compiles only for a `Sendable` type
/// (trial BE-2). Every job of a run is on the main thread here, so its slots are never shared.
public final class ObservableObjectPublisher: _ValuePublisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private enum Slot {
        case subscriber(ObjectWillChangeSubscriber)
        case free(next: Int32)
    }
    /// Slot 0; nil while free (or before the first subscription).
    private var slot0: ObjectWillChangeSubscriber?
    /// Slots 1, 2, …
    private var slots: [Slot] = []
    /// The last slot freed, -1 for none.
    private var firstFree: Int32 = -1
    /// Slot 0's link while it is free: the slot freed before it.
    private var slot0Next: Int32 = -1

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
        // A subscriber may cancel (or subscribe) while it hears the send: walk what was there.
        if let first = slot0 { first.objectWillChange(from: self) }
        var index = 0
        let end = slots.count
        while index < end && index < slots.count {
            if case .subscriber(let subscriber) = slots[index] { subscriber.objectWillChange(from: self) }
            index += 1
        }
    }

    /// The graph's subscription: returns a slot number to pass to `unsubscribe`.
    public func subscribe(_ subscriber: ObjectWillChangeSubscriber) -> Int {
        if firstFree == 0 {
            slot0 = subscriber
            firstFree = slot0Next
            return 0
        }
        if firstFree > 0 {
            let index = Int(firstFree)
            guard case .free(let next) = slots[index - 1] else { preconditionFailure("a free slot in use") }
            firstFree = next
            slots[index - 1] = .subscriber(subscriber)
            return index
        }
        // No slot freed: slot 0 if it was never used, else a new one.
        if slot0 == nil && slots.isEmpty {
            slot0 = subscriber
            return 0
        }
        slots.append(.subscriber(subscriber))
        return slots.count
    }

    public func unsubscribe(_ slot: Int) {
        if slot == 0 {
            guard slot0 != nil else { return }
            slot0 = nil
            slot0Next = firstFree
        } else {
            guard slot > 0, slot <= slots.count, case .subscriber = slots[slot - 1] else { return }
            slots[slot - 1] = .free(next: firstFree)
        }
        firstFree = Int32(slot)
    }

    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        let slot = subscribe(ClosureSubscriber(receiveValue))
        return AnyCancellable { [weak self] in self?.unsubscribe(slot) }
    }
}

/// A `sink` on `objectWillChange`: a closure in a subscriber's slot.
private final class ClosureSubscriber: ObjectWillChangeSubscriber {
    let receive: (()) -> Void

    init(_ receive: @escaping (()) -> Void) { self.receive = receive }

    func objectWillChange(from publisher: ObservableObjectPublisher) { receive(()) }
}
