// TimeSplitChart: `<name>.split.svg`, where each step's time went, push
// against pull: one bar per engine and step, split into the workload's code,
// the observation machinery, the bodies and Redraw's graph work, each bar
// scaled to its own total (shares, as the time-split section reads them; the
// totals are in the tooltips and the section's table).

import RedrawResults

public struct TimeSplitChartExporter: ChartExporter {
    public init() {}
    public var suffix: String { "split.svg" }
    public var title: String { "Where each step's time went, push against pull" }

    public func applies(to profile: ScenarioProfile) -> Bool {
        profile.engines.contains { $0.steps.contains { $0.timeSplit != nil } }
    }

    /// The parts in drawing order, with their colours.
    static let parts: [(name: String, colour: String, value: (TimeSplit) -> Double)] = [
        ("workload", "#7570b3", \.workload), ("observation", "#e7298a", \.observation),
        ("bodies", "#66a61e", \.bodies), ("graph", "#a6761d", \.graph),
    ]

    /// The bodies chart's grouped-bar layout; no value labels after the bars, so a narrow right margin.
    typealias Layout = BodiesChartExporter.Layout
    static let rightMargin = 20.0

    public func render(_ profile: ScenarioProfile) -> String {
        let names = profile.engines.first?.steps.map(\.step) ?? []
        let labels = names.map(BodiesChartExporter.label)
        let left = min(Layout.maxLabelWidth, (labels.map { SVG.textWidth($0, size: Layout.labelSize) }.max() ?? 0) + 16) + 8
        let plotWidth = Layout.width - left - Self.rightMargin
        let plotHeight = Double(names.count) * Layout.groupHeight
        var svg = SVG(width: Layout.width, height: Layout.top + plotHeight + Layout.axisHeight)
        svg.text("Where the time goes: \(profile.name)", x: 12, y: 22, size: 15, bold: true)
        ChartLegend.draw(&svg, x: 12, y: 42, entries: Self.parts.map { ($0.name, $0.colour, nil) })
        for tick in stride(from: 0.0, through: 100, by: 25) {
            let x = left + tick / 100 * plotWidth
            svg.line(x1: x, y1: Layout.top - 4, x2: x, y2: Layout.top + plotHeight, stroke: SVG.Palette.grid)
            svg.text(Format.fixed(tick, 0) + " %", x: x, y: Layout.top + plotHeight + 16, size: 11, anchor: .middle, fill: SVG.Palette.muted)
        }
        svg.text("share of the step's time (push above, pull below)", x: left + plotWidth / 2, y: Layout.top + plotHeight + 32,
                 size: 11, anchor: .middle, fill: SVG.Palette.muted)
        for (index, name) in names.enumerated() {
            let y = Layout.top + Double(index) * Layout.groupHeight
            svg.text(labels[index], x: left - 8, y: y + Layout.barHeight + 4, size: Layout.labelSize, anchor: .end)
            for (slot, kind) in EngineKind.allCases.enumerated() {
                guard let step = profile.engine(kind)?.steps.first(where: { $0.step == name }), let split = step.timeSplit,
                      split.total > 0 else { continue }
                let barY = y + Double(slot) * (Layout.barHeight + Layout.barGap)
                var x = left
                for part in Self.parts {
                    let value = part.value(split)
                    let width = value / split.total * plotWidth
                    svg.rect(x: x, y: barY, width: width, height: Layout.barHeight, fill: part.colour, classes: "part",
                             data: [("engine", kind.rawValue), ("step", name), ("part", part.name), ("ns", Format.fixed(value, 0)),
                                    ("share", Format.fixed(value / split.total * 100, 2))],
                             title: "\(name), \(kind.rawValue): \(part.name) \(Format.duration(value)) of \(Format.duration(split.total))")
                    x += width
                }
            }
        }
        svg.line(x1: left, y1: Layout.top - 4, x2: left, y2: Layout.top + plotHeight, stroke: SVG.Palette.ink)
        return svg.render()
    }
}
