// Conditional content: the branch taken is part of identity, so switching
// branches destroys one subtree and creates the other.

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage

    @inlinable public init(storage: Storage) { self.storage = storage }

    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        switch view.storage {
        case .trueContent(let content):
            builder.withComponent(.branch(0)) { $0.expand(content) }
        case .falseContent(let content):
            builder.withComponent(.branch(1)) { $0.expand(content) }
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }

    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let content = view else { return }
        builder.withComponent(.branch(0)) { $0.expand(content) }
    }
}

public struct EmptyView: _LeafView {
    public init() {}
}
