// ReportExporter: one output format of a scenario's report.
//
// Each format (three CSV tables, the Markdown report, each SVG chart, the provenance) is one exporter, as in
// hyperfine: the writer renders every exporter before touching the disk, so a
// report is all-or-nothing, and a new format is one new type. A chart is an
// exporter like any other, with its own suffix (`bodies.svg`); one that has
// nothing to draw for a profile says so, and no file is written for it.

import RedrawResults

public protocol ReportExporter: Sendable {
    /// What follows the scenario's name in the file name: "steps.csv", "md".
    var suffix: String { get }
    /// The whole file's text. Pure: the same profile renders the same bytes.
    func render(_ profile: ScenarioProfile) -> String
    /// Whether the profile has anything for this file: a chart of stepped workloads
    /// has nothing to draw when every step is one frame. Tables always apply.
    func applies(to profile: ScenarioProfile) -> Bool
}

extension ReportExporter {
    public func applies(to profile: ScenarioProfile) -> Bool { true }

    /// `<scenario>.<suffix>`.
    public func fileName(for profile: ScenarioProfile) -> String { "\(profile.name).\(suffix)" }
}

/// The files `redraw run` writes per scenario, in the order they are listed.
public enum ReportExporters {
    public static let standard: [any ReportExporter] = standard(ReportOptions())

    /// The same files, judged with `options` (an assumed body cost): the tables, the
    /// Markdown report, the provenance, and the charts the report links.
    public static func standard(_ options: ReportOptions) -> [any ReportExporter] {
        [StepsCSVExporter(), ViewTypesCSVExporter(), CausesCSVExporter(), MarkdownExporter(options: options), ProvenanceExporter()]
            + ChartExporters.all(options)
    }
}
