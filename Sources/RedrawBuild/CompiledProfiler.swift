// CompiledProfiler: a scenario's profile from its compiled forms — for each
// engine, one child process of the counting build (`-Onone`, instrumented)
// that runs the counting pass, and one of the timing build (`-O`) that runs
// the warm-up, timed, time-split and allocation passes (or one process per
// pass, forked by that child, when the scenario keeps state in globals that a
// pass cannot reset). Counting and timing are apart so that counts may be
// taken while other work runs and times on a quiet machine.

import Foundation
import RedrawFrontEnd
import RedrawResults

public struct RunOptions: Sendable {
    public var engines: [EngineKind] = EngineKind.allCases
    public var repetitions = 5
    public var warmup = 1
    public var seed: UInt64 = 42
    public var parameters: [String: String] = [:]
    /// `--viewport`: rows a lazy container shows; nil for the scenario's own (or the phone's 17).
    public var viewportRows: Int?
    /// Seconds one step may run.
    public var stepTimeout: Double = 120
    /// Resident memory a scenario's process may use, in MiB.
    public var memoryLimitMiB = 8192
    /// Time-split passes per engine (where the time goes: observation, bodies, graph, workload).
    public var splitPasses = 3
    /// Also run a journal pass (every event: `--log-changes`, `--trace`) and keep it in each engine's profile.
    public var journal = false
    /// `--optimized-counting`: the counting build with `-O` too (ScenarioBuilder.countingFlags).
    public var optimizedCounting = false
    /// `--recount`: count again, whatever an earlier run of the same build kept (CountCache).
    public var recount = false
    /// `--show-output`: keep what each engine's counting process printed.
    public var showOutput = false
    /// `--swift-version`, `--default-isolation`: laid over each file's own `// redraw:` settings.
    public var language = LanguageChoice()

    public init() {}

    /// Whether the counting runs of a scenario with `analysis` may reuse kept counts (CountCache):
    /// not when it reads the real clock, whose counts may differ from run to run.
    func countReuse(_ analysis: ScenarioAnalysis) -> CountReuse {
        analysis.realClockNote != nil ? .never : recount ? .refresh : .allowed
    }
}

public enum CompiledProfiler {
    /// Counts, then times: `count`, `time` and `merge` in one go.
    public static func profile(_ compiled: CompiledScenario, options: RunOptions,
                               progress: @escaping (String) -> Void = { _ in }) throws -> ScenarioProfile {
        let counted = try count(compiled, options: options, progress: progress)
        let timed = try time(compiled, options: options, progress: progress)
        return merge(compiled, counted: counted, timed: timed, options: options)
    }

    /// Each engine's counting run (and journal pass): its counts, which are the same on every run
    /// and on every machine load, so it may run while other work does (`redraw run` counts several
    /// scenarios at once, and `enginesAtOnce` engines of one: both when a core would idle).
    public static func count(_ compiled: CompiledScenario, options: RunOptions, enginesAtOnce: Int = 1,
                             progress: @escaping (String) -> Void = { _ in }) throws -> [EngineKind: ChildResult] {
        let engines = options.engines.filter { compiled.executables[$0] != nil }
        // The first failure in the engines' order is thrown, whichever ended first.
        let outcomes = WorkPool.map(engines, width: enginesAtOnce, stopAfterFailure: true) { _, engine in
            try countOne(compiled, engine, options: options, progress: progress)
        }
        var results: [EngineKind: ChildResult] = [:]
        for (engine, outcome) in zip(engines, outcomes) {
            guard let outcome else { break }
            results[engine] = try outcome.get()
        }
        return results
    }

    private static func countOne(_ compiled: CompiledScenario, _ engine: EngineKind, options: RunOptions,
                                 progress: @escaping (String) -> Void) throws -> ChildResult {
        let counting = compiled.executables[engine]!
        let apart = compiled.analysis.requiresFreshProcessPerRun
        // The journal pass follows the counting pass in its process (its own process when the
        // scenario's globals need one per pass).
        let journalHere = options.journal && !apart
        var counted = request(["counting"] + (journalHere ? ["journal"] : []), options)
        counted.keepsOutput = options.showOutput
        counted.countReuse = options.countReuse(compiled.analysis)
        var result = try run(counting, compiled, engine, counted, apart: false, progress: progress)
        if options.journal && apart {
            result.journal = try run(counting, compiled, engine, request(["journal"], options), apart: false, progress: progress).journal
        }
        return result
    }

    /// Each engine's timing process: the warm-up, timed, allocation and time-split passes of the
    /// plain build. Its clock needs the machine to itself: `redraw run` times one scenario at a
    /// time, after every build and count.
    /// `counted`: the counting runs', whose notes a timing run's crash takes (ScenarioFault.discardNote).
    public static func time(_ compiled: CompiledScenario, options: RunOptions, counted: [EngineKind: ChildResult] = [:],
                            progress: @escaping (String) -> Void = { _ in }) throws -> [EngineKind: ChildResult] {
        var results: [EngineKind: ChildResult] = [:]
        for engine in options.engines {
            guard let counting = compiled.executables[engine] else { continue }
            let timing = compiled.timingExecutables[engine] ?? counting
            // The time-split passes follow the timed ones in the timing build (PhaseClock.swift); the
            // allocation pass follows the first timed pass, which pays the one-time costs (metadata,
            // reflection caches), so they stay out of its counts.
            // The allocation pass comes second, after one timed pass, whatever `--repeat` and
            // `--warmup` are: what earlier passes left in the process (caches, a scenario's own
            // retained objects) is then the same in every run, and a gate run with `--repeat 1`
            // counts what the baseline counted.
            let passes = options.warmup + options.repetitions
            let timed = ["timed", "allocations"] + Array(repeating: "timed", count: max(0, passes - 1))
                + Array(repeating: "split", count: options.splitPasses)
            do {
                results[engine] = try run(timing, compiled, engine, request(timed, options),
                                          apart: compiled.analysis.requiresFreshProcessPerRun, progress: progress)
            } catch BuildError.fault(var fault) where fault.discardedState.isEmpty {
                // The counting run got through the step (it kept the objects its reads held); it told
                // which `@State` objects the step threw away.
                fault.discardedState = fault.step.flatMap { counted[engine]?.discardedState?[$0] } ?? []
                throw BuildError.fault(fault)
            }
        }
        return results
    }

    /// The profile: the counting runs' counts with the timing runs' times and allocations.
    public static func merge(_ compiled: CompiledScenario, counted: [EngineKind: ChildResult], timed: [EngineKind: ChildResult],
                             options: RunOptions) -> ScenarioProfile {
        var engines: [EngineProfile] = []
        var emptyFrame: Double?
        var viewport: RunViewport?
        var parameters: [String: String]?
        for engine in options.engines {
            guard var result = counted[engine], let times = timed[engine] else { continue }
            for i in result.steps.indices where i < times.steps.count {
                result.steps[i].timings = times.steps[i].timings
                result.steps[i].frameTimings = times.steps[i].frameTimings
                result.steps[i].timeSplits = times.steps[i].timeSplits
                result.steps[i].allocations = times.steps[i].allocations
            }
            if let frames = times.frameAllocations { result.journal?.takeAllocations(frames) }
            result.emptyFrameNanoseconds = times.emptyFrameNanoseconds
            // The warm-up passes ran first: drop their timings.
            for i in result.steps.indices {
                let t = result.steps[i].timings
                result.steps[i].timings = Array(t.dropFirst(min(options.warmup, t.count)))
                let perPass = t.isEmpty ? 0 : result.steps[i].frameTimings.count / t.count
                result.steps[i].frameTimings = Array(result.steps[i].frameTimings.dropFirst(options.warmup * perPass))
            }
            emptyFrame = emptyFrame ?? result.emptyFrameNanoseconds
            // Both forms run the same top-level code, so the first engine's counting pass says it for both.
            viewport = viewport ?? result.viewport
            parameters = parameters ?? result.parameters
            let form = compiled.form(of: engine)
            var profile = EngineProfile(engine: engine, form: form, steps: result.steps, journal: result.journal)
            profile.propertyUsage = result.propertyUsage
            profile.printed = result.printed
            profile.notes = result.notes
            engines.append(profile)
        }
        var profile = ScenarioProfile(name: compiled.name, path: compiled.displayPath.isEmpty ? compiled.path : compiled.displayPath, writtenFor: compiled.analysis.writtenFor,
                                      parameters: options.parameters, seed: options.seed, repetitions: options.repetitions,
                                      warmup: options.warmup, engines: engines, emptyFrameNanoseconds: emptyFrame,
                                      provenance: RunProvenance(toolchain: compiled.toolchainVersion, redrawVersion: RedrawVersion.number,
                                                                redrawCommit: RedrawVersion.commit, buildFlags: compiled.buildFlags,
                                                                countingBuildFlags: compiled.countingBuildFlags,
                                                                viewport: viewport, parameters: parameters))
        profile.computedOverCollections = compiled.analysis.computedOverCollections
        profile.computedOverModels = compiled.analysis.computedOverModels.isEmpty ? nil : compiled.analysis.computedOverModels
        profile.bodyMadeObjects = compiled.analysis.bodyMadeObjects.isEmpty ? nil : compiled.analysis.bodyMadeObjects
        profile.swiftDataModels = compiled.analysis.swiftDataModels
        profile.pullFormUnavailable = compiled.analysis.pullFormUnavailable
        profile.pushFormCaveat = compiled.analysis.pushFormCaveat
        profile.foundationGaps = compiled.analysis.foundationGaps.isEmpty ? nil : compiled.analysis.foundationGaps
        let notes = compiled.analysis.unmodelledCodeNotes
        profile.analysisNotes = notes.isEmpty ? nil : notes
        profile.passesInFreshProcesses = compiled.analysis.requiresFreshProcessPerRun ? true : nil
        return profile
    }

    private static func request(_ passes: [String], _ options: RunOptions) -> ChildRequest {
        ChildRequest(passes: passes, seed: options.seed, parameters: options.parameters, stepTimeout: options.stepTimeout,
                     memoryLimit: options.memoryLimitMiB << 20, viewportRows: options.viewportRows)
    }

    private static func run(_ executable: String, _ compiled: CompiledScenario, _ engine: EngineKind, _ request: ChildRequest,
                            apart: Bool, progress: @escaping (String) -> Void) throws -> ChildResult {
        guard apart, request.passes.count > 1 else {
            return try ChildRunner.run(executable, scenario: compiled.name, scenarioPath: compiled.path, parts: compiled.parts,
                                       bundle: compiled.bundle, engine: engine, request: request, stepPoints: compiled.analysis.stepPoints,
                                       columns: compiled.columns[executable] ?? ColumnMap(), progress: progress)
        }
        // One process per pass: globals that the front end could not make per-run start fresh in each.
        let results = try eachPassApart(executable, compiled, engine, request, progress: progress)
        var merged: ChildResult?
        for result in results {
            guard var all = merged else { merged = result; continue }
            for i in all.steps.indices where i < result.steps.count {
                all.steps[i].timings += result.steps[i].timings
                all.steps[i].frameTimings += result.steps[i].frameTimings
                if let splits = result.steps[i].timeSplits { all.steps[i].timeSplits = (all.steps[i].timeSplits ?? []) + splits }
                all.steps[i].allocations = result.steps[i].allocations ?? all.steps[i].allocations
            }
            all.frameAllocations = result.frameAllocations ?? all.frameAllocations
            merged = all
        }
        guard let merged else { throw BuildError.environment("no pass was run") }
        return merged
    }
}

extension CompiledProfiler {
    /// Each pass of `request` in a process of its own, as a scenario whose globals keep one run's
    /// state for the next is run: the child forks them (PassProcesses.swift); when it cannot,
    /// each is launched from here.
    static func eachPassApart(_ executable: String, _ compiled: CompiledScenario, _ engine: EngineKind, _ request: ChildRequest,
                              progress: @escaping (String) -> Void) throws -> [ChildResult] {
        func launch(_ request: ChildRequest) throws -> [ChildResult]? {
            try ChildRunner.runPasses(executable, scenario: compiled.name, scenarioPath: compiled.path, parts: compiled.parts,
                                      bundle: compiled.bundle, engine: engine, request: request, stepPoints: compiled.analysis.stepPoints,
                                      columns: compiled.columns[executable] ?? ColumnMap(), progress: progress)
        }
        var forked = request
        forked.forkPerPass = true
        if let results = try launch(forked) { return results }
        return try request.passes.map { pass in
            var single = request
            single.passes = [pass]
            return try launch(single)![0]
        }
    }

    /// `passes` of `engine`'s form each in a process of its own, as `redraw run` runs a scenario
    /// whose globals keep state (`ScenarioAnalysis.requiresFreshProcessPerRun`): each pass's raw results.
    /// `progress` sees the child's progress lines (forked passes are numbered among all of them).
    public static func runApart(_ compiled: CompiledScenario, engine: EngineKind, passes: [String],
                                instrumented: Bool = true, progress: @escaping (String) -> Void = { _ in }) throws -> [ChildResult] {
        guard let executable = instrumented ? compiled.executables[engine] : compiled.timingExecutables[engine] else {
            throw BuildError.environment("\(compiled.name) was not built for \(engine.rawValue)")
        }
        return try eachPassApart(executable, compiled, engine, ChildRequest(passes: passes, seed: 42, parameters: [:], stepTimeout: 120),
                                 progress: progress)
    }

    /// One child process of `engine`'s form running `passes` (e.g. `["counting"]`): its raw results.
    /// `instrumented: false` runs the timing build (if it was built).
    public static func runChild(_ compiled: CompiledScenario, engine: EngineKind, passes: [String] = ["counting"],
                                seed: UInt64 = 42, parameters: [String: String] = [:], viewportRows: Int? = nil,
                                stepTimeout: Double = 120, instrumented: Bool = true,
                                publicTracking: Bool = false, stepLimit: Int? = nil) throws -> ChildResult {
        guard let executable = instrumented ? compiled.executables[engine] : compiled.timingExecutables[engine] else {
            throw BuildError.environment("\(compiled.name) was not built for \(engine.rawValue)")
        }
        let request = ChildRequest(passes: passes, seed: seed, parameters: parameters, stepTimeout: stepTimeout,
                                   viewportRows: viewportRows, stepLimit: stepLimit, publicTracking: publicTracking)
        return try ChildRunner.run(executable, scenario: compiled.name, scenarioPath: compiled.path, parts: compiled.parts,
                                   bundle: compiled.bundle, engine: engine, request: request, stepPoints: compiled.analysis.stepPoints,
                                   columns: compiled.columns[executable] ?? ColumnMap(), progress: { _ in })
    }
}

extension CompiledScenario {
    /// How `engine` ran the file: "as written" or "migrated from ObservableObject" / "… @Observable";
    /// a file with no model class is run as written by both (EngineProfile.noModelClassForm).
    public func form(of engine: EngineKind) -> String {
        if analysis.modelClasses.isEmpty { return EngineProfile.noModelClassForm }
        let minority = analysis.minorityClasses
        let majorityClasses = analysis.modelClasses.filter { !minority.contains($0) }
        let majority = analysis.writtenFor == .push ? "ObservableObject" : pullStyle(of: majorityClasses)
        guard engine == analysis.writtenFor else { return "migrated from \(majority)" }
        // A mixed file's classes of the other style are migrated in this form too: it is not the
        // app as it ships (a tester's report read "pull ran it as written" for one).
        guard !minority.isEmpty else { return "as written" }
        let names = minority.map { "`\($0)`" }.joined(separator: ", ")
        return "as written, but \(names) migrated from \(analysis.writtenFor == .push ? pullStyle(of: minority) : "ObservableObject")"
    }

    /// How pull-style classes were written: `@Observable`, SwiftData's `@Model` (which pull runs
    /// as `@Observable`), or both.
    private func pullStyle(of classes: [String]) -> String {
        let models = classes.filter(analysis.swiftDataModels.contains).count
        return models == 0 ? "@Observable" : models == classes.count ? "@Model" : "@Observable and @Model"
    }
}
