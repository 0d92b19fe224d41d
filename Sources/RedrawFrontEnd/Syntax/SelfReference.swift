// SelfReference: whether an expression is `self`, or `self?` in a closure that
// captured it weakly (`self?.objectWillChange.send()`).

import SwiftSyntax

extension ExprSyntax {
    var isSelfReference: Bool {
        let inner = self.as(OptionalChainingExprSyntax.self)?.expression ?? self
        return inner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
