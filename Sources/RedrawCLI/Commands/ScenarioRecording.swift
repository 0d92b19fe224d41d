// ScenarioRecording: check, compile, profile and write reports — what `run`,
// `baseline update` and `gate` share, with the options that steer it,
// declared once.
//
// Every scenario is checked and compiled first, so one bad file records
// nothing; a scenario that fails while running stops the run (exit 1, no
// report for it) unless `--keep-going` is given.

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawGate
import RedrawReport
import RedrawResults

enum ScenarioRecording {
    static let options: [OptionSpec] = [
        OptionSpec("engine", value: "push|pull|both", help: "engines to run (default both)"),
        OptionSpec("repeat", value: "N", help: "timed repetitions per engine, after warm-up (default 5)"),
        OptionSpec("warmup", value: "N", help: "untimed warm-up runs per engine (default 1)"),
        OptionSpec("split", value: "N", help: "time-split passes per engine, after the timed ones: where the time goes (default 3, or --repeat when fewer; 0 for none)"),
        OptionSpec("seed", value: "N", help: "seed of Int.random, randomElement, shuffled and UUID() (default 42)"),
        OptionSpec("param", value: "name=value", repeatable: true, help: "set a scenario's param(\"name\", default)"),
        OptionSpec("viewport", value: "ROWS", help: "rows a List or lazy stack shows at once (default: the scenario's Redraw.viewport, else 17)"),
        OptionSpec("timeout", value: "SECONDS", help: "longest a step may run before it is stopped (default 120)"),
        OptionSpec("memory-limit", value: "MIB", help: "resident memory a scenario's process may use before it is stopped (default 8192)"),
        OptionSpec("keep-going", help: "after a scenario fails while running, go on with the next one (exit 1 at the end)"),
        OptionSpec("recount", help: "count every scenario again, not reusing the counts an earlier run of the same build kept (a scenario that reads the real clock is always counted again)"),
        OptionSpec("optimized-counting", help: "build the counting build with -O, as the timing build is: slower to build, faster to run at large sizes (the same counts)"),
        OptionSpec("swift-version", value: "5|6", help: "compile scenarios in this Swift language mode (default: the file's `// redraw:` line, else 5)"),
        OptionSpec("default-isolation", value: "MainActor|nonisolated",
                   help: "MainActor or nonisolated: what unannotated code is isolated to, as Xcode 26's Default Actor Isolation (default: the file's `// redraw:` line, else nonisolated)"),
        OptionSpec("jobs", value: "N", help: "scenarios counted (and their migration plans built and measured), and reports written, at once (default: one per core; a lone scenario's two engines are counted at once, unless N is 1); timing runs one at a time whatever N is"),
        OptionSpec("shard", value: "K/N", help: "only the scenarios of shard K of N (a CI matrix; partitioned by report path, the same on every machine)"),
    ]

    /// `--shard K/N`, if given.
    static func shard(_ options: ParsedOptions) throws -> Shard? {
        guard let text = options.value("shard") else { return nil }
        guard let shard = Shard(parsing: text) else {
            throw UsageError("--shard takes K/N with 1 ≤ K ≤ N ≤ 1000 (e.g. --shard 2/4), not `\(text)`")
        }
        return shard
    }

    /// The names of the language options, for commands that take only those of `options`.
    static let languageOptionNames: Set<String> = ["swift-version", "default-isolation"]

    /// `--swift-version` and `--default-isolation`, each if given.
    static func languageChoice(_ options: ParsedOptions) throws -> LanguageChoice {
        var choice = LanguageChoice()
        if let text = options.value("swift-version") {
            switch LanguageChoice.swiftVersion(text) {
            case .success(let version): choice.swiftVersion = version
            case .failure(let error): throw UsageError(error.description)
            }
        }
        if let text = options.value("default-isolation") {
            switch LanguageChoice.defaultIsolation(text) {
            case .success(let isolation): choice.defaultIsolation = isolation
            case .failure(let error): throw UsageError(error.description)
            }
        }
        return choice
    }

    /// The run options given by `options`.
    static func runOptions(_ options: ParsedOptions) throws -> RunOptions {
        var run = RunOptions()
        switch options.value("engine") ?? "both" {
        case "both": run.engines = EngineKind.allCases
        case "push": run.engines = [.push]
        case "pull": run.engines = [.pull]
        case let other: throw UsageError("--engine takes push, pull or both, not `\(other)`")
        }
        run.repetitions = try options.integer("repeat", default: 5, range: 1...10_000)
        run.warmup = try options.integer("warmup", default: 1, range: 0...10_000)
        // A split is a median over its passes as a time is over the timed ones: by default no more
        // split passes than timed ones (a `--repeat 1` run of 10,000 eager rows spent about half its
        // time in three split passes).
        run.splitPasses = try options.integer("split", default: min(3, run.repetitions), range: 0...10_000)
        run.seed = UInt64(try options.integer("seed", default: 42, range: 0...Int.max))
        run.parameters = try options.pairs("param")
        if options.value("viewport") != nil { run.viewportRows = try options.integer("viewport", default: 17, range: 1...10_000_000) }
        run.stepTimeout = Double(try options.integer("timeout", default: 120, range: 1...86_400))
        run.memoryLimitMiB = try options.integer("memory-limit", default: 8192, range: 64...1_048_576)
        run.journal = options.flag("log-changes") || options.value("trace") != nil
        run.optimizedCounting = options.flag("optimized-counting")
        run.recount = options.flag("recount")
        run.showOutput = options.flag("show-output")
        run.language = try languageChoice(options)
        return run
    }

    /// Every scenario under `paths`, checked by the front end and compiled, with `--param` names checked too.
    static func build(_ paths: [String], options run: RunOptions, console: Console,
                      shard: Shard? = nil) throws -> [(ScenarioFiles.Entry, CompiledScenario)] {
        try build(try check(paths, options: run, console: console, shard: shard), options: run, console: console)
    }

    /// Every scenario under `paths`, read and checked by the front end, with `--param` names checked
    /// against what the files ask for: all before anything compiles.
    /// `plan` (`redraw plan`): also a use that a mixed form cannot decide (which class does it
    /// hold?), an error in the file for a migration plan, found before anything runs. `redraw run
    /// --plan` does not ask: such a file's plan fails alone, and its reports are written without it.
    static func check(_ paths: [String], options run: RunOptions, console: Console,
                      shard: Shard? = nil, plan: Bool = false) throws -> [(ScenarioFiles.Entry, ScenarioFile)] {
        let files = try ScenarioFiles.collect(paths, shard: shard)
        if let shard, files.isEmpty {
            console.error("note: shard \(shard) holds none of the scenarios of \(paths.joined(separator: " ")): nothing to run")
            return []
        }
        let sources = try files.map { ($0, try ScenarioFileReader.read($0, language: run.language)) }
        // The front end is most of this stage: a core's worth of files at once (each analysis is
        // kept for the build and the plan, AnalysisCache).
        let checked = WorkPool.map(sources, width: WorkPool.defaultWidth) { _, source in
            let analysis = FrontEnd.analyze(source.1)
            return (analysis, plan && analysis.diagnostics.isEmpty ? FrontEnd.mixedFormErrors(source.1) : [])
        }
        let analyses = checked.map(\.0)
        let failures = analyses.flatMap(\.diagnostics)
        if !failures.isEmpty { throw FrontEndFailure(diagnostics: failures, first: failures[0]) }
        let undecided = checked.flatMap(\.1)
        if let first = undecided.first { throw FrontEndFailure(diagnostics: undecided, first: first) }
        let known = Set(analyses.flatMap { $0.parameters.map(\.name) })
        for name in run.parameters.keys.sorted() where !known.contains(name) {
            let asked = known.isEmpty ? "no scenario here reads a param" : "the scenarios read " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")
            throw UsageError("--param \(name): no scenario reads param(\"\(name)\", …)\(suggestionText(for: name, among: Array(known))) (\(asked))")
        }
        return sources
    }

    /// Compiles the checked scenarios two at a time, in order, each one's forms at once; the
    /// compilers share `ScenarioBuilder.compilerSlots` (one per core), so the second scenario's
    /// fill the cores while the first one's last `-O` build ends. The first failure in the list's
    /// order stops the run (WorkPool's invariant): one bad file runs nothing.
    static func build(_ sources: [(ScenarioFiles.Entry, ScenarioFile)], options run: RunOptions,
                      console: Console) throws -> [(ScenarioFiles.Entry, CompiledScenario)] {
        let builder = try ScenarioBuilder.standard()
        // What the cache holds is found a core's worth of files at once (making a file's forms to
        // key them is most of a warm run's build stage); what it lacks is compiled.
        let ready = WorkPool.map(sources, width: WorkPool.defaultWidth) { _, source in
            try? builder.cached(source.1, engines: run.engines, optimizedCounting: run.optimizedCounting)
        }
        // After the run's own builds were found (and so marked used): what no run used for a month goes.
        builder.cache.pruneIfDue()
        let missing = sources.indices.filter { ready[$0] == nil }
        let built = WorkPool.map(missing, width: 2, stopAfterFailure: true) { _, index in
            let prefix = sources.count > 1 ? "[\(index + 1)/\(sources.count)] " : ""
            return try builder.build(sources[index].1, engines: run.engines, optimizedCounting: run.optimizedCounting) {
                console.progress(prefix + $0)
            }
        }
        var fresh: [Int: CompiledScenario] = [:]
        for (index, outcome) in zip(missing, built) {
            switch outcome {
            case .success(let scenario)?: fresh[index] = scenario
            case .failure(let error)?: throw error
            case nil: break
            }
        }
        var compiled: [(ScenarioFiles.Entry, CompiledScenario)] = []
        for (index, (entry, _)) in sources.enumerated() {
            guard let scenario = ready[index] ?? fresh[index] else { preconditionFailure("\(entry.path) was neither cached nor built") }
            for line in AnalysisNotes.lines(scenario.analysis, path: entry.path, bundle: scenario.bundle, engines: run.engines) {
                console.error(line)
            }
            compiled.append((entry, scenario))
        }
        return compiled
    }

    /// `--jobs N`: scenarios counted (and their plans measured), and reports written, at once.
    static func width(_ options: ParsedOptions) throws -> Int {
        try options.integer("jobs", default: WorkPool.defaultWidth, range: 1...256)
    }

    /// Builds every scenario first, then profiles each, then writes their reports under `out`,
    /// keeping subfolders. Returns the recorded ids (`examples/cart-after`).
    /// `plan`: also measure each scenario's migration plan (MigrationPlanner) and keep it in the profile.
    static func record(_ paths: [String], into out: String?, options: ParsedOptions, console: Console,
                       reportOptions: ReportOptions = ReportOptions(), plan: Bool = false,
                       then report: (ScenarioProfile, _ directory: String, _ written: [String], _ id: String) throws -> Void
                           = { _, _, _, _ in }) throws -> [String] {
        let run = try runOptions(options)
        let width = try width(options)
        // A use a mixed form cannot decide fails that scenario's plan, not the run (as a mixed form
        // that does not compile does): a tester's `run --plan` wrote no report at all.
        let sources = try check(paths, options: run, console: console, shard: try shard(options))
        let keepGoing = options.flag("keep-going")
        var ids: [String] = []
        var faults: [Error] = []
        var failed: [ScenarioFiles.Entry] = []
        // Two files that would write the same reports are refused before anything is compiled.
        var seen: [String: String] = [:]
        for (entry, file) in sources {
            let id = entry.folder.isEmpty ? file.name : entry.folder + "/" + file.name
            if let other = seen[id] {
                throw UsageError("\(other) and \(entry.path) would write the same reports (\(id).*); rename one")
            }
            seen[id] = entry.path
        }
        let scenarios = try build(sources, options: run, console: console)
        func prefix(_ index: Int) -> String { scenarios.count > 1 ? "[\(index + 1)/\(scenarios.count)] " : "" }
        // Counts (and the migration plan's counting runs and builds) do not depend on the machine's
        // load: `width` scenarios at once. Without `--keep-going` no scenario starts after one failed.
        // Fewer scenarios than `width`: each one's engines are counted at once too, else a single
        // scenario's push and pull counting runs leave a core idle.
        let enginesAtOnce = max(1, width / max(1, scenarios.count))
        let counted = WorkPool.map(scenarios, width: width, stopAfterFailure: !keepGoing) { index, scenario in
            let (entry, compiled) = scenario
            let counts = try CompiledProfiler.count(compiled, options: run, enginesAtOnce: enginesAtOnce) {
                console.progress(prefix(index) + $0)
            }
            // The plan's all-push and pull forms are these counting builds: their counts are reused.
            var known: [String: ChildResult] = [:]
            for (engine, result) in counts { if let executable = compiled.executables[engine] { known[executable] = result } }
            // A plan that fails (a mixed form that does not compile, or traps) costs the scenario its
            // plan, not its profile: the reports are written and say why the plan is missing, and
            // the run exits 1 at the end (RecordingFailures).
            var migrationPlan: Result<MigrationPlan, Error>?
            if plan {
                migrationPlan = Result {
                    try MigrationPlanner.plan(try ScenarioFileReader.read(entry, language: run.language),
                                              builder: try ScenarioBuilder.standard(), options: run, counted: known) {
                        console.progress(prefix(index) + $0)
                    }
                }
            }
            return (counts, migrationPlan)
        }
        if !keepGoing {
            for case .failure(let error)? in counted { throw error }
        }
        // What the counting runs saw of the app as it ran, each note once for both engines.
        var planFailures = 0
        for ((entry, _), outcome) in zip(scenarios, counted) {
            guard case .success(let (counts, migrationPlan))? = outcome else { continue }
            if case .failure(let error)? = migrationPlan {
                planFailures += 1
                console.error(ErrorText.describe(error))
                console.error("note: \(entry.path): its migration plan was not measured; its reports are written without it and say why")
            }
            var told: Set<String> = []
            for engine in EngineKind.allCases {
                for note in counts[engine]?.notes ?? [] where told.insert(note).inserted {
                    let parts = note.split(separator: "\t", maxSplits: 1).map(String.init)
                    console.error(parts.count == 2 ? "note: \(entry.path): step \(parts[0].quotedName): \(parts[1])" : "note: \(entry.path): \(note)")
                }
            }
        }
        // Times: one scenario at a time, nothing else running, after every build and count.
        // Every scenario is profiled before any report is written: a report's advisor sets the
        // counts of the run's other designs of the same workload beside its own (CompanionDesign).
        var profiled: [(entry: ScenarioFiles.Entry, profile: ScenarioProfile)] = []
        for (index, ((entry, compiled), outcome)) in zip(scenarios, counted).enumerated() {
            guard let outcome else { break }
            do {
                let (counts, migrationPlan) = try outcome.get()
                let times = try CompiledProfiler.time(compiled, options: run, counted: counts) { console.progress(prefix(index) + $0) }
                var profile = CompiledProfiler.merge(compiled, counted: counts, timed: times, options: run)
                switch migrationPlan {
                case .success(let plan)?: profile.migrationPlan = plan
                case .failure(let error)?: profile.migrationPlanFailure = ErrorText.describe(error)
                case nil: break
                }
                profiled.append((entry, profile))
            } catch let error as BuildError where keepGoing {
                console.error(error.description)
                faults.append(error)
                failed.append(entry)
            }
        }
        let all = profiled.map(\.profile)
        func directory(_ entry: ScenarioFiles.Entry) -> String { out.map { entry.folder.isEmpty ? $0 : $0 + "/" + entry.folder } ?? "" }
        if out != nil {
            for entry in failed {
                let removed = try ReportWriter(options: reportOptions).removeReports(of: entry.name, in: directory(entry))
                if !removed.isEmpty {
                    console.print("\(entry.id): failed, so its reports from an earlier run were removed (\(removed.count) files)")
                }
            }
        }
        // Each scenario's files are written on their own (a core's worth at once); what the console
        // prints of them follows, in the scenarios' order. Folders first, one thread making each.
        if out != nil {
            for folder in Set(profiled.map { directory($0.entry) }).sorted() {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        let reports = WorkPool.map(profiled, width: width) { _, scenario in
            Result { () throws -> (ScenarioProfile, [String]) in
                var profile = scenario.profile
                profile.companions = CompanionDesign.of(profile, among: all)
                let written = out == nil ? [] : try ReportWriter(options: reportOptions).write(profile, to: directory(scenario.entry))
                return (profile, written)
            }
        }
        for ((entry, _), outcome) in zip(profiled, reports) {
            let (profile, written) = try outcome.get()
            let id = entry.folder.isEmpty ? profile.name : entry.folder + "/" + profile.name
            try report(profile, directory(entry), written, id)
            ids.append(id)
        }
        if !faults.isEmpty || planFailures > 0 {
            throw RecordingFailures(count: faults.count, plans: planFailures, recorded: ids)
        }
        return ids
    }
}

/// The run went to the end, but some scenarios failed (`--keep-going`) or their migration plans
/// did (`--plan`); each was printed when it failed.
struct RecordingFailures: Error, CustomStringConvertible {
    /// Scenarios that failed while running: no reports.
    let count: Int
    /// Scenarios whose migration plan failed: reports without the plan.
    var plans = 0
    /// The ids of the scenarios whose reports were written (`redraw gate --keep-going` compares them).
    var recorded: [String] = []
    var description: String {
        var parts: [String] = []
        if count > 0 {
            parts.append(count == 1 ? "1 scenario failed while running; its reports were not written"
                : "\(count) scenarios failed while running; their reports were not written")
        }
        if plans > 0 {
            parts.append(plans == 1 ? "the migration plan of 1 scenario failed; its reports were written without it"
                : "the migration plans of \(plans) scenarios failed; their reports were written without them")
        }
        return parts.joined(separator: "; ")
    }
}

/// An error as the terminal shows it and a report quotes it (a migration plan's failure, the gate's
/// Markdown summary): the error's own text — a compile error or a trap names the form, the file
/// and the line.
enum ErrorText {
    static func describe(_ error: Error) -> String {
        switch error {
        case let error as BuildError: return error.description
        case let error as FrontEndFailure: return error.description
        case let error as CustomStringConvertible: return "error: " + error.description
        default: return "error: \(error)"
        }
    }
}

/// A file that cannot be taken as a scenario at all, at a position: printed as the compiler
/// prints an error (`path:line:column: error: message`), exit 1.
public struct InputFileError: Error, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Reads a scenario file as UTF-8, or says where it is not. Public for `redraw-fuzz`, which
/// checks the bytes it makes exactly as `redraw` checks a file.
public enum ScenarioFileReader {
    /// A scenario is a Swift file a person wrote: anything larger is not one.
    static let maximumBytes = 4 << 20

    /// The one scenario at `path`: a file, or a folder that holds a `workload.swift`.
    public static func read(scenario path: String) throws -> ScenarioFile {
        let entries = try ScenarioFiles.collect([path])
        guard entries.count == 1 else { throw UsageError("\(path) holds \(entries.count) scenarios, not one") }
        return try read(entries[0])
    }

    /// The scenario an entry names: its file, or a folder's workload and app files.
    /// `language`: the command line's language options, which win over the file's own.
    static func read(_ entry: ScenarioFiles.Entry, language: LanguageChoice) throws -> ScenarioFile {
        var file = try read(entry)
        file.languageChoice = language
        return file
    }

    static func read(_ entry: ScenarioFiles.Entry) throws -> ScenarioFile {
        guard let folder = entry.scenarioFolder else { return try read(entry.path) }
        let workload = try read(entry.path)
        let files = try entry.sources.map { path in (path: path, text: try read(path).text) }
        let total = files.reduce(workload.text.utf8.count) { $0 + $1.text.utf8.count }
        if total > maximumBytes {
            throw UsageError("\(folder): its files are \(total) bytes in all, over Redraw's limit of \(maximumBytes) bytes (4 MiB) for a scenario")
        }
        var file = ScenarioFile(folder: folder, workload: (workload.path, workload.text), files: files)
        file.assets = AssetCatalog.read(folder: folder)
        return file
    }

    static func read(_ path: String) throws -> ScenarioFile {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            throw UsageError("\(path): the file is \(size) bytes, over Redraw's limit of \(maximumBytes) bytes (4 MiB) for a scenario")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read \(path)")
        }
        return try decode(data, path: path)
    }

    /// The file's text, or an InputFileError at the first byte that is not UTF-8.
    public static func decode(_ data: Data, path: String) throws -> ScenarioFile {
        guard let text = String(validatingUTF8Data: data) else {
            let (line, column) = firstInvalidUTF8(data)
            throw InputFileError(path: path, line: line, column: column,
                                 message: "the file is not valid UTF-8 here; save it as UTF-8")
        }
        return ScenarioFile(path: path, text: text)
    }

    /// The 1-based line and column of the first byte that does not decode, as swiftc counts
    /// them: columns in UTF-8 bytes, lines ending at `\n`, `\r\n` or `\r`. Decoded by the
    /// standard library's UTF-8 decoder, which, like `String(data:encoding:)`, refuses overlong
    /// forms, surrogates and anything past U+10FFFF.
    public static func firstInvalidUTF8(_ data: Data) -> (Int, Int) {
        let bytes = [UInt8](data)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        var previous: Unicode.Scalar? = nil
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let length = UTF8.width(scalar)
                if scalar == "\n" && previous == "\r" {
                    // The second half of `\r\n`: the line already ended at `\r`.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += length
                }
                previous = scalar
            case .emptyInput, .error:
                return (line, column)
            }
        }
    }
}

extension String {
    init?(validatingUTF8Data data: Data) {
        guard let s = String(data: data, encoding: .utf8) else { return nil }
        self = s
    }
}
