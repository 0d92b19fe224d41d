// ScrollViewReader: its content gets a proxy whose `scrollTo(id, anchor:)`
// scrolls the lazy containers inside the reader (`List`, `Form`, the lazy
// stacks and grids) so that the element with that id is on screen, as the
// user's scrolling would: the container updates (cause `scrolled`) and builds
// the rows that come into view, destroying those that leave. An eager stack in
// a `ScrollView` builds every row anyway, so scrolling it changes nothing here.
// Where SwiftUI puts the row for `anchor: nil` (the least scroll that shows it)
// and for `.center`/`.bottom` is layout; Redraw counts rows of 44 pt, as its
// viewport does (README, "Lazy containers and the viewport").

/// The lazy containers of one reader's latest expansion.
final class ScrollScope {
    private var containers: [WeakScrollable] = []

    func register(_ node: Node & _ScrollTarget) {
        containers.removeAll { $0.node == nil }
        if !containers.contains(where: { $0.node === node }) { containers.append(WeakScrollable(node: node)) }
    }

    /// Scrolls the first live container (in registration order) that has an element `id`.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        for entry in containers {
            guard let node = entry.node, node.isAlive, let row = node.row(of: id) else { continue }
            let rows = node.graph.viewport.rows, first = node.firstVisibleRow
            let target: Int
            switch anchor {
            case .some(let a) where a.y <= 0: target = row
            case .some(let a) where a.y >= 1: target = row - rows + 1
            case .some: target = row - rows / 2
            case .none:
                if row >= first && row < first + rows { return }
                target = row < first ? row : row - rows + 1
            }
            if node.scroll(to: target) { node.graph.invalidate(node, cause: .scroll) }
            return
        }
    }
}

private struct WeakScrollable {
    weak var node: (Node & _ScrollTarget)?
}

/// A lazy container that knows its elements' rows.
protocol _ScrollTarget: _Scrollable {
    func row(of id: AnyHashable) -> Int?
}

extension LazyContainerNode: _ScrollTarget {
    func row(of id: AnyHashable) -> Int? { rowsByID[id] }
}

public struct ScrollViewProxy {
    let scope: ScrollScope
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scope.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

public struct ScrollViewReader<Content: View>: _PrimitiveView {
    let scope = ScrollScope()
    let content: Content

    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy(scope: scope))
    }

    /// The scope goes down the environment, so a list in a child view's body is reached too.
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let scope = view.scope
        builder.withEnvironment({ $0[ScrollScopeKey.self] = scope }) { $0.expand(view.content) }
    }
}

enum ScrollScopeKey: EnvironmentKey {
    static var defaultValue: ScrollScope? { nil }
}
