// ParsedScenario: a scenario file parsed once by the toolchain's SwiftParser,
// with what every later pass needs — the tree, its bytes, and locations.
//
// Invariants:
// - The tree is never changed. The compiled form is made by text edits on
//   `bytes`, positioned by the tree's absolute UTF-8 offsets (SourceEdits).
// - Lines and columns are 1-based, columns in UTF-8 bytes, as swiftc counts.
// - Every diagnostic is rendered the way the compiler prints one:
//   `path:line:col: error: message`, then DiagnosticsFormatter's excerpt.

import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

struct ParsedScenario {
    let file: ScenarioFile
    let tree: SourceFileSyntax
    let bytes: [UInt8]
    let converter: SourceLocationConverter

    init(_ file: ScenarioFile) {
        self.file = file
        self.tree = Parser.parse(source: file.text)
        self.bytes = Array(file.text.utf8)
        self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    var path: String { file.path }

    /// The 1-based line and column of a UTF-8 offset.
    func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let l = converter.location(for: position)
        return (l.line, l.column)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        location(node.positionAfterSkippingLeadingTrivia).line
    }

    /// A Redraw error at `node` (or at `position` inside it).
    func error(_ message: String, at node: some SyntaxProtocol,
               position: AbsolutePosition? = nil) -> FrontEndDiagnostic {
        let diagnostic = Diagnostic(node: Syntax(node), position: position,
                                    message: FrontEndMessage(message: message, severity: .error))
        return render(diagnostic)
    }

    /// The parser's own errors (SwiftParserDiagnostics), in source order.
    func syntaxErrors() -> [FrontEndDiagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map(render)
    }

    private func render(_ diagnostic: Diagnostic) -> FrontEndDiagnostic {
        let l = diagnostic.location(converter: converter)
        var excerpt = DiagnosticsFormatter.annotatedSource(tree: tree, diags: [diagnostic], contextSize: 1)
        while excerpt.hasSuffix("\n") { excerpt.removeLast() }
        let severity = diagnostic.diagMessage.severity == .error ? "error" : "warning"
        let head = "\(path):\(l.line):\(l.column): \(severity): \(diagnostic.message)"
        return FrontEndDiagnostic(path: path, line: l.line, column: l.column, message: diagnostic.message,
                                  rendered: excerpt.isEmpty ? head : head + "\n" + excerpt)
    }
}

/// A message of Redraw's own, so that the formatter annotates it like the parser's.
struct FrontEndMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: "Redraw", id: "scenario") }
}
