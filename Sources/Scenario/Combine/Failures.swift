// Failures: `Fail`, `setFailureType(to:)`, `mapError`, and the operators that
// turn a failure into values or into another attempt — `replaceError(with:)`,
// `catch`, `tryCatch` and `retry` — as apps write them around a request
// (`URLSession…dataTaskPublisher`-style code whose network part the workload
// replaces with `Just` or `Fail`).
//
// Invariants:
// - A failure ends the stream, as in Combine: `sink(receiveValue:)` sees no
//   value after it; `receiveCompletion` gets `.failure(error)`.
// - `catch` and `tryCatch` subscribe to the handler's publisher once, at the
//   failure; `retry(n)` subscribes to the upstream again at each of its first n
//   failures (values of a failed attempt have gone on). The one cancellable
//   returned cancels whichever subscription is live.
// - `tryCatch`'s handler may throw: the stream then fails with what it threw.

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
            live.hold(upstream._sink(receiveCompletion: { completion in
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error):
                    guard !live.cancelled else { return }
                    live.moveOn(handler(error)._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue))
                }
            }, receiveValue: receiveValue))
            return AnyCancellable { live.cancel() }
        }
    }

    /// `catch` whose handler may throw; the failure becomes `any Error`.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: _CompletingPublisher
        where NewPublisher.Output == Upstream.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let handler = handler
            let widened = Catch(upstream: upstream) { error -> AnyPublisher<Output, any Error> in
                do { return try handler(error).mapError { $0 as any Error }.eraseToAnyPublisher() }
                catch { return Fail(error: error).eraseToAnyPublisher() }
            }
            return widened._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// On a failure, subscribes to the upstream again, at most `retries` times (nil: always).
    public struct Retry<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let upstream = upstream
            let live = LiveSubscription()
            let left = Box(retries)
            func attempt() {
                // A failure inside `_sink` (a `Fail`) starts the next attempt before this one's
                // cancellable is stored: `attempts` tells which call is the latest.
                live.attempts += 1
                let mine = live.attempts
                let subscription = upstream._sink(receiveCompletion: { completion in
                    guard !live.cancelled else { return }
                    if case .failure = completion, left.value.map({ $0 > 0 }) ?? true {
                        left.value = left.value.map { $0 - 1 }
                        return attempt()
                    }
                    receiveCompletion(completion)
                }, receiveValue: receiveValue)
                if mine == live.attempts { live.current = subscription }
            }
            attempt()
            return AnyCancellable { live.cancel() }
        }
    }

    public struct MapError<Upstream: Publisher, Failure: Error>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream._sink(receiveCompletion: { completion in
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error): receiveCompletion(.failure(transform(error)))
                }
            }, receiveValue: receiveValue)
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
        /// How many subscriptions `retry` has made.
        var attempts = 0
        /// Whether `moveOn` has run: the first subscription has ended.
        private var moved = false

        /// Keeps the first subscription, unless it ended inside the call that made it (a `Fail`,
        /// a `Just`) and the second is already held.
        func hold(_ first: AnyCancellable) { if !moved { current = first } }

        /// Keeps the subscription that follows the first, whose end made it.
        func moveOn(_ next: AnyCancellable) {
            moved = true
            current = next
        }

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

    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Tries again after a failure, `retries` times at most; the last failure goes on.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }

    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
}
