// RealClockReads: an implicit `.now` whose type the syntax does not tell
// (`showingUpcomingOnly ? .now : .distantPast`, `.now.addingTimeInterval(t)`).
// The front end rewrites `Date()`, `Date.now`, `var d: Date = .now` and the
// `.now` SwiftUI's date arguments take to the virtual clock (CallRewrites);
// any other implicit `.now` stays the real clock's, which a run's counts may
// then depend on. Said at `run` and `validate`, with where (a tester's
// Hacking with Swift app read it twice and was told nothing).
//
// Not a note: `.now()` (DispatchTime's, which Redraw's Dispatch shadows) and
// the forms CallRewrites rewrites.

import SwiftSyntax

enum RealClockReads {
    static func note(in parsed: ParsedScenario) -> String? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        guard !finder.found.isEmpty else { return nil }
        return "an implicit `.now` (\(parsed.places(of: finder.found))) reads the real clock: Redraw moves `Date()` and "
            + "`Date.now` onto the virtual one, but cannot tell this one's type from the syntax; write `Date.now` if it is a "
            + "date, so that every run reads the same time"
    }

    private final class Finder: SyntaxVisitor {
        var found: [MemberAccessExprSyntax] = []
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.declName.baseName.text == "now", node.base == nil else { return .visitChildren }
            let syntax = Syntax(node)
            if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == syntax.id { return .visitChildren }
            if CallRewriter.isDateArgument(syntax) || CallRewriter.isDeclared("Date", syntax) { return .visitChildren }
            found.append(node)
            return .visitChildren
        }
    }
}
