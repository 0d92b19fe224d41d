// DelegateAdaptors: `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
// gets the initial value Apple's SwiftUI makes itself: `= AppDelegate()`.
//
// Swift cannot call a non-`required` initialiser through a metatype, and an
// app delegate is a subclass of `NSObject`, whose `init()` is not `required`;
// Redraw's adaptor (SwiftUI/App/DelegateAdaptor.swift) therefore takes the
// delegate as an autoclosure (`init(wrappedValue:_:)`), made when the app is
// mounted.
//
// Invariants:
// - Only a single-binding `var` carrying the attribute and no initial value is
//   touched; the type is the attribute's `T.self` argument, else the property's
//   written type. Without either (a generic spelling), it is left as written:
//   Redraw's adaptor then traps at mount with a message saying so.
// - The text is inserted at the end of the binding, on its line.

import SwiftSyntax

enum DelegateAdaptors {
    static let attribute = "UIApplicationDelegateAdaptor"

    static func rewrite(_ tree: SourceFileSyntax, into plan: inout RewritePlan) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for (binding, type) in finder.found {
            plan.edits.insert(" = \(type)()", at: binding.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The delegate's type: `T` of the attribute's `T.self`, or the property's type annotation.
    static func delegateType(of attribute: AttributeSyntax, binding: PatternBindingSyntax) -> String? {
        if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first, first.label == nil,
           let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base {
            return base.trimmedDescription
        }
        return binding.typeAnnotation?.type.trimmedDescription
    }

    private final class Finder: SyntaxVisitor {
        var found: [(PatternBindingSyntax, String)] = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let attribute = node.attributes.named(DelegateAdaptors.attribute),
                  node.bindingSpecifier.tokenKind == .keyword(.var),
                  let binding = node.singleBinding, binding.initializer == nil, binding.accessorBlock == nil,
                  let type = DelegateAdaptors.delegateType(of: attribute, binding: binding) else { return .skipChildren }
            found.append((binding, type))
            return .skipChildren
        }
    }
}
