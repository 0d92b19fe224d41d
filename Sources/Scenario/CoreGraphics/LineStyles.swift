// LineStyles: CoreGraphics' ends and joins of a stroked line, which
// SwiftUI's `StrokeStyle` takes. Values only: nothing is stroked.

/// Apple's `enum CGLineCap`.
public enum CGLineCap: Sendable { case butt, round, square }
/// Apple's `enum CGLineJoin`.
public enum CGLineJoin: Sendable { case miter, round, bevel }
