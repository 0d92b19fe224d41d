// The chart's view modifiers: axes, scales, legends, plot styling, overlays,
// selection and scrolling. Layout and drawing are not modelled, so each is
// inert: the chart stays a leaf, and an axis's or overlay's closure (run by
// Charts at layout, once per tick or per proxy) never runs here.

import SwiftUI

public protocol AxisContent {}

public struct _AxisContentGroup: AxisContent {}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildBlock(_ parts: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildOptional(_ content: _AxisContentGroup?) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildEither(first content: _AxisContentGroup) -> _AxisContentGroup { content }
    public static func buildEither(second content: _AxisContentGroup) -> _AxisContentGroup { content }
    public static func buildLimitedAvailability(_ content: _AxisContentGroup) -> _AxisContentGroup { content }
}

/// One tick's value, as an axis's closure receives it.
public struct AxisValue {
    public let index: Int
    public let count: Int
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

public struct AxisMarkValues {
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues()
    }
}

public struct AxisMarkPosition: Sendable {
    public static let automatic = Self(), leading = Self(), trailing = Self(), top = Self(), bottom = Self()
}

public struct AxisMarkPreset: Sendable {
    public static let automatic = Self(), extended = Self(), aligned = Self(), inset = Self()
}

public struct AxisMarks: AxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping (AxisValue) -> _AxisContentGroup) {}
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping () -> _AxisContentGroup) {}
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisContentBuilder content: @escaping () -> _AxisContentGroup) {}
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where F.FormatOutput == String {}
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {}
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisContentBuilder content: @escaping (AxisValue) -> _AxisContentGroup) {}
}

public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
}

public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
}

public struct AxisValueLabel: AxisContent {
    public init() {}
    @_disfavoredOverload public init<S: StringProtocol>(_ label: S) {}
    public init(format: Date.FormatStyle, centered: Bool? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    public init<V: View>(centered: Bool? = nil, @ViewBuilder content: () -> V) {}
    public func font(_ font: Font?) -> Self { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
}

public struct ScaleType: Sendable {
    public static let linear = Self(), log = Self(), squareRoot = Self(), date = Self(), category = Self()
    public static func power(exponent: Double) -> Self { Self() }
}

/// What a scale's domain may be: a range, the categories, or Charts' automatic one.
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain {}
extension Range: ScaleDomain {}
extension Array: ScaleDomain {}

public struct AutomaticScaleDomain: ScaleDomain {}
extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: Self { .init() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> Self { .init() }
}

public struct ScaleRange {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}

public struct ChartProxy {
    public func value<P: Plottable>(atX x: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY y: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public var plotSize: CGSize { .zero }
}

public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

extension View {
    public func chartXAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View { _Inert(self) }
    public func chartYAxis(@AxisContentBuilder content: () -> _AxisContentGroup) -> some View { _Inert(self) }
    public func chartXAxis(_ visibility: Visibility) -> some View { _Inert(self) }
    public func chartYAxis(_ visibility: Visibility) -> some View { _Inert(self) }
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic) -> some View { _Inert(self) }
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic) -> some View { _Inert(self) }
    public func chartXScale<D: ScaleDomain>(domain: D, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { _Inert(self) }
    public func chartYScale<D: ScaleDomain>(domain: D, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { _Inert(self) }
    public func chartXScale(range: ScaleRange, type: ScaleType? = nil) -> some View { _Inert(self) }
    public func chartYScale(range: ScaleRange, type: ScaleType? = nil) -> some View { _Inert(self) }
    public func chartLegend(_ visibility: Visibility) -> some View { _Inert(self) }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View { _Inert(self) }
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View { _Inert(self) }
    public func chartForegroundStyleScale<D, R>(domain: D, range: R) -> some View { _Inert(self) }
    public func chartSymbolScale(_ mapping: KeyValuePairs<String, BasicChartSymbolShape>) -> some View { _Inert(self) }
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View { _Inert(self) }
    public func chartOverlay<V: View>(alignment: Alignment = .center,
                                      @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { _Inert(self) }
    public func chartBackground<V: View>(alignment: Alignment = .center,
                                         @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View { _Inert(self) }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { _Inert(self) }
    /// iOS 17: a selected range (a drag across the plot): inert, as the value form is.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { _Inert(self) }
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { _Inert(self) }
    /// iOS 17: the gesture that selects in a chart (given the chart's proxy); nothing drags here.
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { _Inert(self) }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { _Inert(self) }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { _Inert(self) }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { _Inert(self) }
    public func chartXVisibleDomain<P>(length: P) -> some View { _Inert(self) }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { _Inert(self) }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { _Inert(self) }
}
