// Animation: accepted and ignored — animation decides no body evaluation here.

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation()
    public static let spring = Animation(), bouncy = Animation(), smooth = Animation(), snappy = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    /// iOS 13's spring by response and damping. Every parameter has a default, as in the iOS 17
    /// form below, so `.spring()` (and `.spring(blendDuration:)`) would match both and swiftc
    /// reports "ambiguous use of 'spring'". On iOS `.spring()` compiles and is the duration-and-bounce
    /// spring, the form Apple's own `smooth`, `snappy` and `bouncy` are built on: the SDK marks this
    /// older form disfavoured (Apple's documentation pages do not show the attribute; the SDK
    /// interface does, as reimplementations of SwiftUI read it). Disfavoured here too, so a call
    /// that names `response:` or `dampingFraction:` still reaches it and the bare call the other.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation()
    }
    /// iOS 17's springs by duration and bounce; what `.spring()` means.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation() }
    /// iOS 17's spring from a `Spring` value (`.spring(.bouncy)`, `.spring(Spring(duration: 0.3))`).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    /// A quicker spring for gestures: both forms, the older disfavoured for the reason `spring`'s is.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation { Animation() }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0,
                                         blendDuration: TimeInterval = 0.25) -> Animation { Animation() }
    public static let interactiveSpring = Animation()
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    /// Springs that add their velocity to a running one's: by mass, stiffness and damping (iOS 13),
    /// by duration and bounce and from a `Spring` value (iOS 17).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation { Animation() }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation { Animation() }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { Animation() }
    public static let interpolatingSpring = Animation()
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: Redraw models what changes, not how it is animated.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, as `withAnimation` does: Apple's "Executes a closure with the specified
/// transaction and returns the result" — the writes are the app's, counted as any write is; the
/// transaction only says how their changes animate.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
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
