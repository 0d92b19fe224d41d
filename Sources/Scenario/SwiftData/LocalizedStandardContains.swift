// `localizedStandardContains` inside `#Predicate`: the macro turns the call into
// `PredicateExpressions.build_localizedStandardContains`, which Apple's
// Foundation has and the toolchain's Linux Foundation does not; SwiftData apps
// filter their queries with it (iTour's search). Evaluated with String's own
// `localizedStandardContains` (case- and diacritic-insensitive).
//
// A `Predicate` holding this expression must not be described: Foundation's
// `Predicate.description` traps on expressions it does not know.

import Foundation

extension PredicateExpressions {
    public struct _LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> _LocalizedStandardContains<Root, Other> {
        _LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions._LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions._LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions._LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
