// Calls: initialisers of models and structs, methods, built-in functions.
//
// Model initialisers write their stored properties directly — as `@Published`
// and `@Observable` storage is initialised, without notifying anyone.

import Foundation
import SwiftSyntax

struct CompiledArguments {
    var labels: [String?]
    var values: [Eval]
    var nodes: [Syntax]
    /// The last argument is a trailing closure: it may fill a labelled closure parameter.
    var hasTrailingClosure = false

    func evaluate(_ f: Frame) throws -> Arguments {
        var out: [Value] = []
        out.reserveCapacity(values.count)
        for v in values { out.append(try v(f)) }
        return Arguments(labels: labels, values: out)
    }
}

extension ScenarioCompiler {
    func compileArguments(_ call: FunctionCallExprSyntax, _ scope: FunctionScope, closureTypes: [TypeRef?] = []) -> CompiledArguments {
        var args = CompiledArguments(labels: [], values: [], nodes: [])
        for a in call.arguments {
            args.labels.append(a.label?.text)
            if let c = a.expression.as(ClosureExprSyntax.self) {
                args.values.append(compileClosure(c, scope, parameterTypes: closureTypes))
            } else {
                args.values.append(compileExpression(a.expression, scope))
            }
            args.nodes.append(Syntax(a))
        }
        if let trailing = call.trailingClosure {
            args.labels.append(nil)
            args.values.append(compileClosure(trailing, scope, parameterTypes: closureTypes))
            args.nodes.append(Syntax(trailing))
            args.hasTrailingClosure = call.additionalTrailingClosures.isEmpty
        }
        for extra in call.additionalTrailingClosures {
            args.labels.append(extra.label.text)
            args.values.append(compileClosure(extra.closure, scope, parameterTypes: closureTypes))
            args.nodes.append(Syntax(extra))
        }
        return args
    }

    func compileCall(_ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let l = location(call)
        let callee = call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            return compileNamedCall(ref.baseName.text, call, scope)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return compileMethodCall(member, call, scope)
        }
        let function = compileExpression(callee, scope)
        let args = compileArguments(call, scope)
        return { f in try apply(try function(f), try args.evaluate(f).values, f, l) }
    }

    // MARK: Named calls: `TodoItem(title:)`, `param(…)`, `min(…)`, `helper()`

    func compileNamedCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let l = location(call)
        if scope.resolve(name) != nil {
            let function = compileIdentifier(call.calledExpression.as(DeclReferenceExprSyntax.self)!, scope)
            let args = compileArguments(call, scope)
            return { f in try apply(try function(f), try args.evaluate(f).values, f, l) }
        }
        if name == "param" { return compileParam(call, scope) }
        if let model = models[name] { return compileModelInit(model, call, scope) }
        if let type = structs[name] { return compileStructInit(type, call, scope) }
        if let en = enums[name] {
            let args = compileArguments(call, scope)
            guard args.labels == ["rawValue"] else { return failed("`\(name)` is created with `\(name)(rawValue:)` or `.case`", at: call) }
            return { f in
                let raw = try args.values[0](f)
                guard let i = en.rawValues.firstIndex(where: { $0 == raw }) else { return .null }
                return .enumCase(EnumCase(type: en, index: i))
            }
        }
        if views[name] != nil { return failed("views are built in `Redraw.root` or in a body, not called here", at: call) }
        if case .model(let t) = scope.selfContext, t.members.methods[name] != nil { return compileSelfMethodCall(name, call, scope) }
        if case .structure(let t) = scope.selfContext, t.members.methods[name] != nil { return compileSelfMethodCall(name, call, scope) }
        if case .view(let t) = scope.selfContext, t.members.methods[name] != nil { return compileSelfMethodCall(name, call, scope) }
        if case .enumeration(let t) = scope.selfContext, t.members.methods[name] != nil { return compileSelfMethodCall(name, call, scope) }
        if let functions = globalFunctions[name] {
            let args = compileArguments(call, scope)
            guard let function = functions.first(where: { labelsFit($0, args) }) else {
                return failed("no `\(name)` takes arguments (\(args.labels.map { ($0 ?? "_") + ":" }.joined()))", at: call)
            }
            return { f in try function.call(try bind(function, try args.evaluate(f), f, l), self: .null, parent: f.context.globals, context: f.context) }
        }
        switch name {
        case "Task": return failed("Redraw does not interpret `Task`: write the step's writes directly", at: call.calledExpression)
        case "DispatchQueue": return failed("Redraw does not interpret `DispatchQueue`: write the step's writes directly", at: call.calledExpression)
        case "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "Just":
            return failed("`Combine` publishers are not modelled: write derived state as a computed property", at: call.calledExpression)
        default: break
        }
        if builtinFunctionNames.contains(name) || builtinTypeNames.contains(name) {
            let args = compileArguments(call, scope)
            return { f in try builtinFunction(name, try args.evaluate(f), f, l) }
        }
        return failed("cannot find `\(name)` in scope\(suggestion(for: name, among: namesVisible(scope) + Array(builtinFunctionNames)))", at: call.calledExpression)
    }

    func compileSelfMethodCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let args = compileArguments(call, scope)
        let l = location(call)
        return { f in try callMethod(f.selfValue, name, try args.evaluate(f), f, l) }
    }

    /// `param("rows", 1000)`: a `--param rows=…` value, typed like its default.
    func compileParam(_ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let l = location(call)
        guard call.arguments.count == 2, let nameArg = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              let defaultArg = call.arguments.last?.expression else {
            return failed("write `param(\"name\", default)` with a string literal name", at: call)
        }
        let name = nameArg.segments.trimmedDescription
        let defaultValue = compileExpression(defaultArg, scope)
        parameters.append((name, defaultArg.trimmedDescription))
        return { f in
            let fallback = try defaultValue(f)
            guard let text = f.context.parameters[name] else { return fallback }
            switch fallback {
            case .int: if let i = Int(text) { return .int(i) }
            case .double: if let d = Double(text) { return .double(d) }
            case .bool: if let b = Bool(text) { return .bool(b) }
            case .string: return .string(text)
            default: break
            }
            throw RuntimeError("--param \(name)=\(text): expected \(fallback.typeName)", at: l)
        }
    }

    func compileModelInit(_ model: ModelType, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let args = compileArguments(call, scope)
        let l = location(call)
        if model.initializers.isEmpty && !args.labels.isEmpty {
            return failed("`\(model.name)` has no initialiser taking arguments: classes get no memberwise initialiser; write an `init`", at: call)
        }
        let initializer = model.initializers.first { labelsFit($0, args) }
        if !model.initializers.isEmpty && initializer == nil {
            let known = model.initializers.map(\.signature).joined(separator: ", ")
            return failed("no initialiser of `\(model.name)` takes (\(args.labels.map { ($0 ?? "_") + ":" }.joined())); it has \(known)", at: call)
        }
        return { f in
            let object = try instantiate(model, f)
            if let initializer {
                let values = try bind(initializer, try args.evaluate(f), f, l)
                _ = try initializer.call(values, self: .object(object), parent: f.context.globals, context: f.context)
            }
            return .object(object)
        }
    }

    func compileStructInit(_ type: StructType, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let args = compileArguments(call, scope)
        let l = location(call)
        if let initializer = type.initializers.first(where: { labelsFit($0, args) }) {
            return { f in
                let blank = Value.structure(StructValue(type: type, fields: try initialFields(type, f)))
                let frame = Frame(parent: f.context.globals, localCount: initializer.localCount, selfValue: blank, context: f.context)
                let values = try bind(initializer, try args.evaluate(f), f, l)
                for (i, v) in values.enumerated() { frame.locals[i] = v }
                _ = try initializer.body(frame)
                return frame.selfValue
            }
        }
        if !type.initializers.isEmpty {
            return failed("no initialiser of `\(type.name)` takes (\(args.labels.map { ($0 ?? "_") + ":" }.joined()))", at: call)
        }
        // Memberwise: labels name stored properties in order; those with values may be left out.
        var targets: [Int] = []
        var expected = 0
        for (i, label) in args.labels.enumerated() {
            guard let label, let index = type.fieldIndex[label] else {
                let name = args.labels[i] ?? "_"
                error("`\(type.name)` has no stored property `\(name)`\(suggestion(for: name, among: type.fields.map(\.name)))", at: args.nodes[i])
                continue
            }
            if index < expected { error("argument `\(label)` must precede the ones before it, in declaration order", at: args.nodes[i]) }
            if type.fields[index].isConstant && type.fields[index].initialValue != nil {
                error("`\(label)` is a `let` with a value and cannot be passed", at: args.nodes[i])
            }
            expected = index
            targets.append(index)
        }
        for (i, field) in type.fields.enumerated() where field.initialValue == nil && !targets.contains(i) {
            error("missing argument `\(field.name)` for `\(type.name)`", at: call)
        }
        let values = zip(targets, args.values).map { target, value in coerce(value, to: type.fields[target].declaredType) }
        return { f in
            var fields = try initialFields(type, f)
            for (k, target) in targets.enumerated() { fields[target] = try values[k](f) }
            return .structure(StructValue(type: type, fields: fields))
        }
    }

    func labelsFit(_ function: Function, _ args: CompiledArguments) -> Bool {
        let labels = args.labels
        var i = 0
        for (p, label) in function.labels.enumerated() {
            if i < labels.count && labels[i] == label { i += 1; continue }
            if function.defaults[p] != nil { continue }
            // A trailing closure fills an unlabelled or labelled closure parameter.
            if args.hasTrailingClosure && i == labels.count - 1 && labels[i] == nil { i += 1; continue }
            return false
        }
        return i == labels.count
    }

    // MARK: Methods

    func compileMethodCall(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let name = member.declName.baseName.text
        let l = location(member.declName)
        if combineNames.contains(name) {
            let target = assignedProperty(in: Syntax(call)) ?? name
            return failed("`Combine` publishers are not modelled: write `\(target)` as a computed property", at: member.declName)
        }
        if rootName(of: ExprSyntax(member)) == "DispatchQueue" {
            return failed("Redraw does not interpret `DispatchQueue`: write the step's writes directly", at: member)
        }
        guard let baseSyntax = member.base else {
            // `.init(…)`, `.random()`: implicit members with arguments are not interpreted.
            return failed("cannot infer the type of `.\(name)(…)`: name the type", at: member)
        }
        if name == "init", baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return compileDelegatingInit(call, scope)
        }
        if let ref = baseSyntax.as(DeclReferenceExprSyntax.self), scope.resolve(ref.baseName.text) == nil,
           implicitSelfMember(ref.baseName.text, l, scope) == nil {
            let typeName = ref.baseName.text
            if typeName == "Redraw" { return compileRedrawCall(name, call, scope) }
            if builtinTypeNames.contains(typeName) {
                let args = compileArguments(call, scope)
                return { f in try staticBuiltinCall(typeName, name, try args.evaluate(f), f, l) }
            }
            if let type = typeValue(named: typeName) {
                let args = compileArguments(call, scope)
                let members: MemberTable
                switch type {
                case .model(let m): members = m.members
                case .structure(let s): members = s.members
                case .enumeration(let e): members = e.members
                case .builtin: return failed("unknown static member", at: member)
                }
                guard let function = members.staticMethods[name]?.first(where: { labelsFit($0, args) }) else {
                    return failed("type `\(typeName)` has no static method `\(name)`", at: member.declName)
                }
                return { f in try function.call(try bind(function, try args.evaluate(f), f, l), self: .null, parent: f.context.globals, context: f.context) }
            }
        }
        let elementType = inferType(baseSyntax, scope).flatMap { t -> TypeRef? in if case .array(let e) = t { return e }; return nil }
        let args = compileArguments(call, scope, closureTypes: [elementType, elementType])
        if mutatingBuiltins.contains(name) && !hasUserMethod(name, on: baseSyntax, scope), let lvalue = compileLValue(baseSyntax, scope) {
            return { f in
                let evaluated = try args.evaluate(f)
                var result = Value.null
                try lvalue.modify(f) { v in
                    if case .object = v { result = try callMethod(v, name, evaluated, f, l); return .none }
                    return try mutatingBuiltin(&v, name, evaluated, f, l, result: &result) ? .changed : .equal
                }
                return result
            }
        }
        if let type = inferType(baseSyntax, scope), let typeName = type.directName, let s = structs[typeName],
           let method = s.members.methods[name]?.first, method.isMutating {
            guard let lvalue = compileLValue(baseSyntax, scope) else { return failed("cannot call mutating `\(name)` on a temporary value", at: member) }
            return { f in
                let evaluated = try args.evaluate(f)
                var result = Value.null
                try lvalue.modify(f) { v in
                    let before = v
                    result = try callMutating(method, &v, evaluated, f, l)
                    return before == v ? .equal : .changed
                }
                return result
            }
        }
        checkMember(name, of: baseSyntax, scope, at: member.declName)
        let base = compileExpression(baseSyntax, scope)
        let chained = containsOptionalChaining(baseSyntax)
        return { f in
            let b = try base(f)
            if chained && b.isNull { return .null }
            return try callMethod(b, name, try args.evaluate(f), f, l)
        }
    }

    /// `self.init(…)` inside an initialiser: runs the other initialiser on the same `self`.
    func compileDelegatingInit(_ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        let args = compileArguments(call, scope)
        let l = location(call)
        let initializers: [Function]
        switch scope.selfContext {
        case .model(let m): initializers = m.initializers
        case .structure(let s): initializers = s.initializers
        default: return failed("`self.init` is only valid in an initialiser of a class or struct", at: call)
        }
        guard scope.isInitializer else { return failed("`self.init` is only valid in an initialiser", at: call) }
        guard let target = initializers.first(where: { labelsFit($0, args) }) else {
            return failed("no initialiser takes (\(args.labels.map { ($0 ?? "_") + ":" }.joined()))", at: call)
        }
        return { f in
            let frame = Frame(parent: f.context.globals, localCount: target.localCount, selfValue: f.selfValue, context: f.context)
            for (i, v) in try bind(target, try args.evaluate(f), f, l).enumerated() { frame.locals[i] = v }
            _ = try target.body(frame)
            f.selfValue = frame.selfValue
            return .null
        }
    }

    /// The property a Combine pipeline's closure writes (`self.filtered = …` in `.sink { }`).
    func assignedProperty(in node: Syntax) -> String? {
        if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            if let m = infix.leftOperand.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
            if let r = infix.leftOperand.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = assignedProperty(in: child) { return found }
        }
        return nil
    }

    /// `a` for `a.b.c(…)`.
    func rootName(of expr: ExprSyntax) -> String? {
        var current = expr
        while true {
            if let m = current.as(MemberAccessExprSyntax.self), let base = m.base { current = base; continue }
            if let c = current.as(FunctionCallExprSyntax.self) { current = c.calledExpression; continue }
            break
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    func hasUserMethod(_ name: String, on base: ExprSyntax, _ scope: FunctionScope) -> Bool {
        guard let typeName = inferType(base, scope)?.directName else { return false }
        return models[typeName]?.members.methods[name] != nil || structs[typeName]?.members.methods[name] != nil
    }
}

/// Matches evaluated arguments to a function's parameters, filling defaults.
func bind(_ function: Function, _ args: Arguments, _ f: Frame, _ l: SourceLocation) throws -> [Value] {
    var out: [Value] = []
    out.reserveCapacity(function.labels.count)
    var i = 0
    for (p, label) in function.labels.enumerated() {
        if i < args.count && args.labels[i] == label {
            out.append(args.values[i]); i += 1
        } else if let d = function.defaults[p] {
            out.append(try d(f))
        } else if i < args.count && args.labels[i] == nil {
            out.append(args.values[i]); i += 1
        } else {
            throw RuntimeError("missing argument `\(label ?? "_")` for `\(function.name)`", at: l)
        }
    }
    if i < args.count { throw RuntimeError("extra argument in call to `\(function.name)`", at: l) }
    return out
}

func instantiate(_ model: ModelType, _ f: Frame) throws -> ModelObject {
    var storage: [Value] = []
    storage.reserveCapacity(model.properties.count)
    for p in model.properties { storage.append(try p.initialValue?(f) ?? .null) }
    let object = ModelObject(type: model, storage: storage)
    f.context.observer.objectCreated(object)
    return object
}

func initialFields(_ type: StructType, _ f: Frame) throws -> [Value] {
    var fields: [Value] = []
    fields.reserveCapacity(type.fields.count)
    for field in type.fields { fields.append(try field.initialValue?(f) ?? .null) }
    return fields
}

/// `receiver.name(args)` for user methods, then the built-in ones.
func callMethod(_ receiver: Value, _ name: String, _ args: Arguments, _ f: Frame, _ l: SourceLocation) throws -> Value {
    let members: MemberTable?
    switch receiver {
    case .object(let o): members = o.type.members
    case .structure(let s): members = s.type.members
    case .enumCase(let e): members = e.type.members
    case .view(let v): members = v.type.members
    case .closure where name == "callAsFunction": return try apply(receiver, args.values, f, l)
    default: members = nil
    }
    if let members {
        if let function = members.method(name, labels: args.labels) {
            return try function.call(try bind(function, args, f, l), self: receiver, parent: f.context.globals, context: f.context)
        }
        throw RuntimeError("value of type `\(receiver.typeName)` has no method `\(name)`", at: l)
    }
    return try builtinMethod(receiver, name, args, f, l)
}

func callMutating(_ method: Function, _ value: inout Value, _ args: Arguments, _ f: Frame, _ l: SourceLocation) throws -> Value {
    let frame = Frame(parent: f.context.globals, localCount: method.localCount, selfValue: value, context: f.context)
    value = .null
    defer { value = frame.selfValue }
    for (i, v) in try bind(method, args, f, l).enumerated() { frame.locals[i] = v }
    return try method.body(frame)
}

let builtinFunctionNames: Set<String> = ["min", "max", "abs", "print", "stride", "round", "floor", "ceil", "sqrt", "zip", "UUID", "Date"]

func builtinFunction(_ name: String, _ args: Arguments, _ f: Frame, _ l: SourceLocation) throws -> Value {
    func number(_ i: Int) throws -> Value {
        guard i < args.count else { throw RuntimeError("`\(name)` needs an argument", at: l) }
        return args[i]
    }
    switch name {
    case "min": return try args.values.min { try compare($0, $1, l) } ?? .null
    case "max": return try args.values.max { try compare($0, $1, l) } ?? .null
    case "abs":
        switch try number(0) {
        case .int(let i): return .int(abs(i))
        case .double(let d): return .double(abs(d))
        case let v: throw RuntimeError("abs of `\(v.typeName)`", at: l)
        }
    case "round": return .double((try double(try number(0), l)).rounded())
    case "floor": return .double(Foundation.floor(try double(try number(0), l)))
    case "ceil": return .double(Foundation.ceil(try double(try number(0), l)))
    case "sqrt": return .double((try double(try number(0), l)).squareRoot())
    case "print": return .null  // output is not part of the update cycle
    case "UUID": return f.context.makeUUID()
    case "Date": return f.context.tick()
    case "stride":
        let from = try integer(args.labelled("from") ?? .null, l), by = try integer(args.labelled("by") ?? .int(1), l)
        guard by != 0 else { throw RuntimeError("stride by 0", at: l) }
        if let to = args.labelled("to") { return .array(stride(from: from, to: try integer(to, l), by: by).map { .int($0) }) }
        if let through = args.labelled("through") { return .array(stride(from: from, through: try integer(through, l), by: by).map { .int($0) }) }
    case "zip":
        let a = try sequence(try number(0), l), b = try sequence(try number(1), l)
        return .array(zip(a, b).map { .array([$0, $1]) })
    case "String" where args.labels.first == "format":
        guard case .string(let format) = args.values[0] else { throw RuntimeError("`String(format:)` needs a format string", at: l) }
        let arguments: [CVarArg] = try args.values.dropFirst().map { v -> CVarArg in
            switch v {
            case .int(let i): return i
            case .double(let d): return d
            case .string(let s): return s
            case .bool(let b): return b ? 1 : 0
            default: throw RuntimeError("`String(format:)` cannot format `\(v.typeName)`", at: l)
            }
        }
        return .string(String(format: format, arguments: arguments))
    case "String":
        let v = try number(0)
        if case .string = v { return v }
        return .string(v.text)
    case "Int":
        switch try number(0) {
        case .int(let i): return .int(i)
        case .double(let d): return .int(Int(d))
        case .string(let s): return Int(s).map { .int($0) } ?? .null
        case let v: throw RuntimeError("cannot convert `\(v.typeName)` to Int", at: l)
        }
    case "Double", "Float", "CGFloat":
        switch try number(0) {
        case .string(let s): return Double(s).map { .double($0) } ?? .null
        case let v: return .double(try double(v, l))
        }
    case "Bool": return try number(0)
    case "Array": return .array(try sequence(try number(0), l))
    case "Set":
        var seen: [Value] = []
        for v in try sequence(try number(0), l) where !seen.contains(v) { seen.append(v) }
        return .array(seen)
    default: break
    }
    throw RuntimeError("Redraw does not interpret `\(name)(…)` with these arguments", at: l)
}

/// `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`: seeded by `--seed`.
func staticBuiltinCall(_ type: String, _ name: String, _ args: Arguments, _ f: Frame, _ l: SourceLocation) throws -> Value {
    switch (type, name) {
    case ("Int", "random"):
        guard case .range(let lo, let hi) = args.labelled("in") ?? .null, hi > lo else { throw RuntimeError("`Int.random(in:)` needs a non-empty range", at: l) }
        return .int(f.context.random.int(in: lo, hi))
    case ("Double", "random"):
        guard let range = args.labelled("in") else { throw RuntimeError("`Double.random(in:)` needs a range", at: l) }
        switch range {
        case .range(let lo, let hi): return .double(f.context.random.double(in: Double(lo), Double(hi)))
        case .array(let bounds) where bounds.count == 2: return .double(f.context.random.double(in: try double(bounds[0], l), try double(bounds[1], l)))
        default: throw RuntimeError("`Double.random(in:)` needs a range", at: l)
        }
    case ("Bool", "random"): return .bool(f.context.random.next() & 1 == 1)
    default: throw RuntimeError("`\(type).\(name)` is not interpreted", at: l)
    }
}
