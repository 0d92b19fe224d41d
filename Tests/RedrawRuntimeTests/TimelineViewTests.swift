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
}
