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
// any closure inside it too. A method that calls one of its class's sending
// methods (`func addTag(…) { tags.append(t); announce() }`) sends too, and so
// does a block outside the class that sends on an object and changes its
// properties (a view's button: `cart.objectWillChange.send(); cart.items.append(…)`),
// when the syntax tells the object's class (trial BB-2). That is the syntax's
// reach: a property the method changes through another function is not found
// (README, Known limits).

import SwiftSyntax

enum ManualSends {
    /// The names of `decl`'s stored properties that its own sends announce.
    static func announcedProperties(of decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        var bodies: [(name: String?, body: Syntax)] = []
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
            let function = member.decl.as(FunctionDeclSyntax.self)
            let body: Syntax? = function?.body.map(Syntax.init)
                ?? member.decl.as(VariableDeclSyntax.self).flatMap { variable in
                    variable.bindings.contains { $0.accessorBlock != nil && !isObserverOnly($0.accessorBlock!) }
                        ? Syntax(variable) : nil
                }
            if let body { bodies.append((function?.name.text, body)) }
        }
        // Sending bodies: those that send, then those that call a sending method of the class, until none is added.
        var sending = bodies.indices.filter { sends(bodies[$0].body) }
        var senders = Set(sending.compactMap { bodies[$0].name })
        while true {
            let more = bodies.indices.filter { !sending.contains($0) && !OwnCalls.in(bodies[$0].body).isDisjoint(with: senders) }
            guard !more.isEmpty else { break }
            sending += more
            senders.formUnion(more.compactMap { bodies[$0].name })
        }
        for index in sending { names.formUnion(ChangedNames.in(bodies[index].body)) }
        return names
    }

    /// By class name: the stored properties that code outside the class announces, a block that
    /// sends on an object (`cart.objectWillChange.send()`) and changes `cart.items` in the same
    /// statements. `classOf` tells an object's class from the syntax; an object it cannot tell is passed over.
    static func announcedFromOutside(_ tree: SourceFileSyntax, classOf: (ExprSyntax) -> String?) -> [String: Set<String>] {
        let finder = OutsideSends(viewMode: .sourceAccurate)
        finder.walk(tree)
        var names: [String: Set<String>] = [:]
        for (object, block) in finder.sends {
            guard let owner = classOf(object), let root = rootName(object) else { continue }
            names[owner, default: []].formUnion(ChangedNames.in(Syntax(block), through: root))
        }
        return names
    }

    /// `cart` for `cart`, `cart?` and `cart!`; nil for anything longer (`store.cart`).
    private static func rootName(_ object: ExprSyntax) -> String? {
        let inner = object.as(OptionalChainingExprSyntax.self)?.expression ?? object.as(ForceUnwrapExprSyntax.self)?.expression ?? object
        return inner.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Sends on another object's `objectWillChange`, each with the statements it is among.
    private final class OutsideSends: SyntaxVisitor {
        var sends: [(object: ExprSyntax, block: CodeBlockItemListSyntax)] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard case .other(let object)? = node.objectWillChangeSender else { return .visitChildren }
            var current = node.parent
            while let scope = current, !scope.is(CodeBlockItemListSyntax.self) { current = scope.parent }
            if let block = current?.as(CodeBlockItemListSyntax.self) { sends.append((object, block)) }
            return .skipChildren
        }
    }

    /// The methods of the enclosing class that `node` calls: `announce()`, `self.announce()`.
    private final class OwnCalls: SyntaxVisitor {
        var names: Set<String> = []

        static func `in`(_ node: Syntax) -> Set<String> {
            let visitor = OwnCalls(viewMode: .sourceAccurate)
            visitor.walk(node)
            return visitor.names
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
                names.insert(member.declName.baseName.text)
            }
            return .visitChildren
        }
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

    /// The names that lead an assignment's target or a called member's base in `node`; with
    /// `root`, the names right after it (`items` of `cart.items.append(…)` through `cart`).
    private final class ChangedNames: SyntaxVisitor {
        var names: Set<String> = []
        private var root: String?

        static func `in`(_ node: Syntax, through root: String? = nil) -> Set<String> {
            let visitor = ChangedNames(viewMode: .sourceAccurate)
            visitor.root = root
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

        /// `model` for `model`, `self.model`, `model.cards[0].isFaceUp`, `model?.x`, `model!.x`;
        /// with `root`, `items` for `cart.items.append`, `cart?.items[0]`, and nil for `cart` alone.
        private func leadingName(_ expression: ExprSyntax) -> String? {
            var current = expression
            while true {
                if let reference = current.as(DeclReferenceExprSyntax.self) {
                    return reference.baseName.tokenKind == .keyword(.self) || root != nil ? nil : reference.baseName.text
                }
                if let member = current.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return nil }
                    if let root, ManualSends.rootName(base) == root { return member.declName.baseName.text }
                    if base.isSelfReference, root == nil { return member.declName.baseName.text }
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
