// OutlineGroup and the hierarchical `List(_:children:)` (iOS 14): a tree of
// elements shown as rows, each element with children a disclosure group.
// Apple's outline is built on `DisclosureGroup` and starts collapsed (WWDC20
// "Stacks, Grids, and Outlines in SwiftUI"); each group keeps its expansion to
// itself, as a `DisclosureGroup` without a binding does — which nothing here
// expands (LayoutContainers.swift). So the top level's rows are what is built,
// as on a device at launch: a `ForEach` over them, lazy in a list as any other.

/// `OutlineGroup(tree, children: \.children) { node in … }`: the top level's rows, collapsed.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: _PrimitiveView {
    let rows: ForEach<[Data.Element], ID, Leaf>

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = ForEach(Array(data), id: id, content: content)
    }

    /// One root: its row, collapsed.
    public init(_ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        rows = ForEach([root], id: id, content: content)
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.rows) }
    public static var _viewCount: Int? { ForEach<[Data.Element], ID, Leaf>._viewCount }
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

// `List(tree, children: \.children) { … }`: the list of an outline group's rows (Apple's content
// type is an `OutlineGroup`; a `ForEach` of the top level here, which is what it builds).
extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, selection: selection, rowContent: rowContent)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, selection: selection, rowContent: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, selection: selection, rowContent: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, selection: selection, rowContent: rowContent)
    }
}
