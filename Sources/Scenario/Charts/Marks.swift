// Marks: Charts' bars, lines, points, areas, rules, rectangles and sectors.
// Each is a primitive chart content: its values were read where it was made,
// in the closure that made it, and it holds nothing else that runs.

import SwiftUI

public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public static var automatic: MarkDimension { MarkDimension() }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension() }
    init() {}
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
}

public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard"), normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center"), unstacked = MarkStackingMethod(name: "unstacked")
}

public struct BarMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {}
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {}
}

public struct LineMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
}

public struct PointMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public init<X: Plottable>(x: PlottableValue<X>) {}
    public init<Y: Plottable>(y: PlottableValue<Y>) {}
}

public struct AreaMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
}

public struct RuleMark: _PrimitiveChartContent {
    public init<X: Plottable>(x: PlottableValue<X>) {}
    public init<Y: Plottable>(y: PlottableValue<Y>) {}
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {}
}

public struct RectangleMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {}
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
}

public struct SectorMark: _PrimitiveChartContent {
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {}
}
