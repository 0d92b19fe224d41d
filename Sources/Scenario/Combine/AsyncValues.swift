// AsyncValues: `publisher.values`, the publisher's values as an
// `AsyncSequence` (`for await value in model.$query.values`) —
// `AsyncPublisher` for a publisher that never fails, `AsyncThrowingPublisher`
// (`for try await`) for one that may.
//
// Invariants:
// - The iterator subscribes when it is made (`for` makes it before the first
//   `next()`), and cancels its subscription when it is released or its task
//   is cancelled; a waiting `next()` then returns nil.
// - A loop waiting for a value is resumed through its continuation, so its
//   next part runs as a job of the scenario's executors: on the virtual
//   clock, in the due work of the frame that sent the value.
// - Redraw has no back-pressure: values sent while the loop's body runs wait
//   in order and each is seen, where Apple's drops a subject's values that
//   come while the loop asks for none.
// - The completion ends the loop after the values before it: `.finished`
//   returns nil, a failure is thrown by `next()`.

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public typealias Failure = Never
    let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        public typealias Failure = Never
        let inbox: ValueInbox<P>

        public mutating func next() async -> P.Output? {
            // A failure cannot come: the publisher's is `Never`.
            try? await inbox.next()
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(inbox: ValueInbox(publisher)) }
}

public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    public typealias Failure = any Error
    let publisher: P

    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        public typealias Element = P.Output
        public typealias Failure = any Error
        let inbox: ValueInbox<P>

        public mutating func next() async throws -> P.Output? { try await inbox.next() }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(inbox: ValueInbox(publisher)) }
}

/// What an iterator has been sent and not yet taken, and the `next()` waiting for it.
/// Everything in a scenario runs on its one thread, the continuation's resumption included.
/// `@usableFromInline`: the public iterators store it, so a client copying one in a generic context
/// needs its metadata accessor (as SwiftUI's `ObjectBox`).
@usableFromInline
final class ValueInbox<P: Publisher>: @unchecked Sendable {
    private var buffer: [P.Output] = []
    private var completion: Subscribers.Completion<P.Failure>?
    private var waiting: CheckedContinuation<P.Output?, any Error>?
    private var subscription: AnyCancellable?

    init(_ publisher: P) {
        let subscription = publisher._sink(receiveCompletion: { [weak self] in self?.complete($0) },
                                           receiveValue: { [weak self] in self?.receive($0) })
        if completion == nil { self.subscription = subscription }
    }

    deinit { subscription?.cancel() }

    private func receive(_ value: P.Output) {
        guard completion == nil else { return }
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: value)
        } else {
            buffer.append(value)
        }
    }

    private func complete(_ completion: Subscribers.Completion<P.Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        subscription = nil
        if let waiting {
            self.waiting = nil
            resume(waiting, at: completion)
        }
    }

    private func resume(_ continuation: CheckedContinuation<P.Output?, any Error>, at completion: Subscribers.Completion<P.Failure>) {
        switch completion {
        case .finished: continuation.resume(returning: nil)
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    /// The task was cancelled: the subscription ends and a waiting `next()` gets nil.
    private func cancel() {
        guard completion == nil else { return }
        completion = .finished
        let subscription = subscription
        self.subscription = nil
        subscription?.cancel()
        if let waiting {
            self.waiting = nil
            waiting.resume(returning: nil)
        }
    }

    func next() async throws -> P.Output? {
        if !buffer.isEmpty { return buffer.removeFirst() }
        if let completion {
            if case .failure(let error) = completion { self.completion = .finished; throw error }
            return nil
        }
        if Task.isCancelled { cancel(); return nil }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if !buffer.isEmpty { return continuation.resume(returning: buffer.removeFirst()) }
                if let completion { return resume(continuation, at: completion) }  // cancelled meanwhile
                waiting = continuation
            }
        } onCancel: {
            self.cancel()
        }
    }
}
