// Expressions: syntax → `Eval` closures.
//
// Names are resolved here, once: a local becomes a (depth, slot) access, a
// property of `self` a member site with a cache, a type name a constant. What
// Redraw cannot interpret is reported at its position with what to do instead.

import Foundation
import SwiftSyntax

let combineNames: Set<String> = ["sink", "assign", "debounce", "receive", "eraseToAnyPublisher", "store", "removeDuplicates", "throttle", "combineLatest"]
let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]
let builtinTypeNames: Set<String> = ["Int", "Double", "String", "Bool", "Float", "CGFloat", "Array", "Set", "UUID", "Date", "Character"]

extension ScenarioCompiler {
    func compileExpression(_ expr: ExprSyntax, _ scope: FunctionScope) -> Eval {
        let l = location(expr)
        if let e = expr.as(IntegerLiteralExprSyntax.self) {
            guard let v = integerLiteral(e.literal.text) else { return failed("integer literal out of range", at: e) }
            return { _ in .int(v) }
        }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            guard let v = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else { return failed("bad number", at: e) }
            return { _ in .double(v) }
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) {
            let v = e.literal.tokenKind == .keyword(.true)
            return { _ in .bool(v) }
        }
        if expr.is(NilLiteralExprSyntax.self) { return { _ in .null } }
        if let e = expr.as(StringLiteralExprSyntax.self) { return compileString(e, scope) }
        if let e = expr.as(DeclReferenceExprSyntax.self) { return compileIdentifier(e, scope) }
        if let e = expr.as(MemberAccessExprSyntax.self) { return compileMemberAccess(e, scope) }
        if let e = expr.as(FunctionCallExprSyntax.self) { return compileCall(e, scope) }
        if let e = expr.as(SubscriptCallExprSyntax.self) { return compileSubscript(e, scope) }
        if let e = expr.as(InfixOperatorExprSyntax.self) { return compileInfix(e, scope) }
        if let e = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = compileExpression(e.expression, scope)
            switch e.operator.text {
            case "!": return { f in .bool(!(try truthy(try operand(f), l))) }
            case "-":
                return { f in
                    switch try operand(f) {
                    case .int(let i): return .int(-i)
                    case .double(let d): return .double(-d)
                    case let v: throw RuntimeError("cannot negate `\(v.typeName)`", at: l)
                    }
                }
            default: return failed("operator `\(e.operator.text)` is not interpreted", at: e.operator)
            }
        }
        if let e = expr.as(TernaryExprSyntax.self) {
            let c = compileExpression(e.condition, scope), a = compileExpression(e.thenExpression, scope), b = compileExpression(e.elseExpression, scope)
            return { f in try truthy(try c(f), l) ? try a(f) : try b(f) }
        }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first { return compileExpression(only.expression, scope) }
            let parts = e.elements.map { compileExpression($0.expression, scope) }
            return { f in .array(try parts.map { try $0(f) }) }
        }
        if let e = expr.as(ArrayExprSyntax.self) {
            let parts = e.elements.map { compileExpression($0.expression, scope) }
            return { f in .array(try parts.map { try $0(f) }) }
        }
        if let e = expr.as(ClosureExprSyntax.self) { return compileClosure(e, scope) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let inner = compileExpression(e.expression, scope)
            return { f in
                let v = try inner(f)
                if v.isNull { throw RuntimeError("unexpectedly found nil while unwrapping an optional value", at: l) }
                return v
            }
        }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return compileExpression(e.expression, scope) }
        if let e = expr.as(KeyPathExprSyntax.self) {
            var path: [String] = []
            for component in e.components {
                guard case .property(let p) = component.component else { return failed("only property key paths are interpreted", at: component) }
                path.append(p.declName.baseName.text)
            }
            if e.root != nil && path.isEmpty { return failed("only property key paths are interpreted", at: e) }
            return { _ in .keyPath(path) }
        }
        if let e = expr.as(TryExprSyntax.self) { return compileExpression(e.expression, scope) }
        if let e = expr.as(AwaitExprSyntax.self) { return failed("Redraw does not interpret `await`: write the step's writes directly", at: e.awaitKeyword) }
        if let e = expr.as(AsExprSyntax.self) {
            let inner = compileExpression(e.expression, scope)
            let target = e.type.trimmedDescription
            if target == "Double" || target == "CGFloat" {
                return { f in .double(try double(try inner(f), l)) }
            }
            return inner
        }
        if let e = expr.as(IsExprSyntax.self) {
            let inner = compileExpression(e.expression, scope)
            let target = e.type.trimmedDescription
            return { f in .bool(try inner(f).typeName == target) }
        }
        if let e = expr.as(DictionaryExprSyntax.self) { return failed("dictionaries are not interpreted: use an array of structs", at: e) }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            return failed("`if` and `switch` expressions are not interpreted: use a statement or `?:`", at: expr)
        }
        if let e = expr.as(SuperExprSyntax.self) { return failed("`super` is not interpreted", at: e) }
        if expr.is(MacroExpansionExprSyntax.self) { return failed("macros are not interpreted", at: expr) }
        return failed("Redraw does not interpret this expression", at: expr)
    }

    // MARK: Strings

    func compileString(_ e: StringLiteralExprSyntax, _ scope: FunctionScope) -> Eval {
        var parts: [Eval] = []
        var constant = ""
        var allConstant = true
        for segment in e.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                let text = unescape(s.content.text)
                constant += text
                parts.append { _ in .string(text) }
            } else if let s = segment.as(ExpressionSegmentSyntax.self) {
                allConstant = false
                guard let first = s.expressions.first else { continue }
                let l = location(first)
                let value = compileExpression(first.expression, scope)
                if let spec = s.expressions.first(where: { $0.label?.text == "specifier" }),
                   let lit = spec.expression.as(StringLiteralExprSyntax.self) {
                    let format = lit.segments.trimmedDescription
                    parts.append { f in .string(String(format: format, try double(try value(f), l))) }
                } else {
                    parts.append { f in .string(try value(f).text) }
                }
            }
        }
        if allConstant { let c = constant; return { _ in .string(c) } }
        return { f in
            var s = ""
            for p in parts { if case .string(let t) = try p(f) { s += t } }
            return .string(s)
        }
    }

    private func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        return s.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    // MARK: Names

    func localAccess(depth: Int, slot: Int) -> Eval {
        switch depth {
        case 0: return { f in f.locals[slot] }
        case 1: return { f in f.parent!.locals[slot] }
        default: return { f in f.ancestor(depth).locals[slot] }
        }
    }

    func compileIdentifier(_ e: DeclReferenceExprSyntax, _ scope: FunctionScope) -> Eval {
        let name = e.baseName.text
        let l = location(e)
        if name == "self" { return { f in f.selfValue } }
        if operatorFunctions.contains(name) { return operatorFunction(name, l) }
        if name.hasPrefix("$") && !name.dropFirst().allSatisfy(\.isNumber) {
            return compileProjection(String(name.dropFirst()), path: [], node: e, scope)
        }
        if let (depth, v) = scope.resolve(name) { return localAccess(depth: depth, slot: v.slot) }
        if let (depth, v) = scope.resolve("$" + name) {
            let binding = localAccess(depth: depth, slot: v.slot)
            return { f in
                guard case .binding(let b) = try binding(f) else { throw RuntimeError("`$\(name)` is not a binding", at: l) }
                return b.read(context: f.context)
            }
        }
        if let eval = implicitSelfMember(name, l, scope) { return eval }
        if let type = typeValue(named: name) { return { _ in .type(type) } }
        if builtinTypeNames.contains(name) { return { _ in .type(.builtin(name)) } }
        if views[name] != nil { return failed("views are built in `Redraw.root` or in a body, not used as values", at: e) }
        if globalFunctions[name] != nil { return failed("functions are not values here: call `\(name)(…)`", at: e) }
        return failed("cannot find `\(name)` in scope\(suggestion(for: name, among: namesVisible(scope)))", at: e)
    }

    /// `reduce(0, +)`, `sorted(by: >)`: an operator passed as a function.
    func operatorFunction(_ op: String, _ l: SourceLocation) -> Eval {
        let function = Function(name: op, labels: [nil, nil], defaults: [nil, nil], location: l)
        function.localCount = 2
        let resolved = BinaryOperator(rawValue: op)!
        function.body = { f in try resolved.apply(f.locals[0], f.locals[1], l) }
        return { f in .closure(Closure(function: function, captured: nil, selfValue: .null)) }
    }

    func namesVisible(_ scope: FunctionScope) -> [String] {
        var names = scope.allNames + typeNames + Array(globalFunctions.keys)
        switch scope.selfContext {
        case .model(let t): names += t.memberNames
        case .structure(let t): names += t.memberNames
        case .view(let t): names += t.properties.map(\.name) + Array(t.members.computed.keys) + Array(t.members.methods.keys)
        case .enumeration(let t): names += Array(t.members.computed.keys)
        case .none: break
        }
        return names
    }

    func implicitSelfMember(_ name: String, _ l: SourceLocation, _ scope: FunctionScope) -> Eval? {
        switch scope.selfContext {
        case .model(let t):
            guard t.propertyIndex[name] != nil || t.members.computed[name] != nil else { return nil }
        case .structure(let t):
            guard t.fieldIndex[name] != nil || t.members.computed[name] != nil else { return nil }
        case .enumeration(let t):
            guard t.members.computed[name] != nil || name == "rawValue" else { return nil }
        case .view(let t):
            if let index = t.propertyIndex[name] { return { f in guard case .view(let v) = f.selfValue else { return .null }; return readViewProperty(v, index, f) } }
            guard t.members.computed[name] != nil else { return nil }
        case .none:
            return nil
        }
        let site = MemberSite(name: name, location: l)
        return { f in try readMember(f.selfValue, site, f) }
    }

    // MARK: Members

    func compileMemberAccess(_ e: MemberAccessExprSyntax, _ scope: FunctionScope) -> Eval {
        let name = e.declName.baseName.text
        let l = location(e.declName)
        guard let baseSyntax = e.base else { return compileImplicitMember(name, e) }
        if let projection = projectionPath(ExprSyntax(e)) {
            return compileProjection(projection.root, path: projection.path, node: e, scope)
        }
        if let ref = baseSyntax.as(DeclReferenceExprSyntax.self), scope.resolve(ref.baseName.text) == nil,
           implicitSelfMember(ref.baseName.text, l, scope) == nil {
            let typeName = ref.baseName.text
            if let type = typeValue(named: typeName) {
                if case .enumeration(let en) = type, let i = en.cases.firstIndex(of: name) {
                    let c = Value.enumCase(EnumCase(type: en, index: i))
                    return { _ in c }
                }
                if case .enumeration(let en) = type, name != "allCases", en.members.staticProperties[name] == nil {
                    return failed("`\(typeName)` has no case `\(name)`\(suggestion(for: name, among: en.cases))", at: e.declName)
                }
                return { f in try staticMember(type, name, l, f) }
            }
            if builtinTypeNames.contains(typeName) { return { f in try staticMember(.builtin(typeName), name, l, f) } }
        }
        if name == "objectWillChange" { return failed("`objectWillChange` is sent by Redraw's push engine; scenarios do not use it directly", at: e.declName) }
        checkMember(name, of: baseSyntax, scope, at: e.declName)
        let base = compileExpression(baseSyntax, scope)
        let site = MemberSite(name: name, location: l)
        if containsOptionalChaining(baseSyntax) {
            return { f in
                let b = try base(f)
                return b.isNull ? .null : try readMember(b, site, f)
            }
        }
        return { f in try readMember(try base(f), site, f) }
    }

    /// `expr` where the type it must have is known (`x.filter = .done`, `filter == .done`):
    /// an implicit member is looked up in that enum, with a did-you-mean when it is not there.
    func compileExpression(_ expr: ExprSyntax, _ scope: FunctionScope, expecting type: TypeRef?) -> Eval {
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, let typeName = type?.directName, let en = enums[typeName] {
            let name = m.declName.baseName.text
            guard let i = en.cases.firstIndex(of: name) else {
                return failed("`\(typeName)` has no case `\(name)`\(suggestion(for: name, among: en.cases))", at: m)
            }
            let c = Value.enumCase(EnumCase(type: en, index: i))
            return { _ in c }
        }
        return compileExpression(expr, scope)
    }

    /// `.active` with no base: an enum case found by its name among the scenario's enums.
    func compileImplicitMember(_ name: String, _ node: some SyntaxProtocol) -> Eval {
        let owners = enums.values.filter { $0.cases.contains(name) }
        if owners.count == 1, let en = owners.first, let i = en.cases.firstIndex(of: name) {
            let c = Value.enumCase(EnumCase(type: en, index: i))
            return { _ in c }
        }
        if owners.count > 1 {
            return failed("`.\(name)` is ambiguous: write `\(owners.map(\.name).sorted()[0]).\(name)`", at: node)
        }
        if modifierArgumentDepth > 0 {
            // `.title`, `.blue`, `.headline`: SwiftUI constants carry no model reads.
            let constant = Value.string("." + name)
            return { _ in constant }
        }
        let cases = enums.values.flatMap(\.cases)
        return failed("cannot infer the type of `.\(name)`\(suggestion(for: name, among: cases))", at: node)
    }

    func containsOptionalChaining(_ expr: ExprSyntax) -> Bool {
        if expr.is(OptionalChainingExprSyntax.self) { return true }
        if let m = expr.as(MemberAccessExprSyntax.self), let b = m.base { return containsOptionalChaining(b) }
        if let c = expr.as(FunctionCallExprSyntax.self) { return containsOptionalChaining(c.calledExpression) }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return containsOptionalChaining(s.calledExpression) }
        if let u = expr.as(ForceUnwrapExprSyntax.self) { return containsOptionalChaining(u.expression) }
        return false
    }

    /// At load time: `item.titel` on a known model or struct type is an error with a suggestion.
    func checkMember(_ name: String, of base: ExprSyntax, _ scope: FunctionScope, at node: some SyntaxProtocol) {
        guard let type = inferType(base, scope), let typeName = type.directName else { return }
        if let m = models[typeName], m.propertyIndex[name] == nil, m.members.computed[name] == nil, m.members.methods[name] == nil, name != "id" {
            error("value of type `\(typeName)` has no member `\(name)`\(suggestion(for: name, among: m.memberNames))", at: node)
        } else if let s = structs[typeName], s.fieldIndex[name] == nil, s.members.computed[name] == nil, s.members.methods[name] == nil {
            error("value of type `\(typeName)` has no member `\(name)`\(suggestion(for: name, among: s.memberNames))", at: node)
        }
    }

    // MARK: Subscripts

    func compileSubscript(_ e: SubscriptCallExprSyntax, _ scope: FunctionScope) -> Eval {
        guard e.arguments.count == 1, let argument = e.arguments.first, argument.label == nil else {
            return failed("only `array[index]` subscripts are interpreted", at: e)
        }
        let base = compileExpression(e.calledExpression, scope)
        let index = compileExpression(argument.expression, scope)
        let l = location(e)
        let chained = containsOptionalChaining(e.calledExpression)
        return { f in
            let b = try base(f)
            if chained && b.isNull { return .null }
            return try subscriptValue(b, try index(f), l)
        }
    }

    // MARK: Operators

    func compileInfix(_ e: InfixOperatorExprSyntax, _ scope: FunctionScope) -> Eval {
        if e.operator.is(AssignmentExprSyntax.self) { return compileAssignment(e, op: "=", scope) }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            return failed("this operator is not interpreted", at: e.operator)
        }
        if ["+=", "-=", "*=", "/=", "%="].contains(op) { return compileAssignment(e, op: op, scope) }
        let lhs = compileExpression(e.leftOperand, scope, expecting: inferType(e.rightOperand, scope))
        let rhs = compileExpression(e.rightOperand, scope, expecting: inferType(e.leftOperand, scope))
        let l = location(e.operator)
        switch op {
        case "&&": return { f in .bool(try truthy(try lhs(f), l) && truthy(try rhs(f), l)) }
        case "||": return { f in .bool(try truthy(try lhs(f), l) || truthy(try rhs(f), l)) }
        case "??": return { f in let a = try lhs(f); return a.isNull ? try rhs(f) : a }
        default:
            guard let resolved = BinaryOperator(rawValue: op) else { return failed("operator `\(op)` is not interpreted", at: e.operator) }
            return { f in try resolved.apply(try lhs(f), try rhs(f), l) }
        }
    }

    // MARK: Closures

    func compileClosure(_ e: ClosureExprSyntax, _ scope: FunctionScope, parameterTypes: [TypeRef?] = []) -> Eval {
        let closureScope = FunctionScope(parent: scope, selfContext: scope.selfContext)
        var names: [String] = []
        if e.signature?.parameterClause != nil {
            names = closureParameterNames(e)
        } else {
            let count = anonymousParameterCount(Syntax(e.statements))
            names = (0..<count).map { "$\($0)" }
        }
        for (i, n) in names.enumerated() {
            // `ForEach($list.items) { $item in … }` declares `$item`, the binding; `item` reads through it.
            closureScope.declare(n, type: i < parameterTypes.count ? parameterTypes[i] : nil)
        }
        let function = Function(name: "closure", labels: names.map { _ in nil }, defaults: names.map { _ in nil }, location: location(e))
        let body = compileFunctionBody(e.statements, closureScope)
        function.body = body
        function.localCount = closureScope.localCount
        return { f in .closure(Closure(function: function, captured: f, selfValue: f.selfValue)) }
    }

    /// The names a closure declares: `item in`, `(a, b) in`, `$todo in`.
    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
        @unknown default: return []
        }
    }

    private func anonymousParameterCount(_ node: Syntax) -> Int {
        var highest = -1
        func visit(_ n: Syntax) {
            if n.is(ClosureExprSyntax.self) { return }
            if let token = n.as(TokenSyntax.self), case .dollarIdentifier(let text) = token.tokenKind, let i = Int(text.dropFirst()) {
                highest = max(highest, i)
            }
            for child in n.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(node)
        return highest + 1
    }
}

/// `42`, `1_000`, `0xFF8800`, `0b1010`, `0o17`.
func integerLiteral(_ text: String) -> Int? {
    let digits = text.replacingOccurrences(of: "_", with: "")
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
        return Int(digits.dropFirst(2), radix: radix)
    }
    return Int(digits)
}

func subscriptValue(_ base: Value, _ index: Value, _ l: SourceLocation) throws -> Value {
    switch (base, index) {
    case let (.array(a), .int(i)):
        guard a.indices.contains(i) else { throw RuntimeError("index \(i) out of range (count \(a.count))", at: l) }
        return a[i]
    case let (.array(a), .range(lo, hi)):
        guard lo >= 0, hi <= a.count, lo <= hi else { throw RuntimeError("range \(lo)..<\(hi) out of bounds (count \(a.count))", at: l) }
        return .array(Array(a[lo..<hi]))
    case let (.string(s), .int(i)):
        guard i >= 0 && i < s.count else { throw RuntimeError("index \(i) out of range", at: l) }
        return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
    default:
        throw RuntimeError("cannot subscript `\(base.typeName)` with `\(index.typeName)`", at: l)
    }
}
