// SVGDocument: an SVG file parsed back with Foundation's XMLParser, so a test
// (FoundationXML's on Linux) can find what a chart drew (bars, lines, their
// data) and compare it with the numbers it was drawn from.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

struct SVGDocument {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text: String

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
        /// A `data-…` attribute the chart put on the element for readers like this one.
        func data(_ key: String) -> String? { attributes["data-" + key] }
        func has(class name: String) -> Bool { (attributes["class"] ?? "").split(separator: " ").contains { $0 == name } }

        /// A polyline's points.
        var points: [(x: Double, y: Double)] {
            (attributes["points"] ?? "").split(separator: " ").compactMap { pair in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return xy.count == 2 ? (xy[0], xy[1]) : nil
            }
        }
    }

    /// Every element in document order, the root `svg` first.
    let elements: [Element]

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw Failure(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        elements = collector.elements
    }

    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className.map($0.has(class:)) ?? true) }
    }

    var root: Element? { elements.first }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = open.popLast()
        }
    }
}
