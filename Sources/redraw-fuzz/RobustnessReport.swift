// RobustnessReport: `Reports/robustness.md`, never written by hand. Each mode's
// run is kept in a small JSON store beside the report (`robustness.<mode>.json`:
// its command, seed, corpus, tally and minimised failures); a run replaces its
// own mode's store and renders the report from every store there, one section
// per mode, so an end-to-end run keeps the in-process figures of record and
// the other way round.
//
// The in-process section follows from the seed, the corpus, the input count and
// the time limit alone (no timings), so the same run gives the same section.
// The end-to-end section also gives the run's wall time and rate, as measured.

import Foundation

struct MinimisedFailure {
    let record: FailureRecord
    let example: [UInt8]
    let frames: [String]
}

/// One mode's results, as stored beside the report.
struct ModeStore: Codable, Equatable {
    struct CorpusFigures: Codable, Equatable {
        var files: Int
        var bytes: Int
        /// Files under Corpus.excludedFolder, left out.
        var excluded: Int
        var folders: [String]
        /// End to end: the files that were bases (at most InputMaker.endToEndMaxBytes each).
        var bases: Int?
    }

    struct Failure: Codable, Equatable {
        var kind: String
        var signature: String
        var count: Int
        var firstIndex: Int
        var detail: String
        /// Nil when not minimised (past --minimise-max).
        var example: String?
        var exampleBytes: Int?
        var frames: [String]
        /// What the minimised example gives with a later build (`--recheck`): its class and signature.
        var recheck: String?
    }

    /// What the end-to-end mode measured about the run itself (timings: this machine, this run).
    struct RunFigures: Codable, Equatable {
        var seconds: Double
        var jobs: Int
        var stepTimeout: Int
        var memoryLimit: Int
        /// `--duration`, when the run stopped on time rather than on `--inputs`.
        var duration: Double?
        var inputsAsked: Int
        /// Mean seconds per input by outcome class.
        var meanSeconds: [String: Double]
    }

    var mode: String
    var command: String
    var seed: UInt64
    var timeLimit: Double
    var corpus: CorpusFigures
    var tried: Int
    var counts: [String: Int]
    var byMutator: [String: [String: Int]]
    var kinds: [String: [String: Int]]
    var failures: [Failure]
    var run: RunFigures?
    /// True when the figures were read back from a report of the first format (LegacyReport), not run again.
    var carriedOver: Bool?
    /// The command and Redraw commit of the last `--recheck` of the failures' examples.
    var recheckedBy: String?
    /// The checkout's commit when the run started (with "+ uncommitted changes" when its tree was dirty);
    /// nil in stores written before runs recorded it.
    var commit: String?

    var fuzzMode: FuzzMode? { FuzzMode(rawValue: mode) }

    func count(_ kind: OutcomeClass) -> Int { counts[kind.rawValue] ?? 0 }

    init(mode: FuzzMode, command: String, seed: UInt64, timeLimit: Double, corpus: CorpusFigures, tally: Tally,
         failures minimised: [MinimisedFailure], unminimised: [FailureRecord], run: RunFigures?) {
        self.mode = mode.rawValue
        self.command = command
        self.seed = seed
        self.timeLimit = timeLimit
        self.corpus = corpus
        tried = tally.tried
        counts = Dictionary(uniqueKeysWithValues: tally.counts.map { ($0.key.rawValue, $0.value) })
        byMutator = Dictionary(uniqueKeysWithValues: tally.byMutator.map { m, row in
            (m.rawValue, Dictionary(uniqueKeysWithValues: row.map { ($0.key.rawValue, $0.value) }))
        })
        kinds = Dictionary(uniqueKeysWithValues: tally.kinds.map { ($0.key.rawValue, $0.value) })
        failures = minimised.map { f in
            Failure(kind: f.record.kind.rawValue, signature: f.record.signature, count: f.record.count, firstIndex: f.record.firstIndex,
                    detail: f.record.detail, example: RobustnessReport.escaped(f.example), exampleBytes: f.example.count, frames: f.frames)
        } + unminimised.map { r in
            Failure(kind: r.kind.rawValue, signature: r.signature, count: r.count, firstIndex: r.firstIndex, detail: r.detail,
                    example: nil, exampleBytes: nil, frames: [])
        }
        self.run = run
    }

    /// `Reports/robustness.md` → `Reports/robustness.<mode>.json`.
    static func path(report: String, mode: FuzzMode) -> String {
        let base = report.hasSuffix(".md") ? String(report.dropLast(3)) : report
        return base + "." + mode.rawValue + ".json"
    }

    static func load(_ path: String) throws -> ModeStore? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do { return try JSONDecoder().decode(ModeStore.self, from: data) }
        catch { throw FuzzError("\(path): not a redraw-fuzz store (\(error))") }
    }

    func save(_ path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try Self.atomically(String(decoding: try encoder.encode(self), as: UTF8.self) + "\n", to: path)
    }

    static func atomically(_ text: String, to path: String) throws {
        let temporary = path + ".tmp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, path) == 0 else { throw FuzzError("cannot write \(path)") }
    }
}

struct RobustnessReport {
    /// The report's path (its stores are beside it).
    let path: String

    /// Saves `store` beside the report and renders the report from every mode's store.
    func update(with store: ModeStore, mode: FuzzMode) throws {
        try store.save(ModeStore.path(report: path, mode: mode))
        try ModeStore.atomically(try markdown(), to: path)
    }

    func markdown() throws -> String {
        var stores: [(FuzzMode, ModeStore)] = []
        for mode in FuzzMode.allCases {
            if let store = try ModeStore.load(ModeStore.path(report: path, mode: mode)) { stores.append((mode, store)) }
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var s = "# Robustness: Redraw under fuzzing\n\n"
        s += "Generated by `redraw-fuzz` (`Sources/redraw-fuzz`, run by `scripts/fuzz`) from the results of each mode, "
        s += "kept beside this file (" + FuzzMode.allCases.map { "`\(name).\($0.rawValue).json`" }.joined(separator: ", ")
        s += "); do not edit by hand. Each section names the command that made its figures.\n"
        for (mode, store) in stores { s += "\n" + Self.section(mode, store) }
        let missing = FuzzMode.allCases.filter { m in !stores.contains { $0.0 == m } }
        if !missing.isEmpty {
            s += "\n## Not covered here\n\n"
            s += missing.map { "No results of the \($0.rawValue) mode are stored yet: `scripts/fuzz --mode \($0.rawValue) --report \(path)`." }
                .joined(separator: "\n") + "\n"
        }
        return s
    }

    static func classes(_ mode: FuzzMode) -> [OutcomeClass] {
        mode == .inProcess ? [.ok, .positioned, .unclear, .crash, .hang] : OutcomeClass.allCases
    }

    static func section(_ mode: FuzzMode, _ store: ModeStore) -> String {
        let classes = classes(mode)
        var s: String
        switch mode {
        case .inProcess:
            s = "## In-process on the front end\n\n"
            s += "Generated by `\(store.command)`"
            s += store.carriedOver == true
                ? " (the figures were carried over from this report's first format by `redraw-fuzz --import-report`, not run again).\n\n"
                : ".\n\n"
            s += "Each input is read as bytes, checked as UTF-8 by `ScenarioFileReader`, "
            s += "analysed by `FrontEnd.analyze` and, when it has no diagnostics, made into both compiled forms by "
            s += "`FrontEnd.compiledSource` — what `redraw validate` does before it calls swiftc. Nothing is compiled. "
            s += "Inputs run one at a time in worker processes, so a crash is caught and attributed; "
            s += "an input that runs over \(number(store.timeLimit)) s is a hang.\n\n"
        case .endToEnd:
            s = "## End to end through `redraw run`\n\n"
            s += "Generated by `\(store.command)`.\n\n"
            let r = store.run
            s += "Each input is saved as `fuzz-input.swift` in a folder of its own and run by the real `redraw` binary: "
            s += "`redraw run fuzz-input.swift --out DIR --repeat 1 --warmup 0 --timeout \(r.map { String($0.stepTimeout) } ?? "?") "
            s += "--memory-limit \(r.map { String($0.memoryLimit) } ?? "?")` — the front end, swiftc (every form: counting and "
            s += "timing builds of both engines), the scenario's child processes and the reports — with a build cache of its "
            s += "own under the fuzzer's temporary folder, emptied after each input. `redraw` runs in a process group of its own; "
            s += "over \(number(store.timeLimit)) s of wall time for the whole process, the group is killed and the input is a hang. "
            s += "Inputs are biased to what passes the front end: small bases (at most \(grouped(InputMaker.endToEndMaxBytes)) bytes, "
            s += "a scenario ten times as often as a test fixture), one or two mutations, most of them runaway code put between "
            s += "top-level statements (recursion, endless loops, traps, huge allocations, in a step, at the top level or in the "
            s += "root's content), extreme literals and huge counts.\n\n"
        }
        if let commit = store.commit { s += "- Redraw commit: \(commit)\n" }
        s += "- Seed: \(store.seed)\n"
        let c = store.corpus
        s += "- Corpus: \(c.files) files, \(grouped(c.bytes)) bytes (`" + c.folders.map { $0 + "/**/*.swift" }.joined(separator: "`, `") + "`"
        s += c.excluded == 0 ? ")" : "; not the \(c.excluded) in `\(Corpus.excludedFolder)`, the fuzzer's own regression inputs)"
        if let bases = c.bases { s += "; \(bases) of them small enough to be bases" }
        s += "\n"
        s += "- Inputs tried: \(grouped(store.tried))\n"
        if let r = store.run {
            s += String(format: "- Run: %@ s of wall time with --jobs %d, %.2f inputs/s (%.1f s per input) on this project's machine "
                        + "(2 cores, shared with other work)", grouped(Int(r.seconds.rounded())) as NSString, r.jobs,
                        Double(store.tried) / max(r.seconds, 0.001), r.seconds / Double(max(store.tried, 1)) * Double(r.jobs))
            if let d = r.duration, store.tried < r.inputsAsked {
                s += "; it stopped on its time budget (--duration \(number(d))), not on --inputs \(grouped(r.inputsAsked)): inputs 0 to "
                s += "\(grouped(store.tried - 1)) of the seed ran, and `--inputs \(store.tried)` remakes exactly them"
            }
            s += "\n"
        }
        s += "\n### Outcomes\n\n"
        let hasTimes = store.run != nil
        s += hasTimes ? "| class | inputs | share | mean time |\n|---|---:|---:|---:|\n" : "| class | inputs | share |\n|---|---:|---:|\n"
        for kind in classes {
            s += "| \(kind.rawValue) | \(grouped(store.count(kind))) | \(share(store.count(kind), store.tried)) |"
            if let r = store.run { s += " " + (r.meanSeconds[kind.rawValue].map { String(format: "%.1f s", $0) } ?? "–") + " |" }
            s += "\n"
        }
        switch mode {
        case .inProcess:
            s += "\nok: no diagnostics and both forms made; positioned error: every diagnostic has a message, and a line and column "
            s += "inside the file (a UTF-8 error: at the first invalid byte); unclear error: a diagnostic without one of them, or a "
            s += "front end that contradicts itself; Redraw crash: the worker died on the input; hang: over the time limit.\n"
        case .endToEnd:
            s += "\nok: exit 0 and the scenario's reports written; positioned error: exit 1, no report files, and every error line "
            s += "at a line and column inside the input (Redraw's front end, or swiftc's own diagnostic); user-code trap reported: "
            s += "the compiled scenario trapped, ran over `--timeout` or over `--memory-limit`, or a workload call failed at run "
            s += "time, and `redraw` named it at the user's line (exit 1, no report files); unclear error: exit 1 with an error that names no position in the input, or none; "
            s += "partial report: exit 1 with report files left in the out folder (or exit 0 without the scenario's reports); "
            s += "Redraw crash: `redraw` died on a signal, exited with a status other than 0, 1 or 2, or printed a stack trace; "
            s += "hang: over the wall-clock limit.\n"
            for (kind, title) in [(OutcomeClass.positioned, "Positioned errors, by who reported them"),
                                  (.trap, "User-code faults reported, by kind")] {
                let rows = (store.kinds[kind.rawValue] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                guard !rows.isEmpty else { continue }
                s += "\n### \(title)\n\n| kind | inputs |\n|---|---:|\n"
                for (k, n) in rows { s += "| \(code(k)) | \(grouped(n)) |\n" }
            }
        }
        s += "\n### Outcomes by mutator\n\nAn input gets " + (mode == .inProcess ? "one to four" : "one or two")
        s += " mutations; it counts in the row of each.\n\n"
        let short: [OutcomeClass: String] = [.ok: "ok", .positioned: "positioned", .trap: "trap reported", .unclear: "unclear",
                                               .partial: "partial", .crash: "crash", .hang: "hang"]
        s += "| mutator | inputs | " + classes.map { short[$0]! }.joined(separator: " | ") + " |\n"
        s += "|---|---:|" + classes.map { _ in "---:|" }.joined() + "\n"
        for m in Mutator.allCases {
            let row = store.byMutator[m.rawValue] ?? [:]
            let total = row.values.reduce(0, +)
            s += "| \(m.rawValue) | \(grouped(total)) | " + classes.map { grouped(row[$0.rawValue] ?? 0) }.joined(separator: " | ") + " |\n"
        }
        let failureClasses: [(OutcomeClass, String)] = mode == .inProcess
            ? [(.crash, "Redraw crashes"), (.hang, "Hangs"), (.unclear, "Unclear errors")]
            : [(.crash, "Redraw crashes"), (.hang, "Hangs"), (.partial, "Partial reports"), (.unclear, "Unclear errors")]
        for (kind, title) in failureClasses {
            let found = store.failures.filter { $0.kind == kind.rawValue }
            s += "\n### \(title): \(found.count) distinct\n\n"
            if found.isEmpty { s += "None.\n"; continue }
            for f in found where f.example != nil {
                s += "#### \(f.signature)\n\n"
                s += "\(grouped(f.count)) inputs; the first is input \(f.firstIndex)"
                s += f.detail.isEmpty ? ".\n" : ": \(code(f.detail.replacingOccurrences(of: "\n", with: " ⏎ ")))\n"
                s += "\nMinimised to \(f.exampleBytes ?? 0) bytes (bytes that are not printable ASCII written `\\xNN`):\n\n"
                s += "```\n" + (f.example ?? "") + "\n```\n"
                if !f.frames.isEmpty {
                    s += "\nThe crashed thread:\n\n```\n" + f.frames.joined(separator: "\n") + "\n```\n"
                }
                if let reason = KnownLimits.reason(signature: f.signature) { s += "\nNot fixed: \(reason)\n" }
                if let now = f.recheck, let by = store.recheckedBy { s += "\nWith a later build (\(by)), this example gives: \(code(now)).\n" }
                s += "\n"
            }
            for f in found where f.example == nil {
                s += "- \(code(f.signature)): \(grouped(f.count)) inputs, first input \(f.firstIndex) (not minimised)\n"
            }
        }
        return s
    }

    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 && c != "-" { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }

    static func share(_ n: Int, _ total: Int) -> String {
        total == 0 ? "–" : String(format: "%.2f %%", Double(n) * 100 / Double(total))
    }

    static func number(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }

    static func code(_ text: String) -> String { "`" + text.replacingOccurrences(of: "`", with: "'") + "`" }

    /// The example as text: printable ASCII and newlines as they are, everything else `\xNN`;
    /// long examples cut to their first 60 lines and 4,000 bytes.
    static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var lines = 0
        for (i, b) in bytes.enumerated() {
            if lines >= 60 || out.utf8.count >= 4_000 {
                out += "\n… (\(grouped(bytes.count - i)) more bytes)"
                break
            }
            if b == 10 { lines += 1; out.append("\n") } else if b >= 0x20 && b < 0x7F && b != 0x5C { out.append(Character(UnicodeScalar(b))) } else if b == 0x5C {
                out += "\\\\"
            } else { out += String(format: "\\x%02X", b) }
        }
        return out
    }
}

/// Failures that are known and deliberately not fixed, with the reason the report gives.
enum KnownLimits {
    static func reason(signature: String) -> String? { nil }
}

extension RobustnessReport {
    /// The bytes `escaped` wrote, or nil when it cut the example short.
    static func unescaped(_ text: String) -> [UInt8]? {
        if text.contains("\n… (") { return nil }
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x5C, i + 1 < bytes.count {
                if bytes[i + 1] == 0x5C { out.append(0x5C); i += 2; continue }
                if bytes[i + 1] == UInt8(ascii: "x"), i + 3 < bytes.count,
                   let b = UInt8(String(decoding: bytes[(i + 2)...(i + 3)], as: UTF8.self), radix: 16) {
                    out.append(b); i += 4; continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
