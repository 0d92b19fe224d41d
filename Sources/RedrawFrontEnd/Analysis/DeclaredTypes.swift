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

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }

        private func add(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
            names.insert(name.text)
            return .visitChildren
        }
    }
}
