// ScenarioBuilder: scenario file → the two forms' executables.
//
// The front end makes each engine's form; swiftc compiles it with `flags`
// (`-O -g` …, which every report's provenance records) against Redraw's kit;
// both forms compile at once (one swiftc each); a form already in the cache
// is not compiled again.

import Foundation
import RedrawFrontEnd
import RedrawResults

public struct CompiledScenario: Sendable {
    public let path: String
    public let name: String
    /// Its files: one, or a folder's workload and app files (ScenarioFile.parts).
    public var parts: [ScenarioPart] = []
    /// The file, or a folder scenario's folder (ScenarioFile.displayPath).
    public var displayPath: String = ""
    public let analysis: ScenarioAnalysis
    /// The counting build per engine: instrumented, so reads, writes and names reach the runtime.
    public let executables: [EngineKind: String]
    /// The timing build per engine: the same form without instrumentation (no reporting wrappers,
    /// no name tables, no sink installed; the forwarding registrar stays, as the graph needs its
    /// access count), so the clock measures the user's code as it is. Empty when not built.
    public let timingExecutables: [EngineKind: String]
    /// Seconds spent compiling, per build that was not in the cache.
    public let compileSeconds: [String: Double]
    /// The first line of `swiftc --version` of the toolchain that compiled it.
    public let toolchainVersion: String
    /// The flags its timing builds were compiled with (`ScenarioBuilder.flags`; the counting
    /// builds' when there are none), without the arguments that name this machine's folders
    /// (`ScenarioBuilder.moduleArguments`, `linkArguments`).
    public let buildFlags: [String]
    /// The flags its counting builds were compiled with (`ScenarioBuilder.countingFlags`).
    public let countingBuildFlags: [String]
    /// Per executable, its form's columns on the user's lines: a trap's frames name the user's column.
    public var columns: [String: ColumnMap] = [:]
    /// The resources its children find through `Bundle.main` (a folder scenario's other files).
    public var bundle: AppBundle = .empty
}

public struct ScenarioBuilder: Sendable {
    public let toolchain: Toolchain
    public let kit: ScenarioKit
    public let cache: BuildCache

    public init(toolchain: Toolchain, kit: ScenarioKit, cache: BuildCache) {
        self.toolchain = toolchain
        self.kit = kit
        self.cache = cache
    }

    public static func standard() throws -> ScenarioBuilder {
        ScenarioBuilder(toolchain: try Toolchain.find(), kit: try ScenarioKit.find(), cache: .standard())
    }

    /// `-diagnostic-style llvm`: a diagnostic shows the line it points at, not an excerpt of
    /// the generated file around it (whose line numbers are not the user's).
    /// The language mode and default isolation are the scenario's (`LanguageSettings`: Swift 5 and
    /// nonisolated unless its `// redraw:` line or the command line says otherwise).
    static func language(_ settings: LanguageSettings = LanguageSettings()) -> [String] {
        ["-parse-as-library"] + settings.compilerArguments + ["-suppress-warnings", "-diagnostic-style", "llvm"]
    }
    /// The timing build's: every time and every allocation a report shows comes from it, so it is
    /// built as the user's app ships: `-O` with whole-module optimisation, which Xcode turns on for
    /// new projects' Release configuration and SwiftPM uses in release builds
    /// (https://www.swift.org/blog/whole-module-optimizations/). Without it, one file compiled
    /// alone is optimised as if other files of the module could subclass its classes: a model
    /// class's property accessors stay dynamically dispatched and every `+=` or `toggle()` of a
    /// `@Published` property allocated its accessor's coroutine frame (redraw-bench's push rows).
    public static func flags(_ settings: LanguageSettings) -> [String] {
        optimized + language(settings) + ["-module-name", "RedrawUserScenario"]
    }
    /// Optimisation and debug information of every `-O` build (timing builds, redraw-bench's library).
    static let optimized = ["-O", "-wmo", "-g"]
    /// `flags` for a scenario that says nothing of its language settings.
    public static let flags = flags(LanguageSettings())
    /// The counting build's (and a migration plan's mixed forms'): only counts come from them, and
    /// the optimiser changes no count — which bodies run follows from the notifications, not from
    /// how the code was compiled (`CountingBuildTests` runs the corpus both ways). The optimiser is
    /// most of a build's time: order-book's form takes 2.2 s with `-O` and 0.8 s with `-Onone` on
    /// this 2-core machine, idle). The counting pass then runs the user's code unoptimised, which
    /// costs something at a large size (README, "How counting and timing are kept apart"):
    /// `--optimized-counting` builds it with `flags` (RunOptions.optimizedCounting).
    public static func countingFlags(_ settings: LanguageSettings) -> [String] {
        ["-Onone", "-g"] + language(settings) + ["-module-name", "RedrawUserScenario"]
    }
    /// `countingFlags` for a scenario that says nothing of its language settings.
    public static let countingFlags = countingFlags(LanguageSettings())

    /// Seconds the type checker may spend on one expression before swiftc gives up with its own
    /// positioned error ("unable to type-check this expression in reasonable time"), instead of
    /// an exponential search that runs for minutes (a long sum of mixed literals).
    public static let expressionTimeLimit = 10
    /// Passed to every swiftc run, and left out of the recorded flags and the cache key: it
    /// changes no binary, only how soon a hopeless type-check ends.
    static let limits = ["-Xfrontend", "-solver-expression-time-threshold=\(expressionTimeLimit)"]
    /// Passed to every compile step, and left out of the recorded flags and the cache key too: the
    /// frontend checks the LLVM IR it made before generating code unless told not to, and the check
    /// changes no instruction (hot-prospects' `-O` form disassembles the same with and without it).
    /// 5–7 % of each build's CPU time on this 2-core machine (0.57 → 0.53 s `-Onone`, 1.65 → 1.53 s `-O`).
    static let unverified = ["-Xfrontend", "-disable-llvm-verify"]

    /// Checks the file, makes both forms and compiles what the cache lacks: per engine a
    /// counting build and, with `timing`, a timing build. `optimizedCounting` compiles the counting
    /// build with the timing build's flags (`--optimized-counting`; a test checks that the optimiser
    /// changes no count).
    public func build(_ file: ScenarioFile, engines: [EngineKind], timing: Bool = true,
                      optimizedCounting: Bool = false,
                      progress: (String) -> Void = { _ in }) throws -> CompiledScenario {
        try assemble(file, engines: engines, timing: timing, optimizedCounting: optimizedCounting, compile: true,
                     progress: progress)!
    }

    /// What `build` returns when every build the file needs is in the cache; nil when one is
    /// missing (nothing is compiled). Safe to call for several files at once.
    public func cached(_ file: ScenarioFile, engines: [EngineKind], timing: Bool = true,
                       optimizedCounting: Bool = false) throws -> CompiledScenario? {
        try assemble(file, engines: engines, timing: timing, optimizedCounting: optimizedCounting, compile: false)
    }

    private func assemble(_ file: ScenarioFile, engines: [EngineKind], timing: Bool, optimizedCounting: Bool,
                          compile compileMissing: Bool, progress: (String) -> Void = { _ in }) throws -> CompiledScenario? {
        // Parsed and analysed once for all its forms.
        let prepared = FrontEnd.prepare(file)
        let analysis = prepared.analysis
        let timingFlags = Self.flags(analysis.language)
        let countingFlags = optimizedCounting ? timingFlags : Self.countingFlags(analysis.language)
        if let first = analysis.diagnostics.first { throw FrontEndFailure(diagnostics: analysis.diagnostics, first: first) }
        let engines = analysis.runnable(engines)
        let bundle = try file.folder.map(AppBundle.init(folder:)) ?? .empty
        if engines.isEmpty, let reason = analysis.pullFormUnavailable {
            throw BuildError.environment("\(file.path): \(reason); there is nothing to run with --engine pull")
        }
        var jobs: [Job] = []
        var counting: [EngineKind: String] = [:], timed: [EngineKind: String] = [:]
        var columns: [String: ColumnMap] = [:]
        for engine in engines {
            for instrumented in timing ? [true, false] : [true] {
                let form = try Self.childSource(prepared, engine: engine, instrumented: instrumented)
                let source = form.text
                let flags = instrumented ? countingFlags : timingFlags
                let key = BuildCache.key([source, engine.rawValue, instrumented ? "counting" : "timing",
                                          flags.joined(separator: " "), kit.fingerprint, toolchain.version, file.path])
                let executable = cache.executable(for: key)
                if instrumented { counting[engine] = executable } else { timed[engine] = executable }
                columns[executable] = form.columns
                if !cache.foundBuild(executable) {
                    jobs.append(Job(name: "\(engine.rawValue)\(instrumented ? "" : " (timing)")", source: source,
                                    columns: form.columns, executable: executable, flags: flags))
                }
            }
        }
        var seconds: [String: Double] = [:]
        if !jobs.isEmpty {
            guard compileMissing else { return nil }
            try cache.prepare()
            let support = try writeSupportFiles()
            progress("compiling \(file.path): \(jobs.map(\.name).joined(separator: ", "))")
            seconds = try compile(jobs, file: file, support: support, analysis: analysis,
                                  modelClasses: !analysis.modelClasses.isEmpty)
        }
        return CompiledScenario(path: file.path, name: file.name, parts: file.parts, displayPath: file.displayPath, analysis: analysis,
                                executables: counting, timingExecutables: timed, compileSeconds: seconds,
                                toolchainVersion: toolchain.version, buildFlags: timing ? timingFlags : countingFlags,
                                countingBuildFlags: countingFlags, columns: columns, bundle: bundle)
    }

    /// The form as a shared library to load into another process (`redraw-bench`): no `@main`,
    /// a C entry `redraw_scenario_register` that hands the top-level code to `RedrawHost`.
    /// Built without instrumentation, like a timing build; a module name per engine keeps
    /// two forms loaded into one process apart.
    public func buildLibrary(_ file: ScenarioFile, engine: EngineKind) throws -> String {
        let prepared = FrontEnd.prepare(file)
        let analysis = prepared.analysis
        if let first = analysis.diagnostics.first { throw FrontEndFailure(diagnostics: analysis.diagnostics, first: first) }
        try cache.prepare()
        let support = try writeSupportFiles()
        let form = try prepared.compiledForm(engine: engine, instrumented: false)
        let source = form.text + """

            @_cdecl("redraw_scenario_register")
            public func __redrawRegister() { RedrawHost.register(\(FrontEnd.scenarioMainFunction)) }

            """
        let flags = Self.libraryFlags(engine, analysis.language)
        let key = BuildCache.key([source, "library", flags.joined(separator: " "), kit.fingerprint, toolchain.version, file.path])
        let library = cache.executable(for: key) + ".so"
        if FileManager.default.fileExists(atPath: library) {
            BuildCache.markUsed(library)  // CachePruning
        } else {
            if let failure = compileOne(source: source, executable: library, support: support, flags: flags) {
                throw BuildError.compile(note: BuildError.formNote(engine, writtenFor: analysis.writtenFor,
                                                                                  modelClasses: !analysis.modelClasses.isEmpty),
                                         diagnostics: explained(failure, file: file, columns: form.columns, analysis: analysis,
                                                                support: support))
            }
        }
        return library
    }

    static func libraryFlags(_ engine: EngineKind, _ settings: LanguageSettings) -> [String] {
        optimized + language(settings) + ["-emit-library", "-module-name", "RedrawUserScenario_\(engine.rawValue)"]
    }

    struct Job {
        let name: String
        let source: String
        /// The form's columns on the user's lines (DiagnosticColumns).
        let columns: ColumnMap
        let executable: String
        /// Which form failed, when not the push or the pull form (`note: in the mixed form …`).
        var note: String? = nil
        var flags: [String]
    }

    /// The form the front end makes, plus the child's entry point.
    static func childSource(_ prepared: FrontEnd.Prepared, engine: EngineKind, instrumented: Bool = true) throws -> CompiledForm {
        let form = try prepared.compiledForm(engine: engine, instrumented: instrumented)
        return CompiledForm(text: childEntry(form.text), columns: form.columns)
    }

    /// A compiled form with the child's entry point after it.
    /// A file that names `UserDefaults` gets it emptied before every pass (a fresh install's);
    /// others are left alone (RedrawChild.emptiesUserDefaults says why).
    static func childEntry(_ form: String) -> String {
        let defaults = form.contains("UserDefaults") ? ", emptiesUserDefaults: true" : ""
        return form + """

            @main enum __RedrawEntry {
                @MainActor static func main() { RedrawChild.main(\(FrontEnd.scenarioMainFunction)\(defaults)) }
            }

            """
    }

    /// A scenario's name: its file name without `.swift`.
    public static func name(of path: String) -> String {
        // Standardised first: a folder named `.` or `..` goes by its own name (ScenarioFile.baseName).
        URL(fileURLWithPath: path).standardizedFileURL.deletingPathExtension().lastPathComponent
    }

    /// Runs one swiftc per job, all at once, and waits for them.
    /// A failure of the form the file is written for is shown first: its diagnostics are about the
    /// user's own code; the other form's may be about the rewriting.
    func compile(_ jobs: [Job], file: ScenarioFile, support: String, analysis: ScenarioAnalysis,
                 modelClasses: Bool) throws -> [String: Double] {
        let writtenFor = analysis.writtenFor
        // A thread per job, not Dispatch's pool, which adds a thread only about once a second
        // while its threads block (each job waits on swiftc for a second or more): with it, a
        // cold order-book's four compilers started 0.2, 0.2, 1.1 and 2.1 s in. The `-O` builds
        // take the first slots: they take about twice as long as the `-Onone` ones, which then fill
        // the other core (order-book's four builds: 2.9–3.1 s this way; up to 3.8 s when both
        // `-O` builds happened to start last).
        let order = { (index: Int) in (jobs[index].flags.contains("-O") ? 0 : 1, index) }
        let optimizedFirst = jobs.indices.sorted { order($0) < order($1) }
        let queued = optimizedFirst.map { (job: jobs[$0], ticket: Self.compilerSlots.ticket()) }
        let outcomes = WorkPool.map(queued, width: queued.count) { _, item -> (String?, Double) in
            Self.compilerSlots.enter(item.ticket)
            defer { Self.compilerSlots.leave() }
            let start = Date()
            let outcome = self.compileOne(source: item.job.source, executable: item.job.executable, support: support,
                                          flags: item.job.flags)
            return (outcome, Date().timeIntervalSince(start))
        }
        var seconds: [String: Double] = [:]
        var failures: [(Job, String)] = []
        for (item, (failure, time)) in zip(queued, outcomes) {
            seconds[item.job.name] = time
            if let failure { failures.append((item.job, failure)) }
        }
        let preferred = writtenFor.rawValue
        if let (job, diagnostics) = failures.sorted(by: { ($0.0.name.hasPrefix(preferred) ? 0 : 1, $0.0.name) < ($1.0.name.hasPrefix(preferred) ? 0 : 1, $1.0.name) }).first {
            let engine: EngineKind = job.name.hasPrefix("push") ? .push : .pull
            let writtenCompiles = jobs.contains { $0.name.hasPrefix(preferred) } && !failures.contains { $0.0.name.hasPrefix(preferred) }
            throw BuildError.compile(note: job.note ?? BuildError.formNote(engine, writtenFor: writtenFor, modelClasses: modelClasses,
                                                                          writtenCompiles: writtenCompiles),
                                     diagnostics: explained(diagnostics, file: file, columns: job.columns, analysis: analysis,
                                                            support: support))
        }
        return seconds
    }

    /// Compilers that may run at once in this process: one per core, whichever scenario they
    /// build. Measured on the 48 shipped scenarios' cold main command, the same hour: two per core
    /// and one scenario at a time 185.5 s (357 CPU-s: four compilers on two cores slow each
    /// other), one per core 181.5 s (321 CPU-s, a core idle while a scenario's last build ends),
    /// one per core and two scenarios at a time 168.6 s (327 CPU-s), and with each scenario's
    /// `-O` builds first 163.2 s (316 CPU-s). Every job holds a thread of its own while it
    /// waits, so a ticket's holder is always there to take its turn.
    static let compilerSlots = CompilerSlots(width: WorkPool.defaultWidth)

    /// Nil on success, else swiftc's diagnostics.
    private func compileOne(source: String, executable: String, support: String, flags: [String]) -> String? {
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let sourcePath = executable + ".\(unique).swift"
        // The object and the link's output in a folder of the job's own: the driver names the
        // link's list of libraries after the module (`main.autolink`) beside its output, so two
        // links in one folder at once read each other's lists (found as "undefined reference to
        // $sSa5countSivgSi_Tg5": an -Onone object linked with an -O form's list, which lacks
        // SwiftOnoneSupport).
        let work = executable + ".\(unique).d"
        let object = work + "/form.o", temporary = work + "/form"
        defer {
            try? FileManager.default.removeItem(atPath: sourcePath)
            try? FileManager.default.removeItem(atPath: work)
        }
        do {
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
        } catch { return "error: cannot write \(sourcePath): \(error)" }
        // Compiled to an object, then linked: one swiftc run that both compiles and links with `-g`
        // adds a job that type-checks the file again to embed a `.swiftmodule` for LLDB, which
        // nothing here uses (a trap's frames come from the DWARF line tables). Measured on
        // hot-prospects' forms on this 2-core machine: the -O form 2.4–2.8 CPU-seconds in one run,
        // 1.2–1.6 compiled + 0.13 linked; the -Onone form 1.0 against 0.5 + 0.13.
        let (compileFlags, linkFlags) = Self.split(flags)
        let steps = [compileFlags + Self.limits + Self.unverified + ["-c", sourcePath, "-o", object] + moduleArguments(support: support),
                     linkFlags + [object, "-o", temporary] + linkArguments()]
        var output: ProcessOutput?
        var linking = false
        for (index, arguments) in steps.enumerated() {
            guard let step = try? Toolchain.runCompiler(toolchain.swiftc, arguments, timeout: 600) else {
                return "error: cannot run \(toolchain.swiftc)"
            }
            output = step
            linking = index == steps.count - 1
            if step.timedOut || step.signalled || step.status != 0 { break }
        }
        guard let output else { return "error: cannot run \(toolchain.swiftc)" }
        if output.timedOut {
            return "error: swiftc did not finish within 600 s (an expression too complex to type-check in reasonable time, "
                + "most often: break it into smaller ones)"
        }
        let text = output.stderr.isEmpty ? output.stdout : output.stderr
        if output.signalled {
            // The compiler itself crashed: its first message, not its stack dump. A lone compile
            // job (`-c`) is the frontend itself (the driver runs it in its place), so its crash
            // arrives as a signal with the frontend's own stack dump.
            if let crash = Self.frontendCrash(text, source: source) { return crash }
            let lines = text.split(separator: "\n").map(String.init)
            let first = lines.first { $0.contains("error:") || $0.contains("Assertion") || $0.contains("fatal") } ?? lines.first ?? ""
            return "error: swiftc crashed (signal \(output.status)) compiling this scenario" + (first.isEmpty ? "" : "; its first message: " + first)
        }
        guard output.status == 0 else {
            if let crash = Self.frontendCrash(text, source: source) { return crash }
            // The form compiled: a symbol the kit does not export is Redraw's bug (LinkFailure).
            if linking, let failure = LinkFailure.message(text, file: Self.scenarioPath(in: source)) { return failure }
            return text.isEmpty ? "error: swiftc exited with status \(output.status)"
                : Self.withoutMacroBuffers(text, generated: sourcePath).joined(separator: "\n")
        }
        do {
            if FileManager.default.fileExists(atPath: executable) { return nil }  // a concurrent build won
            try FileManager.default.moveItem(atPath: temporary, toPath: executable)
        } catch {
            if !FileManager.default.isExecutableFile(atPath: executable) { return "error: cannot store the build: \(error)" }
        }
        return nil
    }

    /// swift-frontend crashed and the driver passed on its stack dump (hundreds of lines, the
    /// generated form's paths) with a failing status: one error naming the user's file and what
    /// the compiler said of its crash, instead. Found by the end-to-end fuzzer: a 20,000-way
    /// ternary (`x == 0 ? 0 : x == 1 ? 1 : …`) overflows swift-frontend's stack while it
    /// type-checks it.
    static func frontendCrash(_ text: String, source: String) -> String? {
        guard text.contains("Stack dump:") || text.contains("Please submit a bug report") else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        var what = "its stack dump says no more"
        if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }) {
            var words = crashed.dropFirst("*** Program crashed: ".count)
            if let at = words.range(of: " at 0x") { words = words[..<at.lowerBound] }
            what = "\"" + words.trimmingCharacters(in: CharacterSet(charactersIn: "* ")) + "\""
            if words.hasPrefix("Bad pointer dereference") { what += ", a stack overflow most often: an expression or a nesting too deep for it" }
        } else if let assertion = lines.first(where: { $0.contains("Assertion") || $0.contains("UNREACHABLE") || $0.contains("fatal error") }) {
            what = "\"" + assertion.trimmingCharacters(in: .whitespaces) + "\""
        }
        // Its stack dump's positions are in the generated form, outside the user's lines: left out.
        return "\(scenarioPath(in: source)): error: swiftc crashed compiling this file: \(what)"
    }

    /// The user's path, as given, from the form's first `#sourceLocation(file: "Scenarios/x.swift", line: 1)`.
    static func scenarioPath(in source: String) -> String {
        guard let marker = source.range(of: "#sourceLocation(file: \"") else { return "the scenario" }
        let rest = source[marker.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) } ?? "the scenario"
    }

    /// Where the compile step finds Redraw's modules and jemalloc's module map. This and
    /// `linkArguments` are the same on every build, and left out of the recorded flags as they
    /// name this machine's folders.
    func moduleArguments(support: String) -> [String] {
        ["-I", kit.modules, "-I", support]
    }

    /// What the link step links.
    func linkArguments() -> [String] {
        toolchain.linkerFlags + ["-L", kit.directory, "-lRedrawScenarioKit",
         "-Xlinker", "-rpath", "-Xlinker", kit.directory,
         // jemalloc first among the libraries, so its malloc serves the whole process.
         "-Xlinker", "--no-as-needed", "-Xlinker", "-ljemalloc"]
    }

    /// A build's flags for its compile step and for its link step: `-emit-library` makes the link
    /// step's output a shared library; every other flag is the compiler's.
    static func split(_ flags: [String]) -> (compile: [String], link: [String]) {
        (flags.filter { $0 != "-emit-library" }, flags.contains("-emit-library") ? ["-emit-library"] : [])
    }

    /// The names of Redraw's modules, for the notes' "a typo of `Text`?": read when a note first
    /// asks (ModelledNames).
    func modelledNames(support: String) -> () -> ModelledNames? {
        let (kit, toolchain, cache) = (kit, toolchain, cache)
        return { ModelledNames.load(kit: kit, toolchain: toolchain, cache: cache, support: support) }
    }

    /// The module map of jemalloc's headers, which Redraw's modules were built against.
    func writeSupportFiles() throws -> String {
        let dir = cache.directory + "/support/CJemalloc"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let map = "module CJemalloc [system] {\n    header \"shim.h\"\n    link \"jemalloc\"\n    export *\n}\n"
        let shim = "#include <jemalloc/jemalloc.h>\n"
        for (name, text) in [("module.modulemap", map), ("shim.h", shim)] {
            let path = dir + "/" + name
            if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        return dir
    }
}

/// The front end's checks failed: every diagnostic, as the compiler prints them.
public struct FrontEndFailure: Error, CustomStringConvertible {
    public let diagnostics: [FrontEndDiagnostic]
    public let first: FrontEndDiagnostic
    public init(diagnostics: [FrontEndDiagnostic], first: FrontEndDiagnostic) {
        self.diagnostics = diagnostics
        self.first = first
    }
    public var description: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}

/// What swiftc said about one form in `typecheck`.
public struct TypecheckProblem: Sendable {
    public let engine: EngineKind
    public let text: String
    public let errorCount: Int
}

extension ScenarioBuilder {
    /// How `typecheck` runs swiftc: as far as SIL's mandatory passes, without optimising or
    /// generating code. `-typecheck` alone stops before them and so passes what every build then
    /// rejects: a constant used before it is initialised, a missing return, and Swift 6's
    /// region-based data-race errors ("sending 'x' risks causing data races").
    static let checkOnly = ["-emit-sil", "-o", "/dev/null"]

    /// Checks both forms as a build would (no code generation): swiftc's diagnostics, with a note
    /// where a missing name is likely SwiftUI or Combine API that Redraw does not model yet.
    public func typecheck(_ file: ScenarioFile) throws -> [TypecheckProblem] {
        // A bundle that `run` would refuse (two resources of one name) fails here too.
        _ = try file.folder.map(AppBundle.init(folder:))
        try cache.prepare()
        let support = try writeSupportFiles()
        var problems: [TypecheckProblem] = []
        var seen = Set<String>()
        let prepared = FrontEnd.prepare(file)
        let analysis = prepared.analysis
        let writtenFor = analysis.writtenFor
        for engine in analysis.runnable([writtenFor, writtenFor == .push ? .pull : .push]) {
            let form = try Self.childSource(prepared, engine: engine)
            let source = form.text
            let path = cache.directory + "/builds/check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)-\(engine.rawValue).swift"
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let output = try Toolchain.runCompiler(toolchain.swiftc, Self.checkOnly + Self.language(analysis.language) + Self.limits + ["-module-name", "RedrawUserScenario", path, "-I", kit.modules, "-I", support],
                                               timeout: 600)
            guard output.status != 0 || output.signalled else { continue }
            let raw = Self.withoutMacroBuffers(output.stderr.isEmpty ? output.stdout : output.stderr, generated: path)
            let text = explained(raw.joined(separator: "\n"), file: file, columns: form.columns, analysis: analysis, support: support)
            // Errors in the form as written are about the user's code, and the other form has them
            // too: it is checked only when the written one passes.
            if seen.insert(text).inserted, problems.isEmpty {
                let count = text.components(separatedBy: ": error: ").count - 1
                problems.append(TypecheckProblem(engine: engine, text: text.trimmingSuffixNewlines + "\n"
                    + BuildError.formNote(engine, writtenFor: writtenFor, modelClasses: !analysis.modelClasses.isEmpty,
                                          writtenCompiles: engine != writtenFor),
                    errorCount: max(count, 1)))
            }
            if !problems.isEmpty { break }
        }
        return problems
    }

    /// swiftc's diagnostics as the user reads them: at the user's columns, with Redraw's notes, and
    /// with every module the scenario imports that does not exist here, not only swiftc's first.
    func explained(_ diagnostics: String, file: ScenarioFile, columns: ColumnMap, analysis: ScenarioAnalysis, support: String) -> String {
        let annotated = Self.annotate(DiagnosticColumns.remap(diagnostics, in: file, columns: columns),
                                      own: OwnNames(analysis), modelled: modelledNames(support: support))
        return MissingModules.completed(annotated, imports: analysis.unprovidedImports) { module in
            MissingModules.exists(module, swiftc: toolchain.swiftc, searchPaths: moduleArguments(support: support))
        }
    }

    /// Drops the driver's own "emit-module command failed" line and adds Redraw's notes
    /// (ModellingNotes) after "no such module", "cannot find 'X'" and "has no member 'x'"
    /// errors — each after the error's source line and caret, where llvm-style diagnostics end.
    static func annotate(_ diagnostics: String, own: OwnNames = OwnNames(), modelled: @escaping () -> ModelledNames? = { nil }) -> String {
        let modelled = Memo(modelled)
        var out: [String] = []
        var pending: String?
        var given: Set<String> = []
        // A note goes right after its error's excerpt: before the blank line swiftc ends it with.
        func flush() {
            guard let note = pending else { return }
            if out.last == "" { out.insert(note, at: out.count - 1) } else { out.append(note) }
            pending = nil
        }
        var inKitExcerpt = false
        // The last error, until the first line of its excerpt (the user's source line) is seen.
        var errorAwaitingExcerpt: Substring?
        var kitNoteAwaitsDeclaration = false
        for line in withoutMacroBuffers(diagnostics) {
            if line.hasPrefix("error: emit-module command failed") || line.hasPrefix("error: compile command failed") { continue }
            let isDiagnostic = line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
                || line.hasPrefix("note: ") || line.hasPrefix("error: ")
            if isDiagnostic { flush() }
            // A note at a declaration of Redraw's own modules names the module, not a file of the
            // build that made them (which a copy installed elsewhere does not have), and shows no excerpt.
            if isDiagnostic, let kitNote = Self.kitNote(line) {
                out.append(kitNote)
                inKitExcerpt = true
                kitNoteAwaitsDeclaration = true
                continue
            }
            if inKitExcerpt && !isDiagnostic {
                // The excerpt's first line is the declaration (when this build's sources are at hand):
                // two candidates of an ambiguous call are told apart by it, not by the module alone.
                if kitNoteAwaitsDeclaration, let declaration = Self.declarationText(line) {
                    out[out.count - 1] += ": `\(declaration)`"
                }
                kitNoteAwaitsDeclaration = false
                continue
            }
            inKitExcerpt = false
            out.append(String(line))
            if !isDiagnostic, let error = errorAwaitingExcerpt {
                errorAwaitingExcerpt = nil
                if let note = ModellingNotes.note(afterExcerpt: line, of: error, own: own), given.insert(note).inserted { pending = note }
            }
            errorAwaitingExcerpt = line.contains(": error: ") ? line : nil
            guard line.contains(": error: ") else { continue }
            // Each note once: the same missing name is often reported at every use.
            if let note = ModellingNotes.note(after: line, own: own, modelled: modelled.value), given.insert(note).inserted { pending = note }
        }
        flush()
        while out.last == "" { out.removeLast() }
        return withoutRepeats(out).joined(separator: "\n")
    }

    /// Each error or warning once, with its excerpt and notes: swiftc reports some twice (a class
    /// whose synthesised `Decodable` fails, for its initialiser and for the conformance).
    static func withoutRepeats(_ lines: [String]) -> [String] {
        var blocks: [[String]] = []
        for line in lines {
            if line.contains(": error: ") || line.contains(": warning: ") || blocks.isEmpty { blocks.append([line]) }
            else { blocks[blocks.count - 1].append(line) }
        }
        var seen: Set<[String]> = []
        return blocks.filter { seen.insert($0).inserted }.flatMap { $0 }
    }

    /// `…/Sources/Scenario/SwiftUI/Modifiers/LifecycleModifiers.swift:45:17: note: where 'P' = 'Int'`
    /// → `note: where 'P' = 'Int' (declared in Redraw's SwiftUI)`; nil for any other line.
    static func kitNote(_ line: Substring) -> String? {
        guard let marker = line.range(of: "/Sources/Scenario/"), let kind = line.range(of: ": note: "),
              marker.upperBound < kind.lowerBound else { return nil }
        let module = line[marker.upperBound...].prefix { $0 != "/" }
        // A folder of Redraw's scenario modules, followed by a file in it: not a user's own
        // `…/Sources/Scenario/ContentView.swift`.
        guard kitModules.contains(String(module)), line[marker.upperBound...].dropFirst(module.count).hasPrefix("/") else { return nil }
        return "note: \(line[kind.upperBound...]) (declared in Redraw's \(module))"
    }
    /// A declaration's line of Redraw's modules as a note shows it: without access and inlining
    /// attributes, and without its body (`static func spring(duration: Double = 0.5, …) -> Animation`);
    /// nil for a line that is no declaration (a gutter, a caret).
    static func declarationText(_ line: Substring) -> String? {
        var text = line.trimmingCharacters(in: .whitespaces)
        for attribute in ["@inlinable ", "@_disfavoredOverload ", "@MainActor ", "nonisolated ", "public ", "open "] {
            text = text.replacingOccurrences(of: attribute, with: "")
        }
        let kinds = ["func ", "init", "var ", "let ", "case ", "struct ", "class ", "enum ", "protocol ", "subscript", "typealias "]
        guard kinds.contains(where: { text.hasPrefix($0) || text.hasPrefix("static " + $0) || text.hasPrefix("mutating " + $0) })
        else { return nil }
        if let body = text.range(of: " {") { text = String(text[..<body.lowerBound]) }
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }

    /// The folders of Sources/Scenario (Package.swift's scenario-side targets).
    static var kitModules: Set<String> { ProvidedModules.kit }

    /// swiftc repeats an error in a property's initial value inside the `@Observable` macro's
    /// expansion, a file of its own under `swift-generated-sources` that the user never wrote
    /// (`/tmp/swift-generated-sources/@__swiftmacro_…swift:2:34: error: …`, then a note there): a
    /// diagnostic there, with its excerpt, is left out when one is left at the user's lines.
    /// Found by the end-to-end fuzzer (`var items: [Int] = [1, 1e309, 3]` in an `@Observable` class).
    /// The same for `generated`, the compiled form's own file, outside the `#sourceLocation`s that
    /// map it to the user's lines (Redraw's entry point, its wrappers): an error there beside errors
    /// at the user's lines follows from those (found by the fuzzer: a `Picker(…) {` moved to the
    /// top of the file, around `import`s).
    public static func withoutMacroBuffers(_ diagnostics: String, generated: String? = nil) -> [Substring] {
        let lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false)
        func isDiagnostic(_ line: Substring) -> Bool {
            line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
                || line.hasPrefix("note: ") || line.hasPrefix("error: ")
        }
        func inMacroBuffer(_ line: Substring) -> Bool {
            // `path:line:column`, up to the first ": " (a path may hold spaces: "Recipe List App/…").
            let head = line.range(of: ": ").map { line[..<$0.lowerBound] } ?? line
            if let generated, head.hasPrefix(generated + ":") { return true }
            return head.contains("/swift-generated-sources/") || head.contains("@__swiftmacro_")
        }
        // Each diagnostic with the excerpt lines after it, up to the next diagnostic.
        var blocks: [[Substring]] = []
        for line in lines {
            if isDiagnostic(line) || blocks.isEmpty { blocks.append([line]) } else { blocks[blocks.count - 1].append(line) }
        }
        let kept = blocks.filter { !inMacroBuffer($0[0]) }
        guard kept.contains(where: { $0[0].contains(": error: ") }) else { return lines }
        return Array(kept.joined())
    }
}

/// A value computed the first time it is asked for, then kept.
final class Memo<Value> {
    private let compute: () -> Value
    private var computed: Value?
    init(_ compute: @escaping () -> Value) { self.compute = compute }
    func value() -> Value {
        if let computed { return computed }
        let result = compute()
        computed = result
        return result
    }
}
