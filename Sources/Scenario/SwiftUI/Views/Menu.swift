// Menu: its label and its items. The items are built with the menu, as if it
// were open, so `Redraw.tap("Sort by name")` reaches an item's button
// directly; SwiftUI builds them when the menu opens, which matters only for
// a user view placed inside a menu (README, Known limits).

public struct Menu<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.label) }
        builder.withComponent(.index(1)) { $0.eagerly { $0.expand(view.content) } }
    }
}

extension Menu where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}
