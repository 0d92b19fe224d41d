// DebugOnlyDeclarations: what the file declares only under `#if DEBUG` — an
// app's sample data for its previews (`static let example`), a debug menu.
// Redraw builds a scenario as an app's Release configuration does (its timing
// build is `-O`, and the counting build must compile the same code), where
// `DEBUG` is not defined; so a use of such a name elsewhere fails with
// swiftc's "has no member" or "cannot find", and Redraw's note says why
// (ModellingNotes) instead of suggesting that SwiftUI API is missing.

import SwiftSyntax

enum DebugOnlyDeclarations {
    /// Each name declared in an `#if DEBUG` (or `#elseif DEBUG`) clause, with where that clause is
    /// (`line 12`; in a folder scenario, `Menu.swift:12`).
    static func names(in parsed: ParsedScenario) -> [String: String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        var names: [String: String] = [:]
        for (name, clause) in finder.found where names[name] == nil { names[name] = parsed.place(of: clause) }
        return names
    }

    private final class Finder: SyntaxVisitor {
        var found: [(String, IfConfigClauseSyntax)] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard node.condition?.trimmedDescription == "DEBUG", let elements = node.elements else { return .visitChildren }
            for declaration in elements.tokens(viewMode: .sourceAccurate).compactMap(Self.declaredName(after:)) {
                found.append((declaration, node))
            }
            return .visitChildren
        }

        /// The name a declaration's keyword introduces: `let example`, `func preview`, `struct Sample`.
        private static func declaredName(after token: TokenSyntax) -> String? {
            switch token.tokenKind {
            case .keyword(.let), .keyword(.var), .keyword(.func), .keyword(.struct), .keyword(.class), .keyword(.enum),
                 .keyword(.typealias), .keyword(.actor):
                guard let next = token.nextToken(viewMode: .sourceAccurate), case .identifier(let name) = next.tokenKind else { return nil }
                return name
            default:
                return nil
            }
        }
    }
}
