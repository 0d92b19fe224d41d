// Concatenate: `append` and `prepend` of values or of a whole publisher —
// one stream after the other (`Publishers.Concatenate`). Values-only
// `prepend` keeps its own type (`Publishers.Prepend`, MoreOperators.swift).
//
// Invariants:
// - The suffix is subscribed to when the prefix finishes, not before: a
//   prefix that never finishes (a subject) never lets the suffix through.
// - A failure of either ends the stream at once; the suffix's finish is the
//   stream's.
// - The one cancellable returned cancels whichever subscription is live.

extension Publishers {
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: _CompletingPublisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let suffix = suffix
            let live = LiveSubscription()
            live.hold(prefix._sink(receiveCompletion: { completion in
                guard case .finished = completion else { return receiveCompletion(completion) }
                guard !live.cancelled else { return }
                live.moveOn(suffix._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue))
            }, receiveValue: receiveValue))
            return AnyCancellable { live.cancel() }
        }
    }
}

extension Publisher {
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    public func append<S: Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
}
