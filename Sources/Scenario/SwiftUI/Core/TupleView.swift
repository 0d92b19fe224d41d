// TupleView: several views in a row; element i sits at structural position i.

public struct TupleView<T>: _PrimitiveView {
    public var value: T
    /// Expands each element in order. Made by `init`, which is inlinable, so the closure is
    /// specialised in the scenario for its concrete element types.
    @usableFromInline let expand: (T, inout _ChildBuilder) -> Void

    public init(_ value: T) where T == () {
        self.value = value
        expand = { _, _ in }
    }

    @inlinable
    init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        expand = { tuple, builder in
            var index = 0
            for element in repeat each tuple {
                builder.withComponent(.index(index)) { builder in
                    builder.expand(element)
                }
                index += 1
            }
        }
    }

    @inlinable
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        view.expand(view.value, &builder)
    }
}

/// `expand` is made from `T` alone (FieldLayout compares `value`).
extension TupleView: _DerivedFields {
    static var _derivedFields: Set<String> { ["expand"] }
}
