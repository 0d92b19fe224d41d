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
        let inside = edits
            .filter { range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound }
            .sorted { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1, -$0.range.count, $0.order)
                < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1, -$1.range.count, $1.order) }
        var out: [UInt8] = []
        out.reserveCapacity(range.count + 64)
        var cursor = range.lowerBound
        for edit in inside {
            guard edit.range.lowerBound >= cursor else { continue }
            out.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            out.append(contentsOf: edit.text.utf8)
            let removedLines = bytes[edit.range].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            out.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: removedLines))
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: bytes[cursor..<range.upperBound])
        return String(decoding: out, as: UTF8.self)
    }
}
