// Measurement through the profiler: allocations from jemalloc in the counting
// pass, and counts that are the same on every run.

import RedrawEngine
import RedrawMeasure
import RedrawProfile
import RedrawScenario
import Testing

@Suite struct MeasurementTests {
    static let appending = """
    @Observable class Node { var value = 0 }
    @Observable class Store { var nodes: [Node] = [] }
    struct Count: View {
        var store: Store
        var body: some View { Text("\\(store.nodes.count)") }
    }
    let store = Store()
    Redraw.root { Count(store: store) }
    Redraw.step("append k objects") {
        for i in 0..<param("k", 500) { store.nodes.append(Node()) }
    }
    """

    /// A step that creates k model objects allocates at least k times, and the same number
    /// every run: all engine work is on the calling thread, which the counter covers. The
    /// first run of a freshly loaded scenario also pays one-time costs (runtime metadata, the
    /// compiled member sites' caches), so the profiler counts after its timed runs, and this
    /// test compares runs after the first.
    @Test(arguments: EngineKind.allCases)
    func allocationsOfAStepAreAtLeastKAndStable(engine: EngineKind) throws {
        let scenario = try ScenarioLoader.load(source: Self.appending, path: "append.swift")
        let allocator = try #require(JemallocStats(scope: .callingThread), "jemalloc must be the process allocator")
        var counts: [UInt64] = []
        for _ in 0..<4 {
            let steps = try Profiler.countingPass(scenario, engine: engine, options: ProfileOptions(), allocator: allocator)
            let step = try #require(steps.first { $0.step == "append k objects" })
            counts.append(try #require(step.allocations).allocations)
        }
        #expect(counts[1] >= 500)
        #expect(Set(counts.dropFirst()).count == 1, "allocation counts differ between runs: \(counts)")
    }

    /// Counts are bit-identical across 10 consecutive runs of a shipped scenario.
    @Test func countsAreIdenticalAcrossTenRuns() throws {
        let path = packageRoot + "/Scenarios/examples/cart-after.swift"
        let scenario = try ScenarioLoader.load(path: path)
        for engine in EngineKind.allCases {
            let first = try Profiler.countingPass(scenario, engine: engine, options: ProfileOptions(), allocator: nil)
            for _ in 1..<10 {
                let again = try Profiler.countingPass(scenario, engine: engine, options: ProfileOptions(), allocator: nil)
                for (a, b) in zip(first, again) {
                    #expect(a.counts.total == b.counts.total)
                    #expect(a.counts.perViewType == b.counts.perViewType)
                    #expect(a.counts.causes == b.counts.causes)
                    #expect(a.counts.staleReads == b.counts.staleReads)
                }
            }
        }
    }
}
