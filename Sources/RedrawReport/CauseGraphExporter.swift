// CauseGraphExporter: `redraw run --graph`, the cause graph as Graphviz DOT.
//
// One digraph per scenario with a cluster per engine; node ids are prefixed
// with the engine so the clusters stay apart. Edges carry their body
// evaluations as the label and as `weight`, and a pen width that grows with
// them. Lines are ordered as CauseGraph orders nodes and edges, so the same
// profile writes the same bytes. `dot -Tsvg x.dot -o x.svg` draws it.

import Foundation
import RedrawResults

public struct CauseGraphExporter: ReportExporter {
    public init() {}
    public var suffix: String { "dot" }

    public func render(_ profile: ScenarioProfile) -> String {
        var lines = [
            "// Redraw cause graph: \(profile.name) (\(profile.path)), seed \(profile.seed).",
            "// Causes → the view types whose bodies they ran; an edge's label is its body evaluations summed over every step,",
            "// the initial render included. \"parent X re-ran\" is drawn as an edge from view X. Render: dot -Tsvg this.dot -o this.svg",
            "digraph \(Self.quote(profile.name)) {",
            "  rankdir=LR;",
            "  graph [fontname=\"Helvetica\", fontsize=12];",
            "  node [fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for engine in profile.engines {
            let graph = CauseGraph(engine)
            let prefix = engine.engine.rawValue
            lines.append("  subgraph \(Self.quote("cluster_" + prefix)) {")
            lines.append("    label=\(Self.quote(engine.engine.title + ", " + engine.form));")
            for node in graph.nodes {
                let style: String
                switch node {
                case .cause: style = "shape=box, style=filled, fillcolor=\"#f3e3c8\""
                case .view: style = "shape=ellipse"
                }
                lines.append("    \(Self.quote(Self.id(node, prefix))) [label=\(Self.quote(node.label)), \(style)];")
            }
            for edge in graph.edges {
                let pen = 1 + 3 * Double(edge.evaluations) / Double(max(graph.heaviest, 1))
                lines.append("    \(Self.quote(Self.id(edge.from, prefix))) -> \(Self.quote(Self.id(edge.to, prefix))) "
                    + "[label=\"\(edge.evaluations)\", weight=\(edge.evaluations), penwidth=\(Format.fixed(pen, 2))];")
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "push:view TodoRow", "pull:cause write Todo.title".
    static func id(_ node: CauseGraph.Node, _ engine: String) -> String {
        switch node {
        case .cause(let text): return "\(engine):cause \(text)"
        case .view(let type): return "\(engine):view \(type)"
        }
    }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`.
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Writes the graph to `path` (its folder created if needed), atomically.
    public static func write(_ profile: ScenarioProfile, toFile path: String) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        try AtomicFiles.write([(name, CauseGraphExporter().render(profile))], in: directory.isEmpty ? "/" : directory)
    }
}
