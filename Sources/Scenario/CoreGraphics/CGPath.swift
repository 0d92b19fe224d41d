// CGPath: CoreGraphics' path, which Linux lacks, as `UIBezierPath.cgPath`
// gives it and `Path(_: CGPath)` takes it.
//
// Invariants:
// - Nothing is drawn or measured: a path keeps the rectangle it was made in
//   (its bounding box) and nothing more. Only Redraw's own modules make one
//   (the initialiser is `package`), as Apple's apps get theirs from a
//   `UIBezierPath` or a `CGMutablePath`, which is not modelled.

import Foundation

/// CoreGraphics' path: its bounds alone.
public class CGPath: @unchecked Sendable {
    public let boundingBox: CGRect
    package init(bounds: CGRect) { boundingBox = bounds }
}
