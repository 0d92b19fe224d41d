// MemberRuns: the guard against long runs of tokens in a type's body that
// SwiftParser's recovery would take quadratic time on (found by the
// in-process fuzzer: 5,000 chained `.padding()` where a struct's members go).
// Measured with `redraw validate` before this guard: 250 chained `.padding()`
// in a member list took 1.2 s, 500 took 4.1 s, 1,000 took 15 s, 2,000 took
// 57 s; a 4,000-argument call there took 11 s. In a type's body every token
// that starts no declaration makes the parser try a declaration and look
// ahead, past newlines, for a modifier or keyword to recover to; the
// lookahead runs to the end of the run, from every token of it.
//
// What counts, in the body of a `struct`, `class`, `enum`, `actor`,
// `protocol` or `extension` (not in braces nested in it):
// - every token of the body's own level since the member began; a member
//   begins at a declaration keyword, a modifier, `@` or `#`;
// - also the tokens inside parentheses and brackets, while the run began
//   with no declaration keyword: at the body's start, after a `;` or a
//   member's closing brace, or a name that starts a line after a complete
//   member (`var a = 1` then `foo(x, x, …)` on the next line).
// A valid member reaches the limit only with an expression of more than
// `maximumMemberRun` tokens outside its brackets (a 500-term sum written in
// a type); a literal's elements or a call's arguments do not count.
//
// Invariants:
// - Read from RoughTokens only: no parse has happened yet.
// - Never refuses a file whose type bodies hold only declarations with
//   bracketed data, however long that data is.

extension SourceGuards {
    /// Tokens one run in a type's body may have: well under a second of the parser's recovery.
    static let maximumMemberRun = 1_000

    /// The offset of the first token of the first run in a type's body longer than
    /// `maximumMemberRun` tokens, if any.
    static func tooLongMemberRun(_ bytes: [UInt8]) -> Int? {
        var scan = MemberRunScan(bytes: bytes)
        RoughTokens.forEach(bytes) { scan.take($0) }
        return scan.found
    }
}

private struct MemberRunScan {
    /// One open `{`, `(` or `[`.
    struct Frame {
        let opener: UInt8
        /// A `{` that opens a type's body.
        let isTypeBody: Bool
        // For a type's body: the run being counted.
        var count = 0
        var runStart = 0
        var declared = false
    }

    let bytes: [UInt8]
    var frames: [Frame] = []
    /// A type keyword was seen; the next `{` opens its body.
    var typeKeywordPending = false
    var previous: RoughToken?
    var found: Int?

    init(bytes: [UInt8]) { self.bytes = bytes }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    /// Words that begin a member: declaration keywords and modifiers.
    static let memberIntroducers: Set<String> = typeKeywords.union([
        "var", "let", "func", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "import", "operator",
        "precedencegroup", "macro", "static", "private", "fileprivate", "internal", "public", "open", "package", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
        "indirect", "nonisolated", "isolated", "consuming", "borrowing", "distributed", "prefix", "postfix", "infix",
    ])
    /// Words that continue a declaration on its next line (`-> some` / `View`, `where`, `throws`).
    static let continuingWords: Set<String> = [
        "some", "any", "where", "async", "throws", "rethrows", "as", "is", "in", "inout", "try", "await", "else",
    ]

    mutating func take(_ token: RoughToken) -> Bool {
        defer { previous = token }
        let text = token.kind == .word ? String(decoding: bytes[token.start..<token.end], as: UTF8.self) : ""
        let punctuation: UInt8? = token.kind == .punctuation ? bytes[token.start] : nil
        let afterDot = previous.map { $0.kind == .punctuation && bytes[$0.start] == UInt8(ascii: ".") } ?? false

        count(token, text: text, punctuation: punctuation, afterDot: afterDot)
        if found != nil { return false }

        if token.kind == .word && !afterDot {
            if Self.typeKeywords.contains(text) { typeKeywordPending = true }
            else if Self.memberIntroducers.contains(text) { typeKeywordPending = false }
        }
        switch punctuation {
        case UInt8(ascii: "{"):
            frames.append(Frame(opener: UInt8(ascii: "{"), isTypeBody: typeKeywordPending))
            typeKeywordPending = false
        case UInt8(ascii: "("), UInt8(ascii: "["):
            // `class func f() {`: a parenthesis means the `{` to come is no type's body.
            if punctuation == UInt8(ascii: "(") { typeKeywordPending = false }
            frames.append(Frame(opener: punctuation!, isTypeBody: false))
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
            if let closed = frames.popLast(), closed.opener == UInt8(ascii: "{"), let top = frames.indices.last, frames[top].isTypeBody {
                // A member's body ended: what follows is a new run.
                frames[top].count = 0
                frames[top].declared = false
            }
        default:
            break
        }
        return true
    }

    /// Counts `token` in the run of the type's body it belongs to, if any.
    private mutating func count(_ token: RoughToken, text: String, punctuation: UInt8?, afterDot: Bool) {
        // The nearest type's body with only parentheses and brackets between it and here.
        var level = frames.count - 1
        while level >= 0 && !frames[level].isTypeBody && frames[level].opener != UInt8(ascii: "{") { level -= 1 }
        guard level >= 0, frames[level].isTypeBody else { return }
        let atBodyLevel = level == frames.count - 1
        var frame = frames[level]
        defer { frames[level] = frame }

        if atBodyLevel {
            if punctuation == UInt8(ascii: ";") { frame.count = 0; frame.declared = false; return }
            if !afterDot && (Self.memberIntroducers.contains(text) || punctuation == UInt8(ascii: "@") || punctuation == UInt8(ascii: "#")) {
                frame.count = 0
                frame.declared = true
                return
            }
            if token.startsLine && token.kind == .word && !Self.continuingWords.contains(text), let previous, ends(previous) {
                // A name starting a line after a complete member starts no declaration.
                frame.count = 0
                frame.declared = false
            }
        } else if frame.declared {
            return   // a declaration's arguments or elements
        }
        if frame.count == 0 { frame.runStart = token.start }
        frame.count += 1
        if frame.count > SourceGuards.maximumMemberRun { found = frame.runStart }
    }

    /// Whether a member could end with `token`: a name, a literal, or a closing bracket.
    private func ends(_ token: RoughToken) -> Bool {
        switch token.kind {
        case .word:
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            return !Self.continuingWords.contains(text) && !Self.memberIntroducers.contains(text)
        case .literal:
            return true
        case .punctuation:
            return bytes[token.start] == UInt8(ascii: ")") || bytes[token.start] == UInt8(ascii: "]") || bytes[token.start] == UInt8(ascii: "}")
        case .operatorRun:
            return false
        }
    }
}
