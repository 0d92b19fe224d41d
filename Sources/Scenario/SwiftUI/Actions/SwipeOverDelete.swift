// SwipeOverDelete: what `Redraw.delete(row:)` does to a row of a `ForEach` with `.onDelete` (or
// `editActions:`) when the row has `.swipeActions` of its own.
//
// Apple's `swipeActions(edge:allowsFullSwipe:content:)`: "When you add swipe actions, SwiftUI no
// longer synthesizes the Delete actions that otherwise appear when using the
// ForEach/onDelete(perform:) method on a ForEach instance. You become responsible for creating a
// Delete action, if appropriate, among your swipe actions."
//
// Invariants:
// - Outside edit mode, such a row is deleted as a user's swipe deletes it: by its destructive
//   swipe button. One whose swipe actions have no destructive button is refused, naming them.
// - In edit mode (where the row is), `.onDelete` runs: the row's delete control is the red minus
//   button, not a swipe.
// - A row without swipe actions keeps `.onDelete`. Swipe actions declared in a row view's own
//   body are the row's whose `ForEach` element holds them (RowOfMark.swift); where that cannot be
//   told, outside edit mode the delete is refused, naming the tap that reaches the button.
// - Swipe actions whose buttons are a view of the app's own show no button here (the view's
//   body holds them): the row is not marked, and `.onDelete` runs.

extension ViewGraph {
    /// What deletes row `row` (the `offset`-th of the `ForEach` expansion `group`, whose `.onDelete`
    /// or `editActions:` target `edit` the node `holder` holds) instead of that action: its
    /// destructive swipe button, or a refusal; nil when the action runs.
    public func _swipeOverDelete(row: Int, offset: Int, group: _RowGroup?, edit: _ActionTarget,
                                 holder: AnyObject?) -> Result<() -> Void, _ActionLookupError>? {
        guard let group, let holder = holder as? Node else { return nil }
        var unplaced: (target: _ActionTarget, node: Node)?
        for kind in [_ActionTarget.Kind.swipeDelete, .swipeActionsMark] {
            for match in targetsWithNodes(kind) {
                guard case .swipe(let r, let g, let run, let isEditing) = match.target.perform, !isEditing() else { continue }
                if r >= 0 {
                    guard g == group, r == offset else { continue }
                } else {
                    // Declared in a row view's own body: this row's when its element is this row's.
                    guard match.node !== holder, match.node.isBelow(holder) else { continue }
                    switch markedRow(match.node, below: holder, of: edit) {
                    case .elsewhere: continue
                    case .row(let marked): guard marked.isRow(offset) else { continue }
                    case .unplaced:
                        if unplaced == nil { unplaced = match }
                        continue
                    }
                }
                if kind == .swipeDelete {
                    if match.target.isDisabled(in: match.node) { return .failure(Self.swipeButtonDisabled(row: row)) }
                    return .success(run)
                }
                let buttons = match.target.labels.map { "`Redraw.tap(\"\($0)\")`" }.joined(separator: ", ")
                return .failure(_ActionLookupError(message: "row \(row) has `.swipeActions` with no destructive button, and the list is "
                    + "not in edit mode: SwiftUI then offers no swipe to delete it (Apple: \"When you add swipe actions, SwiftUI no "
                    + "longer synthesizes the Delete actions\"); tap the swipe button you mean (\(buttons), with `index:` for this "
                    + "row), or tap `EditButton` first to delete it through `.onDelete`"))
            }
        }
        guard let unplaced else { return nil }
        return .failure(_ActionLookupError(message: "the rows' `.swipeActions` are declared inside the rows' own views, where Redraw "
            + "cannot tell this row's, and outside edit mode SwiftUI offers no other swipe to delete (Apple: \"When you add swipe "
            + "actions, SwiftUI no longer synthesizes the Delete actions\"): " + Self.tapTheSwipeButton(unplaced.target.name, row: row)
            + ", or tap `EditButton` first to delete it through `.onDelete`"))
    }

    /// A row's destructive swipe button under a `.disabled(true)`.
    static func swipeButtonDisabled(row: Int) -> _ActionLookupError {
        _ActionLookupError(message: "the destructive .swipeActions button of row \(row) is disabled at this step "
            + "(`.disabled(true)` on it or on a view above it): SwiftUI ignores a user's action on it")
    }

    /// What to write instead of `Redraw.delete(row:)` when the swipe buttons have no row number.
    public static func tapTheSwipeButton(_ name: String, row: Int) -> String {
        "tap the button instead, `Redraw.tap(\"\(name)\", index: \(row))` (counting down the rows built, from 0)"
    }
}
