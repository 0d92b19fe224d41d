// ScenarioSource: a scenario file parsed by the toolchain's own SwiftParser.
//
// Syntax errors come from SwiftParserDiagnostics and every diagnostic is printed
// the way the compiler prints them: `file:line:column: error: message`, then the
// source around it annotated by SwiftDiagnostics' `DiagnosticsFormatter`.
// Operators are folded with the standard precedence table.

import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

struct ScenarioSource {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let lines: [Substring]

    init(path: String, text: String) {
        self.path = path
        let parsed = Parser.parse(source: text)
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        self.tree = folded.as(SourceFileSyntax.self) ?? parsed
        self.converter = SourceLocationConverter(fileName: path, tree: self.tree)
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    /// The annotated source for a diagnostic at `node`, as the compiler shows it.
    func annotated(_ message: String, at node: some SyntaxProtocol, severity: DiagnosticSeverity = .error) -> String {
        let diagnostic = Diagnostic(node: Syntax(node), message: ScenarioMessage(message: message, severity: severity))
        return annotated(diagnostic)
    }

    func annotated(_ diagnostic: Diagnostic) -> String {
        var text = DiagnosticsFormatter.annotatedSource(tree: tree, diags: [diagnostic], contextSize: 1)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The source line and a caret under `location`'s column, for places without a node.
    func excerpt(at location: SourceLocation) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let line = lines[location.line - 1]
        let caret = String(repeating: " ", count: max(0, location.column - 1)) + "^"
        return "\(line)\n\(caret)"
    }

    /// The parser's own diagnostics, located and with the compiler's excerpt.
    func syntaxDiagnostics() -> [ScenarioDiagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).map { d in
            let l = d.location(converter: converter)
            let location = SourceLocation(file: path, line: l.line, column: l.column)
            let severity: ScenarioDiagnostic.Severity = d.diagMessage.severity == .error ? .error : .warning
            return ScenarioDiagnostic(d.message, at: location, severity: severity, excerpt: annotated(d))
        }
    }
}

/// A message of Redraw's own, so the formatter can annotate it like the parser's.
struct ScenarioMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: "Redraw", id: "scenario") }
}
