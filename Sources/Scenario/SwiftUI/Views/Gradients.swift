// Gradients: colour values that are also views (a fill). Inert: drawing is
// not modelled; as inputs they compare by their colours and points.

import Foundation

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct Gradient: Equatable, ShapeStyle, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }
}

nonisolated public struct LinearGradient: _LeafView, ShapeStyle, Equatable, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated public struct RadialGradient: _LeafView, ShapeStyle, Equatable, Sendable {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
}

nonisolated public struct AngularGradient: _LeafView, ShapeStyle, Equatable, Sendable {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint) { gradient = Gradient(colors: colors) }
}

/// `Color.gradient`'s style.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    public init() {}
}

// The static shape-style forms (`.foregroundStyle(.linearGradient(colors: …))`).
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// iOS 18's gradient over a grid of `width` × `height` points, each with its colour: a view and a
/// style that, like the others, draws nothing; as an input it compares by its grid, points and
/// colours. The points are `SIMD2<Float>`s, which array literals make (`[[0, 0], [1, 0], …]`).
nonisolated public struct MeshGradient: _LeafView, ShapeStyle, Equatable, Sendable {
    /// A grid point with its four Bézier control points (`init(width:height:bezierPoints:colors:)`).
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public var width: Int
    public var height: Int
    let points: [SIMD2<Float>]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.points = points
        self.colors = colors; self.background = background; self.smoothsColors = smoothsColors
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, points: bezierPoints.map(\.position), colors: colors,
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}

extension Gradient {
    /// The space a gradient's colours are interpolated in: drawing, unused here.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        public static let device = ColorSpace(name: "device"), perceptual = ColorSpace(name: "perceptual")
    }
}
