// Angle: a geometric angle, read in radians or degrees (Apple's `@frozen struct
// Angle`). A value: rotations take it, and nothing is drawn here, so it only
// needs to compute as Apple's does.
//
// Invariants:
// - It is its radians; `degrees` is derived (and setting it sets radians).
// - Its animatable data is its radians, as Apple's (`animatableData: Double`),
//   so `_VectorMath` (VectorMath.swift) gives it Apple's arithmetic:
//   `.degrees(45) * 2`, `a + b`, `-a`, `a / 2`.
// - Ordered by radians, as Apple's `Comparable` conformance orders it.

import Foundation

public struct Angle: Equatable, Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Apple's `extension Angle : Animatable, _VectorMath` with `var animatableData: Double`.
extension Angle: Animatable, _VectorMath {
    nonisolated public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
