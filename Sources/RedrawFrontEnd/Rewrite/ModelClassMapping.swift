// ModelClassMapping: a model class in the form the target engine runs, plus
// the instrumentation of the stored properties that engine does not track.
//
// Invariants (the update-cycle page's "One source, two engines" table):
// - Target pull: `class M: ObservableObject` → `@Observable class M` (a conformance
//   declared in an extension, `extension M: ObservableObject`, is dropped from it);
//   `@Published var p` → `var p`; so does a `var` the class's own
//   `objectWillChange.send()` announces (ManualSends); any other stored
//   instance `var` → `@ObservationIgnored var p` — lazy and wrapped ones too
//   (the macro cannot track them), weak and unowned ones too (push did not
//   publish them).
//   `@Model` → `@Observable`, `@Transient` → `@ObservationIgnored`.
// - Both: a `@Model` class also conforms to SwiftData's `PersistentModel`
//   (identifiable, as the macro makes it), unless it inherits a model class.
// - Target push: `@Observable` / `@Model class M` → `class M: …,
//   ObservableObject`; every tracked stored `var` (not ignored, transient,
//   lazy, weak, unowned or wrapped) → `@Published var`; `@ObservationIgnored`
//   and `@Transient` are dropped.
// - Target push, from `@Observable`: a synthesised `Codable`'s keys for the macro's
//   storage (`case _name`) name the published property (CodingKeysMapping).
// - Both: `@Attribute(…)` and `@Relationship(…)` are dropped; a class already
//   in the target form keeps its header and properties.
// - Instrumented: every stored instance `var` of any class that the target
//   does not track, and that has no wrapper of its own (nor is lazy, weak or
//   unowned), gets `@_RedrawUntracked` after its kept attributes — unless an
//   initialiser reads it before setting every stored property (EarlyReads),
//   or its type may be `~Copyable` (NoncopyableProperties);
//   and each initialiser of any class is marked (InitialiserMarks).
// - Every form: `@ObservedObject` on a class's property is dropped (a view's wrapper, inert in a
//   class, and it would not compile over a migrated model).
// - Both: in a plain class (no model class, nor a subclass of one), `@Published`
//   → `@_PublishedOutsideObject`: Apple's wrapper works in any class, Redraw's
//   only in an `ObservableObject` (PublishedOutsideObject.swift).
// - A subclass of an `ObservableObject` with `@Published` properties of its own
//   maps as an `ObservableObject` does (`@Observable` in the pull form), with the
//   engine of the model it inherits.

import RedrawResults
import SwiftSyntax

enum ModelClassMapping {
    /// `inheritedStyle`: the style of the model class a class that is not one itself inherits.
    static func rewrite(_ info: ClassInfo, for target: EngineKind, instrumented: Bool, inheritsModel: Bool = false,
                        inheritedStyle: ModelStyle? = nil, plain: Bool = false, announcedElsewhere: Set<String> = [],
                        noncopyable: Set<String> = [], into plan: inout RewritePlan) {
        var info = info
        // A subclass of an `ObservableObject` that declares `@Published` properties of its own
        // (`final class UserModel: Loadable`): in the pull form its base is `@Observable` and its
        // own properties must be tracked as the base's are, so it is `@Observable` too (the macro
        // allows a subclass of an `@Observable` class).
        if info.style == nil, inheritedStyle == .observableObject, !publishedNames(info.decl).isEmpty {
            info.style = .observableObject
        }
        if let style = info.style {
            rewriteHeader(info.decl, style: style, target: target, inheritsModel: inheritsModel, plan: &plan)
            if style == .observableObject, target == .pull {
                for ext in info.conformingExtensions {
                    removeObservableObject(from: ext.inheritanceClause, after: Syntax(ext.extendedType), plan: &plan)
                }
                PublishedInitializers.rewrite(in: info.decl, published: publishedNames(info.decl), into: &plan)
            }
        }
        let announced = info.style == .observableObject && target == .pull
            ? ManualSends.announcedProperties(of: info.decl).union(announcedElsewhere) : []
        // Read by an initialiser before it has set every stored property: a wrapper would not compile.
        // Or used by its nonisolated `deinit`, where a wrapper's isolated accessors would not compile.
        let readEarly = instrumented ? EarlyReads.names(in: info.decl, among: plainStoredNames(info.decl))
            .union(EarlyReads.deinitUses(in: info.decl, among: plainStoredNames(info.decl))) : []
        var publishedHere: Set<String> = []
        for decl in info.decl.memberBlock.declarations() {
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            if plain, let published = variable.attributes.named("Published") {
                plan.changeAttributes(of: variable) { $0.rename(published, to: "@_PublishedOutsideObject") }
            }
            // `@ObservedObject` in a class does nothing on Apple's platforms (it subscribes only as a
            // view's dynamic property), and it requires an `ObservableObject`: a model that another
            // form migrates would not compile there (a game's `@ObservedObject var playerOne: Player`).
            if let observed = variable.attributes.named("ObservedObject") {
                plan.changeAttributes(of: variable) { $0.remove(observed) }
            }
            let sent = variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self).map { announced.contains($0.identifier.text) } ?? false
            }
            let tracked = rewriteProperty(variable, style: info.style, target: target, announced: sent, plan: &plan)
            if tracked, target == .push {
                plan.published.insert(variable.id)
                for binding in variable.bindings { publishedHere.formUnion(binding.pattern.boundNames) }
            }
            if instrumented, !tracked, variable.isPlainStoredVar, !variable.hasPropertyWrapper,
               !variable.bindings.contains(where: { $0.pattern.boundNames.contains(where: readEarly.contains) }),
               !NoncopyableProperties.mayBeNoncopyable(variable, among: noncopyable) {
                plan.changeAttributes(of: variable) { $0.appended.append("@_RedrawUntracked") }
            }
        }
        if instrumented { InitialiserMarks.mark(info.decl, into: &plan) }
        if info.style == .observable || info.style == .swiftDataModel, target == .push {
            CodingKeysMapping.rewrite(info.decl, published: publishedHere, into: &plan)
            ObservableStorageInitializers.rewrite(in: info.decl, published: publishedHere, into: &plan)
        }
    }

    /// The names of the class's plain stored `var`s (those the counting build may wrap).
    private static func plainStoredNames(_ decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isPlainStoredVar else { continue }
            for binding in variable.bindings { names.formUnion(binding.pattern.boundNames) }
        }
        return names
    }

    /// The names of the class's own `@Published` properties.
    static func publishedNames(_ decl: ClassDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.named("Published") != nil else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    // MARK: - The class header

    private static func rewriteHeader(_ decl: ClassDeclSyntax, style: ModelStyle, target: EngineKind,
                                      inheritsModel: Bool, plan: inout RewritePlan) {
        switch (style, target) {
        case (.observableObject, .pull):
            plan.changeAttributes(of: decl) { $0.prepended.append("@Observable") }
            removeObservableObject(from: decl.inheritanceClause,
                                   after: decl.genericParameterClause.map(Syntax.init) ?? Syntax(decl.name), plan: &plan)
        case (.swiftDataModel, .pull):
            plan.changeAttributes(of: decl) { $0.rename(decl.attributes.named("Model"), to: "@Observable") }
            if !inheritsModel { addConformances(["PersistentModel"], to: decl, plan: &plan) }
        case (.observable, .push), (.swiftDataModel, .push):
            plan.changeAttributes(of: decl) {
                $0.remove(decl.attributes.named("Observable"))
                $0.remove(decl.attributes.named("Model"))
            }
            // A subclass of a model class inherits the conformance its superclass gets.
            if !inheritsModel {
                addConformances(["ObservableObject"] + (style == .swiftDataModel ? ["PersistentModel"] : []), to: decl, plan: &plan)
            }
        case (.observableObject, .push), (.observable, .pull):
            break
        }
    }

    /// Drops `ObservableObject` from a class's or an extension's inheritance clause (`before` is what
    /// the clause follows: the name, its generic parameters, or the extended type).
    private static func removeObservableObject(from clause: InheritanceClauseSyntax?, after before: Syntax, plan: inout RewritePlan) {
        guard let clause, let index = clause.index(of: "ObservableObject") else { return }
        let types = Array(clause.inheritedTypes)
        let range: Range<Int>
        if types.count == 1 {
            range = before.endPositionBeforeTrailingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset
        } else if index == types.count - 1 {
            let comma = types[index - 1].trailingComma!
            range = comma.positionAfterSkippingLeadingTrivia.utf8Offset..<types[index].endPositionBeforeTrailingTrivia.utf8Offset
        } else {
            range = types[index].positionAfterSkippingLeadingTrivia.utf8Offset..<types[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        }
        plan.edits.remove(range)
    }

    /// Appends the protocols the header does not list yet, in one edit.
    private static func addConformances(_ names: [String], to decl: ClassDeclSyntax, plan: inout RewritePlan) {
        let missing = names.filter { decl.inheritanceClause?.index(of: $0) == nil }
        guard !missing.isEmpty else { return }
        let list = missing.joined(separator: ", ")
        if let last = decl.inheritanceClause?.inheritedTypes.last {
            plan.edits.insert(", " + list, at: last.endPositionBeforeTrailingTrivia.utf8Offset)
        } else {
            let before = decl.genericParameterClause.map(Syntax.init) ?? Syntax(decl.name)
            plan.edits.insert(": " + list, at: before.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    // MARK: - Properties

    /// Rewrites one instance property; true if the target engine tracks it afterwards. `announced`:
    /// the class's own `objectWillChange.send()` announces its writes (ManualSends).
    private static func rewriteProperty(_ variable: VariableDeclSyntax, style: ModelStyle?, target: EngineKind,
                                        announced: Bool, plan: inout RewritePlan) -> Bool {
        guard let style else { return false }
        let attributes = variable.attributes
        if style == .swiftDataModel {
            plan.changeAttributes(of: variable) { changes in
                for attribute in attributes.plain where ["Attribute", "Relationship"].contains(attribute.name) {
                    changes.remove(attribute)
                }
            }
        }
        let storedVar = !variable.isLet && variable.isStored
        switch (style, target) {
        case (.observableObject, .push):
            return attributes.contains("Published")
        case (.observableObject, .pull):
            if let published = attributes.named("Published") {
                plan.changeAttributes(of: variable) { $0.remove(published) }
                return true
            }
            if storedVar, announced, variable.isPlainStoredVar, !variable.hasPropertyWrapper { return true }
            if storedVar { plan.changeAttributes(of: variable) { $0.prepended.append("@ObservationIgnored") } }
            return false
        case (.observable, .pull), (.swiftDataModel, .pull):
            if let transient = attributes.named("Transient") {
                plan.changeAttributes(of: variable) { $0.rename(transient, to: "@ObservationIgnored") }
                return false
            }
            return storedVar && !attributes.contains("ObservationIgnored")
        case (.observable, .push), (.swiftDataModel, .push):
            let ignored = attributes.named("ObservationIgnored") ?? attributes.named("Transient")
            if let ignored {
                plan.changeAttributes(of: variable) { $0.remove(ignored) }
                return false
            }
            guard variable.isPlainStoredVar, !variable.hasPropertyWrapper else { return false }
            plan.changeAttributes(of: variable) { $0.prepended.append("@Published") }
            return true
        }
    }
}
