// `--trace`, `--log-changes` and `explain` through the command line, on a
// shipped scenario: the trace parses as JSON, its slices nest (bodies in
// frames, frames in steps) and its body slices per step are exactly the
// steps.csv counts written by the same run; the change log has one line per
// evaluation; explain lists the chain and rejects a step it does not know.

import Foundation
import RedrawCLI
import RedrawReport
import RedrawResults
import Testing

@Suite(.serialized) struct JournalCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let orderBook = root + "/Scenarios/order-book.swift"

    struct Slice {
        let name: String
        let category: String
        let start: Double
        let end: Double
    }

    @Test func traceAndChangeLogMatchTheCSVCounts() throws {
        let dir = NSTemporaryDirectory() + "redraw-trace-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", Self.orderBook, "--out", dir, "--repeat", "1", "--warmup", "0",
                                             "--trace", dir + "/trace.json", "--log-changes"], console: console)
        #expect(status == 0, "\(console.errors)")
        let rows = try StepsTable.parse(try String(contentsOfFile: dir + "/order-book.steps.csv", encoding: .utf8))
        try checkReportSections(dir, rows)

        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: dir + "/trace.json")))
        let events = try #require((json as? [String: Any])?["traceEvents"] as? [[String: Any]])
        // One process per engine, named after the scenario and the engine.
        var processes: [Int: String] = [:]
        for e in events where e["ph"] as? String == "M" && e["name"] as? String == "process_name" {
            processes[e["pid"] as! Int] = (e["args"] as? [String: Any])?["name"] as? String
        }
        #expect(processes.count == 2)
        for (pid, name) in processes {
            let engine: EngineKind = name.contains("push") ? .push : .pull
            let slices = events.filter { $0["pid"] as? Int == pid && $0["ph"] as? String == "X" }.map { e in
                let ts = e["ts"] as! Double, dur = e["dur"] as! Double
                return Slice(name: e["name"] as! String, category: e["cat"] as! String, start: ts, end: ts + dur)
            }
            let steps = slices.filter { $0.category == "step" }
            let frames = slices.filter { $0.category == "frame" }
            let bodies = slices.filter { $0.category.hasPrefix("body") }
            let csv = rows.filter { $0.engine == engine }
            #expect(steps.map(\.name) == csv.map(\.step))
            for (step, row) in zip(steps, csv) {
                let inside = frames.filter { $0.start >= step.start && $0.end <= step.end }
                #expect(inside.count == row.frames, "\(engine) \(step.name)")
                let stepBodies = bodies.filter { b in inside.contains { $0.start <= b.start && b.end <= $0.end } }
                #expect(stepBodies.count == row.metrics.bodyEvaluations, "\(engine) \(step.name)")
            }
            // Every body lies inside a frame, and every frame inside a step: nothing is left over.
            #expect(bodies.allSatisfy { b in frames.contains { $0.start <= b.start && b.end <= $0.end } })
            #expect(frames.count == csv.reduce(0) { $0 + $1.frames })
            // A counter sample of live nodes and of allocations at the end of every frame.
            let counters = events.filter { $0["pid"] as? Int == pid && $0["ph"] as? String == "C" }
            #expect(counters.filter { $0["name"] as? String == "live nodes" }.count == frames.count)
            #expect(counters.filter { $0["name"] as? String == "allocations" }.count == frames.count)
        }

        // --log-changes: under each step's heading, one line per body evaluation of the CSV.
        var current: (engine: EngineKind, step: String)?
        var lines: [String: Int] = [:]
        for line in console.output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("order-book, ") { current = (line.contains("push") ? .push : .pull, "") }
            else if line.hasPrefix("── "), let c = current {
                let name = String(line.dropFirst(3).prefix { $0 != ":" })
                current = (c.engine, name)
            } else if let c = current, !c.step.isEmpty, line.hasSuffix(" changed.") || line.hasSuffix(" called.")
                        || line.hasSuffix("of view.") {
                lines["\(c.engine.rawValue) \(c.step)", default: 0] += 1
            }
        }
        for row in rows {
            #expect((lines["\(row.engine.rawValue) \(row.step)"] ?? 0) == row.metrics.bodyEvaluations, "\(row.engine) \(row.step)")
        }
    }

    /// The same run's report: every section of issue #12 and every chart, each chart rendering to a non-blank PNG.
    func checkReportSections(_ dir: String, _ rows: [StepRow]) throws {
        let report = try String(contentsOfFile: dir + "/order-book.md", encoding: .utf8)
        for section in ["## Claims vs measured", "## Body cost", "## Charts", "## Where the time goes", "## Advisor"] {
            #expect(report.contains(section), "no \(section)")
        }
        // The time split: every step of both engines has its four parts.
        #expect(rows.allSatisfy { $0.splitWorkload != nil && $0.splitObservation != nil && $0.splitGraph != nil && $0.splitBodies != nil })
        // The order book's `spread` is computed from its `bids` and `asks` (Scenarios/order-book.swift).
        #expect(report.contains("- `OrderBook.spread` (line 103) is computed from `OrderBook.asks`, `OrderBook.bids`"))
        // Provenance: what made the reports, measured, and the header that lists it.
        let provenance = try ProvenanceFile.parse(try String(contentsOfFile: dir + "/order-book.provenance", encoding: .utf8))
        #expect(provenance.toolchain.hasPrefix("Swift version "))
        #expect(provenance.seed == 42)
        #expect(provenance.repetitions == 1)
        #expect(provenance.parameters == ["levels": "50", "seconds": "2", "updatesPerSecond": "300", "burstPerSecond": "3000"])
        #expect(provenance.viewport == RunViewport(rows: 17, source: .standard))
        #expect(provenance.buildFlags.hasPrefix("-O -wmo -g"))
        #expect(provenance.buildFlags.contains(" (counts: -Onone -g "))
        #expect(report.contains(provenance.toolchain))
        for chart in ["bodies", "frames", "split", "causes"] {
            let svg = try String(contentsOfFile: dir + "/order-book.\(chart).svg", encoding: .utf8)
            #expect(report.contains("(<order-book.\(chart).svg>)"), "\(chart) not linked")
            let image = try render(svg)
            #expect(image.colours.count > 2, "\(chart) renders blank")
        }
    }

    @Test func explainShowsTheChainOfAStep() throws {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", Self.orderBook, "--step", "limit order", "--engine", "pull"],
                                            console: console)
        #expect(status == 0, "\(console.errors)")
        let out = console.output
        #expect(out.hasPrefix(Self.orderBook + "\n\n"), "the scenario is named first")
        // Pull: the form's body read `orderType` and re-ran for its write; its Form updates with it;
        // the Picker's binding read the same property (update-cycle page: controls read through bindings).
        #expect(out.contains("· step \"switch to a limit order\" (\(Self.orderBook):"))
        #expect(out.contains("· 3 body evaluations"))
        #expect(out.contains("1. OrderTicketForm  in OrderScreen"))
        #expect(out.contains("write         OrderTicketModel.orderType: market → limit (invalidated 2 views)"))
        #expect(out.contains("notification  the Observation tracking of its last body, which read this property (through `ticket`)"))
        #expect(out.contains("2. Form (built-in)  in OrderScreen › OrderTicketForm"))
        #expect(out.contains("parent        OrderTicketForm re-ran; a built-in Form updates with every re-run of the body that declares it"))
        #expect(out.contains("by cause: write OrderTicketModel.orderType ×2, parent OrderTicketForm re-ran (built-in, updates with it) ×1"))
        // A control is named by its words (a form's fields of one kind read alike without them).
        #expect(out.contains("3. Picker \"Típus\" (built-in)  in OrderScreen › OrderTicketForm › Form"))
    }

    /// A push view invalidated by the `objectWillChange` of an object it holds, for a write of an
    /// object it does not hold (a view model forwarding its child's `objectWillChange`): explain says
    /// the app's own subscription passed the write on, where it said "the object it holds through an
    /// object wrapper" as if the written object were held (a tester's reading).
    @Test func explainNamesAForwardedNotification() throws {
        let file = try TemporaryScenario("""
        import SwiftUI
        import Combine
        final class Item: ObservableObject { @Published var done = false }
        final class ListVM: ObservableObject {
            @Published var title = "List"
            let item = Item()
            private var bag = Set<AnyCancellable>()
            init() { item.objectWillChange.sink { [unowned self] in self.objectWillChange.send() }.store(in: &bag) }
        }
        struct ListScreen: View {
            @StateObject var vm = ListVM()
            var body: some View { Text(vm.title + (vm.item.done ? " ✓" : "")) }
        }
        Redraw.root { ListScreen() }
        Redraw.step("child write") { let vm: ListVM = Redraw.state(of: ListScreen.self, "vm"); vm.item.done = true }
        """, name: "forwarded")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", file.path, "--step", "child write", "--engine", "push"], console: console)
        #expect(status == 0, "\(console.errors)")
        #expect(console.output.contains("write         Item.done: false → true"), "\(console.output)")
        #expect(console.output.contains("notification  objectWillChange of the object it holds, not the written Item: "
                                        + "the app's own subscription passed the write on"), "\(console.output)")
    }

    /// A tab view re-run because another tab was chosen says so; it said "a link pushed or popped
    /// its destination" (a tester's shop), and `--log-changes` "navigation changed".
    @Test func aTabSwitchIsExplainedAsOne() throws {
        let file = try TemporaryScenario("""
        import SwiftUI
        struct Shop: View {
            var body: some View {
                TabView {
                    Text("Products").tabItem { Label("Products", systemImage: "bag") }
                    Text("Cart").tabItem { Label("Cart", systemImage: "cart") }
                }
            }
        }
        Redraw.root { Shop() }
        Redraw.tap("Cart")
        """, name: "tab-switch")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", file.path, "--step", "tap \"Cart\"", "--engine", "pull"], console: console)
        #expect(status == 0, "\(console.errors)")
        #expect(console.output.contains("notification  another tab was chosen"), "\(console.output)")
        #expect(!console.output.contains("a link pushed or popped"), "\(console.output)")
    }

    /// `--view Row` names every specialisation of a generic view, as the type is written in the
    /// file (it found no `Row`: the journal names `Row<Int>` and `Row<String>`); `--view Row<Int>`
    /// one of them; `--limit 0` shows only the counts by cause. Initial render: Root, Row<Int>,
    /// Row<String>: 3 bodies, each `created`.
    @Test func aGenericViewIsNamedWithoutItsArguments() throws {
        let file = try TemporaryScenario("""
        import SwiftUI
        struct Row<T: CustomStringConvertible>: View {
            let value: T
            var body: some View { Text(value.description) }
        }
        struct Root: View {
            var body: some View { VStack { Row(value: 1); Row(value: "a") } }
        }
        Redraw.root { Root() }
        """, name: "generic-rows")
        func explain(_ extra: [String]) -> String {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["explain", file.path, "--step", "initial render", "--engine", "pull"] + extra,
                                                console: console)
            #expect(status == 0, "\(console.errors)")
            return console.output
        }
        let every = explain(["--view", "Row"])
        #expect(every.contains("2 body evaluations of Row of 3 in all"), "\(every)")
        #expect(every.contains("1. Row<Int>") && every.contains("2. Row<String>"), "\(every)")
        let one = explain(["--view", "Row<Int>"])
        #expect(one.contains("1 body evaluation of Row<Int> of 3 in all") && !one.contains("Row<String>"), "\(one)")
        let counts = explain(["--limit", "0"])
        #expect(counts.contains("3 body evaluations\n  by cause: created ×3"), "\(counts)")
        #expect(!counts.contains("1. ") && !counts.contains("… and"), "\(counts)")
    }

    /// `explain` runs the workload up to its step: a later step's trap does not keep an earlier one
    /// from being explained (it was the run's error, and nothing was shown). "bump" writes `n`,
    /// which Root's body read (push: it holds the store): Root 1. The later step still fails.
    @Test func aLaterStepsFaultDoesNotStopExplain() throws {
        let file = try TemporaryScenario("""
        import SwiftUI
        final class Store: ObservableObject { @Published var n = 0 }
        struct Root: View {
            @StateObject var store = Store()
            var body: some View { Text("\\(store.n)") }
        }
        Redraw.root { Root() }
        Redraw.step("bump") { let s: Store = Redraw.state(of: Root.self, "store"); s.n += 1 }
        Redraw.step("crash") { let empty: [Int] = []; _ = empty[1] }
        """, name: "later-fault")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", file.path, "--step", "bump"], console: console)
        #expect(status == 0, "\(console.errors)")
        #expect(console.output.contains("later-fault.swift:8) · 1 frame · 1 body evaluation\n"), "\(console.output)")
        let failing = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", file.path, "--step", "crash", "--engine", "pull"], console: failing) == 1)
        #expect(failing.errors.contains("crashed in step \"crash\" under pull"), "\(failing.errors)")
    }

    /// A folder of several scenarios is refused before anything compiles: explaining one of them,
    /// picked by nothing the user said, would answer a question that was not asked.
    @Test func explainRejectsAFolderOfSeveralScenarios() {
        let console = Console(capture: true)
        let folder = String(Self.orderBook.dropLast("/order-book.swift".count))
        let status = RedrawCommandLine.main(["explain", folder, "--step", "initial render"], console: console)
        #expect(status == 1)
        #expect(console.errors.contains("`redraw explain` explains one scenario, and \(folder) holds "), "\(console.errors)")
        #expect(console.errors.contains("; name one file"))
        #expect(console.output.isEmpty)
    }

    /// A folder scenario is named by its folder, with its workload and how many files it has.
    @Test func explainNamesAFolderScenarioByItsFolder() throws {
        let folder = Self.root + "/Scenarios/apps/earthquakes"
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", folder, "--step", "initial render", "--engine", "push"], console: console)
        #expect(status == 0, "\(console.errors)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.count
        #expect(console.output.hasPrefix("\(folder) (a folder scenario: \(folder)/workload.swift and \(files - 1) more files)\n\n"),
                "\(console.output.prefix(200))")
    }

    /// A UI action's step is found without its quotes, which a shell makes awkward to type.
    @Test func aStepIsFoundWithoutItsQuotationMarks() throws {
        let names = ["initial render", "tap \"Add\"", "tap \"Add\" (2)", "type \"milk\" into \"Item\""]
        #expect(try Explanation.stepIndex(named: "tap Add", among: names).get() == 1)
        #expect(try Explanation.stepIndex(named: "tap add (2)", among: names).get() == 2)
        #expect(try Explanation.stepIndex(named: "type milk into item", among: names).get() == 3)
        #expect(try Explanation.stepIndex(named: "tap \"Add\"", among: names).get() == 1)
    }

    /// `--view` with a name the scenario has no view of is an error, as an unknown `--step` is, with
    /// the view types and the nearest (trial AY-5: `--view Nope` exited 0 with "no body of Nope ran",
    /// which reads as a skip). A view declared in the file that did not run in the step — here
    /// `Later`, built only by the next step, which the journal pass does not reach — still gets
    /// that answer, and so does a node of a known type.
    @Test func explainRejectsAViewItDoesNotKnow() throws {
        let file = try TemporaryScenario("""
        import SwiftUI
        final class Store: ObservableObject { @Published var n = 0; @Published var more = false }
        struct Row: View {
            let n: Int
            var body: some View { Text("\\(n)") }
        }
        struct Later: View {
            var body: some View { Text("later") }
        }
        struct Root: View {
            @StateObject var store = Store()
            var body: some View {
                VStack {
                    Row(n: store.n)
                    if store.more { Later() }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.step("bump") { let s: Store = Redraw.state(of: Root.self, "store"); s.n += 1 }
        Redraw.step("more") { let s: Store = Redraw.state(of: Root.self, "store"); s.more = true }
        """, name: "unknown-view")
        func explain(_ view: String) -> (status: Int32, console: Console) {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["explain", file.path, "--step", "bump", "--engine", "pull", "--view", view],
                                                console: console)
            return (status, console)
        }
        let nope = explain("Nope")
        #expect(nope.status == 1)
        #expect(nope.console.errors.contains("\(file.path): --view \"Nope\": no such view type in the scenario (none ran up to "
                                             + "this step, and the file declares none by that name); the view types are Later, "
                                             + "Root, Row\n"), "\(nope.console.errors)")
        #expect(nope.console.output.isEmpty)
        let typo = explain("Lator")
        #expect(typo.status == 1)
        #expect(typo.console.errors.contains("the view types are Later, Root, Row; did you mean `Later`?"),
                "\(typo.console.errors)")
        let later = explain("Later")
        #expect(later.status == 0, "\(later.console.errors)")
        #expect(later.console.output.contains("no body of Later ran in this step; the bodies that ran: Root, Row"),
                "\(later.console.output)")
        let node = explain("Row[nope]")
        #expect(node.status == 0, "\(node.console.errors)")
    }

    @Test func explainRejectsAStepItDoesNotKnow() {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["explain", Self.orderBook, "--step", "the"], console: console)
        #expect(status == 1)
        #expect(console.errors.contains("--step \"the\" matches several steps: \"edit quantity during the feed\", \"change the symbol\""),
                "\(console.errors)")
    }
}
