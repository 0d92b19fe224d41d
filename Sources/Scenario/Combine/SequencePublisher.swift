// SequencePublisher: `[1, 2, 3].publisher` (`Publishers.Sequence`) and
// `Result.publisher` (`Result.Publisher`), the finite publishers apps build
// from values they already hold.
//
// Invariants:
// - A sequence publisher sends every element at subscription, in order, then
//   finishes; `Result.Publisher` sends the success then finishes, or fails.
// - A `Subscriber` of the app's own gets the elements as it asks for them
//   (`request(.max(1))` one at a time), as Combine's does; the rest wait in
//   the subscription, never dropped. The closure path (`sink`, the operators)
//   asks for everything.

extension Publishers {
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: _CompletingPublisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            for element in sequence { receiveValue(element) }
            receiveCompletion(.finished)
            return AnyCancellable {}
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = SequenceSubscription(sequence.makeIterator(), subscriber)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// Hands out a sequence's elements as its subscriber asks for them.
final class SequenceSubscription<Elements: IteratorProtocol, S: Subscriber>: Subscription where S.Input == Elements.Element {
    private var iterator: Elements
    /// Nil once finished or cancelled.
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    /// Set while a `request` is sending: a request made from `receive(_:)` only adds to the demand.
    private var sending = false

    init(_ iterator: Elements, _ subscriber: S) {
        self.iterator = iterator
        self.subscriber = subscriber
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while let subscriber, demand > 0 {
            guard let element = iterator.next() else {
                self.subscriber = nil
                return subscriber.receive(completion: .finished)
            }
            demand -= 1
            demand += subscriber.receive(element)
        }
    }

    func cancel() { subscriber = nil }
}

extension Sequence {
    /// A publisher of the elements, then `.finished`.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Result {
    /// The result as a publisher: its value then `.finished`, or its failure.
    public var publisher: Publisher { Publisher(self) }

    public struct Publisher: _CompletingPublisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>

        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Success) -> Void) -> AnyCancellable {
            send(result, receiveValue, receiveCompletion)
            return AnyCancellable {}
        }
    }
}
