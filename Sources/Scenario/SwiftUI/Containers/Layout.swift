// Layout: iOS 16's custom layouts (`struct FlowLayout: Layout`), `AnyLayout`
// and the stack layouts. Nothing is measured or placed here, so a layout's
// methods — `sizeThatFits`, `placeSubviews`, its cache — never run, and what
// they would read is no body's read. A layout used as a view (`FlowLayout {
// … }`, `AnyLayout(HStackLayout()) { … }`) is an eager container of its
// content, as a `VStack` is: every child built, in order, each with the
// identity its place gives it; the layout adds no node, as SwiftUI's adds no
// body. Switching an `AnyLayout` between layouts keeps the children's
// identities (Apple: "changing the layout … preserves the identity of the
// subviews"), which a container that adds nothing does here.

import Foundation

public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout as a container of `content` (see the top of the file).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutContainer<V> {
        _LayoutContainer(content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A layout's content, built as an eager stack's.
public struct _LayoutContainer<Content: View>: _Container {
    public let content: Content
}

public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A size a parent offers; `nil` in a dimension asks for the ideal size.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The space a view wants around it (never measured here: zero).
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

/// A subview a layout measures and places; a layout's methods, which get them, never run here.
public struct LayoutSubview: Equatable {
    let index: Int
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(width: 0, height: 0) }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public var spacing: ViewSpacing { ViewSpacing() }
    public var priority: Double { 0 }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// A value a view hands its layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Read by a layout's methods only, which never run here: inert.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { _Inert(self) }
}

public struct HStackLayout: Layout {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct VStackLayout: Layout {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct ZStackLayout: Layout {
    public init(alignment: Alignment = .center) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Any layout, chosen at run time (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`).
public struct AnyLayout: Layout {
    public init<L: Layout>(_ layout: L) {}
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
