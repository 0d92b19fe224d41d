// ReportWriter: a scenario's report files on disk, all or nothing.
//
// Renders every exporter first (rendering cannot fail halfway through the
// disk), then hands the texts to AtomicFiles, with the files of exporters
// that have nothing for this profile to remove.

import RedrawResults

public struct ReportWriter {
    public var exporters: [any ReportExporter]

    public init(exporters: [any ReportExporter] = ReportExporters.standard) {
        self.exporters = exporters
    }

    /// The standard files, judged with `options`.
    public init(options: ReportOptions) {
        self.init(exporters: ReportExporters.standard(options))
    }

    /// Writes `<name>.steps.csv`, `.view-types.csv`, `.causes.csv`, `.md`, `.provenance` and the charts
    /// that apply into `directory` (created if needed); returns the file names, in that order.
    @discardableResult
    public static func write(_ profile: ScenarioProfile, to directory: String) throws -> [String] {
        try ReportWriter().write(profile, to: directory)
    }

    @discardableResult
    public func write(_ profile: ScenarioProfile, to directory: String) throws -> [String] {
        let files = exporters.filter { $0.applies(to: profile) }
            .map { (name: $0.fileName(for: profile), contents: $0.render(profile)) }
        // A chart an earlier run wrote and this profile no longer has would sit beside a report that does not link it.
        let gone = exporters.filter { !$0.applies(to: profile) }.map { $0.fileName(for: profile) }
        try AtomicFiles.write(files, in: directory, removing: gone)
        return files.map(\.name)
    }

    /// Removes every file these exporters write for the scenario `name` from `directory`, and
    /// returns the names removed: a scenario that failed in a run that went on (`--keep-going`)
    /// keeps no report of an earlier run, which the index and the gate would read as its own.
    @discardableResult
    public func removeReports(of name: String, in directory: String) throws -> [String] {
        try AtomicFiles.remove(exporters.map { "\(name).\($0.suffix)" }, in: directory)
    }
}
