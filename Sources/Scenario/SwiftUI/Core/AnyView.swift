// AnyView: erases the type of its content; the erased type is part of the
// identity, so a different type under the same AnyView is a new subtree.

public struct AnyView: _PrimitiveView {
    let typeID: ObjectIdentifier
    let expand: (inout _ChildBuilder) -> Void

    public init<V: View>(_ view: V) {
        typeID = ObjectIdentifier(V.self)
        expand = { $0.expand(view) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.type(view.typeID)) { view.expand(&$0) }
    }
}

extension View {
    /// Redraw's stand-in for SwiftUI's `eraseToAnyView` idiom.
    public func eraseToAnyView() -> AnyView { AnyView(self) }
}
