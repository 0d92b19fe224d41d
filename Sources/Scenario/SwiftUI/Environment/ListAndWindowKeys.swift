import Foundation

// Environment values of lists and of the window, read by key as every key is
// (a view re-runs when a `.environment(\.key, value)` above gives it another
// value): the rows' and headers' minimum heights, and the window's undo manager.

private enum DefaultMinListRowHeightKey: EnvironmentKey {
    /// A phone's standard row, the height Redraw's viewport counts rows by (44 pt).
    static var defaultValue: CGFloat { 44 }
}
private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
    /// The system's own (Apple documents no number): nil.
    static var defaultValue: CGFloat? { nil }
}
private enum UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { _WindowRun.undoManager }
}

extension EnvironmentValues {
    /// The least height of a list's rows. Layout: a list keeps building as many rows as the
    /// viewport has (`Redraw.viewport(rows:)`), whatever minimum is set.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The least height of a list's section headers. Layout, as the rows'.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    /// The window's undo manager (on iOS a window has one, so it is not nil): one instance per
    /// run, the same for every view, so reading it re-runs nobody. Nothing registers with it but
    /// the app's own code.
    public var undoManager: UndoManager? { self[UndoManagerKey.self] }
}
