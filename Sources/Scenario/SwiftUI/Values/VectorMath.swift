// VectorMath: `_VectorMath`, the underscored protocol through which Apple's
// SwiftUI gives an `Animatable` value the arithmetic of its animatable data —
// why `.degrees(1.0 / 8.0) * 360.0` compiles (Apple's Landmarks, Badge.swift):
// `Angle` conforms to it (Angle.swift), and Apple documents no `*` of
// `Angle`'s own. The protocol and its operators are in SwiftUI's public
// interface (`public protocol _VectorMath : Animatable`, operators in an
// extension); OpenSwiftUI, audited against it, declares the same set.
//
// Invariants:
// - Every operation is its animatable data's: `a + b` adds the two values'
//   data, `a * k` scales it by `k` (`VectorArithmetic.scale(by:)`), `-a` is
//   zero minus it; `magnitude` is the data's length.
// - Isolated as `Animatable` is here (main actor, `@preconcurrency`), since
//   they read its requirement (declared `nonisolated`, each read warned when
//   Redraw was built). Tried on 6.3.1: a model's nonisolated method doing
//   `.degrees(30) * 2 - .degrees(15)` type-checks without a diagnostic in
//   Swift 5 and Swift 6 modes.

public protocol _VectorMath: Animatable {}

extension _VectorMath {
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    public mutating func negate() { animatableData = .zero - animatableData }

    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}
