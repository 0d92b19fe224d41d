// SelfReference: whether an expression is `self`, or `self?` in a closure that
// captured it weakly (`self?.objectWillChange.send()`), and the sends of an
// object's `objectWillChange` — a model's own, or another object's (a child
// announcing its change through its parent: `parent?.objectWillChange.send()`).

import SwiftSyntax

/// Whose `objectWillChange` a send is on.
enum WillChangeSender {
    /// The enclosing object's: bare, `self.` or `self?.`.
    case own
    /// Another object's: the expression before `.objectWillChange` (`parent?`, `store`).
    case other(ExprSyntax)
}

extension FunctionCallExprSyntax {
    /// `objectWillChange.send()` on the enclosing object; with an argument too
    /// (`objectWillChange.send(self)` on a class's own `PassthroughSubject<Self, Never>`).
    var isOwnObjectWillChangeSend: Bool {
        if case .own? = objectWillChangeSender { return true }
        return false
    }

    /// Whose `objectWillChange` the call sends on; nil when it is no such send.
    var objectWillChangeSender: WillChangeSender? {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "send", let base = member.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "objectWillChange" { return .own }
        guard let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "objectWillChange",
              let object = inner.base else { return nil }
        return object.isSelfReference ? .own : .other(object)
    }
}

extension ExprSyntax {
    var isSelfReference: Bool {
        let inner = self.as(OptionalChainingExprSyntax.self)?.expression ?? self
        return inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
