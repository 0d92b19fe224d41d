// BodiesChart: `<name>.bodies.svg`, body evaluations per step, push against pull.
//
// One group of two horizontal bars per step, in workload order, on one linear
// axis from zero, so a bar's length is its count and the two engines of a step
// sit side by side. Step names stay readable on the left, unrotated.

import RedrawResults

public struct BodiesChartExporter: ChartExporter {
    public init() {}
    public var suffix: String { "bodies.svg" }
    public var title: String { "Body evaluations per step, push against pull" }

    public func applies(to profile: ScenarioProfile) -> Bool { !profile.engines.isEmpty }

    /// Layout, in pixels.
    enum Layout {
        static let width = 760.0
        static let top = 64.0
        static let barHeight = 13.0
        static let barGap = 2.0
        static let groupGap = 12.0
        static let labelSize = 12.0
        static let maxLabelWidth = 280.0
        static let right = 70.0
        static let axisHeight = 36.0
        static var groupHeight: Double { 2 * barHeight + barGap + groupGap }
    }

    public func render(_ profile: ScenarioProfile) -> String {
        let steps = StepComparison.all(profile)
        let labels = steps.map { Self.label($0.name) }
        let left = min(Layout.maxLabelWidth, (labels.map { SVG.textWidth($0, size: Layout.labelSize) }.max() ?? 0) + 16) + 8
        let plotWidth = Layout.width - left - Layout.right
        let plotHeight = Double(steps.count) * Layout.groupHeight
        let height = Layout.top + plotHeight + Layout.axisHeight
        let scale = LinearScale(covering: Double(steps.flatMap(\.sides).map(\.bodies).max() ?? 0))
        var svg = SVG(width: Layout.width, height: height)
        svg.text("Body evaluations per step: \(profile.name)", x: 12, y: 22, size: 15, bold: true)
        ChartLegend.draw(&svg, x: 12, y: 42, entries: profile.engines.map { ($0.engine.title, SVG.Palette.engine($0.engine), nil) })

        for tick in scale.ticks {
            let x = left + scale.fraction(tick) * plotWidth
            svg.line(x1: x, y1: Layout.top - 4, x2: x, y2: Layout.top + plotHeight, stroke: SVG.Palette.grid)
            svg.text(Format.fixed(tick, 0), x: x, y: Layout.top + plotHeight + 16, size: 11, anchor: .middle, fill: SVG.Palette.muted)
        }
        svg.text("body evaluations", x: left + plotWidth / 2, y: Layout.top + plotHeight + 32, size: 11, anchor: .middle,
                 fill: SVG.Palette.muted)

        for (index, step) in steps.enumerated() {
            let y = Layout.top + Double(index) * Layout.groupHeight
            svg.text(labels[index], x: left - 8, y: y + Layout.barHeight + 4, size: Layout.labelSize, anchor: .end)
            for (slot, kind) in EngineKind.allCases.enumerated() {
                guard let side = kind == .push ? step.push : step.pull else { continue }
                let barY = y + Double(slot) * (Layout.barHeight + Layout.barGap)
                let width = scale.fraction(Double(side.bodies)) * plotWidth
                svg.rect(x: left, y: barY, width: width, height: Layout.barHeight, fill: SVG.Palette.engine(kind), classes: "bar",
                         data: [("engine", kind.rawValue), ("step", step.name), ("value", String(side.bodies))],
                         title: "\(step.name), \(kind.rawValue): \(side.bodies) body evaluations")
                svg.text(String(side.bodies), x: left + width + 4, y: barY + Layout.barHeight - 2, size: 11, fill: SVG.Palette.muted)
            }
        }
        svg.line(x1: left, y1: Layout.top - 4, x2: left, y2: Layout.top + plotHeight, stroke: SVG.Palette.ink)
        return svg.render()
    }

    /// A step's name, shortened past 40 characters (the full name is in the bar's tooltip).
    static func label(_ name: String) -> String {
        name.count > 40 ? String(name.prefix(39)) + "…" : name
    }
}

/// Coloured keys: a swatch (solid, or a dashed line) and its text, wrapped into rows that fit the chart.
enum ChartLegend {
    typealias Entry = (text: String, colour: String, dash: String?)
    static let rowHeight = 18.0

    /// The entries in rows no wider than `width`, starting at `x`.
    static func rows(_ entries: [Entry], x: Double, width: Double) -> [[Entry]] {
        var rows: [[Entry]] = [[]]
        var at = x
        for entry in entries {
            let w = 24 + SVG.textWidth(entry.text, size: 12) + 20
            if at + w > width, !(rows.last?.isEmpty ?? true) { rows.append([]); at = x }
            rows[rows.count - 1].append(entry)
            at += w
        }
        return rows
    }

    /// Draws the rows from baseline `y`; returns how many rows it took.
    @discardableResult
    static func draw(_ svg: inout SVG, x: Double, y: Double, entries: [Entry]) -> Int {
        let rows = rows(entries, x: x, width: svg.width)
        for (index, row) in rows.enumerated() {
            var at = x
            let baseline = y + Double(index) * rowHeight
            for entry in row {
                if let dash = entry.dash {
                    svg.line(x1: at, y1: baseline - 4, x2: at + 18, y2: baseline - 4, stroke: entry.colour, width: 2, dash: dash)
                } else {
                    svg.rect(x: at, y: baseline - 10, width: 18, height: 10, fill: entry.colour)
                }
                svg.text(entry.text, x: at + 24, y: baseline, size: 12)
                at += 24 + SVG.textWidth(entry.text, size: 12) + 20
            }
        }
        return rows.count
    }
}
