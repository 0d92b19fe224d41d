// Animation: accepted and ignored — animation decides no body evaluation here.

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation()
    public static let spring = Animation(), bouncy = Animation(), smooth = Animation(), snappy = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
    /// iOS 17's springs by duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { Animation() }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: Redraw models what changes, not how it is animated.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
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

/// A `ViewModifier` whose `animatableData` SwiftUI interpolates: here a `ViewModifier` like any.
@MainActor @preconcurrency public protocol AnimatableModifier: Animatable, ViewModifier {}
