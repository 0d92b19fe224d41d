// Containers: they hold content and add nothing to identity but their place.
// Adding one is one struct conforming to `_Container`. Laziness (`List`,
// `LazyVStack`…) is not modelled yet: every row is built, as in an eager stack.

public protocol _Container: _PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
}

extension _Container {
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.expand(view.content)
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

public struct LazyVStack<Content: View>: _Container {
    public let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct LazyHStack<Content: View>: _Container {
    public let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct Group<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct Form<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct ScrollView<Content: View>: _Container {
    public let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct NavigationStack<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder root: () -> Content) { content = root() }
}

public struct NavigationView<Content: View>: _Container {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.header) }
        builder.withComponent(.index(1)) { $0.expand(view.content) }
        builder.withComponent(.index(2)) { $0.expand(view.footer) }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

public struct List<SelectionValue: Hashable, Content: View>: _Container {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}
