// DiagnosticColumns: swiftc's diagnostics moved from the compiled form's
// columns to the user's, with the user's own line in the excerpt.
//
// swiftc names the user's file and line (the form's `#sourceLocation`s) but
// counts columns in the form, and its llvm-style excerpt shows the form's
// line: on a line Redraw edited (`UUID()` → `RedrawRandom.uuid()`) both are
// off — the column can even be past the end of the user's line.
//
// Invariants:
// - Only diagnostics at the user's path, on lines the ColumnMap lists, change.
// - The excerpt after such a diagnostic — the source line, then a line of
//   spaces, `^` and `~` — becomes the user's line and one `^` at the mapped
//   column; anything else after it is left as swiftc wrote it.

import RedrawFrontEnd

enum DiagnosticColumns {
    static func remap(_ diagnostics: String, in file: ScenarioFile, columns: ColumnMap) -> String {
        guard !columns.isEmpty else { return diagnostics }
        let userLines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var i = 0
        while i < lines.count {
            defer { i += 1 }
            // The file it names (a folder's, any of them), and its line in the scenario's text,
            // by which the columns are kept.
            guard let part = file.parts.first(where: { lines[i].hasPrefix($0.path + ":") }) else { continue }
            let prefix = part.path + ":"
            guard let (line, column, rest) = position(lines[i].dropFirst(prefix.count)),
                  let textLine = file.textLine(path: part.path, line: line),
                  columns.changes(line: textLine), textLine >= 1, textLine <= userLines.count else { continue }
            let mapped = columns.column(line: textLine, generated: column)
            lines[i] = "\(prefix)\(line):\(mapped):\(rest)"
            if i + 2 < lines.count, isCaretLine(lines[i + 2]), !isDiagnostic(lines[i + 1]) {
                let user = userLines[textLine - 1]
                let text = user.hasSuffix("\r") ? String(user.dropLast()) : String(user)
                lines[i + 1] = text
                lines[i + 2] = String(repeating: " ", count: mapped - 1) + "^"
                i += 2
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `12:34: error: …` → (12, 34, " error: …").
    private static func position(_ text: Substring) -> (Int, Int, Substring)? {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]),
              parts[2].hasPrefix(" error:") || parts[2].hasPrefix(" warning:") || parts[2].hasPrefix(" note:") else { return nil }
        return (line, column, parts[2])
    }

    private static func isCaretLine(_ line: String) -> Bool {
        line.contains("^") && line.allSatisfy { $0 == " " || $0 == "^" || $0 == "~" }
    }

    private static func isDiagnostic(_ line: String) -> Bool {
        line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
    }
}
