/// Redraw's side: the embedded scenario run by the view graph under one engine.
///
/// Set up as `Profiler.start` and `Profiler.timedPass` do: a graph that does
/// not record (no reads, no causes), the scenario instantiated with the graph
/// as its observer, each frame through `ViewGraph.runFrame`.
import RedrawEngine
import RedrawScenario

final class InterpretedTodo: TodoWorkload {
    let graph: ViewGraph
    let nodeCount: Int
    private let update: WorkloadStep
    private let toggle: WorkloadStep
    private let restore: WorkloadStep

    /// Instantiates `scenario` with `rows` rows: models only, no nodes yet.
    init(_ scenario: Scenario, engine: EngineKind, rows: Int) throws {
        func step(_ name: String) throws -> WorkloadStep {
            guard let s = scenario.steps.first(where: { $0.name == name }) else { throw BenchError("no step \"\(name)\" in the embedded scenario") }
            return s
        }
        update = try step(TodoOperation.updateEveryTenthRow.name)
        toggle = try step(TodoOperation.toggleOneRow.name)
        restore = try step("restore titles")
        graph = ViewGraph(engine: engine, recording: false)
        let context = ExecutionContext(observer: graph, seed: 42, parameters: ["rows": String(rows)])
        context.graph = graph
        graph.attach(try scenario.instantiate(context: context))
        nodeCount = rows + 1
    }

    /// The graph's counts already include any list evaluation: checked there.
    var listInvalidated: Bool { false }

    func mount() throws { try graph.mount() }
    // Not inlined, so that a profiler can collect inside the timed frames alone
    // (`valgrind --tool=callgrind --toggle-collect='*updateEveryTenthRow*'`).
    @inline(never) func updateEveryTenthRow() throws { try graph.runFrame(update, 0) }
    @inline(never) func toggleOneRow() throws { try graph.runFrame(toggle, 0) }
    func restoreTitles() throws { try graph.runFrame(restore, 0) }

    func evaluationsInOneFrame(of operation: TodoOperation) throws -> Int {
        try graph.run(operation == .updateEveryTenthRow ? update : toggle).total.bodyEvaluations
    }
}
