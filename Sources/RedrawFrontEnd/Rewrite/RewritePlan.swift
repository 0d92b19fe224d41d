// RewritePlan: the edits of one compiled form, gathered from every pass, with
// each declaration's attribute changes merged before they become text.
//
// Invariants:
// - Passes never edit an attribute list directly: they record removals,
//   renames and additions per declaration here, so that one pass removing
//   `@ObservationIgnored` and another adding `@_RedrawUntracked` after the
//   kept attributes agree on what "kept" is.
// - Added attributes go on the declaration's first line: `prepended` ones
//   before everything (`@Observable final class`), `appended` ones after
//   the last kept attribute (`@ObservationIgnored @_RedrawUntracked var`).
// - A declaration's attribute changes are emitted once, in `finish()`.
// - A use a mixed form cannot decide (which class does it hold?) is recorded
//   in `undecided`, at its node, and left as written.

import SwiftSyntax

struct AttributeChanges {
    var removed: [AttributeSyntax] = []
    var renamed: [(AttributeSyntax, String)] = []
    var prepended: [String] = []
    var appended: [String] = []

    mutating func remove(_ attribute: AttributeSyntax?) {
        if let attribute { removed.append(attribute) }
    }

    mutating func rename(_ attribute: AttributeSyntax?, to text: String) {
        if let attribute { renamed.append((attribute, text)) }
    }
}

struct RewritePlan {
    var edits = SourceEdits()
    /// The properties that are `@Published` in this form (ModelClassMapping), for the table that
    /// names a `$property` publisher's property (NamedProperties).
    var published: Set<SyntaxIdentifier> = []
    /// Whether a pass made a `private` nested type `fileprivate` (NestedPrivateTypes).
    private(set) var widenedNestedType = false
    /// Uses a mixed form could not decide, with why.
    private(set) var undecided: [(node: Syntax, message: String)] = []

    mutating func undecided(_ node: some SyntaxProtocol, _ message: String) {
        undecided.append((Syntax(node), message))
    }

    private struct Pending {
        let start: Int
        let firstAfterAttributes: Int
        let attributes: [AttributeSyntax]
        var changes: AttributeChanges
    }

    private var pending: [SyntaxIdentifier: Pending] = [:]
    private var order: [SyntaxIdentifier] = []

    /// Records attribute changes for `decl` (merged with earlier ones for it).
    mutating func changeAttributes(of decl: some WithAttributesSyntax & WithModifiersSyntax,
                                   _ change: (inout AttributeChanges) -> Void) {
        let id = decl.id
        if pending[id] == nil {
            let afterAttributes: Int
            if let modifier = decl.modifiers.first {
                afterAttributes = modifier.positionAfterSkippingLeadingTrivia.utf8Offset
            } else if let next = decl.attributes.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) {
                afterAttributes = next.positionAfterSkippingLeadingTrivia.utf8Offset
            } else {
                afterAttributes = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            }
            pending[id] = Pending(start: decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  firstAfterAttributes: afterAttributes,
                                  attributes: decl.attributes.plain, changes: AttributeChanges())
            order.append(id)
        }
        change(&pending[id]!.changes)
    }

    /// Replaces a token's text (`let` → `var`, `private` → `fileprivate`).
    mutating func replace(_ token: TokenSyntax, with text: String) {
        edits.replace(token.trimmedRange, with: text)
    }

    /// `private` → `fileprivate` on a nested type that an extension at file scope must name.
    mutating func widenNestedType(_ modifier: DeclModifierSyntax) {
        replace(modifier.name, with: "fileprivate")
        widenedNestedType = true
    }

    /// Keeps only `inner` of `outer` (`Published(initialValue: start)` → `start`).
    mutating func unwrap(_ outer: some SyntaxProtocol, to inner: some SyntaxProtocol) {
        edits.remove(outer.positionAfterSkippingLeadingTrivia.utf8Offset..<inner.positionAfterSkippingLeadingTrivia.utf8Offset)
        edits.remove(inner.endPositionBeforeTrailingTrivia.utf8Offset..<outer.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// The edits, with every declaration's attribute changes turned into text.
    func finish() -> SourceEdits {
        var edits = self.edits
        for id in order {
            let decl = pending[id]!
            let changes = decl.changes
            for text in changes.prepended { edits.insert(text + " ", at: decl.start) }
            let removed = Set(changes.removed.map(\.id))
            for attribute in changes.removed { edits.remove(attribute.rangeWithTrailingTrivia) }
            for (attribute, text) in changes.renamed where !removed.contains(attribute.id) {
                edits.replace(attribute.trimmedRange, with: text)
            }
            guard !changes.appended.isEmpty else { continue }
            let text = changes.appended.joined(separator: " ")
            if let lastKept = decl.attributes.last(where: { !removed.contains($0.id) }) {
                edits.insert(" " + text, at: lastKept.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                edits.insert(text + " ", at: decl.firstAfterAttributes)
            }
        }
        return edits
    }
}
