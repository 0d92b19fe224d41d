// RowOfMark: which `ForEach` row a `.deleteDisabled`/`.moveDisabled` inside a row view's own body
// marks. SwiftUI carries the trait up to the row (Apple's `deleteDisabled(_:)`: "adds a condition
// for whether the view's view hierarchy is deletable"), so the mark is its element's.
//
// Invariants:
// - A row's nodes are placed under its element's id, right after the path of the `ForEach`
//   (the path its edit target was recorded at), in the body of the node holding that target.
// - The element is found from the mark's node up: its ancestor whose parent is the holder. Where
//   the path does not line up (a mark that is no row's), nil: the caller refuses as before.

extension ViewGraph {
    /// The element of `edit`'s `ForEach` whose row holds `node` (below `holder`, which holds `edit`).
    func markedRow(_ node: Node, below holder: Node, of edit: _ActionTarget) -> MarkedRow? {
        let rowID: (Int) -> _IdentityComponent
        switch edit.perform {
        case .delete(_, _, _, let id), .move(_, _, _, let id): rowID = id
        default: return nil
        }
        var top = node
        while let parent = top.parent, parent !== holder { top = parent }
        guard top.parent === holder, let place = top.place else { return nil }
        let components = Array(place.components)
        guard components.count > edit.path.count, components.starts(with: edit.path) else { return nil }
        let element = components[edit.path.count]
        switch element {
        case .id, .intID: return MarkedRow(element: element, rowID: rowID)
        default: return nil
        }
    }
}

/// A mark's element, checked against a row's offset by the `ForEach`'s ids.
struct MarkedRow {
    let element: _IdentityComponent
    let rowID: (Int) -> _IdentityComponent

    func isRow(_ offset: Int) -> Bool { rowID(offset) == element }
}
