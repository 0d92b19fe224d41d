// BezierPath: `UIBezierPath` and `UIRectCorner`, for the shapes apps build
// from them (the common `RoundedCorner` shape: a rounded rect with chosen
// corners, `Path(path.cgPath)`); `CGPath` is Redraw's CoreGraphics module's.
//
// Invariants:
// - Nothing is drawn or measured: a path keeps the rectangle it was made
//   in (its bounds), and drawing calls change nothing. A shape's
//   `path(in:)` never runs in a scenario anyway (Shapes.swift).

import CoreGraphics

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path made in a rectangle; the drawing calls add nothing.
public final class UIBezierPath {
    public let bounds: CGRect
    public var lineWidth: CGFloat = 1
    public var cgPath: CGPath { CGPath(bounds: bounds) }

    public init() { bounds = .zero }
    public init(rect: CGRect) { bounds = rect }
    public init(ovalIn rect: CGRect) { bounds = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { bounds = rect }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        bounds = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    }
    public init(cgPath: CGPath) { bounds = cgPath.boundingBox }

    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {}
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public func close() {}
}
