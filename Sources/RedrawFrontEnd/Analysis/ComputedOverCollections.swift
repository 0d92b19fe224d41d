// ComputedOverCollections: a model's computed property whose getter reads a
// stored collection of the same model — the Hungarian guide's `Cart.total`,
// `items.reduce(0) { … }` (seeds/001: every item's change re-runs each view
// that reads `total`, though it shows one number). Found in the source, by
// name: a stored `var` whose type is written `[T]`, `[K: V]`, `Array<…>`,
// `Set<…>` or `Dictionary<…>`, or whose initial value is an array or
// dictionary literal, read by name (or `self.name`) inside a computed `var`.

import RedrawResults
import SwiftSyntax

enum ComputedOverCollections {
    static func find(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> [ComputedOverCollection] {
        var found: [ComputedOverCollection] = []
        for info in catalog.modelClasses {
            let variables = info.decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            let collections = Set(variables.filter { $0.isStored && !$0.isStatic }.flatMap { variable in
                variable.bindings.filter(isCollection).flatMap { $0.pattern.boundNames }
            })
            guard !collections.isEmpty else { continue }
            for variable in variables where !variable.isStored && !variable.isStatic {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessors = binding.accessorBlock else { continue }
                    let names = ReferencedNames(viewMode: .sourceAccurate)
                    names.walk(accessors)
                    let reads = collections.filter(names.names.contains).sorted()
                    if !reads.isEmpty {
                        let (file, line) = parsed.file.source(ofLine: parsed.line(of: binding))
                        var computed = ComputedOverCollection(type: info.name, property: name, reads: reads, line: line,
                                                              file: parsed.file.isFolder ? file : nil)
                        computed.readers = readers(of: name, in: catalog)
                        found.append(computed)
                    }
                }
            }
        }
        return found
    }

    /// The views whose declaration names `.property` (`store.favourites`): the ones that may read it.
    /// By name, from the syntax: a view that reaches it through a helper of another type is missed.
    static func readers(of property: String, in catalog: TypeCatalog) -> [String] {
        catalog.views.filter { view in
            let accesses = MemberAccesses(name: property)
            accesses.walk(view.decl)
            return accesses.found
        }.map { String($0.name.split(separator: ".").last ?? "") }
    }

    static func isCollection(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type {
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
            if let named = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "Dictionary"].contains(named.name.text) { return true }
            return false
        }
        guard let value = binding.initializer?.value else { return false }
        return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self)
    }
}

/// Every bare name a getter mentions (`items`, and `items` of `self.items`).
private final class ReferencedNames: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .visitChildren
    }
}

/// Whether a member access `.name` occurs.
private final class MemberAccesses: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
