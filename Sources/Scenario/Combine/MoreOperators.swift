// MoreOperators: `flatMap` (with `maxPublishers:`), `zip` / `Publishers.Zip`,
// `switchToLatest`, `scan`, `prepend`, `collect`, `first` and `handleEvents`,
// built like Operators.swift's: each subscribes to its upstream when it is
// subscribed to, delivers synchronously, and cancelling it cancels every
// subscription it holds.
//
// Invariants:
// - Completions pass as the other completing operators pass them: a failure
//   of the upstream (or of an inner publisher) ends the stream at once;
//   `flatMap` and `switchToLatest` finish when the upstream and every inner
//   publisher they hold have finished; `zip` finishes when a side has
//   finished with none of its values left to pair.
// - There is no back-pressure: demand is unlimited everywhere except
//   `flatMap(maxPublishers: .max(n))`, which drops an upstream value that
//   arrives while n inner publishers are live — what Combine's subjects do
//   with a value nobody demanded — and a `Subscriber` of the app's own
//   (Subscribing.swift), which is sent only what it asked for.

/// What `handleEvents(receiveSubscription:)` is given: the subscription just made.
struct _SubscriptionHandle: Subscription {
    let cancellable: AnyCancellable
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() { cancellable.cancel() }
}

extension Publishers {
    /// Each upstream value becomes a publisher whose values all go on, interleaved.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: _CompletingPublisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let state = FlatMapState()
            let (transform, limit) = (transform, maxPublishers.limit)
            func finishIfDone() {
                if state.upstreamFinished && state.live.isEmpty && !state.ended {
                    state.ended = true
                    receiveCompletion(.finished)
                }
            }
            func fail(_ completion: Subscribers.Completion<Failure>) { state.end(completion, to: receiveCompletion) }
            let upstreamSubscription = upstream._sink(receiveCompletion: { completion in
                if case .failure = completion { return fail(completion) }
                state.upstreamFinished = true
                finishIfDone()
            }, receiveValue: { value in
                guard !state.ended else { return }
                if let limit, state.live.count >= limit { return }
                let id = state.nextID
                state.nextID += 1
                state.live[id] = AnyCancellable {}  // live while it subscribes: a synchronous finish removes it
                let inner = transform(value)._sink(receiveCompletion: { completion in
                    if case .failure = completion { return fail(completion) }
                    state.live.removeValue(forKey: id)
                    finishIfDone()
                }, receiveValue: { if !state.ended { receiveValue($0) } })
                if state.live[id] != nil { state.live[id] = inner }
            })
            state.upstream = upstreamSubscription
            return AnyCancellable { state.cancelAll() }
        }
    }

    /// The n-th values of both go on together, as a pair.
    public struct Zip<A: Publisher, B: Publisher>: _CompletingPublisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping ((A.Output, B.Output)) -> Void) -> AnyCancellable {
            let state = ZipState<A.Output, B.Output>()
            func end(_ completion: Subscribers.Completion<Failure>) {
                guard !state.ended else { return }
                state.ended = true
                receiveCompletion(completion)
            }
            func pair() {
                while !state.ended, !state.left.isEmpty, !state.right.isEmpty {
                    receiveValue((state.left.removeFirst(), state.right.removeFirst()))
                }
                if (state.leftFinished && state.left.isEmpty) || (state.rightFinished && state.right.isEmpty) { end(.finished) }
            }
            let first = a._sink(receiveCompletion: { completion in
                if case .failure = completion { return end(completion) }
                state.leftFinished = true
                pair()
            }, receiveValue: { state.left.append($0); pair() })
            let second = b._sink(receiveCompletion: { completion in
                if case .failure = completion { return end(completion) }
                state.rightFinished = true
                pair()
            }, receiveValue: { state.right.append($0); pair() })
            return AnyCancellable { first.cancel(); second.cancel() }
        }
    }

    /// Hears only the latest publisher the upstream sent: a new one cancels the one before.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: _CompletingPublisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let state = FlatMapState()
            func end(_ completion: Subscribers.Completion<Failure>) { state.end(completion, to: receiveCompletion) }
            let upstreamSubscription = upstream._sink(receiveCompletion: { completion in
                state.upstreamFinished = true
                if case .failure = completion { return end(completion) }
                if state.live.isEmpty { end(.finished) }
            }, receiveValue: { publisher in
                guard !state.ended else { return }
                for (_, previous) in state.live { previous.cancel() }
                state.live.removeAll()
                let id = state.nextID
                state.nextID += 1
                state.live[id] = AnyCancellable {}
                let inner = publisher._sink(receiveCompletion: { completion in
                    if case .failure = completion { return end(completion) }
                    state.live.removeValue(forKey: id)
                    if state.upstreamFinished && state.live.isEmpty { end(.finished) }
                }, receiveValue: { if !state.ended { receiveValue($0) } })
                if state.live[id] != nil { state.live[id] = inner }
            })
            state.upstream = upstreamSubscription
            return AnyCancellable { state.cancelAll() }
        }
    }

    /// Each value is folded into an accumulator, which goes on.
    public struct Scan<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let accumulator = Box(initialResult)
            let next = nextPartialResult
            return upstream._sink(receiveCompletion: receiveCompletion) { value in
                accumulator.value = next(accumulator.value, value)
                receiveValue(accumulator.value)
            }
        }
    }

    /// `values` first, then the upstream's.
    public struct Prepend<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let values: [Output]

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            values.forEach(receiveValue)
            return upstream._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// Every value (or every `count` values) goes on as one array; what is left goes on at the
    /// upstream's finish. An upstream that never finishes never delivers `collect()`.
    public struct Collect<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// nil: everything, at the finish.
        public let count: Int?

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let buffer = Box<[Upstream.Output]>([])
            let count = count
            return upstream._sink(receiveCompletion: { completion in
                if case .finished = completion, count == nil || !buffer.value.isEmpty { receiveValue(buffer.value) }
                buffer.value = []
                receiveCompletion(completion)
            }, receiveValue: { value in
                buffer.value.append(value)
                if let count, buffer.value.count == count {
                    let chunk = buffer.value
                    buffer.value = []
                    receiveValue(chunk)
                }
            })
        }
    }

    /// The first value that passes `predicate` goes on, then the stream finishes and the
    /// upstream is cancelled.
    public struct FirstWhere<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let done = Box(false)
            let subscription = Box<AnyCancellable?>(nil)
            let predicate = predicate
            subscription.value = upstream._sink(receiveCompletion: { completion in
                guard !done.value else { return }
                done.value = true
                receiveCompletion(completion)
            }, receiveValue: { value in
                guard !done.value, predicate(value) else { return }
                done.value = true
                receiveValue(value)
                receiveCompletion(.finished)
                subscription.value?.cancel()
            })
            if done.value { subscription.value?.cancel() }
            return AnyCancellable { subscription.value?.cancel() }
        }
    }

    /// Calls the given closures as things happen, and passes everything on unchanged.
    public struct HandleEvents<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let receiveSubscription: ((Subscription) -> Void)?
        public let receiveOutput: ((Output) -> Void)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        public let receiveCancel: (() -> Void)?
        public let receiveRequest: ((Subscribers.Demand) -> Void)?

        public func _sink(receiveCompletion completion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (onOutput, onCompletion, onCancel) = (receiveOutput, receiveCompletion, receiveCancel)
            let ended = Box(false)
            let holder = Box<AnyCancellable?>(nil)
            receiveSubscription?(_SubscriptionHandle(cancellable: AnyCancellable { holder.value?.cancel() }))
            receiveRequest?(.unlimited)
            holder.value = upstream._sink(receiveCompletion: {
                ended.value = true
                onCompletion?($0)
                completion($0)
            }, receiveValue: {
                onOutput?($0)
                receiveValue($0)
            })
            return AnyCancellable {
                guard !ended.value else { return }
                ended.value = true
                onCancel?()
                holder.value?.cancel()
            }
        }
    }
}

final class FlatMapState {
    var upstream: AnyCancellable?
    var live: [Int: AnyCancellable] = [:]
    var nextID = 0
    var upstreamFinished = false
    var ended = false

    func cancelAll() {
        upstream?.cancel()
        for (_, inner) in live { inner.cancel() }
        live.removeAll()
    }

    /// Ends once: cancels the upstream and every inner publisher, then passes `completion` on.
    func end<Failure: Error>(_ completion: Subscribers.Completion<Failure>,
                             to receiveCompletion: (Subscribers.Completion<Failure>) -> Void) {
        guard !ended else { return }
        ended = true
        cancelAll()
        receiveCompletion(completion)
    }
}

final class ZipState<Left, Right> {
    var left: [Left] = []
    var right: [Right] = []
    var leftFinished = false
    var rightFinished = false
    var ended = false
}

extension Publisher {
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// A never-failing upstream into publishers that may fail (Combine's `setFailureType` overload).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where Failure == Never {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Both never fail: the plain form (as Combine declares it, so the two above are not ambiguous).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
    where Failure == Never, P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map { transform($0.0, $0.1) }
    }

    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    public func prepend(_ elements: Output...) -> Publishers.Prepend<Self> {
        Publishers.Prepend(upstream: self, values: elements)
    }

    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Prepend<Self> where S.Element == Output {
        Publishers.Prepend(upstream: self, values: Array(elements))
    }

    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self, count: nil) }

    public func collect(_ count: Int) -> Publishers.Collect<Self> { Publishers.Collect(upstream: self, count: count) }

    public func first() -> Publishers.FirstWhere<Self> { Publishers.FirstWhere(upstream: self) { _ in true } }

    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
                                receiveRequest: receiveRequest)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
