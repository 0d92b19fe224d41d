// ModelRelationships: SwiftData's relationships between the file's `@Model`
// classes, kept as SwiftData keeps them (Redraw's SwiftData,
// Relationships.swift): both sides of a declared inverse in sync, related
// objects inserted with the object that holds them, delete rules run.
//
// Invariants:
// - A relationship is a stored instance `var` of a `@Model` class, one
//   binding with a type annotation, whose type is a `@Model` class of the
//   file (its own too: `children: [Item]`), optional or not, or an array of
//   one (`Item`, `Item?`, `[Item]`, `[Item]?`). Its inverse is the property `@Relationship(inverse:)` names,
//   on either side, or the one SwiftData infers (an array on one side, an optional to-one on the
//   other, each the only candidate); its delete rule `.cascade` or, by default, `.nullify`.
// - Each gets a `didSet` that tells the runtime the objects it held and holds
//   (a property with observers of its own is left alone: no change is made
//   to code the user wrote), and its class an extension conforming to
//   `_RedrawRelationshipOwner` that runs its relationships on insertion and
//   deletion. A class nested in a `private` type, or generic, is left out (a
//   file-scope extension could not name it). A `private` inverse becomes
//   `fileprivate`: the other class's code names it. Both forms, both builds:
//   this is SwiftData's behaviour, not instrumentation.

import SwiftSyntax

enum ModelRelationships {
    /// One side of a relationship.
    private struct Side {
        let owner: ClassInfo
        let variable: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let name: String
        let related: ClassInfo
        let cascade: Bool
        /// The related class's property its `@Relationship(inverse: \Related.property)` names.
        let declaredInverse: String?
        /// `[Item]` or `[Item]?`: to many.
        let toMany: Bool
        /// `Item?` (or `Item!`): a to-one side that may be nil.
        let optional: Bool
    }

    /// Adds each relationship's `didSet`; returns the owners' extensions, to go after the file's code.
    static func extensions(for catalog: TypeCatalog, into plan: inout RewritePlan) -> [String] {
        let models = catalog.classes.filter { $0.style == .swiftDataModel && $0.privateOnPath.isEmpty && !$0.isGeneric }
        var sides: [Side] = []
        for model in models {
            for decl in model.decl.memberBlock.declarations() {
                guard let variable = decl.as(VariableDeclSyntax.self), variable.isPlainStoredVar,
                      let side = side(variable, of: model, catalog: catalog) else { continue }
                sides.append(side)
            }
        }
        guard !sides.isEmpty else { return [] }
        // The inverse of each side: the one its own `inverse:` names, or the side whose `inverse:` names
        // it, or the one SwiftData infers.
        func isNamedAsInverse(_ side: Side) -> Bool {
            sides.contains { $0.owner.name == side.related.name && $0.related.name == side.owner.name && $0.declaredInverse == side.name }
        }
        func inverse(of side: Side) -> Side? {
            if let declared = side.declaredInverse {
                return sides.first { $0.owner.name == side.related.name && $0.name == declared }
            }
            if let naming = sides.first(where: { other in
                other.owner.name == side.related.name && other.related.name == side.owner.name && other.declaredInverse == side.name
            }) { return naming }
            return inferred(side)
        }
        // SwiftData infers a one-to-many inverse when one side is an array and the other an
        // optional to-one, each the only such property between the two classes, neither declaring
        // an inverse (Hacking with Swift's SwiftData by Example, "How to create one-to-many
        // relationships": "created automatically when one side of your relationship has an array
        // of data, and the other side is optional"). A non-optional to-one is not inferred.
        func unpaired(from owner: ClassInfo, to related: ClassInfo) -> [Side] {
            sides.filter { $0.owner.name == owner.name && $0.related.name == related.name && $0.declaredInverse == nil && !isNamedAsInverse($0) }
        }
        func inferred(_ side: Side) -> Side? {
            guard side.owner.name != side.related.name, !isNamedAsInverse(side),
                  unpaired(from: side.owner, to: side.related).count == 1 else { return nil }
            let others = unpaired(from: side.related, to: side.owner)
            guard others.count == 1, let other = others.first,
                  (side.toMany && other.optional) || (side.optional && other.toMany) else { return nil }
            return other
        }
        var inserted: [String: [String]] = [:]
        var deleted: [String: [String]] = [:]
        var opened: Set<SyntaxIdentifier> = []
        for side in sides {
            let other = inverse(of: side)
            // The inverse is named from the other class's code (`\TaskList.rawTasks` in `Task`'s): a
            // `private` one (or `private(set)`) is opened to the file, which the scenario's files share
            // (RReminders' `private var rawTasks` did not compile).
            if let other, let modifier = other.variable.modifiers.named(.private), opened.insert(modifier.id).inserted {
                plan.replace(modifier.name, with: "fileprivate")
            }
            let inversePath = other.map { "\\\($0.owner.name).\($0.name)" }
            let members = "_RedrawRelationships.members"
            let keeps = inversePath.map { ", inverse: \($0)" } ?? ""
            if side.binding.accessorBlock == nil {
                var call = "_RedrawRelationships.changed(self, old: \(members)(oldValue), new: \(members)(\(side.name))\(keeps))"
                // A to-many relationship holds each object once, as SwiftData's does (a set of the
                // related objects' identifiers underneath: an object appended again, or appended
                // after its inverse was set, is there once). Assigning a property in its own
                // `didSet` does not call the observer again.
                if side.toMany {
                    call = "if let once = _RedrawRelationships.once(\(side.name)) { \(side.name) = once }; " + call
                }
                let end = (side.binding.initializer.map(Syntax.init) ?? Syntax(side.binding.typeAnnotation!)).endPositionBeforeTrailingTrivia
                plan.edits.insert(" { didSet { \(call) } }", at: end.utf8Offset)
            }
            inserted[side.owner.name, default: []].append(
                "_RedrawRelationships.changed(self, old: [], new: \(members)(\(side.name))\(keeps))")
            // Deleted: the related objects lose it from their inverse (a non-optional to-one inverse
            // keeps it: `changed` removes nothing there), then a cascade deletes them.
            var onDelete = ["do { let related = \(members)(\(side.name))"]
            if inversePath != nil { onDelete.append("_RedrawRelationships.changed(self, old: related, new: []\(keeps))") }
            if side.cascade { onDelete.append("_RedrawRelationships.cascade(related, in: context)") }
            if onDelete.count > 1 { deleted[side.owner.name, default: []].append(onDelete.joined(separator: "; ") + " }") }
        }
        return models.compactMap { model in
            guard let onInsert = inserted[model.name] else { return nil }
            let onDelete = deleted[model.name] ?? []
            return """
                extension \(model.name): _RedrawRelationshipOwner {
                    @MainActor func _redrawInserted() {
                        \(onInsert.joined(separator: "\n        "))
                    }
                    @MainActor func _redrawDeleted(in context: ModelContext) {
                        \(onDelete.joined(separator: "\n        "))
                    }
                }
                """
        }
    }

    /// The type a property without an annotation is given by its initial value, where the syntax
    /// tells it: `[Job]()` and `Array<Job>()` (Hacking with Swift's `var jobs = [Job]()`; a relationship
    /// so declared kept neither its inverse nor its objects' storage).
    private static func initializedType(_ binding: PatternBindingSyntax) -> TypeSyntax? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self) {
            return TypeSyntax(ArrayTypeSyntax(element: IdentifierTypeSyntax(name: .identifier(element.baseName.text))))
        }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           let element = generic.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self) {
            return TypeSyntax(ArrayTypeSyntax(element: element))
        }
        return nil
    }

    /// `variable` as a relationship of `model`, if its type is another `@Model` class of the file.
    private static func side(_ variable: VariableDeclSyntax, of model: ClassInfo, catalog: TypeCatalog) -> Side? {
        guard let binding = variable.singleBinding, let name = variable.singleName,
              var type = binding.typeAnnotation?.type ?? initializedType(binding) else { return nil }
        var optional = false, toMany = false
        if let wrapped = type.as(OptionalTypeSyntax.self) { type = wrapped.wrappedType; optional = true }
        else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; optional = true }
        if let array = type.as(ArrayTypeSyntax.self) { type = array.element; toMany = true }
        guard let written = type.dottedName,
              let related = catalog.modelClass(named: written, from: Syntax(binding)), related.style == .swiftDataModel,
              related.privateOnPath.isEmpty, !related.isGeneric else { return nil }
        var cascade = false
        var declaredInverse: String?
        if let relationship = variable.attributes.named("Relationship"),
           case .argumentList(let arguments)? = relationship.arguments {
            for argument in arguments {
                if argument.label?.text == "deleteRule", let rule = argument.expression.as(MemberAccessExprSyntax.self) {
                    cascade = rule.declName.baseName.text == "cascade"
                }
                if argument.label?.text == "inverse", let path = argument.expression.as(KeyPathExprSyntax.self),
                   path.components.count == 1, let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
                    declaredInverse = property.declName.baseName.text
                }
            }
        }
        return Side(owner: model, variable: variable, binding: binding, name: name, related: related, cascade: cascade,
                    declaredInverse: declaredInverse, toMany: toMany, optional: optional && !toMany)
    }
}
