// Timeout: `timeout(_:scheduler:options:customError:)` — the stream ends when
// the upstream stays quiet for the interval, counted on the scheduler (the
// virtual clock in a scenario, as `debounce` and `delay` count).
//
// Invariants:
// - The wait starts at subscription and again at each value; a completion of
//   the upstream ends it.
// - When it runs out, the upstream is cancelled and the stream finishes, or
//   fails with `customError()` when one is given.

extension Publishers {
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let customError: (() -> Failure)?

        public func _sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (interval, scheduler, customError) = (interval, scheduler, customError)
            let ended = Box(false)
            let timer = Box<AnyCancellable?>(nil)
            let subscription = Box<AnyCancellable?>(nil)
            func end(_ completion: Subscribers.Completion<Failure>) {
                guard !ended.value else { return }
                ended.value = true
                timer.value?.cancel()
                subscription.value?.cancel()
                receiveCompletion(completion)
            }
            func wait() {
                timer.value?.cancel()
                timer.value = scheduler._schedule(after: interval) {
                    end(customError.map { .failure($0()) } ?? .finished)
                }
            }
            wait()
            subscription.value = upstream._sink(receiveCompletion: end, receiveValue: { value in
                guard !ended.value else { return }
                receiveValue(value)
                if !ended.value { wait() }
            })
            if ended.value { subscription.value?.cancel() }
            return AnyCancellable {
                ended.value = true
                timer.value?.cancel()
                subscription.value?.cancel()
            }
        }
    }
}

extension Publisher {
    /// Ends the stream (finished, or failed with `customError()`) after `interval` without a value.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S,
                                      options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, customError: customError)
    }
}
