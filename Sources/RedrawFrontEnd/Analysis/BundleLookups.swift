// BundleLookups: a single-file scenario that looks a resource up in its app
// bundle (`Bundle.main.url(forResource: "menu", withExtension: "json")`,
// `path(forResource:ofType:)`) finds nothing — its bundle holds only the
// executable — and the app then crashes at its own force-unwrap or
// `fatalError`, or silently shows an empty list. A folder scenario's other
// files are its bundle's resources (AppBundle in the build), so the note says
// to make the app one.
//
// Found in the source: a call with a `forResource:` argument, in a file that
// is not a folder scenario; one note per file, at the first such call.

import SwiftSyntax

enum BundleLookups {
    /// The note, or nil (a folder scenario, or no lookup).
    static func note(in parsed: ParsedScenario) -> String? {
        guard !parsed.file.isFolder else { return nil }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(parsed.tree)
        guard let call = finder.first else { return nil }
        func literal(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        // `menu.json` from `forResource: "menu", withExtension: "json"` (or `ofType:`).
        let name = literal("forResource").map { base in
            (literal("withExtension") ?? literal("ofType")).map { base + "." + $0 } ?? base
        }
        return "`\(call.calledExpression.trimmedDescription)(forResource:…)` (\(parsed.place(of: call))) finds nothing in a "
            + "single-file scenario, whose app bundle holds no resources: make the app a folder scenario (its files and a "
            + "workload.swift in one folder) and put \(name.map { "`\($0)`" } ?? "the resource") in that folder, "
            + "where `Bundle.main` finds it"
    }

    private final class Finder: SyntaxVisitor {
        var first: FunctionCallExprSyntax?
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, node.arguments.contains(where: { $0.label?.text == "forResource" }) { first = node }
            return first == nil ? .visitChildren : .skipChildren
        }
    }
}
