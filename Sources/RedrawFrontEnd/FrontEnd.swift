// FrontEnd: Redraw's entry point from a scenario file to what swiftc compiles.
//
// Invariants:
// - RedrawResults is re-exported: `EngineKind` is part of this API.
// - `analyze` never fails: problems are in `diagnostics`.
// - `compiledSource` succeeds exactly when `analyze` finds no error, and then
//   for both engines and with or without instrumentation; the source defines
//   `@MainActor func __redrawScenarioMain()`, which runs the workload from
//   fresh state each time it is called (see `requiresFreshProcessPerRun`).
// - A migration plan's form (`compiledSource(_:observable:)`) exists exactly
//   when `analyze` and `mixedFormErrors` find no error; with no class or every
//   class migrated it is the push or the pull form, byte for byte.
// - Both run on a thread with a large stack (LargeStack), whatever the caller's.

@_exported import RedrawResults

public enum FrontEnd {
    /// The name of the generated function that runs the scenario's top-level code.
    public static let scenarioMainFunction = CompiledSourceWriter.mainFunction

    public static func analyze(_ file: ScenarioFile) -> ScenarioAnalysis {
        analyzed(file).analysis
    }

    /// Forgets the analyses kept so far: the next question about any file parses it again, as a
    /// new `redraw` process would (redraw-bench times a cached build so).
    public static func forgetAnalyses() {
        AnalysisCache.shared.removeAll()
    }

    /// `file` through every analysis pass, once per run (AnalysisCache): the check, the build
    /// and the migration plan each ask.
    static func analyzed(_ file: ScenarioFile) -> AnalyzedScenario {
        AnalysisCache.shared.analyzed(file) { LargeStack.run { AnalyzedScenario(file) } }
    }

    /// The Swift source the driver compiles for `engine`. Throws the first FrontEndDiagnostic if analysis has errors.
    public static func compiledSource(_ file: ScenarioFile, engine: EngineKind, instrumented: Bool = true) throws -> String {
        try prepare(file).compiledForm(engine: engine, instrumented: instrumented).text
    }

    /// `compiledSource`, with the map from its columns back to the user's (for swiftc's diagnostics).
    public static func compiledForm(_ file: ScenarioFile, engine: EngineKind, instrumented: Bool = true) throws -> CompiledForm {
        try prepare(file).compiledForm(engine: engine, instrumented: instrumented)
    }

    /// The file parsed and analysed, for a caller that wants the analysis and several forms (kept
    /// for the run, as every entry point here keeps it: the parse is most of the time).
    public static func prepare(_ file: ScenarioFile) -> Prepared {
        Prepared(scenario: analyzed(file))
    }

    /// A scenario file after every analysis pass; its forms are made on demand.
    public struct Prepared {
        let scenario: AnalyzedScenario

        public var analysis: ScenarioAnalysis { scenario.analysis }

        /// What `FrontEnd.compiledSource(_:engine:instrumented:)` gives for the same file.
        public func compiledSource(engine: EngineKind, instrumented: Bool = true) throws -> String {
            try compiledForm(engine: engine, instrumented: instrumented).text
        }

        public func compiledForm(engine: EngineKind, instrumented: Bool = true) throws -> CompiledForm {
            let made: Result<CompiledForm, FrontEndDiagnostic> = LargeStack.run {
                if let first = scenario.analysis.diagnostics.first { return .failure(first) }
                return .success(CompiledSourceWriter.source(of: scenario, for: engine, instrumented: instrumented))
            }
            return try made.get()
        }

        /// What `FrontEnd.compiledForm(_:observable:instrumented:)` gives for the same file.
        public func compiledForm(observable: Set<String>, instrumented: Bool = true) throws -> CompiledForm {
            let made: Result<CompiledForm, FrontEndDiagnostic> = LargeStack.run {
                if let first = scenario.analysis.diagnostics.first { return .failure(first) }
                let form = CompiledSourceWriter.source(of: scenario, targets: .migrating(observable, catalog: scenario.catalog),
                                                       instrumented: instrumented)
                if let first = form.undecided.first { return .failure(first) }
                return .success(form.form)
            }
            return try made.get()
        }
    }

    /// A migration plan's form: the classes of `observable` (names from `migrationClasses`, their model
    /// subclasses with them) run as `@Observable` with their uses migrated, every other model class as
    /// `ObservableObject`. An empty set gives the push form and every class the pull form, byte for byte.
    /// Throws the first error of the file, then the first use the form cannot decide (`mixedFormErrors`).
    public static func compiledSource(_ file: ScenarioFile, observable: Set<String>, instrumented: Bool = true) throws -> String {
        try compiledForm(file, observable: observable, instrumented: instrumented).text
    }

    /// `compiledSource(_:observable:)`, with its column map.
    public static func compiledForm(_ file: ScenarioFile, observable: Set<String>, instrumented: Bool = true) throws -> CompiledForm {
        try prepare(file).compiledForm(observable: observable, instrumented: instrumented)
    }

    /// The uses a mixed form cannot decide — a view property or an `.environmentObject(x)` argument
    /// whose model class the syntax does not tell — each at its position. Empty for a file with
    /// fewer than two migration classes, which has no mixed form.
    public static func mixedFormErrors(_ file: ScenarioFile) -> [FrontEndDiagnostic] {
        let scenario = analyzed(file)
        return LargeStack.run {
            guard let first = scenario.analysis.migrationClasses.first, scenario.analysis.migrationClasses.count > 1 else { return [] }
            return CompiledSourceWriter.source(of: scenario, targets: .migrating([first], catalog: scenario.catalog),
                                               instrumented: false).undecided
        }
    }
}
