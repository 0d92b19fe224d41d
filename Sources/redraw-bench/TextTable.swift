/// A table of strings, rendered aligned for the terminal or as Markdown.
struct TextTable {
    let headers: [String]
    var rows: [[String]] = []
    /// Columns aligned right (numbers); the rest align left.
    var numeric: Set<Int> = []

    init(_ headers: [String], numeric: Set<Int> = []) {
        self.headers = headers
        self.numeric = numeric
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func plain() -> String {
        let widths = headers.indices.map { i in ([headers] + rows).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return numeric.contains(i) ? pad + cell : cell + pad
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }

    func markdown() -> String {
        let rule = headers.indices.map { numeric.contains($0) ? "---:" : "---" }
        return ([headers, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }
}
