/// Runs every comparison: per engine and row count, both sides are built and
/// mounted (heap measured), checked to do the same work, counted (allocations
/// of one frame, from jemalloc), then timed. Counting and timing use separate
/// frames: no jemalloc statistics are read while the clock runs.
import RedrawBuild
import RedrawMeasure
import RedrawResults

struct BenchRunner {
    let options: BenchOptions
    let progress: (String) -> Void
    private let allocator = JemallocStats(scope: .callingThread)

    init(options: BenchOptions, progress: @escaping (String) -> Void) {
        self.options = options
        self.progress = progress
    }

    func run() throws -> BenchResults {
        progress("compiling the embedded scenario's push and pull forms (cached after the first run)")
        let builder = try ScenarioBuilder.standard()
        var results = BenchResults(machine: .current(), quick: options.quick, rows: options.rows)
        results.cpuClockOverhead = PairedTiming.emptyFrameCPU
        if let path = options.buildScenario {
            progress("building \(path) with an empty cache, then from the cache")
            results.build = try BuildTiming.measure(path)
        }
        for engine in options.engines {
            for rows in options.rows {
                progress("\(engine.rawValue), \(Format.count(rows)) rows: building and mounting")
                let redraw = try RedrawTodo(builder: builder, engine: engine, rows: rows)
                let compiled: TodoWorkload = engine == .pull ? CompiledPullTodo(rows: rows) : CompiledPushTodo(rows: rows)
                var redrawMemory: Int?
                for (side, workload) in [(Side.redraw, redraw as TodoWorkload), (.compiled, compiled)] {
                    if let memory = try mount(workload, side, engine, rows) {
                        if side == .redraw { redrawMemory = results.memory.count }
                        results.memory.append(memory)
                    }
                }
                defer {
                    // After the timing, a run of its own, in which nothing of the compiled side or of
                    // this benchmark allocates between the two readings.
                    if let index = redrawMemory {
                        results.memory[index].heldAfterClear = try? redraw.heldAfterClear(frames: Self.framesBeforeClear)
                    }
                }
                for operation in TodoOperation.allCases {
                    let bodies = try checkSameWork(redraw, compiled, operation, rows)
                    let allocations = try [redraw, compiled].map { try allocationsPerRow($0, operation, rows) }
                    progress("\(engine.rawValue), \(Format.count(rows)) rows: timing \(operation.name)")
                    let update = operation == .updateEveryTenthRow
                    let samples = try PairedTiming.run(
                        update ? options.updatePlan : options.togglePlan,
                        a: { try redraw.run(operation) },
                        b: { try compiled.run(operation) },
                        between: { if update { try redraw.restoreTitles(); try compiled.restoreTitles() } })
                    guard let a = Summary(samples.a), let b = Summary(samples.b),
                          let aCPU = Summary(samples.aCPU), let bCPU = Summary(samples.bCPU) else { throw BenchError("no samples") }
                    results.comparisons.append(Comparison(engine: engine, operation: operation, rows: rows,
                                                          redraw: a, compiled: b, redrawCPU: aCPU, compiledCPU: bCPU,
                                                          evaluationsPerFrame: bodies,
                                                          allocationsPerRow: (allocations[0], allocations[1])))
                }
            }
        }
        return results
    }

    /// Frames of each operation in the run whose remains "held after clear" measures: enough for
    /// every row the update writes to have replaced its tracking more than once.
    static let framesBeforeClear = 3

    private func mount(_ workload: TodoWorkload, _ side: Side, _ engine: EngineKind, _ rows: Int) throws -> NodeMemory? {
        let start = MonotonicClock.now()
        let (_, heap) = try ThreadHeap.measure { try workload.mount() }
        let elapsed = Double(MonotonicClock.nanoseconds(since: start))
        return heap.map { NodeMemory(engine: engine, side: side, rows: rows, nodes: workload.nodeCount, heap: $0, mountNanoseconds: elapsed) }
    }

    /// Allocations of one untimed frame of `operation`, per row written; nil without jemalloc.
    private func allocationsPerRow(_ workload: TodoWorkload, _ operation: TodoOperation, _ rows: Int) throws -> Double? {
        guard let allocator else { return nil }
        let (_, delta) = try allocator.measure { try workload.run(operation) }
        if operation == .updateEveryTenthRow { try workload.restoreTitles() }
        return Double(delta.allocations) / Double(operation.rowsWritten(of: rows))
    }

    /// One untimed frame on each side: both must evaluate exactly the rows written, and nothing else.
    private func checkSameWork(_ a: TodoWorkload, _ b: TodoWorkload, _ operation: TodoOperation, _ rows: Int) throws -> Int {
        let expected = operation.rowsWritten(of: rows)
        let (x, y) = (try a.evaluationsInOneFrame(of: operation), try b.evaluationsInOneFrame(of: operation))
        guard x == expected, y == expected, !a.listInvalidated, !b.listInvalidated else {
            throw BenchError("\(operation.name) at \(rows) rows: Redraw evaluated \(x) bodies, compiled \(y), expected \(expected) (list invalidated: \(a.listInvalidated), \(b.listInvalidated))")
        }
        if operation == .updateEveryTenthRow {
            try a.restoreTitles()
            try b.restoreTitles()
        }
        return expected
    }
}
