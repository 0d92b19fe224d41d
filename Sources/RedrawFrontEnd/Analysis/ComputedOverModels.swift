// ComputedOverModels: a model's computed property whose getter reads another
// model's properties through an object it holds — a cart's `total` reading
// `catalog.prices`. Under push the views that hold the cart are not told when
// the catalog changes (the cart's `objectWillChange` does not hear it), and the
// stale view's advice names this path; under pull, Observation tracks the read
// wherever it is made. Found in the source, by name: a stored property whose
// type is written as one of the file's model classes (`Catalog`, `Catalog?`,
// `Catalog!`) or whose initial value calls its initialiser, and a member of it
// (`catalog.prices`, `self.catalog?.prices`) read inside a computed `var`.
// A read made inside a method the getter calls is not seen.

import RedrawResults
import SwiftSyntax

enum ComputedOverModels {
    static func find(in catalog: TypeCatalog, _ parsed: ParsedScenario) -> [ComputedOverModel] {
        let models = Dictionary(catalog.modelClasses.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [ComputedOverModel] = []
        for info in catalog.modelClasses {
            let variables = info.decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            // Stored property name → the model class it holds.
            var held: [String: ClassInfo] = [:]
            for variable in variables where variable.isStored && !variable.isStatic {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = heldClassName(binding), let model = models[type], model.name != info.name else { continue }
                    held[name] = model
                }
            }
            guard !held.isEmpty else { continue }
            for variable in variables where !variable.isStored && !variable.isStatic {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessors = binding.accessorBlock else { continue }
                    let reads = HeldMemberReads(holders: Set(held.keys))
                    reads.walk(accessors)
                    for (holder, members) in reads.members.sorted(by: { $0.key < $1.key }) {
                        guard let model = held[holder] else { continue }
                        let properties = Set(model.decl.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                            .filter { !$0.isStatic }.flatMap(\.boundNames))
                        let named = members.filter(properties.contains).sorted()
                        guard !named.isEmpty else { continue }
                        let (file, line) = parsed.file.source(ofLine: parsed.line(of: binding))
                        found.append(ComputedOverModel(type: info.name, property: name, holder: holder, heldType: model.name,
                                                       reads: named, line: line, file: parsed.file.isFolder ? file : nil,
                                                       readers: ComputedOverCollections.readers(of: name, in: catalog)))
                    }
                }
            }
        }
        return found
    }

    /// `Catalog` of `let catalog: Catalog`, `var catalog: Catalog?`, `weak var catalog: Catalog!`
    /// or `var catalog = Catalog()`.
    private static func heldClassName(_ binding: PatternBindingSyntax) -> String? {
        if var type = binding.typeAnnotation?.type {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
            return type.as(IdentifierTypeSyntax.self)?.name.text
        }
        return binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

/// The members read of each holder: `catalog.prices`, `self.catalog.prices`, `catalog?.prices`, `catalog!.prices`.
private final class HeldMemberReads: SyntaxVisitor {
    let holders: Set<String>
    var members: [String: Set<String>] = [:]

    init(holders: Set<String>) {
        self.holders = holders
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, let holder = holderName(base) {
            members[holder, default: []].insert(node.declName.baseName.text)
        }
        return .visitChildren
    }

    private func holderName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return holders.contains(name) ? name : nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            let name = member.declName.baseName.text
            return holders.contains(name) ? name : nil
        }
        return nil
    }
}
