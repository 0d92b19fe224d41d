// WorkloadAccess: what the workload may do to live views between frames.

extension ViewGraph {
    /// Writes `keyPath` on every live node of `V` (a `@State` write goes through its box and
    /// invalidates the owner if it read the value). False if no node of `V` is alive.
    ///
    /// A `@StateObject` or `@ObservedObject` handed a new object: the node hears the new one and
    /// is invalidated, as the pull form's `@State` holding it is when its body read it (a tester's
    /// push run re-ran nothing and showed the old object's value, stale and not reported). The
    /// wrappers do not record whether the body read them; a body holds an object to read it.
    public func setState<V: View, T>(_ type: V.Type, _ keyPath: WritableKeyPath<V, T>, _ value: T) -> Bool {
        let nodes = liveNodes(of: V.self)
        for node in nodes {
            node.view[keyPath: keyPath] = value
            if node.resubscribe() {
                let held = T.self is AnyClass ? node.propertyName(holding: value as AnyObject) : nil
                let name = held ?? "an object property"
                invalidate(node, cause: .state(node.typeName, name))
            }
        }
        return !nodes.isEmpty
    }
}

extension ViewGraph {
    /// The live value of the property `name` (as written: `viewModel` for `@State private var
    /// viewModel`) of the `index`-th live node of `V` in tree order (the only one when nil).
    ///
    /// A generic view is also found by the name reports give it: `CardSwipeKit<String, Text>`
    /// names the node whose content is `Text().padding()` too, whose type holds Redraw's modifier
    /// wrappers (ViewTypeName.swift) — a tester could not reach such a view's model at all (AX-9).
    public func _liveProperty<V: View>(of type: V.Type, _ name: String, index: Int?) -> Result<Any, _ActionLookupError> {
        var nodes: [Node] = liveNodes(of: V.self)
        if nodes.isEmpty {
            let shown = viewTypeName(V.self)
            forEachLiveNode { node in
                if node.liveView != nil, let type = node.viewType, viewTypeName(type) == shown { nodes.append(node) }
            }
        }
        let typeName = _typeName(V.self, qualified: false)
        let node: Node
        switch Pick(nodes, index: index) {
        case .chosen(let chosen):
            node = chosen
        case .none, .outOfRange:
            // `.none` only when no node is live; an index past the end of an empty list says the same.
            return .failure(_ActionLookupError(message: nodes.isEmpty
                ? "no live `\(typeName)`: the view is not in the tree at this step"
                : "index \(index!), but \(nodes.count) `\(typeName)` are live (indices start at 0)"))
        case .several:
            return .failure(_ActionLookupError(message: "\(nodes.count) `\(typeName)` are live; pick one with `index:`"
                                               + nodes.prefix(12).map { "\n  \($0.viewPath())" }.joined()))
        }
        var names: [String] = []
        for child in Mirror(reflecting: node.liveView!).children {
            guard let label = child.label else { continue }
            let written = label.hasPrefix("_") ? String(label.dropFirst()) : label
            names.append(written)
            guard written == name else { continue }
            if let wrapper = child.value as? _LiveValue, let value = wrapper._liveValue { return .success(value) }
            return .success(child.value)
        }
        return .failure(_ActionLookupError(message: "`\(typeName)` has no stored property `\(name)`; it has: "
                                           + names.map { "`\($0)`" }.joined(separator: ", ")))
    }
}

extension ViewGraph {
    /// The lazy container a scroll acts on: the only live one inside `scope` (or anywhere when
    /// nil), or the `index`-th in tree order. A search, as finding a tap's target is: the workload
    /// runs it apart from the step's work (ActionOverhead).
    public func _scrollingList(in scope: Any.Type?, index: Int?) -> Result<_ScrollingList, _ActionLookupError> {
        var found: [Node] = []
        forEachLiveNode { if $0 is _Scrollable, scope.map($0.isInside) ?? true { found.append($0) } }
        // Of several, those on the topmost presentation, as for a tap: a pushed screen or a sheet
        // covers the list below it (a tester's scroll moved the list under a pushed detail).
        if index == nil, found.count > 1, let top = topmostPresentation() {
            let onTop = found.filter { isOnTop($0, at: [], of: top) }
            if !onTop.isEmpty { found = onTop }
        }
        func listed() -> String { found.prefix(12).map { "\n  \($0.typeName) in \($0.parent?.viewPath() ?? "Redraw.root")" }.joined() }
        let scoped = scope.map { " inside `\(_typeName($0, qualified: false))`" } ?? ""
        switch Pick(found, index: index) {
        case .chosen(let chosen):
            return .success(_ScrollingList(node: chosen))
        case .outOfRange:
            return .failure(_ActionLookupError(message: "index \(index!) of \(found.count) lazy containers (indices start at 0)" + listed()))
        case .none:
            return .failure(_ActionLookupError(message: "no List, Form or lazy stack\(scoped) to scroll at this step"))
        case .several:
            return .failure(_ActionLookupError(message: "\(found.count) lazy containers\(scoped) can be scrolled: "
                                               + "narrow it with `in: ViewType.self` or `index:`" + listed()))
        }
    }

    /// Scrolls `target` so that row `to` is first, or by `by` rows; it updates in this frame's
    /// render pass, and the parent's body does not run.
    public func _scroll(_ target: _ScrollingList, to row: Int?, by delta: Int?) {
        let scrollable = target.node as! _Scrollable
        if scrollable.scroll(to: row ?? (scrollable.firstVisibleRow + (delta ?? 0))) {
            invalidate(target.node, cause: .scroll)
        }
    }
}

/// A lazy container found for a scroll (`ViewGraph._scrollingList`).
public struct _ScrollingList {
    let node: Node
}
