// SeededForwarders: the file's own methods named like a seeded standard-library
// call — `func shuffle()`, `func shuffled() -> Deck`, `func randomElement() ->
// Card?` (a card game's view model, CS193p's Memorize) — keep working.
//
// CallRewrites passes the run's generator at every such call
// (`deck.shuffle()` → `deck.shuffle(using: &RedrawRandom.generator)`), since
// the syntax cannot tell the standard library's method from the file's own.
// For each own method, an overload that takes the generator and calls the
// method as written is generated after the file's code, so the rewritten call
// compiles either way: the standard library's is seeded, the file's own runs
// unchanged (what it calls inside — `cards.shuffle()` — is seeded in turn).
//
// Invariants:
// - Only methods without parameters or generic parameters, declared in a type
//   or an extension at file scope (a local type cannot be extended); a
//   `private` type nested on the way becomes `fileprivate`, so the extension
//   at file scope can name it (and so do the others: NestedPrivateTypes).
// - The overload keeps the method's `static`, `mutating`, effects and result.

import SwiftSyntax

enum SeededForwarders {
    /// The seeded calls' names (CallRewrites rewrites these when called without arguments).
    static let names: Set<String> = ["shuffle", "shuffled", "randomElement"]

    static func extensions(in tree: SourceFileSyntax, into plan: inout RewritePlan) -> [String] {
        let finder = OwnMethods(viewMode: .sourceAccurate)
        finder.walk(tree)
        var out: [String] = []
        for method in finder.found {
            for modifier in method.privateOnPath { plan.widenNestedType(modifier) }
            out.append("extension \(method.typeName) {\n    \(method.forwarder)\n}")
        }
        return out
    }

    private struct OwnMethod {
        let typeName: String
        let privateOnPath: [DeclModifierSyntax]
        let forwarder: String
    }

    private final class OwnMethods: SyntaxVisitor {
        var found: [OwnMethod] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard SeededForwarders.names.contains(name), node.signature.parameterClause.parameters.isEmpty,
                  node.genericParameterClause == nil, let (typeName, privatePath) = enclosingType(of: Syntax(node)) else {
                return .skipChildren
            }
            let kept = node.modifiers.filter { ["static", "class", "mutating", "nonmutating"].contains($0.name.text) }
                .map(\.name.text)
            let effects = node.signature.effectSpecifiers
            let isAsync = effects?.asyncSpecifier != nil
            let isThrowing = effects?.throwsClause != nil
            let result = node.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
            let call = (isThrowing ? "try " : "") + (isAsync ? "await " : "") + "\(name)()"
            let signature = (kept + ["func \(name)(using generator: inout some RandomNumberGenerator)"]).joined(separator: " ")
                + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + result
            let attributes = result.isEmpty ? "" : "@discardableResult "
            found.append(OwnMethod(typeName: typeName, privateOnPath: privatePath,
                                   forwarder: "\(attributes)\(signature) { \(call) }"))
            return .skipChildren
        }

        /// The dotted name of the type a member is declared in, and the `private` modifiers of
        /// nested types on the way (a type at file scope is file-wide already); nil inside a
        /// function, a closure or an accessor, where a type is local.
        private func enclosingType(of node: Syntax) -> (String, [DeclModifierSyntax])? {
            var names: [String] = []
            var privates: [(modifier: DeclModifierSyntax, depth: Int)] = []
            var current = node.parent
            while let here = current, !here.is(SourceFileSyntax.self) {
                if here.is(CodeBlockSyntax.self) || here.is(ClosureExprSyntax.self) || here.is(AccessorBlockSyntax.self) {
                    return nil
                }
                if let ext = here.as(ExtensionDeclSyntax.self) {
                    guard let extended = ext.extendedType.dottedName else { return nil }
                    names.insert(extended, at: 0)
                } else if let name = ownName(of: here) {
                    names.insert(name, at: 0)
                    if let modifier = here.asProtocol(DeclGroupSyntax.self)?.modifiers.first(where: { $0.name.text == "private" }) {
                        privates.append((modifier, names.count))
                    }
                }
                current = here.parent
            }
            guard !names.isEmpty else { return nil }
            return (names.joined(separator: "."), privates.filter { $0.depth < names.count }.map(\.modifier))
        }

        private func ownName(of node: Syntax) -> String? {
            if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
            return nil
        }
    }
}
