// DeclarationQueries: the questions the passes ask of declarations — which
// attributes a property has, whether it is stored, which types a class
// inherits — answered from syntax alone.
//
// Invariants:
// - Attribute and type names compare by their last component, so
//   `@Observation.Observable` is `Observable` and `Combine.ObservableObject`
//   is `ObservableObject`.
// - A property with only `willSet` / `didSet` is stored; one with a getter
//   (or `get`/`set`) is computed.

import SwiftSyntax

extension AttributeSyntax {
    /// `Observable` for `@Observable` and `@Observation.Observable`.
    var name: String {
        if let identifier = attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return attributeName.trimmedDescription
    }

    /// Attributes written with a capital letter that are not property wrappers.
    private static let notWrappers: Set<String> = [
        "ObservationIgnored", "ObservationTracked", "MainActor", "NSCopying", "NSManaged", "IBOutlet",
        "IBInspectable", "GKInspectable", "Transient", "Attribute", "Relationship", "Previewable", "Sendable",
    ]

    /// A custom attribute that, on a property, is (most likely) a property wrapper.
    var isPropertyWrapper: Bool {
        guard let first = name.first, first.isUppercase || first == "_" else { return false }
        return !Self.notWrappers.contains(name)
    }
}

extension AttributeListSyntax {
    /// The plain attributes, leaving out `#if` blocks of attributes.
    var plain: [AttributeSyntax] {
        compactMap { element in
            if case .attribute(let attribute) = element { return attribute }
            return nil
        }
    }

    func named(_ name: String) -> AttributeSyntax? { plain.first { $0.name == name } }

    func contains(_ name: String) -> Bool { named(name) != nil }
}

extension DeclModifierListSyntax {
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }

    func named(_ keyword: Keyword) -> DeclModifierSyntax? {
        first { $0.name.tokenKind == .keyword(keyword) }
    }
}

extension VariableDeclSyntax {
    var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
    var isLazy: Bool { modifiers.contains(.lazy) }
    var isWeakOrUnowned: Bool { modifiers.contains(.weak) || modifiers.contains(.unowned) }
    var isLet: Bool { bindingSpecifier.tokenKind == .keyword(.let) }

    /// No binding has a getter: the property has storage (observers allowed).
    var isStored: Bool {
        bindings.allSatisfy { binding in
            guard let block = binding.accessorBlock else { return true }
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.allSatisfy {
                $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
            }
        }
    }

    var hasPropertyWrapper: Bool { attributes.plain.contains { $0.isPropertyWrapper } }

    /// The names the declaration binds (`let (a, b) = …` binds both).
    var boundNames: [String] { bindings.flatMap { $0.pattern.boundNames } }

    /// The one binding of `var x: T = v`, or nil for `var a = 1, b = 2`.
    var singleBinding: PatternBindingSyntax? { bindings.count == 1 ? bindings.first : nil }

    /// The name of a single `var name …` binding.
    var singleName: String? { singleBinding?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }

    /// A stored instance `var`, neither lazy, weak nor unowned: the kind of
    /// property a model mechanism can track.
    var isPlainStoredVar: Bool { !isLet && isStored && !isStatic && !isLazy && !isWeakOrUnowned }
}

extension PatternSyntax {
    var boundNames: [String] {
        if let identifier = self.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = self.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { $0.pattern.boundNames } }
        if let binding = self.as(ValueBindingPatternSyntax.self) { return binding.pattern.boundNames }
        return []
    }
}

extension TypeSyntax {
    /// `M`, `Outer.Inner` (generic arguments dropped); nil for optionals,
    /// arrays, functions and other composite types.
    var dottedName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.dottedName {
            return base + "." + member.name.text
        }
        return nil
    }
}

extension ExprSyntax {
    /// `M`, `Outer.Inner` for a reference to a (possibly nested) type name.
    var dottedName: String? {
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self), let base = member.base?.dottedName {
            return base + "." + member.declName.baseName.text
        }
        if let specialized = self.as(GenericSpecializationExprSyntax.self) { return specialized.expression.dottedName }
        return nil
    }
}

extension InheritanceClauseSyntax {
    /// The position of `name` (by last component) among the inherited types.
    func index(of name: String) -> Int? {
        inheritedTypes.firstIndex { $0.type.dottedName?.split(separator: ".").last.map(String.init) == name }
            .map { inheritedTypes.distance(from: inheritedTypes.startIndex, to: $0) }
    }
}

extension MemberBlockSyntax {
    /// The instance (not `static`) variable declaration that binds `name`, `#if` blocks included.
    func instanceVariable(named name: String) -> VariableDeclSyntax? {
        for decl in declarations() {
            guard let variable = decl.as(VariableDeclSyntax.self), !variable.isStatic,
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            return variable
        }
        return nil
    }

    /// The member declarations, with those inside `#if` blocks flattened in
    /// (every clause) when `throughIfConfig` is true.
    func declarations(throughIfConfig: Bool = true) -> [DeclSyntax] {
        members.flatMap { flatten($0.decl, throughIfConfig: throughIfConfig) }
    }

    private func flatten(_ decl: DeclSyntax, throughIfConfig: Bool) -> [DeclSyntax] {
        guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
        guard throughIfConfig else { return [] }
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .decls(let items) = clause.elements else { return [] }
            return items.flatMap { flatten($0.decl, throughIfConfig: true) }
        }
    }
}

extension SyntaxProtocol {
    /// Byte range of the node without its leading and trailing trivia.
    var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Byte range without leading trivia, with trailing trivia (the space after an attribute).
    var rangeWithTrailingTrivia: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPosition.utf8Offset
    }
}
