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
        let input = InputMaker(corpus: try Corpus.load(root: options.root, folders: corpusFolders), seed: options.seed).input(index)
        FileHandle.standardError.write(Data("input \(index): \(input.base), \(input.mutators.map(\.rawValue).joined(separator: ", "))\n".utf8))
        FileHandle.standardOutput.write(Data(input.bytes))
        return 0
    case .run:
        break
    }

    let corpus = try Corpus.load(root: options.root, folders: corpusFolders)
    let maker = InputMaker(corpus: corpus, seed: options.seed)
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
    var minimised: [MinimisedFailure] = []
    var unminimised: [FailureRecord] = []
    var unclearDone = 0
    for record in tally.sortedFailures {
        if record.kind == .unclear {
            if unclearDone >= options.minimiseMax { unminimised.append(record); continue }
            unclearDone += 1
        }
        let target = Outcome(kind: record.kind, signature: record.signature, detail: record.detail)
        let original = maker.input(record.firstIndex).bytes
        let example = try minimiser.minimise(original, target: target)
        let frames = record.kind == .crash ? try client.backtrace(example) : []
        minimised.append(MinimisedFailure(record: record, example: example, frames: frames))
        print("  \(record.kind.rawValue) ×\(record.count): \(record.signature) — input \(record.firstIndex), minimised to \(example.count) bytes")
        if let folder = options.examples {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let name = "\(folder)/\(record.kind.code)-\(minimised.count).swift"
            _ = FileManager.default.createFile(atPath: name, contents: Data(example))
        }
    }

    if let path = options.report {
        let command = "scripts/fuzz --inputs \(options.inputs) --seed \(options.seed) --time-limit \(RobustnessReport.number(options.timeLimit))"
            + " --report \(path)"
        let report = RobustnessReport(command: command, seed: options.seed, corpus: corpus, folders: corpusFolders,
                                      timeLimit: options.timeLimit, tally: tally, failures: minimised, unminimised: unminimised)
        let temporary = path + ".tmp"
        try report.markdown().write(toFile: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary, path)
        print("redraw-fuzz: wrote \(path)")
    }
    let bad = tally.count(.crash) + tally.count(.hang)
    print("redraw-fuzz: \(tally.count(.crash)) crashes, \(tally.count(.hang)) hangs, \(tally.count(.unclear)) unclear errors")
    return bad == 0 ? 0 : 1
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("redraw-fuzz: error: \(error)\n".utf8))
    exit(1)
}
