// TimelineView end to end on the virtual clock: its content re-runs at each
// date of its schedule — the timeline's own node and the content's views,
// never the parent's body — and `.periodic(from: .now, by:)` starts at the
// virtual now (the front end rewrites that implicit `.now`).

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct TimelineViewTests {
    static func source(_ schedule: String, wait: Double) -> String {
        """
        @Observable class Model { var renders = 0 }
        struct Clock: View {
            var model: Model
            var body: some View {
                TimelineView(\(schedule)) { context in
                    Face(seconds: Int(context.date.timeIntervalSinceReferenceDate.rounded(.down)) % 60)
                }
            }
        }
        struct Face: View { let seconds: Int; var body: some View { Text("\\(seconds)") } }
        let model = Model()
        Redraw.root { Clock(model: model) }
        Redraw.wait(seconds: \(wait))
        """
    }

    @Test(arguments: EngineKind.allCases)
    func aPeriodicScheduleReRunsItsContentAtEachDate(_ engine: EngineKind) throws {
        let r = try run(Self.source(".periodic(from: .now, by: 1)", wait: 3), engine, name: "timeline-periodic")
        // Initial render: Clock, the TimelineView's node, Face.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // 3 s of frames: the schedule ticks at 1, 2 and 3 s; each tick runs the timeline's node and
        // Face (a new `seconds`), never Clock.
        #expect(r.bodies("wait 3 s", "TimelineView") == 3)
        #expect(r.bodies("wait 3 s", "Face") == 3)
        #expect(r.bodies("wait 3 s", "Clock") == 0)
        #expect(r.step("wait 3 s").counts.causes[.timeline]?["TimelineView"] == 3)
    }

    @Test(arguments: EngineKind.allCases)
    func anAnimationScheduleReRunsEveryFrame(_ engine: EngineKind) throws {
        let r = try run(Self.source(".animation", wait: 0.5), engine, name: "timeline-animation")
        // 0.5 s is 30 frames; the node re-runs in each. Face's `seconds` stays 0 for the first
        // half second, so it is skipped every time.
        #expect(r.step("wait 0.5 s").frames == 30)
        #expect(r.bodies("wait 0.5 s", "TimelineView") == 30)
        #expect(r.bodies("wait 0.5 s", "Face") == 0)
        #expect(r.metrics("wait 0.5 s", "Face").skipped == 30)
    }

    /// The content's `context.date` is the schedule's date that triggered the update (Apple's
    /// `TimelineView.Context.date`: "The date from the schedule that triggered the current view
    /// update"), not the frame's time; a parent that re-runs between ticks passes the same date,
    /// so a child that takes it is skipped (trial AZ-2: the child re-ran, given the frame's time).
    @Test(arguments: EngineKind.allCases)
    func theContextDateIsTheSchedulesAndAParentReRunKeepsIt(_ engine: EngineKind) throws {
        let source = """
        @Observable class Model { var label = "A" }
        var offsets: [Double] = []
        var minutes: [Double] = []
        let start = Date.now.addingTimeInterval(-0.495)
        struct Screen: View {
            var model: Model
            var body: some View {
                VStack {
                    Text(model.label)
                    TimelineView(.periodic(from: start, by: 1)) { context in
                        let _ = offsets.append(context.date.timeIntervalSince(start))
                        Face(date: context.date)
                    }
                    TimelineView(.everyMinute) { context in
                        let _ = minutes.append(context.date.timeIntervalSince(start))
                        Face(date: context.date)
                    }
                }
            }
        }
        struct Face: View { let date: Date; var body: some View { Text(date, style: .time) } }
        let model = Model()
        Redraw.root { Screen(model: model) }
        Redraw.wait(seconds: 3.3)
        Redraw.step("relabel") { model.label = "B" }
        Redraw.step("check") {
            let periodic = offsets.map { ($0 * 1000).rounded() / 1000 }
            precondition(periodic == [0, 1, 2, 3, 3], "periodic dates: \\(periodic)")
            // The virtual clock starts on a minute (2025-01-01 00:00 UTC), 0.495 s after `start`.
            let everyMinute = minutes.map { ($0 * 1000).rounded() / 1000 }
            precondition(everyMinute == [0.495, 0.495], "every-minute dates: \\(everyMinute)")
        }
        """
        let r = try run(source, engine, name: "timeline-context-date")
        // Mount: Screen, each timeline's node and its Face.
        #expect(r.bodies("initial render", "Face") == 2)
        // 3.3 s: the periodic schedule's dates start + 1, 2, 3 s (0.505, 1.505, 2.505 s after the
        // mount) tick its node and its Face (a new date); the minute has not come.
        #expect(r.bodies("wait 3.3 s", "TimelineView") == 3)
        #expect(r.bodies("wait 3.3 s", "Face") == 3)
        #expect(r.bodies("wait 3.3 s", "Screen") == 0)
        // relabel: Screen read `label` (its body re-runs); each timeline's node holds a closure, so
        // it updates with its declaring body; each Face gets the date it had: skipped.
        #expect(r.bodies("relabel", "Screen") == 1)
        #expect(r.bodies("relabel", "TimelineView") == 2)
        #expect(r.bodies("relabel", "Face") == 0)
        #expect(r.metrics("relabel", "Face").skipped == 2)
        // `check` trapped if a date was not the schedule's.
        #expect(r.step("check").counts.total.bodyEvaluations == 0)
    }

    /// Intervals no `Double` holds exactly tick once per date: entry k is `start + k × interval`,
    /// and a date within 10 µs of the one just ticked is that one (trial BH-1: 0.1 s found its
    /// next date equal to the one it had ticked and re-fired to the frame's 100 rounds, 413
    /// TimelineView updates in a second). Over 1 s (60 frames): 0.1 s ticks at 0.1 … 1.0 (10),
    /// 0.05 s at 0.05 … 1.0 (20); each tick a new date for Face, which re-runs with it.
    @Test(arguments: [(0.1, 10), (0.05, 20)])
    func anInexactIntervalTicksOncePerDate(interval: Double, ticks: Int) throws {
        let source = """
        struct Clock: View {
            var body: some View {
                TimelineView(.periodic(from: .now, by: \(interval))) { context in Face(date: context.date) }
            }
        }
        struct Face: View { let date: Date; var body: some View { Text(date, style: .time) } }
        Redraw.root { Clock() }
        Redraw.wait(seconds: 1)
        """
        let r = try run(source, .pull, name: "timeline-inexact-\(interval)")
        #expect(r.bodies("wait 1 s", "TimelineView") == ticks)
        #expect(r.bodies("wait 1 s", "Face") == ticks)
    }

    /// `.animation(minimumInterval: 0.1)` on a 60 Hz clock: every 6th frame is 0.1 s on, so it
    /// updates 10 times a second (trial BH-2: six frames summed as a `Date` fell short of 0.1 s and
    /// it updated every 7th, 8 a second). Apple: it updates "at a frequency no more quickly than
    /// the provided interval".
    @Test func aMinimumIntervalOfATenthTicksEverySixthFrame() throws {
        let r = try run(Self.source(".animation(minimumInterval: 0.1)", wait: 1), .pull, name: "timeline-animation-tenth")
        #expect(r.bodies("wait 1 s", "TimelineView") == 10)
    }

    /// A body that re-runs hands its TimelineView another `.periodic(from: .now, by: 1)`: the old
    /// schedule's timer is dropped and the new one's first date after now is next (trial BH-3:
    /// both fired, two ticks of a 1 s clock a frame apart). Clock re-runs at 0.5 s (its `.task`
    /// writes `@State` its body reads), so the ticks of the 2 s wait are at 1.5 and 2.5 s: 2, not 3.
    @Test(arguments: EngineKind.allCases)
    func aReplacedScheduleDropsTheOldOnesDate(_ engine: EngineKind) throws {
        let source = """
        struct Clock: View {
            @State private var restarted = false
            var body: some View {
                VStack {
                    Text(restarted ? "restarted" : "running")
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Seconds(date: context.date, restarted: restarted)
                    }
                }
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    restarted = true
                }
            }
        }
        struct Seconds: View { let date: Date; let restarted: Bool; var body: some View { Text(date, style: .time) } }
        Redraw.root { Clock() }
        Redraw.wait(seconds: 0.5)
        Redraw.wait(seconds: 2)
        """
        let r = try run(source, engine, name: "timeline-replaced-schedule")
        // 0.5 s: the task's write re-runs Clock, its TimelineView (a new schedule) and Seconds
        // (`restarted` changed).
        #expect(r.bodies("wait 0.5 s", "Clock") == 1)
        #expect(r.bodies("wait 0.5 s", "Seconds") == 1)
        #expect(r.bodies("wait 2 s", "TimelineView") == 2)
        #expect(r.bodies("wait 2 s", "Seconds") == 2)
        // The replaced schedule's timer was dropped: one tick is pending at the end, the new one's.
        #expect(r.step("wait 2 s").counts.pendingWork.filter { $0.hasPrefix("TimelineView tick") }.count == 1,
                "\(r.step("wait 2 s").counts.pendingWork)")
    }

    /// Work on the clock that each render makes due at once again (a body that queues a main-queue
    /// block writing what it read) runs round after round to the frame's 100, as callbacks do; the
    /// run now says so, naming the work (it said nothing when no callback was left queued).
    @Test func workThatKeepsComingDueInAFrameIsTold() throws {
        let source = """
        @Observable final class Counter { var n = 0 }
        struct Looper: View {
            var counter: Counter
            var body: some View {
                let _ = DispatchQueue.main.async { counter.n += 1 }
                Text("\\(counter.n)")
            }
        }
        let counter = Counter()
        Redraw.root { Looper(counter: counter) }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "clock-loop")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull)
        let notes = result.notes ?? []
        #expect(notes.count == 1, "\(notes)")
        #expect(notes.first?.hasPrefix("initial render\ta frame's callbacks were still changing state after 100 rounds (`") == true, "\(notes)")
    }
}
