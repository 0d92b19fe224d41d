// FuzzOptions: redraw-fuzz's command line. The public options steer a run;
// `--worker` and `--serve` are how the fuzzer starts its own children.

struct FuzzOptions {
    enum Mode { case run, worker(from: Int, to: Int), serve, printInput(Int) }

    var mode = Mode.run
    var fuzzMode = FuzzMode.inProcess
    var inputsGiven: Int?
    var seed: UInt64 = 1
    var jobsGiven: Int?
    var timeLimitGiven: Double?
    var root = "."
    var report: String?
    var examples: String?
    var minimiseBudgetGiven: Double?
    var minimiseMax = 20
    var help = false
    /// End to end: the `redraw` executable (default: the one beside redraw-fuzz).
    var redraw: String?
    /// End to end: `redraw run --timeout` and `--memory-limit`.
    var stepTimeout = 3
    var memoryLimit = 512
    /// Seconds after which no new input starts (the inputs tried are then 0..<tried).
    var duration: Double?
    /// Turns a report written before modes had stores of their own into the in-process store.
    var importReport: String?
    /// End to end: run each stored failure's example again with this build, and say so in the report.
    var recheck = false

    // Defaults that differ by mode: a million inputs in process (milliseconds each), two thousand
    // end to end (a compile and runs each, seconds); one `redraw` at a time on a small machine.
    var inputs: Int { inputsGiven ?? (fuzzMode == .inProcess ? 1_000_000 : 2_000) }
    var jobs: Int { jobsGiven ?? (fuzzMode == .inProcess ? 2 : 1) }
    var timeLimit: Double { timeLimitGiven ?? (fuzzMode == .inProcess ? 10 : 180) }
    var minimiseBudget: Double { minimiseBudgetGiven ?? (fuzzMode == .inProcess ? 60 : 300) }

    static let usage = """
    redraw-fuzz: mutates Redraw's scenarios and test fixtures and runs each input through Redraw, in one of
    two modes:
      in-process   the front end (UTF-8 check, FrontEnd.analyze, both compiled forms), in worker processes
                   with a time limit; nothing is compiled (milliseconds per input)
      end-to-end   the real `redraw` binary: `redraw run <input> --out <tmp> --repeat 1 --warmup 0 --timeout S
                   --memory-limit MIB`, with a build cache of its own under the temporary folder, swiftc and
                   the scenario's child included, over a wall-clock limit for the whole process (seconds per
                   input); inputs are biased to small scenarios and to mutations that pass the front end

    Usage: redraw-fuzz [--mode in-process|end-to-end] [--inputs N] [--seed N] [--jobs N] [--time-limit SECONDS]
                       [--root DIR] [--report FILE.md] [--examples DIR] [--minimise-budget SECONDS] [--minimise-max N]
                       [--redraw PATH] [--step-timeout SECONDS] [--memory-limit MIB] [--duration SECONDS]

      --mode M               in-process (default) or end-to-end
      --inputs N             inputs to try (default 1000000 in process, 2000 end to end)
      --seed N               the run's seed: the same seed and corpus give the same inputs (default 1)
      --jobs N               inputs at once (default 2 in process, 1 end to end); the figures do not depend on it
      --time-limit SECONDS   longest one input may take before it is a hang (default 10 in process; end to end,
                             180, for the whole `redraw run`: compiles, runs and reports)
      --root DIR             the checkout whose Scenarios/ and Tests/Fixtures/ are the corpus (default .)
      --report FILE.md       write the robustness report there (Reports/robustness.md): each mode's results are
                             kept beside it in FILE.<mode>.json, and the report shows every mode stored there
      --examples DIR         write each minimised failure there as <class>-<n>.swift
      --minimise-budget S    time spent minimising each distinct failure (default 60 in process, 300 end to end)
      --minimise-max N       distinct unclear errors to minimise (default 20; every crash, hang and partial report is)
      --print-input N        write input N of the seed and mode to stdout (its mutators on stderr) and stop
    End to end only:
      --redraw PATH          the redraw executable (default: the one beside redraw-fuzz)
      --step-timeout S       redraw run --timeout (default 3)
      --memory-limit MIB     redraw run --memory-limit (default 512)
      --duration SECONDS     start no input after this long; the report then says how many ran (0..<N)
      --recheck              with --report: run each stored failure's minimised example through this build's
                             redraw (the stored run's limits) and record what it gives now; nothing else runs
      --import-report FILE.md  keep the in-process figures of a report written before reports had stores:
                             write FILE.in-process.json from it, and FILE.md from every store

    Exit status: 0 when no input crashed Redraw, hung or left a partial report, 1 otherwise (or on a usage error).
    """

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var o = FuzzOptions()
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < arguments.count else { throw FuzzError("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        func integer(_ range: ClosedRange<Int>) throws -> Int {
            let name = arguments[i]
            let text = try value()
            guard let n = Int(text.replacingOccurrences(of: "_", with: "")), range.contains(n) else {
                throw FuzzError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not `\(text)`")
            }
            return n
        }
        func seconds() throws -> Double {
            let name = arguments[i]
            let text = try value()
            guard let x = Double(text), x > 0, x <= 3_600 else { throw FuzzError("\(name) takes seconds (0 to 3600), not `\(text)`") }
            return x
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--mode":
                let text = try value()
                guard let m = FuzzMode(rawValue: text) else { throw FuzzError("--mode takes in-process or end-to-end, not `\(text)`") }
                o.fuzzMode = m
            case "--inputs": o.inputsGiven = try integer(1...1_000_000_000)
            case "--seed": o.seed = UInt64(try integer(0...Int.max))
            case "--jobs": o.jobsGiven = try integer(1...64)
            case "--time-limit": o.timeLimitGiven = try seconds()
            case "--root": o.root = try value()
            case "--report": o.report = try value()
            case "--examples": o.examples = try value()
            case "--minimise-budget": o.minimiseBudgetGiven = try seconds()
            case "--redraw": o.redraw = try value()
            case "--step-timeout": o.stepTimeout = try integer(1...3_600)
            case "--memory-limit": o.memoryLimit = try integer(64...1_048_576)
            case "--duration": o.duration = Double(try integer(1...1_000_000))
            case "--import-report": o.importReport = try value()
            case "--recheck": o.recheck = true
            case "--minimise-max": o.minimiseMax = try integer(0...10_000)
            case "--worker":
                let from = try integer(0...Int.max), to = try integer(0...Int.max)
                o.mode = .worker(from: from, to: to)
            case "--serve": o.mode = .serve
            case "--print-input": o.mode = .printInput(try integer(0...Int.max))
            case "-h", "--help": o.help = true
            default: throw FuzzError("unknown argument `\(arguments[i])`; see --help")
            }
            i += 1
        }
        return o
    }
}
