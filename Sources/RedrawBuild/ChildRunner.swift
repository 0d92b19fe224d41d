// ChildRunner: runs one compiled form in a process of its own and reads back
// its results. Whatever the user's code does there — trap, recurse without
// end, loop forever — ends that process, never `redraw`.

import Foundation
import RedrawFrontEnd
import RedrawResults

public struct ChildRequest: Sendable {
    public var passes: [String]
    public var seed: UInt64
    public var parameters: [String: String]
    /// Seconds a step may run before the child is stopped.
    public var stepTimeout: Double
    /// Resident bytes the child may use before it is stopped.
    public var memoryLimit: Int? = nil
    /// Rows a lazy container shows; nil for the scenario's own.
    public var viewportRows: Int? = nil
    /// How many of the workload's steps to run; nil for all (`explain` stops after its step).
    public var stepLimit: Int? = nil
    /// Makes the child track bodies through the public `withObservationTracking` and a sentinel
    /// instead of holding its trackings (DirectTracking.swift): the two routes must agree.
    public var publicTracking = false
    /// Runs each pass in a process of its own, forked by the child before the scenario's code
    /// first runs (PassProcesses.swift), for a scenario whose globals keep state between runs.
    public var forkPerPass = false
    /// Keeps what the process printed in its result (`ChildResult.printed`, `--show-output`).
    public var keepsOutput = false
    /// Whether a counting run's results may come from, and go to, the count cache (CountCache).
    public var countReuse = CountReuse.never
}

enum ChildRunner {
    /// `form`: how a fault names the form that ran, when it is not one engine's (a migration plan's mixed form).
    /// `columns`: the form's columns on the user's lines, for a trap's frames.
    /// `parts`: the scenario's files (a folder's several), for a trap's frames; `scenarioPath`'s alone when empty.
    /// `bundle`: the resources `Bundle.main` finds (a folder scenario's other files).
    static func run(_ executable: String, scenario: String, scenarioPath: String, parts: [ScenarioPart] = [],
                    bundle: AppBundle = .empty, engine: EngineKind, form: String? = nil, request: ChildRequest,
                    stepPoints: [String: SourcePoint] = [:], columns: ColumnMap = ColumnMap(),
                    progress: @escaping (String) -> Void) throws -> ChildResult {
        var single = request
        single.forkPerPass = false
        let kept = CountCache(executable: executable, request: single, bundle: bundle)
        if let result = kept?.load() { return result }
        let result = try runPasses(executable, scenario: scenario, scenarioPath: scenarioPath, parts: parts, bundle: bundle,
                                   engine: engine, form: form,
                                   request: single, stepPoints: stepPoints, columns: columns, progress: progress)![0]
        kept?.store(result)
        return result
    }

    /// The child's results: one, or with `request.forkPerPass` one per pass, in order. Nil when the
    /// child could not fork (it had started a thread, PassProcesses.swift): run the passes apart.
    static func runPasses(_ executable: String, scenario: String, scenarioPath: String, parts: [ScenarioPart] = [],
                          bundle: AppBundle = .empty, engine: EngineKind, form: String? = nil, request: ChildRequest,
                          stepPoints: [String: SourcePoint] = [:], columns: ColumnMap = ColumnMap(),
                          progress: @escaping (String) -> Void) throws -> [ChildResult]? {
        let parts = parts.isEmpty ? ScenarioFile(path: scenarioPath, text: "").parts : parts
        let resultsPath = NSTemporaryDirectory() + "redraw-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json"
        let resultFiles = request.forkPerPass ? request.passes.indices.map { "\(resultsPath).\($0)" } : [resultsPath]
        defer { for file in resultFiles { try? FileManager.default.removeItem(atPath: file) } }
        var env = ProcessInfo.processInfo.environment
        // The scenario's files: a private home per child, emptied before each pass (FileSandbox.swift
        // in the kit), removed when the child ends.
        let home = resultsPath + ".home"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bundleFolder = resultsPath + ".app"
        defer { try? FileManager.default.removeItem(atPath: bundleFolder) }
        let executable = try bundle.stage(executable, in: bundleFolder)
        // What a fresh install has: `Documents` (`.documentDirectory`), the XDG folders (Linux
        // Foundation's application support and caches), a temporary folder. The kit keeps the same.
        for folder in ["Documents", "tmp", ".config", ".local/share", ".cache"] {
            try FileManager.default.createDirectory(atPath: home + "/" + folder, withIntermediateDirectories: true)
        }
        env["REDRAW_SANDBOX"] = home
        // `.documentDirectory` and NSHomeDirectory() follow CFFIXED_USER_HOME, not HOME, in Linux Foundation.
        env["HOME"] = home
        env["CFFIXED_USER_HOME"] = home
        env["TMPDIR"] = home + "/tmp"
        env["XDG_CONFIG_HOME"] = home + "/.config"
        env["XDG_DATA_HOME"] = home + "/.local/share"
        env["XDG_CACHE_HOME"] = home + "/.cache"
        env["REDRAW_RESULTS"] = resultsPath
        env["REDRAW_PASSES"] = request.passes.joined(separator: ",")
        env["REDRAW_SEED"] = String(request.seed)
        env["REDRAW_PARAMS"] = request.parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: "\n")
        env["REDRAW_ENGINE"] = engine.rawValue
        if let rows = request.viewportRows { env["REDRAW_VIEWPORT"] = String(rows) }
        if let limit = request.stepLimit { env["REDRAW_STEPS"] = String(limit) }
        if request.publicTracking { env["REDRAW_OBSERVATION_TRACKING"] = "public" } else { env["REDRAW_OBSERVATION_TRACKING"] = nil }
        env["REDRAW_FORK_PER_PASS"] = request.forkPerPass ? "1" : nil
        // Dictionary and Set orders — and so counts and logs — repeat exactly.
        env["SWIFT_DETERMINISTIC_HASHING"] = "1"
        // A trap prints the threads' frames, symbolicated, without waiting for input: every thread,
        // as `SIGQUIT` at a time limit may reach a thread other than the main one (Backtrace.mainFrames).
        // Unwound with the binaries' unwind tables (`precise`), not by following frame pointers
        // (`fast`, the default here): a signal that lands in `swift_retain` or `swift_release`, leaf
        // functions that push no frame, otherwise loses their caller — the user's loop (a flaky
        // FaultTests.aStepThatNeverEnds: 3 of 10 release runs named no line). With `precise`, about 1
        // run in 15 on a loaded machine still does (the signal at such a function's first
        // instruction): the fault then names the function it was stopped in (`stoppedIn`).
        env["SWIFT_BACKTRACE"] = "enable=yes,unwind=precise,interactive=no,color=no,threads=all,registers=none,images=none,sanitize=no"

        let lock = NSLock()
        var step: String?
        var workloadError: String?
        var unforkable = false
        /// By step, the views whose `@State` made an object that was thrown away (a counting pass's).
        var discarded: [String: [DiscardedState]] = [:]
        var userLines: [String] = []
        /// What the scenario wrote to standard error outside a pass whose prints are not shown
        /// (the child says "quiet" and "shown" around one: ChildMain), for `--show-output`.
        var shownErrors: [String] = []
        var quiet = false
        /// The pass the child said it began ("push: pass 3 of 10 (timed)"), for the steps' progress.
        var pass = ""
        /// How long the passes left should take, as of the current pass's start (PassEstimate).
        var estimate = PassEstimate(), left = ""
        let output = try ProcessRunner.run(executable, [], environment: env, timeout: request.stepTimeout,
                                           memoryLimit: request.memoryLimit, memoryOfDescendants: request.forkPerPass,
                                           backtraceOnTimeout: true) { line in
            guard line.hasPrefix("\u{1E}redraw:") else {
                lock.lock(); userLines.append(line); if userLines.count > 400 { userLines.removeFirst(200) }
                if request.keepsOutput, !quiet, shownErrors.count < ChildResult.printedLimit { shownErrors.append(line) }
                lock.unlock()
                return nil
            }
            let body = line.dropFirst("\u{1E}redraw:".count)
            guard let colon = body.firstIndex(of: ":") else { return nil }
            let kind = body[..<colon], raw = String(body[body.index(after: colon)...])
            let text = raw.utf8.contains(UInt8(ascii: "\\")) ? raw.replacingOccurrences(of: "\\n", with: "\n") : raw
            lock.lock(); defer { lock.unlock() }
            switch kind {
            case "step":
                step = text
                // Within a pass, which step it is at: a 10,000-row run sat on one pass's line for a minute.
                if !pass.isEmpty { progress("\(scenario): \(pass) · \(text.count > 60 ? String(text.prefix(59)) + "…" : text)" + left) }
                return request.stepTimeout
            case "discard":
                let parts = text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                if parts.count == 2, let step { discarded[step, default: []].append(DiscardedState(view: parts[0], maker: parts[1])) }
            case "progress":
                pass = text
                left = estimate.remaining(after: text, now: ProcessInfo.processInfo.systemUptime).map { " · " + $0 } ?? ""
                progress("\(scenario): \(text)" + left)
            case "error":
                workloadError = text
            case "unforkable":
                unforkable = true
            case "quiet":
                quiet = true
            case "shown":
                quiet = false
            default: break
            }
            return nil
        }
        func fault(_ kind: ScenarioFault.Kind, backtrace: Backtrace? = nil) -> BuildError {
            let printed = userLines.prefix { !$0.hasPrefix("*** ") && !$0.contains("Fatal error: ") }
            var fault = ScenarioFault(
                scenario: scenario, path: scenarioPath, engine: form ?? engine.rawValue, step: step,
                stepPoint: step.flatMap { stepPoints[$0] }, kind: kind, activity: backtrace?.activity(in: parts),
                // The scenario's paths as the user gave them: the build's debug info has them relative to
                // wherever the cached build was first compiled. Columns are kept by the scenario text's line.
                userFrames: backtrace?.userFrames(in: parts).map { path, frame in
                    let textLine = parts.first { $0.path == path }.map { $0.firstLine + frame.line - 1 } ?? frame.line
                    let column = frame.column == 0 ? "" : ":\(columns.column(line: textLine, generated: frame.column))"
                    return "\(path):\(frame.line)\(column)  \(frame.shownSymbol)"
                } ?? [],
                output: Array(printed), discardedState: step.flatMap { discarded[$0] } ?? [])
            // A step over its time whose backtrace named no line: at least the function it was in.
            if case .timeout = kind, fault.userFrames.isEmpty, let backtrace {
                fault.stoppedIn = backtrace.innermost.main ?? backtrace.innermost.crashed
            }
            return .fault(fault)
        }
        // Where it was when stopped: the backtrace its SIGQUIT printed, when it did.
        if output.timedOut { throw fault(.timeout(seconds: request.stepTimeout), backtrace: Backtrace(userLines)) }
        if output.overMemory { throw fault(.memory(bytes: request.memoryLimit ?? 0)) }
        if let workloadError { throw fault(.workload(workloadError)) }
        if unforkable { return nil }
        if output.signalled || output.status != 0 {
            let backtrace = Backtrace(userLines)
            throw fault(.crash(signal: output.signalled ? output.status : nil, reason: backtrace.reason), backtrace: backtrace)
        }
        // What the scenario printed: its standard output, then its standard error without the
        // channel's lines, both of the passes whose prints are shown.
        var printed: [String]?
        if request.keepsOutput {
            var lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            printed = Array((lines + shownErrors).prefix(ChildResult.printedLimit))
        }
        return try resultFiles.enumerated().map { index, file in
            guard let data = FileManager.default.contents(atPath: file),
                  var result = try? JSONDecoder().decode(ChildResult.self, from: data) else {
                throw fault(.noResults)
            }
            if index == 0, let printed { result.printed = printed }
            if index == 0, !discarded.isEmpty { result.discardedState = discarded }
            return result
        }
    }
}
