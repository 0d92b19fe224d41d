// OutlineGroup and the hierarchical `List(_:children:)` (iOS 14): a tree of
// elements shown as rows. Apple builds the outline of `DisclosureGroup`s: an
// element with children (a non-nil `children`) is a group whose label is the
// element's row and whose content is the outline of its children; it starts
// collapsed and keeps its expansion to itself (WWDC20 "Stacks, Grids, and
// Outlines in SwiftUI"). So here: a `ForEach` of the top level (lazy in a list
// as any other), each element with children a `DisclosureGroup` without a
// binding (DisclosureGroup.swift), which a tap on its row's words expands.

/// `OutlineGroup(tree, children: \.children) { node in … }`.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: _PrimitiveView {
    let rows: ForEach<[Data.Element], ID, _OutlineRow<Data, ID, Leaf>>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = ForEach(Array(data), id: id) { _OutlineRow(element: $0, id: id, children: children, leaf: content) }
    }

    /// One root: its row, collapsed.
    public init(_ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = ForEach([root], id: id) { _OutlineRow(element: $0, id: id, children: children, leaf: content) }
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.rows) }
    public static var _viewCount: Int? { nil }
    public static var _isRowTransparent: Bool { true }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }
    public init(_ root: Data.Element, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(root, id: \.id, children: children, content: content)
    }
}

/// One element of an outline: its row, in a disclosure group of its children when it has some.
public struct _OutlineRow<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: _PrimitiveView {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let leaf: (Data.Element) -> Leaf

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let children = view.element[keyPath: view.children] else { return builder.expand(view.leaf(view.element)) }
        let (id, path, leaf) = (view.id, view.children, view.leaf)
        builder.expand(DisclosureGroup(content: { OutlineGroup(children, id: id, children: path, content: leaf) },
                                       label: { leaf(view.element) }))
    }

    /// One view, a group or a leaf, when the leaf is one: a list places the elements on rows.
    public static var _viewCount: Int? { Leaf._viewCount == 1 ? 1 : nil }
}

// `List(tree, children: \.children) { … }`: a list of the outline.
extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
