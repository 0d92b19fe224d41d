// `redraw run`: profile scenarios under both engines and write their reports.
//
// Every file is loaded and checked before any runs, so a typo in the last
// scenario does not leave the first ones' reports rewritten and the rest stale.

import Foundation
import RedrawProfile
import RedrawReport
import RedrawScenario

public enum RunCommand: Command {
    public static let spec = CommandSpec(
        name: "run",
        summary: "profile scenarios under push and pull; write CSV and Markdown reports",
        usage: [
            "redraw run <file-or-folder>... [--engine push|pull|both] [--out DIR]",
            "           [--repeat N] [--warmup N] [--seed N] [--param name=value]...",
        ],
        options: [
            OptionSpec("engine", value: "push|pull|both", help: "engines to run (default both)"),
            OptionSpec("out", value: "DIR", help: "where reports go (default Reports/); a folder's subfolders are kept"),
            OptionSpec("repeat", value: "N", help: "timed repetitions per engine, after warm-up (default 5)"),
            OptionSpec("warmup", value: "N", help: "untimed warm-up runs per engine (default 1)"),
            OptionSpec("seed", value: "N", help: "seed of Int.random, randomElement, shuffled (default 42)"),
            OptionSpec("param", value: "name=value", repeatable: true, help: "set a scenario's param(\"name\", default)"),
            OptionSpec("no-reports", help: "print the summary only; write no files"),
        ],
        positionals: 1...Int.max,
        details: """
        Each scenario runs once per engine to count (body evaluations, invalidations, notifications,
        skipped, created, destroyed, dependencies, stale views, jemalloc allocations) and then
        --warmup + --repeat times to time, each from a freshly built graph. Counts are exact and
        the same on every run; times are medians with their spread.

        Reports per scenario: <name>.steps.csv, <name>.view-types.csv, <name>.causes.csv, <name>.md.
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var profileOptions = ProfileOptions()
        switch options.value("engine") ?? "both" {
        case "both": profileOptions.engines = EngineKind.allCases
        case "push": profileOptions.engines = [.push]
        case "pull": profileOptions.engines = [.pull]
        case let other: throw UsageError("--engine takes push, pull or both, not `\(other)`")
        }
        profileOptions.repetitions = try options.integer("repeat", default: 5, range: 1...10_000)
        profileOptions.warmup = try options.integer("warmup", default: 1, range: 0...10_000)
        profileOptions.seed = UInt64(try options.integer("seed", default: 42, range: 0...Int.max))
        profileOptions.parameters = try options.pairs("param")
        let out = options.value("out") ?? "Reports"

        let files = try ScenarioFiles.collect(options.positionals)
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

        for (index, (file, scenario)) in scenarios.enumerated() {
            let prefix = scenarios.count > 1 ? "[\(index + 1)/\(scenarios.count)] " : ""
            let profile = try Profiler.profile(scenario, options: profileOptions) { console.progress(prefix + $0) }
            console.print(TerminalSummary.render(profile))
            if !options.flag("no-reports") {
                let directory = file.folder.isEmpty ? out : out + "/" + file.folder
                let written = try ReportWriter.write(profile, to: directory)
                console.print("  reports: " + written.map { directory + "/" + $0 }.joined(separator: ", ") + "\n")
            }
        }
        if !options.flag("no-reports") {
            let index = try ReportWriter.writeIndex(to: out)
            console.print("index: \(out)/\(index)")
        }
        return ExitCode.success
    }
}
