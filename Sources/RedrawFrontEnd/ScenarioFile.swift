// ScenarioFile: the text of one scenario file and the path it is known by.
//
// Invariants:
// - `path` is used as given, in diagnostics and in `#sourceLocation`, so that
//   Redraw and swiftc name the file the same way the user did.

/// A scenario's source, as read from disk (or written by a test).
public struct ScenarioFile: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
