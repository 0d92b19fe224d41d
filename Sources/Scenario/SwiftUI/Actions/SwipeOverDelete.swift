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
//   body have no row number (as for `delete(row:)` without `.onDelete`): outside edit mode the
//   delete is refused, naming the tap that reaches the button.

extension ViewGraph {
    /// What deletes row `row` (the `offset`-th of the `ForEach` expansion `group`) instead of its
    /// `.onDelete`: its destructive swipe button, or a refusal; nil when `.onDelete` runs. The
    /// `.onDelete`'s holder is `lastTargetHolder` (set by `_deleteTarget`).
    public func _swipeOverDelete(row: Int, offset: Int, group: _RowGroup?) -> Result<() -> Void, _ActionLookupError>? {
        guard let group else { return nil }
        let holder = lastTargetHolder
        var unnumbered: (target: _ActionTarget, node: Node)?
        for kind in [_ActionTarget.Kind.swipeDelete, .swipeActionsMark] {
            for match in targetsWithNodes(kind) {
                guard case .swipe(let r, let g, let run, let isEditing) = match.target.perform, !isEditing() else { continue }
                if r < 0 {
                    if unnumbered == nil, let holder, match.node !== holder, match.node.isBelow(holder) { unnumbered = match }
                    continue
                }
                guard g == group, r == offset else { continue }
                if kind == .swipeDelete {
                    if match.target.isDisabled(in: match.node) {
                        return .failure(_ActionLookupError(message: "the destructive .swipeActions button of row \(row) is disabled at "
                            + "this step (`.disabled(true)` on it or on a view above it): SwiftUI ignores a user's action on it"))
                    }
                    return .success(run)
                }
                let buttons = match.target.labels.map { "`Redraw.tap(\"\($0)\")`" }.joined(separator: ", ")
                return .failure(_ActionLookupError(message: "row \(row) has `.swipeActions` with no destructive button, and the list is "
                    + "not in edit mode: SwiftUI then offers no swipe to delete it (Apple: \"When you add swipe actions, SwiftUI no "
                    + "longer synthesizes the Delete actions\"); tap the swipe button you mean (\(buttons), with `index:` for this "
                    + "row), or tap `EditButton` first to delete it through `.onDelete`"))
            }
        }
        guard let unnumbered else { return nil }
        return .failure(_ActionLookupError(message: "the rows' `.swipeActions` are declared inside the rows' own views, where a row's "
            + "number is not known, and outside edit mode SwiftUI offers no other swipe to delete (Apple: \"When you add swipe "
            + "actions, SwiftUI no longer synthesizes the Delete actions\"): tap the button instead, "
            + "`Redraw.tap(\"\(unnumbered.target.name)\", index: \(row))` (counting down the rows built, from 0), or tap "
            + "`EditButton` first to delete it through `.onDelete`"))
    }
}
