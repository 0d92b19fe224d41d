// ManualTrackings: the app's own `withObservationTracking(_:onChange:)` — a
// model that re-arms it to follow another's properties. It tracks
// `@Observable` properties; the push form makes those classes
// `ObservableObject`s, whose `@Published` properties the Observation module
// does not track, so under push its `onChange` never runs and what it would
// have updated stays as it was. The push figures then describe an app that
// misses those updates: said at `run`, `validate` and in the report's header, not left
// for the claims to compare as if both apps worked.
//
// Found in the source: a call named `withObservationTracking`, in a file
// whose push form migrates a class from `@Observable` (or `@Model`); one
// note per file, at the first call.

import SwiftSyntax

enum ManualTrackings {
    /// The note, or nil (no such call, or no class the push form migrates from pull).
    static func pushNote(in parsed: ParsedScenario, catalog: TypeCatalog) -> String? {
        guard catalog.classes.contains(where: { $0.style?.engine == .pull }) else { return nil }
        let calls = MatchingCalls.calls(in: parsed.tree, firstOnly: true) {
            $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withObservationTracking"
        }
        guard let call = calls.first else { return nil }
        return "`withObservationTracking` (\(parsed.place(of: call))) tracks `@Observable` properties; in the push form "
            + "the classes are `ObservableObject`s, whose `@Published` properties it does not track, so its `onChange` "
            + "never runs under push: where the workload runs that code (Redraw does not follow whether it does), what it "
            + "updates stays as it was, the push figures are of an app that misses those updates, and the claims compare "
            + "pull with it"
    }
}
