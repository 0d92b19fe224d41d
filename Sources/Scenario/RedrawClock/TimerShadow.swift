// TimerShadow: `Timer` for a scenario, on the virtual clock. The compiled
// form names it in place of Foundation's with a typealias of its own
// (RedrawFrontEnd's ClockAliases: an imported type would be ambiguous).
// `Timer.publish(every:on:in:)` is a publisher of Redraw's Combine module
// (Output `Date`).
//
// Invariants:
// - A timer scheduled at virtual time t with interval i fires at t + i,
//   t + 2i, …, each in the first `runDueWork()` at or after that time (in
//   nanoseconds, t + ⌊k·i⌋: frames are at ⌊n·10⁹/60⌋, so a timer of a frame's
//   length fires in every frame, and rounding never accumulates).
// - A repeating timer whose interval is shorter than a frame fires once for
//   each of its times a frame passed, in that frame's `runDueWork()`: the main
//   run loop of an app is idle between frames and wakes at each fire time (it
//   skips missed times only when a long call-out kept it busy — Apple's
//   `Timer` documentation, "Timer Tolerance" and "Scheduling Timers in Run
//   Loops" — which a virtual frame is not); what the fires write is rendered
//   once, after them.
// - An invalidated timer never fires again; a non-repeating timer invalidates
//   itself after its fire.
// - The date a fire passes is the virtual date (`VirtualClock.date`).

import Combine
import Foundation

public final class Timer: @unchecked Sendable {
    public let timeInterval: TimeInterval
    public var tolerance: TimeInterval = 0
    public private(set) var isValid = true
    private let repeats: Bool
    private let block: @MainActor (Timer) -> Void
    /// The interval in nanoseconds, not rounded: the k-th fire is at `start + ⌊k × interval⌋`, so
    /// rounding never accumulates. A frame's time is ⌊n × 10⁹ / 60⌋ too, so a timer of 1/60 s
    /// fires in every frame; with the interval rounded to 16,666,667 ns and added up, each fire came
    /// a nanosecond after its frame and the timer ran one frame behind (a tester's 659 fires in 660).
    private let interval: Double
    /// When it was scheduled, and how many times it has fired since.
    private let start: Int64
    private var fires: Int64 = 0
    private var entry: WorkQueue.Entry?

    private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
        self.timeInterval = interval
        self.repeats = repeats
        self.block = block
        // Foundation makes an interval of zero or less 0.1 ms.
        self.interval = interval.isFinite ? max(interval * 1e9, 100_000) : Double(Int64.max / 4)
        self.start = VirtualClock.shared.nanoseconds
    }

    /// The time of fire `k` (1 is the first).
    private func time(ofFire k: Int64) -> Int64 {
        let offset = (Double(k) * interval).rounded(.down)
        return offset >= Double(Int64.max / 4) ? Int64.max / 4 : start + Int64(offset)
    }

    /// A timer on the virtual main run loop; `block` runs on each fire.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (Timer) -> Void) -> Timer {
        let timer = Timer(interval: interval, repeats: repeats, block: block)
        timer.scheduleNext()
        return timer
    }

    /// The virtual date of the next fire.
    public var fireDate: Date {
        Date(timeIntervalSinceReferenceDate: VirtualClock.epoch + Double(time(ofFire: fires + 1)) / 1e9)
    }

    /// Fires now, out of schedule; a non-repeating timer is then invalid.
    public func fire() {
        guard isValid else { return }
        MainActor.assumeIsolated { block(self) }
        if !repeats { invalidate() }
    }

    public func invalidate() {
        isValid = false
        if let entry { VirtualClock.shared.queue.remove(entry) }
        entry = nil
    }

    private func scheduleNext() {
        let due = time(ofFire: fires + 1)
        // The queue holds the timer until it fires or is invalidated, as a run loop holds its timers.
        entry = VirtualClock.shared.schedule(at: due, repeats ? "repeating timer every \(timeInterval) s" : "timer") {
            self.fired()
        }
    }

    private func fired() {
        entry = nil
        guard isValid else { return }
        // Its next time may be due in this frame too: the same `runDueWork()` then fires it again.
        fires += 1
        MainActor.assumeIsolated { block(self) }
        if !repeats { invalidate() } else if isValid { scheduleNext() }
    }

    // MARK: Timer.publish

    /// A publisher of the virtual date, every `interval` seconds once connected.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// `Timer.publish(…)`: connected by `connect()`, or by its first subscriber after `autoconnect()`
    /// (`Publishers.Autoconnect`, Connectable.swift).
    public final class TimerPublisher: _ValuePublisher, ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        private var timer: Timer?
        private var subscribers: [(id: Int, receive: (Date) -> Void)] = []
        private var nextID = 0

        init(interval: TimeInterval) {
            self.interval = interval
        }

        /// Starts the timer now; cancelling the result stops it. The subscription holds the
        /// publisher (a chain `Timer.publish(…).autoconnect().sink { … }` keeps no other reference).
        public func connect() -> Cancellable {
            start()
            return AnyCancellable { self.stop() }
        }

        public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            nextID += 1
            let id = nextID
            subscribers.append((id, receiveValue))
            return AnyCancellable { self.subscribers.removeAll { $0.id == id } }
        }

        private func start() {
            guard timer == nil else { return }
            timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
                guard let self else { return }
                let date = VirtualClock.shared.date
                for subscriber in self.subscribers { subscriber.receive(date) }
            }
        }

        private func stop() {
            timer?.invalidate()
            timer = nil
        }
    }
}
