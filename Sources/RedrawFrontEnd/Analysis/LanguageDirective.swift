// LanguageDirective: a scenario's own build settings, read from a
// `// redraw: --swift-version 6 --default-isolation MainActor` line among the
// comments that open its file (a folder's: its workload file).
//
// Invariants:
// - Only line comments before the file's first token are read, and of those
//   only the ones whose text starts with `redraw:`: a comment further down
//   says nothing to Redraw, whatever it holds.
// - Each option once in all such lines; an unknown option, a missing or bad
//   value, or an option given twice is an error at its column.

import SwiftSyntax

enum LanguageDirective {
    static let marker = "redraw:"

    /// The settings the file asks for (the default where it says nothing), and its errors.
    static func read(_ parsed: ParsedScenario) -> (settings: LanguageSettings, errors: [FrontEndDiagnostic]) {
        var settings = LanguageSettings()
        var errors: [FrontEndDiagnostic] = []
        guard let first = parsed.tree.firstToken(viewMode: .sourceAccurate) else { return (settings, errors) }
        var given: Set<String> = []
        var offset = first.position.utf8Offset
        for piece in first.leadingTrivia {
            defer { offset += piece.sourceLength.utf8Length }
            guard case .lineComment(let text) = piece else { continue }
            let body = text.dropFirst(2)  // `//`
            let start = body.drop { $0 == " " || $0 == "\t" }
            guard start.hasPrefix(marker) else { continue }
            // Words of the rest, each with its byte offset in the file.
            var words: [(text: Substring, offset: Int)] = []
            let rest = start.dropFirst(marker.count)
            var index = rest.startIndex
            while index < rest.endIndex {
                if rest[index] == " " || rest[index] == "\t" { index = rest.index(after: index); continue }
                let end = rest[index...].firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
                words.append((rest[index..<end], offset + text.utf8.distance(from: text.startIndex, to: index)))
                index = end
            }
            func error(_ message: String, at byte: Int) {
                errors.append(parsed.error(message, at: first, position: AbsolutePosition(utf8Offset: byte)))
            }
            var i = 0
            while i < words.count {
                let (word, at) = words[i]
                let name = String(word)
                guard name == "--swift-version" || name == "--default-isolation" else {
                    error("`\(name)` is not a setting Redraw reads from a `// redraw:` line; it takes --swift-version 5|6 "
                          + "and --default-isolation MainActor|nonisolated", at: at)
                    break
                }
                guard i + 1 < words.count else { error("\(name) needs a value", at: at); break }
                guard given.insert(name).inserted else { error("\(name) is given twice", at: at); break }
                let value = String(words[i + 1].text)
                if name == "--swift-version" {
                    switch LanguageChoice.swiftVersion(value) {
                    case .success(let version): settings.swiftVersion = version
                    case .failure(let problem): error(problem.description, at: words[i + 1].offset)
                    }
                } else {
                    switch LanguageChoice.defaultIsolation(value) {
                    case .success(let isolation): settings.defaultIsolation = isolation
                    case .failure(let problem): error(problem.description, at: words[i + 1].offset)
                    }
                }
                i += 2
            }
        }
        return (settings, errors)
    }
}
