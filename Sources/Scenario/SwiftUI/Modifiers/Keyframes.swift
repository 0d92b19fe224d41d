// Keyframes: iOS 17's keyframe animations — `KeyframeAnimator`,
// `.keyframeAnimator(initialValue:…)`, `KeyframeTrack` and its keyframes,
// `KeyframeTimeline`.
//
// Invariants:
// - Inert, as a phase animator is (ModernEffects.swift): nothing animates, so
//   the content closure runs once with the initial value, in the body that
//   holds the animator, as that body's reads; the keyframes closure never runs
//   (it says how values move between frames, and no frame is drawn between
//   two). A `KeyframeTimeline` is built and keeps the initial value.
// - The builders take the shapes apps write (a track per key path, several
//   keyframes per track, `if`/`else` in neither): the types are Apple's names,
//   so code written for iOS compiles as written. `Value` is not required to be
//   `Animatable` here: more code compiles, none runs differently.

import Foundation

/// What a keyframe animator's `keyframes:` closure returns: tracks of keyframes for `Value`.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// What a `KeyframeTrack` holds: keyframes for one value.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// Some keyframes or tracks, kept only for their types.
public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {
    init() {}
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    @_disfavoredOverload
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList() }
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> _KeyframeList<Value> {
        _KeyframeList()
    }
    /// A keyframe outside any track animates the whole value, as Apple's builder takes it.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList()
    }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList() }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

/// The keyframes of one property of the animated value (`KeyframeTrack(\.scale) { … }`), or of the
/// whole value (`KeyframeTrack { … }`).
/// (As Apple's, its `Keyframes.Value` is its generic `Value`, the property's type; the builder takes
/// a track of `Root` by its own overload.)
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// A spring's character (`SpringKeyframe(…, spring: .bouncy)`).
/// A spring's parameters: equal when made alike; `duration` is its perceptual duration (Apple's
/// `Spring(duration:bounce:)`: "approximately equal to the settling duration"), what an animation
/// built on it takes to complete here (Animation.swift).
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public let duration: TimeInterval
    public let bounce: Double
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    /// The response is the duration (Apple: "response: The stiffness of the spring, defined as an
    /// approximate duration in seconds"); the bounce, 1 − the damping ratio when it is below 1,
    /// only tells springs apart here.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1)
    }
    /// A physical spring's period, 2π√(mass / stiffness), and its damping ratio.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = stiffness > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : 0
        let ratio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }
    public static let smooth = Spring(), snappy = Spring(bounce: 0.15), bouncy = Spring(bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
    public var description: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}

public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// `KeyframeAnimator(initialValue:trigger:) { value in … } keyframes: { _ in … }`: its content at
/// the initial value, built in the holding body.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: _PrimitiveView where KeyframePath.Value == Value {
    let shown: Content
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        shown = content(initialValue)
    }
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        shown = content(initialValue)
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        ViewGraph.noteAnimator(Self.self, .keyframeAnimator)
        builder.expand(view.shown)
    }
}

extension View {
    /// Plays the keyframes each time `trigger` changes; nothing plays here, so the content shows the
    /// initial value.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        _FirstPhase(shown: content(PlaceholderContentView(content: self), initialValue), base: self, animator: .keyframeAnimator)
    }

    /// Plays the keyframes for as long as the view is shown (again and again with `repeating`).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        _FirstPhase(shown: content(PlaceholderContentView(content: self), initialValue), base: self, animator: .keyframeAnimator)
    }
}

/// Keyframes read outside a view (`KeyframeTimeline(initialValue:) { … }.value(time: t)`): every
/// time and progress gives the initial value, as nothing moves here.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
    }
    /// No keyframe's duration is kept: the timeline takes no time.
    public var duration: TimeInterval { 0 }
    public func value(time: Double) -> Value { initialValue }
    public func value(progress: Double) -> Value { initialValue }
}
