/// `redraw-bench`'s command line, parsed in one place.
import RedrawResults

struct BenchOptions {
    var quick = false
    var out: String?
    var rows: [Int] = [1_000, 10_000, 100_000]
    var engines: [EngineKind] = [.pull, .push]
    var help = false
    /// Multiplies the rounds and the time budget of each comparison (for a profiler).
    var roundsScale = 1
    /// A scenario whose cold and cached build times are measured; nil with `--no-build`.
    var buildScenario: String? = "Scenarios/order-book.swift"

    static let usage = """
    usage: redraw-bench [--quick] [--rows N,N,…] [--engine pull|push] [--out FILE]

    Times Redraw's compiled path (the scenario compiled by Redraw's driver and
    run by its view graph, loaded into this process) against hand-written Swift
    equivalents on the todo list's "update every 10th row" and "toggle one row",
    at 1,000, 10,000 and 100,000 rows, and the heap per view node.

      --quick        fewer rounds and rows 1,000 and 10,000 only (for profiling)
      --rows LIST    row counts to measure, comma-separated (the first is the
                     base of the ratios; default 1000,10000,100000)
      --engine E     one engine only, pull or push (default both)
      --out FILE     also write the tables as Markdown (e.g. Reports/benchmark.md)
      --build FILE   the scenario whose build time is measured, cold and cached
                     (default Scenarios/order-book.swift, 284 lines)
      --no-build     skip the build-time measurement
      --rounds-scale N
                     N times the rounds and time budget of each comparison, so
                     that a profiler (perf record) collects enough samples
      --help         this text
    """

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var rowsGiven = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--no-build": options.buildScenario = nil
            case "--build":
                guard let file = rest.popFirst() else { throw BenchError("--build needs a scenario file") }
                options.buildScenario = file
            case "--help", "-h": options.help = true
            case "--rounds-scale":
                guard let text = rest.popFirst(), let scale = Int(text), scale >= 1 else { throw BenchError("--rounds-scale needs a whole number of at least 1") }
                options.roundsScale = scale
            case "--out":
                guard let file = rest.popFirst() else { throw BenchError("--out needs a file name") }
                options.out = file
            case "--engine":
                guard let name = rest.popFirst(), let engine = EngineKind(rawValue: name) else { throw BenchError("--engine needs pull or push") }
                options.engines = [engine]
            case "--rows":
                guard let list = rest.popFirst() else { throw BenchError("--rows needs a list, e.g. 1000,100000") }
                let counts = list.split(separator: ",").compactMap { Int($0.filter { $0 != "_" }) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 >= 10 }) else { throw BenchError("--rows: expected row counts of at least 10, found \"\(list)\"") }
                options.rows = counts
                rowsGiven = true
            default:
                throw BenchError("unknown option \(argument)\n\n\(usage)")
            }
        }
        if options.quick && !rowsGiven { options.rows = [1_000, 10_000] }
        return options
    }

    /// Rounds for the update (many rows per frame): restores titles every 8 frames.
    var updatePlan: SamplingPlan {
        (quick ? SamplingPlan(warmup: 1, minimumRounds: 8, maximumRounds: 40, budget: 0.1e9, resetEvery: 8)
               : SamplingPlan(warmup: 3, minimumRounds: 16, maximumRounds: 800, budget: 1.0e9, resetEvery: 8)).scaled(by: roundsScale)
    }

    /// Rounds for the toggle (one row per frame, microseconds each).
    var togglePlan: SamplingPlan {
        (quick ? SamplingPlan(warmup: 5, minimumRounds: 20, maximumRounds: 400, budget: 0.03e9, resetEvery: 2)
               : SamplingPlan(warmup: 50, minimumRounds: 100, maximumRounds: 4_000, budget: 0.3e9, resetEvery: 2)).scaled(by: roundsScale)
    }
}
