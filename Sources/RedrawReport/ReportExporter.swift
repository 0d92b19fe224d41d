// ReportExporter: one output format of a scenario's report.
//
// Each format (three CSV tables, the Markdown report, the provenance) is one exporter, as in
// hyperfine: the writer renders every exporter before touching the disk, so a
// report is all-or-nothing, and a new format is one new type.

import RedrawResults

public protocol ReportExporter: Sendable {
    /// What follows the scenario's name in the file name: "steps.csv", "md".
    var suffix: String { get }
    /// The whole file's text. Pure: the same profile renders the same bytes.
    func render(_ profile: ScenarioProfile) -> String
}

extension ReportExporter {
    /// `<scenario>.<suffix>`.
    public func fileName(for profile: ScenarioProfile) -> String { "\(profile.name).\(suffix)" }
}

/// The five files `redraw run` writes per scenario, in the order they are listed.
public enum ReportExporters {
    public static let standard: [any ReportExporter] = [
        StepsCSVExporter(), ViewTypesCSVExporter(), CausesCSVExporter(), MarkdownExporter(), ProvenanceExporter(),
    ]
}
