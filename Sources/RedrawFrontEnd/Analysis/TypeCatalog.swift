// TypeCatalog: the file's types — model classes and their style, plain
// classes, views, and the member names of every type — found by walking the
// declarations that stay at file scope.
//
// Invariants:
// - Names are dotted along the nesting (`Outer.Inner`); a type declared in
//   `extension Outer { … }` is `Outer.Inner` too.
// - Only types reachable by name from file scope are catalogued: types
//   inside functions, closures or main-function code are left alone.
// - A class's style is its own declaration's: `@Observable` / `@Model`
//   (pull) wins over an `ObservableObject` in the inheritance clause (push),
//   written there, in an extension, or through a protocol of the file that
//   refines it.

import RedrawResults
import SwiftSyntax

enum ModelStyle: Equatable {
    /// `class M: ObservableObject` — written for push.
    case observableObject
    /// `@Observable class M` — written for pull.
    case observable
    /// `@Model class M` (SwiftData) — written for pull; desugared in both forms.
    case swiftDataModel

    var engine: EngineKind { self == .observableObject ? .push : .pull }
}

struct ClassInfo {
    let decl: ClassDeclSyntax
    /// Dotted name, as an extension at file scope names it.
    let name: String
    /// nil: a plain class (no model mechanism).
    var style: ModelStyle?
    /// Extensions of the file that declare its `ObservableObject` conformance
    /// (`extension Store: ObservableObject {}`): it is then a push-style model class.
    var conformingExtensions: [ExtensionDeclSyntax] = []
    /// It, or a type it is nested in, has generic parameters.
    var isGeneric: Bool
    /// `private` modifiers on the nested types of its path (itself included),
    /// which a file-scope extension could not see past.
    let privateOnPath: [DeclModifierSyntax]
    /// The class of this file it inherits from, if any (dotted name).
    var superclass: String?
}

struct ViewInfo {
    let decl: StructDeclSyntax
    let name: String
    /// The file's extensions of the view (`extension BrushView { var slider: some View { … } }`).
    var extensions: [ExtensionDeclSyntax] = []

    /// The view's code: its declaration and its extensions'.
    var groups: [Syntax] { [Syntax(decl)] + extensions.map(Syntax.init) }
}

struct TypeCatalog {
    private(set) var classes: [ClassInfo] = []
    private(set) var views: [ViewInfo] = []
    /// Bodies of every type and extension walked (for static stored properties).
    private(set) var typeBodies: [MemberBlockSyntax] = []
    /// Member names of each type, across its declaration and extensions.
    private(set) var memberNames: [String: Set<String>] = [:]
    /// The dotted name of each declaration group walked.
    private(set) var groupNames: [SyntaxIdentifier: String] = [:]

    /// The simple names each class, protocol and extension of the file inherits, by its dotted name.
    private var inheritedNames: [String: [String]] = [:]
    private var protocols: Set<String> = []
    private var structs: [String: StructDeclSyntax] = [:]
    private var observableObjectExtensions: [String: [ExtensionDeclSyntax]] = [:]
    private var extensionsByName: [String: [ExtensionDeclSyntax]] = [:]
    private var viewNames: [String] = []
    private var genericTypes: Set<String> = []
    /// File-scope typealiases to a dotted type name (`typealias Movie = SchemaV2.Movie`, SwiftData's
    /// versioned-schema pattern), by their name.
    private var typeAliases: [String: String] = [:]
    /// The simple names of the file's types declared `~Copyable`, and of generic parameters
    /// constrained to `~Copyable` (NoncopyableProperties).
    private(set) var noncopyableNames: Set<String> = []

    init(items: [TopLevelItem]) {
        for item in items where item.placement == .declaration {
            guard case .decl(let decl) = item.syntax.item else { continue }
            if let alias = decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
               let target = alias.initializer.value.dottedName {
                typeAliases[alias.name.text] = target
            }
            walk(decl, path: [], privatePath: [])
        }
        for index in classes.indices {
            // A conformance declared in an extension makes a model class as one in the header does.
            if let extensions = observableObjectExtensions[classes[index].name] {
                classes[index].conformingExtensions = extensions
                if classes[index].style == nil { classes[index].style = .observableObject }
            }
            // So does a protocol of the file that refines `ObservableObject` (`protocol ViewModel:
            // ObservableObject`), in the header or an extension: the class is an `ObservableObject`.
            if classes[index].style == nil, (inheritedNames[classes[index].name] ?? []).contains(where: refinesObservableObject) {
                classes[index].style = .observableObject
            }
            let components = classes[index].name.split(separator: ".")
            let prefixes = components.indices.map { components.prefix($0 + 1).joined(separator: ".") }
            classes[index].isGeneric = classes[index].isGeneric || prefixes.contains(where: genericTypes.contains)
            classes[index].superclass = classes[index].decl.inheritanceClause?.inheritedTypes.first?.type.dottedName
                .flatMap { resolveClass($0, from: classes[index].name) }
        }
        var seen: Set<String> = []
        for name in viewNames where seen.insert(name).inserted {
            if let decl = structs[name] { views.append(ViewInfo(decl: decl, name: name, extensions: extensionsByName[name] ?? [])) }
        }
    }

    var modelClasses: [ClassInfo] { classes.filter { $0.style != nil } }

    func classNamed(_ name: String) -> ClassInfo? { classes.first { $0.name == name } }

    /// The class a type name written inside `context` (a dotted type name) refers to.
    func resolveClass(_ written: String, from context: String) -> String? {
        var scope = context.split(separator: ".").map(String.init)
        while true {
            let candidate = (scope + [written]).joined(separator: ".")
            if classes.contains(where: { $0.name == candidate }) { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// The model class named by a type written in a view (`M`, `Outer.M`), if any.
    /// The model class `written` names where `node` is: as Swift looks a type name up, the
    /// enclosing types' nested ones first (`ViewModel` inside `CountriesList` is
    /// `CountriesList.ViewModel`, whatever other `ViewModel`s the file has), then the file's.
    func modelClass(named written: String, from node: Syntax) -> ClassInfo? {
        var scopes: [String] = []
        var current = node.parent
        while let scope = current {
            defer { current = scope.parent }
            if let decl = scope.asProtocol(NamedDeclSyntax.self), scope.is(StructDeclSyntax.self) || scope.is(ClassDeclSyntax.self)
                || scope.is(EnumDeclSyntax.self) || scope.is(ActorDeclSyntax.self) {
                scopes.insert(decl.name.text, at: 0)
            } else if let ext = scope.as(ExtensionDeclSyntax.self), let extended = ext.extendedType.dottedName {
                scopes.insert(extended, at: 0)
            }
        }
        let path = scopes.joined(separator: ".").split(separator: ".").map(String.init)
        for depth in stride(from: path.count, to: 0, by: -1) {
            let qualified = path.prefix(depth).joined(separator: ".") + "." + written
            if let nested = classes.first(where: { $0.name == qualified && $0.style != nil }) { return nested }
        }
        return modelClass(named: written)
    }

    /// The model class `info` inherits through the file's classes (its nearest ancestor with a
    /// style), if any. A class that is no model and inherits none is plain in every form (its
    /// `@Published` properties publish only through `$property`, ModelClassMapping).
    func inheritedModel(of info: ClassInfo) -> ClassInfo? {
        var current = info.superclass.flatMap(classNamed)
        var seen: Set<String> = [info.name]
        while let class_ = current, seen.insert(class_.name).inserted {
            if class_.style != nil { return class_ }
            current = class_.superclass.flatMap(classNamed)
        }
        return nil
    }

    /// `ObservableObject` itself, or a protocol of the file that inherits it (at any depth).
    private func refinesObservableObject(_ name: String) -> Bool {
        var pending = [name], seen: Set<String> = []
        while let next = pending.popLast(), seen.insert(next).inserted {
            // SwiftUI's `ReferenceFileDocument` refines `ObservableObject` (DocumentGroup.swift).
            if next == "ObservableObject" || next == "ReferenceFileDocument" { return true }
            if let own = protocols.first(where: { $0 == next || $0.hasSuffix("." + next) }) { pending += inheritedNames[own] ?? [] }
        }
        return false
    }

    func modelClass(named written: String) -> ClassInfo? {
        if let exact = classes.first(where: { $0.name == written && $0.style != nil }) { return exact }
        // A typealias names its target: with two `Movie`s nested in two schemas, the simple name is
        // the alias's (a tester's push form left `let movie: Movie` unobserved, silently).
        if let target = typeAliases[written], target != written, let aliased = modelClass(named: target) { return aliased }
        let suffixed = classes.filter { $0.style != nil && $0.name.hasSuffix("." + written) }
        if suffixed.count == 1 { return suffixed[0] }
        // A subclass of a model class that says nothing of its own (`final class Wrapper: SearchModel`)
        // is its superclass's kind, and migrates with it: that model class.
        var current = classes.first { $0.name == written }
        var seen: Set<String> = []
        while let info = current, let superclass = info.superclass, seen.insert(info.name).inserted {
            if let model = classes.first(where: { $0.name == superclass && $0.style != nil }) { return model }
            current = classes.first { $0.name == superclass }
        }
        return nil
    }

    // MARK: - Walking

    private mutating func walk(_ decl: DeclSyntax, path: [String], privatePath: [DeclModifierSyntax]) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items)?:
                    for item in items { if case .decl(let inner) = item.item { walk(inner, path: path, privatePath: privatePath) } }
                case .decls(let members)?:
                    for member in members { walk(member.decl, path: path, privatePath: privatePath) }
                default: break
                }
            }
            return
        }
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return }
        let name: String
        var privatePath = privatePath
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            guard let extended = ext.extendedType.dottedName else { return }
            name = extended
            extensionsByName[name, default: []].append(ext)
            if let conformances = ext.inheritanceClause,
               conformances.index(of: "View") != nil || conformances.index(of: "ViewModifier") != nil { viewNames.append(name) }
            if let conformances = ext.inheritanceClause, conformances.index(of: "ObservableObject") != nil {
                observableObjectExtensions[name, default: []].append(ext)
            }
        } else if let own = Self.ownName(of: decl) {
            name = (path + [own]).joined(separator: ".")
            if !path.isEmpty, let modifier = group.modifiers.named(.private) { privatePath.append(modifier) }
            if Self.isGeneric(decl) { genericTypes.insert(name) }
        } else {
            return
        }
        groupNames[decl.id] = name
        noncopyableNames.formUnion(NoncopyableProperties.declaredNames(decl))
        if decl.is(ProtocolDeclSyntax.self) { protocols.insert(name) }
        for inherited in group.inheritanceClause?.inheritedTypes ?? [] {
            if let written = inherited.type.dottedName?.split(separator: ".").last { inheritedNames[name, default: []].append(String(written)) }
        }
        typeBodies.append(group.memberBlock)
        memberNames[name, default: []].formUnion(Self.memberNames(of: group.memberBlock))

        if let classDecl = decl.as(ClassDeclSyntax.self) {
            classes.append(ClassInfo(decl: classDecl, name: name, style: Self.style(of: classDecl),
                                     isGeneric: classDecl.genericParameterClause != nil,
                                     privateOnPath: privatePath, superclass: nil))
        } else if let structDecl = decl.as(StructDeclSyntax.self) {
            structs[name] = structDecl
            // An `App` is mounted as the root view (Redraw's SwiftUI, App.swift), and a
            // `ViewModifier` is a node of its own (ViewModifier.swift): their wrappers are mapped
            // as a view's are.
            if let inheritance = structDecl.inheritanceClause,
               inheritance.index(of: "View") != nil || inheritance.index(of: "App") != nil
                || inheritance.index(of: "ViewModifier") != nil { viewNames.append(name) }
        }
        let nestedPath = name.split(separator: ".").map(String.init)
        for member in group.memberBlock.members {
            walk(member.decl, path: nestedPath, privatePath: privatePath)
        }
    }

    /// The declared name; nil when the parser found none (`class {`: a syntax error is reported).
    private static func ownName(of decl: DeclSyntax) -> String? {
        let name: TokenSyntax
        if let d = decl.as(ClassDeclSyntax.self) { name = d.name }
        else if let d = decl.as(StructDeclSyntax.self) { name = d.name }
        else if let d = decl.as(EnumDeclSyntax.self) { name = d.name }
        else if let d = decl.as(ActorDeclSyntax.self) { name = d.name }
        else if let d = decl.as(ProtocolDeclSyntax.self) { name = d.name }
        else { return nil }
        return name.presence == .missing || name.text.isEmpty ? nil : name.text
    }

    private static func isGeneric(_ decl: DeclSyntax) -> Bool {
        if let d = decl.as(ClassDeclSyntax.self) { return d.genericParameterClause != nil }
        if let d = decl.as(StructDeclSyntax.self) { return d.genericParameterClause != nil }
        if let d = decl.as(EnumDeclSyntax.self) { return d.genericParameterClause != nil }
        if let d = decl.as(ActorDeclSyntax.self) { return d.genericParameterClause != nil }
        return false
    }

    static func style(of decl: ClassDeclSyntax) -> ModelStyle? {
        if decl.attributes.contains("Observable") { return .observable }
        if decl.attributes.contains("Model") { return .swiftDataModel }
        if let inheritance = decl.inheritanceClause, inheritance.index(of: "ObservableObject") != nil {
            return .observableObject
        }
        return nil
    }

    private static func memberNames(of block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for decl in block.declarations() {
            if let v = decl.as(VariableDeclSyntax.self) { names.formUnion(v.boundNames) }
            else if let f = decl.as(FunctionDeclSyntax.self) { names.insert(f.name.text) }
            else if let c = decl.as(EnumCaseDeclSyntax.self) { names.formUnion(c.elements.map(\.name.text)) }
            else if let t = decl.as(TypeAliasDeclSyntax.self) { names.insert(t.name.text) }
            else if let a = decl.as(AssociatedTypeDeclSyntax.self) { names.insert(a.name.text) }
            else if let own = ownName(of: decl) { names.insert(own) }
        }
        return names
    }
}
