// `redraw gate`: compare a run with a baseline; exit 2 on a regression.
//
// Either runs scenarios now (into a temporary folder, or --current-out) or
// compares an existing set (--current), then prints the comparison table and
// optionally writes a Markdown summary. Exit codes: 0 no regression
// (improvements listed), 2 regression (or a missing scenario, engine or step),
// 1 usage or input error (bad option, unreadable or missing baseline). Provenance
// warnings (another toolchain, seed, …) are printed and never change the code.

import Foundation
import RedrawGate

public enum GateCommand: Command {
    /// The counts any increase of which fails the gate, from the metrics' own policies (the list
    /// left `discarded_state_inits` out while it was hand-written).
    static var exactCounts: String {
        GateMetric.allCases.filter { $0.kind == .count && $0.defaultPolicy.mode == .enforced }.map(\.rawValue)
            .joined(separator: ", ")
    }

    public static let spec = CommandSpec(
        name: "gate",
        summary: "compare a run with a baseline; exit 2 on a regression (CI)",
        usage: [
            "redraw gate <file-or-folder>... --baseline DIR [--current-out DIR] [options]   run now, then compare",
            "redraw gate --baseline DIR --current DIR [options]                             compare two existing sets",
            "redraw gate --baseline DIR --current DIR --current DIR... [options]            compare the merged shards of a matrix",
        ],
        options: [
            OptionSpec("baseline", value: "DIR", help: "the baseline reports (from `redraw baseline update`); required"),
            OptionSpec("current", value: "DIR", repeatable: true,
                       help: "compare these existing reports instead of running scenarios; repeat it for the shards of a matrix"),
            OptionSpec("current-out", value: "DIR", help: "keep this run's reports in DIR (default: a temporary folder, removed)"),
            OptionSpec("thresholds", value: "FILE", help: "tolerance rules, one a line (see below)"),
            OptionSpec("tolerance", value: "PATTERN=TOL", repeatable: true,
                       help: "a rule on the command line, after the file's: allocations=5%, '*/*/created=1'"),
            OptionSpec("time", value: "info|enforce", help: "whether time can fail the gate (default info: machines differ)"),
            OptionSpec("allow-missing", help: "a scenario, engine or step missing from the current set does not fail"),
            OptionSpec("fail-on-new", help: "a scenario, engine or step not in the baseline fails"),
            OptionSpec("markdown", value: "FILE", help: "also write a Markdown summary (e.g. \"$GITHUB_STEP_SUMMARY\")"),
            OptionSpec("verbose", help: "list informational changes (time, skipped, frames) row by row, not only their count"),
        ] + ScenarioRecording.options,
        positionals: 0...Int.max,
        details: """
        What is compared, per scenario, engine and step (steps.csv) and per view type (view-types.csv):
          \(exactCounts)
                          any increase is a regression, any decrease an improvement (tolerance 0)
          skipped, frames informational (reported when they change, never failing)
          allocations, allocated_bytes
                          2% relative tolerance
          time_median_ns  10% relative, and only beyond the spread (MAD) of both runs added;
                          informational unless --time enforce
        A scenario, engine or step in the baseline but missing now fails (unless --allow-missing);
        one that is new is listed (fails with --fail-on-new). Scenarios are matched by their path
        in the folder (examples/cart-after), so run the gate on the same paths as the baseline.

        Thresholds (--thresholds FILE, and --tolerance PATTERN=TOL after it; later rules win):
          # <scenario>[@<engine>]/<step>/<metric>   [enforce|info] [<tolerance>]
          */*/allocations               5%        relative to the baseline
          cart-after@pull/*/created     1         absolute, in the metric's unit
          */initial render/*            info      reported, never failing
          */*/time                      enforce 15%
          body_evaluations              0         a bare metric: */*/body_evaluations
        `*` matches any run of characters, `?` one. The scenario is the file's name without .swift.

        Sharding (--shard K/N, here as on run and baseline update): a scenario's shard is a stable
        hash of its report path (`examples/cart-after`) modulo N, the same for the run and for the
        baseline. With --shard, the gate compares the shard's scenarios with the same shard of the
        baseline. --current may be given once per shard: the folders are merged (a scenario in two
        is an error) and compared with the whole baseline.

        Provenance (<name>.provenance beside the CSVs): where a scenario's baseline and current run
        differ in the toolchain, Redraw's version, the build flags, the seed, a parameter's value
        (set or default) or the viewport's rows, the gate prints a warning naming the scenario, the field and baseline →
        current; a count may differ for that reason. Warnings never change the exit code. Not
        compared: Redraw's commit, the repetitions and the warm-up (they change only the times). A
        set recorded before provenance existed gets one note instead; an unreadable .provenance
        file is an input error naming it.

        Exit codes: 0 no regression (improvements listed), 2 regression, 1 usage or input error
        (bad option or thresholds file, missing or unreadable baseline or provenance file); a
        provenance warning alone never changes them.

        Examples:
          redraw gate Scenarios/ --baseline Baselines/ --markdown gate.md
          redraw gate --baseline Baselines/ --current Reports/ --tolerance allocations=5%
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        do {
            return try compare(options, console: console)
        } catch let compared as ComparedDespite {
            // The comparison of what ran is printed and in the summary; the failure decides the code.
            throw compared.failures
        } catch {
            // A CI job's summary page would otherwise stay empty on the runs that most need it: the
            // error goes there too (not for a bad Markdown path, which cannot be written).
            if let markdown = options.value("markdown"), !(error is UsageError),
               (try? OutputPaths.file(markdown, option: "markdown")) != nil {
                let text = "## Redraw gate: ❌ ERROR\n\nThe gate could not compare (exit 1):\n\n```\n"
                    + ErrorText.describe(error) + "\n```\n"
                try? text.write(toFile: markdown, atomically: false, encoding: .utf8)
            }
            throw error
        }
    }

    private static func compare(_ options: ParsedOptions, console: Console) throws -> Int32 {
        guard let baselineFolder = options.value("baseline") else {
            throw UsageError("`redraw gate` needs --baseline DIR (record one with `redraw baseline update <scenarios> --out DIR`)")
        }
        let currentFolders = options.all("current")
        let currentFolder = currentFolders.first
        let shard = try ScenarioRecording.shard(options)
        let scenarioPaths = options.positionals
        if currentFolder != nil && !scenarioPaths.isEmpty {
            throw UsageError("give either scenario files to run or --current DIR, not both")
        }
        if currentFolder == nil && scenarioPaths.isEmpty {
            throw UsageError("give scenario files or folders to run, or --current DIR to compare an existing set")
        }
        if currentFolder != nil {
            let runOnly = ["current-out"] + ScenarioRecording.options.map(\.name).filter { $0 != "shard" }
            if let given = runOnly.first(where: { options.value($0) != nil }) {
                throw UsageError("--\(given) applies when the gate runs scenarios, not with --current")
            }
        }
        let policy = try GatePolicy(options)
        // Where the gate writes, checked before it runs anything.
        if let markdown = options.value("markdown") { try OutputPaths.file(markdown, option: "markdown") }
        if let keep = options.value("current-out") { try OutputPaths.folder(keep, option: "current-out") }

        let baseline: ResultSet
        let current: ResultSet
        var recordingFailures: RecordingFailures?
        if !currentFolders.isEmpty {
            // Several folders are the shards of one run: merged, a scenario in two of them an error.
            let all = try ResultSetLoader.load(directory: baselineFolder, role: "baseline")
            // A shard may be empty (README: it runs nothing and passes): its folder holds no report.
            let sets = try currentFolders.map {
                try ResultSetLoader.load(directory: $0, role: "current", allowEmpty: currentFolders.count > 1)
            }
            guard sets.contains(where: { !$0.scenarios.isEmpty }) else {
                throw GateInputError("no *.steps.csv reports in any of the current folders: \(currentFolders.joined(separator: ", "))")
            }
            for set in sets where set.scenarios.isEmpty {
                console.error("gate: \(set.location) holds no reports (an empty shard): nothing of it to compare")
            }
            let loaded = try ResultSet.merged(sets)
            baseline = shard.map(all.filtered) ?? all
            current = shard.map(loaded.filtered) ?? loaded
        } else {
            // A missing baseline is found before anything runs; it is read after the run, so this
            // process has done the same before its first scenario as the `baseline update` that
            // recorded it (the first scenario's allocations include the runtime's one-time setup).
            try ResultSetLoader.checkExists(directory: baselineFolder, role: "baseline")
            let keep = options.value("current-out")
            let folder = keep ?? FileManager.default.temporaryDirectory
                .appendingPathComponent("redraw-gate-\(UUID().uuidString)").path
            defer { if keep == nil { try? FileManager.default.removeItem(atPath: folder) } }
            // `--keep-going`: the scenarios that ran are compared (the others show as missing), then
            // the failure decides the exit code.
            let ids: [String]
            do {
                ids = try ScenarioRecording.record(scenarioPaths, into: folder, options: options, console: console)
            } catch let failed as RecordingFailures {
                recordingFailures = failed
                ids = failed.recorded
            }
            console.error("gate: ran \(ids.count) scenario\(ids.count == 1 ? "" : "s")" + (keep.map { " into \($0)" } ?? ""))
            // A shard's run is compared with the same shard of the baseline, not with the whole of it.
            let all = try ResultSetLoader.load(directory: baselineFolder, role: "baseline")
            baseline = shard.map(all.filtered) ?? all
            var recorded = try ResultSetLoader.load(directory: folder, role: "current")
            // Only what this run wrote: --current-out may hold older reports.
            recorded.scenarios = recorded.scenarios.filter { ids.contains($0.id) }
            recorded.location = keep ?? "this run of " + scenarioPaths.joined(separator: " ")
            current = recorded
        }

        let comparison = Comparison(baseline: baseline, current: current, policy: policy)
        for rule in policy.thresholds.unmatched(by: comparison.rows) {
            console.error("warning: the tolerance rule at \(rule.origin) matches no scenario, engine, step and metric compared "
                          + "here: is a name misspelt? (scenario `\(rule.scenario)`, engine `\(rule.engine)`, step `\(rule.step)`, "
                          + "metric `\(rule.metric)`)")
        }
        let kept = currentFolders.count == 1 ? currentFolders.first : options.value("current-out")
        let hints = GateHints(baseline: baselineFolder, scenarioPaths: scenarioPaths,
                              currentReports: kept.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
            .lines(for: comparison)
        console.print(GateTerminalReport.render(comparison, listInformational: options.flag("verbose"), hints: hints))
        if let markdown = options.value("markdown") {
            do { try GateMarkdownReport.render(comparison, hints: hints).write(toFile: markdown, atomically: false, encoding: .utf8) }
            catch { throw GateInputError("cannot write the Markdown summary to \(markdown): \(error.localizedDescription)") }
        }
        if let recordingFailures { throw ComparedDespite(failures: recordingFailures) }
        return comparison.passed ? ExitCode.success : ExitCode.regression
    }
}

extension GatePolicy {
    /// The policy from `gate`'s options: --thresholds, --tolerance, --time, --allow-missing, --fail-on-new.
    init(_ options: ParsedOptions) throws {
        var rules: [ThresholdRule] = []
        if let file = options.value("thresholds") {
            guard FileManager.default.fileExists(atPath: file) else { throw GateInputError("thresholds file \(file) does not exist") }
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw GateInputError("cannot read the thresholds file \(file)")
            }
            rules += try Thresholds.parse(text, source: file).rules
        }
        for item in options.all("tolerance") { rules.append(try Thresholds.parseOption(item)) }
        var time = GateMode.informational
        switch options.value("time") {
        case nil, "info", "informational": time = .informational
        case "enforce": time = .enforced
        case let other?: throw UsageError("--time takes info or enforce, not `\(other)`")
        }
        self.init(thresholds: Thresholds(rules: rules), timeMode: time,
                  failOnMissing: !options.flag("allow-missing"), failOnNew: options.flag("fail-on-new"))
    }
}

/// `gate --keep-going` ran to the end with some scenarios failing: what ran was compared and
/// reported, and the failures still make the exit code 1.
private struct ComparedDespite: Error {
    let failures: RecordingFailures
}
