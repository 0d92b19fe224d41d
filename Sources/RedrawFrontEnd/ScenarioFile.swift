// ScenarioFile: the text of a scenario and the paths it is known by — one
// file, or a folder: an app's own files as they are, plus `workload.swift`.
//
// Invariants:
// - Paths are used as given, in diagnostics and in `#sourceLocation`, so that
//   Redraw and swiftc name each file the same way the user did.
// - A folder's files are parsed as one text, the workload first: its lines
//   are the text's own, so every workload position (a step, a `param`, an
//   error in the workload) is the workload file's line unchanged; each other
//   file follows on a line of its own, and `source(ofLine:)` maps back.
// - `path` is the workload's file (the file itself when there is one);
//   `name` is the scenario's: the file's name without `.swift`, or the folder's.

import Foundation

/// One file of a scenario, and where it starts in the scenario's text.
public struct ScenarioPart: Sendable, Hashable {
    public let path: String
    /// The line of `ScenarioFile.text` on which the file's first line is.
    public let firstLine: Int
    public let lineCount: Int
    /// The file's own text (a folder's: each is parsed alone first, so that a syntax error is
    /// told in its file and cannot spill into the next).
    public var text: String = ""
}

/// A scenario's source, as read from disk (or written by a test).
public struct ScenarioFile: Sendable, Hashable {
    public let path: String
    public let text: String
    public let name: String
    /// A folder scenario's folder; nil for a single file.
    public let folder: String?
    /// Its files in the order of `text`: one for a single file.
    public let parts: [ScenarioPart]
    /// The language options given on the command line, which win over the file's `// redraw:` line.
    public var languageChoice = LanguageChoice()
    /// A folder scenario's asset catalogs, whose symbols the compiled forms declare (AssetSymbols).
    public var assets = AssetCatalog(assets: [])

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.name = Self.baseName(of: path)
        self.folder = nil
        self.parts = [ScenarioPart(path: path, firstLine: 1, lineCount: Self.lineCount(text))]
    }

    /// A folder scenario: the workload file, then the app's files, in the order given.
    public init(folder: String, workload: (path: String, text: String), files: [(path: String, text: String)]) {
        var text = ""
        var parts: [ScenarioPart] = []
        var line = 1
        for (path, source) in [workload] + files {
            let lines = Self.lineCount(source)
            parts.append(ScenarioPart(path: path, firstLine: line, lineCount: lines, text: source))
            text += source
            if !Self.endsWithLineBreak(source) { text += "\n" }
            line += lines
        }
        self.path = workload.path
        self.text = text
        self.name = Self.baseName(of: folder)
        self.folder = folder
        self.parts = parts
    }

    /// Whether the scenario is a folder of files.
    public var isFolder: Bool { parts.count > 1 }

    /// What to call it in a report: the file, or the folder (`Scenarios/apps/todo/`).
    public var displayPath: String { folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? path }

    /// The file and its own line for line `line` of `text`.
    public func source(ofLine line: Int) -> (path: String, line: Int) {
        guard parts.count > 1, let part = parts.last(where: { $0.firstLine <= line }) else { return (path, line) }
        return (part.path, line - part.firstLine + 1)
    }

    /// The line of `text` for line `line` of the file at `path`, if the scenario has that file.
    public func textLine(path: String, line: Int) -> Int? {
        guard let part = parts.first(where: { $0.path == path }) else { return nil }
        return part.firstLine + line - 1
    }

    /// Lines as swiftc and SwiftSyntax count them: ended by `\n`, `\r\n` or `\r`; a last line
    /// without an ending counts.
    static func lineCount(_ text: String) -> Int {
        var count = 0, previousCR = false, pending = false
        for byte in text.utf8 {
            switch byte {
            case 10: if !previousCR { count += 1 }; previousCR = false; pending = false
            case 13: count += 1; previousCR = true; pending = false
            default: previousCR = false; pending = true
            }
        }
        return count + (pending ? 1 : 0)
    }

    static func endsWithLineBreak(_ text: String) -> Bool {
        guard let last = text.utf8.last else { return true }
        return last == 10 || last == 13
    }

    /// The file's name without `.swift`, or the folder's; a folder named `.` or `..` (`redraw run .`
    /// inside the app's folder) by its own name, which would otherwise name hidden reports (`..md`).
    static func baseName(of path: String) -> String {
        var name = path
        while name.hasSuffix("/") { name.removeLast() }
        if let slash = name.lastIndex(of: "/") { name = String(name[name.index(after: slash)...]) }
        if name == "." || name == ".." || name.isEmpty {
            let resolved = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
            return resolved.isEmpty || resolved == "/" ? "scenario" : resolved
        }
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}
