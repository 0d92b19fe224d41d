// What a scenario prints is shown with `--show-output` (each engine's counting
// run, after the summary), and not without: every pass runs the workload again.

import Foundation
import RedrawCLI
import Testing

@Suite struct ShowOutputTests {
    static let source = """
    import SwiftUI
    import Foundation

    struct V: View {
        @State private var n = 0
        var body: some View {
            print("body ran, n =", n)
            return Button("Inc") { n += 1; print("tapped") }
        }
    }
    Redraw.root { V() }
    Redraw.tap("Inc")
    Redraw.step("from the workload") {
        print("from the step")
        fputs("to standard error\\n", stderr)
    }
    """

    @Test func printedLinesAreShownOnlyWhenAsked() throws {
        let scenario = try TemporaryScenario(Self.source, name: "prints")
        let arguments = ["run", scenario.path, "--no-reports", "--repeat", "1", "--warmup", "0", "--split", "0", "--engine", "pull"]
        let plain = Console(capture: true)
        #expect(RedrawCommandLine.main(arguments, console: plain) == 0, "\(plain.errors)")
        #expect(!plain.output.contains("body ran"), "\(plain.output)")

        let shown = Console(capture: true)
        #expect(RedrawCommandLine.main(arguments + ["--show-output"], console: shown) == 0, "\(shown.errors)")
        // The counting run: the initial render's body, the tap and the body it re-ran, the step's
        // two lines (standard output first, then standard error).
        #expect(shown.output.contains("""
            prints (pull) printed 5 lines:
              | body ran, n = 0
              | tapped
              | body ran, n = 1
              | from the step
              | to standard error
            """), "\(shown.output)")
    }

    /// With `--log-changes` the counting build also runs a journal pass in the same process: its
    /// prints are not shown again (each line was printed twice, "printed 10 lines", as if the
    /// step had run twice; a tester's network app).
    @Test func aJournalPassPrintsNothingMore() throws {
        let scenario = try TemporaryScenario(Self.source, name: "prints-journal")
        let arguments = ["run", scenario.path, "--no-reports", "--repeat", "1", "--warmup", "0", "--split", "0", "--engine", "pull",
                         "--show-output", "--log-changes"]
        let shown = Console(capture: true)
        #expect(RedrawCommandLine.main(arguments, console: shown) == 0, "\(shown.errors)")
        #expect(shown.output.contains("""
            prints-journal (pull) printed 5 lines:
              | body ran, n = 0
              | tapped
              | body ran, n = 1
              | from the step
              | to standard error

            """), "\(shown.output)")
    }
}
