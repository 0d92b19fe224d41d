// A scenario whose globals keep one run's state for the next runs each pass in
// a process of its own, forked by the child before the scenario's code first
// runs (PassProcesses.swift): every pass starts as a fresh launch would, and
// the passes' results come back in order.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct PassProcessTests {
    /// `store` is read by a view's declaration, so it stays a real global (GlobalReferences): one
    /// process keeps it, and the rows the last run added, for the next run.
    static let source = """
        final class Store: ObservableObject { @Published var items: [Int] = [] }
        let store = Store()
        struct Row: View { let n: Int; var body: some View { Text("\\(n)") } }
        struct Rows: View {
            @ObservedObject var model = store
            var body: some View { VStack { ForEach(model.items, id: \\.self) { Row(n: $0) } } }
        }
        Redraw.root { Rows() }
        Redraw.step("add") { store.items.append(store.items.count) }
        """

    @Test(arguments: EngineKind.allCases)
    func eachForkedPassStartsFresh(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "pass-processes")
        #expect(compiled.analysis.requiresFreshProcessPerRun)
        let lines = Lines()
        let passes = try CompiledProfiler.runApart(compiled, engine: engine, passes: ["counting", "counting", "counting"]) {
            lines.append($0)
        }
        #expect(passes.count == 3)
        // Forked by one child (a process launched per pass would number each "pass 1 of 1").
        #expect(lines.all.filter { $0.contains("pass ") && !$0.contains(" · ") }.map { String($0.suffix(22)) }
                == (1...3).map { "pass \($0) of 3 (counting)" })
        // Within each pass, the step it is at (a long run sat on one pass's line).
        #expect(lines.all.filter { $0.hasSuffix("(counting) · add") }.count == 3, "\(lines.all)")
        for result in passes {
            // The mount: Rows alone, the store empty. "add": the append notifies Rows (push: through
            // `objectWillChange`; pull: Rows read `items`), which re-runs and creates one Row.
            #expect(result.steps.map(\.step) == ["initial render", "add"])
            #expect(result.steps[0].counts.total.bodyEvaluations == 1)
            #expect(result.steps[1].counts.total.bodyEvaluations == 2)
            #expect(result.steps[1].counts.total.created == 1)
        }
        // The same passes in one process: the second run starts with the first run's row, which
        // its mount evaluates (so this test would fail if the passes shared a process).
        let shared = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["counting", "counting"])
        #expect(shared.steps[0].counts.total.bodyEvaluations == 2)
    }

    /// The passes of a timing run keep their order and their kinds: the timed ones, the allocation
    /// pass, the time split.
    @Test func timingPassesComeBackInOrder() throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "pass-processes-timing", timing: true)
        let passes = try CompiledProfiler.runApart(compiled, engine: .pull, passes: ["timed", "allocations", "split"],
                                                   instrumented: false)
        #expect(passes.map { $0.steps.map(\.timings.count) } == [[1, 1], [0, 0], [0, 0]])
        #expect(passes.map { $0.steps.map { $0.allocations != nil } } == [[false, false], [true, true], [false, false]])
        #expect(passes.map { $0.steps.map { $0.timeSplits?.count ?? 0 } } == [[0, 0], [0, 0], [1, 1]])
    }
}

/// Lines a child's progress callback delivers (on the thread that reads its output).
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
