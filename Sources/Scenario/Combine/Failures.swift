// Failures: `Fail`, `setFailureType(to:)`, and the operators that turn a
// failure into values — `replaceError(with:)` and `catch` — as apps write them around a request
// (`URLSession…dataTaskPublisher`-style code whose network part the workload
// replaces with `Just` or `Fail`).
//
// Invariants:
// - A failure ends the stream, as in Combine: `sink(receiveValue:)` sees no
//   value after it; `receiveCompletion` gets `.failure(error)`.
// - `catch` subscribes to the handler's publisher once, at the failure, and
//   the one cancellable returned cancels whichever subscription is live.

/// Fails at once with `error`.
public struct Fail<Output, Failure: Error>: _CompletingPublisher {
    public let error: Failure

    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                      receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}

extension Publishers {
    public struct ReplaceError<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let output = output
            return upstream._sink(receiveCompletion: { if case .failure = $0 { receiveValue(output) } },
                                  receiveValue: receiveValue)
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let output = output
            return upstream._sink(receiveCompletion: { completion in
                if case .failure = completion { receiveValue(output) }
                receiveCompletion(.finished)
            }, receiveValue: receiveValue)
        }
    }

    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: _CompletingPublisher
        where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let handler = handler
            let live = LiveSubscription()
            live.current = upstream._sink(receiveCompletion: { completion in
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error):
                    guard !live.cancelled else { return }
                    live.current = handler(error)._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
                }
            }, receiveValue: receiveValue)
            return AnyCancellable { live.cancel() }
        }
    }

    public struct SetFailureType<Upstream: Publisher, Failure: Error>: _CompletingPublisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { upstream.sink(receiveValue: receiveValue) }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            upstream._sink(receiveCompletion: { _ in receiveCompletion(.finished) }, receiveValue: receiveValue)
        }
    }

    /// The subscription a `catch` holds: upstream's, then the handler's publisher's.
    final class LiveSubscription {
        var current: AnyCancellable?
        var cancelled = false
        func cancel() {
            cancelled = true
            current?.cancel()
            current = nil
        }
    }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher {
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
