// Subscribing: how Redraw's closure-delivering publishers serve a
// `Subscriber`, and how a publisher written as in Combine (`receive(subscriber:)`
// alone) serves `sink`: `Subscribers.Sink`, `AnySubscriber`, `subscribe(_:)`.
//
// Invariants:
// - A subscriber hears `receive(subscription:)` first, before the upstream
//   is subscribed to, so a publisher that sends at once (`Just`) finds the
//   demand it asked for there; values come only while it has demand — one
//   that comes with none is dropped, as a subject drops a value nobody
//   demanded — and after a completion or a cancel nothing more.
// - The bridge costs only the subscriber path: `sink`, `assign`, the
//   operators and `.onReceive` still subscribe with closures (the push
//   engine's delivery goes through none of this).
// - Delivery is synchronous, as everywhere in Redraw's Combine.

/// A `Subscriber` heard through closures: what the upstream's `_sink` or `sink` calls.
final class SubscriberBridge<S: Subscriber>: Subscription {
    /// Nil once cancelled or completed.
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    private var upstream: AnyCancellable?

    private init(_ subscriber: S) { self.subscriber = subscriber }

    /// Gives `subscriber` its subscription, then subscribes it through `subscribe`.
    static func attach(_ subscriber: S, _ subscribe: (SubscriberBridge) -> AnyCancellable) {
        let bridge = SubscriberBridge(subscriber)
        subscriber.receive(subscription: bridge)
        guard bridge.subscriber != nil else { return }  // cancelled as it was given the subscription
        let upstream = subscribe(bridge)
        // A finite upstream may have completed inside `subscribe`: then there is nothing to keep.
        if bridge.subscriber == nil { upstream.cancel() } else { bridge.upstream = upstream }
    }

    func send(_ value: S.Input) {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(value)
    }

    func complete(_ completion: Subscribers.Completion<S.Failure>) {
        guard let subscriber else { return }
        self.subscriber = nil
        upstream = nil
        subscriber.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) { demand += more }

    func cancel() {
        subscriber = nil
        let upstream = upstream
        self.upstream = nil
        upstream?.cancel()
    }
}

extension Subscribers {
    /// `sink` as a subscriber: asks for everything, and cancels its subscription when told.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: Subscription?

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: Subscription) {
            // One subscription per sink, as in Combine: a second is cancelled.
            guard self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            let subscription = subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }
}

/// A subscriber of a type nobody needs to know, or one made of closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public let combineIdentifier: CombineIdentifier
    private let subscriptionBody: (Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = subscriber.combineIdentifier
        subscriptionBody = subscriber.receive(subscription:)
        valueBody = subscriber.receive(_:)
        completionBody = subscriber.receive(completion:)
    }

    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        subscriptionBody = receiveSubscription ?? { _ in }
        valueBody = receiveValue ?? { _ in .none }
        completionBody = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: Subscription) { subscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}

extension Publisher {
    /// Combine's name for `receive(subscriber:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Apple's `subscribe(_:)` of a `Subject`: each value, and the completion, sent on to it
    /// (`ticks.subscribe(objectWillChange)`); cancelling the result stops it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        _sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}
