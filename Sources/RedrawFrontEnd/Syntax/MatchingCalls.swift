// MatchingCalls: the function calls of a tree that a test accepts, in source
// order — or only the first — for the analyses that note a use of an API
// (a bundle lookup, the app's own `withObservationTracking`).

import SwiftSyntax

final class MatchingCalls: SyntaxVisitor {
    private let matches: (FunctionCallExprSyntax) -> Bool
    private let firstOnly: Bool
    private(set) var found: [FunctionCallExprSyntax] = []

    private init(firstOnly: Bool, matching: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.matches = matching
        self.firstOnly = firstOnly
        super.init(viewMode: .sourceAccurate)
    }

    /// The calls in `tree` that `matching` accepts; with `firstOnly`, the first of them alone.
    static func calls(in tree: some SyntaxProtocol, firstOnly: Bool = false,
                      matching: @escaping (FunctionCallExprSyntax) -> Bool) -> [FunctionCallExprSyntax] {
        let finder = MatchingCalls(firstOnly: firstOnly, matching: matching)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !(firstOnly && !found.isEmpty), matches(node) { found.append(node) }
        return firstOnly && !found.isEmpty ? .skipChildren : .visitChildren
    }
}
