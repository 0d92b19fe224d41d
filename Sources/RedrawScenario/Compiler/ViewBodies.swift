// ViewBodies: result-builder bodies → `ContentCode`.
//
// Containers (`VStack`, `List`, `Section`…) and leaves (`Text`, `Image`…) are
// part of the body that builds them: their arguments are that body's reads and
// they leave nothing behind. User views and binding-holding controls become
// children with an identity: a site number for their place in the source, plus
// the id of each enclosing `ForEach` element.

import SwiftSyntax

/// Built-in views whose closures are content, rendered with the body.
let builtinContainers: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
    "List", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "ScrollView",
    "GroupBox", "DisclosureGroup", "TabView", "ViewThatFits", "GeometryReader", "ControlGroup", "Menu", "Label",
    "HSplitView", "VSplitView", "LabeledContent",
]
/// Built-in leaves: arguments read, nothing else.
let builtinLeaves: Set<String> = [
    "Text", "Image", "Spacer", "Divider", "EmptyView", "Color", "ProgressView", "Circle", "Rectangle",
    "RoundedRectangle", "Capsule", "Ellipse", "AsyncImage", "Link", "ShareLink", "ContentUnavailableView", "Gauge",
]
/// Controls that hold a binding: nodes of their own, and the label of their binding argument.
let bindingControls: [String: String] = [
    "TextField": "text", "SecureField": "text", "TextEditor": "text", "Toggle": "isOn", "Stepper": "value",
    "Picker": "selection", "Slider": "value", "DatePicker": "selection", "ColorPicker": "selection",
]
let builtinViewNames: Set<String> = builtinContainers.union(builtinLeaves).union(bindingControls.keys)
    .union(["ForEach", "Button", "NavigationLink", "AnyView", "EquatableView"])

/// Modifiers whose closures are content drawn with the view.
let contentModifiers: Set<String> = ["overlay", "background", "toolbar", "safeAreaInset", "mask", "badge"]
/// Modifiers whose closures run later, outside the render pass (actions, presentations).
let deferredModifiers: Set<String> = [
    "onTapGesture", "onAppear", "onDisappear", "onChange", "onSubmit", "task", "refreshable", "onReceive",
    "sheet", "popover", "fullScreenCover", "navigationDestination", "alert", "confirmationDialog",
    "contextMenu", "swipeActions", "onDelete", "onMove", "gesture", "simultaneousGesture", "onLongPressGesture",
    "searchable", "onHover", "dropDestination", "draggable", "onKeyPress",
]

extension ScenarioCompiler {
    func compileContent(_ items: CodeBlockItemListSyntax, _ scope: FunctionScope) -> ContentCode {
        scope.withBlock {
            let parts = items.map { compileContentItem($0.item, scope) }
            if parts.count == 1 { return parts[0] }
            return { f, content in for p in parts { try p(f, content) } }
        }
    }

    private func compileContentItem(_ item: CodeBlockItemSyntax.Item, _ scope: FunctionScope) -> ContentCode {
        switch item {
        case .expr(let e):
            return compileViewExpression(e, scope)
        case .stmt(let s):
            if let e = s.as(ExpressionStmtSyntax.self) { return compileViewExpression(e.expression, scope) }
            if let r = s.as(ReturnStmtSyntax.self), let e = r.expression { return compileViewExpression(e, scope) }
            return statementAsContent(compileStatement(item, scope))
        case .decl:
            return statementAsContent(compileStatement(item, scope))
        @unknown default:
            return { _, _ in }
        }
    }

    private func statementAsContent(_ s: @escaping Statement) -> ContentCode {
        { f, _ in _ = try s(f) }
    }

    func failedContent(_ message: String, at node: some SyntaxProtocol) -> ContentCode {
        let eval = failed(message, at: node)
        return { f, _ in _ = try eval(f) }
    }

    /// Arguments evaluated for their reads; SwiftUI constants like `.leading` allowed.
    private func compileReads(_ exprs: [ExprSyntax], _ scope: FunctionScope) -> ContentCode {
        modifierArgumentDepth += 1
        defer { modifierArgumentDepth -= 1 }
        let evals = exprs.map { compileExpression($0, scope) }
        if evals.isEmpty { return { _, _ in } }
        return { f, _ in for e in evals { _ = try e(f) } }
    }

    /// A closure argument that is content: its statements run as part of this body.
    private func compileContentClosure(_ closure: ClosureExprSyntax, _ scope: FunctionScope) -> ContentCode {
        scope.withBlock {
            for name in closureParameterNames(closure) { scope.declare(name) }
            return compileContent(closure.statements, scope)
        }
    }

    func compileViewExpression(_ expr: ExprSyntax, _ scope: FunctionScope) -> ContentCode {
        if let i = expr.as(IfExprSyntax.self) { return compileContentIf(i, scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return compileContentSwitch(s, scope) }
        if let t = expr.as(TernaryExprSyntax.self) {
            let condition = compileExpression(t.condition, scope)
            let a = compileViewExpression(t.thenExpression, scope), b = compileViewExpression(t.elseExpression, scope)
            let l = location(t)
            return { f, c in try truthy(try condition(f), l) ? try a(f, c) : try b(f, c) }
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if case .view(let view) = scope.selfContext, let helper = compileHelper(ref.baseName.text, in: view, arguments: nil, node: ref, scope) {
                return helper
            }
            return failedContent("expected a view, found `\(ref.baseName.text)`", at: ref)
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            // `self.header`, or a modifier without arguments written without `()`? Only the former exists.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .view(let view) = scope.selfContext,
               let helper = compileHelper(m.declName.baseName.text, in: view, arguments: nil, node: m, scope) {
                return helper
            }
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else {
            if expr.is(ClosureExprSyntax.self) { return failedContent("expected a view, found a closure", at: expr) }
            return failedContent("expected a view here", at: expr)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .view(let view) = scope.selfContext,
               let helper = compileHelper(member.declName.baseName.text, in: view, arguments: call, node: call, scope) {
                return helper
            }
            return compileModifier(member.declName.baseName.text, base: base, call: call, scope)
        }
        guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            return failedContent("expected a view here", at: call)
        }
        let name = ref.baseName.text
        if let view = views[name] { return compileChild(view, call, scope) }
        if name == "ForEach" { return compileForEach(call, scope, container: false) }
        if name == "List", hasDataArgument(call) { return compileForEach(call, scope, container: true) }
        if let bindingLabel = bindingControls[name] { return compileControl(name, bindingLabel: bindingLabel, call, scope) }
        if name == "Button" { return compileButton(call, scope) }
        if name == "NavigationLink" { return compileBuiltin(call, scope, contentLabels: ["label"], deferredLabels: ["destination"], firstTrailingIsContent: false) }
        if builtinContainers.contains(name) || builtinLeaves.contains(name) || name == "AnyView" || name == "EquatableView" {
            return compileBuiltin(call, scope, contentLabels: ["content", "label", "header", "footer", "sidebar", "detail"], deferredLabels: [], firstTrailingIsContent: true)
        }
        if case .view(let view) = scope.selfContext, let helper = compileHelper(name, in: view, arguments: call, node: call, scope) {
            return helper
        }
        if models[name] != nil || structs[name] != nil {
            return failedContent("`\(name)` is not a view: only types conforming to `View` can appear in a body", at: ref)
        }
        return failedContent("unknown view `\(name)`\(suggestion(for: name, among: Array(views.keys) + Array(builtinViewNames)))", at: ref)
    }

    private func hasDataArgument(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first else { return false }
        return first.label == nil && !first.expression.is(ClosureExprSyntax.self)
    }

    // MARK: Built-ins

    private func compileBuiltin(_ call: FunctionCallExprSyntax, _ scope: FunctionScope, contentLabels: Set<String>,
                                deferredLabels: Set<String>, firstTrailingIsContent: Bool) -> ContentCode {
        var reads: [ExprSyntax] = []
        var parts: [ContentCode] = []
        for a in call.arguments {
            if let closure = a.expression.as(ClosureExprSyntax.self) {
                let label = a.label?.text ?? "content"
                if deferredLabels.contains(label) { _ = compileClosure(closure, scope) }
                else if contentLabels.contains(label) { parts.append(compileContentClosure(closure, scope)) }
                else { _ = compileClosure(closure, scope) }
            } else if let label = a.label?.text, deferredLabels.contains(label) {
                _ = compileReads([], scope)  // a destination view is built when navigated to, not now
            } else {
                reads.append(a.expression)
            }
        }
        let readCode = compileReads(reads, scope)
        if let trailing = call.trailingClosure {
            if firstTrailingIsContent { parts.append(compileContentClosure(trailing, scope)) }
            else { _ = compileClosure(trailing, scope) }
        }
        for extra in call.additionalTrailingClosures {
            if contentLabels.contains(extra.label.text) { parts.append(compileContentClosure(extra.closure, scope)) }
            else { _ = compileClosure(extra.closure, scope) }
        }
        return { f, c in
            try readCode(f, c)
            for p in parts { try p(f, c) }
        }
    }

    /// `Button("Title") { action }`, `Button(action: f) { label }`, `Button { action } label: { label }`.
    private func compileButton(_ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> ContentCode {
        let hasTitle = call.arguments.contains { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
        let hasAction = call.arguments.contains { $0.label?.text == "action" }
        let trailingIsLabel = hasAction && !hasTitle
        var reads: [ExprSyntax] = []
        var parts: [ContentCode] = []
        for a in call.arguments {
            if let closure = a.expression.as(ClosureExprSyntax.self) {
                if a.label?.text == "label" { parts.append(compileContentClosure(closure, scope)) } else { _ = compileClosure(closure, scope) }
            } else if a.label?.text != "action" {
                reads.append(a.expression)
            }
        }
        let readCode = compileReads(reads, scope)
        if let trailing = call.trailingClosure {
            if trailingIsLabel { parts.append(compileContentClosure(trailing, scope)) } else { _ = compileClosure(trailing, scope) }
        }
        for extra in call.additionalTrailingClosures {
            if extra.label.text == "label" { parts.append(compileContentClosure(extra.closure, scope)) } else { _ = compileClosure(extra.closure, scope) }
        }
        return { f, c in
            try readCode(f, c)
            for p in parts { try p(f, c) }
        }
    }

    private func compileControl(_ name: String, bindingLabel: String, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> ContentCode {
        guard let bindingArgument = call.arguments.first(where: { $0.label?.text == bindingLabel }) else {
            return compileBuiltin(call, scope, contentLabels: ["label", "content"], deferredLabels: [], firstTrailingIsContent: true)
        }
        let binding = compileExpression(bindingArgument.expression, scope)
        var reads: [ExprSyntax] = []
        var parts: [ContentCode] = []
        for a in call.arguments where a.label?.text != bindingLabel {
            if let closure = a.expression.as(ClosureExprSyntax.self) {
                if ["label", "content"].contains(a.label?.text ?? "content") { parts.append(compileContentClosure(closure, scope)) }
                else { _ = compileClosure(closure, scope) }
            } else {
                reads.append(a.expression)
            }
        }
        let readCode = compileReads(reads, scope)
        if let trailing = call.trailingClosure { parts.append(compileContentClosure(trailing, scope)) }
        for extra in call.additionalTrailingClosures where ["label", "content"].contains(extra.label.text) {
            parts.append(compileContentClosure(extra.closure, scope))
        }
        let site = nextSiteNumber()
        let l = location(call)
        let text = bindingArgument.expression.trimmedDescription
        return { f, c in
            try readCode(f, c)
            guard case .binding(let b) = try binding(f) else {
                throw RuntimeError("`\(name)` needs a binding such as `$model.property`, found `\(text)`", at: l)
            }
            c.children.append(ViewChild(identity: c.identity(site: site), kind: .control(name, b), location: l))
            for p in parts { try p(f, c) }
        }
    }

    func nextSiteNumber() -> Int {
        nextSite += 1
        return nextSite
    }

    // MARK: User views

    private func compileChild(_ view: ViewType, _ call: FunctionCallExprSyntax, _ scope: FunctionScope) -> ContentCode {
        if let trailing = call.trailingClosure {
            return failedContent("views taking content closures are not interpreted: `\(view.name)`", at: trailing)
        }
        var targets: [(Int, Eval)] = []
        var lastIndex = -1
        for a in call.arguments {
            let label = a.label?.text ?? "_"
            guard let index = view.propertyIndex[label] else {
                let candidates = view.properties.filter { $0.isInput || $0.isNodeState }.map(\.name)
                error("`\(view.name)` has no property `\(label)`\(suggestion(for: label, among: candidates))", at: a)
                continue
            }
            let property = view.properties[index]
            if !(property.isInput || (property.isNodeState)) {
                error("`\(label)` is `\(property.wrapper.rawValue)`: it is not passed by the parent", at: a)
                continue
            }
            if property.isConstant && property.initialValue != nil {
                error("`\(label)` is a `let` with a value and cannot be passed", at: a)
                continue
            }
            if property.wrapper == .binding && !isBindingExpression(a.expression) {
                error("`\(label)` is `@Binding`: pass a binding such as `$model.\(label)`", at: a.expression)
            }
            if index < lastIndex { error("argument `\(label)` must come in declaration order", at: a) }
            lastIndex = index
            targets.append((index, coerce(compileExpression(a.expression, scope), to: property.declaredType)))
        }
        let provided = Set(targets.map(\.0))
        var defaults: [(Int, Eval)] = []
        for (i, p) in view.properties.enumerated() where !provided.contains(i) {
            if p.isInput && p.initialValue == nil {
                if case .optional = p.declaredType { continue }
                error("missing argument `\(p.name)` for `\(view.name)`", at: call)
            } else if p.isInput, let initial = p.initialValue {
                defaults.append((i, initial))
            }
        }
        let site = nextSiteNumber()
        let l = location(call)
        let count = view.properties.count
        return { f, c in
            var values = [Value](repeating: .null, count: count)
            for (i, e) in targets { values[i] = try e(f) }
            for (i, e) in defaults { values[i] = try e(f) }
            c.children.append(ViewChild(identity: c.identity(site: site), kind: .view(view, values), location: l))
        }
    }

    private func isBindingExpression(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while let m = current.as(MemberAccessExprSyntax.self), let base = m.base { current = base }
        if let ref = current.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$") { return true }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasPrefix("Binding") { return true }
        return current.as(DeclReferenceExprSyntax.self) != nil
    }

    // MARK: ForEach

    private func compileForEach(_ call: FunctionCallExprSyntax, _ scope: FunctionScope, container: Bool) -> ContentCode {
        guard let dataArgument = call.arguments.first, dataArgument.label == nil else {
            return failedContent("`ForEach` needs a collection as its first argument", at: call)
        }
        let closureSyntax = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        guard let closure = closureSyntax else { return failedContent("`ForEach` needs a content closure", at: call) }
        let data = compileExpression(dataArgument.expression, scope)
        let keyPath = call.arguments.first { $0.label?.text == "id" }.map { compileExpression($0.expression, scope) }
        let l = location(call)
        return scope.withBlock {
            let names = closureParameterNames(closure)
            let elementType = inferType(dataArgument.expression, scope).flatMap { t -> TypeRef? in if case .array(let e) = t { return e }; return nil }
            let slots = names.map { scope.declare($0, type: elementType) }
            let content = compileContent(closure.statements, scope)
            let site = nextSiteNumber()
            return { f, c in
                let collection = try data(f)
                let elements: [Value]
                var bindings: [Binding]? = nil
                if case .binding(let b) = collection {
                    guard case .array(let a) = b.currentValue() else { throw RuntimeError("`ForEach` over a binding needs an array", at: l) }
                    bindings = a.indices.map { Binding(root: b.root, path: b.path + [.element($0)], label: b.label) }
                    elements = a
                } else {
                    elements = try sequence(collection, l)
                }
                let isRange: Bool
                if case .range = collection { isRange = true } else { isRange = false }
                for (index, element) in elements.enumerated() {
                    let id: Value
                    if let keyPath { id = try apply(try keyPath(f), [element], f, l) }
                    else if isRange { id = element }
                    else { id = try identifiableID(element, f, l) }
                    guard let key = IdentityKey(id) else { throw RuntimeError("`ForEach` id `\(id.text)` is not hashable", at: l) }
                    let argument: Value = bindings.map { .binding($0[index]) } ?? element
                    if let first = slots.first {
                        if slots.count == 2, case .array(let pair) = element, pair.count == 2 {
                            f.locals[first] = pair[0]; f.locals[slots[1]] = pair[1]
                        } else {
                            f.locals[first] = argument
                        }
                    }
                    c.prefix.append(.site(site))
                    c.prefix.append(.key(key))
                    defer { c.prefix.removeLast(2) }
                    try content(f, c)
                }
            }
        }
    }

    // MARK: Modifiers

    private func compileModifier(_ name: String, base: ExprSyntax, call: FunctionCallExprSyntax, _ scope: FunctionScope) -> ContentCode {
        let inner = compileViewExpression(base, scope)
        let l = location(call)
        switch name {
        case "environment" where call.arguments.count == 1, "environmentObject":
            guard let argument = call.arguments.first else { return failedContent("`.\(name)` needs an object", at: call) }
            let object = compileExpression(argument.expression, scope)
            return { f, c in
                let start = c.children.count
                try inner(f, c)
                guard case .object(let o) = try object(f) else { throw RuntimeError("`.\(name)` needs a model object", at: l) }
                for i in start..<c.children.count { c.children[i].injected.append(o) }
            }
        case "equatable":
            return { f, c in
                let start = c.children.count
                try inner(f, c)
                for i in start..<c.children.count { c.children[i].equatable = true }
            }
        case "id":
            guard let argument = call.arguments.first else { return failedContent("`.id` needs a value", at: call) }
            let id = compileExpression(argument.expression, scope)
            return { f, c in
                let start = c.children.count
                guard let key = IdentityKey(try id(f)) else { throw RuntimeError("`.id` value is not hashable", at: l) }
                try inner(f, c)
                for i in start..<c.children.count { c.children[i].identity.append(.key(key)) }
            }
        default:
            break
        }
        var reads: [ExprSyntax] = []
        var parts: [ContentCode] = []
        let isDeferred = deferredModifiers.contains(name)
        for a in call.arguments {
            if let closure = a.expression.as(ClosureExprSyntax.self) {
                if contentModifiers.contains(name) && !isDeferred { parts.append(compileContentClosure(closure, scope)) }
                else if !isDeferred { _ = compileClosure(closure, scope) }
            } else if isDeferred && ["isPresented", "item", "content", "destination"].contains(a.label?.text ?? "") {
                continue  // a presentation's binding is read by the presenter when it changes, not by this body
            } else if isDeferred && name == "onChange" {
                reads.append(a.expression)  // `onChange(of:)` compares the value in this body
            } else if !isDeferred {
                reads.append(a.expression)
            } else {
                reads.append(a.expression)
            }
        }
        let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            if contentModifiers.contains(name) { parts.append(compileContentClosure(closure, scope)) }
            else if !isDeferred { _ = compileClosure(closure, scope) }
        }
        let readCode = compileReads(reads, scope)
        return { f, c in
            try inner(f, c)
            try readCode(f, c)
            for p in parts { try p(f, c) }
        }
    }

    // MARK: Control flow

    private func compileContentIf(_ i: IfExprSyntax, _ scope: FunctionScope) -> ContentCode {
        let (condition, then) = scope.withBlock { (compileConditions(i.conditions, scope), compileContent(i.body.statements, scope)) }
        var otherwise: ContentCode = { _, _ in }
        switch i.elseBody {
        case .ifExpr(let nested): otherwise = compileContentIf(nested, scope)
        case .codeBlock(let block): otherwise = compileContent(block.statements, scope)
        case nil: break
        @unknown default: break
        }
        return { f, c in try condition(f) ? try then(f, c) : try otherwise(f, c) }
    }

    private func compileContentSwitch(_ s: SwitchExprSyntax, _ scope: FunctionScope) -> ContentCode {
        let subject = compileExpression(s.subject, scope)
        let subjectType = inferType(s.subject, scope)
        var cases: [([Eval], ContentCode)] = []
        var fallback: ContentCode?
        for c in s.cases {
            guard let switchCase = c.as(SwitchCaseSyntax.self) else { continue }
            let body = compileContent(switchCase.statements, scope)
            switch switchCase.label {
            case .default: fallback = body
            case .case(let label):
                let patterns = label.caseItems.map { item -> Eval in
                    if let p = item.pattern.as(ExpressionPatternSyntax.self) { return compilePatternValue(p.expression, subjectType, scope) }
                    return failed("only value patterns are interpreted in `case`", at: item.pattern)
                }
                cases.append((patterns, body))
            @unknown default: break
            }
        }
        return { f, content in
            let v = try subject(f)
            for (patterns, body) in cases {
                for p in patterns where try p(f) == v { try body(f, content); return }
            }
            try fallback?(f, content)
        }
    }

    // MARK: Helpers: `var header: some View`, `func row(_:) -> some View`

    private func compileHelper(_ name: String, in view: ViewType, arguments call: FunctionCallExprSyntax?, node: some SyntaxProtocol, _ scope: FunctionScope) -> ContentCode? {
        guard let syntax = viewHelpers[view.name]?[name] else { return nil }
        let helperScope = FunctionScope(parent: globals, selfContext: .view(view))
        var statements: CodeBlockItemListSyntax?
        var parameterSlots: [(label: String?, slot: Int)] = []
        if let f = syntax.as(FunctionDeclSyntax.self) {
            statements = f.body?.statements
            for p in parameters(of: f.signature.parameterClause) {
                parameterSlots.append((p.label, helperScope.declare(p.name, type: p.type)))
            }
        } else if let v = syntax.as(VariableDeclSyntax.self), let accessors = v.bindings.first?.accessorBlock {
            switch accessors.accessors {
            case .getter(let body): statements = body
            case .accessors(let list): statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            @unknown default: break
            }
        }
        guard let statements else { return failedContent("cannot interpret `\(name)`", at: node) }
        let code = compileContent(statements, helperScope)
        let args = call.map { compileArguments($0, scope) }
        let site = nextSiteNumber()
        let l = location(node)
        return { f, c in
            let frame = Frame(parent: f.context.globals, localCount: helperScope.localCount, selfValue: f.selfValue, context: f.context)
            if let args {
                let values = try args.evaluate(f)
                guard values.count == parameterSlots.count else { throw RuntimeError("`\(name)` takes \(parameterSlots.count) argument(s)", at: l) }
                for (i, p) in parameterSlots.enumerated() { frame.locals[p.slot] = values.values[i] }
            }
            c.prefix.append(.site(site))
            defer { c.prefix.removeLast() }
            try code(frame, c)
        }
    }
}

/// The `id` of an `Identifiable` element: its `id` property, or the object itself.
func identifiableID(_ element: Value, _ f: Frame, _ l: SourceLocation) throws -> Value {
    switch element {
    case .object(let o):
        if let slot = o.type.propertyIndex["id"] {
            f.context.observer.read(o, slot: slot)
            return o.storage[slot]
        }
        if let id = o.type.members.computed["id"] { return try id.call([], self: element, parent: f.context.globals, context: f.context) }
        return element
    case .structure(let s):
        if let i = s.type.fieldIndex["id"] { return s.fields[i] }
        if let id = s.type.members.computed["id"] { return try id.call([], self: element, parent: f.context.globals, context: f.context) }
        throw RuntimeError("`ForEach` over `\(s.type.name)` needs `id:` or an `id` property", at: l)
    case .binding(let b):
        return try identifiableID(b.currentValue(), f, l)
    case .enumCase(let e) where e.type.members.computed["id"] != nil:
        return try e.type.members.computed["id"]!.call([], self: element, parent: f.context.globals, context: f.context)
    case .int, .string, .enumCase:
        throw RuntimeError("`ForEach` over `\(element.typeName)` values needs `id: \\.self`", at: l)
    default:
        throw RuntimeError("`ForEach` needs `id:` for `\(element.typeName)` elements", at: l)
    }
}
