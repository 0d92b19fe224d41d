/// What one benchmark run measured: timings side by side, heap per node, the machine.
import RedrawMeasure
import RedrawResults

/// One operation at one row count under one engine: Redraw against compiled Swift.
struct Comparison {
    let engine: EngineKind
    let operation: TodoOperation
    let rows: Int
    /// Nanoseconds per frame, wall clock.
    let redraw: Summary
    let compiled: Summary
    /// Nanoseconds per frame, thread CPU time, less `BenchResults.cpuClockOverhead`.
    let redrawCPU: Summary
    let compiledCPU: Summary
    /// Row bodies one frame evaluated (the same on both sides: checked).
    let evaluationsPerFrame: Int
    /// jemalloc allocations per row written, in a separate counting frame (Redraw, compiled).
    let allocationsPerRow: (redraw: Double?, compiled: Double?)

    /// Nanoseconds per (write + body evaluation): a frame's median over the rows it wrote.
    var redrawPerRow: Double { redraw.median / Double(operation.rowsWritten(of: rows)) }
    var compiledPerRow: Double { compiled.median / Double(operation.rowsWritten(of: rows)) }
    var ratio: Double { redraw.median / compiled.median }
    /// CPU-time figures, or nil where a frame is too short for them: under 20 × the
    /// CPU clock's own cost, which then dominates (the toggle's frames, mostly).
    func redrawCPUPerRow(_ results: BenchResults) -> Double? {
        cpuResolves(results) ? redrawCPU.median / Double(operation.rowsWritten(of: rows)) : nil
    }
    func compiledCPUPerRow(_ results: BenchResults) -> Double? {
        cpuResolves(results) ? compiledCPU.median / Double(operation.rowsWritten(of: rows)) : nil
    }
    private func cpuResolves(_ results: BenchResults) -> Bool {
        min(redraw.median, compiled.median) >= 20 * results.cpuClockOverhead
    }
}

enum Side: String {
    case redraw = "Redraw"
    case compiled = "compiled Swift"
}

/// The heap one side's mount left behind, per view node.
struct NodeMemory {
    let engine: EngineKind
    let side: Side
    let rows: Int
    let nodes: Int
    let heap: HeapUse
    /// The mount's wall-clock time, once (not a median).
    let mountNanoseconds: Double
    /// Redraw's side: heap still held after every row is removed, above the level before the
    /// scenario's top-level code ran: the list, its view node, the graph — and anything the
    /// removed rows left behind (their nodes, trackings still registered).
    var heldAfterClear: Int64?

    var retainedPerNode: Double { Double(heap.retained) / Double(nodes) }
    var peakPerNode: Double { Double(heap.peak) / Double(nodes) }
}

struct BenchResults {
    let machine: Machine
    let quick: Bool
    let rows: [Int]
    /// Thread CPU time of an empty timed frame, subtracted from every CPU-time sample.
    var cpuClockOverhead: Double = 0
    var comparisons: [Comparison] = []
    var memory: [NodeMemory] = []
    var build: BuildTiming?

    func comparison(_ engine: EngineKind, _ operation: TodoOperation, rows: Int) -> Comparison? {
        comparisons.first { $0.engine == engine && $0.operation == operation && $0.rows == rows }
    }
}
