// CanvasRenderers: a `Canvas`, whose renderer closure Redraw never runs
// (nothing draws here: README, the Canvas row). What the renderer reads is no
// body's read, so a canvas that would show old data is not a stale view, and a
// report saying nothing was left stale cannot speak for it. Said at `run` and
// `validate`, with where (trial AZ-5: a sketch's strokes read by the renderer
// alone, and an Advisor that said no view was left stale).

import SwiftSyntax

enum CanvasRenderers {
    static func note(in parsed: ParsedScenario) -> String? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        guard !finder.found.isEmpty else { return nil }
        return "`Canvas` (\(parsed.places(of: finder.found))) draws with a renderer Redraw never runs, as nothing draws "
            + "here: what the renderer reads is no body's read, so a canvas showing old data is not counted as a stale view; "
            + "the counts of the body that holds it are exact"
    }

    private final class Finder: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Canvas",
               node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "renderer" }) {
                found.append(node)
            }
            return .visitChildren
        }
    }
}
