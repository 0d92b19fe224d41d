// CustomAnimation: iOS 17's animations of the app's own — a `CustomAnimation` whose
// `animate(value:time:context:)` gives the value at a time, or nil once it is done
// (Apple's `CustomAnimation`), wrapped with `Animation(_:)`.
//
// Invariants:
// - Nothing is interpolated here, so `animate` runs only to find when the animation
//   completes (its completions run then: AnimationCompletion.swift): with a unit value,
//   at each frame's time (1/60 s) until it returns nil or its context says it is
//   logically complete, for at most `Self.longest` seconds — past that, it never
//   completes, as a `repeatForever` one.
// - Two are equal when their values are (`CustomAnimation` is `Hashable`).

import Foundation

/// An animation of the app's own: the value at `time`, nil when finished.
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation keeps between its frames: its state, and whether it is logically complete.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state = AnimationState<Value>()
    /// Apple: "Set this to true to indicate that an animation is logically complete."
    public var isLogicallyComplete = false
    public var environment = EnvironmentValues()
    init() {}
}

/// A custom animation's own values, by key (`context.state[MyKey.self]`).
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key of an `AnimationState`, with its value before the first frame.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// The longest a custom animation is run to find its end; past it, it never completes.
    static let longest: Double = 60

    /// Apple's `Animation(_:)` around a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        var context = AnimationContext<Double>()
        var completes: Double?
        var frame = 0
        while Double(frame) / 60 <= Self.longest {
            let time = Double(frame) / 60
            if base.animate(value: 1.0, time: time, context: &context) == nil || context.isLogicallyComplete {
                completes = time
                break
            }
            frame += 1
        }
        self.init("\(A.self)(\(base.hashValue))", completesAfter: completes)
    }
}

extension VectorArithmetic {
    /// Apple's: the value scaled by `rhs`, not in place.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}
