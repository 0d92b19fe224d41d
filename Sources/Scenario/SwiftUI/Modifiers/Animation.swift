// Animation: how a change animates. Nothing is interpolated here (no body runs
// for a frame of an animation), but an animation keeps what decides two counts:
// whether two values are equal (a view handed `.bouncy` where it had `.smooth`
// has a changed input, trial BJ-3) and when it completes (a `withAnimation`
// completion runs then, on the virtual clock: AnimationCompletion.swift).
//
// Invariants:
// - Equal when made the same way with the same parameters, as Apple's
//   `Animation` is `Equatable`: `description` is what it was made of.
// - `completesAfter` is the seconds until it is logically complete: a timing
//   curve's duration (0.35 s by default: Apple's `easeInOut`, "a default duration
//   of 0.35 seconds"), a spring's duration or response (Apple's `default` is
//   "spring(response:dampingFraction:blendDuration:) with response equal to
//   0.55"; a spring's `duration` is "approximately equal to the settling
//   duration", `Spring(duration:bounce:)`), plus a delay, over a speed, times
//   its repeats; nil for `repeatForever`, which never completes.

public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String
    /// Seconds until it is logically complete; nil when it never is.
    let completesAfter: Double?

    init(_ description: String, completesAfter: Double?) {
        self.description = description
        self.completesAfter = completesAfter
    }

    private static func curve(_ name: String, _ duration: Double) -> Animation {
        Animation("\(name)(duration: \(duration))", completesAfter: duration)
    }
    private static func spring(_ name: String, duration: Double, _ parameters: String) -> Animation {
        Animation("\(name)(\(parameters))", completesAfter: duration)
    }

    public static let `default` = spring("spring", duration: 0.55, "response: 0.55, dampingFraction: 1.0")
    public static let linear = curve("linear", 0.35), easeIn = curve("easeIn", 0.35)
    public static let easeOut = curve("easeOut", 0.35), easeInOut = curve("easeInOut", 0.35)
    public static let spring = spring(duration: 0.5)
    public static let bouncy = bouncy(), smooth = smooth(), snappy = snappy()
    public static func linear(duration: Double) -> Animation { curve("linear", duration) }
    public static func easeInOut(duration: Double) -> Animation { curve("easeInOut", duration) }
    public static func easeIn(duration: Double) -> Animation { curve("easeIn", duration) }
    public static func easeOut(duration: Double) -> Animation { curve("easeOut", duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        curve("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))", duration)
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
        spring("spring", duration: response, "response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration)")
    }
    /// iOS 17's springs by duration and bounce; what `.spring()` means.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring("spring", duration: duration, "duration: \(duration), bounce: \(bounce), blendDuration: \(blendDuration)")
    }
    /// iOS 17's spring from a `Spring` value (`.spring(.bouncy)`, `.spring(Spring(duration: 0.3))`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        self.spring("spring", duration: spring.duration, "\(spring), blendDuration: \(blendDuration)")
    }
    /// A quicker spring for gestures: both forms, the older disfavoured for the reason `spring`'s is.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring("interactiveSpring", duration: response,
               "response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration)")
    }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring("interactiveSpring", duration: duration,
               "duration: \(duration), extraBounce: \(extraBounce), blendDuration: \(blendDuration)")
    }
    public static let interactiveSpring = interactiveSpring()
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring("bouncy", duration: duration, "duration: \(duration), extraBounce: \(extraBounce)")
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring("smooth", duration: duration, "duration: \(duration), extraBounce: \(extraBounce)")
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring("snappy", duration: duration, "duration: \(duration), extraBounce: \(extraBounce)")
    }
    /// Springs that add their velocity to a running one's: by mass, stiffness and damping (iOS 13),
    /// by duration and bounce and from a `Spring` value (iOS 17).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return self.spring("interpolatingSpring", duration: spring.duration,
                           "mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity)")
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        spring("interpolatingSpring", duration: duration,
               "duration: \(duration), bounce: \(bounce), initialVelocity: \(initialVelocity)")
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        self.spring("interpolatingSpring", duration: spring.duration, "\(spring), initialVelocity: \(initialVelocity)")
    }
    public static let interpolatingSpring = interpolatingSpring()

    private func then(_ modifier: String, completesAfter: Double?) -> Animation {
        Animation(description + "." + modifier, completesAfter: completesAfter)
    }
    public func delay(_ delay: Double) -> Animation {
        then("delay(\(delay))", completesAfter: completesAfter.map { $0 + max(delay, 0) })
    }
    /// A speed of 2 halves what it applies to, its delay included; a speed of 0 never completes.
    public func speed(_ speed: Double) -> Animation {
        then("speed(\(speed))", completesAfter: speed > 0 ? completesAfter.map { $0 / speed } : nil)
    }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        then("repeatCount(\(repeatCount), autoreverses: \(autoreverses))",
             completesAfter: completesAfter.map { $0 * Double(max(repeatCount, 1)) })
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        then("repeatForever(autoreverses: \(autoreverses))", completesAfter: nil)
    }
    /// Apple: "Causes the animation to report logical completion after the specified duration, if
    /// it has not already logically completed."
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        then("logicallyComplete(after: \(duration))", completesAfter: min(completesAfter ?? .infinity, max(duration, 0)))
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
