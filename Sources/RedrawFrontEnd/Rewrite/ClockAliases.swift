// ClockAliases: the compiled form names the virtual clock's `DispatchQueue`,
// `DispatchTime`, `DispatchGroup` and `Timer` (RedrawClock) in place of Dispatch's and
// Foundation's, with file-scope typealiases in the scenario's own module.
//
// Why aliases: a type declared in an imported module does not shadow one of
// the same name from another imported module (Swift 6.3.1 reports "ambiguous
// use" once the file imports Foundation itself), but a declaration of the
// file's own module does.
//
// Invariants:
// - An alias is emitted only for a name the scenario spells (an identifier
//   token), so files that use none of them compile exactly as before.
// - No alias for a name the scenario declares at file scope itself.

import SwiftSyntax

enum ClockAliases {
    static let names = ["DispatchQueue", "DispatchTime", "DispatchGroup", "Timer"]

    static func lines(for tree: SourceFileSyntax) -> String {
        var spelled: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind, names.contains(text) { spelled.insert(text) }
        }
        guard !spelled.isEmpty else { return "" }
        let declared = Set(tree.statements.compactMap { item -> String? in
            guard case .decl(let decl) = item.item else { return nil }
            return decl.asProtocol(NamedDeclSyntax.self)?.name.text
        })
        return names.filter { spelled.contains($0) && !declared.contains($0) }
            .map { "typealias \($0) = RedrawClock.\($0)\n" }.joined()
    }
}
