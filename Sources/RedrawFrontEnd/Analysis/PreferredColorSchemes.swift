// PreferredColorSchemes: `.preferredColorScheme(_:)`, which Redraw's SwiftUI
// takes and ignores (README, Known limits): `\.colorScheme` stays the system's,
// so the views that read it do not re-run when the app switches its scheme, as a
// device's would. The most common app-wide setting (trial BF-2: two of two
// apps switched it), so said at `run` and `validate`, and in the report, with where.

import SwiftSyntax

enum PreferredColorSchemes {
    static func note(in parsed: ParsedScenario) -> String? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        guard !finder.found.isEmpty else { return nil }
        return "`.preferredColorScheme` (\(parsed.places(of: finder.found))) does not change `\\.colorScheme` here: "
            + "a view that reads `\\.colorScheme` keeps the system's scheme, so a step that switches the app's scheme "
            + "re-runs fewer bodies than a device would (there, every view of the window that reads it)"
    }

    private final class Finder: SyntaxVisitor {
        /// The modifier's name, where it is written (a call's own position is its chain's first line).
        var found: [TokenSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "preferredColorScheme" {
                found.append(member.declName.baseName)
            }
            return .visitChildren
        }
    }
}
