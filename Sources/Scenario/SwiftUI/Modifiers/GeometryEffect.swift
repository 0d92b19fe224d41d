// GeometryEffect: a modifier that moves, scales or rotates what it modifies as
// it draws. Apple's is a primitive (its `Body` is `Never`): it has no body to
// run and no node, so here it expands the view it modifies in place
// (ViewModifier._isPrimitive) and its `effectValue(size:)` is never asked —
// nothing is drawn. `ProjectionTransform` is a value (`CGAffineTransform`,
// which Foundation on Linux lacks, is Redraw's CoreGraphics module's).

import CoreGraphics

public protocol GeometryEffect: Animatable, ViewModifier {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static var _isPrimitive: Bool { true }
    public func body(content: Content) -> Content { content }
}

public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}
