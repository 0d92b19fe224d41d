// RowOfMark: which `ForEach` row a `.deleteDisabled`/`.moveDisabled` inside a row view's own body
// marks. SwiftUI carries the trait up to the row (Apple's `deleteDisabled(_:)`: "adds a condition
// for whether the view's view hierarchy is deletable"), so the mark is its element's.
//
// Invariants:
// - A row's nodes are placed under its element's id, right after the path of the `ForEach`
//   (the path its edit target was recorded at), in the body of the node holding that target.
// - The element is found from the mark's node up: its ancestor whose parent is the holder. A mark
//   under another part of the holder's body (another `ForEach`) is no concern of this edit; one
//   whose element cannot be told is refused by the caller, naming where to put the mark.

extension ViewGraph {
    /// Where `node` (below `holder`, which holds `edit`) is among the rows of `edit`'s `ForEach`.
    func markedRow(_ node: Node, below holder: Node, of edit: _ActionTarget) -> MarkPlace {
        let rowID: (Int) -> _IdentityComponent
        switch edit.perform {
        case .delete(_, _, _, let id), .move(_, _, _, let id): rowID = id
        default: return .unplaced
        }
        var top = node
        while let parent = top.parent, parent !== holder { top = parent }
        guard top.parent === holder, let place = top.place else { return .unplaced }
        let components = Array(place.components)
        // Under another part of the holder's body (another `ForEach`, another section's): not this one's.
        guard components.count > edit.path.count, components.starts(with: edit.path) else { return .elsewhere }
        let element = components[edit.path.count]
        switch element {
        case .id, .intID: return .row(MarkedRow(element: element, rowID: rowID))
        default: return .unplaced
        }
    }
}

/// Where a mark is, for one `ForEach`'s edit.
enum MarkPlace {
    /// In a row of this `ForEach`, its element known.
    case row(MarkedRow)
    /// Not in this `ForEach`'s rows.
    case elsewhere
    /// Under this `ForEach`'s holder where no element can be told.
    case unplaced
}

/// A mark's element, checked against a row's offset by the `ForEach`'s ids.
struct MarkedRow {
    let element: _IdentityComponent
    let rowID: (Int) -> _IdentityComponent

    func isRow(_ offset: Int) -> Bool { rowID(offset) == element }
}
