// BodyMadeObjects: a model object made inside a body and handed on with
// nothing to keep it — `.environment(Model())` / `.environmentObject(Model())`,
// or `Detail(vm: Model())` where `Detail` holds `vm` as `@ObservedObject`,
// `@Bindable` or a plain property. A body runs again whenever what it read
// changes (under pull, also what the model's initialiser read in it); each run
// makes another object, and the state of the last is gone (a tester's
// GroceryGenius lost every edit under pull). `@State` and `@StateObject` keep
// the first object; a `@State` initial value made again is counted already
// (discarded state initialisations).
//
// Found in the source: calls inside the `body` of a view or `App` of the file
// — or of a function or computed property that builds views for one (its type
// `some View`: `Coordinator.buildView(for:)`, a view's `var header`) —
// whose argument constructs a model class of the file (`Type(…)`), and an
// `@ObservedObject` property whose initial value constructs one (Apple's
// `ObservedObject`: "Don't specify a default or initial value").

import RedrawResults
import SwiftSyntax

enum BodyMadeObjects {
    static func find(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> [BodyMadeObject] {
        var found: [BodyMadeObject] = []
        for view in catalog.views {
            found += observedInitialValues(of: view, catalog: catalog, parsed: parsed)
            for member in view.decl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      let body = variable.bindings.first(where: { $0.pattern.boundNames == ["body"] }),
                      let accessors = body.accessorBlock else { continue }
                let calls = Calls(viewMode: .sourceAccurate)
                calls.walk(accessors)
                for call in calls.found {
                    found += handed(in: call, by: view.name, catalog: catalog, parsed: parsed)
                }
            }
        }
        let builders = ViewBuilders(viewMode: .sourceAccurate)
        builders.walk(parsed.tree)
        for (name, owner, code) in builders.found {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(code)
            for call in calls.found {
                found += handed(in: call, by: owner ?? name, catalog: catalog, parsed: parsed).map {
                    var made = $0
                    made.builder = owner.map { "\($0).\(name)" } ?? name
                    return made
                }
            }
        }
        return found
    }

    /// `@ObservedObject var game = TTTGame()`: an observed object with an initial value is made
    /// again with each new value of the view (the pull form's plain `var` too), and what the last
    /// one held is lost (a tester's tic-tac-toe lost every move under pull, silently). So is one
    /// the view's own initialiser makes — `self.viewModel = ImageVM(url: url)`, `_viewModel =
    /// ObservedObject(wrappedValue: ImageVM(url: url))` — at every new value (a tester's
    /// RemoteImage lost its loaded image at every re-run of its list).
    private static func observedInitialValues(of view: ViewInfo, catalog: TypeCatalog, parsed: ParsedScenario) -> [BodyMadeObject] {
        var observed: Set<String> = []
        for member in view.decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.contains("ObservedObject"),
               let name = variable.singleName { observed.insert(name) }
        }
        var made: [BodyMadeObject] = []
        for member in view.decl.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            for item in body.statements {
                guard let assignment = item.item.as(SequenceExprSyntax.self), assignment.elements.count == 3,
                      assignment.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                      let target = assignment.elements.first, var value = assignment.elements.last else { continue }
                // `self.name` or `_name` (the wrapper, set through `ObservedObject(wrappedValue:)`).
                let written = target.as(MemberAccessExprSyntax.self).map(\.declName.baseName.text)
                    ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                let name = written.hasPrefix("_") ? String(written.dropFirst()) : written
                guard observed.contains(name) else { continue }
                if written.hasPrefix("_"), let wrapper = value.as(FunctionCallExprSyntax.self),
                   wrapper.calledExpression.dottedName == "ObservedObject", let inner = wrapper.arguments.first?.expression {
                    value = inner
                }
                guard let construction = value.as(FunctionCallExprSyntax.self), let called = construction.calledExpression.dottedName,
                      let model = catalog.modelClass(named: called, from: Syntax(construction)) else { continue }
                made.append(BodyMadeObject(view: view.name, type: constructed(called, model, catalog), expression: construction.trimmedDescription,
                                           handedTo: "`@ObservedObject var \(name)`", place: parsed.place(of: construction),
                                           isInitialValue: true, position: parsed.position(of: construction),
                                           madeByInitialiser: true))
            }
        }
        return made + view.decl.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.contains("ObservedObject"),
                  let binding = variable.singleBinding, let name = variable.singleName,
                  let construction = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let called = construction.calledExpression.dottedName,
                  let model = catalog.modelClass(named: called, from: Syntax(construction)) else { return nil }
            return BodyMadeObject(view: view.name, type: constructed(called, model, catalog), expression: construction.trimmedDescription,
                                  handedTo: "`@ObservedObject var \(name)`", place: parsed.place(of: construction),
                                  isInitialValue: true, position: parsed.position(of: construction))
        }
    }

    /// The class an initialiser call makes, as the file declares it: a subclass of a model class
    /// (`SettingsViewModel()`, a `BaseViewModel`) by its own name, not its model's (trial BB-4).
    private static func constructed(_ called: String, _ model: ClassInfo, _ catalog: TypeCatalog) -> String {
        catalog.classes.first { $0.name == called || $0.name.hasSuffix("." + called) }?.name ?? model.name
    }

    /// The model objects `call` constructs in an argument and hands to something that does not keep them.
    private static func handed(in call: FunctionCallExprSyntax, by view: String, catalog: TypeCatalog,
                               parsed: ParsedScenario) -> [BodyMadeObject] {
        func made(_ expression: ExprSyntax) -> String? {
            guard let construction = expression.as(FunctionCallExprSyntax.self),
                  let name = construction.calledExpression.dottedName,
                  let model = catalog.modelClass(named: name, from: Syntax(construction)) else { return nil }
            return constructed(name, model, catalog)
        }
        func record(_ argument: LabeledExprSyntax, _ type: String, _ handedTo: String) -> BodyMadeObject {
            BodyMadeObject(view: view, type: type, expression: argument.expression.trimmedDescription, handedTo: handedTo,
                           place: parsed.place(of: argument.expression), position: parsed.position(of: argument.expression))
        }
        // `.environment(Model())`, `.environmentObject(Model())`.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["environment", "environmentObject"].contains(member.declName.baseName.text),
           call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
           let type = made(argument.expression) {
            return [record(argument, type, "`.\(member.declName.baseName.text)(_:)`")]
        }
        // `Detail(vm: Model())`: a view of the file whose property of that name keeps nothing.
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let target = catalog.views.first(where: { $0.name == callee.baseName.text || $0.name.hasSuffix("." + callee.baseName.text) })
        else { return [] }
        var out: [BodyMadeObject] = []
        for argument in call.arguments {
            guard let label = argument.label?.text, let type = made(argument.expression),
                  let property = target.decl.memberBlock.instanceVariable(named: label), property.isStored else { continue }
            let attributes = property.attributes
            if attributes.contains("State") || attributes.contains("StateObject") { continue }
            let wrapper = ["ObservedObject", "Bindable", "EnvironmentObject"].first { attributes.contains($0) }
            let declared = (wrapper.map { "@\($0) " } ?? "") + (property.isLet ? "let " : "var ") + label
            out.append(record(argument, type, "`\(target.name)`'s `\(declared)`"))
        }
        return out
    }
}

/// Functions and computed properties other than `body` whose type is `some View`, with the type
/// that declares them (nil at file scope) and their code.
private final class ViewBuilders: SyntaxVisitor {
    var found: [(name: String, owner: String?, code: Syntax)] = []

    private static func buildsViews(_ type: TypeSyntax?) -> Bool {
        guard let some = type?.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return some.constraint.trimmedDescription == "View"
    }

    private func owner(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let s = syntax.as(StructDeclSyntax.self) { return s.name.text }
            if let c = syntax.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = syntax.as(EnumDeclSyntax.self) { return e.name.text }
            if let x = syntax.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    // A `static` one (a `PreviewProvider`'s `previews`) builds no view of a running app.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.buildsViews(node.signature.returnClause?.type), let body = node.body, !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
            let labels = node.signature.parameterClause.parameters.map { ($0.firstName.text) + ":" }.joined()
            found.append(("\(node.name.text)(\(labels))", owner(of: node), Syntax(body)))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                  Self.buildsViews(binding.typeAnnotation?.type), let accessors = binding.accessorBlock else { continue }
            found.append((name, owner(of: node), Syntax(accessors)))
        }
        return .skipChildren
    }
}

private final class Calls: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
