// ModelTypes: which model class a view property or an expression holds, from
// the syntax alone — what a mixed form needs to migrate only the uses of the
// classes it migrates (and, asked for, which plain class: PublisherUses).
//
// Invariants:
// - A property holds the class its type annotation names (`var m: Store`),
//   else the class its initialiser constructs (`= Store()`), else whatever
//   the expression it is initialised from holds.
// - An expression holds: the class it constructs (`Store()`); for a name
//   (`store`, `self.store`), the class of the nearest declaration of that
//   name in scope — a local or top-level variable, a parameter with a type,
//   a stored property of the enclosing type; for `base.name`, where `base`
//   holds a class of the file (a model class or a plain one), that class's
//   instance property `name`. A
//   property declared `@Environment(T.self)` holds `T`. Nothing else is
//   guessed: nil means "cannot tell", and the caller says so at the node.

import SwiftSyntax

struct ModelTypes {
    let catalog: TypeCatalog
    /// Also the file's plain classes (a service a model subscribes to: PublisherUses), not only its
    /// model classes.
    var includesPlainClasses = false
    /// Also what an Optional holds when it holds anything (`weak var parent: Store?` holds a
    /// `Store`): for the object a send is on, not for a view's property (a `Store?` is no
    /// `@ObservedObject`).
    var throughOptionals = false

    /// The class `written` names where `node` is: a model class, or with `includesPlainClasses` any
    /// class of the file (by its name, or the one class whose dotted name ends with it).
    private func classNamed(_ written: String, from node: Syntax) -> ClassInfo? {
        if let model = catalog.modelClass(named: written, from: node) { return model }
        guard includesPlainClasses else { return nil }
        if let exact = catalog.classNamed(written) { return exact }
        let suffixed = catalog.classes.filter { $0.name.hasSuffix("." + written) }
        return suffixed.count == 1 ? suffixed[0] : nil
    }

    /// The same, for any class of the file (the base of a member access: `holder.appState`).
    private var anyClass: ModelTypes {
        var wider = self
        wider.includesPlainClasses = true
        return wider
    }

    /// The model class a stored property holds, when its declaration says.
    func held(by binding: PatternBindingSyntax) -> ClassInfo? {
        if let annotation = binding.typeAnnotation {
            return annotation.type.dottedName.flatMap { classNamed($0, from: Syntax(binding)) }
        }
        return binding.initializer.flatMap { held(by: $0.value, depth: 0) }
    }

    /// The model class `expression` evaluates to, when the syntax says.
    func held(by expression: ExprSyntax) -> ClassInfo? { held(by: expression, depth: 0) }

    private func held(by expression: ExprSyntax, depth: Int) -> ClassInfo? {
        guard depth < 8 else { return nil }
        // `parent?` and `parent!` hold what `parent` holds.
        if throughOptionals, let chained = expression.as(OptionalChainingExprSyntax.self) {
            return held(by: chained.expression, depth: depth + 1)
        }
        if throughOptionals, let forced = expression.as(ForceUnwrapExprSyntax.self) {
            return held(by: forced.expression, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.dottedName.flatMap { classNamed($0, from: Syntax(call)) }
        }
        if let paren = expression.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first,
           only.label == nil {
            return held(by: only.expression, depth: depth + 1)
        }
        // `Store.shared`: a static stored property of a class of the file, by its declaration.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.dottedName,
           let owner = catalog.classes.first(where: { $0.name == base || $0.name.hasSuffix("." + base) }),
           let binding = staticBinding(named: member.declName.baseName.text, in: owner.decl.memberBlock) {
            return held(by: binding, depth: depth + 1)
        }
        // `world.quiz`: the instance property of the class `world` holds (`var quiz: Quiz`) — `world`
        // of any class of the file, a plain one too (`holder.appState`, a plain holder of models).
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
           let owner = anyClass.held(by: base, depth: depth + 1),
           let binding = instanceBinding(named: member.declName.baseName.text, in: owner.decl.memberBlock) {
            return held(by: binding, depth: depth + 1)
        }
        let name: String
        let membersOnly: Bool
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            membersOnly = false
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
            membersOnly = true
        } else {
            return nil
        }
        switch declaration(of: name, from: Syntax(expression), membersOnly: membersOnly) {
        case .binding(let binding)?:
            return held(by: binding, depth: depth)
        case .parameter(let type)?:
            return type.dottedName.flatMap { classNamed($0, from: Syntax(type)) }
        case nil:
            return nil
        }
    }

    private enum Declaration {
        case binding(PatternBindingSyntax)
        case parameter(TypeSyntax)
    }

    /// The nearest declaration of `name` seen from `node`, innermost scope first.
    private func declaration(of name: String, from node: Syntax, membersOnly: Bool) -> Declaration? {
        var current = node.parent
        while let scope = current {
            defer { current = scope.parent }
            if let members = scope.as(MemberBlockSyntax.self) {
                for decl in members.declarations() {
                    if let found = decl.as(VariableDeclSyntax.self).flatMap({ binding(named: name, in: $0) }) {
                        return .binding(found)
                    }
                }
                if membersOnly { return nil }
                continue
            }
            if membersOnly { continue }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                // The last declaration before the use (or, for a global read by a declaration, any),
                // not the one the use is part of (`@Bindable var m = m`).
                let position = node.position
                var before: PatternBindingSyntax?, after: PatternBindingSyntax?
                for item in items where !(item.position <= position && position < item.endPosition) {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                          let found = binding(named: name, in: variable) else { continue }
                    if item.position < position { before = found } else if after == nil { after = found }
                }
                if let found = before ?? after { return .binding(found) }
            } else if let function = scope.as(FunctionDeclSyntax.self),
                      let type = parameter(named: name, in: function.signature.parameterClause) {
                return .parameter(type)
            } else if let initializer = scope.as(InitializerDeclSyntax.self),
                      let type = parameter(named: name, in: initializer.signature.parameterClause) {
                return .parameter(type)
            } else if let closure = scope.as(ClosureExprSyntax.self),
                      case .parameterClause(let clause)? = closure.signature?.parameterClause {
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    guard let type = parameter.type else { return nil }
                    return .parameter(type)
                }
            }
        }
        return nil
    }

    /// What a stored property's declaration says it holds (its annotation, else its initialiser).
    private func held(by binding: PatternBindingSyntax, depth: Int) -> ClassInfo? {
        if let annotation = binding.typeAnnotation {
            var type = annotation.type
            if throughOptionals {
                type = type.as(OptionalTypeSyntax.self)?.wrappedType
                    ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
            }
            return type.dottedName.flatMap { classNamed($0, from: Syntax(binding)) }
        }
        if let initializer = binding.initializer { return held(by: initializer.value, depth: depth + 1) }
        // `@Environment(Quiz.self) var quiz`: the type the attribute names.
        if let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
           let environment = variable.attributes.named("Environment"),
           case .argumentList(let arguments)? = environment.arguments, arguments.count == 1,
           let type = arguments.first?.expression.as(MemberAccessExprSyntax.self),
           type.declName.baseName.text == "self", let name = type.base?.dottedName {
            return classNamed(name, from: Syntax(binding))
        }
        return nil
    }

    private func instanceBinding(named name: String, in members: MemberBlockSyntax) -> PatternBindingSyntax? {
        members.instanceVariable(named: name).flatMap { binding(named: name, in: $0) }
    }

    private func staticBinding(named name: String, in members: MemberBlockSyntax) -> PatternBindingSyntax? {
        for decl in members.declarations() {
            guard let variable = decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  let found = binding(named: name, in: variable) else { continue }
            return found
        }
        return nil
    }

    private func binding(named name: String, in variable: VariableDeclSyntax) -> PatternBindingSyntax? {
        variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    private func parameter(named name: String, in clause: FunctionParameterClauseSyntax) -> TypeSyntax? {
        clause.parameters.first { ($0.secondName ?? $0.firstName).text == name }?.type
    }
}
