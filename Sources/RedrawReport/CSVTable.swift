// CSVTable: a CSV file with a fixed header whose rows are one typed value each.
//
// The exporters write rows through `fields` and the CI gate reads them back
// through `init(_:)`, so both sides share one definition of every column: one
// format, not two. The header must match exactly; a file with other columns is
// another format, and comparing against it would be comparing wrong numbers.

import Foundation

public protocol CSVRow: Equatable, Sendable {
    /// The header, in order.
    static var columns: [String] { get }
    /// This row's cells, in `columns` order, printed deterministically.
    var fields: [String] { get }
    /// Reads a row back; throws `ReportFileError` naming the line and column.
    init(_ fields: CSVFields) throws
}

/// Typed access to one record's cells by column name.
public struct CSVFields {
    public let line: Int
    let columns: [String]
    let values: [String]

    func text(_ column: String) -> String {
        // Columns come from the row type's own list, so a miss is a programming error.
        guard let index = columns.firstIndex(of: column) else { preconditionFailure("no column \(column)") }
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
        guard header.fields == Row.columns else {
            let position = zip(header.fields, Row.columns).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(header.fields.count, Row.columns.count)
            let found = position < header.fields.count ? "`\(header.fields[position])`" : "nothing"
            let expected = position < Row.columns.count ? "`\(Row.columns[position])`" : "nothing"
            throw ReportFileError(line: header.line,
                                  message: "header column \(position + 1): expected \(expected), found \(found) (the header must be `\(Row.columns.joined(separator: ","))`)")
        }
        return try records.dropFirst().map { record in
            guard record.fields.count == Row.columns.count else {
                throw ReportFileError(line: record.line,
                                      message: "\(record.fields.count) fields, expected \(Row.columns.count)")
            }
            return try Row(CSVFields(line: record.line, columns: Row.columns, values: record.fields))
        }
    }
}
