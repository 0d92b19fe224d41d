// Minimiser: delta debugging (ddmin) of a failing input — first by lines,
// then by bytes — keeping only cuts after which the input still fails with
// the same class and signature. Inputs are checked by a `--serve` child, so
// a cut that crashes or hangs costs a new child, not the fuzzer.
//
// Bounded by a time budget per input: what is left when it runs out is the
// example (still failing the same way, only less reduced).

import Foundation

/// Checks inputs in a `--serve` child, starting a new one after a crash or a hang.
final class ServeClient {
    private let settings: RunSettings
    private var child: WorkerProcess?
    private(set) var checks = 0

    init(settings: RunSettings) { self.settings = settings }

    deinit { child?.kill() }

    func outcome(_ bytes: [UInt8]) throws -> Outcome {
        checks += 1
        if child == nil { child = try WorkerProcess(arguments: ["--serve"] + settings.workerArguments, takesInput: true) }
        let c = child!
        if c.send(bytes) {
            while let line = c.nextLine() {
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
                if fields.first == "D", fields.count == 6 {
                    let rest = fields[5].split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                    return Outcome(kind: OutcomeClass(code: String(fields[2])) ?? .unclear, signature: String(rest[0]),
                                   detail: rest.count > 1 ? String(rest[1]) : "")
                }
                if fields.first == "H" {
                    _ = c.finish()
                    child = nil
                    return Outcome(kind: .hang, signature: "over the time limit in \(fields.dropFirst(2).joined(separator: " "))", detail: "")
                }
            }
        }
        let ending = c.finish()
        child = nil
        return Outcome(kind: .crash, signature: WorkerProcess.crashSignature(ending, errors: c.errors), detail: "")
    }

    /// The crashed thread's first frames, from one run of `bytes` with the backtracer on.
    func backtrace(_ bytes: [UInt8]) throws -> [String] {
        let c = try WorkerProcess(arguments: ["--serve"] + settings.workerArguments, takesInput: true, backtrace: true)
        _ = c.send(bytes)
        _ = c.finish()
        return WorkerProcess.frames(c.errors)
    }
}

struct Minimiser {
    /// What becomes of one input: a `--serve` child's probe in process, a `redraw run` end to end.
    let check: ([UInt8]) throws -> Outcome
    let budget: Double

    init(client: ServeClient, budget: Double) {
        self.check = { try client.outcome($0) }
        self.budget = budget
    }

    init(budget: Double, check: @escaping ([UInt8]) throws -> Outcome) {
        self.check = check
        self.budget = budget
    }

    /// The smallest input found within the budget that fails as `target` does.
    func minimise(_ bytes: [UInt8], target: Outcome) throws -> [UInt8] {
        let deadline = Clock.now() + UInt64(budget * 1e9)
        func fails(_ candidate: [UInt8]) throws -> Bool {
            try check(candidate).sameFailure(as: target)
        }
        var lines = Self.lines(bytes)
        lines = try ddmin(lines, deadline: deadline) { try fails(Array($0.joined())) }
        var units = Array(lines.joined()).map { [$0] }
        units = try ddmin(units, deadline: deadline) { try fails(Array($0.joined())) }
        return Array(units.joined())
    }

    /// Each line with its newline.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        var current: [UInt8] = []
        for b in bytes {
            current.append(b)
            if b == 10 { out.append(current); current = [] }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Zeller's ddmin, complements only: cut one of n chunks while the rest still fails.
    private func ddmin(_ start: [[UInt8]], deadline: UInt64, _ test: ([[UInt8]]) throws -> Bool) throws -> [[UInt8]] {
        var units = start
        var n = 2
        while units.count >= 2 && Clock.now() < deadline {
            let chunk = (units.count + n - 1) / n
            var reduced = false
            var begin = 0
            while begin < units.count && Clock.now() < deadline {
                var candidate = units
                candidate.removeSubrange(begin..<min(units.count, begin + chunk))
                if try test(candidate) {
                    units = candidate
                    n = max(n - 1, 2)
                    reduced = true
                    break
                }
                begin += chunk
            }
            if !reduced {
                if n >= units.count { break }
                n = min(units.count, n * 2)
            }
        }
        // One unit left: try none at all.
        if units.count == 1, Clock.now() < deadline, try test([]) { return [] }
        return units
    }
}
