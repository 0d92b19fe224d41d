// ViewPropertyMapping: how a view holds a model object, in the form the
// target engine runs.
//
// Invariants (the update-cycle page's table, both directions):
// - Target pull: `@StateObject` → `@State`; `@ObservedObject var m` →
//   `@Bindable var m` when the view uses `$m`, else `var m`;
//   `@EnvironmentObject var m: M` → `@Environment(M.self) var m`, and the
//   view's `$m` becomes `Bindable(m)` (an environment object has no `$`), in
//   its extensions too.
// - Target push, only for properties holding a class written for pull (a
//   push-style class is already held as its file says, so a plain `let` of
//   it stays unobserved): `@State` → `@StateObject`; plain `var`/`let` →
//   `@ObservedObject var`; `@Bindable` → `@ObservedObject`;
//   `@Environment(M.self) var m` → `@EnvironmentObject var m: M`. Optional
//   and array types are left alone.
// - A mixed form (FormTargets not uniform) rewrites a property only when the
//   class it holds (ModelTypes) changes engine: `@StateObject var s =
//   Store()` becomes `@State` only if `Store` is migrated. An object wrapper
//   (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) or `@Bindable`
//   whose class cannot be told is left as written and reported at the
//   property. The push and pull forms need no types for the object wrappers:
//   every object then changes engine.
// - A view's initialiser that sets such a wrapper (`_m = StateObject(…)`)
//   follows it (WrapperInitializers).
// - Both: `private` on a `@State` / `@StateObject` property becomes
//   `fileprivate`, so `Redraw.setState(V.self, \.prop, …)` can name it —
//   unless its type is one declared `private` inside a type (an enum in the
//   view's extension): a `fileprivate` property cannot have a private type.

import RedrawResults
import SwiftSyntax

enum ViewPropertyMapping {
    /// A `static` property holding a model through an object wrapper (`@StateObject static var
    /// store = Store.shared` in a `PreviewProvider`): a static needs no wrapper to keep its object,
    /// and `StateObject` takes only an `ObservableObject`, so the pull form drops the wrapper
    /// (a tester's news app did not compile in its pull form).
    static func rewriteStatics(_ catalog: TypeCatalog, targets: FormTargets, types: ModelTypes, into plan: inout RewritePlan) {
        for body in catalog.typeBodies {
            for decl in body.declarations() {
                guard let variable = decl.as(VariableDeclSyntax.self), variable.isStatic, let binding = variable.singleBinding,
                      let wrapper = ["StateObject", "ObservedObject"].compactMap({ variable.attributes.named($0) }).first
                else { continue }
                let engine = targets.uniform ?? types.held(by: binding).map { targets.engine(of: $0.name) }
                guard engine == .pull else { continue }
                plan.changeAttributes(of: variable) { $0.remove(wrapper) }
            }
        }
    }

    /// `privateTypes`: the names of the types the file declares `private` inside another type.
    /// `declaredTypes`: the names of every type the file declares; a wrapper the form writes that
    /// one of them shadows is written `SwiftUI.` qualified (an app's `enum Environment` of API
    /// settings made the pull form's `@Environment(Router.self)` that enum).
    static func rewrite(_ view: ViewInfo, targets: FormTargets, types: ModelTypes, privateTypes: Set<String> = [],
                        declaredTypes: Set<String> = [], into plan: inout RewritePlan) {
        // `$m` in the view's extensions too (a control built in `extension V { var slider: … }`).
        let tokens = view.groups.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        let dollarNames = Set(tokens.compactMap(projectedName))
        var environmentObjects: Set<String> = []
        var renamed: [String: (from: String, to: String)] = [:]
        for decl in view.decl.memberBlock.declarations() {
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.isStored,
                  let binding = variable.singleBinding, let name = variable.singleName else { continue }
            let attributes = variable.attributes
            if attributes.contains("State") || attributes.contains("StateObject"),
               let modifier = variable.modifiers.named(.private), modifier.detail == nil,
               !Self.namesType(binding, in: privateTypes) {
                plan.replace(modifier.name, with: "fileprivate")
            }
            if let wrapper = ["StateObject", "ObservedObject", "EnvironmentObject"].first(where: attributes.contains) {
                let engine: EngineKind
                if let uniform = targets.uniform {
                    engine = uniform
                } else if let model = types.held(by: binding) {
                    engine = targets.engine(of: model.name)
                } else {
                    plan.undecided(binding, undecidedMessage(name: name, wrapper: wrapper, binding: binding, catalog: types.catalog))
                    continue
                }
                guard engine == .pull else { continue }
                if rewriteForPull(variable, binding: binding, name: name, dollarNames: dollarNames, declaredTypes: declaredTypes,
                                  plan: &plan) {
                    environmentObjects.insert(name)
                }
                if attributes.contains("StateObject") { renamed[name] = ("StateObject", "State") }
                if attributes.contains("ObservedObject") {
                    // "": no wrapper left (a plain `var`), which `_vm = ObservedObject(wrappedValue: …)` must follow.
                    renamed[name] = ("ObservedObject", dollarNames.contains(name) ? "Bindable" : "")
                }
            } else if targets.uniform != .pull {
                if targets.uniform == nil, attributes.contains("Bindable"), types.held(by: binding) == nil {
                    plan.undecided(binding, undecidedMessage(name: name, wrapper: "Bindable", binding: binding, catalog: types.catalog))
                    continue
                }
                if rewriteForPush(variable, binding: binding, targets: targets, catalog: types.catalog, plan: &plan) {
                    if attributes.contains("State") { renamed[name] = ("State", "StateObject") }
                    if attributes.contains("Bindable") { renamed[name] = ("Bindable", "ObservedObject") }
                }
            }
        }
        WrapperInitializers.rewrite(in: view.decl, renamed: renamed, into: &plan)
        guard !environmentObjects.isEmpty else { return }
        for token in tokens {
            guard let name = projectedName(token), environmentObjects.contains(name) else { continue }
            plan.replace(token, with: "Bindable(\(name))")
        }
    }

    /// `m` for the token `$m` (a projected value; `$0` is not one).
    private static func projectedName(_ token: TokenSyntax) -> String? {
        guard case .identifier(let text) = token.tokenKind, text.hasPrefix("$"), text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    /// True if the property was an `@EnvironmentObject` (its `$name` uses need rewriting).
    private static func rewriteForPull(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String,
                                       dollarNames: Set<String>, declaredTypes: Set<String>, plan: inout RewritePlan) -> Bool {
        let attributes = variable.attributes
        func wrapper(_ name: String) -> String { declaredTypes.contains(name) ? "SwiftUI.\(name)" : name }
        if let stateObject = attributes.named("StateObject") {
            plan.changeAttributes(of: variable) { $0.rename(stateObject, to: "@" + wrapper("State")) }
        } else if let observed = attributes.named("ObservedObject") {
            plan.changeAttributes(of: variable) { changes in
                if dollarNames.contains(name) { changes.rename(observed, to: "@" + wrapper("Bindable")) } else { changes.remove(observed) }
            }
        } else if let environment = attributes.named("EnvironmentObject"), let annotation = binding.typeAnnotation {
            plan.changeAttributes(of: variable) {
                $0.rename(environment, to: "@\(wrapper("Environment"))(\(annotation.type.trimmedDescription).self)")
            }
            plan.edits.remove(binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset
                              ..< annotation.endPositionBeforeTrailingTrivia.utf8Offset)
            return true
        }
        return false
    }

    /// A mixed form's note for a property whose class it cannot tell.
    private static func undecidedMessage(name: String, wrapper: String, binding: PatternBindingSyntax, catalog: TypeCatalog) -> String {
        let models = catalog.modelClasses.map(\.name)
        let lead = "cannot tell which model class `@\(wrapper) var \(name)` holds, so a mixed form cannot tell whether to migrate it: "
        // Annotated with a type that is no model class: a generic parameter (`ViewModel: Alertable`)
        // or a protocol, which no annotation of the app's can name a class for (a tester's
        // `AlertModifier<ViewModel>` was told to add the annotation it had).
        if let annotation = binding.typeAnnotation?.type.trimmedDescription {
            return lead + "its type `\(annotation)` is not one of the file's model classes (\(models.joined(separator: ", "))) but a "
                + "generic parameter or a protocol, which may stand for any of them; the plan migrates one class at a time, so it "
                + "cannot run this file (the push and pull engines, which migrate every class, can)"
        }
        return lead + "give it a type annotation naming its class (`var \(name): Class`; the file's model classes are "
            + "\(models.joined(separator: ", ")))"
    }

    /// True if the property holds a model object written for pull that runs under push (and was rewritten).
    private static func rewriteForPush(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax,
                                       targets: FormTargets, catalog: TypeCatalog, plan: inout RewritePlan) -> Bool {
        let attributes = variable.attributes
        if let environment = attributes.named("Environment") {
            guard let model = environmentModel(environment, catalog: catalog),
                  targets.engine(of: catalog.modelClass(named: model)?.name ?? model) == .push else { return false }
            if let annotation = binding.typeAnnotation, annotation.type.dottedName == nil { return false }  // `M?`
            plan.changeAttributes(of: variable) { $0.rename(environment, to: "@EnvironmentObject") }
            if binding.typeAnnotation == nil {
                plan.edits.insert(": \(model)", at: binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return true
        }
        guard let model = ModelTypes(catalog: catalog).held(by: binding), model.style?.engine == .pull,
              targets.engine(of: model.name) == .push else { return false }
        if let state = attributes.named("State") {
            plan.changeAttributes(of: variable) { $0.rename(state, to: "@StateObject") }
        } else if let bindable = attributes.named("Bindable") {
            plan.changeAttributes(of: variable) { $0.rename(bindable, to: "@ObservedObject") }
        } else if !variable.hasPropertyWrapper {
            plan.changeAttributes(of: variable) { $0.prepended.append("@ObservedObject") }
            if variable.isLet { plan.replace(variable.bindingSpecifier, with: "var") }
        }
        return true
    }

    /// The written type name of `@Environment(M.self)` when M is a class written for pull.
    private static func environmentModel(_ attribute: AttributeSyntax, catalog: TypeCatalog) -> String? {
        guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
              let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.tokenKind == .keyword(.self),
              let written = member.base?.dottedName,
              catalog.modelClass(named: written)?.style?.engine == .pull else { return nil }
        return written
    }
}

extension ViewPropertyMapping {
    /// Whether the property's type is one of `types`: its annotation's names, or without one the
    /// type its initial value starts with (`= Priority.none`, `= Priority()`).
    static func namesType(_ binding: PatternBindingSyntax, in types: Set<String>) -> Bool {
        guard !types.isEmpty else { return false }
        if let annotation = binding.typeAnnotation {
            return annotation.type.tokens(viewMode: .sourceAccurate).contains { types.contains($0.text) }
        }
        guard let first = binding.initializer?.value.tokens(viewMode: .sourceAccurate).first(where: { _ in true }) else { return false }
        return types.contains(first.text)
    }
}
