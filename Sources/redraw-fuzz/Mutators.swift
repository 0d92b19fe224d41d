// Mutators: how one corpus file becomes a fuzz input. Each mutator is one kind
// of damage (issue #13's list); an input gets one to four of them in a row,
// chosen by weight, so most inputs are close to a real scenario and still
// reach the front end's later passes.
//
// Input i depends only on (seed, i, corpus): see InputMaker.

enum Mutator: String, CaseIterable {
    case byteFlip = "byte flip"
    case oddBytes = "invalid UTF-8, NUL or control bytes"
    case controlBeforeEquals = "control byte before `=`"
    case lineDelete = "line deletion"
    case lineDuplicate = "line duplication"
    case lineSwap = "line swap"
    case tokenDelete = "token deletion"
    case tokenDuplicate = "token duplication"
    case tokenReplace = "token replacement"
    case splice = "splice from another file"
    case truncate = "truncation"
    case extremeLiteral = "extreme literal"
    case deepNesting = "deep nesting (20–200)"
    case longFlat = "long flat syntax (5,000–20,000)"
    case runaway = "recursion, endless loops, traps"
    case hugeCount = "huge counts"

    /// How often each is chosen, out of the sum. Long flat syntax costs the front end about a
    /// second per input (most inputs: milliseconds), so it is chosen apart: once in
    /// `longFlatOdds` mutations, hundreds of times in a run of a million.
    static let longFlatOdds = 2_000

    var weight: Int {
        switch self {
        case .byteFlip: return 12
        case .oddBytes: return 8
        case .controlBeforeEquals: return 3
        case .lineDelete: return 12
        case .lineDuplicate: return 8
        case .lineSwap: return 4
        case .tokenDelete: return 12
        case .tokenDuplicate: return 8
        case .tokenReplace: return 8
        case .splice: return 8
        case .truncate: return 3
        case .extremeLiteral: return 6
        case .deepNesting: return 3
        case .longFlat: return 0
        case .runaway: return 5
        case .hugeCount: return 3
        }
    }

    static let totalWeight = allCases.reduce(0) { $0 + $1.weight }

    /// The end-to-end mode's weights: each input costs a compile, so most inputs should pass
    /// the front end and reach swiftc and the child — runaway code, extreme literals and huge
    /// counts, which the front end takes and the compiled scenario does not; damage that the
    /// front end rejects in milliseconds is rarer. Long flat syntax is an ordinary choice here:
    /// it is swiftc's exponential type-check that matters, not the parser's time.
    var endToEndWeight: Int {
        switch self {
        case .byteFlip: return 2
        case .oddBytes: return 2
        case .controlBeforeEquals: return 1
        case .lineDelete: return 6
        case .lineDuplicate: return 6
        case .lineSwap: return 2
        case .tokenDelete: return 4
        case .tokenDuplicate: return 4
        case .tokenReplace: return 3
        case .splice: return 3
        case .truncate: return 1
        case .extremeLiteral: return 14
        case .deepNesting: return 3
        case .longFlat: return 1
        case .runaway: return 24
        case .hugeCount: return 14
        }
    }

    static let endToEndTotalWeight = allCases.reduce(0) { $0 + $1.endToEndWeight }

    static func chooseEndToEnd(_ rng: inout SplitMix64) -> Mutator {
        var roll = rng.below(endToEndTotalWeight)
        for m in allCases {
            if roll < m.endToEndWeight { return m }
            roll -= m.endToEndWeight
        }
        return .runaway
    }

    /// As `apply`, but runaway code is the end-to-end kind: a whole top-level piece that a step
    /// or the root runs, put between top-level statements, so that it compiles and executes.
    func applyEndToEnd(to bytes: inout [UInt8], corpus: Corpus, rng: inout SplitMix64) {
        guard self == .runaway else { return apply(to: &bytes, corpus: corpus, rng: &rng) }
        let piece = Snippets.runawayEndToEnd(&rng)
        var lines = Lines(bytes)
        // Top-level line starts: not indented, not closing or continuing something.
        let starts = lines.items.indices.filter { i in
            guard let first = lines.items[i].first else { return false }
            return !(first == 32 || first == 9 || first == UInt8(ascii: "}") || first == UInt8(ascii: ")")
                     || first == UInt8(ascii: "]") || first == UInt8(ascii: ".") || first == UInt8(ascii: "/"))
        }
        let at = starts.isEmpty || rng.chance(20) ? lines.items.count : rng.pick(starts)
        lines.items.insert(contentsOf: Lines(Array(piece.declaration.utf8)).items, at: at)
        bytes = lines.joined
        if let root = piece.rootContent {
            // In the root's content, so that it is built: `Redraw.root { X()` + the old content.
            let text = String(decoding: bytes, as: UTF8.self)
            if let r = text.range(of: "Redraw.root {") {
                bytes = Array((text[..<r.upperBound] + " " + root + "\n" + text[r.upperBound...]).utf8)
            }
        }
    }

    static func choose(_ rng: inout SplitMix64) -> Mutator {
        if rng.below(longFlatOdds) == 0 { return .longFlat }
        var roll = rng.below(totalWeight)
        for m in allCases {
            if roll < m.weight { return m }
            roll -= m.weight
        }
        return .byteFlip
    }

    func apply(to bytes: inout [UInt8], corpus: Corpus, rng: inout SplitMix64) {
        switch self {
        case .byteFlip:
            guard !bytes.isEmpty else { return }
            for _ in 0..<rng.within(1...8) { bytes[rng.below(bytes.count)] ^= UInt8(1 << rng.below(8)) }
        case .oddBytes:
            for _ in 0..<rng.within(1...3) { bytes.insert(contentsOf: Snippets.oddBytes(&rng), at: rng.below(bytes.count + 1)) }
        case .controlBeforeEquals:
            let equals = bytes.indices.filter { bytes[$0] == UInt8(ascii: "=") }
            let at = equals.isEmpty ? rng.below(bytes.count + 1) : rng.pick(equals)
            bytes.insert(rng.pick([0x14, 0x01, 0x1B, 0x7F, 0x00]), at: at)
        case .lineDelete, .lineDuplicate, .lineSwap:
            var lines = Lines(bytes)
            guard !lines.items.isEmpty else { return }
            let start = rng.below(lines.items.count)
            let count = min(lines.items.count - start, rng.chance(70) ? 1 : rng.within(2...12))
            switch self {
            case .lineDelete: lines.items.removeSubrange(start..<(start + count))
            case .lineDuplicate: lines.items.insert(contentsOf: lines.items[start..<(start + count)], at: rng.below(lines.items.count + 1))
            default: lines.items.swapAt(start, rng.below(lines.items.count))
            }
            bytes = lines.joined
        case .tokenDelete, .tokenDuplicate, .tokenReplace:
            let tokens = Tokens.ranges(bytes)
            guard !tokens.isEmpty else { return }
            let t = rng.pick(tokens)
            switch self {
            case .tokenDelete: bytes.removeSubrange(t)
            case .tokenDuplicate: bytes.insert(contentsOf: Array(bytes[t]), at: t.upperBound)
            default:
                let other = rng.chance(50) ? Array(bytes[rng.pick(tokens)]) : Array(rng.pick(Tokens.keywords).utf8)
                bytes.replaceSubrange(t, with: other)
            }
        case .splice:
            let donor = Lines(rng.pick(corpus.files).bytes)
            guard !donor.items.isEmpty else { return }
            let start = rng.below(donor.items.count)
            let piece = donor.items[start..<min(donor.items.count, start + rng.within(1...30))]
            var lines = Lines(bytes)
            let at = rng.below(lines.items.count + 1)
            if rng.chance(25) { lines.items.removeSubrange(at...) }   // the other file's lines replace the tail
            lines.items.insert(contentsOf: piece, at: min(at, lines.items.count))
            bytes = lines.joined
        case .truncate:
            bytes.removeSubrange(rng.below(bytes.count + 1)...)
        case .extremeLiteral:
            Self.replaceNumberOrInsert(&bytes, with: Snippets.extremeLiteral(&rng), rng: &rng)
        case .deepNesting:
            let depth = rng.within(20...200)
            if rng.chance(60) {
                Self.replaceNumberOrInsert(&bytes, with: Snippets.deepExpression(&rng, depth: depth), rng: &rng)
            } else {
                Self.insertLine(&bytes, Snippets.deepStatements(&rng, depth: depth) + "\n", rng: &rng)
            }
        case .longFlat:
            Self.insertLine(&bytes, Snippets.longFlat(&rng), rng: &rng)
        case .runaway:
            Self.insertLine(&bytes, Snippets.runaway(&rng), rng: &rng)
        case .hugeCount:
            let huge = rng.pick(["2147483648", "10000000", "9223372036854775807", "-1", "0", "4294967296"])
            var text = String(decoding: bytes, as: UTF8.self)
            if let r = text.range(of: "frames: "), rng.chance(70) {
                let end = text[r.upperBound...].firstIndex { !$0.isNumber && $0 != "_" } ?? text.endIndex
                text.replaceSubrange(r.upperBound..<end, with: huge)
                bytes = Array(text.utf8)
            } else {
                Self.replaceNumberOrInsert(&bytes, with: huge, rng: &rng)
            }
        }
    }

    /// Replaces a random integer literal with `text`, or, when there is none, adds `let __x = text`.
    private static func replaceNumberOrInsert(_ bytes: inout [UInt8], with text: String, rng: inout SplitMix64) {
        let numbers = Tokens.ranges(bytes).filter { bytes[$0.lowerBound] >= UInt8(ascii: "0") && bytes[$0.lowerBound] <= UInt8(ascii: "9") }
        if let r = numbers.isEmpty ? nil : rng.pick(numbers) {
            bytes.replaceSubrange(r, with: Array(text.utf8))
        } else {
            insertLine(&bytes, "let __x = " + text + "\n", rng: &rng)
        }
    }

    /// Puts `text` (ending in a newline) at the start of a random line.
    private static func insertLine(_ bytes: inout [UInt8], _ text: String, rng: inout SplitMix64) {
        var lines = Lines(bytes)
        lines.items.insert(Array(text.utf8.dropLast()), at: rng.below(lines.items.count + 1))
        bytes = lines.joined
    }
}

/// A file split at its newlines (the newline not kept); `joined` puts them back.
struct Lines {
    var items: [[UInt8]]
    private let endsWithNewline: Bool

    init(_ bytes: [UInt8]) {
        endsWithNewline = bytes.last == 10
        var parts = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        if endsWithNewline { parts.removeLast() }
        items = bytes.isEmpty ? [] : parts
    }

    var joined: [UInt8] {
        var out = Array(items.joined(separator: [10]))
        if endsWithNewline || !items.isEmpty { out.append(10) }
        return out
    }
}

/// A rough tokeniser: runs of identifier characters, and single punctuation bytes; spaces skipped.
enum Tokens {
    static let keywords = ["let", "var", "func", "class", "struct", "}", "{", "(", ")", "@Published", "@State",
                           "@Observable", "Redraw.step", "Redraw.root", "param", "$", "#", "@", "\\", "`", "\"", "\"\"\"",
                           "/*", "*/", "//", "init", "self", "some View", "body", "in", "_", "?", "!", "->", "...", "..<"]

    static func ranges(_ bytes: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 32 || b == 10 || b == 9 || b == 13 { i += 1; continue }
            var j = i + 1
            if isWord(b) { while j < bytes.count && isWord(bytes[j]) { j += 1 } }
            out.append(i..<j)
            i = j
        }
        return out
    }

    private static func isWord(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 0x80
    }
}
