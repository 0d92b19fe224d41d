// iOS 15's `NotificationCenter.notifications(named:)` in a `.task` (trial BA-1: it did not
// compile, as Foundation on Linux lacks it): posts reach the loop in the frame they are made,
// and the loop's observer goes when its view does.

import RedrawResults
import Testing

@Suite struct NotificationSequenceTests {
    /// "post twice": two posts, buffered; the task's loop resumes on the main actor in the same
    /// frame and adds 1 for each: one frame, so Screen (which read `syncs`) runs once under each
    /// engine (rules 1 and 2); under push Listener, which holds the model (`@ObservedObject` in the
    /// push form), runs too. "stop listening" writes `listening`, which Screen read: 1, and the
    /// Listener goes — its `.task` is cancelled, which ends the loop and removes its observer.
    /// "post after" then reaches no loop: nothing is written, 0 bodies, and `syncs` stays 2.
    @Test(arguments: EngineKind.allCases)
    func postsReachTheLoopUntilItsViewGoes(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        @Observable final class SyncModel { var syncs = 0 }
        struct Listener: View {
            let model: SyncModel
            var body: some View {
                Text("listening").task {
                    for await _ in NotificationCenter.default.notifications(named: .init("didSync")) { model.syncs += 1 }
                }
            }
        }
        struct Screen: View {
            let model: SyncModel
            @State var listening = true
            var body: some View {
                VStack {
                    Text("syncs \\(model.syncs)")
                    if listening { Listener(model: model) }
                }
            }
        }
        let model = SyncModel()
        Redraw.root { Screen(model: model) }
        Redraw.step("post twice") {
            NotificationCenter.default.post(name: .init("didSync"), object: nil)
            NotificationCenter.default.post(name: .init("didSync"), object: nil)
        }
        Redraw.step("count 2") { precondition(model.syncs == 2, "\\(model.syncs)") }
        Redraw.step("stop listening") { Redraw.setState(Screen.self, \\.listening, false) }
        Redraw.step("post after") { NotificationCenter.default.post(name: .init("didSync"), object: nil) }
        Redraw.step("still 2") { precondition(model.syncs == 2, "\\(model.syncs)") }
        """
        let r = try run(source, engine, name: "notification-sequence")
        #expect(r.bodies("post twice", "Screen") == 1)
        #expect(r.total("post twice").bodyEvaluations == (engine == .push ? 2 : 1))
        #expect(r.bodies("stop listening", "Screen") == 1)
        #expect(r.metrics("stop listening", "Listener").destroyed == 1)
        #expect(r.total("post after").bodyEvaluations == 0)
        #expect(r.total("still 2").bodyEvaluations == 0)
    }
}
