// NoncopyableProperties: the stored properties of a class whose type may be
// `~Copyable` (`var pending: Ticket?` where `struct Ticket: ~Copyable`), which the
// counting build must leave as written (trial BE-1).
//
// Invariants:
// - A property is such when its binding (type annotation or initial value) names a
//   type of the file declared `~Copyable`, or a generic parameter constrained to
//   `~Copyable` — a syntactic test, so a name shared with a copyable type leaves
//   that property uninstrumented too (it loses its stale-read name, nothing else).
// - Such a property gets no `@_RedrawUntracked` (the wrapper's value is
//   `Copyable`) and no entry in the key-path tables (Swift forms no key path to a
//   noncopyable property), so its reads are not seen by stale-view analysis.

import SwiftSyntax

enum NoncopyableProperties {
    /// The names `decl` declares `~Copyable`: its own, and its generic parameters'.
    static func declaredNames(_ decl: DeclSyntax) -> Set<String> {
        var names: Set<String> = []
        let group = decl.asProtocol(DeclGroupSyntax.self)
        if let inherited = group?.inheritanceClause?.inheritedTypes, inherited.contains(where: { suppressesCopyable($0.type) }) {
            if let own = decl.as(StructDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name { names.insert(own.text) }
        }
        let parameters = decl.as(StructDeclSyntax.self)?.genericParameterClause ?? decl.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? decl.as(EnumDeclSyntax.self)?.genericParameterClause
        for parameter in parameters?.parameters ?? [] where parameter.inheritedType.map(suppressesCopyable) == true {
            names.insert(parameter.name.text)
        }
        return names
    }

    /// Whether `variable`'s bindings name one of `names`.
    static func mayBeNoncopyable(_ variable: VariableDeclSyntax, among names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return variable.bindings.contains { binding in
            binding.typeAnnotation.map { mentions($0, names) } == true || binding.initializer.map { mentions($0, names) } == true
        }
    }

    private static func mentions(_ node: some SyntaxProtocol, _ names: Set<String>) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    /// `~Copyable`, alone or in a composition (`~Copyable & Sendable`).
    private static func suppressesCopyable(_ type: TypeSyntax) -> Bool {
        if let suppressed = type.as(SuppressedTypeSyntax.self) { return suppressed.type.trimmedDescription == "Copyable" }
        if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.contains { suppressesCopyable($0.type) } }
        return false
    }
}
