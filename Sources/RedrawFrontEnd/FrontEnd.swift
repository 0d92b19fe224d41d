// FrontEnd: Redraw's entry point from a scenario file to what swiftc compiles.
//
// Invariants:
// - RedrawResults is re-exported: `EngineKind` is part of this API.
// - `analyze` never fails: problems are in `diagnostics`.
// - `compiledSource` succeeds exactly when `analyze` finds no error, and then
//   for both engines and with or without instrumentation; the source defines
//   `@MainActor func __redrawScenarioMain()`, which runs the workload from
//   fresh state each time it is called (see `requiresFreshProcessPerRun`).
// - Both run on a thread with a large stack (LargeStack), whatever the caller's.

@_exported import RedrawResults

public enum FrontEnd {
    /// The name of the generated function that runs the scenario's top-level code.
    public static let scenarioMainFunction = CompiledSourceWriter.mainFunction

    public static func analyze(_ file: ScenarioFile) -> ScenarioAnalysis {
        LargeStack.run { AnalyzedScenario(file).analysis }
    }

    /// The Swift source the driver compiles for `engine`. Throws the first FrontEndDiagnostic if analysis has errors.
    public static func compiledSource(_ file: ScenarioFile, engine: EngineKind, instrumented: Bool = true) throws -> String {
        let made: Result<String, FrontEndDiagnostic> = LargeStack.run {
            let scenario = AnalyzedScenario(file)
            if let first = scenario.analysis.diagnostics.first { return .failure(first) }
            return .success(CompiledSourceWriter.source(of: scenario, for: engine, instrumented: instrumented))
        }
        return try made.get()
    }
}
