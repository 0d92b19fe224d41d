// PlatformConditions: a scenario is an iOS app's code, so its `#if`s take the
// branches they take on a phone, not on the Linux machine that compiles them.
//
// Invariants:
// - In every `#if`/`#elseif` condition, `os(iOS)` becomes `true` and any
//   other `os(…)` `false`; `targetEnvironment(…)` is `false` (a device, not
//   the simulator or Mac Catalyst). Other conditions (`canImport`, `swift`,
//   `compiler`, `arch`, flags) are left to swiftc: `canImport` then answers
//   for the modules that exist here, Redraw's own stand-ins included.
// - `#available(iOS …, *)` needs nothing: on Linux the `*` makes it true, the
//   branch an app on a current phone takes.
// - Each replacement keeps the call's line, so positions do not move.

import SwiftSyntax

enum PlatformConditions {
    static func rewrite(_ tree: SourceFileSyntax, into plan: inout RewritePlan) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        for (call, value) in finder.platformChecks {
            plan.edits.replace(call.trimmedRange, with: value ? "true" : "false")
        }
    }

    private final class Finder: SyntaxVisitor {
        var platformChecks: [(FunctionCallExprSyntax, Bool)] = []

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { collect(in: Syntax(condition)) }
            return .visitChildren
        }

        private func collect(in condition: Syntax) {
            if let call = condition.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let argument = call.arguments.first?.expression.trimmedDescription {
                switch name {
                case "os": platformChecks.append((call, argument == "iOS"))
                case "targetEnvironment": platformChecks.append((call, false))
                default: break
                }
                return
            }
            for child in condition.children(viewMode: .sourceAccurate) { collect(in: child) }
        }
    }
}
