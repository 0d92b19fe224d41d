// ToolbarContent: `.toolbar { … }` written with `ToolbarContent` — a user's
// own `struct MyToolbar: ToolbarContent`, `@ToolbarContentBuilder`,
// `CustomizableToolbarContent` and `.toolbar(id:)` — built as the view form
// of `.toolbar` is (Decorations.swift): with the view it decorates, beside it.
//
// Invariants:
// - Toolbar content becomes views as it is built: `ToolbarItem` and
//   `ToolbarItemGroup` are views already, and a user's content is expanded
//   through its `body` into the holding body's build — it is no node, so what
//   its body reads is that body's read, as for a custom `ChartContent`.
//   Property wrappers in it are not linked (README, Known limits).
// - The builder yields the view builder's types (`TupleView`,
//   `_ConditionalContent`, an optional), which are toolbar content too, so
//   identities inside a toolbar are those a view builder would give.
// - The `ToolbarContent` form of `.toolbar` is disfavoured: content that is
//   both (`ToolbarItem`) keeps taking the view form, unchanged.

@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
    static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder)
}

/// Toolbar content a user may rearrange (items with an `id:`); rearranging is not modelled.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension ToolbarContent {
    /// A user's content: its body, in the holding body's build.
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) {
        Body._makeToolbar(content.body, into: &builder)
    }
}

// Content that is a view too is built as that view: each conformance below says so, as a
// `where Self: View` extension makes the two protocols' `Body` one, which swiftc rejects.

/// Toolbar content as a view, where the toolbar is built.
public struct _ToolbarView<Content: ToolbarContent>: _PrimitiveView {
    let content: Content
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        Content._makeToolbar(view.content, into: &builder)
    }
}

extension _ToolbarView: ToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}
extension _ToolbarView: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
extension Never: ToolbarContent, CustomizableToolbarContent {}
extension EmptyView: ToolbarContent, CustomizableToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) {}
}
extension TupleView: ToolbarContent, CustomizableToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}
extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}
extension ToolbarItem: ToolbarContent, CustomizableToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}
extension ToolbarItemGroup: ToolbarContent {
    public static func _makeToolbar(_ content: Self, into builder: inout _ChildBuilder) { builder.expand(content) }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarView<C> { _ToolbarView(content: content) }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
    public static func buildLimitedAvailability<C: View>(_ content: C) -> C { content }
}

extension ToolbarItem {
    /// A customizable item: the id names it for rearranging, which is not modelled.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }
}

extension View {
    @_disfavoredOverload
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        _Decorated(content: self, decoration: _ToolbarView(content: content()))
    }

    public func toolbar<C: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> C) -> some View {
        _Decorated(content: self, decoration: _ToolbarView(content: content()))
    }
}
