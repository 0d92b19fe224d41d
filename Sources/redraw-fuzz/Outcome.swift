// Outcome: what became of one input, in issue #13's classes, with a signature
// that tells one failure from another (so that a million inputs reduce to a
// few distinct problems, each minimised once).
//
// - ok: no diagnostics, and both compiled forms were made;
// - positioned error: every diagnostic has a message and a line ≥ 1 and a
//   column ≥ 1 inside the file (a UTF-8 error: at the first invalid byte);
// - unclear error: a diagnostic without a real position or without a message,
//   or a front end that contradicts itself (compiledSource throws after a
//   clean analysis);
// - Redraw crash: the process running the input died (a trap, a signal);
// - hang: the input ran over the time limit.
//
// The end-to-end mode (EndToEnd.swift) has two more: a user-code trap reported
// (the compiled scenario failed and `redraw` named the fault at the user's
// line), and a partial report (`redraw` failed but left report files).

enum OutcomeClass: String, CaseIterable {
    case ok
    case positioned = "positioned error"
    case trap = "user-code trap reported"
    case unclear = "unclear error"
    case partial = "partial report"
    case crash = "Redraw crash"
    case hang

    /// One word for the worker's protocol.
    var code: String {
        switch self {
        case .ok: return "ok"
        case .positioned: return "pos"
        case .trap: return "trap"
        case .unclear: return "unclear"
        case .partial: return "partial"
        case .crash: return "crash"
        case .hang: return "hang"
        }
    }

    init?(code: String) {
        guard let c = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = c
    }

    /// A failure the minimiser reduces and the report lists.
    var isFailure: Bool { self == .unclear || self == .crash || self == .hang || self == .partial }
}

struct Outcome: Equatable {
    let kind: OutcomeClass
    /// Tells failures apart: the same kind of problem has the same signature. Empty for ok and positioned.
    let signature: String
    /// What was seen, for the report: the diagnostic, the fatal error.
    let detail: String

    static let ok = Outcome(kind: .ok, signature: "", detail: "")
    static let positioned = Outcome(kind: .positioned, signature: "", detail: "")

    /// Same class and signature: what the minimiser keeps.
    func sameFailure(as other: Outcome) -> Bool { kind == other.kind && signature == other.signature }
}

/// Where a 1-based line and column may point in a file: a line that exists, a column
/// from 1 to one past its last byte (columns in UTF-8 bytes, as swiftc counts). Lines end
/// at `\n`, `\r\n` or a lone `\r`, as they do for swiftc and SwiftSyntax.
struct LineTable {
    /// Each line's length in bytes, and the length of what ends it (0 for the last line).
    private let lineLengths: [Int]
    private let breakLengths: [Int]

    init(_ bytes: [UInt8]) {
        var lengths: [Int] = [], breaks: [Int] = []
        var current = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 10 || b == 13 {
                let crlf = b == 13 && i + 1 < bytes.count && bytes[i + 1] == 10
                lengths.append(current); breaks.append(crlf ? 2 : 1)
                current = 0
                i += crlf ? 2 : 1
            } else {
                current += 1
                i += 1
            }
        }
        lengths.append(current); breaks.append(0)
        lineLengths = lengths
        breakLengths = breaks
    }

    func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= lineLengths.count && column >= 1 && column <= lineLengths[line - 1] + 1
    }

    /// The 1-based line and byte column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var remaining = offset
        for (i, length) in lineLengths.enumerated() {
            if remaining <= length { return (i + 1, remaining + 1) }
            remaining -= length + breakLengths[i]
        }
        return (lineLengths.count, (lineLengths.last ?? 0) + 1)
    }
}

enum Signature {
    /// A message with its particulars taken out: numbers, names in backticks, quoted text.
    static func normalised(_ message: String) -> String {
        var out = ""
        var skipUntil: Character? = nil
        var lastWasDigit = false
        for c in message {
            if let end = skipUntil {
                if c == end { skipUntil = nil; out.append(c) }
                continue
            }
            if c == "`" || c == "'" || c == "\"" {
                out.append(c); out.append("…"); skipUntil = c; lastWasDigit = false
                continue
            }
            if c.isNumber {
                if !lastWasDigit { out.append("N") }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            out.append(c)
        }
        return String(out.prefix(200))
    }
}
