// RoughTokens: the file's tokens found from its bytes alone, for the guards
// that must run before SwiftParser (SourceGuards): the parser's time on some
// inputs cannot be bounded once it has started, so those inputs are found
// without it.
//
// Invariants:
// - Comments and the text of string literals are skipped; a string literal is
//   one `.literal` token at its opening quote, and the code inside its
//   interpolations `\( … )` is tokenised like any other code.
// - Rough, not exact: an operator is one token per run of operator
//   characters; a number or a backquoted name is a `.word`. Nothing here
//   decides whether the file is valid — that is the parser's job afterwards.
// - Offsets are byte offsets into the file's UTF-8.

struct RoughToken {
    enum Kind: Equatable { case word, punctuation, operatorRun, literal }
    let kind: Kind
    let start: Int
    let end: Int
    /// A line end (in whitespace or a comment) comes between this token and the one before.
    let startsLine: Bool
}

enum RoughTokens {
    /// Calls `body` with each token in order; stops when `body` returns false.
    static func forEach(_ bytes: [UInt8], _ body: (RoughToken) -> Bool) {
        let n = bytes.count
        var i = 0
        var newline = true
        // An open string literal: its `#` count and whether it is `"""`.
        var string: (hashes: Int, multiline: Bool)? = nil
        // Interpolations open inside strings: the string to go back to and the parenthesis depth at which each ends.
        var interpolations: [(hashes: Int, multiline: Bool, parens: Int)] = []
        var parens = 0

        func emit(_ kind: RoughToken.Kind, _ start: Int, _ end: Int) -> Bool {
            defer { newline = false }
            return body(RoughToken(kind: kind, start: start, end: end, startsLine: newline))
        }

        while i < n {
            let b = bytes[i]
            if let open = string {
                if b == UInt8(ascii: "\\") && hashes(bytes, i + 1, open.hashes) && i + 1 + open.hashes < n
                    && bytes[i + 1 + open.hashes] == UInt8(ascii: "(") {
                    // The interpolation's own `(` and `)` are not emitted, so the code inside reads balanced.
                    interpolations.append((open.hashes, open.multiline, parens))
                    parens += 1
                    string = nil
                    i += 2 + open.hashes
                    continue
                }
                if b == UInt8(ascii: "\\") && open.hashes == 0 { i += 2; continue }
                let quotes = open.multiline ? 3 : 1
                if b == UInt8(ascii: "\"") && repeats(bytes, i, UInt8(ascii: "\""), quotes) && hashes(bytes, i + quotes, open.hashes) {
                    string = nil
                    i += quotes + open.hashes
                    continue
                }
                if !open.multiline && (b == 10 || b == 13) { string = nil; newline = true }   // unterminated: the parser says so
                i += 1
                continue
            }
            switch b {
            case 10, 13:
                newline = true
                i += 1
            case 9, 11, 12, 32:
                i += 1
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                var level = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "*") { level += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/") {
                        level -= 1; i += 2
                        if level == 0 { break }
                        continue
                    }
                    if bytes[i] == 10 || bytes[i] == 13 { newline = true }
                    i += 1
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var count = 0
                while i + count < n && bytes[i + count] == UInt8(ascii: "#") { count += 1 }
                guard i + count < n && bytes[i + count] == UInt8(ascii: "\"") else {
                    // `#if`, `#Preview`, `#"…`: the `#` is punctuation of its own.
                    guard emit(.punctuation, i, i + 1) else { return }
                    i += 1
                    continue
                }
                let multiline = repeats(bytes, i + count, UInt8(ascii: "\""), 3)
                guard emit(.literal, i, i + count + 1) else { return }
                string = (count, multiline)
                i += count + (multiline ? 3 : 1)
            case UInt8(ascii: "`"):
                // A backquoted name ends at the next backquote on its line; one that does not is a
                // stray backquote, and what follows it is code (found by the fuzzer: `if`true { …`
                // before 100 `[` hid them from the bracket-depth guard).
                var j = i + 1
                while j < n && bytes[j] != UInt8(ascii: "`") && bytes[j] != 10 && bytes[j] != 13 { j += 1 }
                let end = j < n && bytes[j] == UInt8(ascii: "`") ? j + 1 : i + 1
                guard emit(end == i + 1 ? .punctuation : .word, i, end) else { return }
                i = end
            case UInt8(ascii: "("):
                parens += 1
                guard emit(.punctuation, i, i + 1) else { return }
                i += 1
            case UInt8(ascii: ")"):
                parens -= 1
                if let last = interpolations.last, last.parens == parens {
                    // The interpolation's own `)`: back into the string's text.
                    interpolations.removeLast()
                    string = (last.hashes, last.multiline)
                    i += 1
                    continue
                }
                guard emit(.punctuation, i, i + 1) else { return }
                i += 1
            case _ where isWordByte(b):
                var j = i + 1
                while j < n && isWordByte(bytes[j]) { j += 1 }
                guard emit(.word, i, j) else { return }
                i = j
            case _ where isOperatorByte(b):
                var j = i + 1
                while j < n && isOperatorByte(bytes[j]) && !(bytes[j] == UInt8(ascii: "/") && j + 1 < n
                    && (bytes[j + 1] == UInt8(ascii: "/") || bytes[j + 1] == UInt8(ascii: "*"))) { j += 1 }
                guard emit(.operatorRun, i, j) else { return }
                i = j
            default:
                guard emit(.punctuation, i, i + 1) else { return }
                i += 1
            }
        }
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character (Swift names may use them).
    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    private static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private static func repeats(_ bytes: [UInt8], _ at: Int, _ byte: UInt8, _ count: Int) -> Bool {
        at + count <= bytes.count && bytes[at..<(at + count)].allSatisfy { $0 == byte }
    }

    private static func hashes(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Bool {
        repeats(bytes, at, UInt8(ascii: "#"), count)
    }
}
