// SVG: a small writer of SVG documents, enough for the reports' charts.
//
// Elements are values with their attributes in the order given, numbers are
// printed by Format (fixed decimals, no locale), and text is escaped, so the
// same chart renders the same bytes on every machine.

import RedrawResults

struct SVGElement {
    var name: String
    var attributes: [(String, String)]
    var children: [SVGElement]
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let attrs = attributes.map { " \($0.0)=\"\(SVG.escape($0.1))\"" }.joined()
        if let text, children.isEmpty { return "\(pad)<\(name)\(attrs)>\(SVG.escape(text))</\(name)>\n" }
        if children.isEmpty { return "\(pad)<\(name)\(attrs)/>\n" }
        return "\(pad)<\(name)\(attrs)>\n" + children.map { $0.render(indent: indent + 1) }.joined() + "\(pad)</\(name)>\n"
    }
}

/// A document being drawn: shapes are appended in painting order.
struct SVG {
    let width: Double
    let height: Double
    private(set) var elements: [SVGElement] = []

    init(width: Double, height: Double, background: String = SVG.Palette.background) {
        self.width = width
        self.height = height
        rect(x: 0, y: 0, width: width, height: height, fill: background)
    }

    enum Palette {
        static let background = "#ffffff"
        static let ink = "#222222"
        static let muted = "#666666"
        static let grid = "#dddddd"
        static let push = "#d95f02"
        static let pull = "#1b9e77"
        static let budget = "#c0392b"

        static func engine(_ kind: EngineKind) -> String { kind == .push ? push : pull }
    }

    /// About how wide `text` is drawn at `size` (sans-serif averages 0.6 em a character): for margins, not layout.
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.6 }

    static func number(_ value: Double) -> String {
        var text = Format.fixed(value, 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }

    mutating func append(_ element: SVGElement) { elements.append(element) }

    /// A rectangle; `data` become `data-*` attributes, `title` a tooltip.
    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String,
                       classes: String? = nil, data: [(String, String)] = [], title: String? = nil) {
        var attributes = [("x", Self.number(x)), ("y", Self.number(y)), ("width", Self.number(width)),
                          ("height", Self.number(height)), ("fill", fill)]
        if let classes { attributes.append(("class", classes)) }
        attributes += data.map { ("data-" + $0.0, $0.1) }
        append(SVGElement("rect", attributes, children: title.map { [SVGElement("title", text: $0)] } ?? []))
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
                       dash: String? = nil, classes: String? = nil, data: [(String, String)] = []) {
        var attributes = [("x1", Self.number(x1)), ("y1", Self.number(y1)), ("x2", Self.number(x2)), ("y2", Self.number(y2)),
                          ("stroke", stroke), ("stroke-width", Self.number(width))]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        if let classes { attributes.append(("class", classes)) }
        attributes += data.map { ("data-" + $0.0, $0.1) }
        append(SVGElement("line", attributes))
    }

    mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double = 1.5, dash: String? = nil,
                           classes: String? = nil, data: [(String, String)] = []) {
        let text = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        var attributes = [("points", text), ("fill", "none"), ("stroke", stroke), ("stroke-width", Self.number(width))]
        if let dash { attributes.append(("stroke-dasharray", dash)) }
        if let classes { attributes.append(("class", classes)) }
        attributes += data.map { ("data-" + $0.0, $0.1) }
        append(SVGElement("polyline", attributes))
    }

    enum Anchor: String { case start, middle, end }

    mutating func text(_ content: String, x: Double, y: Double, size: Double = 12, anchor: Anchor = .start,
                       fill: String = Palette.ink, bold: Bool = false) {
        var attributes = [("x", Self.number(x)), ("y", Self.number(y)), ("font-size", Self.number(size)),
                          ("text-anchor", anchor.rawValue), ("fill", fill)]
        if bold { attributes.append(("font-weight", "bold")) }
        append(SVGElement("text", attributes, text: content))
    }

    /// The whole file: an XML declaration, then the document.
    func render() -> String {
        let root = SVGElement("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", Self.number(width)),
                                      ("height", Self.number(height)), ("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))"),
                                      ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")],
                              children: elements)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.render()
    }
}
