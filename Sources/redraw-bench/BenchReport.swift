/// The benchmark's tables, for the terminal and as the Markdown report.
import RedrawResults

struct BenchReport {
    let results: BenchResults
    let targets: [TargetCheck]

    init(_ results: BenchResults) {
        self.results = results
        self.targets = Targets.check(results)
    }

    var targetTable: TextTable {
        var t = TextTable(["target", "engine", "operation", "figure", "(CPU time)", "limit", "result"], numeric: [3, 4, 5])
        for c in targets {
            t.add([c.what, c.engine.rawValue, c.operation?.name ?? "mount", Format.ratio(c.figure), c.cpuFigure.map(Format.ratio) ?? "–",
                   "≤ " + Format.ratio(c.limit), c.verdict])
        }
        return t
    }

    var buildTable: TextTable? {
        guard let b = results.build else { return nil }
        var t = TextTable(["scenario", "lines", "build", "seconds", "limit", "result"], numeric: [1, 3, 4])
        t.add([b.file, String(b.lines), "both forms, counting + timing builds, empty cache", Format.fixed(b.coldSeconds, 2) + " s",
               "≤ " + Format.fixed(BuildTiming.coldLimit, 1) + " s", b.coldSeconds <= BuildTiming.coldLimit ? "met" : "MISSED"])
        t.add([b.file, String(b.lines), "the same, from the cache", Format.fixed(b.cachedSeconds, 2) + " s",
               "≤ " + Format.fixed(BuildTiming.cachedLimit, 1) + " s", b.cachedSeconds <= BuildTiming.cachedLimit ? "met" : "MISSED"])
        return t
    }

    var timingTable: TextTable {
        var t = TextTable(["engine", "operation", "rows", "Redraw", "compiled", "Redraw / compiled",
                           "spread Redraw", "spread compiled", "allocs Redraw", "allocs compiled", "bodies / frame", "rounds"],
                          numeric: Set(2...11))
        for c in results.comparisons {
            t.add([c.engine.rawValue, c.operation.name, Format.count(c.rows), Format.duration(c.redrawPerRow),
                   Format.duration(c.compiledPerRow), Format.ratio(c.ratio), Format.spread(c.redraw.relativeSpread),
                   Format.spread(c.compiled.relativeSpread), c.allocationsPerRow.redraw.map { Format.fixed($0, 1) } ?? "–",
                   c.allocationsPerRow.compiled.map { Format.fixed($0, 1) } ?? "–", Format.count(c.evaluationsPerFrame),
                   String(c.redraw.count)])
        }
        return t
    }

    var scalingTable: TextTable {
        let sizes = results.rows
        var t = TextTable(["engine", "operation", "side"] + sizes.map { Format.count($0) + " rows" }
                            + ["\(Format.count(sizes.last!)) / \(Format.count(sizes.first!))"],
                          numeric: Set(3..<(4 + sizes.count)))
        for engine in [EngineKind.pull, .push] {
            for operation in TodoOperation.allCases {
                let clocks: [(String, (Comparison) -> Double?)] = [
                    (Side.redraw.rawValue, \.redrawPerRow), (Side.compiled.rawValue, \.compiledPerRow),
                    (Side.redraw.rawValue + ", CPU time", { $0.redrawCPUPerRow(results) }),
                    (Side.compiled.rawValue + ", CPU time", { $0.compiledCPUPerRow(results) }),
                ]
                for (label, figure) in clocks {
                    let perRow = sizes.map { results.comparison(engine, operation, rows: $0).flatMap(figure) }
                    guard let first = perRow.first ?? nil else { continue }
                    let cells = perRow.map { $0.map(Format.duration) ?? "–" }
                    let growth = (perRow.last ?? nil).map { Format.ratio($0 / first) } ?? "–"
                    t.add([engine.rawValue, operation.name, label] + cells + [growth])
                }
            }
        }
        return t
    }

    var memoryTable: TextTable {
        var t = TextTable(["engine", "side", "rows", "view nodes", "retained / node", "peak / node", "mount / node",
                           "held after clear"], numeric: [2, 3, 4, 5, 6, 7])
        for m in results.memory {
            t.add([m.engine.rawValue, m.side.rawValue, Format.count(m.rows), Format.count(m.nodes), Format.bytes(m.retainedPerNode),
                   Format.bytes(m.peakPerNode), Format.duration(m.mountNanoseconds / Double(m.nodes)),
                   m.heldAfterClear.map { Format.bytes(Double($0)) } ?? "–"])
        }
        return t
    }

    static let method = [
        "Time is per (write + body evaluation): the median frame — the operation's writes, then one render pass "
            + "re-evaluating the invalidated rows — divided by the rows it wrote (1 for the toggle, rows / 10 for the update).",
        "The rows are eager: a `VStack` over `ForEach`, so every row has a view node and every row written re-runs "
            + "(the shipped scenarios' `List` builds only the rows on screen, 17 by default).",
        "Redraw's side is an embedded scenario of the same models and views, compiled by Redraw's driver (the "
            + "front end's push or pull form, `swiftc -O` against Redraw's SwiftUI and Combine, without instrumentation) "
            + "as a library loaded into this process, its frames run by Redraw's view graph, not recording. "
            + "The compiled side is `@Observable` classes with each row body in `withObservationTracking` (pull), or "
            + "classes whose writes send to a subscriber list in `willSet` (push).",
        "The two sides alternate frame by frame after warm-up; titles are restored, untimed, every 8 update frames. "
            + "Spread is MAD / median.",
        "Each frame's thread CPU time is read around its wall-clock time: on a busy machine wall-clock figures grow "
            + "and CPU time does not, so both are shown; verdicts are on wall-clock time.",
        "Allocations: jemalloc's count over one separate, untimed frame, per row written.",
        "Heap: jemalloc's per-thread counters (allocated − deallocated) around the mount, per view node; "
            + "\"held after clear\" is measured after the timing, in a run of its own (its top-level code, the mount, "
            + "\(BenchRunner.framesBeforeClear) frames of each operation, then every row removed), between two readings with "
            + "nothing else running on the thread: what that run still holds — the models, the list's node, the graph "
            + "(whose render queue keeps its two buffers at the size of the largest frame, the update's rows / 10 nodes: "
            + "16 bytes a node), and anything the removed rows left behind (nodes, trackings still registered).",
        "Heap per view node: jemalloc's per-thread counters around the mount (`thread.allocated − thread.deallocated` "
            + "retained; `thread.peak.read` peak, exact to 64 KiB), divided by the view nodes (rows + the list).",
    ]

    var clockNote: String {
        "Thread CPU time excludes the CPU clock's own cost, \(Format.duration(results.cpuClockOverhead)) per frame (an empty frame's median), subtracted; frames shorter than 20 times that show no CPU-time figure (–)."
    }

    func plain() -> String {
        var out = "redraw-bench — \(results.machine.summary)\(results.quick ? " — quick run" : "")\n"
        out += clockNote + "\n\n"
        out += "Targets\n" + targetTable.plain() + "\n\n"
        out += "Time per (write + body evaluation)\n" + timingTable.plain() + "\n\n"
        if results.rows.count > 1 { out += "Time per row as rows grow\n" + scalingTable.plain() + "\n\n" }
        if !results.memory.isEmpty { out += "Heap per view node (jemalloc thread counters around the mount)\n" + memoryTable.plain() + "\n" }
        if let build = buildTable { out += "Build time through Redraw's driver\n" + build.plain() + "\n" }
        return out
    }

    func markdown(command: String) -> String {
        let missed = targets.filter { !$0.met }.count
        var out = "# Redraw against compiled Swift\n\n"
        out += "Generated by `\(command)`; do not edit by hand. "
        out += "Machine: \(results.machine.summary)\(results.quick ? " (quick run)" : "").\n\n"
        out += (Self.method + [clockNote]).map { "- " + $0 }.joined(separator: "\n") + "\n\n"
        out += "## Targets\n\n\(targets.count - missed) of \(targets.count) met.\n\n" + targetTable.markdown() + "\n\n"
        out += "## Time per (write + body evaluation)\n\n" + timingTable.markdown() + "\n\n"
        if results.rows.count > 1 { out += "## Time per row as rows grow\n\n" + scalingTable.markdown() + "\n\n" }
        if !results.memory.isEmpty { out += "## Heap per view node\n\n" + memoryTable.markdown() + "\n" }
        if let build = buildTable {
            out += "## Build time through Redraw's driver\n\n" + build.markdown() + "\n"
                + "Four builds (push and pull forms, each a counting build at `-Onone -g` and a timing build at "
                + "`-O -g`, each compiled to an object and then linked), all four at once on this machine's cores, "
                + "into an empty cache; then the same build served from the cache (the front end's "
                + "analysis and the cache check).\n\n"
        }
        return out
    }
}
