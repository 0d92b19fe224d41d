// NamedProperties: the generated table from key paths to property names that
// lets the runtime name a read or a write (a key path of a computed property
// prints as `\M.<computed 0x…>`).
//
// Invariants:
// - One conformance per class hierarchy of the file: `extension R:
//   _RedrawNamedProperties` on each root class R, listing the stored instance
//   properties (vars and lets) of R and of every subclass of R in this file
//   (a subclass inherits the conformance and may not restate it). Key paths
//   are written from the root of the dotted name: `\Outer.Inner.p`.
// - The extension is at file scope, after the user's code. To let it see
//   them, `private` nested types on the path and `private` properties of
//   subclasses become `fileprivate` (a root's own private properties are
//   visible to an extension of it in the same file), and so do the file's
//   other private nested types (NestedPrivateTypes).
// - Left out: generic subclasses (their key paths need type arguments),
//   properties inside `#if` (the clause may be inactive), properties whose type
//   may be `~Copyable` (no key path reaches them: NoncopyableProperties), and properties
//   isolated to a global actor of the file other than the main actor, or of
//   a class isolated to one: Swift 6 forbids a key path to them from the
//   table's main-actor context (trial BA-2), and a view cannot read them
//   synchronously anyway.
// - The members are `public`: a `public` class (code pasted from a package)
//   must meet the public protocol's requirements with public members, and
//   for any other class `public` is capped at the class's own access.
// - Beside the names, for each property that is `@Published` in this form, its
//   `$property` key path → its own (`_redrawPublishedProperties`): an
//   `assign(to: &$p)` write is then reported as a write of `p`.
// - A class that conforms to `Observable` by hand (no macro) keeps its
//   observed values in computed properties whose accessors call the registrar
//   (`get { registrar.access(self, keyPath: \.count); … }`): its settable
//   computed properties without effects are listed too, so that their reads
//   and writes are named as the macro's are.

import SwiftSyntax

enum NamedProperties {
    /// The generated extensions, one per root class.
    static func extensions(for catalog: TypeCatalog, into plan: inout RewritePlan) -> [String] {
        var children: [String: [ClassInfo]] = [:]
        for info in catalog.classes {
            if let superclass = info.superclass { children[superclass, default: []].append(info) }
        }
        var out: [String] = []
        let actors = catalog.classes.first.map { globalActors(in: $0.decl.root) } ?? []
        for root in catalog.classes where root.superclass == nil {
            let noncopyable = catalog.noncopyableNames
            var entries = entriesOf(root, otherActors: actors, noncopyable: noncopyable)
            var published = publishedEntriesOf(root, plan.published, otherActors: actors)
            for modifier in root.privateOnPath { plan.widenNestedType(modifier) }
            var queue = children[root.name] ?? []
            // Each declaration once: names can repeat (`class Counter: Counter` beside another
            // `Counter`, which swiftc rejects), and the walk by name would go round for ever.
            var seen: Set<SyntaxIdentifier> = [root.decl.id]
            while !queue.isEmpty {
                let sub = queue.removeFirst()
                guard seen.insert(sub.decl.id).inserted else { continue }
                queue += children[sub.name] ?? []
                guard !sub.isGeneric else { continue }
                for modifier in sub.privateOnPath { plan.widenNestedType(modifier) }
                for variable in storedProperties(of: sub) {
                    if let modifier = variable.modifiers.named(.private), modifier.detail == nil {
                        plan.replace(modifier.name, with: "fileprivate")
                    }
                }
                entries += entriesOf(sub, otherActors: actors, noncopyable: noncopyable)
                published += publishedEntriesOf(sub, plan.published, otherActors: actors)
            }
            let table = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
            var text = "extension \(root.name): _RedrawNamedProperties {\n"
                + "    @MainActor public static var _redrawPropertyNames: [AnyKeyPath: String] { \(table) }\n"
            if !published.isEmpty {
                text += "    @MainActor public static var _redrawPublishedProperties: [AnyKeyPath: AnyKeyPath] { [" + published.joined(separator: ", ") + "] }\n"
            }
            out.append(text + "}")
        }
        return out
    }

    private static func entriesOf(_ info: ClassInfo, otherActors: Set<String>, noncopyable: Set<String>) -> [String] {
        let named = storedProperties(of: info) + (conformsToObservableByHand(info) ? settableComputedProperties(of: info) : [])
        return named.filter {
            !isolated($0, of: info, to: otherActors) && !NoncopyableProperties.mayBeNoncopyable($0, among: noncopyable)
        }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let plain = name.trimmingBackticks
                return "\\\(info.name).\(name): \"\(plain)\""
            }
        }
    }

    /// `\C.$p: \C.p` for each property of `info` that is `@Published` in the form.
    private static func publishedEntriesOf(_ info: ClassInfo, _ published: Set<SyntaxIdentifier>, otherActors: Set<String>) -> [String] {
        storedProperties(of: info).filter { published.contains($0.id) && !isolated($0, of: info, to: otherActors) }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !name.hasPrefix("`") else { return nil }
                return "\\\(info.name).$\(name): \\\(info.name).\(name)"
            }
        }
    }

    /// The global actors the file declares (`@globalActor actor StorageActor`), the main actor aside.
    private static func globalActors(in root: Syntax) -> Set<String> {
        let finder = GlobalActorFinder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.names.subtracting(["MainActor"])
    }

    /// Whether `variable`, or its class, is isolated to one of `actors`.
    private static func isolated(_ variable: VariableDeclSyntax, of info: ClassInfo, to actors: Set<String>) -> Bool {
        guard !actors.isEmpty else { return false }
        return actors.contains { variable.attributes.named($0) != nil || info.decl.attributes.named($0) != nil }
    }

    private final class GlobalActorFinder: SyntaxVisitor {
        var names: Set<String> = []
        private func note(_ attributes: AttributeListSyntax, _ name: TokenSyntax) {
            if attributes.named("globalActor") != nil { names.insert(name.text) }
        }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name); return .visitChildren }
    }

    /// `class C: Observable` (or `Observation.Observable`) without `@Observable`: the registrar's
    /// calls are the class's own.
    private static func conformsToObservableByHand(_ info: ClassInfo) -> Bool {
        info.style == nil && info.decl.inheritanceClause?.index(of: "Observable") != nil
    }

    /// `var p: T { get { … } set { … } }`: a key path can name it (no `async` or `throws` getter).
    private static func settableComputedProperties(of info: ClassInfo) -> [VariableDeclSyntax] {
        info.decl.memberBlock.declarations(throughIfConfig: false).compactMap { decl in
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, !variable.isStored,
                  variable.bindings.count == 1, case .accessors(let accessors)? = variable.bindings.first?.accessorBlock?.accessors,
                  accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
                  accessors.allSatisfy({ $0.effectSpecifiers == nil }) else { return nil }
            return variable
        }
    }

    private static func storedProperties(of info: ClassInfo) -> [VariableDeclSyntax] {
        info.decl.memberBlock.declarations(throughIfConfig: false).compactMap { decl in
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic, variable.isStored else { return nil }
            return variable
        }
    }
}

private extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
