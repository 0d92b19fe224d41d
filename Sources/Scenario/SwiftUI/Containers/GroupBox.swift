// GroupBox: content in a box, under an optional label. Built in place, as a
// stack's content is: the label (a title's `Text`, or a view) first, then the
// content; it adds nothing to identity but their places.

public struct GroupBox<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// iOS 13's spelling, the label first.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.eagerly { box in
            box.withComponent(.index(0)) { $0.expand(view.label) }
            box.withComponent(.index(1)) { $0.expand(view.content) }
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

public protocol GroupBoxStyle {}
public struct _SystemGroupBoxStyle: GroupBoxStyle { let name: String }
extension GroupBoxStyle where Self == _SystemGroupBoxStyle {
    public static var automatic: Self { .init(name: "automatic") }
}

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { _Inert(self) }
}
