/// The two measured operations and how many (write + body evaluation) pairs one frame holds.
enum TodoOperation: CaseIterable {
    case updateEveryTenthRow
    case toggleOneRow

    var name: String {
        switch self {
        case .updateEveryTenthRow: return "update every 10th row"
        case .toggleOneRow: return "toggle one row"
        }
    }

    func rowsWritten(of rows: Int) -> Int {
        switch self {
        case .updateEveryTenthRow: return (rows + 9) / 10
        case .toggleOneRow: return 1
        }
    }
}
