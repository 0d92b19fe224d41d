// FrameTimesChart: `<name>.frames.svg`, the per-frame time of stepped workloads.
//
// One panel per step of more than one frame (a feed, typing, a wait): frame
// index across, time up by decades, one line per engine — frame i's median over
// the timed repetitions — and the 16.7 ms budget of 60 FPS as a line of its own.
// With `--body-cost`, each engine's projected frames (time + that frame's
// bodies × cost) are drawn dashed beside the measured ones.

import RedrawMeasure
import RedrawResults

public struct FrameTimesChartExporter: ChartExporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    public var suffix: String { "frames.svg" }
    public var title: String { "Time per frame of the stepped steps, push and pull, with the \(FrameBudget.label) budget" }

    public func applies(to profile: ScenarioProfile) -> Bool { !Self.panels(profile).isEmpty }

    enum Layout {
        static let width = 760.0
        static let left = 72.0
        static let right = 24.0
        static let top = 64.0
        static let panelTitle = 22.0
        static let plotHeight = 160.0
        static let panelGap = 46.0
        static var panelHeight: Double { panelTitle + plotHeight + panelGap }
        /// More frames than this are drawn as the slowest of each run of frames, so a spike stays visible.
        static let maxPoints = 600
    }

    /// A stepped step's frames, per engine: frame i's median over the repetitions, measured and projected.
    struct Series {
        let engine: EngineKind
        let measured: [Double]
        let projected: [Double]?
        let repetitions: Int
    }

    struct Panel {
        let step: String
        let frames: Int
        let series: [Series]
    }

    /// Steps of more than one frame whose timed frames split into whole repetitions.
    static func panels(_ profile: ScenarioProfile, cost: BodyCost? = nil) -> [Panel] {
        StepComparison.all(profile).compactMap { step in
            guard step.frames > 1 else { return nil }
            let series = step.sides.compactMap { side -> Series? in
                let timings = side.profile.frameTimings
                guard !timings.isEmpty, timings.count % step.frames == 0 else { return nil }
                let projected = cost.flatMap {
                    Projection.frames(timings, perFrame: side.counts.evaluationsPerFrame, frames: step.frames, cost: $0.nanoseconds)
                }
                return Series(engine: side.engine, measured: perFrameMedians(timings, frames: step.frames),
                              projected: projected.map { perFrameMedians($0, frames: step.frames) },
                              repetitions: timings.count / step.frames)
            }
            return series.isEmpty ? nil : Panel(step: step.name, frames: step.frames, series: series)
        }
    }

    /// Frame i's median over the repetitions: pooled timings hold each repetition's frames in order.
    static func perFrameMedians(_ timings: [Double], frames: Int) -> [Double] {
        let repetitions = timings.count / frames
        return (0..<frames).map { i in
            Summary((0..<repetitions).map { timings[$0 * frames + i] })?.median ?? 0
        }
    }

    /// At most `Layout.maxPoints` points: (frame index, the slowest frame of its run).
    static func points(_ values: [Double]) -> [(index: Int, value: Double)] {
        let run = max(1, (values.count + Layout.maxPoints - 1) / Layout.maxPoints)
        return stride(from: 0, to: values.count, by: run).map { start in
            (start, values[start..<min(start + run, values.count)].max() ?? 0)
        }
    }

    public func render(_ profile: ScenarioProfile) -> String {
        let panels = Self.panels(profile, cost: options.bodyCost)
        var legend: [ChartLegend.Entry] = profile.engines.map { ($0.engine.title, SVG.Palette.engine($0.engine), nil) }
        if let cost = options.bodyCost {
            legend += profile.engines.map { ("\($0.engine.rawValue) projected at +\(cost.description) a body", SVG.Palette.engine($0.engine), "6 4") }
        }
        legend.append(("\(FrameBudget.label) budget", SVG.Palette.budget, "2 3"))
        let extraRows = Double(ChartLegend.rows(legend, x: 12, width: Layout.width).count - 1)
        let top = Layout.top + extraRows * ChartLegend.rowHeight
        var svg = SVG(width: Layout.width, height: top + Double(panels.count) * Layout.panelHeight)
        svg.text("Time per frame of the stepped steps: \(profile.name)", x: 12, y: 22, size: 15, bold: true)
        ChartLegend.draw(&svg, x: 12, y: 42, entries: legend)
        for (index, panel) in panels.enumerated() {
            draw(panel, at: top + Double(index) * Layout.panelHeight, in: &svg)
        }
        return svg.render()
    }

    private func draw(_ panel: Panel, at top: Double, in svg: inout SVG) {
        let plotTop = top + Layout.panelTitle, plotWidth = Layout.width - Layout.left - Layout.right
        let values = panel.series.flatMap { $0.measured + ($0.projected ?? []) } + [FrameBudget.nanoseconds]
        let scale = DecadeScale(covering: values)
        let y: (Double) -> Double = { plotTop + Layout.plotHeight * (1 - scale.fraction($0)) }
        let x: (Int) -> Double = { Layout.left + Double($0) / Double(max(panel.frames - 1, 1)) * plotWidth }
        let repetitions = Set(panel.series.map(\.repetitions)).sorted().map(String.init).joined(separator: " or ")
        svg.text("\(panel.step): \(panel.frames) frames, each the median of \(repetitions) timed repetitions (log scale)",
                 x: Layout.left, y: top + 14, size: 12, bold: true)
        for tick in scale.ticks {
            svg.line(x1: Layout.left, y1: y(tick), x2: Layout.left + plotWidth, y2: y(tick), stroke: SVG.Palette.grid, classes: "tick",
                     data: [("step", panel.step), ("ns", SVG.number(tick))])
            svg.text(DecadeScale.label(tick), x: Layout.left - 6, y: y(tick) + 4, size: 11, anchor: .end, fill: SVG.Palette.muted)
        }
        for frame in Self.frameTicks(panel.frames) {
            svg.text(String(frame), x: x(frame), y: plotTop + Layout.plotHeight + 15, size: 11, anchor: .middle, fill: SVG.Palette.muted)
        }
        svg.text("frame", x: Layout.left + plotWidth / 2, y: plotTop + Layout.plotHeight + 30, size: 11, anchor: .middle,
                 fill: SVG.Palette.muted)
        svg.line(x1: Layout.left, y1: y(FrameBudget.nanoseconds), x2: Layout.left + plotWidth, y2: y(FrameBudget.nanoseconds),
                 stroke: SVG.Palette.budget, width: 1.5, dash: "2 3", classes: "budget",
                 data: [("step", panel.step), ("ns", SVG.number(FrameBudget.nanoseconds))])
        svg.text("\(FrameBudget.label) (60 FPS)", x: Layout.left + plotWidth, y: y(FrameBudget.nanoseconds) - 4, size: 11,
                 anchor: .end, fill: SVG.Palette.budget)
        for series in panel.series {
            let colour = SVG.Palette.engine(series.engine)
            let measured = Self.points(series.measured)
            svg.polyline(measured.map { (x($0.index), y($0.value)) }, stroke: colour, classes: "frames",
                         data: [("engine", series.engine.rawValue), ("step", panel.step), ("kind", "measured"),
                                ("max-ns", SVG.number(series.measured.max() ?? 0))])
            if let projected = series.projected {
                svg.polyline(Self.points(projected).map { (x($0.index), y($0.value)) }, stroke: colour, dash: "6 4", classes: "frames",
                             data: [("engine", series.engine.rawValue), ("step", panel.step), ("kind", "projected"),
                                    ("max-ns", SVG.number(projected.max() ?? 0))])
            }
        }
        svg.line(x1: Layout.left, y1: plotTop, x2: Layout.left, y2: plotTop + Layout.plotHeight, stroke: SVG.Palette.ink)
    }

    /// Frame numbers to label: the first, the last, and round steps between.
    static func frameTicks(_ frames: Int) -> [Int] {
        let last = frames - 1
        let step = max(1, LinearScale(covering: Double(last)).tick.rounded(.up))
        var ticks = stride(from: 0.0, through: Double(last), by: step).map { Int($0) }
        if let end = ticks.last, end != last {
            // Keep the last label clear of the round one before it.
            if Double(last - end) < step / 2 { ticks.removeLast() }
            ticks.append(last)
        }
        return ticks
    }
}

/// An exporter of an image the Markdown report shows.
public protocol ChartExporter: ReportExporter {
    /// The image's alternative text in the report.
    var title: String { get }
}

/// The charts each report links, in the order the report shows them.
public enum ChartExporters {
    public static func all(_ options: ReportOptions) -> [any ChartExporter] {
        [BodiesChartExporter(), FrameTimesChartExporter(options: options), TimeSplitChartExporter(), CausesChartExporter()]
    }
}
