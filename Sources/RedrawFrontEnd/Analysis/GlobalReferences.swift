// GlobalReferences: which top-level variables a declaration reads, and so
// must stay real globals instead of moving into the scenario's main function.
//
// Invariants:
// - Conservative: any unqualified use of a variable's name (an expression
//   `name`, `if let name`, a capture `[name]`) inside a declaration that stays
//   at file scope keeps it global, unless the name is certainly something
//   else there: a member of an enclosing type of this file (members shadow
//   globals), or a parameter of an enclosing function or closure. Member
//   names after `.`, argument labels and declared names never count.
// - The kept set is closed: a kept global's initialiser keeps what it reads.
// - A kept global that is not a constant `let` (`isConstant`) keeps the
//   state of one run for the next: the run needs a fresh process.

import SwiftSyntax

enum GlobalReferences {
    /// Marks the main-function variables that must stay global; true if any does. `keep` names
    /// variables that stay global whatever reads them (and so does what they read).
    @discardableResult
    static func keepReferencedGlobals(_ items: inout [TopLevelItem], catalog: TypeCatalog,
                                      keep: (VariableDeclSyntax) -> Bool = { _ in false }) -> Bool {
        let candidates = items.indices.filter { items[$0].placement == .main && items[$0].variable != nil }
        let names = Set(candidates.flatMap { items[$0].variable!.boundNames })
        guard !names.isEmpty else { return false }
        var referenced: Set<String> = Set(candidates.map { items[$0].variable! }.filter(keep).flatMap(\.boundNames))
        for item in items where item.placement == .declaration {
            referenced.formUnion(references(in: Syntax(item.syntax), to: names, catalog: catalog))
        }
        var kept = false
        var changed = true
        while changed {
            changed = false
            for index in candidates where !items[index].isKeptGlobal {
                let variable = items[index].variable!
                guard !referenced.isDisjoint(with: variable.boundNames) else { continue }
                items[index].isKeptGlobal = true
                items[index].placement = .declaration
                referenced.formUnion(references(in: Syntax(variable), to: names, catalog: catalog))
                kept = true
                changed = true
            }
        }
        return kept
    }

    /// A `let` whose value is a literal (PerRunStatics.isConstant): every run would make the same
    /// value, and none can change it.
    /// A literal may make a class instance (`let count: Counter = 0`, through
    /// `ExpressibleByIntegerLiteral`), whose state would carry over: a written type must be one of
    /// the standard library's values, or collections of them.
    static func isConstant(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.isLet, !variable.hasPropertyWrapper, variable.singleName != nil,
              let binding = variable.singleBinding, let value = binding.initializer?.value else { return false }
        if let type = binding.typeAnnotation?.type {
            let written = type.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
            guard written.allSatisfy(valueTypeNames.contains) else { return false }
        }
        return PerRunStatics.isConstant(value)
    }

    private static let valueTypeNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Array", "Dictionary", "Set", "Optional",
    ]

    /// The names of `names` that `node` reads unqualified.
    static func references(in node: Syntax, to names: Set<String>, catalog: TypeCatalog) -> Set<String> {
        let finder = ReferenceFinder(names: names, catalog: catalog)
        finder.walk(node)
        return finder.found
    }
}

private final class ReferenceFinder: SyntaxVisitor {
    let names: Set<String>
    let catalog: TypeCatalog
    var found: Set<String> = []

    init(names: Set<String>, catalog: TypeCatalog) {
        self.names = names
        self.catalog = catalog
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
        note(node.baseName.text, at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            note(pattern.identifier.text, at: Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        if node.initializer == nil { note(node.name.text, at: Syntax(node)) }
        return .visitChildren
    }

    private func note(_ name: String, at node: Syntax) {
        guard names.contains(name), !found.contains(name), !isShadowed(name, at: node) else { return }
        found.insert(name)
    }

    /// A parameter or a member of an enclosing type of this file has the name.
    private func isShadowed(_ name: String, at node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let parameters = Self.parameterNames(of: ancestor), parameters.contains(name) { return true }
            if let typeName = catalog.groupNames[ancestor.id], catalog.memberNames[typeName]?.contains(name) == true {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    private static func parameterNames(of node: Syntax) -> [String]? {
        func names(_ clause: FunctionParameterClauseSyntax) -> [String] {
            clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        if let f = node.as(FunctionDeclSyntax.self) { return names(f.signature.parameterClause) }
        if let i = node.as(InitializerDeclSyntax.self) { return names(i.signature.parameterClause) }
        if let s = node.as(SubscriptDeclSyntax.self) { return names(s.parameterClause) }
        if let a = node.as(AccessorDeclSyntax.self) { return a.parameters.map { [$0.name.text] } }
        if let c = node.as(ClosureExprSyntax.self), let clause = c.signature?.parameterClause {
            switch clause {
            case .simpleInput(let shorthand): return shorthand.map(\.name.text)
            case .parameterClause(let full): return full.parameters.map { ($0.secondName ?? $0.firstName).text }
            @unknown default: return nil
            }
        }
        return nil
    }
}
