// LayoutContainers: `Grid`/`GridRow`, `GeometryReader`, `ViewThatFits`,
// `DisclosureGroup` — containers whose layout is not modelled; what matters
// for invalidation is which content they build, each said at its type.

import Foundation

public struct Grid<Content: View>: _Container {
    public let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) { self.content = content() }
}

public struct GridRow<Content: View>: _Container {
    public let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// What a `GeometryReader`'s content sees: Redraw lays nothing out, so a phone's screen (393 × 852 pt).
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in space: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    /// iOS 17's form, with a coordinate space value (`.scrollView`, `.named("list")`): the same rect,
    /// as in every space (nothing is laid out). An enum case (`.global`) still picks the form above.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }
    /// iOS 17's bounds of a named space that holds the view (`proxy.bounds(of: .scrollView)?.width`):
    /// the proxy's rect. Apple's is nil when no view above names that space; nothing is laid out
    /// here, so every name finds the screen.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension GeometryProxy {
    /// What every proxy here is (a `GeometryReader`'s, `.onGeometryChange`'s): a phone's screen.
    static var screen: GeometryProxy { GeometryProxy(size: CGSize(width: 393, height: 852)) }
}

/// Its content closure runs as part of the body that holds it, once per evaluation of that body
/// (SwiftUI runs it at layout, again when the size changes; a size never changes here).
public struct GeometryReader<Content: View>: _PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: (GeometryProxy) -> Content) {
        self.content = content(.screen)
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.content) }
}

/// Every candidate is built: SwiftUI measures each to find the one that fits, which needs its
/// view; which one is shown is layout, not modelled.
public struct ViewThatFits<Content: View>: _Container {
    public let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Its content is built only while it is expanded, as SwiftUI shows it only then.
///
/// With a binding it is a node of its own (built in, as a control is), whose update reads
/// `isExpanded` and builds the label and, while expanded, the content under it: SwiftUI's
/// `DisclosureGroup` is a view that reads the binding in its own body, and making `$expanded`
/// reads nothing (update-cycle.md, One frame 4), so expanding it re-runs the group, not the view
/// that owns the state — as `Section(isExpanded:)` re-runs its list (trial BC-1). A tap on its
/// label's words flips the binding, as a tap on the group's header does. Without a binding the
/// group keeps its state to itself here, never expanded, and adds no node. The content closure
/// is kept, as Apple's `@escaping` one is, and run only while expanded: a closure input is never
/// equal, so the group's node re-runs whenever the body that holds it does.
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    let parts: _DisclosureParts<Label, Content>
    let isExpanded: Binding<Bool>?
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        parts = _DisclosureParts(label: label(), content: content); self.isExpanded = isExpanded
    }
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        parts = _DisclosureParts(label: label(), content: content); isExpanded = nil
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let isExpanded = view.isExpanded else {
            builder.withComponent(.index(0)) { $0.expand(view.parts.label) }
            return
        }
        builder.appendStyledControl("DisclosureGroup", isExpanded, label: view.parts) { binding, parts, builder in
            var words: [String] = []
            builder.withComponent(.index(0)) { words = $0.expandLabel(parts.label) }
            builder.appendTarget(.tap, "DisclosureGroup", labels: words, .run { binding.wrappedValue.toggle() })
            if binding.wrappedValue { builder.withComponent(.index(1)) { $0.eagerly { $0.expand(parts.content()) } } }
        }
    }
}

/// A disclosure group's label and content closure, compared as one input of its node (a view's
/// fields: the closure never equal). Expanded, it shows its label.
public struct _DisclosureParts<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: () -> Content
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.label) }
}

extension DisclosureGroup where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
