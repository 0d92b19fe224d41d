// FolderCollisions: a folder scenario's files are compiled as one source (a
// file each in the app), so two files' `private` or `fileprivate` declarations
// of one name, each legal in its own file, would collide. Said at the second
// one, naming the first, before swiftc reports a redeclaration in a file the
// user does not have.

import SwiftSyntax

enum FolderCollisions {
    static func errors(_ parsed: ParsedScenario) -> [FrontEndDiagnostic] {
        guard parsed.file.isFolder else { return [] }
        var first: [String: (path: String, place: String, isPrivate: Bool)] = [:]
        var errors: [FrontEndDiagnostic] = []
        for statement in parsed.tree.statements {
            guard let decl = statement.item.as(DeclSyntax.self) else { continue }
            let isPrivate = Self.isPrivate(decl)
            let path = parsed.file.source(ofLine: parsed.line(of: decl)).path
            var declared = names(of: decl).map { (name: $0.0, node: $0.1, isPrivate: isPrivate) }
            // An extension's private members (all of them in a `private extension`) are its file's
            // too: two files' `private extension Quake { var shortPlace … }` collide when joined.
            if let ext = decl.as(ExtensionDeclSyntax.self), let type = ext.extendedType.dottedName {
                for member in ext.memberBlock.members.map(\.decl) {
                    let memberPrivate = isPrivate || Self.isPrivate(member)
                    guard memberPrivate else { continue }
                    declared += names(of: member).map { (name: type + "." + $0.0, node: $0.1, isPrivate: true) }
                }
            }
            for (name, node, isPrivate) in declared {
                if let earlier = first[name], earlier.path != path, earlier.isPrivate || isPrivate {
                    errors.append(parsed.error(
                        "`\(name)` is declared at file scope here and in \(earlier.place), and one of them is private: each is "
                            + "its own file's in the app, but Redraw compiles a folder's files as one source, where they "
                            + "collide; rename one of them", at: node))
                } else if first[name] == nil {
                    first[name] = (path, parsed.place(of: node), isPrivate)
                }
            }
        }
        return errors
    }

    private static func isPrivate(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            .contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) } ?? false
    }

    /// The names a file-scope declaration introduces, each with its name token.
    private static func names(of decl: DeclSyntax) -> [(String, TokenSyntax)] {
        if let d = decl.as(StructDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(ClassDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(EnumDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(ActorDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(ProtocolDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return [(d.name.text, d.name)] }
        if let d = decl.as(FunctionDeclSyntax.self) {
            // Overloads are told apart by their signatures: only a private function of one name and signature collides.
            return [(d.name.text + d.signature.trimmedDescription, d.name)]
        }
        if let d = decl.as(VariableDeclSyntax.self) {
            return d.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, $0.identifier) }
            }
        }
        return []
    }
}
