// A scenario with no model class (views with their own `@State` only) has
// nothing to migrate: the summary, the report and `explain` say that both
// engines ran it as written, not that one ran a form "migrated from" the other.
// A step named after its action (`tap "Inc"`) is quoted as a Swift literal.

import Foundation
import RedrawCLI
import Testing

@Suite(.serialized) struct ModelLessScenarioTests {
    static let source = """
    import SwiftUI

    struct Counter: View {
        @State private var n = 0
        var body: some View {
            VStack {
                Text("\\(n)")
                Button("Inc") { n += 1 }
            }
        }
    }

    Redraw.root { Counter() }
    Redraw.tap("Inc")
    """

    @Test func bothEnginesRunItAsWritten() throws {
        let scenario = try TemporaryScenario(Self.source, name: "counter")
        let file = scenario.path, dir = scenario.folder

        let run = Console(capture: true)
        let status = RedrawCommandLine.main(["run", file, "--out", dir + "/out", "--repeat", "1", "--warmup", "0"], console: run)
        #expect(status == 0, "\(run.errors)")
        #expect(run.output.contains("counter  \(file)  (no model class: both engines ran it as written)"))
        #expect(!run.output.contains("migrated from"))
        // Both engines ran the same program: "faster" would compare noise, so it is `–` (trial AY-7);
        // the counts are still compared (none fewer).
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("  initial render") || $0.hasPrefix("  tap \"Inc\"") }
        #expect(rows.count == 2, "\(run.output)")
        for row in rows {
            #expect(row.hasSuffix("  –"), "\(row)")
            #expect(row.contains("0 %"), "\(row)")
        }
        let markdown = try String(contentsOfFile: dir + "/out/counter.md", encoding: .utf8)
        #expect(markdown.contains("with no `ObservableObject` or `@Observable` class: both engines ran it as written"))
        #expect(!markdown.contains("migrated from"))

        let explain = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", file, "--step", "Inc"], console: explain) == 0, "\(explain.errors)")
        // @State is tracked alike under both engines: the tap re-runs Counter once under each.
        #expect(explain.output.contains(#"push (ObservableObject), as written (no model class to migrate) · step 'tap "Inc"'"#))
        #expect(explain.output.contains(#"pull (@Observable), as written (no model class to migrate) · step 'tap "Inc"'"#))
        #expect(explain.output.components(separatedBy: "· 1 frame · 1 body evaluation\n").count == 3)
    }

    /// An error in a file with no model class is in the file as written: there is no form of one
    /// engine or the other to name.
    @Test func anErrorIsInTheFileAsWritten() throws {
        let scenario = try TemporaryScenario(Self.source.replacingOccurrences(of: "Text(\"\\(n)\")", with: "Text(count)"))
        let file = scenario.path
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", file], console: console) == 1)
        #expect(console.errors.contains("\(file):7:18: error: cannot find 'count' in scope"), "\(console.errors)")
        #expect(console.errors.contains("note: in the file as written (it has no model class: both engines compile it as it is)"),
                "\(console.errors)")
        #expect(!console.errors.contains("form"), "\(console.errors)")
    }
}
