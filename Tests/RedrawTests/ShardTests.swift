// Sharding and concurrency, through the command line as CI runs it: the
// shards of a matrix partition the scenarios (each in exactly one), merged
// they gate like one full run (exit 0), and a shard gates against its own
// part of the baseline; two `redraw run`s of one folder at once, from one
// empty build cache, leave complete reports and a complete index.

import Foundation
import RedrawCLI
@testable import RedrawGate
import RedrawReport
import Testing

@Suite(.serialized) struct ShardTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    func redraw(_ arguments: [String]) -> Outcome {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(arguments, console: console)
        return Outcome(status: status, output: console.output, errors: console.errors)
    }

    /// A folder of `count` small scenarios, `s0` … (each its own model, so each compiles once).
    static func scenarios(_ count: Int) throws -> String {
        let dir = NSTemporaryDirectory() + "redraw-shards-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/in/more", withIntermediateDirectories: true)
        for i in 0..<count {
            let source = """
            @Observable class Model\(i) { var n = 0 }
            struct V\(i): View { var m: Model\(i); var body: some View { Text("\\(m.n)") } }
            let m = Model\(i)()
            Redraw.root { V\(i)(m: m) }
            Redraw.step("write") { m.n += \(i + 1) }
            """
            try source.write(toFile: dir + (i % 2 == 0 ? "/in/s\(i).swift" : "/in/more/s\(i).swift"), atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func ids(_ folder: String) -> Set<String> {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return Set(files.filter { $0.hasSuffix(".steps.csv") }.map { String($0.dropLast(".steps.csv".count)) })
    }

    @Test func shardsAreParsedAndPartitionStably() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "4", "a/b", "1/0", "1/1001", "-1/2", "1/2/3"] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
        // FNV-1a 64's published test vector for "a".
        #expect(Shard.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        let ids = (0..<200).map { "examples/scenario-\($0)" }
        for id in ids {
            #expect((1...4).filter { Shard(index: $0, count: 4).contains(id) }.count == 1)
        }
        #expect(redraw(["run", "x.swift", "--shard", "5/4"]).errors.contains("--shard takes K/N with 1 ≤ K ≤ N ≤ 1000"))
    }

    @Test func fourShardsMergedGateAsOneFullRun() throws {
        let dir = try Self.scenarios(6)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fast = ["--repeat", "1", "--warmup", "0"]
        #expect(redraw(["baseline", "update", dir + "/in", "--out", dir + "/base"] + fast).status == 0)
        let all = Self.ids(dir + "/base")
        #expect(all == ["s0", "s2", "s4", "more/s1", "more/s3", "more/s5"])
        var parts: [Set<String>] = []
        for k in 1...4 {
            let run = redraw(["run", dir + "/in", "--shard", "\(k)/4", "--out", dir + "/shard\(k)"] + fast)
            #expect(run.status == 0, "\(run.errors)")
            parts.append(Self.ids(dir + "/shard\(k)"))
            // A shard gates against its own part of the baseline.
            if !parts[k - 1].isEmpty {
                let own = redraw(["gate", "--baseline", dir + "/base", "--current", dir + "/shard\(k)", "--shard", "\(k)/4"])
                #expect(own.status == 0, "\(own.output)\(own.errors)")
            }
        }
        // Each scenario in exactly one shard, as the partition says.
        #expect(parts.reduce(Set<String>()) { $0.union($1) } == all)
        #expect(parts.map(\.count).reduce(0, +) == all.count)
        for (k, part) in parts.enumerated() { #expect(part.allSatisfy { Shard(index: k + 1, count: 4).contains($0) }) }
        let merged = redraw(["gate", "--baseline", dir + "/base"] + (1...4).flatMap { ["--current", dir + "/shard\($0)"] })
        #expect(merged.status == 0, "\(merged.output)\(merged.errors)")
        #expect(merged.output.contains("0 regressions"), "\(merged.output)")
        #expect(merged.output.contains("in 6 scenarios"), "\(merged.output)")
        // One shard alone against the whole baseline is missing the others' scenarios: that fails.
        let nonEmpty = try #require(parts.firstIndex { !$0.isEmpty && $0.count < all.count })
        #expect(redraw(["gate", "--baseline", dir + "/base", "--current", dir + "/shard\(nonEmpty + 1)"]).status != 0)
        // The same folder twice is two copies of its scenarios: refused.
        let twice = redraw(["gate", "--baseline", dir + "/base", "--current", dir + "/shard\(nonEmpty + 1)", "--current", dir + "/shard\(nonEmpty + 1)"])
        #expect(twice.status == 1)
        #expect(twice.errors.contains("give each shard's folder once"), "\(twice.errors)")
        // Eight shards of six scenarios: at least two are empty. Their folders (an index, no report)
        // merge with the others as the README's matrix does, and the gate passes, saying which were
        // empty; folders that are all empty are still an error. A tester's matrix failed on this.
        var empty: [String] = [], filled: [String] = []
        for k in 1...8 {
            let folder = dir + "/eighth\(k)"
            #expect(redraw(["run", dir + "/in", "--shard", "\(k)/8", "--out", folder] + fast).status == 0)
            if Self.ids(folder).isEmpty { empty.append(folder) } else { filled.append(folder) }
        }
        #expect(empty.count >= 2)
        let eighths = redraw(["gate", "--baseline", dir + "/base"] + (empty + filled).flatMap { ["--current", $0] })
        #expect(eighths.status == 0, "\(eighths.output)\(eighths.errors)")
        #expect(eighths.output.contains("in 6 scenarios"), "\(eighths.output)")
        #expect(eighths.errors.contains("gate: \(empty[0]) holds no reports (an empty shard)"), "\(eighths.errors)")
        let none = redraw(["gate", "--baseline", dir + "/base", "--current", empty[0], "--current", empty[1]])
        #expect(none.status == 1)
        #expect(none.errors.contains("no *.steps.csv reports in any of the current folders"), "\(none.errors)")
    }

    @Test func twoRunsOfOneFolderAtOnceLeaveCompleteReports() throws {
        let binary = Self.root + "/.build/debug/redraw"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build redraw first (`swift build`)")
        let dir = try Self.scenarios(3)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var environment = ProcessInfo.processInfo.environment
        environment["REDRAW_CACHE"] = dir + "/cache"  // empty: both processes compile the same forms at once
        let processes = (0..<2).map { _ -> Process in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["run", dir + "/in", "--out", dir + "/out", "--repeat", "1", "--warmup", "0"]
            p.environment = environment
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            return p
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        #expect(Self.ids(dir + "/out") == ["s0", "s2", "more/s1"])
        for id in Self.ids(dir + "/out") {
            let rows = try StepsTable.parse(try String(contentsOfFile: dir + "/out/\(id).steps.csv", encoding: .utf8))
            #expect(rows.count == 4, "\(id)")  // two engines × (initial render, write)
            let report = try String(contentsOfFile: dir + "/out/\(id).md", encoding: .utf8)
            #expect(report.contains("## How to read this"), "\(id)")
        }
        let index = try String(contentsOfFile: dir + "/out/README.md", encoding: .utf8)
        for name in ["s0.md", "s2.md", "more/s1.md"] { #expect(index.contains(name), "\(name)") }
        // No temporary file left behind by either writer.
        let files = FileManager.default.enumerator(atPath: dir + "/out")?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains(".tmp-") })
    }
}
