// Errors with a place in the scenario file.
//
// Every problem Redraw reports about a scenario — syntax, unsupported
// construct, unknown name, runtime failure — carries file, line and column, and
// prints compiler style: `file:line:column: error: message`.

import Foundation

public struct SourceLocation: Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static let unknown = SourceLocation(file: "<unknown>", line: 0, column: 0)

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

public struct ScenarioDiagnostic: Error, CustomStringConvertible, Equatable {
    public enum Severity: String { case error, warning, note }
    public var location: SourceLocation
    public var message: String
    public var severity: Severity
    /// The source line and caret, when known.
    public var excerpt: String?

    public init(_ message: String, at location: SourceLocation, severity: Severity = .error, excerpt: String? = nil) {
        self.message = message
        self.location = location
        self.severity = severity
        self.excerpt = excerpt
    }

    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let excerpt { text += "\n" + excerpt }
        return text
    }
}

/// Thrown while a scenario runs: an index out of range, a `nil` unwrapped…
public struct RuntimeError: Error, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
    public var description: String { "\(location): error: \(message)" }

    /// Compiler style, with the source line and a caret when the file can be read.
    public var formatted: String {
        guard let text = try? String(contentsOfFile: location.file, encoding: .utf8) else { return description }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return description }
        let caret = String(repeating: " ", count: max(0, location.column - 1)) + "^"
        return description + "\n" + lines[location.line - 1] + "\n" + caret
    }
}

/// A loaded file's errors, all of them, in source order.
public struct ScenarioLoadError: Error, CustomStringConvertible {
    public var diagnostics: [ScenarioDiagnostic]
    public init(_ diagnostics: [ScenarioDiagnostic]) { self.diagnostics = diagnostics.sorted { $0.location < $1.location } }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// "did you mean" from the candidates closest by edit distance.
func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    var best: (String, Int)?
    for c in candidates where c != name {
        let d = editDistance(name.lowercased(), c.lowercased())
        if d <= max(2, name.count / 3), best.map({ d < $0.1 }) ?? true { best = (c, d) }
    }
    return best.map { "; did you mean `\($0.0)`?" } ?? ""
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
