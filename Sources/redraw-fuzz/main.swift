// redraw-fuzz: the fuzzer of issue #13 in its in-process mode — seeded
// mutations of the corpus through the front end, outcomes classified,
// failures minimised, `Reports/robustness.md` written. See FuzzOptions.usage.

import Foundation

let corpusFolders = ["Scenarios", "Tests/Fixtures"]

func main() throws -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options = try FuzzOptions.parse(arguments)
    if options.help { print(FuzzOptions.usage); return 0 }
    let settings = RunSettings(seed: options.seed, root: options.root, timeLimit: options.timeLimit)

    switch options.mode {
    case .worker(let from, let to):
        let maker = InputMaker(corpus: try Corpus.load(root: options.root, folders: corpusFolders), seed: options.seed)
        Worker(timeLimit: options.timeLimit).run { handle in
            for i in from..<max(from, to) {
                let input = maker.input(i)
                handle(i, input.bytes, BatchRunner.mutatorTag(input.mutators))
            }
        }
    case .serve:
        Worker(timeLimit: options.timeLimit).run { handle in Worker.readRequests { handle($0, $1, "") } }
    case .printInput(let index):
        let input = InputMaker(corpus: try Corpus.load(root: options.root, folders: corpusFolders), seed: options.seed,
                               mode: options.fuzzMode).input(index)
        FileHandle.standardError.write(Data("input \(index): \(input.base), \(input.mutators.map(\.rawValue).joined(separator: ", "))\n".utf8))
        FileHandle.standardOutput.write(Data(input.bytes))
        return 0
    case .run:
        break
    }
    if let legacy = options.importReport {
        guard let text = try? String(contentsOfFile: legacy, encoding: .utf8) else { throw FuzzError("cannot read \(legacy)") }
        let store: ModeStore
        do { store = try LegacyReport.importStore(text) } catch { throw FuzzError("\(legacy): \(error)") }
        try RobustnessReport(path: legacy).update(with: store, mode: .inProcess)
        print("redraw-fuzz: kept the in-process figures of \(legacy) (\(store.tried) inputs, `\(store.command)`) in "
              + ModeStore.path(report: legacy, mode: .inProcess) + "; wrote \(legacy)")
        return 0
    }
    if options.fuzzMode == .endToEnd { return try endToEnd(options) }

    let corpus = try Corpus.load(root: options.root, folders: corpusFolders)
    let maker = InputMaker(corpus: corpus, seed: options.seed)
    let commit = RedrawCommit.ofRun(root: options.root)
    let started = Clock.now()
    let runner = BatchRunner(settings: settings, maker: maker, total: options.inputs, progress: true)
    let tally = try runner.run(jobs: options.jobs)
    let seconds = Double(Clock.now() - started) / 1e9
    print(String(format: "redraw-fuzz: %d inputs in %.1f s (%.0f inputs/s, %d jobs)", tally.tried, seconds,
                 Double(tally.tried) / seconds, options.jobs))
    for kind in OutcomeClass.allCases { print("  \(kind.rawValue): \(tally.count(kind))") }
    let timing = runner.timings
    print(String(format: "  time in the probe: %.1f s; mean per input by mutator:", Double(timing.total) / 1e6))
    for m in Mutator.allCases where (timing.inputs[m] ?? 0) > 0 {
        print(String(format: "    %-40@ %8.2f ms  (%d inputs)", m.rawValue as NSString,
                     Double(timing.micros[m]!) / 1e3 / Double(timing.inputs[m]!), timing.inputs[m]!))
    }

    // Every crash and hang is minimised; unclear errors up to --minimise-max.
    let client = ServeClient(settings: settings)
    let minimiser = Minimiser(client: client, budget: options.minimiseBudget)
    let (minimised, unminimised) = try minimiseFailures(tally, maker, options, minimise: minimiser.minimise) { record, example in
        record.kind == .crash ? try client.backtrace(example) : []
    }

    if let path = options.report {
        let command = "scripts/fuzz --inputs \(options.inputs) --seed \(options.seed) --time-limit \(RobustnessReport.number(options.timeLimit))"
            + " --report \(path)"
        var store = ModeStore(mode: .inProcess, command: command, seed: options.seed, timeLimit: options.timeLimit,
                              corpus: .init(files: corpus.files.count, bytes: corpus.byteCount, excluded: corpus.excluded,
                                            folders: corpusFolders, bases: nil),
                              tally: tally, failures: minimised, unminimised: unminimised, run: nil)
        store.commit = commit
        try RobustnessReport(path: path).update(with: store, mode: .inProcess)
        print("redraw-fuzz: wrote \(path) and \(ModeStore.path(report: path, mode: .inProcess))")
    }
    let bad = tally.count(.crash) + tally.count(.hang)
    print("redraw-fuzz: \(tally.count(.crash)) crashes, \(tally.count(.hang)) hangs, \(tally.count(.unclear)) unclear errors")
    return bad == 0 ? 0 : 1
}

/// The end-to-end mode: every input through `redraw run`, in slots under a temporary folder.
func endToEnd(_ options: FuzzOptions) throws -> Int32 {
    let corpus = try Corpus.load(root: options.root, folders: corpusFolders)
    let maker = InputMaker(corpus: corpus, seed: options.seed, mode: .endToEnd)
    let redraw = options.redraw ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("redraw").path
    guard FileManager.default.isExecutableFile(atPath: redraw) else {
        throw FuzzError("\(redraw): no redraw executable there; build it (swift build --product redraw) or give --redraw PATH")
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-fuzz-e2e-\(getpid())-\(UUID().uuidString.prefix(8))").path
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    if options.recheck {
        guard let path = options.report, var store = try ModeStore.load(ModeStore.path(report: path, mode: .endToEnd)) else {
            throw FuzzError("--recheck needs --report FILE.md with an end-to-end store beside it")
        }
        let r = store.run
        let probe = EndToEndProbe(settings: EndToEndSettings(redraw: redraw, workDirectory: work, stepTimeout: r?.stepTimeout ?? options.stepTimeout,
                                                            memoryLimit: r?.memoryLimit ?? options.memoryLimit, timeLimit: store.timeLimit),
                                  slot: 0)
        for i in store.failures.indices {
            guard let text = store.failures[i].example, let bytes = RobustnessReport.unescaped(text) else { continue }
            let outcome = try probe.run(bytes).outcome
            store.failures[i].recheck = outcome.kind.rawValue + (outcome.signature.isEmpty ? "" : ": " + outcome.signature)
            print("  \(store.failures[i].signature) → \(store.failures[i].recheck!)")
        }
        let root = URL(fileURLWithPath: options.root).standardizedFileURL.path + "/"
        let binary = redraw.hasPrefix(root) ? String(redraw.dropFirst(root.count)) : redraw
        store.recheckedBy = "`redraw-fuzz --mode end-to-end --recheck --report \(path)`, through `\(binary)` at Redraw commit "
            + RedrawCommit.short(root: options.root)
        try RobustnessReport(path: path).update(with: store, mode: .endToEnd)
        print("redraw-fuzz: rechecked \(store.failures.count) failures; wrote \(path)")
        return 0
    }
    let settings = EndToEndSettings(redraw: redraw, workDirectory: work, stepTimeout: options.stepTimeout,
                                    memoryLimit: options.memoryLimit, timeLimit: options.timeLimit)
    let commit = RedrawCommit.ofRun(root: options.root)
    let started = Clock.now()
    let deadline = options.duration.map { started + UInt64($0 * 1e9) }
    let runner = EndToEndRunner(settings: settings, maker: maker, total: options.inputs, deadline: deadline)
    let tally = try runner.run(jobs: options.jobs)
    let seconds = Double(Clock.now() - started) / 1e9
    print(String(format: "redraw-fuzz: %d inputs end to end in %.1f s (%.2f inputs/s, %d jobs)", tally.tried, seconds,
                 Double(tally.tried) / seconds, options.jobs))
    for kind in OutcomeClass.allCases { print("  \(kind.rawValue): \(tally.count(kind))") }
    for kind in [OutcomeClass.positioned, .trap] {
        for (k, n) in (tally.kinds[kind] ?? [:]).sorted(by: { $0.value > $1.value }) { print("    \(kind.rawValue), \(k): \(n)") }
    }
    var meanSeconds: [String: Double] = [:]
    for (kind, micros) in runner.classMicros where tally.count(kind) > 0 {
        meanSeconds[kind.rawValue] = (Double(micros) / 1e6 / Double(tally.count(kind)) * 10).rounded() / 10
    }

    // Crashes, hangs and partial reports are all minimised; unclear errors up to --minimise-max.
    let probe = EndToEndProbe(settings: settings, slot: options.jobs)
    let minimiser = Minimiser(budget: options.minimiseBudget) { try probe.run($0).outcome }
    let (minimised, unminimised) = try minimiseFailures(tally, maker, options, minimise: minimiser.minimise) { _, _ in [] }

    if let path = options.report {
        var command = "scripts/fuzz --mode end-to-end"
        command += options.duration.map { " --duration \(RobustnessReport.number($0)) --inputs \(options.inputs)" } ?? " --inputs \(options.inputs)"
        command += " --seed \(options.seed) --jobs \(options.jobs) --time-limit \(RobustnessReport.number(options.timeLimit))"
        command += " --step-timeout \(options.stepTimeout) --memory-limit \(options.memoryLimit) --report \(path)"
        let bases = maker.endToEndBases.count
        let run = ModeStore.RunFigures(seconds: (seconds * 10).rounded() / 10, jobs: options.jobs, stepTimeout: options.stepTimeout,
                                       memoryLimit: options.memoryLimit, duration: options.duration, inputsAsked: options.inputs,
                                       meanSeconds: meanSeconds)
        var store = ModeStore(mode: .endToEnd, command: command, seed: options.seed, timeLimit: options.timeLimit,
                              corpus: .init(files: corpus.files.count, bytes: corpus.byteCount, excluded: corpus.excluded,
                                            folders: corpusFolders, bases: bases),
                              tally: tally, failures: minimised, unminimised: unminimised, run: run)
        store.commit = commit
        try RobustnessReport(path: path).update(with: store, mode: .endToEnd)
        print("redraw-fuzz: wrote \(path) and \(ModeStore.path(report: path, mode: .endToEnd))")
    }
    let bad = tally.count(.crash) + tally.count(.hang) + tally.count(.partial)
    print("redraw-fuzz: \(tally.count(.crash)) crashes, \(tally.count(.hang)) hangs, \(tally.count(.partial)) partial reports, "
          + "\(tally.count(.unclear)) unclear errors")
    return bad == 0 ? 0 : 1
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("redraw-fuzz: error: \(error)\n".utf8))
    exit(1)
}

/// The checkout's commit, for the report's run and recheck lines.
enum RedrawCommit {
    /// The commit a run starts from, marked when the tree has uncommitted changes (the figures
    /// are then of code no commit holds).
    static func ofRun(root: String) -> String {
        let commit = short(root: root)
        return git(["-C", root, "status", "--porcelain", "--untracked-files=no"]).map { $0.isEmpty ? commit : commit + " + uncommitted changes" } ?? commit
    }

    static func short(root: String) -> String {
        git(["-C", root, "rev-parse", "--short", "HEAD"]).flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"
    }

    /// git's trimmed standard output, or nil when it cannot run or fails.
    private static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Minimises the tally's failures (unclear errors up to `--minimise-max`, every other kind), prints
/// each, and saves the examples under `--examples`; `frames` gives an example's backtrace, if any.
func minimiseFailures(_ tally: Tally, _ maker: InputMaker, _ options: FuzzOptions,
                      minimise: ([UInt8], Outcome) throws -> [UInt8],
                      frames: (FailureRecord, [UInt8]) throws -> [String]) throws
    -> (minimised: [MinimisedFailure], unminimised: [FailureRecord]) {
    var minimised: [MinimisedFailure] = []
    var unminimised: [FailureRecord] = []
    var unclearDone = 0
    for record in tally.sortedFailures {
        if record.kind == .unclear {
            if unclearDone >= options.minimiseMax { unminimised.append(record); continue }
            unclearDone += 1
        }
        let target = Outcome(kind: record.kind, signature: record.signature, detail: record.detail)
        let example = try minimise(maker.input(record.firstIndex).bytes, target)
        minimised.append(MinimisedFailure(record: record, example: example, frames: try frames(record, example)))
        print("  \(record.kind.rawValue) ×\(record.count): \(record.signature) — input \(record.firstIndex), minimised to \(example.count) bytes")
        if let folder = options.examples {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: "\(folder)/\(record.kind.code)-\(minimised.count).swift", contents: Data(example))
        }
    }
    return (minimised, unminimised)
}
