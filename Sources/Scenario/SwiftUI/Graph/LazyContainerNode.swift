// LazyContainerNode: a `List`, `Form` or lazy stack in the graph. Its update
// expands the content the parent's body made, building the rows (`ForEach`
// elements and static views beside them) that fall in the viewport (from `offset`, `viewport.rows`
// long, plus the container's prefetch margin); every element's id is still
// computed. Counted under the container's name, apart from user views.
//
// Rows that scroll out are destroyed with their state (lazy stacks release
// rows that stay out, WWDC26 "Dive into lazy stacks and scrolling", ~16:55);
// a row that comes back is created again. Reads made inline in a row closure
// are this node's reads: the closure runs in the container's update, after
// the parent's body (see the README's "Lazy containers").
//
// A scroll alone (no new content from the parent, no change of what the
// update read) builds the rows that come into view and leaves the rows that
// stay as they are: their views are the ones the content made before, not
// compared again — SwiftUI makes a lazy stack's rows as they appear, and a
// row on screen is not re-evaluated because another one appeared.

import RedrawResults

/// A node that can say which of its rows are built (reports).
protocol _OnScreenReporting {
    var onScreenDescription: String { get }
    /// Some of its rows are not built: off the viewport, above or below it.
    var hasUnbuiltRows: Bool { get }
    /// Every row built at the latest update, for want of a constant view count (counting runs).
    var eagerRows: EagerRows? { get }
}

/// A node `Redraw.scroll` moves.
protocol _Scrollable: AnyObject {
    var firstVisibleRow: Int { get }
    func scroll(to row: Int) -> Bool
}

final class LazyContainerNode<Container: _LazyContainer>: Node, _OnScreenReporting, _Scrollable {
    var container: Container
    /// The first visible row: `Redraw.scroll` and `ScrollViewProxy.scrollTo` move it.
    var offset = 0
    /// Inside a `ScrollViewReader` (its environment says): each element id's row at the latest update.
    private(set) var rowsByID: [AnyHashable: Int] = [:]
    /// Rows of the content at the latest update, and those built.
    private(set) var totalRows = 0
    private(set) var builtRows = 0
    private(set) var builtEagerly = false
    /// A grid's columns (1 for a list or a stack): `builtRows` then counts cells.
    private(set) var cellsPerRow = 1
    /// Since the latest update: a scroll moved `offset`; a read of the update changed; the parent
    /// handed a new container. A scroll alone keeps the rows already built (see above).
    private var scrolled = false, readsChanged = false, newContainer = true

    init(graph: ViewGraph, container: Container, parent: Node, key: ChildKey, environment: EnvironmentValues) {
        self.container = container
        super.init(graph: graph, parent: parent, key: key, environment: environment)
    }

    override var typeName: String { Container._name }
    override var keyType: ObjectIdentifier { ObjectIdentifier(Container.self) }

    override var isControl: Bool { true }
    /// `List in PersonView`: the user view whose body declared it.
    override var staleName: String {
        var owner = parent
        while let node = owner, node.viewType == nil, let above = node.parent { owner = above }
        return "\(typeName) in \(owner?.viewType == nil ? "Redraw.root" : owner!.typeName)"
    }

    override func evaluate() -> [ChildDescription] {
        let rows = graph.viewport.rows
        let scrollAlone = scrolled && !readsChanged && !newContainer
        (scrolled, readsChanged, newContainer) = (false, false, false)
        return graph.tracked(self) { () -> [ChildDescription] in
            var builder = expansion(rows: rows)
            // The content shrank below the scrolled-to rows: the scroll view shows its last rows
            // (SwiftUI clamps the content offset), so the viewport moves up and the content is
            // expanded again for the rows now on screen.
            let perRow = builder.lazy!.perRow
            let contentRows = (builder.lazy!.cursor + perRow - 1) / perRow
            let last = max(0, contentRows - rows)
            if offset > last {
                offset = last
                builder = expansion(rows: rows)
            }
            // A grid's cells, by the row they sit in.
            rowsByID = (builder.lazy!.ids ?? [:]).mapValues { $0 / perRow }
            totalRows = contentRows
            cellsPerRow = perRow
            builtRows = builder.lazy!.built
            builtEagerly = builder.lazy!.eager
            // Why, in words, for the Advisor: counting runs alone (kept by the graph, not the node,
            // whose size the timed allocations see).
            if graph.recording, let content = builder.lazy!.eagerContent as? any View.Type {
                graph.eagerReasons[serial] = uncountedReason(content)
            }
            if scrollAlone { keepBuiltRows(in: &builder) }
            return take(builder)
        }
    }

    private func expansion(rows: Int) -> _ChildBuilder {
        var builder = _ChildBuilder(environment: environment)
        builder.lazy = LazyScope(first: offset, end: offset + rows + Container._prefetchRows)
        builder.lazy!.perRow = container._cellsPerRow
        builder.atLazyRowLevel = true
        if let scrollScope = environment[ScrollScopeKey.self] {
            builder.lazy!.ids = [:]
            scrollScope.register(self)
        }
        builder.expand(container.content)
        return builder
    }

    /// The rows built before a scroll that stay built: kept as they are (KeptChildPayload).
    private func keepBuiltRows(in builder: inout _ChildBuilder) {
        let built = Set(children.compactMap(\.key))
        for index in builder.children.indices where built.contains(builder.children[index].key) {
            let d = builder.children[index]
            builder.children[index] = ChildDescription(key: d.key, payload: KeptChildPayload(wrapped: d.payload),
                                                       environment: d.environment, environmentChanges: d.environmentChanges)
        }
    }

    override func trackingFired() {
        readsChanged = true
        super.trackingFired()
    }

    /// The parent handed it new content (LazyContainerPayload).
    func takeContainer(_ container: Container) {
        self.container = container
        newContainer = true
    }

    var eagerRows: EagerRows? {
        guard builtEagerly, let eagerBecause = graph.eagerReasons[serial] else { return nil }
        return EagerRows(rows: totalRows, lazily: min(totalRows, graph.viewport.rows + Container._prefetchRows), because: eagerBecause.because,
                         fix: eagerBecause.fix)
    }

    var firstVisibleRow: Int { offset }

    /// Scrolls so that `row` is the first visible one (clamped to the content); true if it moved.
    func scroll(to row: Int) -> Bool {
        let last = max(0, totalRows - graph.viewport.rows)
        let target = min(max(0, row), last)
        guard target != offset else { return false }
        offset = target
        scrolled = true
        return true
    }

    var hasUnbuiltRows: Bool {
        !builtEagerly && totalRows > 0 && (offset > 0 || offset + graph.viewport.rows + Container._prefetchRows < totalRows)
    }

    /// For reports: `List in TodoListView: rows 0–17 of 1000 built`.
    var onScreenDescription: String {
        let owner = parent.map { $0.viewPath() } ?? "Redraw.root"
        if builtEagerly {
            return "\(typeName) in \(owner): all \(totalRows) rows built (a row without a constant view count\(graph.eagerReasons[serial].map { ": " + $0.because } ?? ""))"
        }
        if totalRows == 0 { return "\(typeName) in \(owner): no rows" }
        let end = min(totalRows, offset + graph.viewport.rows + Container._prefetchRows)
        let last = max(offset, end - 1)
        let range = last == offset ? "row \(offset)" : "rows \(offset)–\(last)"
        let unit = cellsPerRow > 1 ? "cell" : "row"
        let columns = cellsPerRow > 1 ? ", \(cellsPerRow) columns" : ""
        return "\(typeName) in \(owner): \(range) of \(totalRows) built (\(builtRows) \(unit)\(builtRows == 1 ? "" : "s")\(columns))"
    }
}

struct LazyContainerPayload<Container: _LazyContainer>: ChildPayload {
    let container: Container

    var typeName: String { Container._name }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        LazyContainerNode(graph: graph, container: container, parent: parent, key: key, environment: environment)
    }

    /// Never built (UnbuiltContent.swift): its static rows (`List { Header(); Row() }`) are values
    /// the owner's body made; a `ForEach`'s rows were never made.
    func discardUnbuilt(in graph: ViewGraph, environment: EnvironmentValues) {
        _ChildBuilder(environment: environment).discardMade(by: container.content, in: graph)
    }

    /// The content holds the row closures the parent's body just made: never equal to the old ones,
    /// so the container updates whenever its parent re-runs.
    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        node.environment = environment
        (node as! LazyContainerNode<Container>).takeContainer(container)
        return true
    }
}

extension _ChildBuilder {
    /// A lazy container: one node.
    mutating func appendLazyContainer<C: _LazyContainer>(_ container: C) {
        children.append(ChildDescription(key: key(C.self),
                                         payload: LazyContainerPayload(container: container),
                                         environment: environment, environmentChanges: environmentChanges))
    }

    /// Expands `body` as an eager container's content: one row of any lazy container around it.
    @usableFromInline
    mutating func eagerly(_ body: (inout _ChildBuilder) -> Void) {
        guard lazy != nil else { return body(&self) }
        let saved = lazy, level = atLazyRowLevel
        lazy = nil
        atLazyRowLevel = false
        body(&self)
        lazy = saved
        atLazyRowLevel = level
    }

    /// Expands `body` as the inside of one row: nothing in it is another row.
    mutating func withinRow(_ body: (inout _ChildBuilder) -> Void) {
        let level = atLazyRowLevel
        atLazyRowLevel = false
        body(&self)
        atLazyRowLevel = level
    }

    /// A view directly in a lazy container's content that is not structure: one row at the
    /// cursor, built only when that row is in the viewport (its margin included).
    @usableFromInline
    mutating func expandStaticRow<V: View>(_ view: V) {
        let row = lazy!.cursor
        lazy!.cursor += 1
        guard lazy!.isVisible(row, count: 1) else { return }
        lazy!.built += 1
        withinRow { V._makeChildren(view, into: &$0) }
    }
}
