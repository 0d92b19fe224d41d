// Modifiers that the graph honours: the environment a subtree sees, explicit
// identity (`.id(_:)`), and `.equatable()`.

public struct _EnvironmentWriter<Content: View>: _PrimitiveView {
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withEnvironment(view.change) { $0.expand(view.content) }
    }
}

/// `.environment(\\.key, value)`, `.environment(object)`, `.environmentObject(object)`: an environment
/// writer that compares as an input by what it writes — SwiftUI's modifiers hold the key path and
/// the value, or the object — not by the closure that writes it (never equal): a link whose
/// destination carries `.environmentObject(store)` is the same input while the store is.
public struct _EnvironmentValueWriter<Content: View, Written>: _PrimitiveView, _DerivedFields {
    let content: Content
    let written: Written
    let change: (inout EnvironmentValues) -> Void
    static var _derivedFields: Set<String> { ["change"] }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withEnvironment(view.change) { $0.expand(view.content) }
    }
}

public struct _IdentifiedView<Content: View, ID: Hashable>: _PrimitiveView {
    let content: Content
    let id: ID
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.explicit(AnyHashable(view.id))) { $0.expand(view.content) }
    }
}

/// `.equatable()`: the graph compares the view with its own `==`.
public struct EquatableView<Content: View & Equatable>: _PrimitiveView {
    public let content: Content
    public init(content: Content) { self.content = content }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.useEquatable = true
        builder.expand(view.content)
        builder.useEquatable = false
    }
}

extension View {
    /// Puts an `@Observable` object into the environment (`@Environment(T.self)`).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        _EnvironmentValueWriter(content: self, written: object) { if let object { $0.insert(object) } }
    }

    /// Puts an `ObservableObject` into the environment (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        _EnvironmentValueWriter(content: self, written: object) { $0.insert(object) }
    }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentValueWriter(content: self, written: (keyPath, value)) { $0[keyPath: keyPath] = value }
    }

    /// Changes one key's value for the views below, as `.environment(_:_:)` sets it: a view below
    /// that reads the key sees the transformed value. The transform is a closure, never equal to
    /// another, so the modifier is a changed input whenever its body re-runs (SwiftUI's holds it too);
    /// only views that read the key and now see another value re-run.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        _EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: id) }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
