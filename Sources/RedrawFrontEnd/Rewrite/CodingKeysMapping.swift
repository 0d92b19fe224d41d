// CodingKeysMapping: the push form of an `@Observable` class whose `Codable`
// conformance the compiler synthesises.
//
// Such a class names the macro's storage in its keys (`enum CodingKeys {
// case _name = "name" }`, Hacking with Swift's pattern), since the macro's
// stored property is `_name`. In the push form the property is `@Published`,
// and the synthesis matches a key with the wrapped property's own name: each
// `_x` case of a tracked property becomes `x`, keeping its string (`"name"`, or
// `"_x"` when none was written), so the JSON is the same in both forms.
// Redraw's `Published` is `Codable` where its value is (Published.swift).
//
// Invariants:
// - Only a class without an `init(from:)` or `encode(to:)` of its own: code that
//   names a key (`forKey: ._name`) keeps it.
// - Only a case named `_` + a property the push form publishes.

import SwiftSyntax

enum CodingKeysMapping {
    static func rewrite(_ decl: ClassDeclSyntax, published: Set<String>, into plan: inout RewritePlan) {
        guard !published.isEmpty, !hasOwnCoding(decl),
              let keys = decl.memberBlock.members.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) })
                  .first(where: { $0.name.text == "CodingKeys" }) else { return }
        for member in keys.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                let name = element.name.text
                guard name.hasPrefix("_"), published.contains(String(name.dropFirst())) else { continue }
                let range = element.name.positionAfterSkippingLeadingTrivia.utf8Offset..<element.name.endPositionBeforeTrailingTrivia.utf8Offset
                let kept = element.rawValue == nil ? " = \"\(name)\"" : ""
                plan.edits.replace(range, with: String(name.dropFirst()) + kept)
            }
        }
    }

    private static func hasOwnCoding(_ decl: ClassDeclSyntax) -> Bool {
        decl.memberBlock.members.contains { member in
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.first?.firstName.text == "from"
            }
            return member.decl.as(FunctionDeclSyntax.self)?.name.text == "encode"
        }
    }
}
