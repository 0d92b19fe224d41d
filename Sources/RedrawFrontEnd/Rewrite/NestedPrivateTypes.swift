// NestedPrivateTypes: once a pass has made a `private` nested type
// `fileprivate` (so that an extension at file scope can name it: NamedProperties,
// SeededForwarders), every other `private` nested type becomes `fileprivate`
// too.
//
// Why: a member's access defaults to its type's. A `private class Source`
// nested in a `PreviewProvider` has `private` members, which may use a sibling
// `private struct Page` (`func load(after: Page?) -> Page?`, MyDataHelpsKit's
// `PagedView_Previews`); made `fileprivate`, its members are `fileprivate` and
// swiftc refuses them ("method must be declared private because its result
// uses a private type"), though the file as written compiles.
//
// Invariants:
// - Only types declared inside a type or an extension (at file scope `private`
//   is `fileprivate` already; a local type has no access modifier).
// - Widening a type's access never makes a valid file invalid: every use that
//   compiled still sees it, and a member's access may only grow with its
//   types'. Nothing changes when no pass widened a nested type.

import SwiftSyntax

enum NestedPrivateTypes {
    static func widen(in tree: SourceFileSyntax, into plan: inout RewritePlan) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for modifier in finder.found { plan.replace(modifier.name, with: "fileprivate") }
    }

    private final class Finder: SyntaxVisitor {
        var found: [DeclModifierSyntax] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

        private func add(_ decl: some WithModifiersSyntax) -> SyntaxVisitorContinueKind {
            // A member of a type or an extension (`MemberBlockItemSyntax` → its list → the block).
            if decl.parent?.is(MemberBlockItemSyntax.self) == true,
               let modifier = decl.modifiers.first(where: { $0.name.tokenKind == .keyword(.private) }) {
                found.append(modifier)
            }
            return .visitChildren
        }
    }
}
