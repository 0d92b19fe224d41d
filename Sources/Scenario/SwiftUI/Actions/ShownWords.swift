// ShownWords: the words a user sees on a control whose label is a view of
// the user's own (`NavigationLink(value: item) { ItemRow(item: item) }`):
// that view's texts are in its body, which the control's parent did not see.
// They are read from the live label nodes when an action looks for a
// control, by expanding their bodies once more, quietly: no tracking, no
// instrumentation, nothing counted — what SwiftUI renders is not changed by
// a person reading the screen.

extension Node {
    /// The texts and symbol names this node's subtree shows.
    func shownWords() -> [String] {
        bodyWords() + children.flatMap { $0.shownWords() }
    }
}

extension ViewGraph {
    /// The words of a target's label: its own texts, and those shown by the user views in it.
    func labelWords(of target: _ActionTarget, in node: Node) -> [String] {
        let labelNodes = self.labelNodes(of: target, in: node)
        guard !labelNodes.isEmpty else { return target.labels }
        let shown = quietly { labelNodes.flatMap { $0.shownWords() } }
        return target.labels + (shown.count > 1 ? [shown.joined(separator: " ")] + shown : shown)
    }

    /// The view nodes that make up `target`'s label (a user view inside a `Button`'s label).
    /// Where a NavigationLink's label sits in its parent's body: the link's own path with the last
    /// component replaced, in one allocation. Nil for any other target.
    func linkLabelPath(of target: _ActionTarget, in node: Node) -> [_IdentityComponent]? {
        guard node is _LabelledElsewhere, target.control == "NavigationLink", let place = node.place else { return nil }
        var labelPath: [_IdentityComponent] = []
        labelPath.reserveCapacity(place.components.count)
        labelPath.append(contentsOf: place.components.dropLast())
        labelPath.append(.index(0))
        return labelPath
    }

    func labelNodes(of target: _ActionTarget, in node: Node) -> [Node] {
        let labelNodes: [Node]
        // A disclosure group's label is its own child, at its target's place (DisclosureGroup.swift).
        if node is _LabelledElsewhere, target.control != "DisclosureGroup" {
            // A NavigationLink's label sits beside its node, in the parent's body. A presentation's
            // other targets (a tab item, a dismissal) show only their own words: what the
            // presentation's children show (a selected tab's content) is not on them.
            guard let labelPath = linkLabelPath(of: target, in: node), let parent = node.parent else { return [] }
            labelNodes = parent.children.filter { child in
                guard let path = child.place?.components, path.starts(with: labelPath) else { return false }
                return !path.dropFirst(labelPath.count).contains(.presentation)
            }
        } else {
            // Not a presentation attached to the control (`Button("Help") { … }.popover(…)`): what it
            // shows is not on the control.
            let depth = target.path.count
            labelNodes = node.children.filter { child in
                guard let path = child.place?.components, path.starts(with: target.path) else { return false }
                return !path.dropFirst(depth).contains(.presentation)
            }
        }
        return labelNodes
    }
}

/// A node whose targets' labels are built in its parent's body, beside it.
protocol _LabelledElsewhere {}
