// Subjects: publishers that code sends values into.

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Sends each value to the subscribers there at the time; keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, _ValuePublisher {
    private let subscribers = SubscriberList<Output>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) {}

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}

/// Holds a current value: a new subscriber hears it at once, then every value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, _ValuePublisher {
    private let subscribers = SubscriberList<Output>()

    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) {}

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return subscribers.add(receiveValue)
    }
}
