// CGVector: CoreGraphics' two-dimensional vector (a drag's velocity, a
// physics offset), which Foundation on Linux lacks beside its `CGPoint`.
// A value only.

import Foundation

/// Apple's `struct CGVector`: `dx` and `dy`.
public struct CGVector: Equatable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector() }
}
