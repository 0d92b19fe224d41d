// MarkdownTable: a GitHub-flavoured Markdown table, and cell escaping.
//
// Step names and view types come from scenario files, so a `|` or a line
// break in one must not break the table; numeric columns are right-aligned so
// figures line up in a rendered report.

import Foundation

struct MarkdownTable {
    struct Column {
        var title: String
        var numeric: Bool
    }

    var columns: [Column]
    var rows: [[String]] = []

    /// `("step", false), ("bodies", true)`: titles with whether the column holds numbers.
    init(_ columns: [(String, Bool)]) {
        self.columns = columns.map { Column(title: $0.0, numeric: $0.1) }
    }

    mutating func add(_ row: [String]) {
        precondition(row.count == columns.count, "a row of \(row.count) cells in a table of \(columns.count) columns")
        rows.append(row)
    }

    func render() -> String {
        func line(_ cells: [String]) -> String { "| " + cells.map(Self.escape).joined(separator: " | ") + " |\n" }
        return line(columns.map(\.title))
            + "|" + columns.map { $0.numeric ? "---:|" : "---|" }.joined() + "\n"
            + rows.map(line).joined()
    }

    /// Text safe inside a cell. Cells that format on purpose (bold verdicts, code) pass through:
    /// only the characters that would end the cell or the row are changed.
    static func escape(_ text: String) -> String {
        // Most cells hold none of them: Foundation's four searches per cell were about half of
        // the report writing's time in a warm `redraw run` (perf).
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
        else { return text }
        return text.replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}

enum Markdown {
    /// Inline code, fenced with more backticks than the text holds.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for c in text { run = c == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// Runtime text whose backtick spans are code (`an \u{60}if\u{60} without an \u{60}else\u{60}`): each span
    /// as `code`, the rest as `text`. With an odd number of backticks, all of it as `text`.
    static func textKeepingCode(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.count % 2 == 1 else { return Self.text(text) }
        return parts.enumerated().map { index, part in index % 2 == 1 ? code(String(part)) : Self.text(String(part)) }.joined()
    }

    /// Text from a scenario (step names, view types) used in prose or cells,
    /// with Markdown's emphasis and HTML characters neutralised.
    static func text(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\", "*", "_", "`", "[", "]", "#": out += "\\\(c)"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            default: out.append(c)
            }
        }
        return out
    }
}
