// ActionTarget: something in the live view tree that a user can act on — a
// button, a text field, a toggle, a picker, a stepper or slider, a list's
// delete, a field's submit, a presented sheet — with the words a user sees on
// it and the user's own closure or binding that acting runs.
//
// Invariants:
// - Targets are collected while a body is expanded and kept on the node that
//   evaluated it, so they always hold the closures and bindings of that
//   node's latest body (as SwiftUI keeps the latest `Button` action).
// - Acting runs exactly what the app would run: the closure the user wrote,
//   or a write through the binding the control holds.

import RedrawClock

public struct _ActionTarget {
    public enum Kind: String, CaseIterable, Sendable {
        case tap, type, toggle, select, adjust, delete, submit, dismiss
        /// A `.refreshable` list or scroll view: `Redraw.refresh` pulls it.
        case refresh
        /// A row's destructive `.swipeActions` button: `Redraw.delete(row:)` when the list has no
        /// `.onDelete`, or outside edit mode (SwipeOverDelete.swift).
        case swipeDelete
        /// A row's `.swipeActions` with no destructive button: not a control, but what
        /// `Redraw.delete(row:)` refuses that row by outside edit mode (SwipeOverDelete.swift).
        case swipeActionsMark
        /// A `ForEach`'s `.onMove`: `Redraw.move(row:to:)` drags a row.
        case move
        /// A row's `.deleteDisabled(true)` or `.moveDisabled(true)`: not a control, but what
        /// `Redraw.delete(row:)` and `Redraw.move(row:to:)` refuse that row by.
        case rowEditsDisabled
        /// A presentation's content marked `.interactiveDismissDisabled(true)`: not a control, but
        /// what `Redraw.dismiss()` refuses the presentation by (InteractiveDismiss.swift).
        case dismissDisabled
        /// A row's `.selectionDisabled(true)`: not a control, but what a tap on a selectable row's
        /// words refuses it by (ListSelection); taken off the row once it is built.
        case selectionDisabled
        /// A view with a gesture that has a `DragGesture` in it: `Redraw.drag` drags it.
        case drag
        /// A view with a gesture that has a `LongPressGesture` in it, or `.onLongPressGesture`:
        /// `Redraw.longPress` presses it. (One with a `TapGesture` in it is a `.tap` target.)
        case longPress
    }

    public let kind: Kind
    /// What it is, as the user wrote it: `Button`, `TextField`, `.onTapGesture`…
    public let control: String
    /// The words on it: its title, prompt, label texts and symbol names; the first is its name.
    public internal(set) var labels: [String]
    /// Where it sits in the body of the node that holds it.
    public let path: [_IdentityComponent]
    public let perform: Perform
    /// A `Button(role: .destructive)`.
    public var isDestructive = false
    /// Shown only after a gesture on the view it decorates — a `.swipeActions` button after a
    /// swipe, a `.contextMenu` item after a long press — so not on that view: a tap on a
    /// selectable row's words selects the row, whatever its swipe or menu holds (trial BI-1).
    var isRevealedByGesture = false
    /// Under a `.disabled(true)` in the holding node's latest body. A `.disabled` above the node
    /// is read from the node's environment at the action (`isDisabled(in:)`), which is kept
    /// current when the node is skipped: a view above may have changed it since.
    var disabledInBody = false
    /// A field's focus: what the `.focused(…)` around it writes when the user puts the cursor in it
    /// (`Redraw.type` and `Redraw.submit` do, before they act); nil outside one.
    public internal(set) var focus: (() -> Void)?

    public enum Perform {
        case run(() -> Void)
        case text(get: () -> String, set: (String) -> Bool)
        case options([(labels: [String], tag: AnyHashable)], select: (AnyHashable) -> Bool)
        case value(set: ((Double) -> Bool)?, by: (Int) -> Void)
        /// The `ForEach`'s element count, its expansion (whose rows a `.deleteDisabled` marks), its
        /// `.onDelete` (or `editActions:`) action, and the identity component of the element at an
        /// offset (`RowOfMark.swift`: a mark inside a row view's own body is its element's).
        case delete(count: Int, group: _RowGroup?, perform: (IndexSet) -> Void, rowID: (Int) -> _IdentityComponent)
        /// As `delete`, with the `.onMove` action: the source offsets and the destination offset.
        case move(count: Int, group: _RowGroup?, perform: (IndexSet, Int) -> Void, rowID: (Int) -> _IdentityComponent)
        /// The row (its element's offset in the `ForEach`, -1 when not known: declared inside a
        /// row view's own body) and the `ForEach` it is a row of; which edits it disables.
        case rowEditsDisabled(row: Int, group: _RowGroup?, delete: Bool, move: Bool)
        /// The row (its element's offset in the `ForEach`), the `ForEach` it is a row of, its
        /// destructive button's action (nothing for a `.swipeActionsMark`), and whether the edit
        /// mode where the row is is active now.
        case swipe(row: Int, group: _RowGroup?, run: () -> Void, isEditing: () -> Bool)
        /// A `.refreshable` view's action, started as a task on the virtual clock (PullToRefresh).
        case refresh(start: () -> TaskHandle)
        /// A gesture of the holding body, which an action drives with touches (GestureDriving).
        case gesture(_GestureHandler)
    }

    public var name: String { labels.first ?? "" }

    /// Whether `\.isEnabled` is false where the target is (`.disabled(true)` on it or a view above):
    /// SwiftUI ignores a user's action on it, so the workload's is refused (ActionLookup). A
    /// presentation's dismissal is not a control and is never disabled.
    func isDisabled(in node: Node) -> Bool {
        kind != .dismiss && (disabledInBody || !node.environment.isEnabled)
    }
}

/// One expansion of a `ForEach`: which one (unique in the process) and how many elements it has,
/// so that `Redraw.delete(row:)` counts swipeable rows down a list across its sections, and a
/// row's `.deleteDisabled`/`.moveDisabled` names the `ForEach` whose row it marks.
public struct _RowGroup: Hashable {
    public let id: Int
    public let count: Int

    nonisolated(unsafe) private static var last = 0

    static func next(count: Int) -> _RowGroup {
        last &+= 1
        return _RowGroup(id: last, count: count)
    }
}

extension _ChildBuilder {
    /// Expands what only a gesture shows: its targets are `isRevealedByGesture`.
    mutating func revealedByGesture(_ expansion: (inout _ChildBuilder) -> Void) {
        revealedHere += 1
        expansion(&self)
        revealedHere -= 1
    }

    /// Records a target at the current position.
    mutating func appendTarget(_ kind: _ActionTarget.Kind, _ control: String, labels: [String], _ perform: _ActionTarget.Perform) {
        var target = _ActionTarget(kind: kind, control: control, labels: labels, path: path, perform: perform)
        target.disabledInBody = disabledHere > 0
        if revealedHere > 0 { target.isRevealedByGesture = true }
        if kind == .type || kind == .submit, let focusWrite { target.focus = focusWrite }
        targets.append(target)
    }

    /// Expands `label` in place and returns the words it shows (its `Text`s and symbol names),
    /// for a target's name. A user view in the label is a node of its own: its words are its body's.
    mutating func expandLabel<L: View>(_ label: L) -> [String] {
        expandLabel { $0.expand(label) }
    }

    /// `expandLabel` of what `expansion` expands: its words joined, then each.
    mutating func expandLabel(_ expansion: (inout _ChildBuilder) -> Void) -> [String] {
        let words = expandWords(expansion)
        return words.count > 1 ? [words.joined(separator: " ")] + words : words
    }

    /// The words what `expansion` expands shows, each once (a label node's share of a control's
    /// words, ShownWords.swift: the control joins them with its own).
    mutating func expandWords(_ expansion: (inout _ChildBuilder) -> Void) -> [String] {
        let saved = labelWords
        labelWords = []
        expansion(&self)
        let words = labelWords ?? []
        labelWords = saved.map { $0 + words }
        return words
    }

    /// A leaf shows `word` (a `Text`'s content, an `Image`'s name).
    @inline(__always)
    mutating func shows(_ word: String) {
        if labelWords != nil, !word.isEmpty { labelWords!.append(word) }
    }
}
