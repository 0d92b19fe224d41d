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
    /// A view is one row of a lazy container's content unless it is structure (below).
    public static var _isRowTransparent: Bool { false }
}

// Static rows. A view beside the `ForEach` in a `List` or `Form` is a row as an element is: a
// cell of the list, made when it comes on screen (a `Form` of static rows is the common case;
// "List contents are always loaded lazily", WWDC20 "Stacks, Grids, and Outlines in SwiftUI",
// 7:48). Structure is not a row: what it holds is laid out as rows in its place. A modifier is
// as transparent as its content (`ForEach(…).onDelete { … }` is still the `ForEach`'s rows).

extension EmptyView {
    public static var _viewCount: Int? { 0 }
    public static var _isRowTransparent: Bool { true }
}

extension Optional where Wrapped: View {
    /// One or none: not constant.
    public static var _viewCount: Int? { nil }
    public static var _isRowTransparent: Bool { true }
}

extension AnyView {
    /// Its content's type is unknown until it is built.
    public static var _viewCount: Int? { nil }
}

extension ForEach where Content: View {
    public static var _viewCount: Int? { nil }
    public static var _isRowTransparent: Bool { true }
}

extension Section {
    public static var _isRowTransparent: Bool { true }
}

extension _ConditionalContent {
    public static var _viewCount: Int? {
        guard let a = TrueContent._viewCount, let b = FalseContent._viewCount, a == b else { return nil }
        return a
    }
    public static var _isRowTransparent: Bool { true }
}

extension Group {
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { true }
}

extension _Inert {
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
}

extension TupleView {
    /// The sum of its elements' counts (their types from `TupleViewElements`).
    public static var _viewCount: Int? {
        guard let elements = TupleViewElements.of(T.self) else { return nil }
        var total = 0
        for element in elements {
            guard let count = element._viewCount else { return nil }
            total += count
        }
        return total
    }
    public static var _isRowTransparent: Bool { true }
}

/// A `TupleView`'s element types, from the tuple type's fields, worked out once per type; nil
/// when one of them is not a view (what a type-level question about the tuple then cannot answer).
enum TupleViewElements {
    nonisolated(unsafe) private static var known: [ObjectIdentifier: [any View.Type]?] = [:]

    static func of(_ tuple: Any.Type) -> [any View.Type]? {
        if let elements = known[ObjectIdentifier(tuple)] { return elements }
        var elements: [any View.Type]? = []
        _ = _forEachField(of: tuple, options: [.ignoreUnknown]) { _, _, type, _ in
            guard let view = type as? any View.Type else {
                elements = nil
                return false
            }
            elements!.append(view)
            return true
        }
        known[ObjectIdentifier(tuple)] = elements
        return elements
    }
}
