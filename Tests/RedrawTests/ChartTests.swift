// ChartTests: the report's SVG charts, parsed back and checked against the
// numbers they were drawn from, then rendered by a real renderer
// (rsvg-convert, from Debian's librsvg2-bin, which scripts/setup.sh installs)
// into a PNG whose pixels are checked. A missing renderer fails the test: CI
// runs the set-up script first, so absence is a broken set-up, not a skip.

import Foundation
@testable import RedrawReport
import RedrawResults
import Testing

@Suite struct ChartTests {
    // Bodies per step in CostSample: feed 10 / 4, tap 3 / 1, same 2 / 2, more 1 / 3.
    static let bodies: [String: (push: Int, pull: Int)] = ["feed": (10, 4), "tap": (3, 1), "same": (2, 2), "more": (1, 3)]

    @Test func bodiesChartDrawsOneBarPerEngineAndStepToScale() throws {
        let svg = try SVGDocument(BodiesChartExporter().render(CostSample.profile()))
        let bars = svg.all("rect", class: "bar")
        #expect(bars.count == 8)
        for bar in bars {
            let counts = try #require(bar.data("step").flatMap { Self.bodies[$0] })
            let expected = bar.data("engine") == "push" ? counts.push : counts.pull
            #expect(bar.data("value").flatMap(Double.init) == Double(expected))
            #expect(bar.attributes["fill"] == (bar.data("engine") == "push" ? "#d95f02" : "#1b9e77"))
        }
        // One axis: every bar starts at the same x, and width / value is the same for all.
        #expect(Set(bars.compactMap { $0.attributes["x"] }).count == 1)
        let perBody = bars.map { $0.number("width")! / $0.data("value").flatMap(Double.init)! }
        #expect(perBody.allSatisfy { abs($0 - perBody[0]) < 0.01 })
        // Within the document, and in workload order from the top.
        let width = try #require(svg.root?.number("width"))
        #expect(bars.allSatisfy { $0.number("x")! + $0.number("width")! <= width })
        let tops = bars.filter { $0.data("engine") == "push" }.map { $0.data("step")! }
        #expect(tops == ["feed", "tap", "same", "more"])
    }

    @Test func frameChartDrawsPerFrameMediansOnDecadesAndTheBudget() throws {
        let svg = try SVGDocument(FrameTimesChartExporter().render(CostSample.profile()))
        // Only "feed" has more than one frame.
        let budget = svg.all("line", class: "budget")
        #expect(budget.map { $0.data("step") } == ["feed"])
        let ticks = svg.all("line", class: "tick").filter { $0.data("step") == "feed" }
        let decades = ticks.map { (log10($0.data("ns").flatMap(Double.init)!), $0.number("y1")!) }
        try #require(decades.count >= 2)
        let pixelsPerDecade = (decades[0].1 - decades[1].1) / (decades[1].0 - decades[0].0)
        /// Where `ns` should sit, from the first decade line and the spacing of decades.
        func y(_ ns: Double) -> Double { decades[0].1 - (log10(ns) - decades[0].0) * pixelsPerDecade }
        #expect(abs(budget[0].number("y1")! - y(1_000_000_000.0 / 60)) < 0.02)
        // Frame i's median over 3 repetitions: push frames [4 000, 6 000, 4 000, 6 000, 5 000, 6 000] → 4 000, 6 000;
        // pull [9 000, 13 000, 10 000, 12 600, 11 000, 12 000] → 10 000, 12 600.
        let lines = svg.all("polyline", class: "frames")
        #expect(lines.map { $0.data("engine") } == ["push", "pull"])
        #expect(lines.allSatisfy { $0.data("kind") == "measured" })
        let expected: [String: [Double]] = ["push": [4_000, 6_000], "pull": [10_000, 12_600]]
        for line in lines {
            let values = try #require(expected[line.data("engine")!])
            #expect(line.points.count == 2)
            for (point, value) in zip(line.points, values) { #expect(abs(point.y - y(value)) < 0.02) }
            #expect(line.points[0].x < line.points[1].x)
        }
        #expect(lines[0].points.map(\.x) == lines[1].points.map(\.x))
    }

    @Test func frameChartDrawsTheProjectionDashed() throws {
        let cost = try CostSample.cost("3ms")
        let svg = try SVGDocument(FrameTimesChartExporter(options: ReportOptions(bodyCost: cost)).render(CostSample.profile()))
        let projected = svg.all("polyline", class: "frames").filter { $0.data("kind") == "projected" }
        #expect(projected.map { $0.data("engine") } == ["push", "pull"])
        #expect(projected.allSatisfy { $0.attributes["stroke-dasharray"] != nil })
        // Push: frame 0 is 18 004 000, 18 004 000, 18 005 000 → median 18 004 000, the slowest frame median.
        #expect(projected[0].data("max-ns").flatMap(Double.init) == 18_004_000)
    }

    @Test func causesChartDrawsTheCauseGraphsEdges() throws {
        let profile = CauseGraphTests.profile()
        let svg = try SVGDocument(CausesChartExporter().render(profile))
        let edges = svg.all("path", class: "edge")
        for engine in profile.engines {
            let graph = CauseGraph(engine)
            let drawn = edges.filter { $0.data("engine") == engine.engine.rawValue }
            // Every edge of these small graphs is drawn, with its evaluations; widths grow with them.
            #expect(drawn.map { "\($0.data("from")!) → \($0.data("to")!)" } == graph.edges.map { "\($0.from.label) → \($0.to.label)" })
            #expect(drawn.map { Int($0.data("value")!)! } == graph.edges.map(\.evaluations))
            let widths = drawn.map { $0.number("stroke-width")! }
            #expect(widths == widths.sorted(by: >))
            #expect(widths.first == 8)
        }
        // Push's list re-ran its rows 9 times: a source box for the parent, a target box for the rows.
        #expect(svg.all("rect", class: "source").contains { $0.data("engine") == "push" && $0.data("node") == "List" })
        #expect(svg.elements.contains { $0.name == "text" && $0.text == "parent List re-ran" })
        let image = try render(CausesChartExporter().render(profile))
        #expect(image.colours.count > 2)
    }

    @Test func chartsAreDeterministicAndWrittenWithTheReport() throws {
        #expect(BodiesChartExporter().render(CostSample.profile()) == BodiesChartExporter().render(CostSample.profile()))
        #expect(FrameTimesChartExporter().render(CostSample.profile()) == FrameTimesChartExporter().render(CostSample.profile()))
        #expect(CausesChartExporter().render(CostSample.profile()) == CausesChartExporter().render(CostSample.profile()))
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try ReportWriter.write(CostSample.profile(), to: directory)
        #expect(written == ["cost.steps.csv", "cost.view-types.csv", "cost.causes.csv", "cost.md", "cost.provenance", "cost.bodies.svg", "cost.frames.svg",
                            "cost.causes.svg"])
        let markdown = try String(contentsOfFile: directory + "/cost.md", encoding: .utf8)
        #expect(markdown.contains("![Body evaluations per step, push against pull](<cost.bodies.svg>)"))
        #expect(markdown.contains("(<cost.frames.svg>)"))
        // Without a stepped step there is no frame chart: it is not written, the old one is removed, the report does not link it.
        var single = CostSample.profile()
        for e in single.engines.indices { single.engines[e].steps.removeFirst() }
        #expect(try ReportWriter.write(single, to: directory)
            == ["cost.steps.csv", "cost.view-types.csv", "cost.causes.csv", "cost.md", "cost.provenance", "cost.bodies.svg", "cost.causes.svg"])
        #expect(!FileManager.default.fileExists(atPath: directory + "/cost.frames.svg"))
        #expect(!(try String(contentsOfFile: directory + "/cost.md", encoding: .utf8)).contains("frames.svg"))
        // The index and the gate's loader read only the tables.
        #expect(try ReportIndex.entries(scanning: directory).map(\.report) == ["cost.md"])
    }

    @Test func rsvgRendersTheBarsWhereTheSVGPutsThem() throws {
        let text = BodiesChartExporter().render(CostSample.profile())
        let svg = try SVGDocument(text)
        let image = try render(text)
        #expect(Double(image.width) == svg.root?.number("width"))
        #expect(Double(image.height) == svg.root?.number("height"))
        #expect(image.colours.count > 1)
        // The centre of each bar is its engine's colour; a corner is the white background.
        for bar in svg.all("rect", class: "bar") where bar.number("width")! >= 4 {
            let x = Int(bar.number("x")! + bar.number("width")! / 2), y = Int(bar.number("y")! + bar.number("height")! / 2)
            let colour = PNGImage.RGBA(hex: bar.attributes["fill"]!)
            #expect(image.pixel(x: x, y: y).near(colour), "\(bar.data("step")!) \(bar.data("engine")!) at (\(x), \(y))")
        }
        #expect(image.pixel(x: image.width - 2, y: image.height - 2) == PNGImage.RGBA(hex: "#ffffff"))
    }

    @Test func rsvgRendersTheFrameBudgetLine() throws {
        let text = FrameTimesChartExporter().render(CostSample.profile())
        let svg = try SVGDocument(text)
        let image = try render(text)
        let budget = try #require(svg.all("line", class: "budget").first)
        let y = Int(budget.number("y1")!.rounded(.down))
        let red = PNGImage.RGBA(hex: "#c0392b")
        // A dashed line: some of its pixels are drawn in the budget's colour (anti-aliasing may spread it over two rows).
        let onLine = (Int(budget.number("x1")!)..<Int(budget.number("x2")!)).filter { x in
            (y...(y + 1)).contains { image.pixel(x: x, y: $0).near(red, tolerance: 40) }
        }
        #expect(onLine.count > 20)
        #expect(image.colours.count > 2)
    }
}

extension ChartTests {
    /// CostSample with a time split on two steps: push feed 100/200/300/400 ns, pull feed 50/0/25/25, push tap 0/10/0/30.
    static func splitProfile() -> ScenarioProfile {
        var profile = CostSample.profile()
        func split(_ w: Double, _ o: Double, _ b: Double, _ g: Double) -> [TimeSplit] {
            [TimeSplit(workload: w, observation: o, graph: g, bodies: b, bodiesPerViewType: ["Row": b])]
        }
        profile.engines[0].steps[1].timeSplits = split(100, 200, 300, 400)
        profile.engines[1].steps[1].timeSplits = split(50, 0, 25, 25)
        profile.engines[0].steps[2].timeSplits = split(0, 10, 0, 30)
        return profile
    }

    @Test func splitChartDrawsEachPartAsItsShareOfTheStep() throws {
        let profile = Self.splitProfile()
        #expect(TimeSplitChartExporter().applies(to: profile))
        #expect(!TimeSplitChartExporter().applies(to: CostSample.profile()))
        let svg = try SVGDocument(TimeSplitChartExporter().render(profile))
        let parts = svg.all("rect", class: "part")
        // Three bars of four parts each; shares: 10/20/30/40 %, 50/0/25/25 %, 0/25/0/75 %.
        #expect(parts.count == 12)
        func shares(_ engine: String, _ step: String) -> [String] {
            parts.filter { $0.data("engine") == engine && $0.data("step") == step }.compactMap { $0.data("share") }
        }
        let feed = profile.engines[0].steps[1].step, tap = profile.engines[0].steps[2].step
        #expect(shares("push", feed) == ["10.00", "20.00", "30.00", "40.00"])
        #expect(shares("pull", feed) == ["50.00", "0.00", "25.00", "25.00"])
        #expect(shares("push", tap) == ["0.00", "25.00", "0.00", "75.00"])
        // A bar's parts are laid end to end and fill the plot's width.
        let push = parts.filter { $0.data("engine") == "push" && $0.data("step") == feed }
        for (a, b) in zip(push, push.dropFirst()) {
            #expect(abs(a.number("x")! + a.number("width")! - b.number("x")!) < 0.02)
        }
        let total = push.reduce(0) { $0 + $1.number("width")! }
        let pull = parts.filter { $0.data("engine") == "pull" && $0.data("step") == feed }.reduce(0) { $0 + $1.number("width")! }
        #expect(abs(total - pull) < 0.05)
    }

    @Test func rsvgRendersTheSplitsParts() throws {
        let text = TimeSplitChartExporter().render(Self.splitProfile())
        let svg = try SVGDocument(text)
        let image = try render(text)
        for part in svg.all("rect", class: "part") where part.number("width")! >= 4 {
            let x = Int(part.number("x")! + part.number("width")! / 2), y = Int(part.number("y")! + part.number("height")! / 2)
            #expect(image.pixel(x: x, y: y).near(PNGImage.RGBA(hex: part.attributes["fill"]!)), "\(part.data("part")!) at (\(x), \(y))")
        }
        #expect(image.colours.count > 4)
    }
}
