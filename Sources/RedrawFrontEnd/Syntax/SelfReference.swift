// SelfReference: whether an expression is `self`, or `self?` in a closure that
// captured it weakly (`self?.objectWillChange.send()`), and a model's own send.

import SwiftSyntax

extension FunctionCallExprSyntax {
    /// `objectWillChange.send()` on the enclosing object: bare, `self.` or `self?.`.
    var isOwnObjectWillChangeSend: Bool {
        guard arguments.isEmpty, let member = calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "send", let base = member.base else { return false }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "objectWillChange" { return true }
        guard let inner = base.as(MemberAccessExprSyntax.self) else { return false }
        return inner.declName.baseName.text == "objectWillChange" && inner.base?.isSelfReference == true
    }
}

extension ExprSyntax {
    var isSelfReference: Bool {
        let inner = self.as(OptionalChainingExprSyntax.self)?.expression ?? self
        return inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
