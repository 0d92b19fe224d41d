// Modifiers that make UI-action targets: `.onTapGesture` (tapped by the words
// of its content), `.onSubmit` (submitted by the title of a field inside it),
// `.tag` (a `Picker` option, a selectable row), `.onDelete` (a list's
// swipe-to-delete), `.onMove` (a row dragged), and the rows' `.deleteDisabled`,
// `.moveDisabled` and `.selectionDisabled` marks.
// They add nothing to identity and read nothing themselves.

import UniformTypeIdentifiers

public struct _TapGesture<Content: View>: _PrimitiveView {
    let content: Content
    let action: () -> Void
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let words = builder.expandLabel(view.content)
        builder.appendTarget(.tap, ".onTapGesture", labels: words, .run(view.action))
    }
}

/// `.onSubmit(of:)`: submitted by the names of the fields inside it whose return key sends one of
/// its triggers. Apple's `SubmitTriggers`: `.text` is "triggers originating from text input controls
/// like `TextField` and `SecureField`", `.search` those "originating from search fields constructed
/// from searchable modifiers" (developer.apple.com/documentation/swiftui/submittriggers): so a plain
/// `.onSubmit` does not run for the search field, nor `.onSubmit(of: .search)` for a `TextField`
/// (trial BG-1). A `TextEditor`'s return key starts a new line: it submits nothing.
public struct _Submit<Content: View>: _PrimitiveView {
    let content: Content
    let triggers: SubmitTriggers
    let action: () -> Void
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let saved = builder.fieldTitles, savedSearch = builder.searchFieldNames
        builder.fieldTitles = []
        builder.searchFieldNames = []
        builder.expand(view.content)
        let titles = builder.fieldTitles ?? [], search = builder.searchFieldNames ?? []
        builder.fieldTitles = saved.map { $0 + titles }
        builder.searchFieldNames = savedSearch.map { $0 + search }
        // The search field's names are among the titles (it is a text control) and its own list.
        let submits = { (title: String) in search.contains(title) ? view.triggers.contains(.search) : view.triggers.contains(.text) }
        // The titles themselves when every field submits here (the usual case): no array made per expansion.
        let names = titles.allSatisfy(submits) ? titles : titles.filter(submits)
        var control = view.triggers == .text ? ".onSubmit" : view.triggers == .search ? ".onSubmit(of: .search)" : ".onSubmit(of:)"
        // A field inside it that submits another trigger is named in its listing: a submit of it is
        // refused, and the failure says why (the user's `.onSubmit` looked like it covered it).
        if let other = titles.first(where: { !names.contains($0) }) {
            control += search.contains(other)
                ? " (\"\(other)\" is a search field, which submits `.search`: use `.onSubmit(of: .search)`)"
                : " (\"\(other)\" is a text field, which submits `.text`)"
        }
        builder.appendTarget(.submit, control, labels: names, .run(view.action))
    }
}

public struct _Tagged<Content: View, Tag: Hashable>: _PrimitiveView, _TabTagged {
    var tabTag: AnyHashable { AnyHashable(tag) }
    let content: Content
    let tag: Tag
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if builder.tabs != nil, builder.pickerOptions == nil { return builder.tab(AnyHashable(view.tag), view.content) }
        // A row of a `List(selection:)` of one value, tagged with a value of its type: a tap on the
        // row selects it, as a tap on a value link's row does (ListSelection; a split view's sidebar
        // of tagged rows could not be driven). Not when the row holds a tap target of its own.
        if builder.pickerOptions == nil, let select = builder.environment[ListSelection.self], select.accepts(AnyHashable(view.tag)) {
            return builder.expandSelectableRow(view.content, tag: AnyHashable(view.tag), select: select)
        }
        guard builder.pickerOptions != nil else { return builder.expand(view.content) }
        let words = builder.expandLabel(view.content)
        builder.pickerOptions!.append((words, AnyHashable(view.tag)))
    }
}

extension _ChildBuilder {
    /// A row of a `List(selection:)` of one value, tagged `tag` (by `.tag`, or by its `ForEach`'s
    /// id): a tap on its words selects the tag, unless the row holds a tap target of its own — its
    /// `.swipeActions` buttons and `.contextMenu` items are not on it (`isRevealedByGesture`).
    mutating func expandSelectableRow<Row: View>(_ row: Row, tag: AnyHashable, select: ListSelection.Select) {
        let before = targets.count
        let words = expandLabel(row)
        let disabled = targets[before...].contains { $0.kind == .selectionDisabled }
        if disabled {
            // The mark keeps the row's words, so a tap on them says why nothing is selected.
            targets[before...].removeAll { $0.kind == .selectionDisabled }
            appendTarget(.selectionDisabled, "List row", labels: words, .run({}))
        }
        if !disabled, !targets[before...].contains(where: { $0.kind == .tap && !$0.isRevealedByGesture }) {
            appendTarget(.tap, "List row", labels: words, .run { select.run(tag) })
        }
    }
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapGesture(content: self, action: action)
    }
    /// iOS 17's form with the tap's location (how a chart overlay selects): a workload's tap is at
    /// the view's origin, `.zero` (nothing is laid out here).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        _TapGesture(content: self, action: { action(.zero) })
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        _Submit(content: self, triggers: triggers, action: action)
    }
    public func tag<V: Hashable>(_ tag: V) -> some View { _Tagged(content: self, tag: tag) }
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { _SelectionDisabled(content: self, isDisabled: isDisabled) }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

/// `.selectionDisabled()`: the row it is in cannot be selected (Apple: "Adds a condition that
/// controls whether users can select this view"), so a tap on its words selects nothing.
public struct _SelectionDisabled<Content: View>: _PrimitiveView {
    let content: Content
    let isDisabled: Bool
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard view.isDisabled, builder.environment[ListSelection.self] != nil else { return builder.expand(view.content) }
        // The mark the row's `expandSelectableRow` looks for; a `.tag` inside selects nothing.
        builder.appendTarget(.selectionDisabled, ".selectionDisabled", labels: [], .run({}))
        builder.withEnvironment({ $0[ListSelection.self] = nil }) { $0.expand(view.content) }
    }
}

/// `ForEach(…).onDelete { offsets in … }` and `.onMove { source, destination in … }`, in either
/// order: `Redraw.delete(row:)` swipes a row away, `Redraw.move(row:to:)` drags one.
public struct _EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// Its `editActions:` delete is kept unless an `.onDelete` replaced it.
    let forEach: ForEach<Data, ID, Content>
    let action: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?
    public static var _viewCount: Int? { nil }
    public static var _isRowTransparent: Bool { true }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if builder.pickerOptions != nil { return ForEach._makeChildren(view.forEach, into: &builder) }
        let group = ForEach.makeRows(view.forEach, into: &builder)
        let count = view.forEach.data.count
        if let delete = view.forEach.editDelete {
            builder.appendTarget(.delete, "editActions", labels: [], .delete(count: count, group: group, perform: delete, rowID: view.forEach.rowID))
        }
        if let action = view.action {
            builder.appendTarget(.delete, ".onDelete", labels: [], .delete(count: count, group: group, perform: action, rowID: view.forEach.rowID))
        }
        if let move = view.move {
            builder.appendTarget(.move, ".onMove", labels: [], .move(count: count, group: group, perform: move, rowID: view.forEach.rowID))
        } else if let move = view.forEach.editMove {
            builder.appendTarget(.move, "editActions", labels: [], .move(count: count, group: group, perform: move, rowID: view.forEach.rowID))
        }
    }
    /// Its action replaces the swipe that `editActions:` gave the `ForEach`: one `.delete` target per list of rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var forEach = forEach
        forEach.editDelete = nil
        return Self(forEach: forEach, action: action, move: move)
    }
    /// nil: the rows cannot be moved (as Apple's `onMove(perform:)`, whose action is optional).
    /// Its action replaces the drag that `editActions:` gave the `ForEach`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var forEach = forEach
        forEach.editMove = nil
        return Self(forEach: forEach, action: self.action, move: action)
    }
    /// iOS 14: items dropped between the rows; nothing is dropped here, so the action never runs.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> Self { self }
}

extension ForEach where Content: View {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableForEach<Data, ID, Content> {
        var forEach = self
        forEach.editDelete = nil
        return _EditableForEach(forEach: forEach, action: action, move: nil)
    }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableForEach<Data, ID, Content> {
        var forEach = self
        forEach.editMove = nil
        return _EditableForEach(forEach: forEach, action: nil, move: action)
    }
    /// iOS 14: items dropped between the rows; nothing is dropped here, so the action never runs.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> Self { self }
}

/// `.deleteDisabled(true)`, `.moveDisabled(true)` on a `ForEach`'s row: "adds a condition for
/// whether the view's view hierarchy is deletable" / "movable" (Apple's `deleteDisabled(_:)` and
/// `moveDisabled(_:)`), so the user cannot swipe that row away or drag it, and
/// `Redraw.delete(row:)` and `Redraw.move(row:to:)` refuse it (ActionLookup). A mark of the row
/// the `ForEach` element builds: its offset is known where the row is declared in the
/// `ForEach`'s closure; inside a row view's own body it is not (row -1), and the lookup finds the
/// element whose row holds it (RowOfMark.swift), as SwiftUI carries the trait up to the row. It
/// reads nothing and changes no count.
public struct _RowEditsDisabled<Content: View>: _PrimitiveView {
    let content: Content
    let delete: Bool
    let move: Bool
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.expand(view.content)
        guard view.delete || view.move else { return }
        builder.appendTarget(.rowEditsDisabled, view.delete ? ".deleteDisabled" : ".moveDisabled", labels: [],
                             .rowEditsDisabled(row: builder.rowIndex ?? -1, group: builder.rowGroup, delete: view.delete, move: view.move))
    }
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View { _RowEditsDisabled(content: self, delete: isDisabled, move: false) }
    public func moveDisabled(_ isDisabled: Bool) -> some View { _RowEditsDisabled(content: self, delete: false, move: isDisabled) }
}

/// `.swipeActions { Button(…) }`: the row, then its hidden buttons, which `Redraw.tap` reaches
/// by their labels (`Redraw.tap("Delete", index: 3)`); a destructive one is also what
/// `Redraw.delete(row:)` runs for a list without `.onDelete`.
public struct _SwipeActions<Content: View, Actions: View>: _PrimitiveView {
    let content: Content
    let actions: Actions
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.content) }
        let before = builder.targets.count
        // The actions show only when the row is swiped: their words are not the row's (a link
        // whose label holds the row is named by the row's texts, not by its "trash" button).
        let labelWords = builder.labelWords
        builder.labelWords = nil
        builder.revealedByGesture { $0.withComponent(.index(1)) { builder in builder.withinRow { $0.expand(view.actions) } } }
        builder.labelWords = labelWords
        // Its destructive button is what `Redraw.delete(row:)` swipes, when the row has an index:
        // declared in the `ForEach` element. Inside a row view's own body the element's offset is not
        // known (row -1): `delete(row:)` then says to tap the button instead. Without one, the row is
        // marked: outside edit mode SwiftUI gives it no Delete (SwipeOverDelete).
        let mode = builder.environment.editMode
        let isEditing = { mode?.wrappedValue.isEditing == true }
        let row = builder.rowIndex ?? -1, group = builder.rowGroup
        guard let button = builder.targets[before...].first(where: { $0.kind == .tap && $0.isDestructive }),
              case .run(let action) = button.perform else {
            // Buttons in a view of the app's own are that view's targets, not seen here: the row is
            // not marked, so `.onDelete` still deletes it (SwipeOverDelete).
            let names = builder.targets[before...].filter { $0.kind == .tap }.map(\.name)
            guard !names.isEmpty else { return }
            return builder.appendTarget(.swipeActionsMark, ".swipeActions", labels: names, .swipe(row: row, group: group, run: {}, isEditing: isEditing))
        }
        builder.appendTarget(.swipeDelete, ".swipeActions", labels: button.labels, .swipe(row: row, group: group, run: action, isEditing: isEditing))
    }
}

public enum HorizontalEdge: Sendable { case leading, trailing }

extension View {
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        _SwipeActions(content: self, actions: content())
    }
}
