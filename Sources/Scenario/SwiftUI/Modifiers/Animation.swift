// Animation: how a change animates. Nothing is interpolated here (no body runs
// for a frame of an animation), but an animation keeps what decides two counts:
// whether two values are equal (a view handed `.bouncy` where it had `.smooth`
// has a changed input, trial BJ-3) and when it completes (a `withAnimation`
// completion runs then, on the virtual clock: AnimationCompletion.swift).
//
// Invariants:
// - Equal when made the same way with the same parameters and modifiers, in the
//   same order, as Apple's `Animation` is `Equatable` (whether Apple also equates
//   two spellings of one curve, `.spring` and `.smooth`, is not documented).
// - One box per animation made and per modifier, as Apple's `Animation` holds a
//   box: `.easeInOut(duration: 0.2)` in a row's body allocates one, no string;
//   the static ones (`.default`, `.easeInOut`) are made once.
// - Its time to logical completion is a timing curve's duration (0.35 s by
//   default: Apple's `easeInOut`, "a default duration of 0.35 seconds"), a
//   spring's duration or response (Apple's `default` is "spring(response:
//   dampingFraction:blendDuration:) with response equal to 0.55"; a spring's
//   `duration` is "approximately equal to the settling duration",
//   `Spring(duration:bounce:)`), then each modifier in order: a delay adds, a
//   speed divides, repeats multiply, `logicallyComplete(after:)` caps — kept as
//   `scale × base + offset`, at most `cap`; `repeatForever` never completes.

public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Kind: UInt8, Sendable {
        case linear, easeIn, easeOut, easeInOut, timingCurve
        case spring, springByResponse, springValue, interactiveSpring, interactiveSpringByResponse
        case bouncy, smooth, snappy, interpolatingSpring, interpolatingSpringPhysical, interpolatingSpringValue, custom
    }

    /// What an animation is made of.
    struct Spec: Equatable {
        let kind: Kind
        /// The curve's own numbers, as written (unused ones 0).
        let a: Double, b: Double, c: Double, d: Double, e: Double
        /// The base's time to completion, before the modifiers (for a custom one: found when needed).
        let base: Double
        /// The modifiers so far: completion at `scale × base + offset`, at most `cap`; never when `never`.
        var scale = 1.0, offset = 0.0, cap = Double.infinity, never = false
        /// The modifiers' kinds and values in order, folded (FNV-1a over their bits): equality only.
        var modifierTrail: UInt64 = 0
        /// A custom animation (`Animation(_:)`), compared by its value.
        let custom: _CustomAnimationBox?
    }

    /// One box per animation made, as Apple's `Animation` holds one: a `Transaction` or a view
    /// that holds an animation stays a word larger, not the whole description.
    final class Box: @unchecked Sendable {
        let spec: Spec
        init(_ spec: Spec) { self.spec = spec }
    }
    let box: Box
    var spec: Spec { box.spec }

    init(_ kind: Kind, base: Double, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, _ e: Double = 0,
         custom: _CustomAnimationBox? = nil) {
        box = Box(Spec(kind: kind, a: a, b: b, c: c, d: d, e: e, base: base, custom: custom))
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.box === rhs.box || lhs.spec == rhs.spec }

    /// Seconds until it is logically complete; nil when it never is (or not within a finite time).
    var completesAfter: Double? {
        let spec = spec
        guard !spec.never else { return nil }
        var base = spec.base
        if let custom = spec.custom {
            // A custom animation that never finishes completes only by a `logicallyComplete(after:)`.
            guard let found = custom.completesAfter else { return spec.cap.isFinite ? spec.cap : nil }
            base = found
        }
        let time = min(spec.scale * base + spec.offset, spec.cap)
        return time.isFinite && time >= 0 ? time : nil
    }

    public var description: String {
        let spec = spec
        if let custom = spec.custom { return "\(custom.base)" }
        return "\(spec.kind)(\([spec.a, spec.b, spec.c, spec.d, spec.e].map { "\($0)" }.joined(separator: ", ")))"
            + (spec.modifierTrail == 0 ? "" : " with modifiers")
    }

    public static let `default` = Animation(.springByResponse, base: 0.55, 0.55, 1.0)
    public static let linear = Animation(.linear, base: 0.35, 0.35), easeIn = Animation(.easeIn, base: 0.35, 0.35)
    public static let easeOut = Animation(.easeOut, base: 0.35, 0.35), easeInOut = Animation(.easeInOut, base: 0.35, 0.35)
    public static let spring = spring(duration: 0.5)
    public static let bouncy = bouncy(), smooth = smooth(), snappy = snappy()
    public static func linear(duration: Double) -> Animation { Animation(.linear, base: duration, duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(.easeInOut, base: duration, duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(.easeIn, base: duration, duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(.easeOut, base: duration, duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.timingCurve, base: duration, p1x, p1y, p2x, p2y, duration)
    }
    /// iOS 13's spring by response and damping. Every parameter has a default, as in the iOS 17
    /// form below, so `.spring()` (and `.spring(blendDuration:)`) would match both and swiftc
    /// reports "ambiguous use of 'spring'". On iOS `.spring()` compiles and is the duration-and-bounce
    /// spring, the form Apple's own `smooth`, `snappy` and `bouncy` are built on: the SDK marks this
    /// older form disfavoured (Apple's documentation pages do not show the attribute; the SDK
    /// interface does, as reimplementations of SwiftUI read it). Disfavoured here too, so a call
    /// that names `response:` or `dampingFraction:` still reaches it and the bare call the other.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.springByResponse, base: response, response, dampingFraction, blendDuration)
    }
    /// iOS 17's springs by duration and bounce; what `.spring()` means.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring, base: duration, duration, bounce, blendDuration)
    }
    /// iOS 17's spring from a `Spring` value (`.spring(.bouncy)`, `.spring(Spring(duration: 0.3))`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.springValue, base: spring.duration, spring.duration, spring.bounce, blendDuration)
    }
    /// A quicker spring for gestures: both forms, the older disfavoured for the reason `spring`'s is.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.interactiveSpringByResponse, base: response, response, dampingFraction, blendDuration)
    }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.interactiveSpring, base: duration, duration, extraBounce, blendDuration)
    }
    public static let interactiveSpring = interactiveSpring()
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.bouncy, base: duration, duration, extraBounce)
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.smooth, base: duration, duration, extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(.snappy, base: duration, duration, extraBounce)
    }
    /// Springs that add their velocity to a running one's: by mass, stiffness and damping (iOS 13),
    /// by duration and bounce and from a `Spring` value (iOS 17).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return Animation(.interpolatingSpringPhysical, base: spring.duration, mass, stiffness, damping, initialVelocity)
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring, base: duration, duration, bounce, initialVelocity)
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpringValue, base: spring.duration, spring.duration, spring.bounce, initialVelocity)
    }
    public static let interpolatingSpring = interpolatingSpring()

    private init(_ spec: Spec) { box = Box(spec) }

    /// This animation with a modifier `tag` of `value` after the others: a new box, as Apple's
    /// modifiers wrap the animation they modify.
    private func then(_ tag: UInt8, _ value: Double, _ change: (inout Spec) -> Void) -> Animation {
        var next = spec
        change(&next)
        let prime: UInt64 = 0x100000001b3
        var trail = ((next.modifierTrail == 0 ? 0xcbf29ce484222325 : next.modifierTrail) ^ UInt64(tag)) &* prime
        var bits = value.bitPattern
        for _ in 0..<8 {
            trail = (trail ^ (bits & 0xff)) &* prime
            bits >>= 8
        }
        next.modifierTrail = trail
        return Animation(next)
    }
    public func delay(_ delay: Double) -> Animation {
        then(1, delay) { $0.offset += max(delay, 0); $0.cap += max(delay, 0) }
    }
    /// A speed of 2 halves what it applies to, its delay included; a speed of 0 never completes.
    public func speed(_ speed: Double) -> Animation {
        then(2, speed) {
            guard speed > 0 else { return $0.never = true }
            $0.scale /= speed; $0.offset /= speed; $0.cap /= speed
        }
    }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        let times = Double(max(repeatCount, 1))
        return then(autoreverses ? 3 : 4, times) { $0.scale *= times; $0.offset *= times; $0.cap *= times }
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        then(autoreverses ? 5 : 6, 0) { $0.never = true }
    }
    /// Apple: "Causes the animation to report logical completion after the specified duration, if
    /// it has not already logically completed."
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        then(7, duration) { $0.cap = min($0.cap, max(duration, 0)); if $0.cap.isFinite { $0.never = false } }
    }
}

/// Runs `body` at once: Redraw models what changes, not how it is animated.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, as `withAnimation` does: Apple's "Executes a closure with the specified
/// transaction and returns the result" — the writes are the app's, counted as any write is; the
/// transaction only says how their changes animate.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { transaction.registerCompletions() }
    return try body()
}

/// iOS 17's form, setting one of the transaction's values (`withTransaction(\.disablesAnimations, true) { … }`).
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

// MARK: Animatable data
//
// A shape's, a modifier's or a view's `animatableData` is what SwiftUI interpolates between two
// values while it animates; Redraw draws no frames between values, so the property compiles and is
// never read. `Shape` does not refine `Animatable` here: a shape's own `animatableData` is then an
// ordinary property, which is all a run needs.

/// A value that can be interpolated: Apple's requirements, so a user's own conformance compiles.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

@MainActor @preconcurrency public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// CoreGraphics' geometry as SwiftUI animates it: a point and a size are pairs of their two
// coordinates, a rectangle the pair of its origin's and its size's (Apple's types), so a shape's
// `var animatableData: CGPoint.AnimatableData { get { point.animatableData } set { … } }` compiles and
// reads and writes the point. The members are nonisolated: they are plain arithmetic on values.

extension CGPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    nonisolated public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}

extension CGSize: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    nonisolated public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}

extension CGRect: Animatable {
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    nonisolated public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { origin.animatableData = newValue.first; size.animatableData = newValue.second }
    }
}

/// A `ViewModifier` whose `animatableData` SwiftUI interpolates: here a `ViewModifier` like any.
@MainActor @preconcurrency public protocol AnimatableModifier: Animatable, ViewModifier {}
