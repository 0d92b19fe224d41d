// WrapperInitializers: a view's own initialiser that sets a property's
// wrapper directly (`_store = StateObject(wrappedValue: Store())`) follows
// the property's new wrapper.
//
// Invariants:
// - Only assignments `_name = Wrapper(…)` / `self._name = Wrapper(…)` inside
//   the view, where `name` is a property whose wrapper ViewPropertyMapping
//   renamed from `Wrapper`, are touched: the callee becomes the new wrapper.
// - `State(initialValue:)` becomes `StateObject(wrappedValue:)` (StateObject
//   has no `initialValue:`), also spelled `.init(initialValue:)`; `Bindable(x)`
//   becomes `ObservedObject(wrappedValue: x)` (no unlabelled init); other
//   labels are kept.
// - `vm = Model(…)` / `self.vm = …` in an initialiser, where `vm` is a `@State`
//   with no initial value that became a `@StateObject`: Swift initialises the
//   `State` from the value (`State(wrappedValue:)`), and a `@StateObject`'s
//   `wrappedValue` has no setter, so the push form writes
//   `_vm = StateObject(wrappedValue: Model(…))` — the same initialisation.
// - `_vm = ObservedObject(wrappedValue: Model(…))`, where the pull form left
//   `vm` a plain `var` (no `$vm` used): `vm = Model(…)` — there is no `_vm`.

import SwiftSyntax

enum WrapperInitializers {
    /// `renamed`: property name → (old wrapper type, new wrapper type).
    static func rewrite(in view: StructDeclSyntax, renamed: [String: (from: String, to: String)], into plan: inout RewritePlan) {
        guard !renamed.isEmpty else { return }
        let finder = AssignmentFinder(viewMode: .sourceAccurate)
        finder.walk(view.memberBlock)
        for assignment in finder.assignments {
            let target = assignment.name.text
            guard target.hasPrefix("_"), renamed[String(target.dropFirst())]?.to == "", assignment.value.count == 1,
                  let call = assignment.value[0].as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first, ["wrappedValue", "initialValue"].contains(argument.label?.text ?? "") else { continue }
            plan.replace(assignment.name, with: String(target.dropFirst()))
            plan.edits.remove(call.positionAfterSkippingLeadingTrivia.utf8Offset
                              ..< argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
            plan.edits.remove(argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
                              ..< call.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        for (target, call) in finder.calls {
            guard target.hasPrefix("_"), let wrapper = renamed[String(target.dropFirst())], !wrapper.to.isEmpty else { continue }
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
            // `Bindable(model)` (Apple's `init(_:)`): `ObservedObject` takes `wrappedValue:` only.
            if wrapper.to == "ObservedObject", let first = call.arguments.first, first.label == nil {
                plan.edits.insert("wrappedValue: ", at: first.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
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
            let values = AssignmentFinder(viewMode: .sourceAccurate)
            values.walk(body)
            // `var vm = A(); vm = B()`: a local of the same name is assigned, not the property.
            for assignment in values.assignments where uninitialised.contains(assignment.name.text)
                && (assignment.throughSelf || !values.locals.contains(assignment.name.text)) {
                plan.replace(assignment.name, with: "_" + assignment.name.text)
                plan.edits.insert("StateObject(wrappedValue: ", at: assignment.valueStart)
                plan.edits.insert(")", at: assignment.valueEnd)
            }
        }
    }
}

/// `x = value` and `self.x = value` in unfolded sequence expressions (the value may be several
/// elements: `a ?? B()`, `c ? A() : B()`), outside closures; and the names of the locals declared.
final class AssignmentFinder: SyntaxVisitor {
    struct Assignment {
        /// The assigned name's token.
        let name: TokenSyntax
        /// `self.x`, not a bare `x` (which a local of that name may shadow).
        let throughSelf: Bool
        /// The value's elements, and where they start and end in the file.
        let value: [ExprSyntax]
        let valueStart: Int
        let valueEnd: Int
    }
    private(set) var assignments: [Assignment] = []
    private(set) var locals: Set<String> = []

    /// `_x = Call(…)` and `self._x = Call(…)`, by the assigned name: a value that is one call.
    var calls: [(String, FunctionCallExprSyntax)] {
        assignments.compactMap { assignment in
            guard assignment.value.count == 1, let call = assignment.value[0].as(FunctionCallExprSyntax.self) else { return nil }
            return (assignment.name.text, call)
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let value = Array(elements[2...])
        func record(_ name: TokenSyntax, throughSelf: Bool) {
            assignments.append(Assignment(name: name, throughSelf: throughSelf, value: value,
                                          valueStart: value.first!.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          valueEnd: value.last!.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            record(reference.baseName, throughSelf: false)
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            record(member.declName.baseName, throughSelf: true)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        locals.insert(node.identifier.text)
        return .visitChildren
    }

    // A closure's `vm = …` is not the initialiser's own.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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
        for (target, call) in finder.calls {
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

/// In the push form of an `@Observable` class: an initialiser that sets a tracked property's
/// storage (`_path = path`, the macro's backing `var`, an idiom that skips the first
/// notification) sets the `@Published` wrapper it became (`_path = Published(initialValue: path)`)
/// — the same initial value. A tester's router did not compile ("cannot assign value of type
/// 'NavigationPath' to type 'Published<NavigationPath>'"). Elsewhere than an initialiser, writing
/// the storage skips notifying, which no `@Published` form does: left as written, swiftc says so.
enum ObservableStorageInitializers {
    static func rewrite(in model: ClassDeclSyntax, published: Set<String>, into plan: inout RewritePlan) {
        guard !published.isEmpty else { return }
        for member in model.memberBlock.members {
            guard let initialiser = member.decl.as(InitializerDeclSyntax.self), let body = initialiser.body else { continue }
            let finder = AssignmentFinder(viewMode: .sourceAccurate)
            finder.walk(body)
            for assignment in finder.assignments {
                let target = assignment.name.text
                guard target.hasPrefix("_"), published.contains(String(target.dropFirst())),
                      assignment.throughSelf || !finder.locals.contains(target) else { continue }
                plan.edits.insert("Published(initialValue: ", at: assignment.valueStart)
                plan.edits.insert(")", at: assignment.valueEnd)
            }
        }
    }
}
