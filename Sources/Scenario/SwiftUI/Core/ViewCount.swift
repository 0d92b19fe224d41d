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
    /// The sum of its elements' counts (TupleViewFacts).
    public static var _viewCount: Int? { TupleViewFacts.of(T.self).viewCount }
    public static var _isRowTransparent: Bool { true }
}

/// What a `TupleView`'s type decides, from the tuple type's fields, worked out once per type in
/// one walk: its view count (ViewCount.swift) and whether it adds nothing (AddsNothing.swift).
enum TupleViewFacts {
    struct Facts {
        /// The sum of the elements' counts; nil if one is not constant or not a view.
        var viewCount: Int? = 0
        /// Every element's type adds nothing (false if one is not a view).
        var addsNothing = true
    }

    nonisolated(unsafe) private static var known: [ObjectIdentifier: Facts] = [:]

    static func of(_ tuple: Any.Type) -> Facts {
        if let facts = known[ObjectIdentifier(tuple)] { return facts }
        var facts = Facts()
        _ = _forEachField(of: tuple, options: [.ignoreUnknown]) { _, _, type, _ in
            guard let view = type as? any View.Type else {
                facts = Facts(viewCount: nil, addsNothing: false)
                return false
            }
            if let sum = facts.viewCount, let count = view._viewCount { facts.viewCount = sum + count } else { facts.viewCount = nil }
            facts.addsNothing = facts.addsNothing && view._addsNothing
            return true
        }
        known[ObjectIdentifier(tuple)] = facts
        return facts
    }
}
