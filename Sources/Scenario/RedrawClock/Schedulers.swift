// Schedulers: `RunLoop.main` and `DispatchQueue.main` as Combine schedulers
// on the virtual clock, for `debounce`, `throttle`, `delay` and
// `receive(on:)`. A delay of d schedules the action d of virtual time from
// now; zero runs it in the frame's due work (after the step's writes, before
// the render pass).

import Combine
import Foundation

extension VirtualClock {
    /// Schedules `action` `interval` from now; the result cancels it.
    func cancellable(after interval: SchedulerTimeInterval, _ description: String,
                     _ action: @escaping () -> Void) -> AnyCancellable {
        let entry = schedule(at: nanoseconds + interval._nanoseconds, description, action)
        return AnyCancellable { [weak self] in self?.queue.remove(entry) }
    }
}

extension RunLoop: Combine.Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    public func _schedule(after delay: SchedulerTimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        VirtualClock.shared.cancellable(after: delay, "Combine work on RunLoop.main", action)
    }
}

extension DispatchQueue: Combine.Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never

    public func _schedule(after delay: SchedulerTimeInterval, _ action: @escaping () -> Void) -> AnyCancellable {
        VirtualClock.shared.cancellable(after: delay, "Combine work on \(label)", action)
    }
}
