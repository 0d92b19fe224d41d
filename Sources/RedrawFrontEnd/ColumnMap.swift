// ColumnMap: from a column of the compiled form back to the user's column on
// the same line.
//
// `#sourceLocation` gives swiftc the user's file and line, but its columns
// are those of the compiled form, where Redraw's edits may have lengthened or
// shortened the line (`UUID()` → `RedrawRandom.uuid()`, `@_RedrawPerRun`
// before a `static var`): an error after such an edit would point past the
// user's code, even past the line's end (found by the end-to-end fuzzer).
//
// Invariants:
// - Only lines with an edit are in the map; every other column maps to itself.
// - A column inside the text an edit wrote maps to where that edit began in
//   the user's line: the code that replaced the user's `UUID()` is "at" it.
// - Lines are the user's (1-based); columns are UTF-8 bytes, as swiftc's.

/// Where an edit began or ended: a byte offset of the user's file, the column the compiled form
/// has there, and the user's own column.
struct ColumnAnchor {
    let offset: Int
    let generated: Int
    let original: Int
    /// The start of an edit's own text: columns up to the next anchor are inside it.
    let inEdit: Bool
}

public struct ColumnMap: Sendable, Equatable {
    struct Anchor: Sendable, Equatable {
        let generated: Int
        let original: Int
        let inEdit: Bool
    }

    /// Per user line, its anchors in the order the compiled form has them.
    private(set) var lines: [Int: [Anchor]] = [:]

    public init() {}

    mutating func add(_ anchor: ColumnAnchor, line: Int) {
        lines[line, default: []].append(Anchor(generated: anchor.generated, original: anchor.original, inEdit: anchor.inEdit))
    }

    /// Whether any line's columns differ between the compiled form and the user's file.
    public var isEmpty: Bool { lines.isEmpty }

    /// Whether `line` had an edit.
    public func changes(line: Int) -> Bool { lines[line] != nil }

    /// The user's column for column `generated` of `line` in the compiled form.
    public func column(line: Int, generated: Int) -> Int {
        guard let anchors = lines[line], let last = anchors.last(where: { $0.generated <= generated }) else { return generated }
        return last.inEdit ? last.original : max(1, last.original + (generated - last.generated))
    }
}

/// A compiled form: the Swift source swiftc compiles, and how its columns map to the user's.
public struct CompiledForm: Sendable {
    public let text: String
    public let columns: ColumnMap

    public init(text: String, columns: ColumnMap) {
        self.text = text
        self.columns = columns
    }
}
