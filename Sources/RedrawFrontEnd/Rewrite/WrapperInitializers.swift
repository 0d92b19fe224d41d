// WrapperInitializers: a view's own initialiser that sets a property's
// wrapper directly (`_store = StateObject(wrappedValue: Store())`) follows
// the property's new wrapper.
//
// Invariants:
// - Only assignments `_name = Wrapper(…)` / `self._name = Wrapper(…)` inside
//   the view, where `name` is a property whose wrapper ViewPropertyMapping
//   renamed from `Wrapper`, are touched: the callee becomes the new wrapper.
// - `State(initialValue:)` becomes `StateObject(wrappedValue:)` (StateObject
//   has no `initialValue:`), also spelled `.init(initialValue:)`; other labels
//   are kept.
// - `vm = Model(…)` / `self.vm = …` in an initialiser, where `vm` is a `@State`
//   with no initial value that became a `@StateObject`: Swift initialises the
//   `State` from the value (`State(wrappedValue:)`), and a `@StateObject`'s
//   `wrappedValue` has no setter, so the push form writes
//   `_vm = StateObject(wrappedValue: Model(…))` — the same initialisation.

import SwiftSyntax

enum WrapperInitializers {
    /// `renamed`: property name → (old wrapper type, new wrapper type).
    static func rewrite(in view: StructDeclSyntax, renamed: [String: (from: String, to: String)], into plan: inout RewritePlan) {
        guard !renamed.isEmpty else { return }
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(view.memberBlock)
        for (target, call) in finder.assignments {
            guard target.hasPrefix("_"), let wrapper = renamed[String(target.dropFirst())] else { continue }
            if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == wrapper.from {
                plan.replace(callee.baseName, with: wrapper.to)
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                      member.declName.baseName.text == "init" {
                // `.init(…)`: the type is the property's, which the rename already changed.
            } else {
                continue
            }
            if wrapper.to == "StateObject", let label = call.arguments.first?.label, label.text == "initialValue" {
                plan.replace(label, with: "wrappedValue")
            }
        }
        let uninitialised = Set(renamed.filter { $0.value == ("State", "StateObject") }.keys).filter { name in
            view.memberBlock.members.contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.initializer == nil
                } ?? false
            }
        }
        guard !uninitialised.isEmpty else { return }
        for member in view.memberBlock.members {
            guard let initialiser = member.decl.as(InitializerDeclSyntax.self), let body = initialiser.body else { continue }
            let values = ValueAssignmentFinder(viewMode: .sourceAccurate)
            values.walk(body)
            for (name, value) in values.assignments where uninitialised.contains(name.text) {
                plan.replace(name, with: "_" + name.text)
                plan.edits.insert("StateObject(wrappedValue: ", at: value.positionAfterSkippingLeadingTrivia.utf8Offset)
                plan.edits.insert(")", at: value.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
    }
}

/// `x = value` and `self.x = value` (any value), with the name's token, in unfolded sequence expressions.
final class ValueAssignmentFinder: SyntaxVisitor {
    var assignments: [(TokenSyntax, ExprSyntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            assignments.append((reference.baseName, elements[2]))
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            assignments.append((member.declName.baseName, elements[2]))
        }
        return .visitChildren
    }

    // A closure's `vm = …` is not the initialiser's own.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// `x = Call(…)` and `self.x = Call(…)` in unfolded sequence expressions.
final class AssignmentFinder: SyntaxVisitor {
    var assignments: [(String, FunctionCallExprSyntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let call = elements[2].as(FunctionCallExprSyntax.self) else { return .visitChildren }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            assignments.append((reference.baseName.text, call))
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            assignments.append((member.declName.baseName.text, call))
        }
        return .visitChildren
    }
}

/// In the pull form of an `ObservableObject`: an initialiser that sets a `@Published` property's
/// wrapper (`_count = Published(initialValue: start)`, `self._label = .init(wrappedValue: "a")`)
/// sets the macro's storage to the value (`_count = start`) — an `@Observable` property has no
/// wrapper, and its `_count` is the value itself.
enum PublishedInitializers {
    static func rewrite(in model: ClassDeclSyntax, published: Set<String>, into plan: inout RewritePlan) {
        guard !published.isEmpty else { return }
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(model.memberBlock)
        for (target, call) in finder.assignments {
            guard target.hasPrefix("_"), published.contains(String(target.dropFirst())),
                  call.arguments.count == 1, let argument = call.arguments.first,
                  ["initialValue", "wrappedValue"].contains(argument.label?.text ?? "") else { continue }
            let callee = call.calledExpression
            let isPublished = callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Published"
                || callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Published"
            let isImplicitInit = callee.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
            guard isPublished || isImplicitInit else { continue }
            plan.unwrap(call, to: argument.expression)
        }
    }
}
