// ViewCount: how many views a view resolves to, known from its type — what a
// lazy container needs to place `ForEach` elements on rows without building
// them. SwiftUI's rule (WWDC23 "Demystify SwiftUI performance", ~16:04–18:22):
// a list is lazy only when every element resolves to a constant number of
// views; an `if` without `else`, an `AnyView`, or branches of unequal size
// make it build every row to find out.

@_spi(Reflection) import Swift

extension View {
    /// A user view is one view (its body is its own business).
    public static var _viewCount: Int? { 1 }
    /// A `Section`: its own `ForEach`s take the rows (`ForEach(sections) { Section { ForEach(…) } }`).
    public static var _holdsRows: Bool { false }
}

extension EmptyView {
    public static var _viewCount: Int? { 0 }
}

extension Optional where Wrapped: View {
    /// One or none: not constant.
    public static var _viewCount: Int? { nil }
}

extension AnyView {
    /// Its content's type is unknown until it is built.
    public static var _viewCount: Int? { nil }
}

extension ForEach {
    public static var _viewCount: Int? { nil }
}

extension _ConditionalContent {
    public static var _viewCount: Int? {
        guard let a = TrueContent._viewCount, let b = FalseContent._viewCount, a == b else { return nil }
        return a
    }
}

extension Group {
    public static var _viewCount: Int? { Content._viewCount }
}

extension _Inert {
    public static var _viewCount: Int? { Content._viewCount }
}

extension TupleView {
    /// The sum of its elements' counts, from the tuple type's fields (worked out once per type).
    public static var _viewCount: Int? { TupleViewCount.of(T.self) }
}

enum TupleViewCount {
    nonisolated(unsafe) private static var known: [ObjectIdentifier: Int?] = [:]

    static func of(_ tuple: Any.Type) -> Int? {
        if let count = known[ObjectIdentifier(tuple)] { return count }
        var total: Int? = 0
        _ = _forEachField(of: tuple, options: [.ignoreUnknown]) { _, _, type, _ in
            guard let view = type as? any View.Type, let count = view._viewCount, let sum = total else {
                total = nil
                return false
            }
            total = sum + count
            return true
        }
        known[ObjectIdentifier(tuple)] = total
        return total
    }
}
