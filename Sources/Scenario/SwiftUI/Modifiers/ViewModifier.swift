// ViewModifier: a modifier the app writes is a node of its own, as in SwiftUI —
// `.modifier(m)` makes a `ModifiedContent` whose node runs `m.body(content:)`
// when its inputs change (the modifier and the modified view, compared field by
// field as a view's are) or when something it read changes. The modifier's
// `@State`, `@Environment` and object wrappers are that node's (FieldLayout
// finds them inside the `modifier` field). `content` stands for the modified
// view, which the applying body built: what it read is that body's.

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The modified view inside `body(content:)`: expands to it, in place.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let typeID: ObjectIdentifier
    let expand: (inout _ChildBuilder) -> Void

    init<C: View>(_ content: C) {
        typeID = ObjectIdentifier(C.self)
        expand = { $0.expand(content) }
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.type(view.typeID)) {
            $0.modifierContentDepth += 1
            view.expand(&$0)
            $0.modifierContentDepth -= 1
        }
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

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content)) }
}

extension ModifiedContent: _NamedNode where Content: View, Modifier: ViewModifier {
    /// Reports name the modifier: `BorderedCard`, not `ModifiedContent<Text, BorderedCard>`.
    public static var _nodeName: String { viewTypeName(Modifier.self) }
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
