// ManualSends: the stored properties of an `ObservableObject` that a send
// announces without `@Published` — a property whose `willSet` or `didSet`
// sends (Hacking with Swift's `DelayedUpdater`), or one that a method which
// sends changes (CS193p 2020's `private var model` with intents that send, then
// mutate it). The send is on the object's own `objectWillChange`, or on
// another's: a child that announces its change through its parent
// (`parent?.objectWillChange.send()`, the common fix for nested objects) has
// its change seen by the parent's observers.
//
// Under push those writes re-run the views that hold the object; the pull form
// keeps them tracked (no `@ObservationIgnored`), since migrating such a class
// to `@Observable` means deleting the sends and letting the macro notify for
// the property — the guides' migration step. A method's property is one whose
// name leads an assignment's target (`model = …`, `self.model.score += 1`) or
// a call on it (`model.choose(card)`) in a method or accessor that sends, in
// any closure inside it too; that is the syntax's reach, and a property the
// method changes through another function is not found (README, Known limits).

import SwiftSyntax

enum ManualSends {
    /// The names of `decl`'s stored properties that its own sends announce.
    static func announcedProperties(of decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic {
                // A property observer that sends announces its own property.
                for binding in variable.bindings {
                    guard let accessors = binding.accessorBlock, sends(Syntax(accessors)),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    names.insert(name)
                }
            }
            // A method, initialiser or computed property's setter that sends announces what it changes.
            let body: Syntax? = member.decl.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
                ?? member.decl.as(VariableDeclSyntax.self).flatMap { variable in
                    variable.bindings.contains { $0.accessorBlock != nil && !isObserverOnly($0.accessorBlock!) }
                        ? Syntax(variable) : nil
                }
            if let body, sends(body) { names.formUnion(ChangedNames.in(body)) }
        }
        return names
    }

    /// Whether `node` holds a send on an `objectWillChange`, the object's own or another's.
    static func sends(_ node: Syntax) -> Bool {
        let finder = SendFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private static func isObserverOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    private final class SendFinder: SyntaxVisitor {
        var found = false
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.objectWillChangeSender != nil { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// The names that lead an assignment's target or a called member's base in `node`.
    private final class ChangedNames: SyntaxVisitor {
        var names: Set<String> = []

        static func `in`(_ node: Syntax) -> Set<String> {
            let visitor = ChangedNames(viewMode: .sourceAccurate)
            visitor.walk(node)
            return visitor.names
        }

        // The parser leaves operators unfolded: `model.score += 1` is a sequence of three
        // expressions, whose first is the target when one of the others assigns.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.elements.contains(where: Self.assigns), let target = node.elements.first, let name = leadingName(target) {
                names.insert(name)
            }
            return .visitChildren
        }

        private static func assigns(_ element: ExprSyntax) -> Bool {
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let name = leadingName(base) {
                names.insert(name)
            }
            return .visitChildren
        }

        /// `model` for `model`, `self.model`, `model.cards[0].isFaceUp`, `model?.x`, `model!.x`.
        private func leadingName(_ expression: ExprSyntax) -> String? {
            var current = expression
            while true {
                if let reference = current.as(DeclReferenceExprSyntax.self) {
                    return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
                }
                if let member = current.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return nil }
                    if base.isSelfReference { return member.declName.baseName.text }
                    current = base
                } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                    current = subscriptCall.calledExpression
                } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                    current = optional.expression
                } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                    current = forced.expression
                } else {
                    return nil
                }
            }
        }
    }
}
