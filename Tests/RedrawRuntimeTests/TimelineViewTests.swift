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
}
