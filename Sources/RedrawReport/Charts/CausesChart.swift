// CausesChart: `<name>.causes.svg`, the cause graph drawn by Redraw itself.
//
// The same graph `--graph` writes as DOT (CauseGraph), laid out without
// Graphviz so the report does not depend on what is installed: per engine,
// causes in a column on the left, the view types whose bodies they ran on the
// right, and a curve between them as thick as its share of the engine's
// heaviest edge, the heavier ones labelled with their count. A parent's re-run
// starts at that parent on the left. The heaviest edges are drawn; the rest
// are counted under the panel.

import RedrawResults

public struct CausesChartExporter: ChartExporter {
    public init() {}
    public var suffix: String { "causes.svg" }
    public var title: String { "Why bodies ran: causes → view types, per engine, summed over every step" }

    public func applies(to profile: ScenarioProfile) -> Bool {
        profile.engines.contains { !CauseGraph($0).edges.isEmpty }
    }

    enum Layout {
        static let width = 760.0
        static let top = 40.0
        static let rowHeight = 24.0
        static let boxHeight = 18.0
        static let leftX = 12.0
        static let sourceWidth = 300.0
        static let rightX = 530.0
        static let targetWidth = 218.0
        /// Edges at least this share of the heaviest carry their count beside the view they reach.
        static let labelledShare = 0.1
        static let panelHeader = 26.0
        static let panelFooter = 30.0
        /// Edges drawn per engine; lighter ones are summed in the footer.
        static let maxEdges = 30
    }

    struct Panel {
        let graph: CauseGraph
        let form: String
        let edges: [CauseGraph.Edge]
        let sources: [CauseGraph.Node]
        let targets: [String]
        let hidden: (edges: Int, evaluations: Int)

        init(_ engine: EngineProfile) {
            graph = CauseGraph(engine)
            form = engine.form
            let edges = Array(graph.edges.prefix(Layout.maxEdges))
            self.edges = edges
            let rest = graph.edges.dropFirst(Layout.maxEdges)
            hidden = (rest.count, rest.reduce(0) { $0 + $1.evaluations })
            sources = Set(edges.map(\.from)).sorted { a, b in
                let wa = Self.total(edges, from: a), wb = Self.total(edges, from: b)
                return wa != wb ? wa > wb : a < b
            }
            targets = Set(edges.map { $0.to.label }).sorted { a, b in
                let wa = edges.filter { $0.to.label == a }.reduce(0) { $0 + $1.evaluations }
                let wb = edges.filter { $0.to.label == b }.reduce(0) { $0 + $1.evaluations }
                return wa != wb ? wa > wb : a < b
            }
        }

        static func total(_ edges: [CauseGraph.Edge], from node: CauseGraph.Node) -> Int {
            edges.filter { $0.from == node }.reduce(0) { $0 + $1.evaluations }
        }

        var rows: Int { max(sources.count, targets.count, 1) }
        var height: Double { Layout.panelHeader + Double(rows) * Layout.rowHeight + Layout.panelFooter }
    }

    public func render(_ profile: ScenarioProfile) -> String {
        let panels = profile.engines.map(Panel.init)
        var svg = SVG(width: Layout.width, height: Layout.top + panels.reduce(0) { $0 + $1.height })
        svg.text("Why bodies ran: \(profile.name)", x: 12, y: 22, size: 15, bold: true)
        var top = Layout.top
        for panel in panels {
            draw(panel, at: top, in: &svg)
            top += panel.height
        }
        return svg.render()
    }

    private func draw(_ panel: Panel, at top: Double, in svg: inout SVG) {
        let engine = panel.graph.engine
        let colour = SVG.Palette.engine(engine)
        svg.text("\(engine.title), \(panel.form): body evaluations by cause, every step", x: 12, y: top + 14, size: 12, bold: true)
        let rowsTop = top + Layout.panelHeader
        let centre: (Int) -> Double = { rowsTop + Double($0) * Layout.rowHeight + Layout.boxHeight / 2 }
        let heaviest = Double(max(panel.graph.heaviest, 1))
        var labelled: [Int: Int] = [:]
        for edge in panel.edges {
            guard let from = panel.sources.firstIndex(of: edge.from), let to = panel.targets.firstIndex(of: edge.to.label) else { continue }
            let x1 = Layout.leftX + Layout.sourceWidth, x2 = Layout.rightX, y1 = centre(from), y2 = centre(to)
            let mid = (x1 + x2) / 2
            let d = "M\(SVG.number(x1)),\(SVG.number(y1)) C\(SVG.number(mid)),\(SVG.number(y1)) \(SVG.number(mid)),\(SVG.number(y2)) \(SVG.number(x2)),\(SVG.number(y2))"
            svg.append(SVGElement("path", [("d", d), ("fill", "none"), ("stroke", colour), ("stroke-opacity", "0.55"),
                                           ("stroke-width", SVG.number(1 + 7 * Double(edge.evaluations) / heaviest)), ("class", "edge"),
                                           ("data-engine", engine.rawValue), ("data-from", edge.from.label), ("data-to", edge.to.label),
                                           ("data-value", String(edge.evaluations))],
                                  children: [SVGElement("title", text: "\(Self.sourceLabel(edge.from)) → \(edge.to.label): \(edge.evaluations)")]))
            if Double(edge.evaluations) >= Layout.labelledShare * heaviest {
                // Beside the view it reaches, where curves no longer cross; a second one into the same view sits lower.
                let slot = labelled[to, default: 0]
                labelled[to] = slot + 1
                svg.text(String(edge.evaluations), x: x2 - 6, y: y2 - 4 + Double(slot) * 11, size: 10, anchor: .end, fill: SVG.Palette.ink)
            }
        }
        for (index, node) in panel.sources.enumerated() {
            let y = rowsTop + Double(index) * Layout.rowHeight
            let fill: String
            if case .view = node { fill = "#e6e6e6" } else { fill = "#f3e3c8" }
            svg.rect(x: Layout.leftX, y: y, width: Layout.sourceWidth, height: Layout.boxHeight, fill: fill, classes: "source",
                     data: [("engine", engine.rawValue), ("node", node.label)])
            svg.text(Self.clip(Self.sourceLabel(node), width: Layout.sourceWidth - 50), x: Layout.leftX + 6, y: y + 13, size: 11)
            svg.text(String(Panel.total(panel.edges, from: node)), x: Layout.leftX + Layout.sourceWidth - 6, y: y + 13, size: 11,
                     anchor: .end, fill: SVG.Palette.muted)
        }
        for (index, type) in panel.targets.enumerated() {
            let y = rowsTop + Double(index) * Layout.rowHeight
            let total = panel.edges.filter { $0.to.label == type }.reduce(0) { $0 + $1.evaluations }
            svg.rect(x: Layout.rightX, y: y, width: Layout.targetWidth, height: Layout.boxHeight, fill: "#eef4f8", classes: "target",
                     data: [("engine", engine.rawValue), ("node", type)])
            svg.text(Self.clip(type, width: Layout.targetWidth - 50), x: Layout.rightX + 6, y: y + 13, size: 11)
            svg.text(String(total), x: Layout.rightX + Layout.targetWidth - 6, y: y + 13, size: 11, anchor: .end, fill: SVG.Palette.muted)
        }
        let footer = panel.hidden.edges == 0 ? "every edge drawn"
            : "and \(Phrase.count(panel.hidden.edges, "lighter edge")) not drawn (\(Phrase.count(panel.hidden.evaluations, "evaluation")))"
        svg.text(footer, x: 12, y: rowsTop + Double(panel.rows) * Layout.rowHeight + 12, size: 11, fill: SVG.Palette.muted)
    }

    /// A view on the left is a parent whose re-run handed its children changed inputs.
    static func sourceLabel(_ node: CauseGraph.Node) -> String {
        switch node {
        case .cause(let text): return text
        case .view(let type): return "parent \(type) re-ran"
        }
    }

    static func clip(_ text: String, width: Double) -> String {
        let fits = Int(width / (11 * 0.6))
        return text.count > fits ? String(text.prefix(max(fits - 1, 1))) + "…" : text
    }
}
