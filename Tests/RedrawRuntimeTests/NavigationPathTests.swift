// NavigationStack(path:) end to end: the stack's own node reads the path, so
// pushing or popping runs it and the screens that appear — not the body of
// the view that owns the path; a value link appends to the path; `\.dismiss`
// in a screen pops it and the ones above; `Redraw.dismiss()` pops the top.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct NavigationPathTests {
    static let source = """
    struct Screen: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Open 1", value: 1)
                    Button("Open 2") { path.append(2) }
                }
                .navigationDestination(for: Int.self) { n in Detail(n: n) }
            }
        }
    }
    struct Detail: View {
        let n: Int
        @Environment(\\.dismiss) private var dismiss
        var body: some View { Button("Close \\(n)") { dismiss() } }
    }
    Redraw.root { Screen() }
    Redraw.tap("Open 1")
    Redraw.tap("Open 2")
    Redraw.dismiss()
    Redraw.tap("Close 1")
    """

    @Test(arguments: EngineKind.allCases)
    func thePathsElementsAreTheStacksScreens(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "navigation-path")
        // Initial render: Screen and the stack's node; the path is empty.
        #expect(r.total("initial render").bodyEvaluations == 2)
        // The value link appends 1: the stack (it read the path) re-runs and builds Detail 1.
        #expect(r.bodies("tap \"Open 1\"", "Screen") == 0)
        #expect(r.bodies("tap \"Open 1\"", "NavigationStack") == 1)
        #expect(r.metrics("tap \"Open 1\"", "Detail").created == 1)
        // The button appends 2: Detail 1 keeps its identity and inputs (skipped), Detail 2 is built.
        #expect(r.metrics("tap \"Open 2\"", "Detail").created == 1)
        #expect(r.metrics("tap \"Open 2\"", "Detail").skipped == 1)
        #expect(r.total("tap \"Open 2\"").bodyEvaluations == 2)
        // Redraw.dismiss() pops the top screen; Detail 1's own dismiss pops it too.
        #expect(r.metrics("dismiss", "Detail").destroyed == 1)
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Close 1\"", "Detail").destroyed == 1)
        #expect(r.total("tap \"Close 1\"").bodyEvaluations == 1)
    }
}
