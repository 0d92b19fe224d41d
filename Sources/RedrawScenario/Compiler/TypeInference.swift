// TypeInference: the static type of an expression, where it is plain to see.
//
// Best effort and never wrong by design: it answers only from annotations,
// initialiser calls and member declarations, and says nil otherwise. Load-time
// checks (unknown members, enum cases in `switch`) use it; running does not.

import SwiftSyntax

extension ScenarioCompiler {
    func inferType(_ expr: ExprSyntax, _ scope: FunctionScope) -> TypeRef? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return scope.selfContext.typeName.map(TypeRef.named) }
            if let (_, v) = scope.resolve(name) { return v.type }
            return selfMemberType(name, scope.selfContext)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = ref.baseName.text
                if models[name] != nil || structs[name] != nil { return .named(name) }
                if ["String", "Int", "Double", "Bool"].contains(name) { return .named(name) }
                return nil
            }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
                let name = m.declName.baseName.text
                guard let baseType = inferType(base, scope) else { return nil }
                if case .array = baseType, ["filter", "sorted", "prefix", "suffix", "shuffled", "reversed", "dropFirst", "dropLast"].contains(name) { return baseType }
                if case .array(let element) = baseType, ["first", "last", "randomElement", "min", "max"].contains(name) { return .optional(element) }
                if let typeName = baseType.directName, let function = methodNamed(name, in: typeName) {
                    return functionReturnTypes[ObjectIdentifier(function)] ?? nil
                }
            }
            return nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            let name = m.declName.baseName.text
            if let ref = base.as(DeclReferenceExprSyntax.self), enums[ref.baseName.text] != nil, scope.resolve(ref.baseName.text) == nil {
                return .named(ref.baseName.text)
            }
            guard let baseType = inferType(base, scope) else { return nil }
            if case .array(let element) = baseType {
                if name == "first" || name == "last" { return .optional(element) }
                if name == "count" { return .named("Int") }
                return nil
            }
            guard let typeName = baseType.directName else { return nil }
            return memberType(name, of: typeName)
        }
        if let s = expr.as(SubscriptCallExprSyntax.self), case .array(let element)? = inferType(s.calledExpression, scope) {
            if let arg = s.arguments.first?.expression, arg.is(InfixOperatorExprSyntax.self) { return .array(element) }
            return element
        }
        if let u = expr.as(ForceUnwrapExprSyntax.self), case .optional(let w)? = inferType(u.expression, scope) { return w }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return inferType(o.expression, scope) }
        if expr.is(StringLiteralExprSyntax.self) { return .named("String") }
        if expr.is(IntegerLiteralExprSyntax.self) { return .named("Int") }
        if expr.is(FloatLiteralExprSyntax.self) { return .named("Double") }
        if expr.is(BooleanLiteralExprSyntax.self) { return .named("Bool") }
        if let a = expr.as(ArrayExprSyntax.self), let first = a.elements.first, let t = inferType(first.expression, scope) { return .array(t) }
        return nil
    }

    private func methodNamed(_ name: String, in typeName: String) -> Function? {
        models[typeName]?.members.methods[name]?.first ?? structs[typeName]?.members.methods[name]?.first
    }

    private func selfMemberType(_ name: String, _ context: SelfContext) -> TypeRef? {
        switch context {
        case .model(let t): return memberType(name, of: t.name)
        case .structure(let t): return memberType(name, of: t.name)
        case .view(let t):
            if let i = t.propertyIndex[name] {
                let p = t.properties[i]
                return p.environmentType.map(TypeRef.named) ?? p.declaredType
            }
            return computedTypes[ObjectIdentifier(t.members)]?[name] ?? nil
        default: return nil
        }
    }

    func memberType(_ name: String, of typeName: String) -> TypeRef? {
        if let m = models[typeName] {
            if let i = m.propertyIndex[name] { return m.properties[i].declaredType }
            return computedTypes[ObjectIdentifier(m.members)]?[name] ?? nil
        }
        if let s = structs[typeName] {
            if let i = s.fieldIndex[name] { return s.fields[i].declaredType }
            return computedTypes[ObjectIdentifier(s.members)]?[name] ?? nil
        }
        if let e = enums[typeName] { return computedTypes[ObjectIdentifier(e.members)]?[name] ?? nil }
        return nil
    }
}
