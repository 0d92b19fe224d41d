// DisclosureGroup: a label, and content shown only while expanded. Apple's is a
// view that reads its expansion in its own body — the `isExpanded` binding, or
// a state of its own when it has none — so expanding it re-runs the group, not
// the view that holds it: making `$expanded` reads nothing (update-cycle.md,
// One frame 4), as `Section(isExpanded:)` re-runs its list (trial BC-1).
//
// Invariants:
// - One node, "DisclosureGroup" (built in, as a control is): a presentation
//   whose update reads the expansion, builds the label and, while expanded,
//   the content under it.
// - Without a binding the expansion is the node's own state, collapsed at
//   first; flipping it re-runs the node alone (cause: its `isExpanded` state).
// - `Redraw.tap` on the label's words flips the expansion, as a tap on the
//   group's header does on a device.
// - The content closure is kept, as Apple's `@escaping` one is, and runs only
//   while expanded; a closure is never an equal input, so the node updates
//   whenever the body that holds it runs.

public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    // Its inputs, not the presenter made of them: a scenario lays out this public struct itself, and
    // an internal generic type stored in it is a symbol the release kit does not export
    // (KitLayoutExportTests).
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: () -> Content

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded; self.label = label(); self.content = content
    }
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = nil; self.label = label(); self.content = content
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendPresentation(_DisclosurePresenter(isExpanded: view.isExpanded, label: view.label, content: view.content))
    }
}

extension DisclosureGroup where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

struct _DisclosurePresenter<Label: View, Content: View>: _Presenter {
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: () -> Content
    var name: String { "DisclosureGroup" }
    var onDismiss: (() -> Void)? { nil }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        // The target at the label's place, so that the words of a view of the user's in the label
        // (an outline's row) are found under it (ShownWords.swift).
        let expanded = isExpanded?.wrappedValue ?? node.ownExpansion
        let toggle: () -> Void = { [isExpanded, unowned node] in
            if let isExpanded { isExpanded.wrappedValue.toggle() } else { node.setOwnExpansion(!node.ownExpansion) }
        }
        builder.withComponent(.index(0)) { builder in
            let words = builder.expandLabel(label)
            builder.appendTarget(.tap, name, labels: words, .run(toggle))
        }
        guard expanded else { return false }
        builder.withComponent(.index(1)) { $0.eagerly { $0.expand(content()) } }
        return true
    }
}

extension PresentationNode {
    /// A `DisclosureGroup` without a binding: whether it is expanded, its own state. Kept in the flag
    /// a link keeps its push in (a node is one or the other), so that no node grows for it.
    var ownExpansion: Bool { pushed }

    /// The group's own expansion changed (a tap on its label): this node alone updates, in this
    /// frame's render pass, for its `isExpanded` state.
    func setOwnExpansion(_ value: Bool) {
        guard pushed != value else { return }
        pushed = value
        graph.invalidate(self, cause: .state("DisclosureGroup", "isExpanded"))
    }
}
