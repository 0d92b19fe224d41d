// MigrationPlanner: `redraw plan` — the guides' advice to migrate one class
// at a time, measured. Each class is migrated alone (the others stay
// ObservableObject, with only its own uses migrated), then classes are added
// greedily: each round adds the class whose migration, with those already
// chosen, runs the fewest bodies over the whole workload (ties by name), until
// every class is migrated — the pull form, whose run the plan checks against
// the pull engine's.
//
// Cost: one counting build and one child run per distinct form. A greedy
// order over N classes measures N + (N − 1) + … + 1 forms plus the all-push
// run; forms are remembered by their executable (the all-classes form is the
// pull engine's build) and builds come from the cache when the source is
// unchanged. A run that has already counted the push and pull builds hands
// their results in (`counted`): the same executables, the same request, so
// they are not run again. Savings are measured, never added up from single runs: classes
// interact (a view holding two objects re-runs under push while either is
// still ObservableObject).

import Foundation
import RedrawFrontEnd
import RedrawResults

public enum MigrationPlanner {
    /// `counted`: counting runs already made with `options`, by executable (`redraw run` passes its
    /// engines' counting builds, which are the plan's all-push and pull forms).
    public static func plan(_ file: ScenarioFile, builder: ScenarioBuilder, options: RunOptions = RunOptions(),
                            counted: [String: ChildResult] = [:],
                            progress: @escaping (String) -> Void = { _ in }) throws -> MigrationPlan {
        let analysis = FrontEnd.analyze(file)
        if let first = analysis.diagnostics.first { throw FrontEndFailure(diagnostics: analysis.diagnostics, first: first) }
        let undecided = FrontEnd.mixedFormErrors(file)
        if let first = undecided.first { throw FrontEndFailure(diagnostics: undecided, first: first) }
        let classes = analysis.migrationClasses.filter { analysis.pushOnlyClasses[$0] == nil }
        var runs = try FormRuns(file: file, builder: builder, options: options, analysis: analysis, counted: counted, progress: progress)

        let allPush = try runs.measure([MigrationForm([])], note: "the all-push run")[0]
        let allPushStale = runs.staleViews(of: MigrationForm([]))
        var pullEngine: [Int]?
        if analysis.pullFormUnavailable == nil, !analysis.modelClasses.isEmpty {
            let compiled = try builder.build(file, engines: [.pull], timing: false) { progress($0) }
            runs.countCompiled(compiled.compileSeconds.count)
            if let executable = compiled.executables[.pull] {
                pullEngine = try runs.run(executable, engine: .pull, form: nil)
            }
        }

        var chosen: [String] = []
        var order: [MigratedForm] = []
        var remaining = classes.sorted()
        var round = 0
        while !remaining.isEmpty {
            round += 1
            let forms = remaining.map { MigrationForm(Set(chosen + [$0])) }
            let bodies = try runs.measure(forms, note: "round \(round) of \(classes.count)")
            var best = 0
            for i in bodies.indices.dropFirst() where bodies[i].reduce(0, +) < bodies[best].reduce(0, +) { best = i }
            chosen.append(remaining[best])
            order.append(MigratedForm(migrated: chosen, bodies: bodies[best], stale: runs.staleViews(of: forms[best])))
            remaining.remove(at: best)
        }
        let single = try classes.map { name in
            MigratedForm(migrated: [name], bodies: try runs.measure([MigrationForm([name])], note: "")[0],
                         stale: runs.staleViews(of: MigrationForm([name])))
        }
        var plan = MigrationPlan(scenario: file.name, path: file.displayPath, writtenFor: analysis.writtenFor,
                                 steps: runs.steps, classes: classes, pushOnly: analysis.pushOnlyClasses, allPush: allPush,
                                 pullEngine: pullEngine, single: single, order: order,
                                 formsMeasured: runs.measured.count, formsCompiled: runs.compiled)
        plan.writtenMixed = analysis.isMixed
        plan.allPushStale = allPushStale
        let hierarchies = analysis.modelSubclasses.filter { classes.contains($0.key) && !$0.value.isEmpty }
        if !hierarchies.isEmpty { plan.subclasses = hierarchies }
        if analysis.isMixed {
            // The file as written, halfway: its `@Observable` classes (the majority's when it is
            // written for pull, else the minority) as they are, the others `ObservableObject`.
            let minority = Set(analysis.minorityClasses)
            let observable = classes.filter { analysis.writtenFor == .pull ? !minority.contains($0) : minority.contains($0) }
            let form = MigrationForm(Set(observable))
            let bodies = try runs.measure([form], note: "the file as written")[0]
            plan.asWritten = MigratedForm(migrated: observable, bodies: bodies, stale: runs.staleViews(of: form))
            plan.formsMeasured = runs.measured.count
            plan.formsCompiled = runs.compiled
        }
        return plan
    }
}

/// The plan's runs: each form built (all of a round at once) and run once, remembered by executable.
private struct FormRuns {
    let file: ScenarioFile
    let builder: ScenarioBuilder
    let options: RunOptions
    let analysis: ScenarioAnalysis
    /// What `Bundle.main` holds in each run (a folder scenario's resources).
    let bundle: AppBundle
    let progress: (String) -> Void
    /// Counting runs made before the plan, by executable: taken instead of running them again.
    let counted: [String: ChildResult]
    /// Executable → body evaluations per step.
    private(set) var measured: [String: [Int]] = [:]
    /// Executable → stale views per step.
    private var stale: [String: [Int]] = [:]
    /// Each form measured → its executable.
    private var executables: [MigrationForm: String] = [:]
    private(set) var compiled = 0
    private(set) var steps: [String] = []

    init(file: ScenarioFile, builder: ScenarioBuilder, options: RunOptions, analysis: ScenarioAnalysis,
         counted: [String: ChildResult], progress: @escaping (String) -> Void) throws {
        self.file = file
        self.bundle = try file.folder.map(AppBundle.init(folder:)) ?? .empty
        self.counted = counted
        self.builder = builder
        self.options = options
        self.analysis = analysis
        self.progress = progress
    }

    /// Bodies per step of each form, building what is neither measured nor cached.
    mutating func measure(_ forms: [MigrationForm], note: String) throws -> [[Int]] {
        let name = file.name
        let prefix = note.isEmpty ? "\(name): plan" : "\(name): plan, \(note)"
        let built = try builder.buildForms(file, forms) { progress("\(prefix): \($0)") }
        compiled += built.compiled
        var out: [[Int]] = []
        for (index, (form, executable)) in zip(forms, built.executables).enumerated() {
            executables[form] = executable
            if let known = measured[executable] { out.append(known); continue }
            if let given = counted[executable] { out.append(try remember(executable, given)); continue }
            progress("\(prefix): running form \(index + 1) of \(forms.count)")
            let title = form.title(allClasses: analysis.migrationClasses)
            out.append(try run(executable, engine: form.observable.isEmpty ? .push : .pull, form: title))
        }
        return out
    }

    /// Stale views per step of a form measured.
    func staleViews(of form: MigrationForm) -> [Int]? { executables[form].flatMap { stale[$0] } }

    /// One counting run of `executable`: bodies per step.
    mutating func countCompiled(_ builds: Int) { compiled += builds }

    mutating func run(_ executable: String, engine: EngineKind, form: String?) throws -> [Int] {
        if let known = measured[executable] { return known }
        if let given = counted[executable] { return try remember(executable, given, form: form ?? engine.rawValue) }
        var request = ChildRequest(passes: ["counting"], seed: options.seed, parameters: options.parameters,
                                   stepTimeout: options.stepTimeout, memoryLimit: options.memoryLimitMiB << 20,
                                   viewportRows: options.viewportRows)
        request.countReuse = options.countReuse(analysis)
        let result = try ChildRunner.run(executable, scenario: file.name, scenarioPath: file.path, parts: file.parts,
                                         bundle: bundle, engine: engine, form: form, request: request, stepPoints: analysis.stepPoints,
                                         progress: progress)
        return try remember(executable, result, form: form ?? engine.rawValue)
    }

    /// Keeps a counting run's bodies per step; its steps must be those of every other run.
    private mutating func remember(_ executable: String, _ result: ChildResult, form: String = "a counting run") throws -> [Int] {
        let names = result.steps.map(\.step)
        if steps.isEmpty { steps = names }
        guard names == steps else {
            throw BuildError.environment("\(file.path): \(form) ran the steps \(names), not \(steps)")
        }
        let bodies = result.steps.map(\.counts.total.bodyEvaluations)
        measured[executable] = bodies
        stale[executable] = result.steps.map(\.counts.total.staleViews)
        return bodies
    }
}
