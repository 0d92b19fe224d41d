// FuzzSmokeTests: CI's short fixed-seed run of redraw-fuzz (issue #13): 2,000
// mutated inputs through the front end, in the fuzzer's worker processes. It
// fails when any input crashes Redraw, hangs, or gets an error without a real
// position — the long run's figures are in Reports/robustness.md.
//
// Runs the `redraw-fuzz` executable that `swift build` put beside this test
// bundle; the test target depends on it, so `swift test` builds it too. The
// end-to-end smoke run goes through the debug `redraw` beside it (also a
// dependency), which compiles against the debug kit there.

import Foundation
import Testing

private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// `redraw-fuzz <arguments>` on this checkout: exit status and stdout.
private func fuzz(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let bundle = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    let executable = bundle.deletingLastPathComponent().appendingPathComponent("redraw-fuzz").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
        throw FuzzNotBuilt(path: executable)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + ["--root", repositoryRoot]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

private struct FuzzNotBuilt: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path) is missing: run `swift build` first" }
}

@Suite(.serialized) struct FuzzSmokeTests {
    @Test func fixedSeedRunFindsNoCrashHangOrUnclearError() throws {
        // A debug build, beside the other suites' compiles: 60 s per input, so that only a real hang
        // (SwiftParser's exponential nesting: minutes) counts, not a slow long input on a busy machine.
        let r = try fuzz(["--inputs", "2000", "--seed", "13", "--time-limit", "60", "--minimise-budget", "20"])
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("redraw-fuzz: 2000 inputs in ") == true, "\(r.output)")
        // `redraw-fuzz: 0 crashes, 0 hangs, 0 unclear errors`, after each failure's minimised example.
        #expect(lines.last == "redraw-fuzz: 0 crashes, 0 hangs, 0 unclear errors", "\(r.output)")
        #expect(r.status == 0, "\(r.output)")
    }

    /// The same seed and corpus give the same report, whatever the number of workers.
    @Test func sameSeedSameReport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-fuzz-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // One path for both: the report names the command that wrote it.
        let report = directory + "/robustness.md"
        let one = try fuzz(["--inputs", "300", "--seed", "5", "--jobs", "1", "--report", report])
        let a = try String(contentsOfFile: report, encoding: .utf8)
        let two = try fuzz(["--inputs", "300", "--seed", "5", "--jobs", "2", "--report", report])
        let b = try String(contentsOfFile: report, encoding: .utf8)
        #expect(one.status == 0 && two.status == 0, "\(one.output)\n\(two.output)")
        #expect(a == b)
        #expect(a.contains("- Inputs tried: 300\n"), "\(a)")
        #expect(a.contains("| Redraw crash | 0 | 0.00 % |"), "\(a)")
    }

    /// The end-to-end mode on a fixed seed: a dozen inputs through the real `redraw run` (front end,
    /// swiftc, the scenario's child, the reports). Every input is classified, and none is a Redraw
    /// crash, a hang, a partial report or an unclear error; some reach swiftc and the child. The
    /// report gets an end-to-end section beside the in-process one, whose figures it keeps.
    @Test func endToEndSmokeRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-fuzz-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = directory + "/robustness.md"
        let inProcess = try fuzz(["--inputs", "200", "--seed", "5", "--report", report])
        #expect(inProcess.status == 0, "\(inProcess.output)")
        let before = try String(contentsOfFile: directory + "/robustness.in-process.json", encoding: .utf8)

        let inputs = 12
        let r = try fuzz(["--mode", "end-to-end", "--inputs", String(inputs), "--seed", "21", "--minimise-budget", "10",
                          "--report", report])
        let lines = r.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("redraw-fuzz: \(inputs) inputs end to end in ") == true, "\(r.output)")
        // `  <class>: <count>` for every class, adding up to the inputs.
        var counts: [String: Int] = [:]
        for line in lines where line.hasPrefix("  ") && !line.hasPrefix("    ") {
            let parts = line.dropFirst(2).split(separator: ":", maxSplits: 1)
            if parts.count == 2, let n = Int(parts[1].trimmingCharacters(in: .whitespaces)) { counts[String(parts[0])] = n }
        }
        let classes = ["ok", "positioned error", "user-code trap reported", "unclear error", "partial report", "Redraw crash", "hang"]
        #expect(Set(counts.keys) == Set(classes), "\(r.output)")
        #expect(counts.values.reduce(0, +) == inputs, "\(r.output)")
        for bad in ["unclear error", "partial report", "Redraw crash", "hang"] { #expect(counts[bad] == 0, "\(bad): \(r.output)") }
        // Past the front end: a report written, a trap named, or swiftc's own diagnostic.
        let reached = (counts["ok"] ?? 0) + (counts["user-code trap reported"] ?? 0)
            + (lines.first { $0.hasPrefix("    positioned error, swiftc's diagnostic: ") }.flatMap { Int($0.split(separator: " ").last!) } ?? 0)
        #expect(reached > 0, "\(r.output)")
        #expect(lines.last == "redraw-fuzz: 0 crashes, 0 hangs, 0 partial reports, 0 unclear errors", "\(r.output)")
        #expect(r.status == 0, "\(r.output)")

        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.contains("## In-process on the front end\n"), "\(text)")
        #expect(text.contains("## End to end through `redraw run`\n"), "\(text)")
        #expect(text.contains("- Inputs tried: \(inputs)\n"), "\(text)")
        #expect(text.contains("| Redraw crash | 0 | 0.00 % |"), "\(text)")
        #expect(!text.contains("## Not covered here"), "\(text)")
        #expect(try String(contentsOfFile: directory + "/robustness.in-process.json", encoding: .utf8) == before)
    }
}
