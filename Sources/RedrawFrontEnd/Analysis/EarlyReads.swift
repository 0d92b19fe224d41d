// EarlyReads: the stored properties a class's initialiser reads before it has
// set them all — `dictionary = Words(); target = dictionary.first!`.
//
// Swift lets an initialiser read a stored property it has already set while
// others are still unset. A property behind a wrapper — the counting build's
// `@_RedrawUntracked` — is read through `self`, which definite initialisation
// then refuses ("'self' used in property access before all stored properties
// are initialized"), so the counting build leaves such a property unwrapped.
//
// Told from the syntax, by statement order: a read in a top-level statement of
// an initialiser's body at or before the last one that sets a stored property
// without an initial value (nor an optional `var`, which starts as nil) or
// delegates (`super.init`, `self.init`), closures included. A bare name counts
// unless a parameter or a local of the initialiser has it.

import SwiftSyntax

enum EarlyReads {
    /// Of `candidates`, the names the class's `deinit` uses. A deinitialiser is nonisolated: it may
    /// touch a main-actor class's stored property, not one behind a wrapper, whose accessors are
    /// isolated ("main actor-isolated property … can not be referenced from a nonisolated context":
    /// a tester's view model cancelled its task in `deinit`), so the counting build leaves them unwrapped.
    static func deinitUses(in decl: ClassDeclSyntax, among candidates: Set<String>) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        var found: Set<String> = []
        for member in decl.memberBlock.members {
            guard let deinitializer = member.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) where candidates.contains(token.text) {
                found.insert(token.text)
            }
        }
        return found
    }

    /// Of `candidates`, the names some initialiser of `decl` reads before it has set every stored property.
    static func names(in decl: ClassDeclSyntax, among candidates: Set<String>) -> Set<String> {
        guard !candidates.isEmpty else { return [] }
        let stored = namesToInitialise(in: decl)
        var found: Set<String> = []
        for member in decl.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let statements = Array(body.statements)
            guard let last = statements.lastIndex(where: { setsStoredProperty($0, stored: stored) }) else { continue }
            let parameters = initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            let locals = AssignmentFinder(viewMode: .sourceAccurate)
            for statement in statements[...last] { locals.walk(statement) }
            let reads = ReadFinder(candidates: candidates, shadowed: Set(parameters).union(locals.locals))
            for statement in statements[...last] { reads.walk(statement) }
            found.formUnion(reads.found)
        }
        return found
    }

    /// The stored properties an initialiser must set: no initial value, and not an optional `var`
    /// (which starts as nil). The others are set before its first statement.
    private static func namesToInitialise(in decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.isStored else { continue }
            for binding in variable.bindings where binding.initializer == nil {
                let type = binding.typeAnnotation?.type
                let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                if variable.isLet || !optional { names.formUnion(binding.pattern.boundNames) }
            }
        }
        return names
    }

    /// Whether `statement` sets one of `stored` (`x = …`, `self.x = …`) or delegates to another initialiser.
    private static func setsStoredProperty(_ statement: CodeBlockItemSyntax, stored: Set<String>) -> Bool {
        let assignments = AssignmentFinder(viewMode: .sourceAccurate)
        assignments.walk(statement)
        if assignments.assignments.contains(where: { stored.contains($0.name.text) }) { return true }
        let delegation = DelegationFinder(viewMode: .sourceAccurate)
        delegation.walk(statement)
        return delegation.found
    }

    private final class DelegationFinder: SyntaxVisitor {
        var found = false
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "init",
               let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind,
               base == .keyword(.super) || base == .keyword(.self) {
                found = true
            }
            return .visitChildren
        }
    }

    /// Reads of `candidates`: `x` (not shadowed) and `self.x`, except as the whole left side of `=`.
    private final class ReadFinder: SyntaxVisitor {
        let candidates: Set<String>
        let shadowed: Set<String>
        var found: Set<String> = []

        init(candidates: Set<String>, shadowed: Set<String>) {
            self.candidates = candidates
            self.shadowed = shadowed
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            // `other.x` names another object's member: `self.x` is seen at its member access.
            guard candidates.contains(name), !shadowed.contains(name),
                  node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
                  !isAssigned(Syntax(node)) else { return .visitChildren }
            found.insert(name)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if candidates.contains(name), node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               !isAssigned(Syntax(node)) {
                found.insert(name)
            }
            return .visitChildren
        }

        /// The whole left side of `x = …` (unfolded: the sequence's first element, then `=`).
        private func isAssigned(_ node: Syntax) -> Bool {
            guard let sequence = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count >= 3 && elements[0].id == node.id && elements[1].is(AssignmentExprSyntax.self)
        }
    }
}
