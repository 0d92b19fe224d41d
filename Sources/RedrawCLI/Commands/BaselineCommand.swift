// `redraw baseline update`: run scenarios and record their reports as the gate's baseline.
//
// Recording is exactly `redraw run` into the baseline folder (the same CSVs,
// one format), so `gate` compares like with like. `gate` records its current
// run through `record` too.

import Foundation
import RedrawGate
import RedrawProfile
import RedrawReport
import RedrawScenario

public enum BaselineCommand: Command {
    /// The options that shape a recorded run, shared with `gate`.
    static let recordingOptions: [OptionSpec] = [
        OptionSpec("engine", value: "push|pull|both", help: "engines to run (default both)"),
        OptionSpec("repeat", value: "N", help: "timed repetitions per engine, after warm-up (default 5)"),
        OptionSpec("warmup", value: "N", help: "untimed warm-up runs per engine (default 1)"),
        OptionSpec("seed", value: "N", help: "seed of Int.random, randomElement, shuffled (default 42)"),
        OptionSpec("param", value: "name=value", repeatable: true, help: "set a scenario's param(\"name\", default)"),
    ]

    public static let spec = CommandSpec(
        name: "baseline",
        summary: "record scenario reports as the CI gate's baseline (`baseline update`)",
        usage: [
            "redraw baseline update <file-or-folder>... [--out DIR] [--prune]",
            "       [--engine push|pull|both] [--repeat N] [--warmup N] [--seed N] [--param name=value]...",
        ],
        options: [
            OptionSpec("out", value: "DIR", help: "the baseline folder (default Baselines/); a folder's subfolders are kept"),
            OptionSpec("prune", help: "delete reports in DIR of scenarios not recorded by this run"),
        ] + recordingOptions,
        positionals: 1...Int.max,
        details: """
        Runs every scenario as `redraw run` does and writes its reports (<name>.steps.csv,
        <name>.view-types.csv, <name>.causes.csv, <name>.md) into the baseline folder; commit them.
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
        let recorded = try record(paths, into: out, options: options, console: console)
        console.print("Baseline: \(recorded.count) scenario\(recorded.count == 1 ? "" : "s") recorded in \(out)")

        let stale = try staleReports(in: out, keeping: Set(recorded))
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

    /// The profile options given by `recordingOptions`.
    static func profileOptions(_ options: ParsedOptions) throws -> ProfileOptions {
        var profile = ProfileOptions()
        switch options.value("engine") ?? "both" {
        case "both": profile.engines = EngineKind.allCases
        case "push": profile.engines = [.push]
        case "pull": profile.engines = [.pull]
        case let other: throw UsageError("--engine takes push, pull or both, not `\(other)`")
        }
        profile.repetitions = try options.integer("repeat", default: 5, range: 1...10_000)
        profile.warmup = try options.integer("warmup", default: 1, range: 0...10_000)
        profile.seed = UInt64(try options.integer("seed", default: 42, range: 0...Int.max))
        profile.parameters = try options.pairs("param")
        return profile
    }

    /// Loads every scenario first (one bad file records nothing), then profiles each and writes its
    /// reports under `out`, keeping subfolders. Returns the recorded ids (`examples/cart-after`).
    static func record(_ paths: [String], into out: String, options: ParsedOptions, console: Console) throws -> [String] {
        let profileOptions = try profileOptions(options)
        let files = try ScenarioFiles.collect(paths)
        var scenarios: [(ScenarioFiles.Entry, Scenario)] = []
        var loadErrors: [ScenarioDiagnostic] = []
        for file in files {
            do { scenarios.append((file, try ScenarioLoader.load(path: file.path))) }
            catch let error as ScenarioLoadError { loadErrors += error.diagnostics }
        }
        if !loadErrors.isEmpty { throw ScenarioLoadError(loadErrors) }
        let known = Set(scenarios.flatMap { $0.1.parameters.map(\.name) })
        for name in profileOptions.parameters.keys where !known.contains(name) {
            throw UsageError("--param \(name): no scenario reads param(\"\(name)\", …)\(suggestionText(for: name, among: Array(known)))")
        }
        var ids: [String] = []
        for (index, (file, scenario)) in scenarios.enumerated() {
            let prefix = scenarios.count > 1 ? "[\(index + 1)/\(scenarios.count)] " : ""
            let profile = try Profiler.profile(scenario, options: profileOptions) { console.progress(prefix + $0) }
            let directory = file.folder.isEmpty ? out : out + "/" + file.folder
            _ = try ReportWriter.write(profile, to: directory)
            let id = file.folder.isEmpty ? profile.name : file.folder + "/" + profile.name
            if ids.contains(id) {
                throw UsageError("two scenarios write the same reports \(directory)/\(profile.name).*; rename one")
            }
            ids.append(id)
        }
        return ids
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

    /// Deletes one scenario's report files (only the four names `run` writes).
    static func removeReports(_ id: String, in folder: String) throws {
        let base = folder.hasSuffix("/") ? folder + id : folder + "/" + id
        for suffix in ReportExporters.standard.map(\.suffix) {
            let path = base + "." + suffix
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }
}
