// CSV: RFC 4180 text, the one encoding of every Redraw table.
//
// Fields holding a comma, a quote or a line break are quoted, quotes doubled;
// records end in "\n". The reader accepts what the writer makes plus "\r\n"
// line ends and a leading byte-order mark (a file saved by a spreadsheet), and
// rejects anything else with the line it is on: a CI gate must not guess.

import Foundation

enum CSV {
    /// One record's text, without its line end.
    static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    static func field(_ text: String) -> String {
        // Scalars, not Characters: "\r\n" is one Character and would slip past a test for "\n".
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A record read back, with the line it starts on (1-based) for error messages.
    struct Record: Equatable {
        var line: Int
        var fields: [String]
    }

    static func records(_ text: String) throws -> [Record] {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1, recordLine = 1
        var inQuotes = false, afterClosingQuote = false
        var i = scalars.startIndex

        func endRecord() {
            fields.append(String(field))
            records.append(Record(line: recordLine, fields: fields))
            fields = []; field = String.UnicodeScalarView(); afterClosingQuote = false
        }

        while i < scalars.endIndex {
            let c = scalars[i]
            let next = scalars.index(after: i)
            if inQuotes {
                if c == "\"" {
                    if next < scalars.endIndex, scalars[next] == "\"" {
                        field.append("\""); i = scalars.index(after: next); continue
                    }
                    inQuotes = false; afterClosingQuote = true
                } else {
                    if c == "\n" { line += 1 }
                    field.append(c)
                }
                i = next
                continue
            }
            switch c {
            case ",":
                fields.append(String(field)); field = String.UnicodeScalarView(); afterClosingQuote = false
            case "\r", "\n":
                if c == "\r", next < scalars.endIndex, scalars[next] == "\n" { i = next }
                endRecord()
                line += 1; recordLine = line
            case "\"":
                guard field.isEmpty, !afterClosingQuote else {
                    throw ReportFileError(line: line, message: "a quote inside an unquoted field (quote the whole field and double the quote)")
                }
                inQuotes = true
            default:
                guard !afterClosingQuote else {
                    throw ReportFileError(line: line, message: "text after a closing quote")
                }
                field.append(c)
            }
            i = scalars.index(after: i)
        }
        if inQuotes { throw ReportFileError(line: recordLine, message: "a quoted field is never closed") }
        if !fields.isEmpty || !field.isEmpty || afterClosingQuote { endRecord() }
        // Blank lines at the end are an editor's, not data; blank lines inside stay and fail the column count.
        while let last = records.last, last.fields == [""] { records.removeLast() }
        return records
    }
}
