// SourceGuards: what the front end refuses before SwiftParser and
// SwiftDiagnostics see the file, because they would hang or trap on it and
// neither can be stopped or caught in process (found by `redraw-fuzz`):
//
// - `[` nested more than `maximumBracketDepth` deep: SwiftParser's lookahead
//   for a collection type (`[[T]]()`) takes time doubling with every level —
//   depth 22 took half a minute; checked on the bytes, before parsing.
// - a control character outside comments (0x14 before `=`, ESC, DEL, NUL…):
//   ParseDiagnosticsGenerator builds a Fix-It without changes for some, and
//   `FixIt.init` is a fatalError. swiftc rejects them too; Redraw says where
//   and does not run the generator. Tab and line ends are whitespace. The
//   same for other text between tokens that the lexer leaves as "unexpected"
//   trivia (U+0085 NEXT LINE, U+00A0…), vertical tabs and form feeds.
// - a tree with syntax errors nested deeper than `maximumDepthWithErrors`:
//   the generator's Fix-Its take time quadratic in the depth; Redraw names
//   the first error itself.
// - a run of tokens in a type's body that is no declaration, or one member
//   of more than `maximumMemberRun` tokens outside its brackets and braces
//   (MemberRuns): SwiftParser's recovery looks ahead from every token of such
//   a run to its end — 1,000 chained `.padding()` where a member belongs took
//   15 s, 2,000 took a minute; checked on the bytes, before parsing.
// - an anonymous closure argument past `maximumAnonymousArgument`: swiftc
//   makes every parameter before it, in time and memory growing faster than
//   the number (the end-to-end fuzzer's `{ $2147483648 }` kept swift-frontend
//   busy past its limit); refused at the token, before swiftc runs.
//
// Invariants:
// - Positions are byte offsets into the file's UTF-8; the byte scans read
//   RoughTokens, which skip comments and string literals, so brackets in text
//   do not count.

import SwiftSyntax

enum SourceGuards {
    /// Deeper than any array literal a scenario needs; parsed in well under a second.
    static let maximumBracketDepth = 12

    /// The offset of the `[` that opens one level too many, if any.
    static func tooDeepBracket(_ bytes: [UInt8]) -> Int? {
        var depth = 0
        var found: Int?
        RoughTokens.forEach(bytes) { token in
            guard token.kind == .punctuation else { return true }
            switch bytes[token.start] {
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumBracketDepth { found = token.start; return false }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            return true
        }
        return found
    }

    /// A byte Redraw does not take as source: C0 controls but tab, line feed and carriage
    /// return, and DEL. Vertical tab and form feed are whitespace to swiftc, but before an
    /// operator they make the same Fix-It without changes (`e \u{0B}= 1`).
    static func isControl(_ b: UInt8) -> Bool {
        (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D) || b == 0x7F
    }

    /// Nesting deeper than this, in a tree with syntax errors, is not given to
    /// ParseDiagnosticsGenerator: its Fix-Its format the statement around the error and walk
    /// up the tree from every token, which takes time quadratic in the depth (5,000 chained
    /// `.map { … }` after a missing `;`: seconds).
    static let maximumDepthWithErrors = 1_000

    /// In a tree with errors nested deeper than `maximumDepthWithErrors`: the depth and the
    /// first error (a missing or unexpected token).
    static func deepErrors(_ tree: SourceFileSyntax) -> (depth: Int, at: AbsolutePosition)? {
        guard tree.hasError else { return nil }
        let finder = DepthFinder(viewMode: .all)
        finder.walk(tree)
        guard finder.maximum > maximumDepthWithErrors else { return nil }
        return (finder.maximum, finder.firstError ?? tree.positionAfterSkippingLeadingTrivia)
    }

    private final class DepthFinder: SyntaxAnyVisitor {
        var depth = 0
        var maximum = 0
        var firstError: AbsolutePosition?

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            depth += 1
            maximum = max(maximum, depth)
            if firstError == nil {
                if node.is(UnexpectedNodesSyntax.self) { firstError = node.positionAfterSkippingLeadingTrivia }
                else if let token = node.as(TokenSyntax.self), token.presence == .missing { firstError = token.position }
            }
            return .visitChildren
        }

        override func visitAnyPost(_ node: Syntax) { depth -= 1 }
    }

    /// The offset of the first control byte outside comments, if any.
    static func firstControlByte(_ bytes: [UInt8], tree: SourceFileSyntax) -> Int? {
        guard bytes.contains(where: isControl) else { return nil }
        var comments: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                let length = piece.sourceLength.utf8Length
                if isComment(piece) { comments.append(offset..<(offset + length)) }
                offset += length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                let length = piece.sourceLength.utf8Length
                if isComment(piece) { comments.append(offset..<(offset + length)) }
                offset += length
            }
        }
        var c = 0
        for (offset, b) in bytes.enumerated() where isControl(b) {
            while c < comments.count && comments[c].upperBound <= offset { c += 1 }
            if c < comments.count && comments[c].contains(offset) { continue }
            return offset
        }
        return nil
    }

    /// Types nested in types deeper than this are refused: swiftc's time grows faster than the
    /// depth (164 nested `struct`s kept it busy past the end-to-end fuzzer's 180 s limit).
    static let maximumTypeNesting = 16

    /// The first type declaration nested past `maximumTypeNesting` in other type declarations.
    static func tooDeepType(_ tree: SourceFileSyntax) -> Syntax? {
        final class Walker: SyntaxVisitor {
            var depth = 0
            var found: Syntax?
            func enter(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                depth += 1
                if depth > SourceGuards.maximumTypeNesting { found = Syntax(node); return .skipChildren }
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
            override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
            override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
            override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
            override func visitPost(_ node: ActorDeclSyntax) { depth -= 1 }
        }
        let walker = Walker(viewMode: .sourceAccurate)
        walker.walk(tree)
        return walker.found
    }

    /// The highest `$N` taken: more closure parameters than any closure is written with.
    static let maximumAnonymousArgument = 255

    /// The most interpolations one string literal may have: swiftc's time grows faster than their
    /// number (found by the end-to-end fuzzer: 5,000 `\(1)` in one literal kept swiftc past 180 s;
    /// measured here with `swiftc -O`: 250 take 1.4 s of CPU, 1,000 take 34 s).
    static let maximumInterpolations = 256

    /// The first string literal with more than `maximumInterpolations` interpolations, and how many.
    static func firstHugeInterpolation(_ tree: SourceFileSyntax) -> (StringLiteralExprSyntax, Int)? {
        final class Finder: SyntaxVisitor {
            var found: (StringLiteralExprSyntax, Int)?
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                let count = node.segments.reduce(0) { $0 + ($1.is(ExpressionSegmentSyntax.self) ? 1 : 0) }
                if count > SourceGuards.maximumInterpolations { found = (node, count); return .skipChildren }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The first `$N` token with N past `maximumAnonymousArgument` (or too long to be a number).
    static func firstHugeAnonymousArgument(_ tree: SourceFileSyntax) -> TokenSyntax? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let text) = token.tokenKind else { continue }
            let digits = text.dropFirst()
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { continue }
            if digits.count > 9 || Int(digits)! > maximumAnonymousArgument { return token }
        }
        return nil
    }

    /// The offset and first character of the first trivia that is neither a space, a tab, a line
    /// end nor a comment: text the lexer could not take as a token (U+0085, U+00A0, U+2028, a
    /// stray control), a vertical tab, a form feed. Before an operator each makes
    /// ParseDiagnosticsGenerator build a Fix-It without changes (`r \u{85}= 1`), a fatalError.
    static func firstOddTrivia(_ tree: SourceFileSyntax) -> (offset: Int, character: Unicode.Scalar)? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (start, trivia) in [(token.position.utf8Offset, token.leadingTrivia),
                                    (token.endPositionBeforeTrailingTrivia.utf8Offset, token.trailingTrivia)] {
                var offset = start
                for piece in trivia {
                    switch piece {
                    case .unexpectedText(let text):
                        if let c = text.unicodeScalars.first { return (offset, c) }
                    case .verticalTabs: return (offset, "\u{0B}")
                    case .formfeeds: return (offset, "\u{0C}")
                    default: break
                    }
                    offset += piece.sourceLength.utf8Length
                }
            }
        }
        return nil
    }

    private static func isComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }

    /// How a character is named in an error: `U+0014`, and its usual name when it has one.
    static func name(of c: Unicode.Scalar) -> String {
        let hex = String(c.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch c.value {
        case 0x00: return code + " (NUL)"
        case 0x1B: return code + " (ESC)"
        case 0x7F: return code + " (DEL)"
        case 0x85: return code + " (NEXT LINE)"
        case 0xA0: return code + " (NO-BREAK SPACE)"
        case 0x2028: return code + " (LINE SEPARATOR)"
        case 0x200B: return code + " (ZERO WIDTH SPACE)"
        case 0xFEFF: return code + " (BYTE ORDER MARK)"
        default: return code
        }
    }
}
