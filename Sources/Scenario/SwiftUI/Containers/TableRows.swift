// A table's rows written out (`Table(of:columns:rows:)` with `TableRow` and a `ForEach` of
// them): the rows builder is not escaping (Apple's declaration), so it runs in the table's
// initialiser, in the holding body, and the values it gives are the table's data — the
// same lazy rows as `Table(data)`.

/// What a table's rows builder takes: its row values, in order.
public protocol TableRowContent {
    associatedtype TableRowValue: Identifiable
    var _rowValues: [TableRowValue] { get }
}

public struct TableRow<Value: Identifiable>: TableRowContent {
    let value: Value
    public init(_ value: Value) { self.value = value }
    public var _rowValues: [Value] { [value] }
    /// A row's menu and drag item: no gesture opens or drags one, so they are dropped.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> Self { self }
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: TableRowContent {
    public init(_ data: Data, content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
    }
}

@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<C: TableRowContent>(_ rows: C) -> [Value] where C.TableRowValue == Value { rows._rowValues }
    public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }
    public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }
    public static func buildEither(first: [Value]) -> [Value] { first }
    public static func buildEither(second: [Value]) -> [Value] { second }
}

// Each form with a selection or a sort order is `Table(data, …)`'s of the same arguments.
extension Table where Content == ForEach<[RowValue], RowValue.ID, _TableRow<RowValue>> {
    public init(of valueType: RowValue.Type, @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), columns: columns)
    }

    public init(of valueType: RowValue.Type, selection: Binding<RowValue.ID?>,
                @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), selection: selection, columns: columns)
    }

    public init(of valueType: RowValue.Type, selection: Binding<Set<RowValue.ID>>,
                @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), selection: selection, columns: columns)
    }

    public init<Order: SortComparator>(of valueType: RowValue.Type, sortOrder: Binding<[Order]>,
                                       @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                                       @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), sortOrder: sortOrder, columns: columns)
    }

    public init<Order: SortComparator>(of valueType: RowValue.Type, selection: Binding<RowValue.ID?>, sortOrder: Binding<[Order]>,
                                       @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                                       @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), selection: selection, sortOrder: sortOrder, columns: columns)
    }

    public init<Order: SortComparator>(of valueType: RowValue.Type, selection: Binding<Set<RowValue.ID>>, sortOrder: Binding<[Order]>,
                                       @TableColumnBuilder<RowValue> columns: () -> [_TableColumnCell<RowValue>],
                                       @TableRowBuilder<RowValue> rows: () -> [RowValue]) {
        self.init(rows(), selection: selection, sortOrder: sortOrder, columns: columns)
    }
}
