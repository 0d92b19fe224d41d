// SourceEdits: the compiled form as a set of text edits on the user's bytes.
//
// Invariants:
// - An edit never changes the number of lines: a replacement that removes
//   newlines gets them back at its end, and one may not add any. So every
//   line of a chunk keeps its number, and one `#sourceLocation` per chunk
//   keeps every swiftc diagnostic on the user's line.
// - Edits are applied in position order; insertions at one position keep the
//   order they were made in and come before a replacement starting there.
// - An edit that starts inside an earlier replacement is dropped: it was
//   about code that the replacement removed (a call inside a `#Preview`);
//   of two replacements starting at one position, the longer one wins.
// - Columns are not kept: an edit may lengthen or shorten its line. `apply`
//   reports a ColumnAnchor where each edit begins and ends, from which
//   ColumnMap takes swiftc's columns back to the user's.

struct SourceEdits {
    private struct Edit {
        let range: Range<Int>
        let text: String
        let order: Int
    }

    private var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with text: String) {
        precondition(!text.contains("\n"), "an edit may not add lines")
        edits.append(Edit(range: range, text: text, order: edits.count))
    }

    mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

    mutating func remove(_ range: Range<Int>) { replace(range, with: "") }

    /// Adds another set's edits after this one's.
    mutating func merge(_ other: SourceEdits) {
        for edit in other.edits { replace(edit.range, with: edit.text) }
    }

    /// The edited text of `range` of `bytes`.
    func apply(to bytes: [UInt8], in range: Range<Int>) -> String {
        var anchors: [ColumnAnchor] = []
        return apply(to: bytes, in: range, anchors: &anchors)
    }

    /// The edited text of `range` of `bytes`, and where each applied edit begins and ends in it
    /// (columns of the first line count from `range`'s own column, as the writer pads it).
    func apply(to bytes: [UInt8], in range: Range<Int>, anchors: inout [ColumnAnchor]) -> String {
        let inside = edits
            .filter { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
            .sorted { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1, -$0.range.count, $0.order)
                < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1, -$1.range.count, $1.order) }
        var out: [UInt8] = []
        out.reserveCapacity(range.count + 64)
        var cursor = range.lowerBound
        // The generated column of the next byte of `out`.
        let firstColumn = Self.column(of: range.lowerBound, in: bytes)
        func generatedColumn() -> Int {
            guard let newline = out.lastIndex(of: UInt8(ascii: "\n")) else { return firstColumn + out.count }
            return out.count - newline
        }
        for edit in inside {
            guard edit.range.lowerBound >= cursor else { continue }
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            let start = Self.column(of: edit.range.lowerBound, in: bytes)
            if !edit.text.isEmpty {
                anchors.append(ColumnAnchor(offset: edit.range.lowerBound, generated: generatedColumn(), original: start, inEdit: true))
            }
            out.append(contentsOf: edit.text.utf8)
            let removedLines = bytes[edit.range].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            out.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: removedLines))
            anchors.append(ColumnAnchor(offset: edit.range.upperBound, generated: generatedColumn(),
                                        original: Self.column(of: edit.range.upperBound, in: bytes), inEdit: false))
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor..<range.upperBound])
        return String(decoding: out, as: UTF8.self)
    }

    /// The 1-based column, in UTF-8 bytes, of `offset` on its line.
    static func column(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return offset - start + 1
    }
}
