// Share: `share()`, one subscription to the upstream heard by every
// subscriber — `Publishers.Share`, a class, as in Apple's Combine (where it is
// `multicast(subject: PassthroughSubject())` connected automatically).
//
// Invariants:
// - The first subscriber is added before the upstream is subscribed to, so a
//   publisher that sends at once (`Just`) reaches it; the upstream runs once,
//   however many subscribe while it is live.
// - Each value goes to the subscribers there at the time, in the order they
//   came; one that comes later misses what went before.
// - When the last subscriber cancels, the upstream's subscription is
//   cancelled; the next subscriber subscribes to it anew.
// - After the upstream completes, a new subscriber hears the completion at
//   once, and nothing subscribes to the upstream again.

extension Publishers {
    public final class Share<Upstream: Publisher>: _CompletingPublisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        private var receivers: [(id: Int, value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
        private var nextID = 0
        private var connection: AnyCancellable?
        private var connecting = false
        private var completion: Subscribers.Completion<Failure>?

        public init(upstream: Upstream) { self.upstream = upstream }

        public static func == (a: Share, b: Share) -> Bool { a === b }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            if let completion {
                receiveCompletion(completion)
                return AnyCancellable {}
            }
            nextID += 1
            let id = nextID
            receivers.append((id, receiveValue, receiveCompletion))
            if connection == nil && !connecting { connect() }
            // Holds the share while subscribed: `publisher.share().sink { … }` keeps no other reference.
            return AnyCancellable { self.remove(id) }
        }

        private func connect() {
            connecting = true
            let subscription = upstream._sink(receiveCompletion: { [weak self] in self?.complete($0) },
                                              receiveValue: { [weak self] in self?.send($0) })
            connecting = false
            if completion == nil && !receivers.isEmpty { connection = subscription } else { subscription.cancel() }
        }

        private func send(_ value: Output) {
            for receiver in receivers { receiver.value(value) }
        }

        private func complete(_ completion: Subscribers.Completion<Failure>) {
            guard self.completion == nil else { return }
            self.completion = completion
            let receivers = receivers
            self.receivers = []
            connection = nil
            for receiver in receivers { receiver.completion(completion) }
        }

        private func remove(_ id: Int) {
            guard let index = receivers.firstIndex(where: { $0.id == id }) else { return }
            receivers.remove(at: index)
            if receivers.isEmpty, !connecting {
                let connection = connection
                self.connection = nil
                connection?.cancel()
            }
        }
    }
}

extension Publisher {
    /// One subscription to this publisher, shared by every subscriber of the result.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
