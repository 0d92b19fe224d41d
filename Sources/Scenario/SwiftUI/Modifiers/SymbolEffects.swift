// Symbol effects: an SF Symbol's bounce, pulse, wiggle… are animation, which
// decides no body evaluation here. `.symbolEffect(_:value:)` and
// `.symbolEffect(_:isActive:)` are inert; their value or flag was read by the
// body that passed it. One value type stands for every effect: apps name the
// effects (`.bounce.up.byLayer`), seldom their types.

public protocol SymbolEffect {}
/// An effect that plays once each time a value changes (`.bounce`).
public protocol DiscreteSymbolEffect {}
/// An effect that runs while it is active (`.pulse`).
public protocol IndefiniteSymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

public struct _SymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, ContentTransitionSymbolEffect, Hashable, Sendable {
    let name: String
    // The variants return the effect itself: how it moves is not modelled.
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
}

extension SymbolEffect where Self == _SymbolEffect {
    public static var bounce: Self { Self(name: "bounce") }
    public static var pulse: Self { Self(name: "pulse") }
    public static var variableColor: Self { Self(name: "variableColor") }
    public static var scale: Self { Self(name: "scale") }
    public static var appear: Self { Self(name: "appear") }
    public static var disappear: Self { Self(name: "disappear") }
    public static var replace: Self { Self(name: "replace") }
    public static var wiggle: Self { Self(name: "wiggle") }
    public static var rotate: Self { Self(name: "rotate") }
    public static var breathe: Self { Self(name: "breathe") }
}

public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = Self(), repeating = Self(), nonRepeating = Self()
    public static func `repeat`(_ count: Int?) -> Self { Self() }
    public static func speed(_ speed: Double) -> Self { Self() }
}

extension View {
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { _Inert(self) }
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { _Inert(self) }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { _Inert(self) }
}
