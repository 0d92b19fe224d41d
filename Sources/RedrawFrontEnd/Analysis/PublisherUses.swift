// PublisherUses: a model that subscribes to its own `@Published` properties'
// publishers (`$todos.sink`, `CombineLatest($todos, $filter)`,
// `assign(to: &$filtered)`) has no pull form: an `@Observable` property has no
// publisher, and the guides' migration replaces such a pipeline by hand
// (a computed property, a `Task` with a sleep). Such a file runs under push only.

import SwiftSyntax

enum PublisherUses {
    /// The first `$property` of a push model's own `@Published` property, used inside that class.
    static func first(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> (name: String, place: String)? {
        all(in: catalog, parsed).first.map { ($0.name, $0.place) }
    }

    /// Per push model class that has one, in source order: its first such use ("line 51", or
    /// "Models/Store.swift:51" in a folder).
    static func all(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> [(className: String, name: String, place: String)] {
        var uses: [(className: String, name: String, place: String)] = []
        for info in catalog.classes where info.style?.engine == .push {
            var published: Set<String> = []
            for decl in info.decl.memberBlock.members.map(\.decl) {
                guard let variable = decl.as(VariableDeclSyntax.self), variable.attributes.named("Published") != nil else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { published.insert(name) }
                }
            }
            guard !published.isEmpty else { continue }
            let finder = DollarReferences(viewMode: .sourceAccurate)
            finder.walk(info.decl.memberBlock)
            if let use = finder.references.first(where: { published.contains(String($0.baseName.text.dropFirst())) }) {
                uses.append((info.name, use.baseName.text, parsed.place(of: use)))
            }
        }
        return uses
    }
}

private final class DollarReferences: SyntaxVisitor {
    var references: [DeclReferenceExprSyntax] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text.hasPrefix("$") { references.append(node) }
        return .visitChildren
    }
}
