// Prefix: the operators that take or skip the start of a stream —
// `prefix(_:)`, `prefix(while:)` and `drop(while:)` (`dropFirst` is in
// Operators.swift).
//
// Invariants:
// - `prefix` finishes as soon as it has its values (or at the first value
//   that fails its predicate, which does not go on) and cancels the upstream;
//   a value the upstream still sends in the same call is not passed on.
//   `prefix(0)` finishes at subscription without subscribing.
// - `drop(while:)` drops until the predicate first fails, then passes
//   everything; completions pass unchanged.

extension Publishers {
    /// The first `count` values, then `.finished` (Apple's name for `prefix(_:)`'s type).
    public struct Output<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Upstream.Output) -> Void) -> AnyCancellable {
            guard count > 0 else {
                receiveCompletion(.finished)
                return AnyCancellable {}
            }
            let left = Box(count)
            return takeWhile(upstream, receiveCompletion, receiveValue) { _ in
                left.value -= 1
                return (pass: true, last: left.value == 0)
            }
        }
    }

    /// Values while `predicate` holds; the first that fails it finishes the stream.
    public struct PrefixWhile<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Upstream.Output) -> Void) -> AnyCancellable {
            let predicate = predicate
            return takeWhile(upstream, receiveCompletion, receiveValue) { predicate($0) ? (true, false) : (false, true) }
        }
    }

    /// Drops values while `predicate` holds; from the first that fails it, everything goes on.
    public struct DropWhile<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Upstream.Output) -> Void) -> AnyCancellable {
            let dropping = Box(true)
            let predicate = predicate
            return upstream._sink(receiveCompletion: receiveCompletion) { value in
                if dropping.value, predicate(value) { return }
                dropping.value = false
                receiveValue(value)
            }
        }
    }
}

/// Passes values as `decide` says, finishing (and cancelling the upstream) after the value it
/// calls the last; `pass: false` with `last: true` finishes without that value.
func takeWhile<Upstream: Publisher>(_ upstream: Upstream,
                                    _ receiveCompletion: @escaping (Subscribers.Completion<Upstream.Failure>) -> Void,
                                    _ receiveValue: @escaping (Upstream.Output) -> Void,
                                    _ decide: @escaping (Upstream.Output) -> (pass: Bool, last: Bool)) -> AnyCancellable {
    let done = Box(false)
    // Nil while the upstream delivers inside `_sink` (a sequence): `done` then ends it alone.
    let subscription = Box<AnyCancellable?>(nil)
    subscription.value = upstream._sink(receiveCompletion: { completion in
        guard !done.value else { return }
        done.value = true
        receiveCompletion(completion)
    }, receiveValue: { value in
        guard !done.value else { return }
        let (pass, last) = decide(value)
        if last { done.value = true }
        if pass { receiveValue(value) }
        guard last else { return }
        subscription.value?.cancel()
        receiveCompletion(.finished)
    })
    if done.value { subscription.value?.cancel() }
    return AnyCancellable { subscription.value?.cancel() }
}

extension Publisher {
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { Publishers.Output(upstream: self, count: maxLength) }

    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
