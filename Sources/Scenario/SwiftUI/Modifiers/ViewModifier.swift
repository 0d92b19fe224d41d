// ViewModifier: a modifier the app writes is a node of its own, as in SwiftUI —
// `.modifier(m)` makes a `ModifiedContent` whose node runs `m.body(content:)`
// when the modifier's value changes (compared field by field, as a view's) or
// when something it read changes. The modified view is not one of its inputs:
// `content` is a placeholder that stands for it, and a new modified view from
// the applying body goes to where `content` was placed without running the
// modifier's body (ModifierContent.swift). SwiftUI does the same: a custom
// modifier's body is made from the modifier's value alone, with an empty
// `_ViewModifier_Content()`, and the modified view is built from its own graph
// input where the placeholder is expanded (OpenSwiftUI's CustomViewModifier.swift,
// audited against iOS 18: `ModifierBodyAccessor.updateBody(of:changed:)` calls
// `container.body(content: Container.Content())` only when the modifier changed).
// The modifier's `@State`, `@Environment` and object wrappers are its node's
// (FieldLayout finds them inside the `modifier` field).

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
    /// A modifier of SwiftUI's own with no body (a `GeometryEffect`): the view it modifies is
    /// expanded in place, and the modifier makes no node.
    static var _isPrimitive: Bool { get }
    /// Whether it is `Animatable` (UncountedAnimation.swift).
    static var _isAnimatable: Bool { get }
}

extension ViewModifier {
    public static var _isPrimitive: Bool { false }
}

/// The modified view inside `body(content:)`: a placeholder, expanded into a node that shows the
/// view the applying body made (ModifierContent.swift).
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let source: ModifierContentSource

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.appendModifierContent(view.source, placeholder: Self.self)
    }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// A primitive: it makes the modifier's node (named after the modifier: `BorderedCard`, not
/// `ModifiedContent<Text, BorderedCard>`), which takes the modified view apart from its inputs.
extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if Modifier._isPrimitive { return builder.expand(view.content) }
        builder.appendModifier(view.content, view.modifier)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// `a.concat(b)`: `b` applied to what `a` makes.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

/// A view type whose node is reported under another name.
public protocol _NamedNode { static var _nodeName: String { get } }

/// The name reports give a node of `type` (ViewTypeName: Redraw's modifier wrappers in a generic
/// view's arguments are shown as the views they wrap). Worked out once per type: every node
/// made asks, and building the name (`_typeName`, then the search for wrappers in it) cost six
/// allocations per row of a 1,000-row list's "create rows".
func nodeName(of type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let known = nodeNames[id] { return known }
    let name = (type as? _NamedNode.Type)?._nodeName ?? viewTypeName(type)
    nodeNames[id] = name
    return name
}

/// Type metadata are never freed, so a type's identifier is never reused. Only the graph's
/// thread makes nodes, as with `FieldLayout`'s cache.
nonisolated(unsafe) private var nodeNames: [ObjectIdentifier: String] = [:]
