// `redraw run`: profile scenarios under both engines and write their reports.
//
// Every file is loaded and checked before any runs, so a typo in the last
// scenario does not leave the first ones' reports rewritten and the rest stale.

import Foundation
import RedrawReport

public enum RunCommand: Command {
    public static let spec = CommandSpec(
        name: "run",
        summary: "profile scenarios under push and pull; write CSV and Markdown reports",
        usage: [
            "redraw run <file-or-folder>... [--engine push|pull|both] [--out DIR]",
            "           [--repeat N] [--warmup N] [--seed N] [--param name=value]... [--viewport ROWS]",
            "           [--timeout SECONDS] [--memory-limit MIB] [--keep-going] [--no-reports]",
        ],
        options: [
            OptionSpec("out", value: "DIR", help: "where reports go (default Reports/); a folder's subfolders are kept"),
            OptionSpec("no-reports", help: "print the summary only; write no files"),
        ] + ScenarioRecording.options,
        positionals: 1...Int.max,
        details: """
        Each file is checked, turned into its push and pull forms and compiled with swiftc
        against Redraw's SwiftUI and Combine (builds are cached). Each form runs in processes of
        its own: its plain build --warmup + --repeat times to time (each pass from a fresh run of
        the file's top-level code, recording nothing but the clock), then its instrumented build
        once to count: body evaluations, invalidations, notifications, skipped, created,
        destroyed, dependencies, stale views, discarded state inits, and jemalloc allocations.
        A crash, a step over --timeout or a process over --memory-limit is reported with the
        step and the scenario's line, and writes no report for that scenario. Counts are exact and the same on every run; times are medians with their
        spread (MAD), flagged when the spread is over 10 %.

        Reports per scenario: <name>.steps.csv, <name>.view-types.csv, <name>.causes.csv, <name>.md,
        and <name>.provenance (key=value lines: the toolchain's `swiftc --version`, Redraw's version
        and commit, the build flags, the seed, every param the scenario read with the value it ran
        with, the viewport that ran and what set it, the repetitions and warm-up; the Markdown
        report's header lists them too).
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        let out = options.value("out") ?? "Reports"
        if options.flag("no-reports") {
            _ = try ScenarioRecording.record(options.positionals, into: nil, options: options, console: console) { profile, _, _ in
                console.print(TerminalSummary.render(profile))
            }
            return ExitCode.success
        }
        do {
            _ = try ScenarioRecording.record(options.positionals, into: out, options: options, console: console) { profile, directory, written in
                console.print(TerminalSummary.render(profile))
                console.print("  reports: " + written.map { directory + "/" + $0 }.joined(separator: ", ") + "\n")
            }
        } catch let failures as RecordingFailures {
            // `--keep-going`: the reports that were written are indexed before the failure is reported.
            let index = try ReportWriter.writeIndex(to: out)
            console.print("index: \(out)/\(index)")
            throw failures
        }
        let index = try ReportWriter.writeIndex(to: out)
        console.print("index: \(out)/\(index)")
        return ExitCode.success
    }
}
