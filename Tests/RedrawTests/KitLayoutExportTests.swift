// Redraw's scenario modules are built without library evolution, so a scenario
// lays out their public structs itself, internal stored properties included.
// Copying such a struct in a generic context (a closure capturing a generic
// view's `self`) calls the metadata accessor of each stored property's type
// that depends on the generic arguments: a generic type the kit does not
// export (internal, not `@usableFromInline`) is then an undefined symbol when
// the scenario links against a release kit (`$s7SwiftUI9ObjectBoxCMa`, from
// `@StateObject var model: PagedViewModel<Source>` in MyDataHelpsKit's generic
// `PagedListView`). The debug kit the other tests link exports every internal
// symbol (`-enable-testing`), so this is checked on the sources instead.

import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@Suite struct KitLayoutExportTests {
    @Test func publicStructsStoreNoUnexportedGenericType() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Scenario").path
        let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        let trees = try paths.map { Parser.parse(source: try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
        let types = KitTypes(viewMode: .sourceAccurate)
        for tree in trees { types.walk(tree) }
        var found: [String] = []
        for tree in trees {
            let stores = PublicStores(viewMode: .sourceAccurate)
            stores.walk(tree)
            for (owner, property, names) in stores.found {
                // A name resolves to the owner's nested type first, then to a type at file scope.
                for name in names where types.unexportedGeneric.contains(types.declared.contains(owner + "." + name) ? owner + "." + name : name) {
                    found.append("\(owner).\(property): \(name)")
                }
            }
        }
        #expect(found.isEmpty, "stored in a public struct, not exported: \(found)")
    }

    /// The kit's types by dotted name, and those of them that are generic (own generic parameters,
    /// or nested in a generic type) and neither public nor `@usableFromInline`.
    private final class KitTypes: SyntaxVisitor {
        var declared: Set<String> = []
        var unexportedGeneric: Set<String> = []
        private var genericDepth = 0
        private var path: [String] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name, node.genericParameterClause != nil) }
        override func visitPost(_ node: StructDeclSyntax) { leave(node.genericParameterClause != nil) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            path.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name, node.genericParameterClause != nil) }
        override func visitPost(_ node: ClassDeclSyntax) { leave(node.genericParameterClause != nil) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, node.name, node.genericParameterClause != nil) }
        override func visitPost(_ node: EnumDeclSyntax) { leave(node.genericParameterClause != nil) }

        private func enter(_ decl: some WithModifiersSyntax & WithAttributesSyntax, _ name: TokenSyntax, _ generic: Bool) -> SyntaxVisitorContinueKind {
            if generic { genericDepth += 1 }
            let exported = decl.modifiers.contains { ["public", "open"].contains($0.name.text) }
                || decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "usableFromInline" }
            path.append(name.text)
            let dotted = path.joined(separator: ".")
            declared.insert(dotted)
            if genericDepth > 0, !exported { unexportedGeneric.insert(dotted) }
            return .visitChildren
        }

        private func leave(_ generic: Bool) {
            if generic { genericDepth -= 1 }
            path.removeLast()
        }
    }

    /// Each public struct's stored instance properties, with the type names their annotations use.
    private final class PublicStores: SyntaxVisitor {
        var found: [(owner: String, property: String, names: [String])] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.text == "public" }) else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings {
                    // A computed property stores nothing (observers alone still store).
                    if case .getter? = binding.accessorBlock?.accessors { continue }
                    if case .accessors(let list)? = binding.accessorBlock?.accessors,
                       list.contains(where: { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }) { continue }
                    guard let type = binding.typeAnnotation?.type else { continue }
                    let names = type.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(\.text)
                    found.append((node.name.text, binding.pattern.trimmedDescription, names))
                }
            }
            return .visitChildren
        }
    }
}

private extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { true } else { false } }
}
