// CollectByTime: `collect(_:options:)` with a `TimeGroupingStrategy` —
// `.byTime(scheduler, stride)` sends what arrived in each interval as one
// array; `.byTimeOrCount(scheduler, stride, count)` also sends a full buffer
// at once. Time is counted on the scheduler, the virtual clock in a scenario,
// as `debounce`, `throttle` and `timeout` count it.
//
// Invariants:
// - The intervals are timed from the subscription: the first ends `stride`
//   later, each next one `stride` after the tick that ended the last (as
//   `throttle`'s windows), so a stride that is a whole number of frames
//   (1 s is 60) ends exactly on a frame; another drifts by under a frame an
//   interval.
// - A tick with nothing buffered sends nothing: no empty arrays. Apple does
//   not document it; CombineX's compatibility tests, run against Apple's
//   Combine, expect no empty array at a tick with nothing collected.
// - With a count, a buffer that reaches it goes on at once, synchronously
//   with the value that filled it; the ticks keep their times.
// - A finish ends the ticks and goes on in the scheduler's next due work,
//   after what is still buffered; a failure goes on there too and the buffer
//   is dropped (Combine delivers both on the scheduler since iOS 13.3).
//   Cancelling cancels the upstream, the next tick and a pending completion.

extension Publishers {
    /// Apple's `enum TimeGroupingStrategy<Context> where Context : Scheduler`.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        case byTime(Context, Context.SchedulerTimeType.Stride)
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// Apple's `struct CollectByTime<Upstream, Context> where Upstream : Publisher, Context : Scheduler`.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: _CompletingPublisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy<Context>
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (scheduler, stride, count): (Context, Context.SchedulerTimeType.Stride, Int?)
            switch strategy {
            case let .byTime(s, interval): (scheduler, stride, count) = (s, interval, nil)
            case let .byTimeOrCount(s, interval, n): (scheduler, stride, count) = (s, interval, max(1, n))
            }
            let buffer = Box<[Upstream.Output]>([])
            let tick = Box<AnyCancellable?>(nil)
            let completion = Box<AnyCancellable?>(nil)
            func flush() {
                guard !buffer.value.isEmpty else { return }
                let batch = buffer.value
                buffer.value = []
                receiveValue(batch)
            }
            func schedule() {
                tick.value = scheduler._schedule(after: stride) {
                    flush()
                    schedule()
                }
            }
            schedule()
            let subscription = upstream._sink(receiveCompletion: { end in
                tick.value?.cancel()
                tick.value = nil
                completion.value = scheduler._schedule(after: .nanoseconds(0)) {
                    if case .finished = end { flush() }
                    buffer.value = []
                    receiveCompletion(end)
                }
            }, receiveValue: { value in
                buffer.value.append(value)
                if let count, buffer.value.count >= count { flush() }
            })
            return AnyCancellable {
                subscription.cancel()
                tick.value?.cancel()
                completion.value?.cancel()
            }
        }
    }
}

extension Publisher {
    /// Apple's `func collect<S>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
    /// -> Publishers.CollectByTime<Self, S> where S : Scheduler`.
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                      options: S.SchedulerOptions? = nil) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
