/// Redraw's side: the todo scenario compiled by Redraw's own driver — the
/// front end's push or pull form, swiftc -O against Redraw's SwiftUI and
/// Combine — as a library loaded into this process, its frames run by
/// Redraw's view graph through the kit's C entry points (`RedrawHost`). This
/// is the compiled path exactly, in the same process as the hand-written
/// equivalents, so the two can be timed frame by frame in alternation.
import Foundation
import RedrawBuild
import RedrawFrontEnd

final class RedrawTodo: TodoWorkload {
    private typealias Start = @convention(c) (UInt64, UnsafePointer<CChar>?) -> Int32
    private typealias Mount = @convention(c) () -> Int
    private typealias StepIndex = @convention(c) (UnsafePointer<CChar>) -> Int
    private typealias Frame = @convention(c) (Int, Int) -> Int
    private typealias Count = @convention(c) () -> Int

    private let start: Start
    private let mountScenario: Mount
    private let stepIndex: StepIndex
    private let frame: Frame
    /// Step indices, resolved once: a timed frame does not look its step up by name.
    private var updateStep = -1, toggleStep = -1, restoreStep = -1, clearStep = -1
    private let lastInvalidations: Count
    private let stop: @convention(c) () -> Void
    private let rows: Int
    private(set) var nodeCount = 0
    private(set) var listInvalidated = false

    /// Loads the `engine` form of the embedded scenario (built once, then cached) with `rows` rows.
    init(builder: ScenarioBuilder, engine: EngineKind, rows: Int) throws {
        let file = ScenarioFile(path: TodoScenarioSource.path, text: TodoScenarioSource.text)
        let library = try builder.buildLibrary(file, engine: engine)
        guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
            throw BenchError("cannot load \(library): \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, as: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else { throw BenchError("\(library) has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        let register = try symbol("redraw_scenario_register", as: (@convention(c) () -> Void).self)
        start = try symbol("redraw_host_start", as: Start.self)
        mountScenario = try symbol("redraw_host_mount", as: Mount.self)
        stepIndex = try symbol("redraw_host_step", as: StepIndex.self)
        frame = try symbol("redraw_host_frame", as: Frame.self)
        lastInvalidations = try symbol("redraw_host_last_invalidations", as: Count.self)
        stop = try symbol("redraw_host_stop", as: (@convention(c) () -> Void).self)
        self.rows = rows
        register()
        guard start(42, "rows=\(rows)") == 0 else { throw BenchError("the embedded scenario did not start") }
        updateStep = stepIndex(TodoOperation.updateEveryTenthRow.name)
        toggleStep = stepIndex(TodoOperation.toggleOneRow.name)
        restoreStep = stepIndex("restore titles")
        clearStep = stepIndex("clear")
    }

    func mount() throws { nodeCount = mountScenario() }

    private func run(_ step: Int, _ name: String) throws -> Int {
        let bodies = frame(step, 0)
        guard bodies >= 0 else { throw BenchError("the embedded scenario has no step \"\(name)\"") }
        if lastInvalidations() > bodies { listInvalidated = true }
        return bodies
    }

    // Not inlined, so that a profiler can collect inside the timed frames alone.
    @inline(never) func updateEveryTenthRow() throws { _ = try run(updateStep, TodoOperation.updateEveryTenthRow.name) }
    @inline(never) func toggleOneRow() throws { _ = try run(toggleStep, TodoOperation.toggleOneRow.name) }
    func restoreTitles() throws { _ = try run(restoreStep, "restore titles") }
    /// Removes every row (never timed).
    func clear() throws { _ = try run(clearStep, "clear") }

    /// What a whole run leaves held once its rows are gone: from before its top-level code to
    /// after "clear" — a fresh start, the mount, `frames` frames of each operation (titles put
    /// back after each update), then every row removed. Only this side runs on the thread in
    /// between, so the difference of the thread's counters is the models, the graph and whatever
    /// the removed rows left behind (nodes, trackings still registered). It ends the run that
    /// was timed (never timed itself); nil without jemalloc.
    func heldAfterClear(frames: Int) throws -> Int64? {
        stop()
        guard let before = ThreadHeap.held() else { return nil }
        guard start(42, "rows=\(rows)") == 0 else { throw BenchError("the embedded scenario did not start") }
        try mount()
        for operation in TodoOperation.allCases {
            for _ in 0..<frames {
                try run(operation)
                if operation == .updateEveryTenthRow { try restoreTitles() }
            }
        }
        try clear()
        return ThreadHeap.held().map { $0 - before }
    }

    func evaluationsInOneFrame(of operation: TodoOperation) throws -> Int {
        try run(operation == .updateEveryTenthRow ? updateStep : toggleStep, operation.name)
    }
}
