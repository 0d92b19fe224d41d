// Canvas: iOS 15's immediate-mode drawing view — `Canvas { context, size in … }`
// and `Canvas(…) { … } symbols: { … }` — with the `GraphicsContext` its renderer
// draws into and the values it draws with (shadings, filters, blend modes,
// resolved text, images and symbols), and `ColorRenderingMode`.
//
// Invariants:
// - A canvas draws, and nothing draws here: the renderer closure never runs,
//   so what it would read is no one's read and a canvas re-runs no body. (On a
//   device it runs when the canvas is drawn, outside any body; SwiftUI calls no
//   body for it.) No `GraphicsContext` is ever made, so its members only need
//   to compile; the few that compute keep Apple's meaning (`translateBy`,
//   `scaleBy`, `rotate(by:)` and `concatenate` compose `transform`).
// - Its `symbols:` views are built with the canvas, as part of the body that
//   holds it, as a menu's items are (Menu.swift): SwiftUI builds them as views
//   (each a `.tag`ged child the renderer looks up with `resolveSymbol(id:)`), so
//   a user view among them is a node whose body runs, and re-runs as any
//   child's does. They are only drawn on a device, never shown or tapped; here
//   a control among them is still a tap target (nothing marks it drawn-only).
// - Without symbols the canvas is a leaf of the holding body.
// - The types are Apple's, so code written for iOS compiles as written;
//   `withCGContext` (CoreGraphics' `CGContext`, which Linux lacks) and the
//   iOS 17 shader filters are not here.

import Foundation

/// How a canvas stores colour while it draws.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// `Canvas { context, size in … }`: a leaf whose renderer never runs; its symbols, if any, are
/// built in the holding body.
public struct Canvas<Symbols: View>: _PrimitiveView {
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public static var _addsNothing: Bool { Symbols._addsNothing }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.eagerly { $0.expand(view.symbols) }
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// What a canvas's renderer draws into. None is made here (the renderer never runs); its state is
/// Apple's — opacity, blend mode, transform — and its drawing calls draw nothing.
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    public private(set) var environment = EnvironmentValues()
    /// The bounds of the clip, in the context's coordinates; no clip is kept, so nothing bounds it.
    public var clipBoundingRect: CGRect { .infinite }

    init() {}

    // Transforms: each applies before the current transform, as CoreGraphics' do.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // Clipping, filters and layers.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {}
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    /// Draws what `content` draws in a context of its own, then composites it: the content runs with
    /// a copy of this context (so its transforms and filters stay inside), as on a device.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // Paths.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

    // Text, images and symbols: resolved once, drawn many times.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    /// The symbol view tagged `id` among the canvas's symbols, ready to draw; nil when none is, and
    /// always here, as no symbol is drawn.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public func draw(_ text: ResolvedText, in rect: CGRect) {}
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Text laid out for drawing: it has no glyphs here, so it measures nothing.
    public struct ResolvedText {
        public var shading: Shading = .foreground
        public func measure(in size: CGSize) -> CGSize { .zero }
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }

    /// An image ready for drawing: it has no pixels here, so no size.
    public struct ResolvedImage {
        public var size: CGSize { .zero }
        public let baseline: CGFloat = 0
        public var shading: Shading?
    }

    /// A symbol view ready for drawing (never made here: `resolveSymbol(id:)` gives nil).
    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    /// What a path is filled or stroked with.
    public struct Shading: Sendable {
        public static let foreground = Shading(), backdrop = Shading()
        public static func color(_ color: Color) -> Shading { Shading() }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading { Shading() }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading()
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        public static func palette(_ array: [Shading]) -> Shading { Shading() }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading { Shading() }
    }

    /// An effect on what is drawn after it is added (`addFilter(.blur(radius: 8))`).
    public struct Filter: Sendable {
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter() }
        public static let luminanceToAlpha = Filter()
    }

    /// How drawn colours combine with what is under them (a struct of constants, as Apple's).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = Self(rawValue: 0), multiply = Self(rawValue: 1), screen = Self(rawValue: 2)
        public static let overlay = Self(rawValue: 3), darken = Self(rawValue: 4), lighten = Self(rawValue: 5)
        public static let colorDodge = Self(rawValue: 6), colorBurn = Self(rawValue: 7), softLight = Self(rawValue: 8)
        public static let hardLight = Self(rawValue: 9), difference = Self(rawValue: 10), exclusion = Self(rawValue: 11)
        public static let hue = Self(rawValue: 12), saturation = Self(rawValue: 13), color = Self(rawValue: 14)
        public static let luminosity = Self(rawValue: 15), clear = Self(rawValue: 16), copy = Self(rawValue: 17)
        public static let sourceIn = Self(rawValue: 18), sourceOut = Self(rawValue: 19), sourceAtop = Self(rawValue: 20)
        public static let destinationOver = Self(rawValue: 21), destinationIn = Self(rawValue: 22)
        public static let destinationOut = Self(rawValue: 23), destinationAtop = Self(rawValue: 24)
        public static let xor = Self(rawValue: 25), plusDarker = Self(rawValue: 26), plusLighter = Self(rawValue: 27)
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = Self(rawValue: 1)
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = Self(rawValue: 1)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = Self(rawValue: 1), dithersResult = Self(rawValue: 2)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = Self(rawValue: 1), shadowOnly = Self(rawValue: 2)
        public static let invertsAlpha = Self(rawValue: 4), disablesGroup = Self(rawValue: 8)
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = Self(rawValue: 1), mirror = Self(rawValue: 2), linearColor = Self(rawValue: 4)
    }
}
