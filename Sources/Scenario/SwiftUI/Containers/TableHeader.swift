// TableHeader: a sortable column's header in a table given a sort order — a tap
// target named by the column's title, as a click on the header (macOS).
//
// Invariants:
// - A click on the column that sorts first reverses its order; a click on another
//   column puts its comparator first, in its forward order, and keeps the others
//   after it (the earlier one for the same column dropped).
// - Only the binding is written. Apple's `Table` documentation: the table "updates
//   the sort order binding" and the app sorts its data in `onChange(of:)`.
// - Whether SwiftUI keeps the other columns' comparators after the clicked one is not
//   documented (README); the first comparator, which decides the order, is as in macOS.

struct TableHeader {
    let title: String
    let click: () -> Void

    /// The headers of `columns` that have a key path, writing `sortOrder`. None when the order's
    /// comparators are not `KeyPathComparator`s of the row (a comparator of the user's own type,
    /// which a header's key path cannot make).
    static func all<RowValue, Order: SortComparator>(_ columns: [_TableColumnCell<RowValue>],
                                                     sortOrder: Binding<[Order]>) -> [TableHeader] {
        guard Order.self == KeyPathComparator<RowValue>.self else { return [] }
        return columns.compactMap { column in
            guard let comparator = column.comparator else { return nil }
            return TableHeader(title: column.title) {
                sortOrder.wrappedValue = clicked(comparator, in: sortOrder.wrappedValue as! [KeyPathComparator<RowValue>])
                    .map { $0 as! Order }
            }
        }
    }

    /// The order after a click on the header of the column that sorts by `column`.
    static func clicked<RowValue>(_ column: KeyPathComparator<RowValue>,
                                  in order: [KeyPathComparator<RowValue>]) -> [KeyPathComparator<RowValue>] {
        if var first = order.first, first.keyPath == column.keyPath {
            first.order = first.order == .forward ? .reverse : .forward
            return [first] + order.dropFirst()
        }
        return [column] + order.filter { $0.keyPath != column.keyPath }
    }
}
