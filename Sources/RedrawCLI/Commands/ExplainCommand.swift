// `redraw explain`: why each body of one step ran — the chain from the write
// to the evaluation — from a journal pass of each engine (Explanation.swift).

import RedrawBuild
import RedrawFrontEnd
import RedrawReport
import RedrawResults

public enum ExplainCommand: Command {
    public static let spec = CommandSpec(
        name: "explain",
        summary: "show why each body of one step ran: write → notification → invalidation → evaluation",
        synopsis: "redraw explain <scenario.swift> --step NAME",
        options: [
            OptionSpec("step", value: "NAME", help: "the step (its name, any case, quotes optional — tap Add for tap \"Add\" — or a part of it that only it has)"),
            OptionSpec("view", value: "TYPE", help: "only this view type (TodoRow; Row for every Row<T>) or node (\"TodoRow[id: 5]\")"),
            OptionSpec("limit", value: "N", help: "evaluations shown in full per engine; the rest are counted by cause (0: only the counts; default 20)"),
        ] + ScenarioRecording.options.filter {
            ["engine", "seed", "param", "viewport", "timeout", "memory-limit"].contains($0.name) || ScenarioRecording.languageOptionNames.contains($0.name)
        },
        positionals: 1...1,
        details: """
        Compiles the scenario as `run` does and runs one journal pass per engine: a counting
        run that keeps every event, so the evaluations listed are exactly the step's
        body_evaluations in the reports. For each one, in the order they ran:

          write         the property written (object type, property, old → new) and the line
                        of the step or UI action that wrote it (or the due work, or the
                        lifecycle callback)
          notification  objectWillChange (push: every view holding the object) or the
                        Observation tracking of the view's last body (pull, @State)
          invalidation  the render pass it was marked for
          evaluation    the body ran

        or `parent`: its parent re-ran and passed a new value, with the inputs that compared
        unequal; or `created`: a new identity. Views that read a value that changed and did
        not re-run are listed as `stale`.

        Example:
          redraw explain Scenarios/todo-list-1000-objects.swift --step "toggle one row"
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        guard let stepName = options.value("step") else {
            throw UsageError("explain needs --step NAME (`redraw list \(options.positionals[0])` lists the steps)", command: "explain")
        }
        var query = ExplainQuery(step: stepName, view: options.value("view"))
        query.limit = try options.integer("limit", default: 20, range: 0...10_000_000)
        let run = try ScenarioRecording.runOptions(options)
        // The steps are known from the file when their names are literals: a wrong name fails before anything compiles.
        let path = options.positionals[0]
        // One scenario: a folder of several would explain one of them, chosen by nothing the user said.
        let found = try ScenarioFiles.collect([path])
        guard found.count == 1 else {
            throw UsageError("`redraw explain` explains one scenario, and \(path) holds \(found.count): "
                             + found.prefix(8).map(\.path).joined(separator: ", ") + (found.count > 8 ? ", …" : "")
                             + "; name one file", command: "explain")
        }
        let analysis = FrontEnd.analyze(try ScenarioFileReader.read(found[0], language: run.language))
        let declared = ["initial render"] + analysis.steps.compactMap(\.name)
        // Known from the file: the child runs the workload up to this step and no further, so a
        // later step's fault (or its time) does not keep the step asked for from being explained.
        var stepLimit: Int?
        if analysis.diagnostics.isEmpty, declared.count == analysis.steps.count + 1 {
            switch Explanation.stepIndex(named: stepName, among: declared) {
            case .success(let index): stepLimit = index
            case .failure(let error): throw UsageError("\(path): \(error)", command: "explain")
            }
        }
        guard let (entry, compiled) = try ScenarioRecording.build([path], options: run, console: console).first else {
            throw UsageError("no scenario at \(path)")
        }
        var explained: [(engine: EngineKind, step: JournalStep)] = []
        var known = Set<String>()
        for engine in run.engines {
            guard compiled.executables[engine] != nil else { continue }
            console.progress("\(compiled.name): journal pass, \(engine.rawValue)")
            let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["journal"], seed: run.seed,
                                                       parameters: run.parameters, viewportRows: run.viewportRows,
                                                       stepTimeout: run.stepTimeout, stepLimit: stepLimit)
            guard let journal = result.journal else { throw BuildError.environment("the \(engine.rawValue) child wrote no journal") }
            switch Explanation.stepIndex(named: stepName, among: journal.steps.map(\.name)) {
            case .success(let index): explained.append((engine, journal.steps[index]))
            case .failure(let error): throw UsageError("\(entry.path): \(error)", command: "explain")
            }
            known.formUnion(Explanation.viewTypes(in: journal))
        }
        // An unknown `--view` is an error, as an unknown `--step` is: "no body of it ran" would read as
        // a skip. Known: a view type the run named up to this step, or any type the file declares
        // (a view that appears only in a later step, a model class asked for by mistake still answers).
        if let view = query.view {
            let declared = Set(analysis.viewTypes + analysis.declaredTypes + analysis.classNames)
            if !Explanation.names(anyOf: known.union(declared), view) {
                let candidates = known.union(analysis.viewTypes).sorted()
                throw UsageError("\(entry.path): " + ViewLookupError(name: view, candidates: candidates,
                                                                     suggestion: suggestionText(for: view, among: candidates)).description,
                                 command: "explain")
            }
        }
        let sections = explained.map { Explanation.render($0.step, engine: $0.engine, form: compiled.form(of: $0.engine), query: query) }
        // A folder scenario is named by its folder; its workload's lines are in each section's step.
        let heading = entry.scenarioFolder.map { "\($0) (a folder scenario: \(entry.path) and \(entry.sources.count) more files)" } ?? entry.path
        console.print(heading + "\n\n" + sections.joined(separator: "\n\n"))
        return ExitCode.success
    }
}
