// DeclaredTypes: the names of the types a scenario file declares itself
// (struct, class, enum, actor, protocol, typealias — at any depth; not
// extensions, which may extend SwiftUI's own types).
//
// Used to tell the user's own names from API: swiftc's "cannot find 'X'" or
// "value of type 'T' has no member" gets a "Redraw does not model it yet" note
// only when the name is not the file's own (or a typo of it).

import SwiftSyntax

enum DeclaredTypes {
    static func names(in tree: SourceFileSyntax) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return Array(finder.names).sorted()
    }

    /// The names of the types declared `private` inside another type or an extension: a property
    /// of such a type cannot be `fileprivate` (ViewPropertyMapping). At file scope `private` is
    /// `fileprivate`, and such a type is not among them.
    static func nestedPrivateNames(in tree: SourceFileSyntax) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.nestedPrivate
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        var nestedPrivate: Set<String> = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name, node) }

        private func add(_ name: TokenSyntax, _ decl: some WithModifiersSyntax) -> SyntaxVisitorContinueKind {
            names.insert(name.text)
            // A member of a type or an extension (`MemberBlockItemSyntax` → its list → the block).
            if decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) }),
               decl.parent?.is(MemberBlockItemSyntax.self) == true {
                nestedPrivate.insert(name.text)
            }
            return .visitChildren
        }
    }
}
