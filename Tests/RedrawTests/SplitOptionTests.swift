// `--split N`: how many time-split passes each engine's timing process runs
// after the timed ones (by default 3, or --repeat when fewer). The Markdown
// report names how many it split from; with 0 there is no "Where the time
// goes" section and no `.split.svg`, and a chart left from an earlier run into
// the same folder is removed.

import Foundation
import RedrawCLI
import Testing

@Suite struct SplitOptionTests {
    @Test func theSplitPassesFollowTheOption() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The one-model counter that `OptimizedCountingTests` runs.
        try OptimizedCountingTests.scenario.write(toFile: dir + "/counter.swift", atomically: true, encoding: .utf8)
        func run(_ split: String?, repeat repetitions: String = "1") throws -> (status: Int32, markdown: String, chart: Bool, errors: String) {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["run", dir + "/counter.swift", "--repeat", repetitions, "--warmup", "0",
                                                 "--out", dir + "/out"] + (split.map { ["--split", $0] } ?? []), console: console)
            let markdown = (try? String(contentsOfFile: dir + "/out/counter.md", encoding: .utf8)) ?? ""
            return (status, markdown, FileManager.default.fileExists(atPath: dir + "/out/counter.split.svg"), console.errors)
        }
        let two = try run("2")
        #expect(two.status == 0, "\(two.errors)")
        #expect(two.markdown.contains("## Where the time goes"))
        #expect(two.markdown.contains("from 2 time-split passes"))
        #expect(two.chart)

        // Without --split: three passes, or as many as --repeat when fewer.
        let byDefault = try run(nil)
        #expect(byDefault.status == 0, "\(byDefault.errors)")
        #expect(byDefault.markdown.contains("from 1 time-split pass\nper engine"))
        let byDefaultFour = try run(nil, repeat: "4")
        #expect(byDefaultFour.markdown.contains("from 3 time-split passes"))

        let none = try run("0")
        #expect(none.status == 0, "\(none.errors)")
        #expect(!none.markdown.contains("Where the time goes"))
        #expect(!none.chart)

        let bad = try run("-1")
        #expect(bad.status == 1)  // a usage error (README, "Exit codes")
        #expect(bad.errors.contains("--split takes a whole number from 0 to 10000, not `-1`"))
    }
}
