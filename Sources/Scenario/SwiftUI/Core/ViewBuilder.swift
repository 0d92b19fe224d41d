// ViewBuilder: the result builder of bodies. `if` gives `_ConditionalContent`
// or an optional, `switch` nests conditional content, several statements give
// a `TupleView`; each of them is a structural position in the view's identity.

@resultBuilder
public enum ViewBuilder {
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    @inlinable public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(storage: .trueContent(first)) }
    @inlinable public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(storage: .falseContent(second)) }
    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
