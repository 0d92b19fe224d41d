// ParsedScenario: a scenario file parsed once by the toolchain's SwiftParser,
// with what every later pass needs — the tree, its bytes, and locations.
//
// Invariants:
// - The tree is never changed. The compiled form is made by text edits on
//   `bytes`, positioned by the tree's absolute UTF-8 offsets (SourceEdits).
// - Lines and columns are 1-based, columns in UTF-8 bytes, as swiftc counts.
// - Every diagnostic is rendered the way the compiler prints one:
//   `path:line:col: error: message`, then DiagnosticsFormatter's excerpt
//   with control characters shown as their pictures (␀, ␔).
// - A file SourceGuards refuses has `refusal` set, and nothing else of the
//   parser's is reported (its generator would hang or trap on the file).

import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

struct ParsedScenario {
    let file: ScenarioFile
    let tree: SourceFileSyntax
    let bytes: [UInt8]
    let converter: SourceLocationConverter
    /// Why the file was not taken further (SourceGuards): the only diagnostic, when set.
    private(set) var refusal: FrontEndDiagnostic?

    init(_ file: ScenarioFile) {
        self.file = file
        self.bytes = Array(file.text.utf8)
        if let (offset, message) = Self.refusedBeforeParsing(bytes) {
            // Not parsed at all: an empty tree, and the error rendered from the bytes.
            self.tree = Parser.parse(source: "")
            self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
            self.refusal = Self.plainError(message, at: offset, bytes: bytes, path: file.path,
                                           source: { [file] in file.source(ofLine: $0) })
            return
        }
        self.tree = Parser.parse(source: file.text)
        self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
        if let (depth, at) = SourceGuards.deepErrors(tree), let token = tree.token(at: at) ?? tree.lastToken(viewMode: .sourceAccurate) {
            self.refusal = error(
                "syntax error here; the file also nests syntax \(depth) levels deep (a long chain of calls or `else if`s), "
                    + "and past \(SourceGuards.maximumDepthWithErrors) levels Redraw does not describe syntax errors (that takes "
                    + "time quadratic in the depth): fix this one, or shorten the chain",
                at: token, position: at)
            return
        }
        if let deep = SourceGuards.tooDeepType(tree) {
            self.refusal = error(
                "a type nested more than \(SourceGuards.maximumTypeNesting) deep in other types: swiftc's time grows faster than "
                    + "the depth (a hundred levels take minutes); declare it at a shallower level",
                at: deep)
            return
        }
        if let dollar = SourceGuards.firstHugeAnonymousArgument(tree) {
            self.refusal = error(
                "`\(dollar.text)` is past `$\(SourceGuards.maximumAnonymousArgument)`: swiftc makes every closure parameter before "
                    + "it, which takes minutes and gigabytes for large numbers; name the closure's parameters instead",
                at: dollar)
            return
        }
        if let (literal, count) = SourceGuards.firstHugeInterpolation(tree) {
            self.refusal = error(
                "a string literal with \(count) interpolations, over Redraw's limit of \(SourceGuards.maximumInterpolations): swiftc's "
                    + "time grows faster than their number (1,000 take half a minute); build the text in a loop or from parts",
                at: literal)
            return
        }
        if let odd = SourceGuards.firstOddTrivia(tree),
           let token = tree.token(at: AbsolutePosition(utf8Offset: odd.offset)) ?? tree.lastToken(viewMode: .sourceAccurate) {
            let what = odd.character.value < 0x20 || odd.character.value == 0x7F ? "control character" : "character"
            self.refusal = error(
                "\(what) \(SourceGuards.name(of: odd.character)) between tokens: Swift takes only spaces, tabs and line ends "
                    + "there; remove it or replace it with a space", at: token, position: AbsolutePosition(utf8Offset: odd.offset))
        } else if let control = SourceGuards.firstControlByte(bytes, tree: tree),
           let token = tree.token(at: AbsolutePosition(utf8Offset: control)) ?? tree.lastToken(viewMode: .sourceAccurate) {
            self.refusal = error(
                "control character \(SourceGuards.name(of: Unicode.Scalar(bytes[control]))) in the source: remove it "
                    + "(in a string literal, write it as `\\u{\(String(bytes[control], radix: 16, uppercase: true))}`)",
                at: token, position: AbsolutePosition(utf8Offset: control))
        }
    }

    /// What SourceGuards find on the bytes alone, where the parser's own time would be the problem.
    private static func refusedBeforeParsing(_ bytes: [UInt8]) -> (offset: Int, message: String)? {
        if let deep = SourceGuards.tooDeepBracket(bytes) {
            return (deep, "`[` nested more than \(SourceGuards.maximumBracketDepth) deep: the parser's time doubles with every "
                + "level past that; flatten the literal or build it in a loop")
        }
        if let run = SourceGuards.tooLongMemberRun(bytes) {
            return (run, "more than \(SourceGuards.maximumMemberRun) tokens from here in a type's body without a declaration "
                + "keyword (outside brackets, or with none before them): the parser's error recovery takes time quadratic in "
                + "such a run, so Redraw stops here; a view's content belongs in `var body: some View { … }`, and a long "
                + "expression in a type can be split or moved to a function")
        }
        return nil
    }

    var path: String { file.path }

    /// The 1-based line and column of a UTF-8 offset.
    func location(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let l = converter.location(for: position)
        return (l.line, l.column)
    }

    func point(of node: some SyntaxProtocol) -> SourcePoint {
        let l = location(node.positionAfterSkippingLeadingTrivia)
        return SourcePoint(line: l.line, column: l.column)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        location(node.positionAfterSkippingLeadingTrivia).line
    }

    /// Where `node` is for a person: "line 51" in a single file, "Models/Todo.swift:51" in a folder.
    func place(of node: some SyntaxProtocol) -> String {
        let line = line(of: node)
        guard file.isFolder else { return "line \(line)" }
        let (path, own) = file.source(ofLine: line)
        return "\(path):\(own)"
    }

    /// The first `limit` nodes' places, then how many more: "line 5, line 8 and 2 more".
    func places(of nodes: [some SyntaxProtocol], limit: Int = 3) -> String {
        let shown = nodes.prefix(limit).map { place(of: $0) }.joined(separator: ", ")
        return nodes.count > limit ? shown + " and \(nodes.count - limit) more" : shown
    }

    /// `path:line:column` of `node` in the user's file (a folder's own file): where a note about it goes.
    func position(of node: some SyntaxProtocol) -> String {
        let l = location(node.positionAfterSkippingLeadingTrivia)
        let (path, line) = file.source(ofLine: l.line)
        return "\(path):\(line):\(l.column)"
    }

    /// A Redraw error at `node` (or at `position` inside it).
    func error(_ message: String, at node: some SyntaxProtocol,
               position: AbsolutePosition? = nil) -> FrontEndDiagnostic {
        let diagnostic = Diagnostic(node: Syntax(node), position: position,
                                    message: FrontEndMessage(message: message, severity: .error))
        return render(diagnostic)
    }

    /// The parser's own errors (SwiftParserDiagnostics), in source order. A folder's files are
    /// parsed one by one for them, each error told in its own file's terms: in the joined text,
    /// a file left open (a missing `}`) would swallow the next and its error land there.
    func syntaxErrors() -> [FrontEndDiagnostic] {
        if file.isFolder {
            return file.parts.flatMap { part in
                ParsedScenario(ScenarioFile(path: part.path, text: part.text)).syntaxErrors()
            }
        }
        // The parser's notes point at where the trouble began ("to match this opening '{'" at the
        // class whose brace is missing, many lines above the errors it causes): each note is shown
        // once, under the first error that has it.
        var notesShown = Set<String>()
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .map { diagnostic in
                var rendered = render(diagnostic)
                for note in diagnostic.notes where notesShown.insert("\(note.position.utf8Offset) \(note.message)").inserted {
                    let shown = Self.plainError(note.message, at: note.position.utf8Offset, bytes: bytes, path: path,
                                                severity: "note", source: file.isFolder ? { [file] in file.source(ofLine: $0) } : nil)
                    rendered = rendered.withNote(shown.rendered)
                }
                return rendered
            }
    }

    /// An error at a byte offset without a tree to annotate: the compiler's first line, the
    /// source line and a caret under the column.
    private static func plainError(_ message: String, at offset: Int, bytes: [UInt8], path: String,
                                   severity: String = "error", source: ((Int) -> (path: String, line: Int))? = nil) -> FrontEndDiagnostic {
        var line = 1, lineStart = 0, i = 0
        while i < offset {
            if bytes[i] == 10 || bytes[i] == 13 {
                if bytes[i] == 13 && i + 1 < offset && bytes[i + 1] == 10 { i += 1 }
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        let column = offset - lineStart + 1
        // A folder's text: the file and its own line (ScenarioFile.source(ofLine:)).
        let (shownPath, shownLine) = source?(line) ?? (path, line)
        var lineEnd = offset
        while lineEnd < bytes.count && bytes[lineEnd] != 10 && bytes[lineEnd] != 13 { lineEnd += 1 }
        let text = String(decoding: bytes[lineStart..<min(lineEnd, lineStart + 200)], as: UTF8.self)
        let gutter = String(shownLine)
        let head = "\(shownPath):\(shownLine):\(column): \(severity): \(message)"
        let excerpt = "\(gutter) | \(visible(text))\n" + String(repeating: " ", count: gutter.count) + " | "
            + String(repeating: " ", count: min(column - 1, 200)) + "`- \(severity): \(message)"
        return FrontEndDiagnostic(path: shownPath, line: shownLine, column: column, message: message, rendered: head + "\n" + excerpt)
    }

    private func render(_ diagnostic: Diagnostic) -> FrontEndDiagnostic {
        let severity = diagnostic.diagMessage.severity == .error ? "error" : "warning"
        if file.isFolder {
            // The formatter would number the excerpt by the folder's joined text: the line and a
            // caret, under the file's own path and line.
            return Self.plainError(diagnostic.message, at: diagnostic.position.utf8Offset, bytes: bytes, path: path,
                                   severity: severity, source: { [file] in file.source(ofLine: $0) })
        }
        let l = diagnostic.location(converter: converter)
        var excerpt = visible(DiagnosticsFormatter.annotatedSource(tree: tree, diags: [diagnostic], contextSize: 1))
        while excerpt.hasSuffix("\n") { excerpt.removeLast() }
        let head = "\(path):\(l.line):\(l.column): \(severity): \(diagnostic.message)"
        return FrontEndDiagnostic(path: path, line: l.line, column: l.column, message: diagnostic.message,
                                  rendered: excerpt.isEmpty ? head : head + "\n" + excerpt)
    }
}

/// `text` with control characters but tab and newline shown as their Unicode pictures (NUL
/// as ␀, U+0014 as ␔, DEL as ␡), so that an excerpt neither moves the terminal nor loses
/// what follows a NUL.
func visible(_ text: String) -> String {
    guard text.utf8.contains(where: { SourceGuards.isControl($0) || $0 == 0x0B || $0 == 0x0C }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: out.append(scalar)
        case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: out.append(Unicode.Scalar(0x2421)!)
        default: out.append(scalar)
        }
    }
    return String(out)
}

/// A message of Redraw's own, so that the formatter annotates it like the parser's.
struct FrontEndMessage: DiagnosticMessage {
    let message: String
    let severity: DiagnosticSeverity
    var diagnosticID: MessageID { MessageID(domain: "Redraw", id: "scenario") }
}
