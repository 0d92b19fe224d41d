// CGColor: CoreGraphics' colour, which Linux lacks, as `UIColor.cgColor` and
// SwiftUI's `Color.cgColor` give it (a layer's border, a shadow's colour, a
// gradient's stops in code shared with UIKit) and `UIColor(cgColor:)` and
// `Color(cgColor:)` take it (UIKit/CGColorBridge.swift, SwiftUI's
// UIKitBridges.swift).
//
// Invariants:
// - A colour is its components and nothing more: an RGB colour's four (red,
//   green, blue, alpha), a gray's two (white, alpha); there is no colour
//   space object and nothing draws it.
// - A class, as Apple's (a CoreFoundation type), equal by its components as
//   `CFEqual` compares them; hashable alike.

import Foundation

public final class CGColor: Hashable, @unchecked Sendable {
    /// The components, alpha last: four for an RGB colour, two for a gray (optional, as Apple's).
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }
    package init(_ components: [CGFloat]) { self.components = components }

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(values)
    }

    /// Red, green, blue and alpha, a gray's white repeated.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = components ?? []
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, 1)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
