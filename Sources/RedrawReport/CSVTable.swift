// CSVTable: a CSV file with a fixed header whose rows are one typed value each.
//
// The exporters write rows through `fields` and the CI gate reads them back
// through `init(_:)`, so both sides share one definition of every column: one
// format, not two. The header must match exactly; a file with other columns is
// another format, and comparing against it would be comparing wrong numbers.
// The one allowance is a report written before a column was added (a baseline
// recorded by an older Redraw): its header is the current one without the
// columns added since, and the row type says what those cells read as.

import Foundation

public protocol CSVRow: Equatable, Sendable {
    /// The header, in order.
    static var columns: [String] { get }
    /// This row's cells, in `columns` order, printed deterministically.
    var fields: [String] { get }
    /// Reads a row back; throws `ReportFileError` naming the line and column.
    init(_ fields: CSVFields) throws
    /// Columns added to `columns` after the format was first published, oldest
    /// first. A file from before the newest of them lacks it (and one from before
    /// the next newest lacks both, and so on); `init(_:)` reads such a column with
    /// a fallback (`CSVFields.int(_:ifAbsent:)`). Empty by default.
    static var addedColumns: [String] { get }
}

extension CSVRow {
    public static var addedColumns: [String] { [] }
}

/// Typed access to one record's cells by column name.
public struct CSVFields {
    public let line: Int
    /// The file's header: the row type's columns, or an older header without some of its added columns.
    let columns: [String]
    let values: [String]
    /// The row type's added columns this file predates.
    let absent: Set<String>

    func text(_ column: String) -> String {
        // Columns come from the row type's own list, so a miss is a programming error.
        guard let index = columns.firstIndex(of: column) else {
            // A column added after the file was written reads as an empty cell: unknown.
            if absent.contains(column) { return "" }
            preconditionFailure("no column \(column)")
        }
        return values[index]
    }

    func failure(_ column: String, _ expected: String) -> ReportFileError {
        ReportFileError(line: line, message: "column \(column): expected \(expected), found `\(text(column))`")
    }

    func string(_ column: String) -> String { text(column) }

    func int(_ column: String) throws -> Int {
        guard let value = Int(text(column)) else { throw failure(column, "a whole number") }
        return value
    }

    /// A column the row type added later: `absent` when the file predates it.
    func int(_ column: String, ifAbsent absent: Int) throws -> Int {
        self.absent.contains(column) ? absent : try int(column)
    }

    /// Empty cell: unknown.
    func optionalInt(_ column: String) throws -> Int? {
        text(column).isEmpty ? nil : try int(column)
    }

    func optionalDouble(_ column: String) throws -> Double? {
        let cell = text(column)
        if cell.isEmpty { return nil }
        guard let value = Double(cell), !value.isNaN else { throw failure(column, "a number") }
        return value
    }

    func choice<T: RawRepresentable>(_ column: String, _ type: T.Type, _ allowed: String) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: text(column)) else { throw failure(column, allowed) }
        return value
    }
}

public enum CSVTable<Row: CSVRow> {
    public static func render(_ rows: [Row]) -> String {
        ([Row.columns] + rows.map(\.fields)).map { CSV.record($0) + "\n" }.joined()
    }

    public static func parse(_ text: String) throws -> [Row] {
        let records = try CSV.records(text)
        guard let header = records.first else {
            throw ReportFileError(line: 1, message: "empty file: expected the header `\(Row.columns.joined(separator: ","))`")
        }
        guard let columns = accepted(header.fields) else {
            throw headerError(header)
        }
        let absent = Set(Row.columns).subtracting(columns)
        return try records.dropFirst().map { record in
            guard record.fields.count == columns.count else {
                throw ReportFileError(line: record.line,
                                      message: "\(record.fields.count) fields, expected \(columns.count)")
            }
            return try Row(CSVFields(line: record.line, columns: columns, values: record.fields, absent: absent))
        }
    }

    /// `fields` if it is the current header without some of the columns added later (in any
    /// combination: files from several older versions, or edited by older tools, are read alike).
    static func accepted(_ fields: [String]) -> [String]? {
        let missing = Set(Row.columns).subtracting(fields)
        guard missing.isSubset(of: Row.addedColumns), fields == Row.columns.filter({ !missing.contains($0) }) else { return nil }
        return fields
    }

    /// The headers a file may have: the current one first, then each older one
    /// (the current one without the newest added column, then without the two newest, …).
    static var headers: [[String]] {
        var all = [Row.columns]
        for added in Row.addedColumns.reversed() { all.append(all.last!.filter { $0 != added }) }
        return all
    }

    /// The first column that differs, against the accepted header the file follows furthest.
    private static func headerError(_ header: CSV.Record) -> ReportFileError {
        func firstDifference(_ expected: [String]) -> Int {
            zip(header.fields, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(header.fields.count, expected.count)
        }
        // Ties go to the current header (first in `headers`).
        var closest = Row.columns, position = firstDifference(closest)
        for older in headers.dropFirst() where firstDifference(older) > position {
            closest = older; position = firstDifference(older)
        }
        let found = position < header.fields.count ? "`\(header.fields[position])`" : "nothing"
        let expected = position < closest.count ? "`\(closest[position])`" : "nothing"
        let older = Row.addedColumns.isEmpty ? ""
            : "; a report from an older Redraw may lack the columns added later: " + Row.addedColumns.map { "`\($0)`" }.joined(separator: ", ")
        return ReportFileError(line: header.line,
                               message: "header column \(position + 1): expected \(expected), found \(found) (the header must be `\(Row.columns.joined(separator: ","))`\(older))")
    }
}
