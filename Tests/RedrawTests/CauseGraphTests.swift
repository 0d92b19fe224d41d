// CauseGraphTests: `--graph`'s DOT text, parsed back and checked against the
// causes it was drawn from; and one shipped scenario through `redraw run` with
// `--graph` and `--body-cost`, its graph and charts checked against its CSVs.

import Foundation
import RedrawCLI
@testable import RedrawReport
import RedrawResults
import Testing

/// The edges of a DOT file: (cluster, from label, to label) → label, read through the node lines' labels.
private struct ParsedDOT {
    var clusters: [String] = []
    var labels: [String: String] = [:]
    /// Cluster ("push") → "from label → to label" → body evaluations.
    var edges: [String: [String: Int]] = [:]

    static func unescape(_ text: String) -> String {
        var out = "", escaped = false
        for c in text {
            if escaped { out.append(c == "n" ? "\n" : c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
        }
        return out
    }

    init(_ text: String) throws {
        // A DOT string: quotes, with `\"` and `\\` inside.
        let string = #""((?:[^"\\]|\\.)*)""#
        let node = try Regex(#"^\s*"# + string + #" \[label="# + string + ", ")
        let edge = try Regex(#"^\s*"# + string + " -> " + string + #" \[label="(\d+)", weight=(\d+), penwidth=([0-9.]+)\];$"#)
        let cluster = try Regex(#"^\s*subgraph "cluster_(\w+)" \{$"#)
        var current = ""
        for line in text.split(separator: "\n").map(String.init) {
            if let m = line.wholeMatch(of: cluster) { current = String(m.output[1].substring!); clusters.append(current); continue }
            if let m = line.firstMatch(of: edge) {
                let from = labels[String(m.output[1].substring!)] ?? "?", to = labels[String(m.output[2].substring!)] ?? "?"
                edges[current, default: [:]]["\(from) → \(to)"] = Int(m.output[3].substring!)
                continue
            }
            if let m = line.firstMatch(of: node) { labels[String(m.output[1].substring!)] = Self.unescape(String(m.output[2].substring!)) }
        }
    }
}

@Suite struct CauseGraphTests {
    static func profile() -> ScenarioProfile {
        func step(_ name: String, _ causes: [Cause: [String: Int]]) -> StepProfile {
            var counts = StepCounts(step: name, frames: 1)
            counts.causes = causes
            return StepProfile(step: name, frames: 1, counts: counts, allocations: nil, timings: [], frameTimings: [])
        }
        // Push: the list re-runs for each write and hands its rows new inputs; pull: only the written row re-runs.
        let push = EngineProfile(engine: .push, form: "as written", steps: [
            step("initial render", [.creation: ["List": 1, "Row": 3]]),
            step("rename", [.write("Store", "items"): ["List": 2], .parent("List"): ["Row": 6]]),
            step("rename again", [.write("Store", "items"): ["List": 1], .parent("List"): ["Row": 3]]),
        ])
        let pull = EngineProfile(engine: .pull, form: "migrated from ObservableObject", steps: [
            step("initial render", [.creation: ["List": 1, "Row": 3]]),
            step("rename", [.write("Todo", "title"): ["Row": 2], .state("List", "query \"x\""): ["List": 1]]),
            step("rename again", [.write("Todo", "title"): ["Row": 1]]),
        ])
        return ScenarioProfile(name: "graph", path: "Scenarios/graph.swift", writtenFor: .push, parameters: [:], seed: 7,
                               repetitions: 1, warmup: 0, engines: [push, pull], emptyFrameNanoseconds: nil)
    }

    @Test func edgesAreCausesToViewsSummedOverSteps() throws {
        let text = CauseGraphExporter().render(Self.profile())
        #expect(text.contains("digraph \"graph\" {"))
        let dot = try ParsedDOT(text)
        #expect(dot.clusters == ["push", "pull"])
        // Push: write Store.items → List 2 + 1 = 3; parent List → Row 6 + 3 = 9; creation as in the initial render.
        #expect(dot.edges["push"] == ["write Store.items → List": 3, "List → Row": 9, "created → List": 1, "created → Row": 3])
        // Pull: write Todo.title → Row 2 + 1 = 3; the @State write, whose name holds quotes, is escaped and read back.
        #expect(dot.edges["pull"] == ["write Todo.title → Row": 3, "@State List.query \"x\" → List": 1,
                                      "created → List": 1, "created → Row": 3])
        // Pen width grows with the evaluations: the heaviest edge of push (9) is 4, the lightest (1) 1 + 3/9.
        #expect(text.contains("\"push:view List\" -> \"push:view Row\" [label=\"9\", weight=9, penwidth=4.00];"))
        #expect(text.contains("\"push:cause created\" -> \"push:view List\" [label=\"1\", weight=1, penwidth=1.33];"))
        #expect(CauseGraphExporter().render(Self.profile()) == text)
    }

    @Test func aDotFileTakesOneScenario() {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", "Scenarios/examples", "--graph", "/tmp/x.dot"], console: console)
        #expect(status == 1)
        #expect(console.errors.contains("--graph /tmp/x.dot is one file, but"))
        #expect(console.errors.contains("give a folder (--graph /tmp/x)"))
    }

    @Test func aShippedScenarioWritesItsGraphAndCharts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let out = NSTemporaryDirectory() + "redraw-graph-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", root + "/Scenarios/examples/cart-before.swift", "--out", out, "--repeat", "1",
                                             "--warmup", "0", "--body-cost", "2us", "--graph", out + "/graphs"], console: console)
        #expect(status == 0, "\(console.errors)")
        // The graph's edges, per engine, hold every body evaluation the causes CSV lists.
        let causes = try String(contentsOfFile: out + "/cart-before.causes.csv", encoding: .utf8)
        let rows = try CausesTable.parse(causes)
        let dot = try ParsedDOT(try String(contentsOfFile: out + "/graphs/cart-before.dot", encoding: .utf8))
        for engine in ["push", "pull"] {
            let fromCSV = rows.filter { $0.engine.rawValue == engine }.reduce(0) { $0 + $1.bodyEvaluations }
            #expect(fromCSV > 0)
            #expect(dot.edges[engine]?.values.reduce(0, +) == fromCSV)
        }
        let markdown = try String(contentsOfFile: out + "/cart-before.md", encoding: .utf8)
        #expect(markdown.contains("## Body cost: break-even and projection"))
        #expect(markdown.contains("projected push at +2.00 µs"))
        #expect(markdown.contains("(<cart-before.bodies.svg>)"))
        #expect(FileManager.default.fileExists(atPath: out + "/cart-before.bodies.svg"))
    }
}
