/// What every measured implementation of the todo list offers the benchmark.
///
/// One implementation is one side of a comparison: Redraw's interpreter under
/// an engine, or the compiled Swift equivalent of that engine. Each call below
/// is one frame: the operation's writes, then one render pass that re-evaluates
/// the invalidated rows. `rowTitle` is shared by the compiled sides so their
/// titles are the scenario's.
protocol TodoWorkload: AnyObject {
    /// The initial render: builds the list's view node and one node per row.
    func mount() throws
    /// Appends " !!!" to the title of every 10th row, then renders.
    func updateEveryTenthRow() throws
    /// `isCompleted.toggle()` on the middle row, then renders.
    func toggleOneRow() throws
    /// Puts back the titles `updateEveryTenthRow` changed (never timed).
    func restoreTitles() throws
    /// Row bodies evaluated by one frame of `operation` (runs that frame).
    func evaluationsInOneFrame(of operation: TodoOperation) throws -> Int
    /// View nodes after `mount`: the list's and the rows'.
    var nodeCount: Int { get }
    /// Whether the list's own view was invalidated (neither operation may do that).
    var listInvalidated: Bool { get }
}

extension TodoWorkload {
    func run(_ operation: TodoOperation) throws {
        switch operation {
        case .updateEveryTenthRow: try updateEveryTenthRow()
        case .toggleOneRow: try toggleOneRow()
        }
    }
}

/// The scenario's `rowTitle(id)`: "<colour> item <id>".
func rowTitle(_ id: Int) -> String {
    let colours = ["red", "green", "blue", "brown", "white"]
    return "\(colours[id % 5]) item \(id)"
}
