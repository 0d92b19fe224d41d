// `--optimized-counting` compiles the counting build with `-O`, as the timing build is (for a
// large workload, whose counting pass is the run's time): the provenance then lists one set of
// flags, and the counts are the same as with the default `-Onone` counting build.

import Foundation
import RedrawBuild
import RedrawCLI
import RedrawReport
import Testing

@Suite struct OptimizedCountingTests {
    static let scenario = """
    @Observable class Model { var n = 0 }
    struct Counter: View { var model: Model; var body: some View { Text("\\(model.n)") } }
    let model = Model()
    Redraw.root { Counter(model: model) }
    Redraw.step("bump") { model.n += 1 }
    """

    @Test func theCountingBuildsFlagsAreRecordedAndTheCountsAgree() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-optimized-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.scenario.write(toFile: dir + "/counter.swift", atomically: true, encoding: .utf8)
        var recorded: [String: (flags: String, steps: String)] = [:]
        for (name, extra) in [("default", [String]()), ("optimized", ["--optimized-counting"])] {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["run", dir + "/counter.swift", "--repeat", "1", "--warmup", "0",
                                                 "--out", dir + "/" + name] + extra, console: console)
            #expect(status == 0, "\(console.errors)")
            let provenance = try ProvenanceFile.parse(try String(contentsOfFile: dir + "/\(name)/counter.provenance", encoding: .utf8))
            let steps = try String(contentsOfFile: dir + "/\(name)/counter.steps.csv", encoding: .utf8)
            // The count columns, up to the allocations (which differ by build, as times do).
            let counts = steps.split(separator: "\n").map { $0.split(separator: ",").prefix(14).joined(separator: ",") }.joined(separator: "\n")
            recorded[name] = (provenance.buildFlags, counts)
        }
        let timing = ScenarioBuilder.flags.joined(separator: " ")
        #expect(recorded["default"]?.flags == timing + " (counts: " + ScenarioBuilder.countingFlags.joined(separator: " ") + ")")
        #expect(recorded["optimized"]?.flags == timing)
        #expect(recorded["default"]?.steps == recorded["optimized"]?.steps)
        #expect(recorded["default"]?.steps.contains("bump") == true)
    }
}
