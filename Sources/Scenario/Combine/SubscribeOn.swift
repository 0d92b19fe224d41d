// SubscribeOn: `subscribe(on:)` — the subscription to the upstream is made
// when the scheduler gets to it (on the virtual clock: in the frame's due
// work, after the step's writes), not in the call that subscribes.
//
// Invariants:
// - Nothing reaches the subscriber before the scheduled subscription runs,
//   so a `Just` delivers in the due work, not at once.
// - Values and completions then pass as the upstream sends them (Apple's
//   `subscribe(on:)` moves the subscription, not the delivery).
// - Cancelling before the scheduled subscription cancels it: the upstream is
//   never subscribed to.

extension Publishers {
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let upstream = upstream
            let live = LiveSubscription()
            live.current = scheduler._schedule(after: .nanoseconds(0)) {
                guard !live.cancelled else { return }
                live.current = upstream._sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            }
            return AnyCancellable { live.cancel() }
        }
    }
}

extension Publisher {
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}
