// Declarations: models, structs, enums and views, and their members.
//
// A class is a model: `@Observable` (written for pull) or `ObservableObject`
// (written for push). A struct conforming to `View` is a view; its stored
// properties are classified by wrapper. Everything else a scenario can declare
// is rejected here with the reason, at its position.

import SwiftSyntax

let acceptedConformances: Set<String> = [
    "Identifiable", "Equatable", "Hashable", "ObservableObject", "Sendable", "CustomStringConvertible",
    "Codable", "Decodable", "Encodable", "Comparable", "CaseIterable", "String", "Int", "Double", "View",
    "Observable", "AnyObject",
]

extension ScenarioCompiler {
    func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [(String, Syntax)] {
        clause?.inheritedTypes.map { ($0.type.trimmedDescription, Syntax($0.type)) } ?? []
    }

    func checkConformances(_ clause: InheritanceClauseSyntax?, of typeName: String) {
        for (name, node) in inheritedNames(clause) where !acceptedConformances.contains(name) {
            if models[name] != nil {
                error("class inheritance is not interpreted: `\(typeName)` inherits from `\(name)`; copy the properties it needs", at: node)
            } else {
                error("Redraw does not interpret conformance to `\(name)`", at: node)
            }
        }
    }

    // MARK: Pass 1: names

    func collectTypes(_ items: [CodeBlockItemSyntax.Item]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            if let c = decl.as(ClassDeclSyntax.self) {
                let name = c.name.text
                let attributes = attributeNames(c.attributes)
                let inherited = inheritedNames(c.inheritanceClause).map(\.0)
                let style: ModelStyle = attributes.contains("Observable") ? .observable
                    : inherited.contains("ObservableObject") ? .observableObject : .plain
                if attributes.contains("Observable") && inherited.contains("ObservableObject") {
                    error("`\(name)` is both `@Observable` and `ObservableObject`; pick one", at: c.name)
                }
                if c.genericParameterClause != nil { error("generic classes are not interpreted", at: c.name) }
                declareType(name, at: c.name) { models[name] = ModelType(name: name, style: style, location: location(c.name)) }
            } else if let s = decl.as(StructDeclSyntax.self) {
                let name = s.name.text
                if s.genericParameterClause != nil {
                    error("generic \(inheritedNames(s.inheritanceClause).contains { $0.0 == "View" } ? "views" : "structs") are not interpreted", at: s.name)
                }
                if inheritedNames(s.inheritanceClause).contains(where: { $0.0 == "View" }) {
                    declareType(name, at: s.name) { views[name] = ViewType(name: name, location: location(s.name)) }
                } else {
                    declareType(name, at: s.name) { structs[name] = StructType(name: name, location: location(s.name)) }
                }
            } else if let e = decl.as(EnumDeclSyntax.self) {
                let name = e.name.text
                declareType(name, at: e.name) { enums[name] = EnumType(name: name, location: location(e.name)) }
            } else if let a = decl.as(ActorDeclSyntax.self) {
                error("Redraw does not interpret actors: make `\(a.name.text)` a class", at: a.actorKeyword)
            } else if let p = decl.as(ProtocolDeclSyntax.self) {
                error("Redraw does not interpret protocols: `\(p.name.text)`", at: p.protocolKeyword)
            }
        }
    }

    private func declareType(_ name: String, at node: TokenSyntax, _ make: () -> Void) {
        if typeValue(named: name) != nil || views[name] != nil {
            error("`\(name)` is declared twice", at: node)
            return
        }
        if builtinViewNames.contains(name) || builtinFunctionNames.contains(name) {
            error("`\(name)` is a built-in name; rename the type", at: node)
            return
        }
        typeOrder.append(name)
        make()
    }

    // MARK: Pass 2: members

    func declareMembers(_ item: CodeBlockItemSyntax.Item) {
        guard case .decl(let decl) = item else { return }
        if let c = decl.as(ClassDeclSyntax.self), let model = models[c.name.text] {
            checkConformances(c.inheritanceClause, of: model.name)
            for member in c.memberBlock.members { declareModelMember(member.decl, model) }
        } else if let s = decl.as(StructDeclSyntax.self) {
            if let view = views[s.name.text] {
                view.isEquatable = inheritedNames(s.inheritanceClause).contains { $0.0 == "Equatable" }
                checkConformances(s.inheritanceClause, of: view.name)
                for member in s.memberBlock.members { declareViewMember(member.decl, view) }
                if view.isEquatable && view.equals == nil,
                   let closure = view.properties.first(where: { if case .other = $0.declaredType { return true }; return false }) {
                    diagnostics.append(ScenarioDiagnostic("`\(view.name)` is Equatable but `\(closure.name)` is a closure: write `static func ==`", at: closure.location))
                }
            } else if let type = structs[s.name.text] {
                checkConformances(s.inheritanceClause, of: type.name)
                type.isIdentifiable = inheritedNames(s.inheritanceClause).contains { $0.0 == "Identifiable" }
                for member in s.memberBlock.members { declareStructMember(member.decl, type) }
            }
        } else if let e = decl.as(EnumDeclSyntax.self), let type = enums[e.name.text] {
            declareEnum(e, type)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            declareExtension(ext)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if let function = declareFunction(f, selfContext: .none) {
                globalFunctions[function.name, default: []].append(function)
            }
        }
    }

    private func declareExtension(_ ext: ExtensionDeclSyntax) {
        let name = ext.extendedType.trimmedDescription
        for member in ext.memberBlock.members {
            let decl = member.decl
            if decl.is(VariableDeclSyntax.self), let v = decl.as(VariableDeclSyntax.self), v.bindings.contains(where: { $0.accessorBlock == nil }),
               !v.modifiers.contains(where: { $0.name.text == "static" }) {
                error("extensions cannot add stored properties", at: v.bindingSpecifier)
                continue
            }
            if let model = models[name] { declareModelMember(decl, model) }
            else if let view = views[name] { declareViewMember(decl, view) }
            else if let type = structs[name] { declareStructMember(decl, type) }
            else if let type = enums[name] { declareEnumMember(decl, type) }
            else {
                error("Redraw does not interpret extensions of `\(name)`\(suggestion(for: name, among: typeNames))", at: ext.extendedType)
                return
            }
        }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// Common member kinds: computed properties, methods, statics, and what is rejected.
    private func declareCommonMember(_ decl: DeclSyntax, selfContext: SelfContext, members: MemberTable) -> Bool {
        if let f = decl.as(FunctionDeclSyntax.self) {
            guard let function = declareFunction(f, selfContext: isStatic(f.modifiers) ? .none : selfContext) else { return true }
            if isStatic(f.modifiers) { members.staticMethods[function.name, default: []].append(function) }
            else { members.methods[function.name, default: []].append(function) }
            return true
        }
        if let v = decl.as(VariableDeclSyntax.self) {
            var handled = true
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    error("only simple `var name` properties are interpreted", at: binding.pattern)
                    continue
                }
                if let accessors = binding.accessorBlock, let observer = propertyObserver(accessors) {
                    error("property observers (`\(observer.accessorSpecifier.text)`) are not interpreted: move the work into a method the workload calls", at: observer.accessorSpecifier)
                    handled = false  // still a stored property: its uses should not cascade into more errors
                } else if let accessors = binding.accessorBlock {
                    if let getter = computedGetter(accessors, name: name) {
                        let function = Function(name: name, labels: [], defaults: [], location: location(binding.pattern))
                        let returnType = binding.typeAnnotation.map { TypeRef($0.type) }
                        computedTypes[ObjectIdentifier(members), default: [:]][name] = returnType
                        schedule(function, body: getter, selfContext: isStatic(v.modifiers) ? .none : selfContext, parameters: [], returnType: returnType)
                        if isStatic(v.modifiers) {
                            members.staticProperties[name] = { frame in try function.call([], self: .null, parent: frame.context.globals, context: frame.context) }
                        } else {
                            members.computed[name] = function
                        }
                    }
                } else if isStatic(v.modifiers) {
                    if let initial = binding.initializer?.value {
                        let eval = compileStandalone(initial, selfContext: .none)
                        members.staticProperties[name] = eval
                    } else {
                        error("a static property needs a value", at: binding.pattern)
                    }
                } else {
                    handled = false
                }
            }
            return handled
        }
        if let n = decl.as(StructDeclSyntax.self) { error("nested types are not interpreted: move `\(n.name.text)` to the top level", at: n.name); return true }
        if let n = decl.as(ClassDeclSyntax.self) { error("nested types are not interpreted: move `\(n.name.text)` to the top level", at: n.name); return true }
        if let n = decl.as(EnumDeclSyntax.self) { error("nested types are not interpreted: move `\(n.name.text)` to the top level", at: n.name); return true }
        if decl.is(DeinitializerDeclSyntax.self) { return true }  // nothing to observe in a deinit
        if let t = decl.as(TypeAliasDeclSyntax.self) { error("type aliases are not interpreted", at: t.typealiasKeyword); return true }
        if decl.is(InitializerDeclSyntax.self) { return false }
        if decl.is(EnumCaseDeclSyntax.self) { return false }
        error("Redraw does not interpret this declaration", at: decl)
        return true
    }

    private func propertyObserver(_ accessors: AccessorBlockSyntax) -> AccessorDeclSyntax? {
        guard case .accessors(let list) = accessors.accessors else { return nil }
        return list.first { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    private func computedGetter(_ accessors: AccessorBlockSyntax, name: String) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case .getter(let body): return body
        case .accessors(let list):
            for accessor in list {
                let kind = accessor.accessorSpecifier.text
                if kind == "didSet" || kind == "willSet" {
                    error("property observers (`\(kind)`) are not interpreted: move the work into a method the workload calls", at: accessor.accessorSpecifier)
                    return nil
                }
                if kind == "set" {
                    error("computed setters are not interpreted: write `\(name)`'s stored properties directly", at: accessor.accessorSpecifier)
                    return nil
                }
            }
            if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body { return body.statements }
            error("a computed property needs a `get`", at: accessors)
            return nil
        @unknown default:
            return nil
        }
    }

    private func declareModelMember(_ decl: DeclSyntax, _ model: ModelType) {
        if declareCommonMember(decl, selfContext: .model(model), members: model.members) { return }
        if let v = decl.as(VariableDeclSyntax.self) {
            let attributes = attributeNames(v.attributes)
            for a in attributes where !["Published", "ObservationIgnored", "MainActor", "ObservationTracked"].contains(a) {
                error("`@\(a)` is not modelled", at: v.attributes)
            }
            if attributes.contains("Published") && model.style != .observableObject {
                error("`@Published` is only valid in an `ObservableObject` class", at: v.attributes)
            }
            let tracked: Bool
            switch model.style {
            case .observableObject: tracked = attributes.contains("Published")
            case .observable: tracked = !attributes.contains("ObservationIgnored") && v.bindingSpecifier.text == "var"
            case .plain: tracked = false
            }
            for property in storedProperties(v, tracked: tracked) { model.add(property) }
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            if let f = declareInitializer(i, selfContext: .model(model)) { model.initializers.append(f) }
        }
    }

    private func declareStructMember(_ decl: DeclSyntax, _ type: StructType) {
        if declareCommonMember(decl, selfContext: .structure(type), members: type.members) { return }
        if let v = decl.as(VariableDeclSyntax.self) {
            for property in storedProperties(v, tracked: false) { type.add(property) }
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            if let f = declareInitializer(i, selfContext: .structure(type)) { type.initializers.append(f) }
        }
    }

    /// The stored properties a `var`/`let` declares, with their types and initial values.
    private func storedProperties(_ v: VariableDeclSyntax, tracked: Bool) -> [StoredProperty] {
        v.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            let type = binding.typeAnnotation.map { TypeRef($0.type) } ?? binding.initializer.flatMap { inferType($0.value, globals) }
            let initial = binding.initializer.map { coerce(compileStandalone($0.value, selfContext: .none), to: type) }
            return StoredProperty(name: name, isTracked: tracked, declaredType: type, initialValue: initial,
                                  isConstant: v.bindingSpecifier.text == "let", location: location(binding.pattern))
        }
    }

    private func declareEnum(_ e: EnumDeclSyntax, _ type: EnumType) {
        let raw = inheritedNames(e.inheritanceClause).first { ["String", "Int"].contains($0.0) }?.0
        checkConformances(e.inheritanceClause, of: type.name)
        for member in e.memberBlock.members {
            if let c = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    if element.parameterClause != nil {
                        error("enums with associated values are not interpreted: `\(element.name.text)`", at: element.name)
                        continue
                    }
                    type.cases.append(element.name.text)
                    if let rawValue = element.rawValue?.value {
                        type.rawValues.append(literalValue(rawValue))
                    } else if raw == "String" {
                        type.rawValues.append(.string(element.name.text))
                    } else if raw == "Int" {
                        type.rawValues.append(.int(type.cases.count - 1))
                    } else {
                        type.rawValues.append(nil)
                    }
                }
            } else {
                declareEnumMember(member.decl, type)
            }
        }
    }

    private func declareEnumMember(_ decl: DeclSyntax, _ type: EnumType) {
        if declareCommonMember(decl, selfContext: .enumeration(type), members: type.members) { return }
        if decl.is(VariableDeclSyntax.self) { error("enums cannot have stored properties", at: decl) }
        else if decl.is(InitializerDeclSyntax.self) { error("enum initialisers are not interpreted", at: decl) }
    }

    private func literalValue(_ expr: ExprSyntax) -> Value? {
        if let s = expr.as(StringLiteralExprSyntax.self) { return .string(s.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "" }.joined()) }
        if let i = expr.as(IntegerLiteralExprSyntax.self), let v = Int(i.literal.text.replacingOccurrences(of: "_", with: "")) { return .int(v) }
        if let d = expr.as(FloatLiteralExprSyntax.self), let v = Double(d.literal.text) { return .double(v) }
        return nil
    }

    // MARK: Views

    private func declareViewMember(_ decl: DeclSyntax, _ view: ViewType) {
        if let f = decl.as(FunctionDeclSyntax.self), f.name.text == "==", isStatic(f.modifiers) {
            view.equals = declareFunction(f, selfContext: .none)
            return
        }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1, let binding = v.bindings.first,
           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", let accessors = binding.accessorBlock {
            guard let statements = computedGetter(accessors, name: "body") else { return }
            pendingBodies.append { [unowned self] in
                let scope = FunctionScope(parent: globals, selfContext: .view(view))
                view.body = compileContent(statements, scope)
                view.bodyLocalCount = scope.localCount
            }
            return
        }
        if let i = decl.as(InitializerDeclSyntax.self) {
            error("custom view initialisers are not interpreted: let `\(view.name)` use its memberwise initialiser", at: i.initKeyword)
            return
        }
        if let f = decl.as(FunctionDeclSyntax.self), isViewBuilder(f.attributes, returnType: f.signature.returnClause?.type) {
            viewHelpers[view.name, default: [:]][f.name.text] = Syntax(f)
            return
        }
        if let v = decl.as(VariableDeclSyntax.self), let binding = v.bindings.first, binding.accessorBlock != nil,
           isViewBuilder(v.attributes, returnType: binding.typeAnnotation?.type),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            viewHelpers[view.name, default: [:]][name] = Syntax(v)
            return
        }
        if declareCommonMember(decl, selfContext: .view(view), members: view.members) { return }
        guard let v = decl.as(VariableDeclSyntax.self) else { return }
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            addViewProperty(name: name, v: v, binding: binding, view: view)
        }
    }

    private func isViewBuilder(_ attributes: AttributeListSyntax, returnType: TypeSyntax?) -> Bool {
        attributeNames(attributes).contains("ViewBuilder") || returnType?.trimmedDescription == "some View"
    }

    private func addViewProperty(name: String, v: VariableDeclSyntax, binding: PatternBindingSyntax, view: ViewType) {
        var wrapper = ViewPropertyWrapper.none
        var environmentType: String?
        for attribute in v.attributes {
            guard let a = attribute.as(AttributeSyntax.self) else { continue }
            let attributeName = a.attributeName.trimmedDescription
            switch attributeName {
            case "State": wrapper = .state
            case "StateObject": wrapper = .stateObject
            case "ObservedObject": wrapper = .observedObject
            case "Bindable": wrapper = .bindable
            case "Binding": wrapper = .binding
            case "EnvironmentObject":
                wrapper = .environmentObject
                environmentType = binding.typeAnnotation.map { TypeRef($0.type) }?.directName
                if environmentType == nil { error("`@EnvironmentObject` needs a type annotation", at: binding.pattern) }
            case "Environment":
                wrapper = .environment
                let argument = a.arguments?.trimmedDescription ?? ""
                if argument.hasSuffix(".self") {
                    environmentType = String(argument.dropLast(5))
                } else {
                    error("`@Environment(\(argument))` is not modelled: only `@Environment(Type.self)` objects are", at: a)
                }
            case "MainActor": break
            default:
                error("`@\(attributeName)` is not modelled", at: a)
            }
        }
        if let t = environmentType, models[t] == nil {
            error("`\(t)` is not a model class of this scenario\(suggestion(for: t, among: models.keys))", at: binding.pattern)
        }
        let declared = binding.typeAnnotation.map { TypeRef($0.type) } ?? binding.initializer.flatMap { inferType($0.value, globals) }
        let initial = binding.initializer.map { coerce(compileStandalone($0.value, selfContext: .view(view)), to: declared) }
        if (wrapper == .state || wrapper == .stateObject) && initial == nil {
            // `@State var model: Model` passed in by the parent: an input kept as node state on creation.
            viewStateInputs.insert("\(view.name).\(name)")
        }
        view.add(ViewProperty(name: name, wrapper: wrapper, declaredType: declared, initialValue: initial,
                              isConstant: v.bindingSpecifier.text == "let", location: location(binding.pattern),
                              environmentType: environmentType, subscribesUnderPush: false))
    }

    /// Push subscriptions after migration (update-cycle page, "One source, two engines").
    func classifySubscriptions(_ view: ViewType) {
        for (i, p) in view.properties.enumerated() {
            let heldType = p.environmentType ?? p.declaredType?.directName
            let heldStyle = heldType.flatMap { models[$0]?.style }
            let subscribes: Bool
            switch p.wrapper {
            case .stateObject, .observedObject, .environmentObject: subscribes = true
            case .none, .state, .bindable, .environment: subscribes = heldStyle == .observable
            case .binding: subscribes = false
            }
            view.properties[i].subscribesUnderPush = subscribes
        }
    }

    // MARK: Functions

    func parameters(of clause: FunctionParameterClauseSyntax) -> [(label: String?, name: String, type: TypeRef, defaultValue: ExprSyntax?)] {
        clause.parameters.map { p in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let name = p.secondName?.text ?? p.firstName.text
            return (label, name, TypeRef(p.type), p.defaultValue?.value)
        }
    }

    func declareFunction(_ f: FunctionDeclSyntax, selfContext: SelfContext) -> Function? {
        if let effects = f.signature.effectSpecifiers {
            if effects.asyncSpecifier != nil { error("Redraw does not interpret `async` functions", at: effects); return nil }
            if effects.throwsClause != nil { error("Redraw does not interpret `throws` functions", at: effects); return nil }
        }
        if f.genericParameterClause != nil { error("generic functions are not interpreted", at: f.name); return nil }
        guard let body = f.body else { error("a function needs a body", at: f.name); return nil }
        let params = parameters(of: f.signature.parameterClause)
        let defaults = params.map { p in p.defaultValue.map { compileStandalone($0, selfContext: .none) } }
        let mutating = f.modifiers.contains { $0.name.text == "mutating" }
        let function = Function(name: f.name.text, labels: params.map(\.label), defaults: defaults, location: location(f.name), isMutating: mutating)
        functionReturnTypes[ObjectIdentifier(function)] = f.signature.returnClause.map { TypeRef($0.type) }
        schedule(function, body: body.statements, selfContext: selfContext, parameters: params.map { ($0.name, $0.type) },
                 mutatesSelf: mutating, returnType: f.signature.returnClause.map { TypeRef($0.type) })
        return function
    }

    func declareInitializer(_ i: InitializerDeclSyntax, selfContext: SelfContext) -> Function? {
        if i.optionalMark != nil { error("failable initialisers are not interpreted", at: i.initKeyword); return nil }
        if let effects = i.signature.effectSpecifiers, effects.asyncSpecifier != nil || effects.throwsClause != nil {
            error("Redraw does not interpret `async` or `throws` initialisers", at: effects); return nil
        }
        guard let body = i.body else { return nil }
        let params = parameters(of: i.signature.parameterClause)
        let defaults = params.map { p in p.defaultValue.map { compileStandalone($0, selfContext: .none) } }
        let function = Function(name: "init", labels: params.map(\.label), defaults: defaults, location: location(i.initKeyword), isMutating: true)
        schedule(function, body: body.statements, selfContext: selfContext, parameters: params.map { ($0.name, $0.type) }, mutatesSelf: true, isInitializer: true)
        return function
    }

    /// Compiles `body` into `function` once all declarations are known.
    func schedule(_ function: Function, body: CodeBlockItemListSyntax, selfContext: SelfContext,
                  parameters: [(String, TypeRef)], mutatesSelf: Bool = false, isInitializer: Bool = false,
                  returnType: TypeRef? = nil) {
        pendingBodies.append { [unowned self] in
            let scope = FunctionScope(parent: globals, selfContext: selfContext, mutatesSelf: mutatesSelf)
            scope.isInitializer = isInitializer
            for (name, type) in parameters { scope.declare(name, type: type) }
            let code = coerce(compileFunctionBody(body, scope), to: returnType)
            // `Double` parameters receive integer literals as `Int`: widen them on entry.
            let floatingSlots = parameters.indices.filter { isFloatingPoint(parameters[$0].1) }
            function.localCount = scope.localCount
            function.body = floatingSlots.isEmpty ? code : { f in
                for slot in floatingSlots { f.locals[slot] = widen(f.locals[slot]) }
                return try code(f)
            }
        }
    }

    /// An expression evaluated in a frame of its own (initial values, default arguments).
    func compileStandalone(_ expr: ExprSyntax, selfContext: SelfContext) -> Eval {
        let scope = FunctionScope(parent: globals, selfContext: selfContext)
        var code: Eval = { _ in .null }
        var count = 0
        pendingBodies.append { [unowned self] in
            code = compileExpression(expr, scope)
            count = scope.localCount
        }
        return { frame in
            let f = Frame(parent: frame.context.globals, localCount: count, selfValue: frame.selfValue, context: frame.context)
            return try code(f)
        }
    }
}
