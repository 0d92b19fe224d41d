// Workload: the top level of a scenario file.
//
// Globals (`let list = …`), one `Redraw.root { … }`, and `Redraw.step(name,
// frames:) { frame in … }` in order. The vocabulary is fixed so that scenario
// files stay stable: `Redraw.root`, `Redraw.step`, `Redraw.setState`, `param`.

import SwiftSyntax

struct CompiledWorkload {
    var steps: [WorkloadStep]
    var rootLocation: SourceLocation
    var setup: (Frame) throws -> Void
    var root: ContentCode
}

extension ScenarioCompiler {
    func compileWorkload(_ items: [CodeBlockItemSyntax.Item]) -> CompiledWorkload? {
        var setup: [Statement] = []
        var steps: [WorkloadStep] = []
        var root: (ContentCode, SourceLocation)?
        // A malformed `Redraw.step`/`Redraw.root` is reported where it is; don't add "missing" on top.
        var sawStep = false, sawRoot = false
        for item in items {
            switch item {
            case .decl(let d):
                if d.is(VariableDeclSyntax.self) { setup.append(compileStatement(item, globals)) }
            case .expr(let e):
                if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Redraw" {
                    switch member.declName.baseName.text {
                    case "root":
                        sawRoot = true
                        if root != nil { error("a scenario has one `Redraw.root`", at: call); continue }
                        guard let closure = call.trailingClosure, call.arguments.isEmpty else {
                            error("write `Redraw.root { RootView(…) }`", at: call)
                            continue
                        }
                        root = (compileContentClosure(closure), location(call))
                        continue
                    case "step":
                        sawStep = true
                        if let step = compileStep(call) {
                            if steps.contains(where: { $0.name == step.name }) { error("a step named \"\(step.name)\" already exists", at: call) }
                            steps.append(step)
                        }
                        continue
                    default: break
                    }
                }
                setup.append(compileStatement(item, globals))
            case .stmt:
                setup.append(compileStatement(item, globals))
            @unknown default:
                break
            }
        }
        guard let root else {
            if sawRoot { return nil }
            diagnostics.append(ScenarioDiagnostic("a scenario needs `Redraw.root { RootView(…) }`", at: SourceLocation(file: source.path, line: 1, column: 1)))
            return nil
        }
        if steps.isEmpty && !sawStep {
            diagnostics.append(ScenarioDiagnostic("a scenario needs at least one `Redraw.step(\"name\") { … }`", at: SourceLocation(file: source.path, line: 1, column: 1)))
        }
        let statements = setup
        return CompiledWorkload(steps: steps, rootLocation: root.1, setup: { f in for s in statements { _ = try s(f) } }, root: root.0)
    }

    private func compileContentClosure(_ closure: ClosureExprSyntax) -> ContentCode {
        // The root's content runs in the globals frame: its locals live in a scope of their own.
        let scope = FunctionScope(parent: globals, selfContext: .none)
        var code: ContentCode = { _, _ in }
        var count = 0
        pendingBodies.append { [unowned self] in
            code = compileContent(closure.statements, scope)
            count = scope.localCount
        }
        return { f, c in
            let frame = Frame(parent: f, localCount: count, selfValue: .null, context: f.context)
            try code(frame, c)
        }
    }

    private func compileStep(_ call: FunctionCallExprSyntax) -> WorkloadStep? {
        let usage = "write `Redraw.step(\"name\") { … }` or `Redraw.step(\"name\", frames: 5) { frame in … }`"
        guard let first = call.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else {
            error("a step needs a name as a string literal: \(usage)", at: call)
            return nil
        }
        let name = literal.segments.trimmedDescription
        var frames = 1
        var framesCode: Eval?
        for a in call.arguments.dropFirst() {
            guard a.label?.text == "frames" else {
                error("`Redraw.step` takes a name and `frames:`, found `\(a.label?.text ?? "_"):`", at: a)
                return nil
            }
            if let literal = a.expression.as(IntegerLiteralExprSyntax.self) {
                guard let n = integerLiteral(literal.literal.text), n >= 1 else {
                    error("`frames:` must be a positive integer", at: a.expression)
                    return nil
                }
                frames = n
            } else {
                // An expression such as `60 * param("seconds", 2)`: evaluated once the globals exist.
                framesCode = compileExpression(a.expression, globals)
            }
        }
        guard let closure = call.trailingClosure else {
            error("a step needs its writes in a trailing closure: \(usage)", at: call)
            return nil
        }
        let parameterNames = closureParameterNames(closure)
        if parameterNames.count > 1 {
            error("a step's closure takes at most one parameter, the frame index", at: closure)
            return nil
        }
        let function = Function(name: name, labels: parameterNames.map { _ in nil }, defaults: parameterNames.map { _ in nil }, location: location(call))
        let scope = FunctionScope(parent: globals, selfContext: .none)
        for n in parameterNames { scope.declare(n, type: .named("Int")) }
        pendingBodies.append { [unowned self] in
            function.body = compileFunctionBody(closure.statements, scope)
            function.localCount = scope.localCount
        }
        return WorkloadStep(name: name, frames: frames, framesCode: framesCode, location: location(call), code: function,
                            takesFrameIndex: !parameterNames.isEmpty)
    }

    /// `Redraw.…` inside code: only `setState` is a call; the rest is top-level vocabulary.
    func compileRedrawCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> Eval {
        switch name {
        case "setState":
            let args = Array(call.arguments)
            guard args.count == 3, let typeRef = args[0].expression.as(MemberAccessExprSyntax.self),
                  typeRef.declName.baseName.text == "self", let typeName = typeRef.base?.trimmedDescription,
                  let keyPath = args[1].expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
                  case .property(let p) = keyPath.components.first!.component else {
                return failed("write `Redraw.setState(ViewType.self, \\.property, value)`", at: call)
            }
            let property = p.declName.baseName.text
            guard let view = views[typeName] else {
                return failed("unknown view `\(typeName)`\(suggestion(for: typeName, among: views.keys))", at: typeRef)
            }
            guard let index = view.propertyIndex[property], view.properties[index].wrapper == .state else {
                return failed("`\(typeName)` has no `@State var \(property)`", at: keyPath)
            }
            let value = compileExpression(args[2].expression, scope)
            let l = location(call)
            return { f in
                guard let graph = f.context.graph else { throw RuntimeError("`Redraw.setState` needs a running view graph", at: l) }
                try graph.setState(viewType: typeName, property: property, value: try value(f), location: l)
                return .null
            }
        case "root", "step":
            return failed("`Redraw.\(name)` belongs at the top level of the scenario", at: call)
        default:
            return failed("unknown `Redraw.\(name)`: the workload vocabulary is `Redraw.root`, `Redraw.step`, `Redraw.setState` and `param`", at: call.calledExpression)
        }
    }
}
