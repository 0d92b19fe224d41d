// ReportFileError: a report file that cannot be read, and where.
//
// The CI gate compares baseline files with fresh ones; when a file is damaged
// the message must say which line, so the fix is one look away.

public struct ReportFileError: Error, Equatable, CustomStringConvertible {
    /// The file, when known (the parsers see only text; the index scan adds it).
    public var file: String?
    /// 1-based line where the faulty record starts.
    public var line: Int
    public var message: String

    public init(file: String? = nil, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        (file.map { "\($0): " } ?? "") + "line \(line): \(message)"
    }
}
