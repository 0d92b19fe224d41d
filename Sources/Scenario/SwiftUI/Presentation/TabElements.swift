// TabElements: a tab whose marks (`.tag`, `.tabItem`) are inside a view of the
// app's own (`TabItem(tag: 0) { First() }`, whose body applies them).
//
// SwiftUI reads a tab's tag and item from the tab view's content as traits of
// its elements, a custom view's body included: the body of each element runs
// (the tab bar needs every item), and the selected tab's content is shown.
// Here such an element is a node of its own that knows its tab view (a slot):
// its body runs as any body does, its marks make the tab item a tap target,
// and what they mark becomes a page — a transparent node (never counted, as a
// modifier's content) that reads the selection in its own update and builds
// the content only while its tab is shown. Switching tabs then runs the tab
// view's update and the pages', not the elements' bodies.
//
// Invariants:
// - A tab view's slot is one object for its node's life (its closures follow
//   the latest presenter), so an element's inputs do not change with it.
// - An element's position is its place among the tab view's elements; a
//   body with several marks makes several tabs, at the positions after it.
// - Without `selection:`, a tap moves the tab view's own position: the tab
//   view's node and every page of its slot update.

/// What an element's body needs of its tab view.
final class TabSlot: Equatable {
    /// The shown tag (a read of the `selection:` binding, tracked for the reader), or nil without one.
    var selected: () -> AnyHashable? = { nil }
    var select: ((AnyHashable) -> Bool)?
    /// Without `selection:`: the tab view's shown position, and how a tap moves it.
    var selectedPosition: () -> Int = { 0 }
    var selectPosition: ((Int) -> Void)?
    /// The pages made from this tab view's elements, updated when its own position moves.
    private var pages: [WeakNode] = []

    func register(_ page: Node) {
        if !pages.contains(where: { $0.node === page }) { pages.removeAll { $0.node == nil }; pages.append(WeakNode(page)) }
    }

    func invalidatePages(in graph: ViewGraph) {
        for page in pages { if let node = page.node { graph.invalidate(node, cause: .navigation) } }
    }

    func shows(_ tag: AnyHashable?, at position: Int) -> Bool {
        if let selected = selected() { return tag == selected }
        return selectPosition != nil ? position == selectedPosition() : position == 0
    }

    static func == (a: TabSlot, b: TabSlot) -> Bool { a === b }
}

struct WeakNode {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}

/// A user view among a tab view's elements: a view node that knows its slot and position.
struct TabElementPayload<V: View>: ChildPayload {
    let element: ViewPayload<V>
    let slot: TabSlot
    let position: Int

    var typeName: String { element.typeName }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        let node = element.makeNode(graph: graph, parent: parent, key: key, environment: environment)
        node.isTabElement = true
        graph.tabElements[node.serial] = (slot, position)
        return node
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        if node.isTabElement { node.graph.tabElements[node.serial] = (slot, position) }
        return element.update(node, environment: environment)
    }

    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) {
        element.discardUnbuilt(in: graph, environment: environment)
    }
}

/// One tab's content, marked in an element's body: built while its tab is shown.
struct _TabPagePresenter<Content: View>: _Presenter {
    let tag: AnyHashable?
    let position: Int
    let content: Content
    let slot: TabSlot

    var name: String { "TabView page" }
    var onDismiss: (() -> Void)? { nil }
    var isTransparent: Bool { true }

    func present(into builder: inout _ChildBuilder, node: PresentationNode<Self>) -> Bool {
        slot.register(node)
        guard slot.shows(tag, at: position) else { return false }
        builder.expand(content)
        return true
    }
}

extension _ChildBuilder {
    /// The scope an element's body expands in: its tab view's, from its position.
    static func tabScope(of slot: TabSlot, at position: Int) -> TabScope {
        var scope = TabScope(selected: nil, select: slot.select)
        scope.tabsSeen = position
        scope.selectPosition = slot.selectPosition
        scope.slot = slot
        scope.inElement = true
        return scope
    }

    /// A mark met in an element's body (`tab(_:_:words:)` with a slot, which made its tab item a
    /// tap target): the content is a page of its own.
    mutating func tabPage<C: View>(_ tag: AnyHashable?, _ content: C, slot: TabSlot) {
        guard var scope = tabs else { return }
        let position = scope.tabsSeen
        scope.tabsSeen += 1
        tabs = scope
        withComponent(.index(position)) { $0.appendPresentation(_TabPagePresenter(tag: tag, position: position, content: content, slot: slot)) }
    }
}
