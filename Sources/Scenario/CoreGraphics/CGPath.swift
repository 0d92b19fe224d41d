// CGPath: CoreGraphics' path, which Linux lacks, as `UIBezierPath.cgPath`
// gives it, `CGMutablePath` builds it and `Path(_: CGPath)` takes it.
//
// Invariants:
// - Nothing is drawn or measured: a path keeps its bounding box and nothing
//   more. `CGPath`'s own initialiser is `package` (Redraw's UIKit makes one
//   from a `UIBezierPath`); an app makes its paths as a `CGMutablePath`.
// - A `CGMutablePath`'s box is that of every point it was given, control
//   points included (Apple's `boundingBox`), after the call's transform; an
//   arc adds its whole circle's box, not the arc's (no count reads a box).
//   An empty path's box is `CGRect.null`, as Apple's.

import Foundation

/// CoreGraphics' path: its bounds alone.
public class CGPath: @unchecked Sendable {
    public fileprivate(set) var boundingBox: CGRect
    package init(bounds: CGRect) { boundingBox = bounds }
}

/// A path an app builds call by call (a clock's hand: `move(to:)`, `addLine(to:)`, then `Path(path)`
/// in a `Canvas`; trial AZ-4). Each call only grows the bounding box.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(bounds: .null) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { include([point], transform) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { include([point], transform) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { include(points, transform) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        include([control, end], transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        include([control1, control2, end], transform)
    }
    /// Angles in radians, as CoreGraphics takes them.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        include(corners(of: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)), transform)
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { include(corners(of: rect), transform) }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { addRect(rect, transform: transform) }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if !path.boundingBox.isNull { addRect(path.boundingBox, transform: transform) }
    }
    public func closeSubpath() {}

    private func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// Grows the box by hand: a null box's origin is infinite, and a point is a box of no size.
    private func include(_ points: [CGPoint], _ transform: CGAffineTransform) {
        for point in points.map({ $0.applying(transform) }) {
            if boundingBox.isNull {
                boundingBox = CGRect(origin: point, size: .zero)
            } else {
                let minX = min(boundingBox.minX, point.x), minY = min(boundingBox.minY, point.y)
                let maxX = max(boundingBox.maxX, point.x), maxY = max(boundingBox.maxY, point.y)
                boundingBox = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
        }
    }
}
