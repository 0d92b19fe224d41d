// BuildError: why a scenario could not be built or run, in words for its user.

import RedrawResults

public enum BuildError: Error, CustomStringConvertible {
    /// The machine lacks something Redraw needs (no swiftc, no kit).
    case environment(String)
    /// swiftc rejected the file: its own diagnostics, pointing at the user's lines, and which form.
    case compile(note: String, diagnostics: String)
    /// The compiled scenario failed while running.
    case fault(ScenarioFault)

    public var description: String {
        switch self {
        case .environment(let message): return "error: \(message)"
        case .compile(let note, let diagnostics):
            return diagnostics.trimmingSuffixNewlines + "\n" + note + Self.generatedCodeNote(diagnostics)
        case .fault(let fault): return fault.description
        }
    }
}

extension BuildError {
    /// An error swiftc places in the form's own file in the build cache — past the user's lines,
    /// in what Redraw adds to them (its instrumentation tables) — is Redraw's, not the user's, and
    /// is said to be (trial BA-2 met one with no word of whose it was).
    static func generatedCodeNote(_ diagnostics: String) -> String {
        let inForm = diagnostics.split(separator: "\n").contains { line in
            guard let error = line.range(of: ": error: ") else { return false }
            // `<cache>/builds/<key>.<pid>-<uuid>.swift` or `<cache>/builds/check-<pid>-<uuid>-<engine>.swift`.
            let place = line[..<error.lowerBound]
            guard let folder = place.range(of: "/builds/", options: .backwards) else { return false }
            let name = place[folder.upperBound...]
            let key = name.prefix { $0 != "." }
            return name.contains(".swift:") && (name.hasPrefix("check-") || key.count == 32 && key.allSatisfy(\.isHexDigit))
        }
        guard inForm else { return "" }
        return "\nnote: that error is in code Redraw adds to the form, not in your file: it is Redraw's bug — please report it "
            + "with the file. `--engine push` or `--engine pull` may profile the other form meanwhile, and an earlier "
            + "`--swift-version` may avoid it"
    }

    /// "note: in the pull (@Observable) form, as written" / "…, the form Redraw made from the file";
    /// a file with no model class has nothing migrated: its one form is the file as written.
    /// `writtenCompiles`: the form as written compiled, so a user can profile it alone meanwhile.
    static func formNote(_ engine: EngineKind, writtenFor: EngineKind, modelClasses: Bool, writtenCompiles: Bool = false) -> String {
        if !modelClasses { return "note: in the file as written (it has no model class: both engines compile it as it is)" }
        let form = engine == .push ? "push (ObservableObject)" : "pull (@Observable)"
        guard engine != writtenFor else { return "note: in the \(form) form, as written" }
        return "note: in the \(form) form, which Redraw made from the file by the migration mapping"
            + (writtenCompiles ? "; the form as written compiles: `--engine \(writtenFor.rawValue)` profiles it alone (the "
                + "README's Known limits say what the mapping cannot carry)" : "")
    }
}

extension String {
    var trimmingSuffixNewlines: String {
        var s = self
        while s.hasSuffix("\n") { s.removeLast() }
        return s
    }
}
