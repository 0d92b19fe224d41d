// EndToEnd: the fuzzer's second mode — each input through the real `redraw`
// binary, `redraw run <input> --out <dir>` with small limits, so that the
// front end, the build driver, swiftc, the child process and the reports are
// all on the path — and the outcome classified from what `redraw` did: its
// exit status, its stderr, the report files it left and the wall time.
//
// Each run gets a folder of its own under the fuzzer's temporary folder, with
// a build cache of its own (REDRAW_CACHE), emptied after every input, so that
// mutants never reach the user's cache nor fill the disk. `redraw` runs in a
// process group of its own: over the wall-clock limit, the whole group —
// swiftc, the scenario's child — is killed, and the input is a hang.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct EndToEndSettings {
    /// The `redraw` executable.
    var redraw: String
    /// Where each slot's folders go (removed at the end of the run).
    var workDirectory: String
    /// `redraw run --timeout`: seconds per step.
    var stepTimeout: Int
    /// `redraw run --memory-limit`: MiB of resident memory per scenario process.
    var memoryLimit: Int
    /// Wall-clock seconds for the whole `redraw` process; past it, a hang.
    var timeLimit: Double

    /// The options every input runs with: one timed pass and no warm-up, so that a scenario
    /// runs as few times as `redraw run` allows (the timing build is still compiled and run once).
    var runOptions: [String] {
        ["--repeat", "1", "--warmup", "0", "--timeout", String(stepTimeout), "--memory-limit", String(memoryLimit)]
    }
}

/// One `redraw run` of one input, in a slot: a folder with the input, the report folder and
/// the build cache, used by one input at a time.
struct EndToEndProbe {
    let settings: EndToEndSettings
    let slot: Int

    /// The input's name: its reports are `fuzz-input.*`.
    static let fileName = "fuzz-input.swift"
    static let reportName = "fuzz-input"

    var folder: String { settings.workDirectory + "/slot-\(slot)" }
    var inputPath: String { folder + "/" + Self.fileName }
    var outPath: String { folder + "/out" }
    var cachePath: String { folder + "/cache" }

    /// Runs `redraw run` on `bytes`; the outcome, and how long `redraw` took in µs.
    func run(_ bytes: [UInt8]) throws -> (outcome: Outcome, micros: Int) {
        let fm = FileManager.default
        try? fm.removeItem(atPath: outPath)
        try? fm.removeItem(atPath: cachePath + "/builds")
        try fm.createDirectory(atPath: outPath, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: cachePath, withIntermediateDirectories: true)
        guard fm.createFile(atPath: inputPath, contents: Data(bytes)) else { throw FuzzError("cannot write \(inputPath)") }
        var environment = ProcessInfo.processInfo.environment
        environment["REDRAW_CACHE"] = cachePath
        let arguments = ["run", inputPath, "--out", outPath] + settings.runOptions
        let started = Clock.now()
        let ending = try GroupProcess.run(settings.redraw, arguments, environment: environment,
                                          stdout: folder + "/stdout", stderr: folder + "/stderr", timeLimit: settings.timeLimit)
        let micros = Int((Clock.now() - started) / 1_000)
        let errors = String(decoding: fm.contents(atPath: folder + "/stderr") ?? Data(), as: UTF8.self)
        let reports = ((try? fm.contentsOfDirectory(atPath: outPath)) ?? []).sorted()
        let outcome = EndToEndClassifier(inputPath: inputPath, lines: LineTable(bytes), timeLimit: settings.timeLimit)
            .classify(ending, errors: errors, reports: reports)
        try? fm.removeItem(atPath: cachePath + "/builds")
        return (outcome, micros)
    }
}

/// How `redraw` ended.
enum GroupEnding: Equatable {
    case exited(Int32)
    case signal(Int32)
    /// Over the wall-clock limit; what was still running in the group when it was killed.
    case overTime(running: String)
}

/// A child started in a process group of its own, with its output in files, waited for with
/// a wall-clock limit after which the whole group is killed.
enum GroupProcess {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    stdout: String, stderr: String, timeLimit: Double) throws -> GroupEnding {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw FuzzError("cannot start \(executable): \(String(cString: strerror(rc)))") }
        let deadline = Clock.now() + UInt64(timeLimit * 1e9)
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { throw FuzzError("waitpid: \(String(cString: strerror(errno)))") }
            if Clock.now() > deadline {
                // swiftc puts itself in a process group of its own: the tree is followed by
                // parent, stopped first so that nothing in it starts more while it is killed.
                let tree = [pid] + descendants(of: pid)
                let running = tree.compactMap { command(of: $0) }.joined(separator: ", ")
                for p in tree { kill(p, SIGSTOP) }
                for p in [pid] + descendants(of: pid) { kill(p, SIGKILL) }
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                return .overTime(running: running)
            }
            usleep(20_000)
        }
        // Whatever `redraw` left behind in its group (it should leave nothing) goes with it.
        kill(-pid, SIGKILL)
        let low = status & 0x7F
        return low == 0 ? .exited((status >> 8) & 0xFF) : .signal(low)
    }

    /// `/proc/<pid>/stat`: the command name and the parent.
    private static func stat(_ pid: pid_t) -> (command: String, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        // "pid (comm) state ppid …": the command may hold spaces and parentheses.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
        return (String(text[text.index(after: open)..<close]), parent)
    }

    static func command(of pid: pid_t) -> String? { stat(pid)?.command }

    /// Every live descendant of `pid`, by parent links.
    static func descendants(of pid: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries {
            guard let p = pid_t(entry), let s = stat(p) else { continue }
            children[s.parent, default: []].append(p)
        }
        var out: [pid_t] = []
        func walk(_ p: pid_t) { for c in (children[p] ?? []).sorted() { out.append(c); walk(c) } }
        walk(pid)
        return out
    }
}

/// From how `redraw run` ended to one of the classes:
/// - ok: exit 0, and the scenario's report, steps CSV and provenance written;
/// - positioned error: exit 1, no report files, and every error line (`…: error: …`, not an
///   excerpt's) at a line and column inside the input file — the front end's or swiftc's;
/// - user-code trap reported: the same, where the error is Redraw's message about the compiled
///   scenario — it crashed (the trap named), a step ran over `--timeout`, the process over
///   `--memory-limit`, a workload call failed at run time — at the user's line (a column is not
///   required: a step's line, or the failing call's, is enough);
/// - unclear error: exit 1 with an error that names no position in the input file, or none;
/// - partial report: exit 1 with report files left in the out folder, or exit 0 without the
///   scenario's reports;
/// - Redraw crash: a signal, an exit status other than 0, 1 or 2, or a stack trace on stderr;
/// - hang: over the wall-clock limit.
struct EndToEndClassifier {
    let inputPath: String
    let lines: LineTable
    let timeLimit: Double

    /// Markers of a stack trace: Swift's backtracer, the runtime's own, LLVM's (a crashed swiftc
    /// whose dump `redraw` passed on).
    static let stackTraceMarkers = ["💣 Program crashed", "Current stack trace:", "Stack dump:", "Please submit a bug report",
                                    "Backtrace took", "*** Program crashed"]

    func classify(_ ending: GroupEnding, errors: String, reports: [String]) -> Outcome {
        let stderrLines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The scenario's own output, quoted by a fault message as `  | …`, is the user's, not Redraw's.
        let own = stderrLines.filter { !$0.hasPrefix("  | ") }
        let detail = Self.excerpt(errors)
        switch ending {
        case .overTime(let running):
            let what = running.isEmpty ? "" : " with \(Self.phase(running)) running"
            return Outcome(kind: .hang, signature: "over \(RobustnessReport.number(timeLimit)) s\(what)", detail: detail)
        case .signal(let n):
            return Outcome(kind: .crash, signature: "redraw died on signal \(n) (\(WorkerProcess.signalName(n)))" + fatalSuffix(own),
                           detail: detail)
        case .exited(let code) where ![0, 1, 2].contains(code):
            return Outcome(kind: .crash, signature: "redraw exited with status \(code)" + fatalSuffix(own), detail: detail)
        case .exited:
            break
        }
        if let trace = own.first(where: { line in Self.stackTraceMarkers.contains { line.contains($0) } }) {
            return Outcome(kind: .crash, signature: "a stack trace on stderr: " + Signature.normalised(stripPaths(trace)), detail: detail)
        }
        guard case .exited(let code) = ending else { return Outcome(kind: .unclear, signature: "unreachable", detail: detail) }
        let scenarioReports = reports.filter { $0.hasPrefix(EndToEndProbe.reportName + ".") }
        if code == 0 {
            let needed = ["md", "steps.csv", "provenance"].map { EndToEndProbe.reportName + "." + $0 }
            let missing = needed.filter { !reports.contains($0) }
            if missing.isEmpty { return .ok }
            return Outcome(kind: .partial, signature: "exit 0 without " + missing.map { "*." + $0.dropFirst(EndToEndProbe.reportName.count + 1) }
                .joined(separator: ", "), detail: detail)
        }
        if !reports.isEmpty {
            let kinds = Set(reports.map { name -> String in
                name.hasPrefix(EndToEndProbe.reportName + ".") ? "*." + name.dropFirst(EndToEndProbe.reportName.count + 1) : name
            }).sorted()
            return Outcome(kind: .partial, signature: "exit \(code) with report files left: " + kinds.joined(separator: ", "),
                           detail: detail + (scenarioReports.isEmpty ? "" : ""))
        }
        if code == 2 { return Outcome(kind: .unclear, signature: "exit 2 (the gate's status) from run", detail: detail) }
        let errorLines = own.filter { Self.isErrorLine($0) }
        guard let first = errorLines.first else {
            let text = own.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return Outcome(kind: .unclear, signature: "exit 1 without an error line" + (text.map { ": " + Signature.normalised(stripPaths($0)) } ?? ", nothing on stderr"),
                           detail: detail)
        }
        for line in errorLines {
            if let problem = positionProblem(line) { return Outcome(kind: .unclear, signature: problem, detail: detail) }
        }
        let message = String(first[first.range(of: "error: ")!.upperBound...])
        if let fault = Self.faultKind(message) { return Outcome(kind: .trap, signature: fault, detail: detail) }
        // The workload's own error at run time (`Redraw.step` with 0 frames computed, a row to tap
        // that is not there): the child names the call's line.
        if isLineOnly(first) { return Outcome(kind: .trap, signature: "a workload error at run time", detail: detail) }
        if message.hasPrefix("swiftc crashed compiling this file") {
            return Outcome(kind: .positioned, signature: "swiftc's crash, named with the file", detail: detail)
        }
        let fromSwiftc = own.contains { $0.hasPrefix("note: in the ") && $0.contains(" form") }
        return Outcome(kind: .positioned, signature: fromSwiftc ? "swiftc's diagnostic" : "Redraw's front end", detail: detail)
    }

    /// A line that is an error of its own: `…: error: …` or `error: …`, not an excerpt of the
    /// source (`12 | …`, `   | `- error: …`) nor an indented continuation.
    static func isErrorLine(_ line: String) -> Bool {
        guard let first = line.first, first != " ", first != "\t" else { return false }
        guard line.hasPrefix("error: ") || line.contains(": error: ") else { return false }
        // `12 | Redraw.step("error: x")`: an excerpt.
        let head = line.prefix { $0 != "|" }
        if line.contains("|"), head.allSatisfy({ $0.isNumber || $0 == " " }) { return false }
        return true
    }

    /// Why an error line does not point into the input, or nil when it does.
    func positionProblem(_ line: String) -> String? {
        let marker = line.range(of: "error: ")!
        let head = String(line[..<marker.lowerBound])
        let message = Signature.normalised(stripPaths(String(line[marker.upperBound...])))
        guard head.hasPrefix(inputPath + ":") else {
            if head.isEmpty { return "an error without a position: " + message }
            return "an error positioned outside the input file: " + message
        }
        let numbers = head.dropFirst(inputPath.count + 1).split(separator: ":", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let lineNumber = numbers.first.flatMap({ Int($0) }) else {
            // swiftc's own crash: named with the file and the compiler's words (issue #13); its stack
            // dump positions are in Redraw's generated form, not the user's lines.
            if numbers.isEmpty && line[marker.upperBound...].hasPrefix("swiftc crashed compiling this file") { return nil }
            return "an error naming the file without a line: " + message
        }
        let column = numbers.count > 1 ? Int(numbers[1]) : nil
        if numbers.count > 1 && column == nil { return "an error with a malformed position: " + message }
        guard lines.contains(line: lineNumber, column: column ?? 1) else { return "an error positioned outside the file's lines: " + message }
        // Without a column: Redraw's messages about the compiled scenario, which name a step's line or
        // the line of the workload call that failed (`file:line: message`, from `#file` and `#line`).
        return nil
    }

    /// `input:12: error: …`: a line and no column — the front end and swiftc always give one.
    func isLineOnly(_ line: String) -> Bool {
        guard let marker = line.range(of: ": error: "), line.hasPrefix(inputPath + ":") else { return false }
        // `<path>: error: …` has no position at all: the marker starts inside the prefix.
        let start = line.index(line.startIndex, offsetBy: inputPath.count + 1)
        guard start <= marker.lowerBound else { return false }
        let position = line[start..<marker.lowerBound]
        return !position.isEmpty && position.allSatisfy(\.isNumber)
    }

    /// The kind of a fault in the compiled scenario that Redraw reported, from its message.
    static func faultKind(_ message: String) -> String? {
        if message.hasPrefix("the scenario crashed") {
            let reason = message.range(of: " under ").map { message[$0.upperBound...] }.flatMap { rest in
                rest.range(of: ": ").map { String(rest[$0.upperBound...]) } } ?? ""
            return "crashed: " + Signature.normalised(reason)
        }
        if message.hasPrefix("step "), message.contains(" ran over ") { return "a step over --timeout" }
        if message.hasPrefix("step "), message.contains(" used more than ") { return "over --memory-limit" }
        if message.hasPrefix("the scenario ended"), message.contains("without results") { return nil }
        return nil
    }

    /// What was running when the group was killed: swiftc, the scenario's process, or `redraw` alone.
    static func phase(_ running: String) -> String {
        let names = running.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if names.contains(where: { $0.hasPrefix("swift") }) { return "swiftc" }
        if names.count > 1 { return "the scenario's process" }
        return "redraw alone"
    }

    private func fatalSuffix(_ lines: [String]) -> String {
        guard let fatal = lines.first(where: { $0.contains("Fatal error") }) else { return "" }
        return ": " + Signature.normalised(stripPaths(fatal))
    }

    /// The input's path and the run's folders out of a message, so that signatures do not
    /// depend on where the run was.
    func stripPaths(_ text: String) -> String {
        let folder = URL(fileURLWithPath: inputPath).deletingLastPathComponent().path
        return text.replacingOccurrences(of: inputPath, with: EndToEndProbe.fileName).replacingOccurrences(of: folder, with: "…")
    }

    /// The first lines of stderr, for the report.
    static func excerpt(_ errors: String) -> String {
        String(errors.split(separator: "\n").prefix(3).joined(separator: "\n").prefix(400))
    }
}

/// Runs inputs 0..<total (or until a deadline) through `redraw`, `jobs` at once, each job in
/// a slot of its own. Inputs are handed out in order, so that the inputs tried are always
/// 0..<tried, whatever the number of jobs and wherever the deadline fell.
final class EndToEndRunner: @unchecked Sendable {
    let settings: EndToEndSettings
    let maker: InputMaker
    let total: Int
    /// Monotonic ns after which no new input starts.
    let deadline: UInt64?
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private let started = Clock.now()
    private(set) var timings = BatchRunner.MutatorTiming()
    /// Wall time per outcome class, in µs.
    private(set) var classMicros: [OutcomeClass: Int] = [:]

    init(settings: EndToEndSettings, maker: InputMaker, total: Int, deadline: UInt64?) {
        self.settings = settings
        self.maker = maker
        self.total = total
        self.deadline = deadline
    }

    func run(jobs: Int) throws -> Tally {
        let results = Results(count: jobs)
        let group = DispatchGroup()
        for j in 0..<jobs {
            group.enter()
            Thread {
                defer { group.leave() }
                let probe = EndToEndProbe(settings: self.settings, slot: j)
                var tally = Tally()
                var timing = BatchRunner.MutatorTiming()
                do {
                    while let index = self.take() {
                        let input = self.maker.input(index)
                        let (outcome, micros) = try probe.run(input.bytes)
                        tally.record(index: index, outcome: outcome, mutators: input.mutators)
                        timing.record(input.mutators, micros: micros)
                        self.lock.lock(); self.classMicros[outcome.kind, default: 0] += micros; self.lock.unlock()
                        self.tick(index, outcome, input)
                    }
                } catch {
                    self.lock.lock(); results.failure = error; self.lock.unlock()
                }
                self.lock.lock()
                results.tallies[j] = tally
                self.timings.merge(timing)
                self.lock.unlock()
            }.start()
        }
        group.wait()
        if let failure = results.failure { throw failure }
        var tally = Tally()
        for t in results.tallies { tally.merge(t) }
        return tally
    }

    /// What the job threads hand back, written under `lock`.
    private final class Results: @unchecked Sendable {
        var tallies: [Tally]
        var failure: Error?
        init(count: Int) { tallies = Array(repeating: Tally(), count: count) }
    }

    private func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < total else { return nil }
        if let deadline, Clock.now() > deadline { return nil }
        next += 1
        return next - 1
    }

    /// One line per input on stderr (seconds each: a log of the run), and the rate every 25.
    private func tick(_ index: Int, _ outcome: Outcome, _ input: FuzzInput) {
        lock.lock()
        done += 1
        let n = done
        lock.unlock()
        let mutators = input.mutators.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("redraw-fuzz: input \(index) (\(input.base); \(mutators)): \(outcome.kind.rawValue)\(outcome.signature.isEmpty ? "" : ": " + outcome.signature)\n".utf8))
        if n % 25 == 0 || n == total {
            let seconds = Double(Clock.now() - started) / 1e9
            FileHandle.standardError.write(Data(String(format: "redraw-fuzz: %d inputs end to end in %.0f s, %.2f inputs/s\n",
                                                       n, seconds, Double(n) / seconds).utf8))
        }
    }
}
