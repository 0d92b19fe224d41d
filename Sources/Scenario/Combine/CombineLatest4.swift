// CombineLatest4: `Publishers.CombineLatest4` and `combineLatest(_:_:_:)` with
// three other publishers (with and without a transform), beside the two- and
// three-publisher forms of Operators.swift, and built on them.
//
// Invariants:
// - As `CombineLatest` (Operators.swift): nothing goes on until all four have
//   sent; then every value of any of them goes on with the others' latest,
//   synchronously, as it comes. Finished when all four have finished; the
//   first failure ends it at once and cancels the rest.
// - Subscribing subscribes to the four in order, so `@Published` upstreams
//   (which send their current value at once) give one combined value when the
//   fourth is subscribed, not four.

extension Publishers {
    /// Apple's `struct CombineLatest4<A, B, C, D> where A: Publisher, B: Publisher, C: Publisher,
    /// D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure`.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: _CompletingPublisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping ((A.Output, B.Output, C.Output, D.Output)) -> Void) -> AnyCancellable {
            CombineLatest(CombineLatest3(a, b, c), d)._sink(receiveCompletion: receiveCompletion) { triple, fourth in
                receiveValue((triple.0, triple.1, triple.2, fourth))
            }
        }
    }
}

extension Publisher {
    /// Apple's `func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
    /// -> Publishers.CombineLatest4<Self, P, Q, R>`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Apple's `func combineLatest<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
    /// _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T)
    /// -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }
}
