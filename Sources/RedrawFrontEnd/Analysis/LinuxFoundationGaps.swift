// LinuxFoundationGaps: what the app relies on that Foundation on Linux does
// not do, so that a part of the app never runs here — said at `run`,
// `validate` and in the report's header, as its counts are of an app that
// misses those updates, under both engines.
//
// - `UserDefaults.didChangeNotification`: Apple's Foundation posts it "when
//   user defaults are changed within the current process"; Linux's does not
//   (tried on this toolchain: no post after `UserDefaults.standard.set`), so a
//   settings store that sends `objectWillChange` from it never updates a view.
//
// Found in the source: the first use of the name; one note per gap.

import SwiftSyntax

enum LinuxFoundationGaps {
    static func notes(in parsed: ParsedScenario) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        guard let use = finder.first else { return [] }
        return ["`UserDefaults.didChangeNotification` (\(parsed.place(of: use))) is never posted by Foundation on Linux (Apple's "
            + "posts it at each change of the defaults), so what it drives never runs here, under either engine: the counts "
            + "are of an app that misses those updates"]
    }

    private final class Finder: SyntaxVisitor {
        var first: MemberAccessExprSyntax?
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, node.declName.baseName.text == "didChangeNotification",
               node.base?.trimmedDescription == "UserDefaults" { first = node }
            return first == nil ? .visitChildren : .skipChildren
        }
    }
}
