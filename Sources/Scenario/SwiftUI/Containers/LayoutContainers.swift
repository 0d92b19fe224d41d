// LayoutContainers: `Grid`/`GridRow`, `GeometryReader`, `ViewThatFits` —
// containers whose layout is not modelled; what matters
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

