// CoveredScreens: a screen a navigation push covers stops showing, and shows
// again when the push is popped. On a device its views' `.onDisappear` run when
// it is covered and their `.onAppear` when it shows again; a `.task` is
// cancelled and started again with them. Apple documents `onAppear` as running
// "before this view appears" and `onDisappear` "after this view disappears",
// and `task` as cancelled "after the view disappears"; that a view covered by a
// pushed one disappears, and appears again at the pop, is what SwiftUI does on
// iOS 16 and later (widely observed, not stated by Apple). An app that reloads
// in `.onAppear` or `.task` after a pop runs those bodies here too.
//
// Invariants:
// - A screen is a `NavigationStack`'s root content, a pushed destination's
//   content or a path stack's level, without the screens presented inside it;
//   a tab's page is part of the screen around it, and what holds the stack is
//   not covered. Sheets, covers and popovers cover nothing: on a phone a page
//   sheet leaves the screen under it in place.
// - A callback belongs to the body that declared it (Lifecycle.swift): a
//   screen's callbacks are those of its nodes, and those its holders declared
//   inside it — the view whose body holds the stack (`inStack`), a pushed
//   destination's node, a path stack's node (by the level its path starts at,
//   each level covered and shown on its own).
// - A covered callback neither appears nor disappears until its screen shows
//   again: what it did at the cover holds. A node created inside a covered
//   screen is not covered (its `.onAppear` runs): Redraw does not look for its
//   screen at each creation.

extension ViewGraph {
    /// `pushed` (a link's or a destination's presentation) was pushed: the screen it is in is covered.
    func screenCovered(by pushed: Node) {
        screen(holding: pushed, levelScreen: { coverLevel($0, of: $1) }) { node, covers in cover(node, covers) }
    }

    /// `pushed` was popped: the screen it is in shows again.
    func screenUncovered(by pushed: Node) {
        screen(holding: pushed, levelScreen: { uncoverLevel($0, of: $1) }) { node, _ in uncover(node) }
    }

    /// A path stack's level `level` (0 its root) was on top and is covered by the next.
    func levelCovered(_ level: Int, of stack: Node) {
        coverLevel(level, of: stack)
        for child in stack.children where child.place?.components.first == .index(level) {
            forEachNode(under: child, skipping: nil) { cover($0, { _ in true }) }
        }
    }

    /// A path stack's level `level` is on top again.
    func levelUncovered(_ level: Int, of stack: Node) {
        uncoverLevel(level, of: stack)
        for child in stack.children where child.place?.components.first == .index(level) {
            forEachNode(under: child, skipping: nil) { uncover($0) }
        }
    }

    /// Whether `entry` of `node` is in a covered screen.
    func isCovered(_ node: Node, _ entry: LifecycleEntry) -> Bool {
        guard !coveredHolders.isEmpty || !coveredLevels.isEmpty else { return false }
        let id = ObjectIdentifier(node)
        if coveredHolders[id]?(entry) == true { return true }
        guard let levels = coveredLevels[id], case .index(let level)? = entry.path.first else { return false }
        return levels.contains(level)
    }

    /// The callbacks a path stack's body holds for its level `level` (a destination closure's
    /// modifiers), each level covered and shown on its own.
    private func coverLevel(_ level: Int, of stack: Node) {
        guard coveredLevels[ObjectIdentifier(stack), default: []].insert(level).inserted else { return }
        for entry in stack.lifecycle where entry.path.first == .index(level) { hides(entry, of: stack) }
    }

    private func uncoverLevel(_ level: Int, of stack: Node) {
        let id = ObjectIdentifier(stack)
        guard coveredLevels[id]?.remove(level) != nil else { return }
        if coveredLevels[id]?.isEmpty == true { coveredLevels.removeValue(forKey: id) }
        for entry in stack.lifecycle where entry.path.first == .index(level) { shows(entry, of: stack) }
    }

    /// The screen `node` is in, as nodes and which of their callbacks it holds: up to the
    /// presentation that opens it, or out of the `NavigationStack`'s root content.
    private func screen(holding node: Node, levelScreen: (Int, Node) -> Void,
                        _ body: (Node, @escaping (LifecycleEntry) -> Bool) -> Void) {
        var child = node
        var ancestor = node.parent
        while let current = ancestor, !current.opensScreen, current.environment._inNavigationStack {
            child = current
            ancestor = current.parent
        }
        guard let holder = ancestor else { return }
        let all: (LifecycleEntry) -> Bool = { _ in true }
        if holder.isPathStack {
            // The level on the way to `node`: its own top nodes, and the stack's callbacks of it.
            guard case .index(let level)? = child.place?.components.first else { return }
            levelScreen(level, holder)
            forEachNode(under: child, skipping: node) { body($0, all) }
        } else if holder.opensScreen {
            body(holder, all)
            for top in holder.children { forEachNode(under: top, skipping: node) { body($0, all) } }
        } else {
            // The view holding the stack: what its body declared inside the stack's root content.
            body(holder) { $0.inStack }
            for top in holder.children where top.environment._inNavigationStack {
                forEachNode(under: top, skipping: node) { body($0, all) }
            }
        }
    }

    /// `start` and the nodes below it, not entering a presentation that opens a screen of its own.
    private func forEachNode(under start: Node, skipping excluded: Node?, _ body: (Node) -> Void) {
        var stack = [start]
        while let n = stack.popLast() {
            if n === excluded { continue }
            body(n)
            if n.opensScreen { continue }
            stack.append(contentsOf: n.children.reversed())
        }
    }

    /// `node`'s callbacks that `covers` picks are covered: what disappears with a view does.
    private func cover(_ node: Node, _ covers: @escaping (LifecycleEntry) -> Bool) {
        let id = ObjectIdentifier(node)
        guard coveredHolders[id] == nil, !node.lifecycle.isEmpty else { return }
        for entry in node.lifecycle where covers(entry) { hides(entry, of: node) }
        // Kept only with callbacks: a node made later in its place would start covered.
        coveredHolders[id] = covers
    }

    /// `node`'s covered callbacks show again: what appears with a view does.
    private func uncover(_ node: Node) {
        guard let covers = coveredHolders.removeValue(forKey: ObjectIdentifier(node)) else { return }
        for entry in node.lifecycle where covers(entry) { shows(entry, of: node) }
    }
}
