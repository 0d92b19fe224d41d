// PerRunStatics: static stored properties, which Swift initialises once per
// process, made to start afresh with every run of the scenario.
//
// Invariants:
// - `static let NAME = EXPR` / `static var NAME = EXPR` (one binding, an
//   initialiser, no wrapper of its own, not computed) becomes
//   `@_RedrawPerRun static var NAME = EXPR`, its type annotation kept;
//   RedrawScenarioKit's wrapper evaluates EXPR again at the start of a run.
// - A static stored property this cannot rewrite (several bindings, a tuple
//   pattern, a wrapper already) is reported: the run then needs a fresh process.
// - Under Swift 6's data-race checks a wrapped static is shared mutable state,
//   which is an error unless the property is isolated to a global actor
//   (`nonisolated(unsafe)` does not reach a wrapper's storage: tried on 6.3.1).
//   So there it is rewritten only where its isolation is certain from the
//   syntax (IsolationOfStatics); a constant (literals only) is left as written,
//   as a new run would make the same value; any other is reported, and the run
//   takes a fresh process per pass. A wrong guess would turn valid code into a
//   compile error, so uncertain means "not rewritten".
// - A static with `@MainActor` of its own (Swift 5 mode) keeps it, and its
//   initialiser runs in `_redrawOnMainActor { … }`: the wrapper's autoclosure
//   is not isolated, and an initialiser that reads another main-actor static
//   (`@MainActor static let all = [first]`) failed to compile (trial BC-2).

import SwiftSyntax

enum PerRunStatics {
    /// The static stored properties with an initialiser: those it rewrites, and whether any it cannot.
    static func find(in catalog: TypeCatalog, language: LanguageSettings) -> (rewritable: [VariableDeclSyntax], anyLeft: Bool) {
        var rewritable: [VariableDeclSyntax] = []
        var anyLeft = false
        let isolation = IsolationOfStatics(views: Set(catalog.views.map(\.name)), language: language)
        for body in catalog.typeBodies {
            for decl in body.declarations() {
                guard let variable = decl.as(VariableDeclSyntax.self), variable.isStatic, variable.isStored,
                      variable.bindings.contains(where: { $0.initializer != nil }) else { continue }
                guard variable.singleName != nil, !variable.hasPropertyWrapper, !variable.isLazy else {
                    anyLeft = true
                    continue
                }
                if language.checksDataRaces, !isolation.isCertainlyIsolated(variable) {
                    if let value = variable.singleBinding?.initializer?.value, Self.isConstant(value) { continue }
                    anyLeft = true
                    continue
                }
                rewritable.append(variable)
            }
        }
        return (rewritable, anyLeft)
    }

    static func rewrite(_ catalog: TypeCatalog, language: LanguageSettings, into plan: inout RewritePlan) {
        for variable in find(in: catalog, language: language).rewritable {
            plan.changeAttributes(of: variable) { $0.prepended.append("@_RedrawPerRun") }
            if variable.isLet { plan.replace(variable.bindingSpecifier, with: "var") }
            if isMainActor(variable), let value = variable.singleBinding?.initializer?.value {
                plan.edits.insert("_redrawOnMainActor { ", at: value.positionAfterSkippingLeadingTrivia.utf8Offset)
                plan.edits.insert(" }", at: value.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
    }

    /// `@MainActor` written on the property itself.
    static func isMainActor(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
    }

    /// Literals, and arrays, dictionaries and tuples of them: a value every run makes alike.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return true }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "-" && isConstant(prefix.expression)
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isConstant($0.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isConstant($0.key) && isConstant($0.value) }
        }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { isConstant($0.expression) } }
        return false
    }
}

/// Whether a static property is isolated to a global actor, as far as the syntax shows.
struct IsolationOfStatics {
    /// The file's view types (dotted names): a type that conforms to `View` is main-actor isolated,
    /// as SwiftUI's `View` is `@MainActor` (SE-0316's inference from a conformance).
    let views: Set<String>
    let language: LanguageSettings

    /// Protocols of SwiftUI that are `@MainActor`, whose conformance in a type's declaration isolates it.
    static let mainActorProtocols: Set<String> = ["View", "App", "Scene", "ViewModifier", "SwiftUI.View", "SwiftUI.App"]

    func isCertainlyIsolated(_ variable: VariableDeclSyntax) -> Bool {
        // `@MainActor static let x` is isolated, but a wrapper's storage does not take an attribute
        // written on the property (tried on 6.3.1: "nonisolated global shared mutable state").
        if variable.modifiers.contains(.nonisolated) || Self.hasGlobalActor(variable.attributes) { return false }
        // The nearest type or extension: nested types do not take an outer type's isolation.
        var node = variable.parent
        while let current = node, current.asProtocol(DeclGroupSyntax.self) == nil { node = current.parent }
        guard let group = node?.asProtocol(DeclGroupSyntax.self) else { return false }
        // An actor's static members are not isolated to it; `nonisolated` says so outright.
        if group.is(ActorDeclSyntax.self) || group.modifiers.contains(.nonisolated) { return false }
        if Self.hasGlobalActor(group.attributes) { return true }
        if let inherited = group.inheritanceClause?.inheritedTypes,
           inherited.contains(where: { Self.mainActorProtocols.contains($0.type.trimmedDescription) }),
           !group.is(ExtensionDeclSyntax.self) {
            return true
        }
        // A view whose `View` conformance is in an extension: SE-0316 infers from a conformance
        // in the type's own source file, and a scenario is compiled as one file.
        if let named = group.asProtocol(NamedDeclSyntax.self),
           views.contains(where: { $0 == named.name.text || $0.hasSuffix("." + named.name.text) }) { return true }
        // `-default-isolation MainActor`: what says nothing else is on the main actor.
        return language.defaultIsolation == .mainActor
    }

    /// `@MainActor`, or another global actor by the naming convention (`@DatabaseActor`).
    static func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.attributeName.trimmedDescription
            return name == "MainActor" || (name.hasSuffix("Actor") && name.first?.isUppercase == true)
        }
    }
}
