// TopLevelLayout: where each top-level item of the scenario goes in the
// compiled form.
//
// Invariants:
// - Declarations (types, functions, extensions, protocols, typealiases,
//   operators, precedence groups, imports, computed globals, `#if` blocks of
//   declarations only) stay at file scope.
// - Everything else (stored variables, expressions, statements, `Redraw.*`
//   calls, `#if` blocks with statements) runs in the scenario's main
//   function, in source order — unless GlobalReferences keeps a variable at
//   file scope because a declaration reads it.
// - `#Preview { … }` is removed (its lines stay, empty); inside a top-level
//   `#if` too (CallRewrites), where it does not make the block one of
//   statements. `import SwiftData` stays: Redraw has that module.

import SwiftSyntax

enum Placement: Equatable {
    case declaration
    case main
    case removed
}

struct TopLevelItem {
    let syntax: CodeBlockItemSyntax
    var placement: Placement
    /// A stored variable declared at top level (a candidate global).
    let variable: VariableDeclSyntax?
    /// A main-function variable that a declaration reads: it stays global.
    var isKeptGlobal = false
}

enum TopLevelLayout {
    static func items(of tree: SourceFileSyntax) -> [TopLevelItem] {
        tree.statements.map { item in
            let variable = item.item.as(VariableDeclSyntax.self).flatMap { $0.isStored ? $0 : nil }
            return TopLevelItem(syntax: item, placement: placement(of: item.item), variable: variable)
        }
    }

    static func placement(of item: CodeBlockItemSyntax.Item) -> Placement {
        switch item {
        case .decl(let decl): return placement(ofDecl: decl)
        case .expr(let expr):
            if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return .removed }
            return .main
        case .stmt(let stmt):
            if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self),
               expr.macroName.text == "Preview" { return .removed }
            return .main
        @unknown default:
            return .main
        }
    }

    private static func placement(ofDecl decl: DeclSyntax) -> Placement {
        if let variable = decl.as(VariableDeclSyntax.self) { return variable.isStored ? .main : .declaration }
        if decl.is(ImportDeclSyntax.self) { return .declaration }
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            return macro.macroName.text == "Preview" ? .removed : .declaration
        }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            return containsOnlyDeclarations(ifConfig) ? .declaration : .main
        }
        return .declaration
    }

    /// Every clause holds declarations that stay at file scope (no variables, no statements).
    static func containsOnlyDeclarations(_ ifConfig: IfConfigDeclSyntax) -> Bool {
        ifConfig.clauses.allSatisfy { clause in
            guard let elements = clause.elements else { return true }
            guard case .statements(let items) = elements else { return false }
            return items.allSatisfy { item in
                if placement(of: item.item) == .removed { return true }
                guard case .decl(let decl) = item.item, !decl.is(VariableDeclSyntax.self) else { return false }
                return placement(ofDecl: decl) != .main
            }
        }
    }

    /// The top-level imports, including those inside `#if` blocks.
    static func hasImports(_ tree: SourceFileSyntax) -> Bool {
        func any(_ items: CodeBlockItemListSyntax) -> Bool {
            items.contains { item in
                guard case .decl(let decl) = item.item else { return false }
                if decl.is(ImportDeclSyntax.self) { return true }
                guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return false }
                return ifConfig.clauses.contains { clause in
                    if case .statements(let inner) = clause.elements { return any(inner) }
                    return false
                }
            }
        }
        return any(tree.statements)
    }
}
