// RunConfiguration: what the parent `redraw` asks of this child, from its
// environment (the child is never run by hand, but the variables are
// documented in the README so it can be).
//
// REDRAW_RESULTS  file to write the results to (JSON)
// REDRAW_PASSES   "timed,timed,counting" — the passes to run, in order (`journal`: a counting
//                 pass that also keeps every event, for explain, --log-changes and --trace;
//                 `split`: a timed-like pass with the phase clock on, for the time split;
//                 `allocations`: jemalloc's counters around each step and frame)
// REDRAW_SEED     seed of the random APIs and UUID()
// REDRAW_PARAMS   "name=value" lines
// REDRAW_ENGINE   push | pull (for progress lines)
// REDRAW_VIEWPORT rows a lazy container shows (over the scenario's `Redraw.viewport`)
// REDRAW_STEPS    how many of the workload's steps to run (the rest are left out): `explain`
//                 runs up to its step, so a later step's fault does not stop it
// REDRAW_FORK_PER_PASS  1: each pass in a process of its own, forked before the
//                 scenario's code first runs; pass N's results go to REDRAW_RESULTS.N
//                 (PassProcesses.swift)

import Foundation

struct RunConfiguration {
    enum Pass: String, Codable { case timed, counting, journal, split, allocations }

    var resultsPath: String?
    var passes: [Pass] = [.counting]
    var seed: UInt64 = 42
    var parameters: [String: String] = [:]
    var engine = ""
    var viewportRows: Int?
    var stepLimit: Int?
    var forkPerPass = false

    nonisolated(unsafe) static var shared = RunConfiguration.fromEnvironment()

    static func fromEnvironment() -> RunConfiguration {
        let env = ProcessInfo.processInfo.environment
        var c = RunConfiguration()
        c.resultsPath = env["REDRAW_RESULTS"]
        if let passes = env["REDRAW_PASSES"] {
            c.passes = passes.split(separator: ",").compactMap { Pass(rawValue: String($0)) }
        }
        if let seed = env["REDRAW_SEED"].flatMap(UInt64.init) { c.seed = seed }
        c.parameters = parameters(env["REDRAW_PARAMS"] ?? "")
        c.engine = env["REDRAW_ENGINE"] ?? ""
        c.viewportRows = env["REDRAW_VIEWPORT"].flatMap(Int.init).flatMap { $0 >= 1 ? $0 : nil }
        c.forkPerPass = env["REDRAW_FORK_PER_PASS"] == "1"
        c.stepLimit = env["REDRAW_STEPS"].flatMap(Int.init).flatMap { $0 >= 0 ? $0 : nil }
        return c
    }

    /// "name=value" lines.
    static func parameters(_ text: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            parameters[String(line[..<eq])] = String(line[line.index(after: eq)...])
        }
        return parameters
    }
}

/// A message to the parent on standard error, one line, marked so that the
/// user's own output there is told apart.
enum ParentChannel {
    static func send(_ kind: String, _ text: String) {
        let line = "\u{1E}redraw:\(kind):\(text.replacingOccurrences(of: "\n", with: "\\n"))\n"
        FileHandle.standardError.write(line.data(using: .utf8)!)
    }
}

/// An error in the workload (a bad `--param`, `setState` with no live view): named with the
/// call's line and column, then the child exits 1 and the parent reports it.
enum WorkloadFailure {
    static func fail(_ message: String, file: StaticString, line: UInt, column: UInt) -> Never {
        ParentChannel.send("error", "\(file):\(line):\(column): \(message)")
        exit(1)
    }
}
