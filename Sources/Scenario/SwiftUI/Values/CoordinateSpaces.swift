// CoordinateSpaces: the spaces a frame, a location or a drag is measured in —
// iOS 13's `CoordinateSpace` enum and iOS 17's values (`CoordinateSpaceProtocol`:
// `.local`, `.global`, `.named(_:)`, `.scrollView`), and the modifiers that name
// a space (`.coordinateSpace(name:)` in Gestures.swift, iOS 17's
// `.coordinateSpace(_:)` here).
//
// Invariants:
// - Nothing is laid out, so a space only names itself: naming one changes no
//   count, and a frame or location in any space is what GeometryProxy says.
// - Signatures are Apple's, so pasted code compiles as written: the enum's
//   `.named` takes any `Hashable` (`AnyHashable`), and an enum case
//   (`frame(in: .global)`) still picks the enum form, as on iOS.

import Foundation

/// A resolved coordinate space (Apple's "created by the coordinate space protocol").
// `@unchecked`: `AnyHashable` is not `Sendable`; a space's name is a value the app chose (a string,
// an enum case).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// iOS 17's coordinate spaces as values (`coordinateSpace: .local` of a tap's location, `.named("board")`).
public protocol CoordinateSpaceProtocol: Sendable {
    var coordinateSpace: CoordinateSpace { get }
}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// iOS 17's space "added by the system for the innermost containing scroll view" (Apple's
    /// `scrollView`), for `proxy.frame(in: .scrollView)` in a `.visualEffect` or `GeometryReader`: a
    /// name here, under which nothing is laid out (a frame in it is the proxy's rect, as in any).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("_scrollView")) }
    /// The innermost scroll view's that scrolls along `axis`: the same name (`Axis` values are not
    /// told apart here, and nothing is laid out in either).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
}

extension View {
    /// iOS 17's form of `coordinateSpace(name:)`: `.coordinateSpace(.named("board"))`. Inert, as
    /// that one is: nothing is laid out, so no frame or location is measured in it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { _Inert(self) }
}

// iOS 17's gesture initialisers taking a space value (`DragGesture(coordinateSpace: .named("board"))`
// with a `NamedCoordinateSpace` held in a constant, `.scrollView`). Disfavoured, so `DragGesture()`
// and an enum case still pick iOS 13's form (Gestures.swift); the gesture is inert either way.
extension DragGesture {
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension SpatialTapGesture {
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}
