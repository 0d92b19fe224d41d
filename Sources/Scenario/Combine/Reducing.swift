// Reducing: the operators that answer once the upstream has finished —
// `reduce`, `count()`, `last()` (`last(where:)`) — and `ignoreOutput()`,
// which passes the completion alone.
//
// Invariants:
// - The answer goes on at the upstream's `.finished`, then `.finished`;
//   `last` of an upstream that sent nothing sends nothing. An upstream that
//   never finishes never answers (a subject, a timer).
// - A failure goes on at once and no answer follows.

extension Publishers {
    /// Folds every value into an accumulator; the last accumulator goes on at the finish.
    public struct Reduce<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let accumulator = Box(initial)
            let next = nextPartialResult
            return upstream._sink(receiveCompletion: { completion in
                if case .finished = completion { receiveValue(accumulator.value) }
                receiveCompletion(completion)
            }, receiveValue: { accumulator.value = next(accumulator.value, $0) })
        }
    }

    public struct Count<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Int) -> Void) -> AnyCancellable {
            Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }
                ._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// The last value that passes `predicate` goes on at the finish.
    public struct LastWhere<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let last = Box<Output?>(nil)
            let predicate = predicate
            return upstream._sink(receiveCompletion: { completion in
                if case .finished = completion, let value = last.value { receiveValue(value) }
                receiveCompletion(completion)
            }, receiveValue: { if predicate($0) { last.value = $0 } })
        }
    }

    /// No value; the upstream's completion.
    public struct IgnoreOutput<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Never) -> Void) -> AnyCancellable {
            upstream._sink(receiveCompletion: receiveCompletion, receiveValue: { _ in })
        }
    }
}

extension Publisher {
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    public func last() -> Publishers.LastWhere<Self> { Publishers.LastWhere(upstream: self) { _ in true } }

    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}
