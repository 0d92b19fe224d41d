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
            guard node.condition?.trimmedDescription == "DEBUG" else { return .visitChildren }
            // The clause's own declarations (members of a type, or at file scope): not the locals of
            // a function declared in it.
            let declarations: [DeclSyntax]
            switch node.elements {
            case .decls(let members)?: declarations = members.map(\.decl)
            case .statements(let items)?: declarations = items.compactMap { item in
                if case .decl(let decl) = item.item { return decl } else { return nil }
            }
            default: declarations = []
            }
            for name in declarations.flatMap(Self.names) { found.append((name, node)) }
            return .visitChildren
        }

        /// What a declaration introduces: `let example`, `static var sample`, `func preview`, `struct Sample`.
        private static func names(_ decl: DeclSyntax) -> [String] {
            if let variable = decl.as(VariableDeclSyntax.self) {
                return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            // A type or an extension: its name (an extension has none) and its members'.
            let own = decl.asProtocol(NamedDeclSyntax.self).map { [$0.name.text] } ?? []
            let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.flatMap { names($0.decl) } ?? []
            return own + members
        }
    }
}
