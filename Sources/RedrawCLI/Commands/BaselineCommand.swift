// `redraw baseline update`: run scenarios and record their reports as the gate's baseline.
//
// Recording is exactly `redraw run` into the baseline folder (the same CSVs,
// one format), so `gate` compares like with like. `gate` records its current
// run through `record` too.

import Foundation
import RedrawGate
import RedrawReport

public enum BaselineCommand: Command {
    /// The options that shape a recorded run, shared with `gate`.

    public static let spec = CommandSpec(
        name: "baseline",
        summary: "record scenario reports as the CI gate's baseline (`baseline update`)",
        synopsis: "redraw baseline update <file-or-folder>...",
        options: [
            OptionSpec("out", value: "DIR", help: "the baseline folder (default Baselines/); a folder's subfolders are kept"),
            OptionSpec("prune", help: "delete reports in DIR of scenarios not recorded by this run"),
        ] + ScenarioRecording.options,
        positionals: 1...Int.max,
        details: """
        Runs every scenario as `redraw run` does and writes its reports (<name>.steps.csv,
        <name>.view-types.csv, <name>.causes.csv, <name>.md and its SVG charts, <name>.provenance) into
        the baseline folder; commit them. The gate warns when a later run's provenance differs from them.
        `redraw gate` then compares a later run with them. Reports already in the folder for
        scenarios not run this time are listed (and deleted with --prune), since the gate would
        report them missing.

        Example:
          redraw baseline update Scenarios/ --out Baselines/
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        guard let action = options.positionals.first, action == "update" else {
            let found = options.positionals.first.map { " `\($0)`" } ?? ""
            throw UsageError("`redraw baseline` takes the action `update`\(found.isEmpty ? "" : ", not" + found): redraw baseline update <file-or-folder>... --out DIR")
        }
        let paths = Array(options.positionals.dropFirst())
        guard !paths.isEmpty else { throw UsageError("`redraw baseline update` needs scenario files or folders to run") }
        let out = options.value("out") ?? "Baselines"
        try OutputPaths.folder(out, option: "out")
        let recorded = try ScenarioRecording.record(paths, into: out, options: options, console: console)
        console.print("Baseline: \(recorded.count) scenario\(recorded.count == 1 ? "" : "s") recorded in \(out)")

        // With --shard, the other shards' reports in the folder are theirs: neither stale nor pruned.
        let shard = try ScenarioRecording.shard(options)
        let stale = try staleReports(in: out, keeping: Set(recorded)).filter { shard?.contains($0) ?? true }
        if !stale.isEmpty {
            if options.flag("prune") {
                for id in stale { try removeReports(id, in: out) }
                console.print("Pruned the reports of \(stale.count) scenario\(stale.count == 1 ? "" : "s") no longer run: " + stale.joined(separator: ", "))
            } else {
                console.error("warning: \(out) holds reports of scenarios not run now (the gate will report them missing): "
                    + stale.joined(separator: ", ") + "; delete them or rerun with --prune")
            }
        }
        return ExitCode.success
    }

    /// Ids of `*.steps.csv` reports under `folder` that are not in `keeping`.
    static func staleReports(in folder: String, keeping: Set<String>) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var stale: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(ResultSetLoader.stepsSuffix) {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let id = String(relative.dropLast(ResultSetLoader.stepsSuffix.count))
            if !keeping.contains(id) { stale.append(id) }
        }
        return stale.sorted()
    }

    /// Deletes one scenario's report files (only the names `run` writes: tables, report, charts).
    static func removeReports(_ id: String, in folder: String) throws {
        let base = folder.hasSuffix("/") ? folder + id : folder + "/" + id
        for suffix in ReportExporters.standard.map(\.suffix) {
            let path = base + "." + suffix
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }
}
