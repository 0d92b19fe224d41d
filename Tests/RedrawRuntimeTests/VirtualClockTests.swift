// The rule "Time and asynchronous work" of ../shared/design/update-cycle.md,
// end to end: a scenario on the virtual clock, counts out, under both engines.
//
// How a frame index is derived (used by every test below):
// - The initial render is at virtual time 0; each frame of a step first
//   advances the clock by 1/60 s, then runs the step's writes, then every
//   task, block and timer due by then, then the render pass.
// - Work started in a step's frame S (a `Task { … }` runs its first part in
//   that frame's due work, at S's time) and waiting d seconds is due at frame
//   S + 60·d exactly (times are whole nanoseconds: 18 frames are 0.3 s).
// - A `Redraw.wait(seconds:)` after a one-frame step S begins at frame S + 1,
//   so work due at S + 60·d shows in its `evaluationsPerFrame` at index 60·d − 1.
//
// Each view reads one property of a model object of its own, so under push
// (where a send invalidates every holder of the object) and pull (where a
// changed read invalidates its reader) one write costs the same one body.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct VirtualClockTests {
    static let source = """
    import Foundation

    @Observable class Box {
        var value = 0
    }
    struct Shows: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Late: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Queued: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Ticks: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Forever: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Query: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Results: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Nanos: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }
    struct Until: View {
        var box: Box
        var body: some View { Text("\\(box.value)") }
    }

    let shows = Box(), late = Box(), queued = Box(), ticks = Box(), never = Box()
    let query = Box(), results = Box(), nanos = Box(), until = Box()
    var timer: Timer?
    var pending: Task<Void, Never>?
    Redraw.root {
        VStack {
            Shows(box: shows)
            Late(box: late)
            Queued(box: queued)
            Ticks(box: ticks)
            Forever(box: never)
            Query(box: query)
            Results(box: results)
            Nanos(box: nanos)
            Until(box: until)
        }
    }

    Redraw.step("start sleep") {
        Task {
            try? await Task.sleep(for: .milliseconds(300))
            shows.value = 1
        }
    }
    Redraw.wait(seconds: 0.5)

    Redraw.step("queue blocks") {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { late.value = 1 }
        DispatchQueue.main.async { queued.value = 1 }
        DispatchQueue.global().async { queued.value = 2 }
    }
    Redraw.wait(seconds: 0.5)

    Redraw.step("start timer") {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks.value += 1 }
    }
    Redraw.wait(seconds: 1)
    Redraw.step("stop timer") { timer?.invalidate() }
    Redraw.wait(seconds: 0.5)

    Redraw.step("await forever") {
        Task {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            never.value = 1
        }
        Task {
            try? await Task.sleep(for: .seconds(10_000))
            never.value = 2
        }
    }
    Redraw.wait(seconds: 1)
    Redraw.step("after forever") { shows.value = 2 }

    Redraw.step("type", frames: 5) { _ in
        query.value += 1
        pending?.cancel()
        pending = Task {
            do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
            results.value += 1
        }
    }
    Redraw.wait(seconds: 0.5)

    Redraw.step("other sleeps") {
        Task {
            try? await Task.sleep(nanoseconds: 100_000_000)
            nanos.value = 1
        }
        Task {
            try? await Task.sleep(until: .now + .milliseconds(200), clock: .continuous)
            until.value = 1
        }
    }
    Redraw.wait(seconds: 0.25)
    """

    /// The frames of `perFrame` that evaluated a body, with their counts.
    private func busyFrames(_ perFrame: [Int]) -> [Int: Int] {
        Dictionary(uniqueKeysWithValues: perFrame.enumerated().filter { $0.element > 0 }.map { ($0.offset, $0.element) })
    }

    /// `Task.sleep(for: .milliseconds(300))` started in frame S wakes in frame S + 18: nothing runs
    /// before it, and the write it makes after waking is one body, at index 17 of the wait.
    @Test(arguments: EngineKind.allCases)
    func sleepingTaskWritesOnlyWhenItsTimeComes(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        #expect(r.step("start sleep").counts.evaluationsPerFrame == [0])
        let wait = r.step("wait 0.5 s")
        // 0.5 s is ceil(0.5 × 60) = 30 frames.
        #expect(wait.frames == 30)
        #expect(wait.counts.evaluationsPerFrame.count == 30)
        #expect(busyFrames(wait.counts.evaluationsPerFrame) == [17: 1])
        #expect(r.bodies("wait 0.5 s", "Shows") == 1)
    }

    /// `asyncAfter(deadline: .now() + 0.25)` runs 15 frames on (index 14); `async` on `.main`
    /// and on `.global()` (the same virtual queue) run in the frame that queued them, before its
    /// render: two writes, one body.
    @Test(arguments: EngineKind.allCases)
    func mainQueueBlocksRunOnTheClock(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        #expect(r.bodies("queue blocks", "Queued") == 1)
        #expect(r.step("queue blocks").counts.evaluationsPerFrame == [1])
        #expect(busyFrames(r.step("wait 0.5 s (2)").counts.evaluationsPerFrame) == [14: 1])
        #expect(r.bodies("wait 0.5 s (2)", "Late") == 1)
    }

    /// A repeating 0.1 s timer fires every 6 frames: in a 1 s wait (60 frames) that starts the
    /// frame after it was scheduled, at indices 5, 11, …, 59 — exactly 10 fires, 10 bodies.
    /// Invalidated, it fires no more.
    @Test(arguments: EngineKind.allCases)
    func repeatingTimerFiresOnSchedule(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        let wait = r.step("wait 1 s")
        #expect(wait.frames == 60)
        #expect(r.bodies("wait 1 s", "Ticks") == 10)
        #expect(busyFrames(wait.counts.evaluationsPerFrame) == Dictionary(uniqueKeysWithValues: (1...10).map { (6 * $0 - 1, 1) }))
        #expect(r.total("stop timer").bodyEvaluations == 0)
        #expect(r.total("wait 0.5 s (3)").bodyEvaluations == 0)
    }

    /// A timer shorter than a frame fires at each of its times, as an idle run loop wakes for each;
    /// what the fires write is rendered once per frame. Every 0.01 s from the mount (frame 0, where
    /// `onReceive` subscribed and connected it): a 1 s wait (frames 1–60, frame k at ⌊k · 10⁹ / 60⌋
    /// ns, the last at exactly 1 s) passes 100 of its times, so `ticks` is 100 when the next step
    /// reads it (a step's writes run before its frame's due work); one fire per frame, as before,
    /// gave 60. Every frame has one fire or two, so Fast re-runs in each: 60 bodies.
    @Test(arguments: EngineKind.allCases)
    func aTimerShorterThanAFrameFiresAtEachOfItsTimes(engine: EngineKind) throws {
        let source = """
        struct Fast: View {
            @State private var ticks = 0
            private let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("ticks \\(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
        }
        Redraw.root { Fast() }
        Redraw.wait(seconds: 1)
        Redraw.step("read") {
            let ticks: Int = Redraw.state(of: Fast.self, "ticks")
            precondition(ticks == 100, "ticks: \\(ticks)")
        }
        """
        let r = try run(source, engine, name: "fast-timer")
        #expect(r.bodies("wait 1 s", "Fast") == 60)
        // The read step's own frame passes another of its times: 1.
        #expect(r.total("read").bodyEvaluations == 1)
    }

    /// `DispatchGroup` on the virtual clock: `notify(queue: .main)` runs once every `enter` has
    /// its `leave` (Dispatch's own group handed it to the system's main queue, which a child never
    /// drains: it never ran). The initial render's `onAppear` starts it: one `enter` left 0.5 s on,
    /// one `async(group:)` block (it enters and leaves around the block, which runs in frame 1).
    /// "wait 0.25 s" (frames 1–15, to 0.25 s): the count is still 1, nothing notified, 0 bodies.
    /// "wait 0.5 s" (frames 16–45, to 0.75 s): the leave at 0.5 s queues the notified block, which
    /// writes `done` (read by V) in the same frame: V re-runs, 1.
    @Test(arguments: EngineKind.allCases)
    func aDispatchGroupNotifiesWhenEveryEnterHasLeft(engine: EngineKind) throws {
        let source = """
        @Observable final class Loader {
            var done = 0
            var order: [String] = []
            func start() {
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { group.leave() }
                DispatchQueue.global().async(group: group) { self.order.append("block") }
                group.notify(queue: .main) { self.order.append("notify"); self.done += 1 }
            }
        }
        struct V: View {
            @State var loader = Loader()
            var body: some View { Text("\\(loader.done)").onAppear { loader.start() } }
        }
        Redraw.root { V() }
        Redraw.wait(seconds: 0.25)
        Redraw.wait(seconds: 0.5)
        Redraw.step("read") {
            let loader: Loader = Redraw.state(of: V.self, "loader")
            precondition(loader.order == ["block", "notify"] && loader.done == 1, "\\(loader.order)")
        }
        """
        let r = try run(source, engine, name: "dispatch-group")
        #expect(r.total("wait 0.25 s").bodyEvaluations == 0)
        #expect(r.bodies("wait 0.5 s", "V") == 1)
        #expect(r.total("read").bodyEvaluations == 0)
    }

    /// A task that never resumes (an unresumed continuation) and one that sleeps 10,000 s do not
    /// hold the run: the wait passes with nothing to render and the next step runs as usual.
    @Test(arguments: EngineKind.allCases)
    func workThatNeverFinishesDoesNotHang(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        #expect(r.total("await forever").bodyEvaluations == 0)
        #expect(r.step("wait 1 s (2)").counts.evaluationsPerFrame == Array(repeating: 0, count: 60))
        #expect(r.bodies("after forever", "Shows") == 1)
        #expect(r.bodies("after forever", "Forever") == 0)
        #expect(r.steps.last?.step == "wait 0.25 s")
        // The report lists what is still waiting on the clock: the 10,000 s sleep started in
        // "await forever", due 10,000 s (and a few frames) into the run.
        // The unresumed continuation has no entry on the clock: nothing lists it.
        let pending = r.step("after forever").counts.pendingWork
        #expect(pending.contains { $0.hasPrefix("task sleeping (sleep(for: 10000.0 seconds)), due at 1000") })
    }

    /// A hand-written debounce typed five times, one key per frame: each key cancels the previous
    /// task (its sleep throws at once) and starts a 300 ms one. Only the last survives: started in
    /// the step's last frame S, it writes in frame S + 18, index 17 of the wait. One write, one body.
    @Test(arguments: EngineKind.allCases)
    func debounceWritesOnce(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        #expect(r.bodies("type", "Query") == 5)
        #expect(r.bodies("type", "Results") == 0)
        #expect(r.step("type").counts.evaluationsPerFrame == [1, 1, 1, 1, 1])
        #expect(r.bodies("wait 0.5 s (4)", "Results") == 1)
        #expect(busyFrames(r.step("wait 0.5 s (4)").counts.evaluationsPerFrame) == [17: 1])
    }

    /// `Task.sleep(nanoseconds: 100_000_000)` wakes 6 frames on (index 5) and
    /// `Task.sleep(until: .now + .milliseconds(200), clock: .continuous)` 12 frames on (index 11):
    /// `.now` is the virtual time too.
    @Test(arguments: EngineKind.allCases)
    func otherSleepFormsUseTheClock(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-clock")
        let wait = r.step("wait 0.25 s")
        #expect(wait.frames == 15)
        #expect(busyFrames(wait.counts.evaluationsPerFrame) == [5: 1, 11: 1])
        #expect(r.bodies("wait 0.25 s", "Nanos") == 1)
        #expect(r.bodies("wait 0.25 s", "Until") == 1)
    }

    /// `Calendar`'s day questions ask the virtual clock's day, as `Date()` is read from it: a
    /// reminder due today was never today (the machine's clock; a tester's reminders app counted
    /// none due today). The tap finds its button only by the answers: today, tomorrow and yesterday.
    @Test(arguments: EngineKind.allCases)
    func calendarsTodayIsTheVirtualClocks(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Due: View {
            let calendar = Calendar.current
            var body: some View {
                let now = Date()
                let answers = [calendar.isDateInToday(now), calendar.isDateInTomorrow(now.addingTimeInterval(86_400)),
                               Calendar.current.isDateInYesterday(now.addingTimeInterval(-86_400))]
                return Button(answers.map { $0 ? "yes" : "no" }.joined(separator: " ")) {}
            }
        }
        Redraw.root { Due() }
        Redraw.tap("yes yes yes")
        """
        let r = try run(source, engine, name: "calendar-today")
        #expect(r.total("tap \"yes yes yes\"").bodyEvaluations == 0)
    }
}

/// `Date()` reads the virtual clock: a second of `Redraw.wait` is a second of `Date`.
@Suite struct VirtualDateTests {
    static let source = """
    @Observable class Stamp {
        var at = Date()
        var elapsed = 0.0
    }
    struct Elapsed: View {
        var stamp: Stamp
        var body: some View { Text("\\(stamp.elapsed)") }
    }
    let stamp = Stamp()
    Redraw.root { Elapsed(stamp: stamp) }
    Redraw.step("start") { stamp.at = Date() }
    Redraw.wait(seconds: 1)
    Redraw.step("stop") { stamp.elapsed = Date().timeIntervalSince(stamp.at) }
    Redraw.step("check") {
        // "start" is frame 1, the wait frames 2…61, "stop" frame 62: 61/60 s apart.
        precondition(abs(stamp.elapsed - 61.0 / 60) < 1e-6, "elapsed \\(stamp.elapsed)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func datesFollowTheFrames(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "virtual-date")
        // The "check" step traps unless Date() moved by exactly the frames' time; the elapsed
        // value changed once, in "stop": Elapsed re-runs there (its reader), and nowhere else.
        #expect(r.total("stop").bodyEvaluations == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}

/// Two `Date()`s read in one frame differ, as on a device (a microsecond apart here): a list
/// keyed by timestamps gets two rows, where equal dates trapped on a repeated `ForEach` id. The
/// next frame's reads are the frame's own time again.
@Suite struct DistinctDatesTests {
    static let source = """
    struct Log: Identifiable { let timestamp: Date; let text: String; var id: Date { timestamp } }
    @Observable class History {
        var logs: [Log] = []
        var gap = 0.0
        func addTwo() {
            logs.append(Log(timestamp: Date(), text: "a"))
            logs.append(Log(timestamp: Date(), text: "b"))
            gap = logs[logs.count - 1].timestamp.timeIntervalSince(logs[logs.count - 2].timestamp)
        }
    }
    struct Row: View {
        let log: Log
        var body: some View { Text(log.text) }
    }
    struct HistoryView: View {
        var history: History
        var body: some View {
            VStack {
                Button("Add two") { history.addTwo() }
                ForEach(history.logs) { Row(log: $0) }
            }
        }
    }
    let history = History()
    Redraw.root { HistoryView(history: history) }
    Redraw.tap("Add two")
    Redraw.step("check") {
        precondition(history.gap > 0 && history.gap < 1e-5, "gap \\(history.gap)")
        precondition(history.logs[0].timestamp == Date(timeIntervalSinceReferenceDate: 757_382_400 + 1.0 / 60),
                     "the first read of frame 1 is the frame's time: \\(history.logs[0].timestamp)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func twoReadsInOneFrameDiffer(engine: EngineKind) throws {
        // The tap: HistoryView re-runs (pull: it read `logs`; push: its `var history` is the
        // migration's `@ObservedObject`) and builds two rows, one per distinct timestamp.
        let r = try run(Self.source, engine, name: "distinct-dates")
        #expect(r.metrics("tap \"Add two\"", "Row").created == 2)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}

/// `Timer.publish(every:on:in:).autoconnect()` on the virtual clock, until its subscription goes.
@Suite struct TimerPublisherTests {
    static let source = """
    @Observable class Ticker {
        var count = 0
        @ObservationIgnored var cancellable: AnyCancellable?
        func start() {
            cancellable = Timer.publish(every: 0.25, on: .main, in: .common)
                .autoconnect()
                .sink { [weak self] _ in self?.count += 1 }
        }
    }
    struct TickView: View {
        var ticker: Ticker
        var body: some View { Text("\\(ticker.count)") }
    }
    let ticker = Ticker()
    Redraw.root { TickView(ticker: ticker) }
    Redraw.step("start") { ticker.start() }
    Redraw.wait(seconds: 1)
    Redraw.step("stop") { ticker.cancellable = nil }
    Redraw.wait(seconds: 0.5)
    """

    @Test(arguments: EngineKind.allCases)
    func firesEveryQuarterSecondUntilCancelled(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "timer-publisher")
        // Started in frame S: fires at S + 15, 30, 45, 60, i.e. indices 14, 29, 44 and 59 of the
        // wait that follows; each fire writes `count`, read by TickView (push: it observes the
        // ticker): one body each.
        let wait = r.step("wait 1 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [14, 29, 44, 59])
        #expect(r.total("wait 1 s").bodyEvaluations == 4)
        // Releasing the AnyCancellable cancels the timer: nothing fires after "stop".
        #expect(r.total("wait 0.5 s").bodyEvaluations == 0)
    }
}

extension VirtualClockTests {
    /// `autoconnect()` gives `Publishers.Autoconnect<Timer.TimerPublisher>`, as in Apple's Combine:
    /// a property of that type and `timer.upstream.connect()` compile, and it connects at its first
    /// subscriber. Counts: a 1 s timer over 2 s ticks twice, each tick writes `ticks`, which Clock's
    /// body read: 2 bodies, under both engines.
    @Test(arguments: EngineKind.allCases)
    func autoconnectIsAPublisherOfItsOwn(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import Combine
        struct Clock: View {
            @State private var ticks = 0
            let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("\\(ticks)")
                    .onReceive(timer) { _ in ticks += 1 }
                    .onDisappear { timer.upstream.connect().cancel() }
            }
        }
        Redraw.root { Clock() }
        Redraw.wait(seconds: 2)
        """
        let r = try run(source, engine, name: "autoconnect-type")
        #expect(r.bodies("wait 2 s", "Clock") == 2)
    }
}

extension VirtualClockTests {
    /// A sleep shorter than a frame wakes at its deadline, and the next sleep counts from there
    /// (Sleep.swift: "a sleep of d that starts at t wakes at exactly t + d"). The task starts in
    /// "start"'s frame S; its six 3 ms sleeps wake at S + 3, 6, 9, 12, 15 ms — all in the wait's
    /// first frame (S + 16.67 ms), whose render shows the five writes of `count` in one body — and
    /// S + 18 ms, in its second frame: 1 + 1 bodies under both engines (push: PingView observes
    /// the object; pull: it read `count`). A tester saw one wake per frame (6 bodies, and the
    /// stream's 18 ms took 6 frames), as each sleep counted from the frame's time.
    @Test(arguments: EngineKind.allCases)
    func aSleepShorterThanAFrameWakesAtItsDeadline(engine: EngineKind) throws {
        let source = """
        @Observable class Pinger {
            var count = 0
            @ObservationIgnored var woke: [Duration] = []
        }
        struct PingView: View {
            var pinger: Pinger
            var body: some View { Text("\\(pinger.count)") }
        }
        let pinger = Pinger()
        Redraw.root { PingView(pinger: pinger) }
        Redraw.step("start") {
            Task { @MainActor in
                let clock = ContinuousClock()
                let start = clock.now
                for _ in 1...6 {
                    try? await Task.sleep(for: .milliseconds(3))
                    pinger.count += 1
                    pinger.woke.append(start.duration(to: clock.now))
                }
            }
        }
        Redraw.wait(seconds: 0.1)
        Redraw.step("check") {
            precondition(pinger.woke == (1...6).map { .milliseconds(3 * $0) }, "woke at \\(pinger.woke)")
        }
        """
        let r = try run(source, engine, name: "sub-frame-sleeps")
        #expect(Array(r.step("wait 0.1 s").counts.evaluationsPerFrame.prefix(3)) == [1, 1, 0])
        #expect(r.total("wait 0.1 s").bodyEvaluations == 2)
    }

    /// Now never goes back past a time the scenario read: a sleep due 3 ms after "start"'s frame
    /// S, still pending when the next step's frame (S + 16.67 ms) reads the clock, wakes after
    /// that read, at the frame's time — late, as a task behind the main thread's work is. No
    /// body reads what the task writes: 0 bodies; the check is the woken task's own reading.
    @Test(arguments: EngineKind.allCases)
    func nowNeverGoesBackPastARead(engine: EngineKind) throws {
        let source = """
        @Observable class Log {
            @ObservationIgnored var woke: [Duration] = []
            @ObservationIgnored var read: [Duration] = []
        }
        let log = Log()
        let clock = ContinuousClock()
        let origin = clock.now
        Redraw.root { Text("log") }
        Redraw.step("start") {
            Task { @MainActor in
                let start = clock.now
                try? await Task.sleep(for: .milliseconds(3))
                log.woke.append(start.duration(to: clock.now))
            }
        }
        Redraw.step("read the clock") { log.read.append(origin.duration(to: clock.now)) }
        Redraw.step("check") {
            precondition(log.woke.count == 1 && log.woke[0] > .milliseconds(16) && log.woke[0] < .milliseconds(17),
                         "woke after \\(log.woke), not at its 3 ms deadline: the read came first")
        }
        """
        let r = try run(source, engine, name: "now-never-goes-back")
        #expect(r.total("read the clock").bodyEvaluations == 0)
    }
}

/// A main-actor task that never waits on the clock (`while … { …; await Task.yield() }`) keeps the
/// frame's due work from ending: the clock runs at most `maximumItemsPerFrame` jobs a frame and
/// carries the rest on. The run said nothing (trial BA-3): it now notes it, once per step, in the
/// step where the loop starts. The loop's writes are all in the tap's frame: SpinScreen read `n`:
/// 1 body (rule 2: one evaluation per frame, whatever the writes).
@Suite struct BusyMainActorTests {
    @Test func aFrameAtTheJobLimitIsTold() throws {
        let source = """
        import SwiftUI
        @Observable final class Spin { var n = 0 }
        struct SpinScreen: View {
            @State private var s = Spin()
            var body: some View {
                VStack {
                    Text("\\(s.n)")
                    Button("busy") { Task { while !Task.isCancelled { s.n += 1; await Task.yield() } } }
                }
            }
        }
        Redraw.root { SpinScreen() }
        Redraw.tap("busy")
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "busy-main-actor")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull)
        #expect(Run(steps: result.steps).bodies("tap \"busy\"", "SpinScreen") == 1)
        #expect(result.notes == ["tap \"busy\"\ta frame ran 100000 jobs on the clock and work was still due (main-actor job): "
            + "a task that never waits on a clock — a loop of `await Task.yield()` — keeps the main actor busy, which on a device "
            + "starves the UI; Redraw carried the rest to the next frame, so this step's frames and times are that loop's"])
    }
}
