// `redraw run`: profile scenarios under both engines and write their reports.
//
// Every file is loaded and checked before any runs, so a typo in the last
// scenario does not leave the first ones' reports rewritten and the rest stale.

import Foundation
import RedrawReport
import RedrawResults

public enum RunCommand: Command {
    public static let spec = CommandSpec(
        name: "run",
        summary: "profile scenarios under push and pull; write CSV and Markdown reports",
        synopsis: "redraw run <file-or-folder>...",
        options: [
            OptionSpec("out", value: "DIR", help: "where reports go (default Reports/); a folder's subfolders are kept"),
            OptionSpec("no-reports", help: "print the summary only; write no report files (--trace and --graph still write theirs)"),
            OptionSpec("log-changes", help: "print one line per body evaluation and what changed, as Self._printChanges() does"),
            OptionSpec("show-output", help: "print what each scenario printed (print, standard error) in its counting run, after its summary"),
            OptionSpec("trace", value: "FILE", help: "write every step, frame, body evaluation and write as Chrome trace JSON (Perfetto, chrome://tracing)"),
            OptionSpec("graph", value: "FILE.dot|DIR", help: "write the cause graph (causes → views, edges weighted by body evaluations) as Graphviz DOT: to FILE.dot for one scenario, or DIR/<name>.dot for each"),
            OptionSpec("body-cost", value: "DURATION", help: "assume each body costs this much more in an app (800ns, 2us, 2µs, 1.5ms; a unit is required): the report projects step and frame times and judges claim (b) on them"),
            OptionSpec("plan", help: "also measure each scenario's migration plan (as `redraw plan`) and add it to the Markdown report"),
        ] + ScenarioRecording.options,
        positionals: 1...Int.max,
        details: """
        Each file is checked, turned into its push and pull forms and compiled with swiftc
        against Redraw's SwiftUI and Combine (builds are cached). Each form runs in processes of
        its own: its instrumented build once to count — body evaluations, invalidations,
        notifications, skipped, created, destroyed, dependencies, stale views, discarded state
        inits — then its plain build --warmup + --repeat times to time (each pass from a fresh run
        of the file's top-level code, recording nothing but the clock), once for jemalloc's
        allocations, and --split times (default 3, or --repeat when fewer) with a phase clock on,
        to split each step's time into the workload, the observation machinery, the bodies and
        the graph. Scenarios are compiled two at a time (each one's four builds at once), counted
        --jobs at a time (default: one per core; a lone scenario's two engines at once), then
        timed one at a time with nothing else running; the counts are the same whatever --jobs is.
        A crash, a step over --timeout or a process over --memory-limit is reported with the
        step and the scenario's line, and writes no report for that scenario. Counts are exact and the same on every run; times are medians with their
        spread (MAD), flagged when the spread is over 10 %. Since a run repeats exactly, a
        counting run's results are kept beside its build and read back when the same build runs
        with the same seed, params, viewport and limits (a warm run counts nothing again); a
        scenario that reads the real clock is counted every time, and --recount counts them all
        again. Times and allocations are measured on every run.

        Reports per scenario: <name>.steps.csv, <name>.view-types.csv, <name>.causes.csv, <name>.md, the
        charts it links (<name>.bodies.svg, <name>.frames.svg for steps of more than one frame,
        <name>.split.svg, <name>.causes.svg), and <name>.provenance (key=value lines: the toolchain's
        `swiftc --version`, Redraw's version and commit, the build flags, the seed, every param the
        scenario read with the value it ran with, the viewport that ran and what set it, the
        repetitions and warm-up; the Markdown report's header lists them too).

        Time measured here holds no diffing, layout or drawing, so a body costs less than in an app.
        Every report gives, per step, the break-even body cost at which pull's time equals push's.
        --body-cost DURATION assumes that extra cost per body evaluation (ns, us or µs, ms, s after
        the number; a bare number is refused as ambiguous) and adds projected step times (median +
        bodies × cost), projected frame times (each frame + its bodies × cost) and the frames over
        16.7 ms that follow; claim (b) is then judged on the projection, its assumption named.

        --graph writes why bodies ran as a graph: a node per write (`write TodoItem.done`), `@State`
        write, creation, scroll or navigation and per view type; an edge per cause and view type,
        labelled with its body evaluations summed over every step; a parent that re-ran with changed
        inputs is that parent's view node. One cluster per engine. A path ending in .dot is one file
        (one scenario only); any other path is a folder, with <name>.dot per scenario (subfolders
        kept). Render it with Graphviz: dot -Tsvg order-book.dot -o order-book.svg.

        What a scenario prints (`print`, standard error) is not shown: each pass runs the
        workload again, and a crash report shows its last lines. --show-output prints what each
        engine's counting run printed (the first 200 lines), after the scenario's summary.

        --log-changes and --trace add a journal pass to each engine's counting process: a
        counting run that keeps every event (the same counts). --log-changes prints, per step,
        one line per body evaluation: `TodoRow[id: 5]: item.done changed.` (a write, through the
        view's property `item`), `@self changed (title)` (the parent passed new inputs),
        `@identity changed` (created), `_filter changed` (its @State). --trace FILE writes one
        Chrome Trace Event file for the whole run: a process per scenario and engine, steps,
        frames and bodies as nested slices (view type, identity, cause), writes as instants,
        allocations and live nodes as counters. Open it at ui.perfetto.dev or chrome://tracing.
        Its times come from the journal pass, which records as it goes: read them for order
        and proportion; the reports' times come from the timed passes. For the chain behind
        each evaluation of one step, see `redraw explain`.

        With --plan, each scenario's migration plan is measured after its profile (one counting build
        and run per form; see `redraw plan --help`) and the Markdown report gets a "Migration plan"
        section; with --no-reports the plan's table is printed after the summary. A plan that fails
        (a mixed form that does not compile or traps) leaves its scenario's reports without it:
        the error is printed, the report quotes it, and redraw exits 1 after writing every report.
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        let out = options.value("out") ?? "Reports"
        let logChanges = options.flag("log-changes")
        let trace = options.value("trace")
        var traced: [ScenarioProfile] = []
        func journals(_ profile: ScenarioProfile) {
            // `Self._printChanges()` in the scenario's bodies, as the app would print them.
            for engine in profile.engines {
                for step in engine.steps {
                    for line in step.printedChanges ?? [] {
                        console.print("\(profile.name) (\(engine.engine.rawValue)) \(step.step): \(line)")
                    }
                }
            }
            if logChanges { console.print(ChangeLog.render(profile)) }
            for engine in profile.engines {
                guard let printed = engine.printed else { continue }
                console.print("\(profile.name) (\(engine.engine.rawValue)) printed " + (printed.isEmpty ? "nothing"
                    : printed.count < ChildResult.printedLimit ? (printed.count == 1 ? "1 line:" : "\(printed.count) lines:")
                    : "these first \(printed.count) lines:"))
                for line in printed { console.print("  | " + line) }
            }
            if trace != nil { traced.append(profile) }
        }
        func writeTrace() throws {
            guard let trace else { return }
            try ReportWriter.writeFile(ChromeTrace.render(traced), to: trace)
            console.print("trace: \(trace)")
        }
        let reportOptions = ReportOptions(bodyCost: try options.bodyCost("body-cost"))
        let graph = try graphTarget(options)
        // Every place the run writes, checked before anything compiles.
        if !options.flag("no-reports") { try OutputPaths.folder(out, option: "out") }
        if let trace { try OutputPaths.file(trace, option: "trace") }
        switch graph {
        case .file(let path)?: try OutputPaths.file(path, option: "graph")
        case .folder(let path)?: try OutputPaths.folder(path, option: "graph")
        case nil: break
        }
        let plan = options.flag("plan")
        if options.flag("no-reports") {
            if options.value("body-cost") != nil {
                console.error("warning: --body-cost projects the times of the Markdown report, which --no-reports does not "
                              + "write; the summary shows the times measured")
            }
            do {
                _ = try ScenarioRecording.record(options.positionals, into: nil, options: options, console: console,
                                                 plan: plan) { profile, _, _, id in
                    console.print(TerminalSummary.render(profile))
                    if let plan = profile.migrationPlan { console.print(TerminalMigrationPlan.render(plan) + "\n") }
                    if profile.migrationPlanFailure != nil { console.print("  migration plan: not measured (its error is above)\n") }
                    journals(profile)
                    try writeGraph(profile, id: id, to: graph, console: console)
                }
            } catch let failures as RecordingFailures {
                try writeTrace()
                throw failures
            }
            try writeTrace()
            return ExitCode.success
        }
        do {
            _ = try ScenarioRecording.record(options.positionals, into: out, options: options, console: console,
                                             reportOptions: reportOptions, plan: plan) { profile, directory, written, id in
                console.print(TerminalSummary.render(profile))
                console.print("  reports: " + written.map { directory + "/" + $0 }.joined(separator: ", ") + "\n")
                journals(profile)
                try writeGraph(profile, id: id, to: graph, console: console)
            }
        } catch let failures as RecordingFailures {
            // `--keep-going`: the reports that were written are indexed before the failure is reported.
            let index = try ReportWriter.writeIndex(to: out)
            console.print("index: \(out)/\(index)")
            try writeTrace()
            throw failures
        }
        let index = try ReportWriter.writeIndex(to: out)
        console.print("index: \(out)/\(index)")
        try writeTrace()
        return ExitCode.success
    }

    /// Where `--graph` writes: one file, or a folder of `<id>.dot`.
    enum GraphTarget {
        case file(String)
        case folder(String)
    }

    /// `--graph`, checked before anything compiles: a `.dot` file takes one scenario.
    static func graphTarget(_ options: ParsedOptions) throws -> GraphTarget? {
        guard let path = options.value("graph") else { return nil }
        guard !path.isEmpty else { throw UsageError("--graph takes a FILE.dot or a folder, not an empty path") }
        guard path.hasSuffix(".dot") else { return .folder(path) }
        let count = try ScenarioFiles.collect(options.positionals).count
        guard count == 1 else {
            let folder = String(path.dropLast(4))
            throw UsageError("--graph \(path) is one file, but \(count) scenarios run: give a folder (--graph \(folder)) for <name>.dot each")
        }
        return .file(path)
    }

    static func writeGraph(_ profile: ScenarioProfile, id: String, to target: GraphTarget?, console: Console) throws {
        guard let target else { return }
        let path: String
        switch target {
        case .file(let file): path = file
        case .folder(let folder): path = (folder.hasSuffix("/") ? folder : folder + "/") + id + "." + CauseGraphExporter().suffix
        }
        try CauseGraphExporter.write(profile, toFile: path)
        console.print("  cause graph: \(path)")
    }
}
