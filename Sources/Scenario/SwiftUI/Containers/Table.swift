// Table: a lazy container of rows, one per element of its data, each row
// holding one cell per column — as `List` does with a `ForEach`, so the
// viewport, the ids and what a cell's closure reads behave as in a list.
// Columns are built by `TableColumnBuilder`; sorting and widths are not
// modelled (`sortOrder:` is taken and unused).

public struct Table<RowValue: Identifiable, Content: View>: _LazyContainer {
    public let content: Content
    public static var _name: String { "Table" }
    public static var _prefetchRows: Int { 1 }
}

extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>])
    where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        let cells = columns()
        content = ForEach(data) { _TableRow(value: $0, cells: cells) }
    }

    public init<Data: RandomAccessCollection, Selection: Hashable>(
        _ data: Data, selection: Binding<Selection>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
    }

    public init<Data: RandomAccessCollection, Order>(
        _ data: Data, sortOrder: Binding<[Order]>, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
    }

    public init<Data: RandomAccessCollection, Selection: Hashable, Order>(
        _ data: Data, selection: Binding<Selection>, sortOrder: Binding<[Order]>,
        @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>]
    ) where Data.Element == RowValue, Content == ForEach<Data, RowValue.ID, _TableRow<RowValue>> {
        self.init(data, columns: columns)
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

/// A column as its row builder sees it: how to build its cell for a row.
public struct _TableColumnCell<RowValue> {
    let expand: (RowValue, inout _ChildBuilder) -> Void
}

public struct TableColumn<RowValue, Content: View> {
    let content: (RowValue) -> Content

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
    }

    /// A sortable column: `value` is the key its header sorts by (sorting is not modelled).
    public init<S: StringProtocol, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.content = content
    }

    /// A column sorted with a comparator of the user's (`BoolComparator`): sorting is not modelled.
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.content = content
    }

    public func width(_ width: CGFloat? = nil) -> Self { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

extension TableColumn where Content == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.content = { Text($0[keyPath: value]) }
    }
}

@resultBuilder
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<C: View>(_ column: TableColumn<RowValue, C>) -> [_TableColumnCell<RowValue>] {
        [_TableColumnCell { row, builder in builder.expand(column.content(row)) }]
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
