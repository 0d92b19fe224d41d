// Mark modifiers: styles, symbols, interpolation, annotations. Drawing is not
// modelled, so each returns its content unchanged; an annotation's view is
// drawn by the chart and never built (as a map's annotation, MapKit.swift).

import SwiftUI

public enum InterpolationMethod: Sendable {
    case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}

public protocol ChartSymbolShape: Shape {}

// `.symbol(.circle)`: the basic shapes as members of the protocol, as Swift Charts declares them,
// so a leading-dot name finds them here rather than SwiftUI's `Circle` (a fitness app's chart).
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { .init(name: "circle") }
    public static var square: BasicChartSymbolShape { .init(name: "square") }
    public static var triangle: BasicChartSymbolShape { .init(name: "triangle") }
    public static var diamond: BasicChartSymbolShape { .init(name: "diamond") }
    public static var pentagon: BasicChartSymbolShape { .init(name: "pentagon") }
    public static var plus: BasicChartSymbolShape { .init(name: "plus") }
    public static var cross: BasicChartSymbolShape { .init(name: "cross") }
    public static var asterisk: BasicChartSymbolShape { .init(name: "asterisk") }
}

public struct BasicChartSymbolShape: ChartSymbolShape {
    let name: String
    public func path(in rect: CGRect) -> Path { Path() }
}

// `.symbol(Circle())`, `.symbol(Rectangle())`: SwiftUI's closed shapes are symbols too, as
// public chart code passes them (trial AZ-1: "requires that 'Circle' conform to
// 'ChartSymbolShape'"). A symbol is never drawn here, so which shape it is decides nothing.
extension Circle: ChartSymbolShape {}
extension Ellipse: ChartSymbolShape {}
extension Rectangle: ChartSymbolShape {}
extension RoundedRectangle: ChartSymbolShape {}
extension Capsule: ChartSymbolShape {}

extension ChartSymbolShape {
    /// An outlined symbol (`.symbol(Circle().strokeBorder(lineWidth: 2))`) is still a symbol; SwiftUI's
    /// `strokeBorder` would give a view, which `symbol(_:)` does not take. The outline is drawing: inert.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape { self }
}

public struct AnnotationPosition: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), overlay = Self(name: "overlay")
    public static let top = Self(name: "top"), bottom = Self(name: "bottom")
    public static let leading = Self(name: "leading"), trailing = Self(name: "trailing")
    public static let topLeading = Self(name: "topLeading"), topTrailing = Self(name: "topTrailing")
    public static let bottomLeading = Self(name: "bottomLeading"), bottomTrailing = Self(name: "bottomTrailing")
}

public struct AnnotationContext {
    public let targetSize: CGSize
}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self { self }
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self { self }
    public func symbolSize(_ size: CGFloat) -> Self { self }
    public func symbolSize(_ size: CGSize) -> Self { self }
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
    public func lineStyle(_ style: StrokeStyle) -> Self { self }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> Self { self }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { self }
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self { self }
    public func opacity(_ opacity: Double) -> Self { self }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> Self { self }
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> Self { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    public func accessibilityLabel(_ label: Text) -> Self { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    public func accessibilityValue(_ value: Text) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> Self { self }
    /// iOS 17: how a callout that would leave the plot area is kept in it (drawing: inert).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping () -> C) -> Self { self }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> Self { self }
}

/// How an annotation that would leave the plot area is kept in it (iOS 17): drawing, inert.
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Sendable {
        public static let automatic = Strategy(), disabled = Strategy()
        public static let fit = Strategy(), padScale = Strategy()
        public static func fit(to: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    }
    public struct Boundary: Sendable {
        public static let automatic = Boundary(), plot = Boundary(), chart = Boundary()
    }
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
    public static let automatic = AnnotationOverflowResolution()
}
