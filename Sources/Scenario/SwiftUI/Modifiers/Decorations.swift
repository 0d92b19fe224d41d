// Decorations: modifiers that add views around a view — `.overlay`,
// `.background { }`, `.safeAreaInset`, `.toolbar` — each built with it, as
// SwiftUI shows them with it. The decorated view keeps its place (component
// 0); the decoration sits beside it (component 1), so adding one changes no
// identity inside the view.

public struct _Decorated<Content: View, Decoration: View>: _PrimitiveView {
    let content: Content
    let decoration: Decoration
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.content) }
        builder.withComponent(.index(1)) { $0.eagerly { $0.expand(view.decoration) } }
    }
}

extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content())
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, decoration: overlay)
    }
    /// A mask is a view SwiftUI renders for its alpha: built with the view it masks, as an overlay is.
    public func mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V) -> some View {
        _Decorated(content: self, decoration: mask())
    }
    public func mask<V: View>(_ mask: V) -> some View {
        _Decorated(content: self, decoration: mask)
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content())
    }
    /// The older form (a view, not a closure): the same. Disfavoured, so that a value that is both
    /// a view and a shape style (`Color.red`) takes `background(_:)` of a style, as in SwiftUI.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        _Decorated(content: self, decoration: background)
    }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content())
    }
    public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
        _Decorated(content: self, decoration: content())
    }
    /// iOS 13's bar items: built with the view, as `.toolbar`'s are.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        _Decorated(content: self, decoration: HStack { leading; trailing })
    }
    public func navigationBarItems<L: View>(leading: L) -> some View { _Decorated(content: self, decoration: leading) }
    public func navigationBarItems<T: View>(trailing: T) -> some View { _Decorated(content: self, decoration: trailing) }
}

public enum VerticalEdge: Sendable { case top, bottom }

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement(), principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement(), primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement(), cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement(), status = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement(), keyboard = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement(), navigationBarTrailing = ToolbarItemPlacement()
    /// iOS 26's title placements.
    public static let title = ToolbarItemPlacement(), largeTitle = ToolbarItemPlacement(), subtitle = ToolbarItemPlacement()
}

/// One item of a `.toolbar`: its content is built where the toolbar is.
public struct ToolbarItem<Content: View>: _Container {
    public let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
}

public struct ToolbarItemGroup<Content: View>: _Container {
    public let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
}
