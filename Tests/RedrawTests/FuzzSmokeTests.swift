// FuzzSmokeTests: CI's short fixed-seed run of redraw-fuzz (issue #13): 2,000
// mutated inputs through the front end, in the fuzzer's worker processes. It
// fails when any input crashes Redraw, hangs, or gets an error without a real
// position — the long run's figures are in Reports/robustness.md.
//
// Runs the `redraw-fuzz` executable that `swift build` put beside this test
// bundle; the test target depends on it, so `swift test` builds it too.

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
}
