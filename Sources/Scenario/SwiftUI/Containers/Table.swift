// Table: a lazy container of rows, one per element of its data, each row
// holding one cell per column — as `List` does with a `ForEach`, so the
// viewport, the ids and what a cell's closure reads behave as in a list.
// Columns are built by `TableColumnBuilder`; widths are not modelled.
//
// Invariants:
// - A selection (one id or a set of ids) is a list's (ListSelection): a tap on a
//   row's words selects it.
// - With a sort order, each column given a key path is a tap target named by its
//   title, as its header is clicked (TableHeader). The table only writes the order:
//   the app sorts its data, as Apple's documentation of `Table` shows.

public struct Table<RowValue: Identifiable, Content: View>: _LazyContainer {
    public let content: Content
    /// Its selection's, if any.
    var select: ListSelection.Select? = nil
    /// Its sortable columns' headers, when it was given a sort order.
    var headers: [TableHeader] = []
    public static var _name: String { "Table" }
    public static var _prefetchRows: Int { 1 }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        for header in view.headers {
            builder.appendTarget(.tap, "Table column header", labels: [header.title], .run(header.click))
        }
        builder.withListSelection(view.select) { $0.appendLazyContainer(view) }
    }
}

extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>])
    where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, cells: columns())
    }

    init<Data: RandomAccessCollection>(_ data: Data, cells: [_TableColumnCell<RowValue>])
    where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        content = ForEach(data) { _TableRow(value: $0, cells: cells) }
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<RowValue.ID?>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
        select = ListSelection.Select(selection)
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<RowValue.ID>>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
        select = ListSelection.Select(selection)
    }

    /// macOS 14's required selection (`Binding<RowValue.ID>`).
    @_disfavoredOverload public init<Data: RandomAccessCollection, Selection: Hashable>(
        _ data: Data, selection: Binding<Selection>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
        select = ListSelection.Select(required: selection)
    }

    public init<Data: RandomAccessCollection, Order: SortComparator>(
        _ data: Data, sortOrder: Binding<[Order]>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        let cells = columns()
        self.init(data, cells: cells)
        headers = TableHeader.all(cells, sortOrder: sortOrder)
    }

    public init<Data: RandomAccessCollection, Order: SortComparator>(
        _ data: Data, selection: Binding<RowValue.ID?>, sortOrder: Binding<[Order]>,
        @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, sortOrder: sortOrder, columns: columns)
        select = ListSelection.Select(selection)
    }

    public init<Data: RandomAccessCollection, Order: SortComparator>(
        _ data: Data, selection: Binding<Set<RowValue.ID>>, sortOrder: Binding<[Order]>,
        @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, sortOrder: sortOrder, columns: columns)
        select = ListSelection.Select(selection)
    }
}

/// One row: each column's cell at its column's position.
public struct _TableRow<RowValue>: _PrimitiveView {
    let value: RowValue
    let cells: [_TableColumnCell<RowValue>]
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        for (index, cell) in view.cells.enumerated() {
            builder.withComponent(.index(index)) { cell.expand(view.value, &$0) }
        }
    }
}

/// A column as its table sees it: how to build its cell for a row, and its header.
public struct _TableColumnCell<RowValue> {
    let expand: (RowValue, inout _ChildBuilder) -> Void
    let title: String
    /// What a click on its header sorts by; nil when it was given no key path.
    let comparator: KeyPathComparator<RowValue>?
}

public struct TableColumn<RowValue, Content: View> {
    let content: (RowValue) -> Content
    let title: String
    let comparator: KeyPathComparator<RowValue>?

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
        self.title = String(title)
        comparator = nil
    }

    /// A column whose values cannot be compared: its header sorts nothing.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title, content: content)
    }

    /// A sortable column: its header sorts by `value` (`KeyPathComparator(value)`, as Apple's
    /// declaration of this initialiser says, `Sort == KeyPathComparator<RowValue>`).
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
        self.title = String(title)
        comparator = KeyPathComparator(value)
    }

    /// A column sorted with a comparator of the user's (`BoolComparator`).
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.content = content
        self.title = String(title)
        self.comparator = KeyPathComparator(value, comparator: comparator)
    }

    public func width(_ width: CGFloat? = nil) -> Self { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

extension TableColumn where Content == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title, value: value) { Text($0[keyPath: value]) }
    }
}

@resultBuilder
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<C: View>(_ column: TableColumn<RowValue, C>) -> [_TableColumnCell<RowValue>] {
        [_TableColumnCell(expand: { row, builder in builder.expand(column.content(row)) },
                          title: column.title, comparator: column.comparator)]
    }
    public static func buildBlock(_ columns: [_TableColumnCell<RowValue>]...) -> [_TableColumnCell<RowValue>] {
        columns.flatMap { $0 }
    }
    public static func buildOptional(_ columns: [_TableColumnCell<RowValue>]?) -> [_TableColumnCell<RowValue>] { columns ?? [] }
    public static func buildEither(first: [_TableColumnCell<RowValue>]) -> [_TableColumnCell<RowValue>] { first }
    public static func buildEither(second: [_TableColumnCell<RowValue>]) -> [_TableColumnCell<RowValue>] { second }
}

public protocol TableStyle {}
public struct _SystemTableStyle: TableStyle { let name: String }
extension TableStyle where Self == _SystemTableStyle {
    public static var automatic: Self { .init(name: "automatic") }
    public static var inset: Self { .init(name: "inset") }
}

extension View {
    /// Row and column appearance: layout, inert.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { _Inert(self) }
}
