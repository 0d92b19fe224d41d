// CustomAnimation: iOS 17's animations of the app's own — a `CustomAnimation` whose
// `animate(value:time:context:)` gives the value at a time, or nil once it is done
// (Apple's `CustomAnimation`), wrapped with `Animation(_:)`.
//
// Invariants:
// - Nothing is interpolated here, so `animate` runs only to find when the animation
//   completes, the first time a completion needs it (AnimationCompletion.swift): with a
//   unit value, at each frame's time (1/60 s) until it returns nil or its context says
//   it is logically complete, for at most 60 s — past that, it never completes, as a
//   `repeatForever` one.
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
    /// Apple's `Animation(_:)` around a custom animation: boxed, as Apple boxes it; when it
    /// completes is found only when a completion needs it (`_CustomAnimationBox`).
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom, base: 0, custom: _CustomAnimationBox(base))
    }
}

/// A custom animation's value and, once asked, when it completes: `animate` runs with a unit value
/// at each frame's time (1/60 s) until it returns nil or its context says it is logically complete,
/// for at most `longest` seconds — past that, never.
final class _CustomAnimationBox: Equatable, @unchecked Sendable {
    static let longest: Double = 60
    let base: AnyHashable
    private let find: () -> Double?
    private(set) lazy var completesAfter: Double? = find()

    init<A: CustomAnimation>(_ animation: A) {
        base = AnyHashable(animation)
        find = {
            var context = AnimationContext<Double>()
            for frame in 0..<Int(Self.longest * 60) {
                let time = Double(frame) / 60
                if animation.animate(value: 1.0, time: time, context: &context) == nil || context.isLogicallyComplete { return time }
            }
            return nil
        }
    }

    static func == (a: _CustomAnimationBox, b: _CustomAnimationBox) -> Bool { a === b || a.base == b.base }
}

extension VectorArithmetic {
    /// Apple's: the value scaled by `rhs`, not in place.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}
