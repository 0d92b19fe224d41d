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
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: Redraw models what changes, not how it is animated.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
