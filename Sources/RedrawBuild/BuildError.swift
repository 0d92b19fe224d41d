// BuildError: why a scenario could not be built or run, in words for its user.

public enum BuildError: Error, CustomStringConvertible {
    /// The machine lacks something Redraw needs (no swiftc, no kit).
    case environment(String)
    /// swiftc rejected the file: its own diagnostics, pointing at the user's lines.
    case compile(path: String, engine: String, diagnostics: String)
    /// The compiled scenario failed while running.
    case fault(ScenarioFault)

    public var description: String {
        switch self {
        case .environment(let message): return "error: \(message)"
        case .compile(_, let engine, let diagnostics):
            return diagnostics.trimmingSuffixNewlines + "\nnote: in the \(engine) form that Redraw compiled from this file"
        case .fault(let fault): return fault.description
        }
    }
}

extension String {
    var trimmingSuffixNewlines: String {
        var s = self
        while s.hasSuffix("\n") { s.removeLast() }
        return s
    }
}
