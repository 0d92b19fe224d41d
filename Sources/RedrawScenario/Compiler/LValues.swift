// LValues: the places assignments and mutating calls write to.
//
// A write to `list.items[41].isCompleted` reads `list.items`, follows the
// element to its object, and writes that object's `isCompleted`: one write of
// one property. A write into a struct inside an array property is one write of
// the whole property (update-cycle page, "Writes"). Values are taken out of
// their slot while they change, so arrays change in place without a copy.

import SwiftSyntax

/// What a modification did to the place it was applied to.
enum WriteEffect {
    /// Nothing was stored here: the path only passed through a reference.
    case none
    /// A value was stored and equals the old one.
    case equal
    /// A different value was stored.
    case changed
}

typealias Modification = (inout Value) throws -> WriteEffect

struct LValue {
    let modify: (Frame, Modification) throws -> Void
}

final class WriteSite {
    let name: String
    let location: SourceLocation
    /// In an initialiser, on `self`: the store initialises and notifies nobody.
    let initializes: Bool
    var cachedModel: ModelType?
    var cachedSlot = 0

    init(name: String, location: SourceLocation, initializes: Bool) {
        self.name = name
        self.location = location
        self.initializes = initializes
    }
}

func modifyMember(_ v: inout Value, _ site: WriteSite, _ f: Frame, _ op: Modification) throws -> WriteEffect {
    switch v {
    case .object(let o):
        let slot: Int
        if o.type === site.cachedModel { slot = site.cachedSlot }
        else if let s = o.type.propertyIndex[site.name] { slot = s; site.cachedModel = o.type; site.cachedSlot = s }
        else if o.type.members.computed[site.name] != nil {
            throw RuntimeError("cannot assign to `\(site.name)`: it is a computed property of `\(o.type.name)`", at: site.location)
        } else {
            throw RuntimeError("value of type `\(o.type.name)` has no member `\(site.name)`\(suggestion(for: site.name, among: o.type.memberNames))", at: site.location)
        }
        var inner = o.storage[slot]
        o.storage[slot] = .null
        let effect: WriteEffect
        do { effect = try op(&inner) } catch { o.storage[slot] = inner; throw error }
        if site.initializes {
            o.storage[slot] = inner
            return .none
        }
        switch effect {
        case .none:
            o.storage[slot] = inner
            f.context.observer.read(o, slot: slot)
        case .equal: f.context.observer.write(o, slot: slot, value: inner, changed: false)
        case .changed: f.context.observer.write(o, slot: slot, value: inner, changed: true)
        }
        return .none
    case .structure(let type):
        guard let index = type.type.fieldIndex[site.name] else {
            throw RuntimeError("value of type `\(type.type.name)` has no stored property `\(site.name)`\(suggestion(for: site.name, among: type.type.memberNames))", at: site.location)
        }
        guard var s = Value.takeStructure(&v) else { return .none }
        defer { v = .structure(s) }
        return try op(&s.fields[index])
    case .view(let instance):
        guard let index = instance.type.propertyIndex[site.name] else {
            throw RuntimeError("view `\(instance.type.name)` has no property `\(site.name)`", at: site.location)
        }
        guard let slot = instance.type.stateSlot[index], let storage = instance.state else {
            throw RuntimeError("cannot assign to `\(site.name)`: only a view's `@State` can be written", at: site.location)
        }
        var inner = storage.values[slot]
        let effect = try op(&inner)
        if effect != .none { f.context.observer.writeState(storage, slot: slot, value: inner, changed: effect == .changed) }
        return .none
    case .null:
        throw RuntimeError("unexpectedly found nil while writing `\(site.name)`", at: site.location)
    default:
        throw RuntimeError("cannot assign to `\(site.name)` of `\(v.typeName)`", at: site.location)
    }
}

func modifyElement(_ v: inout Value, _ index: Value, _ l: SourceLocation, _ op: Modification) throws -> WriteEffect {
    guard case .array(let peek) = v else { throw RuntimeError("cannot subscript `\(v.typeName)`", at: l) }
    guard case .int(let i) = index, peek.indices.contains(i) else {
        throw RuntimeError("index \(index.text) out of range (count \(peek.count))", at: l)
    }
    guard var a = Value.takeArray(&v) else { return .none }
    defer { v = .array(a) }
    return try op(&a[i])
}

extension ScenarioCompiler {
    func compileLValue(_ expr: ExprSyntax, _ scope: FunctionScope) -> LValue? {
        let l = location(expr)
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return selfLValue() }
            if let (depth, v) = scope.resolve(name) {
                let slot = v.slot
                return LValue { f, op in
                    let frame = f.ancestor(depth)
                    var value = frame.locals[slot]
                    frame.locals[slot] = .null
                    defer { frame.locals[slot] = value }
                    _ = try op(&value)
                }
            }
            if implicitSelfMember(name, l, scope) != nil {
                let site = WriteSite(name: name, location: l, initializes: scope.isInitializer)
                let base = selfLValue()
                return LValue { f, op in try base.modify(f) { v in try modifyMember(&v, site, f, op) } }
            }
            return nil
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let baseSyntax = m.base {
            let name = m.declName.baseName.text
            let initializes = scope.isInitializer && baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            let site = WriteSite(name: name, location: location(m.declName), initializes: initializes)
            checkMember(name, of: baseSyntax, scope, at: m.declName)
            let base = compileLValue(baseSyntax, scope) ?? temporary(baseSyntax, scope)
            return LValue { f, op in try base.modify(f) { v in try modifyMember(&v, site, f, op) } }
        }
        if let s = expr.as(SubscriptCallExprSyntax.self), s.arguments.count == 1, let argument = s.arguments.first {
            let index = compileExpression(argument.expression, scope)
            let base = compileLValue(s.calledExpression, scope) ?? temporary(s.calledExpression, scope)
            return LValue { f, op in
                let i = try index(f)
                try base.modify(f) { v in try modifyElement(&v, i, l, op) }
            }
        }
        if let u = expr.as(ForceUnwrapExprSyntax.self) {
            guard let base = compileLValue(u.expression, scope) else { return nil }
            return LValue { f, op in
                try base.modify(f) { v in
                    if v.isNull { throw RuntimeError("unexpectedly found nil while unwrapping an optional value", at: l) }
                    return try op(&v)
                }
            }
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) {
            let base = compileLValue(o.expression, scope) ?? temporary(o.expression, scope)
            return LValue { f, op in try base.modify(f) { v in v.isNull ? .none : try op(&v) } }
        }
        return nil
    }

    private func selfLValue() -> LValue {
        LValue { f, op in
            var value = f.selfValue
            f.selfValue = .null
            defer { f.selfValue = value }
            _ = try op(&value)
        }
    }

    /// A computed base (`store.find(id).title = …`): writable only through a reference.
    private func temporary(_ expr: ExprSyntax, _ scope: FunctionScope) -> LValue {
        let eval = compileExpression(expr, scope)
        let l = location(expr)
        return LValue { f, op in
            var value = try eval(f)
            if try op(&value) != .none {
                throw RuntimeError("cannot assign through `\(expr.trimmedDescription)`: it is a temporary value", at: l)
            }
        }
    }

    func compileAssignment(_ e: InfixOperatorExprSyntax, op: String, _ scope: FunctionScope) -> Eval {
        let targetType = inferType(e.leftOperand, scope)
        let rhs = coerce(compileExpression(e.rightOperand, scope, expecting: targetType), to: targetType)
        if e.leftOperand.is(DiscardAssignmentExprSyntax.self) { return { f in _ = try rhs(f); return .null } }
        guard let target = compileLValue(e.leftOperand, scope) else {
            if let ref = e.leftOperand.as(DeclReferenceExprSyntax.self) {
                let name = ref.baseName.text
                return failed("cannot find `\(name)` in scope\(suggestion(for: name, among: namesVisible(scope)))", at: ref)
            }
            return failed("cannot assign to `\(e.leftOperand.trimmedDescription)`", at: e.leftOperand)
        }
        let l = location(e.operator)
        if op == "=" {
            return { f in
                let new = try rhs(f)
                try target.modify(f) { v in
                    let changed = !(v == new)
                    v = new
                    return changed ? .changed : .equal
                }
                return .null
            }
        }
        let binary = BinaryOperator(rawValue: String(op.dropLast()))!
        return { f in
            let operand = try rhs(f)
            try target.modify(f) { v in
                let new = try binary.apply(v, operand, l)
                let changed = !(v == new)
                v = new
                return changed ? .changed : .equal
            }
            return .null
        }
    }
}
