// FuzzOptions: redraw-fuzz's command line. The public options steer a run;
// `--worker` and `--serve` are how the fuzzer starts its own children.

struct FuzzOptions {
    enum Mode { case run, worker(from: Int, to: Int), serve, printInput(Int) }

    var mode = Mode.run
    var inputs = 1_000_000
    var seed: UInt64 = 1
    var jobs = 2
    var timeLimit = 10.0
    var root = "."
    var report: String?
    var examples: String?
    var minimiseBudget = 60.0
    var minimiseMax = 20
    var help = false

    static let usage = """
    redraw-fuzz: mutates Redraw's scenarios and test fixtures and runs each input through the front end
    (UTF-8 check, FrontEnd.analyze, both compiled forms), in worker processes with a time limit.

    Usage: redraw-fuzz [--inputs N] [--seed N] [--jobs N] [--time-limit SECONDS] [--root DIR]
                       [--report FILE.md] [--examples DIR] [--minimise-budget SECONDS] [--minimise-max N]

      --inputs N             inputs to try (default 1000000)
      --seed N               the run's seed: the same seed and corpus give the same inputs (default 1)
      --jobs N               worker processes at once (default 2); the figures do not depend on it
      --time-limit SECONDS   longest one input may take before it is a hang (default 10)
      --root DIR             the checkout whose Scenarios/ and Tests/Fixtures/ are the corpus (default .)
      --report FILE.md       write the robustness report there (Reports/robustness.md)
      --examples DIR         write each minimised failure there as <class>-<n>.swift
      --minimise-budget S    time spent minimising each distinct failure (default 60)
      --minimise-max N       distinct unclear errors to minimise (default 20; every crash and hang is)
      --print-input N        write input N of the seed to stdout (its mutators on stderr) and stop

    Exit status: 0 when no input crashed Redraw or hung, 1 otherwise (or on a usage error).
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
            case "--inputs": o.inputs = try integer(1...1_000_000_000)
            case "--seed": o.seed = UInt64(try integer(0...Int.max))
            case "--jobs": o.jobs = try integer(1...64)
            case "--time-limit": o.timeLimit = try seconds()
            case "--root": o.root = try value()
            case "--report": o.report = try value()
            case "--examples": o.examples = try value()
            case "--minimise-budget": o.minimiseBudget = try seconds()
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
