// Containers: they hold content and add nothing to identity but their place.
// Adding one is one struct conforming to `_Container`. These are eager: they
// build every row; inside a lazy container one is one row, as a `ForEach`
// element or as static content. The lazy ones (`List`, `LazyVStack`…) are in
// LazyContainers.swift.

public protocol _Container: _PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
}

extension _Container {
    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.eagerly { $0.expand(view.content) }
    }
}

public struct VStack<Content: View>: _Container {
    public let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct HStack<Content: View>: _Container {
    public let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct ZStack<Content: View>: _Container {
    public let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Transparent: its content sits where the group is, inside a lazy container too.
public struct Group<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @inlinable public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.content) }
}

/// Controls shown together (a toolbar's segmented group): its content is built in place; a
/// label of the `label:` form is built before it, as a menu's is.
public struct ControlGroup<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension ControlGroup {
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == _LabeledControlGroupContent<C, L> {
        self.content = _LabeledControlGroupContent(content: content(), label: label())
    }
}

public struct _LabeledControlGroupContent<Content: View, Label: View>: _PrimitiveView {
    let content: Content
    let label: Label
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.label) }
        builder.withComponent(.index(1)) { $0.expand(view.content) }
    }
}

public protocol ControlGroupStyle {}
public struct _SystemControlGroupStyle: ControlGroupStyle { let name: String }
extension ControlGroupStyle where Self == _SystemControlGroupStyle {
    public static var automatic: Self { .init(name: "automatic") }
    public static var navigation: Self { .init(name: "navigation") }
    public static var menu: Self { .init(name: "menu") }
    public static var compactMenu: Self { .init(name: "compactMenu") }
    public static var palette: Self { .init(name: "palette") }
}

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { _Inert(self) }
}

public struct ScrollView<Content: View>: _Container {
    public let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct NavigationStack<Content: View>: _Container {
    public let content: Content
    /// `NavigationStack(path:)`: its node (NavigationPath.swift); nil for a stack without a path.
    var pathStack: ((inout _ChildBuilder) -> Void)? = nil
    public init(@ViewBuilder root: () -> Content) { content = root() }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if let pathStack = view.pathStack { return pathStack(&builder) }
        // Its root content is the stack's first screen, which a push covers (CoveredScreens.swift).
        builder.withEnvironment({ $0._inNavigationStack = true }) { $0.eagerly { $0.expand(view.content) } }
    }
}

public struct NavigationView<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withEnvironment({ $0._inNavigationStack = true }) { $0.eagerly { $0.expand(view.content) } }
    }
}

/// Set inside a `NavigationStack`'s (or `NavigationView`'s) root content: the views a push covers.
enum InNavigationStack: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var _inNavigationStack: Bool {
        get { self[InNavigationStack.self] }
        set { self[InNavigationStack.self] = newValue }
    }
}

public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// iOS 17's `isExpanded:`: the section's expansion state, read where the section is laid out
    /// (below); nil for the forms without it, which are always expanded.
    var isExpanded: Binding<Bool>? = nil

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// In a list, its header and footer are built; its `ForEach`s' elements take the rows.
    public static var _holdsRows: Bool { true }

    /// A collapsed section shows its header and footer, not its content: "a binding to a Boolean
    /// value that determines the section's expansion state (expanded or collapsed)" (Apple's
    /// `Section.init(isExpanded:content:header:)`). The content closure ran in the declaring body
    /// (it is not escaping), so its leaves' arguments are that body's reads, but its views are not
    /// built: no node, no body, while collapsed. The binding is read here, in the section's own
    /// layout — the update of the `List` around it (a node of its own), or, outside a lazy
    /// container, the expansion of the body that holds it — never where `$expanded` is made, which
    /// reads nothing: a write of the state re-runs the list, which builds or destroys the rows.
    /// A walk of content never built (UnbuiltContent.swift) reads nothing and walks it all.
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.header) }
        if UnbuiltWalk.active || (view.isExpanded?.wrappedValue ?? true) {
            builder.withComponent(.index(1)) { $0.expand(view.content) }
        }
        builder.withComponent(.index(2)) { $0.expand(view.footer) }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
    /// iOS 17: a collapsible section titled `title` (see `_makeChildren`).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// iOS 17: a collapsible section with a header view (see `_makeChildren`).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

/// Its columns are all built (a split view shows them side by side; on a phone it collapses into a
/// stack, which is layout, not modelled).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.eagerly { $0.expand(view.sidebar) } }
        builder.withComponent(.index(1)) { $0.eagerly { $0.expand(view.content) } }
        builder.withComponent(.index(2)) { $0.eagerly { $0.expand(view.detail) } }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView {
    /// Which columns show is layout: the binding is held, never read or written (every column is built).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let kind: Int
    public static let automatic = Self(kind: 0), all = Self(kind: 1), doubleColumn = Self(kind: 2), detailOnly = Self(kind: 3)
}

extension View {
    /// A column's width on a wide screen: layout only.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { _Inert(self) }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { _Inert(self) }
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { _Inert(self) }
}

public protocol NavigationSplitViewStyle {}
public struct _SystemNavigationSplitViewStyle: NavigationSplitViewStyle { let name: String }
extension NavigationSplitViewStyle where Self == _SystemNavigationSplitViewStyle {
    public static var automatic: Self { .init(name: "automatic") }
    public static var balanced: Self { .init(name: "balanced") }
    public static var prominentDetail: Self { .init(name: "prominentDetail") }
}
