// FrontEndDiagnostic: an error found in a scenario before it is compiled.
//
// Invariants:
// - `line` and `column` are 1-based, counted as the compiler counts them
//   (columns in UTF-8 bytes), and point at the offending node.
// - `rendered` is what swiftc would print: `path:line:col: error: message`,
//   then the source around it annotated by SwiftDiagnostics'
//   `DiagnosticsFormatter`.

/// A syntax error or a workload error in a scenario file, located and rendered.
public struct FrontEndDiagnostic: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    public let rendered: String

    public var description: String { rendered }

    init(path: String, line: Int, column: Int, message: String, rendered: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.rendered = rendered
    }

    /// The same error with a note (already rendered, location line first) printed after it.
    func withNote(_ note: String) -> FrontEndDiagnostic {
        FrontEndDiagnostic(path: path, line: line, column: column, message: message, rendered: rendered + "\n" + note)
    }
}
