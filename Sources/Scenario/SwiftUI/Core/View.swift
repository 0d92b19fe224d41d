// View: a description of a piece of UI, with a body made of other views.
//
// Invariants:
// - A user view's body runs only when the graph evaluates its node; the
//   graph decides when (invalidation, changed inputs, creation).
// - Primitive views (`Body == Never`) are expanded by `_makeChildren` into
//   the children of the user view whose body holds them: they have no node.
// - `_makeChildren`'s default makes the view itself one child (a node).

import RedrawHooks

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Appends what this view contributes to its parent's children. Primitives override it.
    static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder)

    /// Runs the body and expands it into `builder` (a node's evaluation). Never overridden: the
    /// default is inlinable, so its witness is emitted where the user's view conforms to `View` —
    /// in the scenario, specialised for the concrete body type — and the body's primitives are
    /// expanded there without witness-table calls or generic metadata lookups.
    static func _expandBody(_ view: Self, named typeName: String, into builder: inout _ChildBuilder)

    /// How many views this type resolves to, when its type decides it (see ViewCount.swift).
    static var _viewCount: Int? { get }
    /// A `Section`: a lazy container's rows are its own `ForEach`s' elements.
    static var _holdsRows: Bool { get }
    /// Structure, not a row: directly in a lazy container's content, a `TupleView`, `Group`,
    /// `if`/`else`, `ForEach`, `Section` or `EmptyView` (or a modifier on one) places its
    /// contents as rows, where any other view is one static row (see ViewCount.swift).
    static var _isRowTransparent: Bool { get }

    /// Whether expanding any value of this type adds nothing to the node whose body holds it: no
    /// child node, action target, lifecycle callback or preference (see AddsNothing.swift).
    static var _addsNothing: Bool { get }
    /// Whether it is `Animatable` (its node runs a body per animation frame on a device), told by the
    /// witness chosen where the view conforms — no conformance lookup at run time (UncountedAnimation.swift).
    static var _isAnimatable: Bool { get }
    /// Runs the body and drops it: a node whose body type adds nothing has nothing to expand.
    /// Never overridden, for the reason `_expandBody` is not.
    static func _runBody(_ view: Self, named typeName: String)
}

extension View {
    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendView(view)
    }

    @inlinable
    public static func _expandBody(_ view: Self, named typeName: String, into builder: inout _ChildBuilder) {
        builder.expand(PhaseClock.within(.body, view: typeName) { view.body })
    }

    @inlinable
    public static func _runBody(_ view: Self, named typeName: String) {
        PhaseClock.within(.body, view: typeName) { _ = view.body }
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A primitive view: expanded into its parent, never evaluated as a node.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows something and holds nothing that changes: `Text`, `Image`…
/// Its arguments were read by the parent's body when it was made.
public protocol _LeafView: _PrimitiveView {}

extension _LeafView {
    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {}
}
