// Anchors: `Anchor<Value>` and its `Source` — a geometry value of one view
// that another resolves through a `GeometryProxy` (`proxy[anchor]`), carried
// up by `.anchorPreference` (Modifiers/PreferenceReaders.swift).
//
// Invariants:
// - Nothing is laid out: every view sits at the origin with no size, so
//   `.bounds` resolves to `CGRect.zero`, a unit point (`.center`,
//   `.topLeading`…) to `CGPoint.zero`, and an explicit `.rect(r)` or
//   `.point(p)` to itself. Anchors of one source are therefore equal, and a
//   preference made of anchors changes only when its keys do.

import Foundation

/// Apple's "an opaque value derived from an anchor source and a particular view".
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor is taken from (`.bounds`, `.center`, `.rect(r)`).
    public struct Source {
        let value: Value
    }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init(value: .zero) }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(value: r) }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(value: p) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var topLeading: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var top: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var topTrailing: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var leading: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var center: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var trailing: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var bottomLeading: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var bottom: Anchor<CGPoint>.Source { .init(value: .zero) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { .init(value: .zero) }
}

extension Anchor.Source {
    /// Several sources as one (`Anchor<[CGRect]>.Source([.bounds, .rect(r)])`).
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] { self.init(value: array.map(\.value)) }
    /// An optional source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { self.init(value: anchor?.value) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's space: as taken, since nothing is laid out (see the header).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
