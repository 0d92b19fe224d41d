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
// - Left out: generic subclasses (their key paths need type arguments) and
//   properties inside `#if` (the clause may be inactive).
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
        for root in catalog.classes where root.superclass == nil {
            var entries = entriesOf(root)
            var published = publishedEntriesOf(root, plan.published)
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
                entries += entriesOf(sub)
                published += publishedEntriesOf(sub, plan.published)
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

    private static func entriesOf(_ info: ClassInfo) -> [String] {
        let named = storedProperties(of: info) + (conformsToObservableByHand(info) ? settableComputedProperties(of: info) : [])
        return named.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let plain = name.trimmingBackticks
                return "\\\(info.name).\(name): \"\(plain)\""
            }
        }
    }

    /// `\C.$p: \C.p` for each property of `info` that is `@Published` in the form.
    private static func publishedEntriesOf(_ info: ClassInfo, _ published: Set<SyntaxIdentifier>) -> [String] {
        storedProperties(of: info).filter { published.contains($0.id) }.flatMap { variable in
            variable.bindings.compactMap { binding -> String? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !name.hasPrefix("`") else { return nil }
                return "\\\(info.name).$\(name): \\\(info.name).\(name)"
            }
        }
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
