// EnvironmentKeyNames: the environment values the file declares itself — the
// properties of its `extension EnvironmentValues` (`@Entry var fontScale`, or a
// computed `var theme` over an `EnvironmentKey`). A key path to a name that is
// not one of them but near one (`\.fontScael`) is likely a typo, which
// swiftc's errors about the key path's type never name (ModellingNotes).

import SwiftSyntax

enum EnvironmentKeyNames {
    static func names(in tree: SourceFileSyntax) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: [String] = []

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            guard extended == "EnvironmentValues" || extended == "SwiftUI.EnvironmentValues" else { return .skipChildren }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
                names += variable.boundNames
            }
            return .skipChildren
        }
    }
}
