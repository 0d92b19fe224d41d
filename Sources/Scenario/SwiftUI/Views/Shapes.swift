// Shapes: `Shape` and the built-in ones, views that draw a path. Drawing is not
// modelled: a shape is a leaf of its parent's body, `path(in:)` never runs, and
// a user's own `Shape` is a leaf too (SwiftUI runs its path at layout and
// drawing, not as a body). A filled or stroked shape (`ShapeView`) is the same
// leaf, however many fills and strokes follow.

import CoreGraphics

/// `Sendable`, as Apple's is; `@MainActor` like `View`, so that a shape of yours compiles in every
/// language mode (tried on 6.3.1: a `Sendable` refinement of `View` without it makes `path(in:)` a
/// nonisolated requirement, which a main-actor shape cannot satisfy under Swift 6). The built-in
/// shapes are nonisolated values.
@MainActor @preconcurrency public protocol Shape: _LeafView, ShapeStyle, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    // A fill or a stroke with a style is a `ShapeView` (iOS 17): it can be filled or stroked again.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some ShapeView<Self> {
        _Inert(self)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self> {
        _Inert(self)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Self> {
        _Inert(self)
    }
    // Without a style argument the outline is itself a shape, as in SwiftUI (`.stroke(lineWidth: 2).scale(1.2)`).
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { _TransformedShape(shape: self) }
    public func stroke(style: StrokeStyle) -> some Shape { _TransformedShape(shape: self) }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { _Inert(self) }
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some ShapeView<Self> {
        _Inert(self)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Self> {
        _Inert(self)
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _TransformedShape<Self> { _TransformedShape(shape: self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _TransformedShape<Self> { _TransformedShape(shape: self) }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _TransformedShape<Self> { _TransformedShape(shape: self) }
    public func inset(by amount: CGFloat) -> _TransformedShape<Self> { _TransformedShape(shape: self) }
}

/// iOS 17's `ShapeView`: a shape filled or stroked, which the next `fill`, `stroke` or `strokeBorder`
/// draws again (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`). Each is the same leaf, the shape
/// itself: drawing twice adds no node and changes no count.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some ShapeView<Content> {
        _Inert(shape)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Content> {
        _Inert(shape)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Content> {
        _Inert(shape)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> some ShapeView<Content> {
        _Inert(shape)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, style: StrokeStyle,
                                            antialiased: Bool = true) -> some ShapeView<Content> {
        _Inert(shape)
    }
}

/// A drawn shape is the shape's leaf wrapped once, however often it is drawn: the same type, and
/// so the same name in reports, as before iOS 17's chaining.
extension _Inert: ShapeView where Content: Shape {
    public var shape: Content { content }
}

/// `.rotation`, `.offset`, `.scale`, `.inset`, and `.stroke(lineWidth:)` or `.stroke(style:)`, on a
/// shape: still a shape, and still a leaf.
nonisolated public struct _TransformedShape<Base: Shape>: Shape {
    let shape: Base
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle: Equatable, Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

nonisolated public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ build: (inout Path) -> Void) { build(&self) }
    public func path(in rect: CGRect) -> Path { self }
    public mutating func move(to point: CGPoint) {}
    public mutating func addLine(to point: CGPoint) {}
    public mutating func addLines(_ points: [CGPoint]) {}
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// Apple's `mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)`: drawing, records nothing.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    /// Apple's `mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)`
    /// ("equivalent to repeatedly calling `addRect(_:transform:)`"): drawing, records nothing.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}
}

nonisolated public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated public struct RoundedRectangle: Shape {
    public let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = cornerSize.width }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

nonisolated public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

nonisolated public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

nonisolated public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// A shape that can be inset by an amount, keeping its kind (`containerShape(_:)` takes one).
/// Every built-in closed shape is one; the inset is `inset(by:)`, a leaf like any shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension _TransformedShape: InsettableShape {}

/// The shape of the container it is in, inset (a widget's corners, a `.containerShape(_:)` above);
/// a rectangle where there is none. A leaf: its path is never asked for here.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
