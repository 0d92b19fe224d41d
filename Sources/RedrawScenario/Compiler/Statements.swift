// Statements: blocks, `if`/`guard`/`switch`, loops, `let`/`var`, `return`.

import SwiftSyntax

enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}

typealias Statement = (Frame) throws -> Flow

extension ScenarioCompiler {
    /// A function body; a single expression is its implicit result.
    func compileFunctionBody(_ items: CodeBlockItemListSyntax, _ scope: FunctionScope) -> Eval {
        if items.count == 1, let only = items.first, let value = singleExpression(only.item) {
            return compileExpression(value, scope)
        }
        let block = compileBlock(items, scope)
        return { f in
            if case .returned(let v) = try block(f) { return v }
            return .null
        }
    }

    private func singleExpression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        guard case .expr(let e) = item else { return nil }
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { return nil }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           op.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op.operator.text) { return nil }
        if e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self) { return nil }
        return e
    }

    func compileBlock(_ items: CodeBlockItemListSyntax, _ scope: FunctionScope) -> Statement {
        scope.withBlock {
            let statements = items.map { compileStatement($0.item, scope) }
            if statements.count == 1 { return statements[0] }
            return { f in
                for s in statements {
                    let flow = try s(f)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    func compileStatement(_ item: CodeBlockItemSyntax.Item, _ scope: FunctionScope) -> Statement {
        switch item {
        case .expr(let e):
            if let i = e.as(IfExprSyntax.self) { return compileIf(i, scope) }
            if let s = e.as(SwitchExprSyntax.self) { return compileSwitch(s, scope) }
            let eval = compileExpression(e, scope)
            return { f in _ = try eval(f); return .normal }
        case .stmt(let s):
            return compileStmt(s, scope)
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) { return compileLocalVariables(v, scope) }
            if d.is(FunctionDeclSyntax.self) { return failedStatement("local functions are not interpreted: declare it as a method or at the top level", at: d) }
            return failedStatement("Redraw does not interpret this declaration here", at: d)
        @unknown default:
            return { _ in .normal }
        }
    }

    func failedStatement(_ message: String, at node: some SyntaxProtocol) -> Statement {
        let eval = failed(message, at: node)
        return { f in _ = try eval(f); return .normal }
    }

    private func compileStmt(_ s: StmtSyntax, _ scope: FunctionScope) -> Statement {
        if let r = s.as(ReturnStmtSyntax.self) {
            guard let e = r.expression else { return { _ in .returned(.null) } }
            let eval = compileExpression(e, scope)
            return { f in .returned(try eval(f)) }
        }
        if let e = s.as(ExpressionStmtSyntax.self) { return compileStatement(.expr(e.expression), scope) }
        if s.is(BreakStmtSyntax.self) { return { _ in .broke } }
        if s.is(ContinueStmtSyntax.self) { return { _ in .continued } }
        if let g = s.as(GuardStmtSyntax.self) {
            let condition = compileConditions(g.conditions, scope)  // bindings stay in scope after the guard
            let otherwise = compileBlock(g.body.statements, scope)
            let l = location(g)
            return { f in
                if try condition(f) { return .normal }
                let flow = try otherwise(f)
                if case .normal = flow { throw RuntimeError("`guard` body must not fall through", at: l) }
                return flow
            }
        }
        if let loop = s.as(ForStmtSyntax.self) { return compileFor(loop, scope) }
        if let loop = s.as(WhileStmtSyntax.self) {
            return scope.withBlock {
                let condition = compileConditions(loop.conditions, scope)
                let body = compileBlock(loop.body.statements, scope)
                return { f in
                    while try condition(f) {
                        switch try body(f) {
                        case .broke: return .normal
                        case .returned(let v): return .returned(v)
                        default: continue
                        }
                    }
                    return .normal
                }
            }
        }
        if let d = s.as(DeferStmtSyntax.self) { return failedStatement("`defer` is not interpreted", at: d.deferKeyword) }
        if let t = s.as(ThrowStmtSyntax.self) { return failedStatement("`throw` is not interpreted", at: t.throwKeyword) }
        return failedStatement("Redraw does not interpret this statement", at: s)
    }

    private func compileLocalVariables(_ v: VariableDeclSyntax, _ scope: FunctionScope) -> Statement {
        let isBindable = attributeNames(v.attributes).contains("Bindable")
        var statements: [Statement] = []
        for binding in v.bindings {
            let type = binding.typeAnnotation.map { TypeRef($0.type) } ?? binding.initializer.flatMap { inferType($0.value, scope) }
            let value = coerce(binding.initializer.map { compileExpression($0.value, scope) } ?? { _ in .null },
                               to: binding.typeAnnotation.map { TypeRef($0.type) })
            if let ident = binding.pattern.as(IdentifierPatternSyntax.self) {
                let slot = scope.declare(ident.identifier.text, type: type, isBindable: isBindable, isConstant: v.bindingSpecifier.text == "let")
                statements.append { f in f.locals[slot] = try value(f); return .normal }
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                let slots = tuple.elements.map { e -> Int? in
                    e.pattern.as(IdentifierPatternSyntax.self).map { scope.declare($0.identifier.text) }
                }
                let l = location(tuple)
                statements.append { f in
                    guard case .array(let parts) = try value(f), parts.count == slots.count else { throw RuntimeError("tuple size mismatch", at: l) }
                    for (slot, part) in zip(slots, parts) { if let slot { f.locals[slot] = part } }
                    return .normal
                }
            } else if binding.pattern.is(WildcardPatternSyntax.self) {
                statements.append { f in _ = try value(f); return .normal }
            } else {
                statements.append(failedStatement("only `let name` and `let (a, b)` patterns are interpreted", at: binding.pattern))
            }
        }
        if statements.count == 1 { return statements[0] }
        return { f in for s in statements { _ = try s(f) }; return .normal }
    }

    /// Conditions of `if`/`guard`/`while`; optional bindings declare their names in `scope`.
    func compileConditions(_ conditions: ConditionElementListSyntax, _ scope: FunctionScope) -> (Frame) throws -> Bool {
        var parts: [(Frame) throws -> Bool] = []
        for element in conditions {
            let l = location(element)
            switch element.condition {
            case .expression(let e):
                let eval = compileExpression(e, scope)
                parts.append { f in try truthy(try eval(f), l) }
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    let eval = failed("only `if let name` bindings are interpreted", at: b.pattern)
                    parts.append { f in _ = try eval(f); return false }
                    continue
                }
                let value: Eval
                if let initializer = b.initializer {
                    value = compileExpression(initializer.value, scope)
                } else {
                    value = compileIdentifier(DeclReferenceExprSyntax(baseName: .identifier(name)), scope)
                }
                let type = b.initializer.flatMap { inferType($0.value, scope) }.map { t -> TypeRef in if case .optional(let w) = t { return w }; return t }
                let slot = scope.declare(name, type: type)
                parts.append { f in
                    let v = try value(f)
                    if v.isNull { return false }
                    f.locals[slot] = v
                    return true
                }
            default:
                let eval = failed("`case` patterns in conditions are not interpreted", at: element)
                parts.append { f in _ = try eval(f); return false }
            }
        }
        if parts.count == 1 { return parts[0] }
        return { f in
            for p in parts where !(try p(f)) { return false }
            return true
        }
    }

    private func compileIf(_ i: IfExprSyntax, _ scope: FunctionScope) -> Statement {
        let (condition, then) = scope.withBlock { (compileConditions(i.conditions, scope), compileBlock(i.body.statements, scope)) }
        var otherwise: Statement = { _ in .normal }
        switch i.elseBody {
        case .ifExpr(let nested): otherwise = compileIf(nested, scope)
        case .codeBlock(let block): otherwise = compileBlock(block.statements, scope)
        case nil: break
        @unknown default: break
        }
        return { f in try condition(f) ? try then(f) : try otherwise(f) }
    }

    private func compileSwitch(_ s: SwitchExprSyntax, _ scope: FunctionScope) -> Statement {
        let subject = compileExpression(s.subject, scope)
        let subjectType = inferType(s.subject, scope)
        var cases: [(patterns: [Eval], body: Statement)] = []
        var fallback: Statement?
        for c in s.cases {
            guard let switchCase = c.as(SwitchCaseSyntax.self) else {
                error("`#if` in a switch is not interpreted", at: c)
                continue
            }
            let body = compileBlock(switchCase.statements, scope)
            switch switchCase.label {
            case .default: fallback = body
            case .case(let label):
                var patterns: [Eval] = []
                for item in label.caseItems {
                    if let p = item.pattern.as(ExpressionPatternSyntax.self) {
                        patterns.append(compilePatternValue(p.expression, subjectType, scope))
                    } else {
                        patterns.append(failed("only value patterns are interpreted in `case`", at: item.pattern))
                    }
                }
                cases.append((patterns, body))
            @unknown default: break
            }
        }
        let l = location(s)
        return { f in
            let v = try subject(f)
            for c in cases {
                for p in c.patterns {
                    let pattern = try p(f)
                    let matches: Bool
                    if case .range(let lo, let hi) = pattern, case .int(let i) = v { matches = i >= lo && i < hi }
                    else { matches = pattern == v }
                    if matches {
                        let flow = try c.body(f)
                        if case .broke = flow { return .normal }
                        return flow
                    }
                }
            }
            if let fallback {
                let flow = try fallback(f)
                if case .broke = flow { return .normal }
                return flow
            }
            throw RuntimeError("no `case` matches \(v.text) and there is no `default`", at: l)
        }
    }

    /// `.active` in `case .active:` resolved against the subject's enum type.
    func compilePatternValue(_ expr: ExprSyntax, _ subjectType: TypeRef?, _ scope: FunctionScope) -> Eval {
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, let typeName = subjectType?.directName,
           let en = enums[typeName] {
            guard let i = en.cases.firstIndex(of: m.declName.baseName.text) else {
                return failed("`\(typeName)` has no case `\(m.declName.baseName.text)`\(suggestion(for: m.declName.baseName.text, among: en.cases))", at: m)
            }
            let c = Value.enumCase(EnumCase(type: en, index: i))
            return { _ in c }
        }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil, case .enumeration(let en) = scope.selfContext,
           let i = en.cases.firstIndex(of: m.declName.baseName.text) {
            let c = Value.enumCase(EnumCase(type: en, index: i))
            return { _ in c }
        }
        return compileExpression(expr, scope)
    }

    private func compileFor(_ loop: ForStmtSyntax, _ scope: FunctionScope) -> Statement {
        if loop.awaitKeyword != nil { return failedStatement("Redraw does not interpret `for await`", at: loop) }
        let sequenceEval = compileExpression(loop.sequence, scope)
        let l = location(loop.sequence)
        return scope.withBlock {
            let bind: (Frame, Value) throws -> Void
            if let ident = loop.pattern.as(IdentifierPatternSyntax.self) {
                let elementType = inferType(loop.sequence, scope).flatMap { t -> TypeRef? in if case .array(let e) = t { return e }; return nil }
                let slot = scope.declare(ident.identifier.text, type: elementType)
                bind = { f, v in f.locals[slot] = v }
            } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
                let slots = tuple.elements.map { e in e.pattern.as(IdentifierPatternSyntax.self).map { scope.declare($0.identifier.text) } }
                bind = { f, v in
                    guard case .array(let parts) = v, parts.count == slots.count else { throw RuntimeError("tuple size mismatch", at: l) }
                    for (slot, part) in zip(slots, parts) { if let slot { f.locals[slot] = part } }
                }
            } else {
                bind = { _, _ in }
            }
            let filter = loop.whereClause.map { compileExpression($0.condition, scope) }
            let body = compileBlock(loop.body.statements, scope)
            /// One iteration; a non-nil result ends the loop with that flow.
            let iterate: (Frame, Value) throws -> Flow? = { f, element in
                try bind(f, element)
                if let filter, !(try truthy(try filter(f), l)) { return nil }
                switch try body(f) {
                case .broke: return .normal
                case .returned(let v): return .returned(v)
                default: return nil
                }
            }
            return { f in
                let collection = try sequenceEval(f)
                if case .range(let lo, let hi) = collection {
                    // A range is walked without materialising an array of its values.
                    var i = lo
                    while i < hi {
                        if let flow = try iterate(f, .int(i)) { return flow }
                        i += 1
                    }
                    return .normal
                }
                for element in try sequence(collection, l) {
                    if let flow = try iterate(f, element) { return flow }
                }
                return .normal
            }
        }
    }
}
