// ReportWriter: a scenario's report files on disk, all or nothing.
//
// Renders every exporter first (rendering cannot fail halfway through the
// disk), then hands the texts to AtomicFiles.

import RedrawResults

public struct ReportWriter {
    public var exporters: [any ReportExporter]

    public init(exporters: [any ReportExporter] = ReportExporters.standard) {
        self.exporters = exporters
    }

    /// Writes `<name>.steps.csv`, `.view-types.csv`, `.causes.csv`, `.md` and `.provenance` into
    /// `directory` (created if needed); returns the file names, in that order.
    @discardableResult
    public static func write(_ profile: ScenarioProfile, to directory: String) throws -> [String] {
        try ReportWriter().write(profile, to: directory)
    }

    @discardableResult
    public func write(_ profile: ScenarioProfile, to directory: String) throws -> [String] {
        let files = exporters.map { (name: $0.fileName(for: profile), contents: $0.render(profile)) }
        try AtomicFiles.write(files, in: directory)
        return files.map(\.name)
    }
}
