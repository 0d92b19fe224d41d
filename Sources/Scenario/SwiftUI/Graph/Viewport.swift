// Viewport: how many rows of a lazy container are on screen, and where the
// builder is inside one while it expands the container's content.
//
// Every row is one view of 44 pt; a phone screen shows 17 (the default, set
// per scenario with `Redraw.viewport(rows:)`, per run with `--viewport`).
// A `ForEach` element takes a row per view it resolves to, and so does each
// static view beside it (`expandStaticRow`; see the README's "Lazy containers").

public struct Viewport: Sendable, Equatable {
    /// Rows visible at once.
    public var rows: Int

    public init(rows: Int) { self.rows = rows }

    public static let phone = Viewport(rows: 17)
}

/// The rows a lazy container materialises in the expansion in progress.
struct LazyScope {
    /// First and one-past-last row to build: the visible rows plus the prefetch margin.
    let first: Int
    let end: Int
    /// The next row's index: rows of the content seen so far.
    var cursor = 0
    /// Rows built, and whether some `ForEach` had to be built in full (no constant view count).
    var built = 0
    /// The first such `ForEach`'s content type: its rows' reason (UncountedViews.swift). A
    /// metatype in the word the flag took: the scope's size, which timed allocations see, is kept.
    var eagerContent: Any.Type?
    var eager: Bool { eagerContent != nil }
    /// Inside a `ScrollViewReader`: each element id's row, for `ScrollViewProxy.scrollTo`.
    var ids: [AnyHashable: Int]? = nil
    /// Cells side by side in one row: a `LazyVGrid`'s columns; 1 for a list or a stack. `cursor`,
    /// `built` and `ids` count cells; `first` and `end` are rows.
    var perRow = 1

    /// Whether any of `count` cells from `cell` is in a row to build.
    func isVisible(_ cell: Int, count: Int) -> Bool {
        guard perRow > 1 else { return cell + count > first && cell < end }
        return (cell + count - 1) / perRow >= first && cell / perRow < end
    }
}
