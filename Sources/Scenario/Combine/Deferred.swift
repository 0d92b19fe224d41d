// Deferred: a publisher made only when something subscribes, and made anew
// for each subscriber (`Deferred { Future { … } }` runs the future's work per
// subscription, not when the pipeline is built).

public struct Deferred<DeferredPublisher: Publisher>: _CompletingPublisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        createPublisher()._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// A subscriber meets the made publisher itself (its own subscription, if it is written as in Combine).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
