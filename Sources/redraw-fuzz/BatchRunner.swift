// BatchRunner: the parent's side of a run — inputs 0..<N split into one
// contiguous range per job, each range fed to worker children one after
// another; when a child dies, the input it had started is a crash (or a hang,
// when its watchdog said so) and a new child takes up at the next input.

import Foundation

struct RunSettings {
    var seed: UInt64
    var root: String
    var timeLimit: Double

    /// What a worker child needs to remake the inputs.
    var workerArguments: [String] {
        ["--seed", String(seed), "--root", root, "--time-limit", String(timeLimit)]
    }
}

final class BatchRunner: @unchecked Sendable {
    let settings: RunSettings
    let maker: InputMaker
    private let lock = NSLock()
    private var done = 0
    private let started = Clock.now()
    private let total: Int
    private let progress: Bool
    /// Time in the probe per mutator, for the terminal only: timings differ from run to run.
    private(set) var timings = MutatorTiming()

    init(settings: RunSettings, maker: InputMaker, total: Int, progress: Bool) {
        self.settings = settings
        self.maker = maker
        self.total = total
        self.progress = progress
    }

    /// Runs every input on `jobs` workers at once and merges their tallies.
    func run(jobs: Int) throws -> Tally {
        let ranges = (0..<jobs).map { j in (total * j / jobs)..<(total * (j + 1) / jobs) }.filter { !$0.isEmpty }
        let results = JobResults(count: ranges.count)
        let group = DispatchGroup()
        for (j, range) in ranges.enumerated() {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    let t = try self.run(range)
                    self.lock.lock(); results.tallies[j] = t; self.lock.unlock()
                } catch {
                    self.lock.lock(); results.failure = error; self.lock.unlock()
                }
            }.start()
        }
        group.wait()
        if let failure = results.failure { throw failure }
        var tally = Tally()
        for t in results.tallies { tally.merge(t!) }
        return tally
    }

    private func run(_ range: Range<Int>) throws -> Tally {
        var tally = Tally()
        var timing = MutatorTiming()
        defer { lock.lock(); timings.merge(timing); lock.unlock() }
        var next = range.lowerBound
        while next < range.upperBound {
            let child = try WorkerProcess(arguments: ["--worker", String(next), String(range.upperBound)] + settings.workerArguments,
                                          takesInput: false)
            var pending: Int?
            var hung: (Int, String)?
            while let line = child.nextLine() {
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
                guard fields.count >= 2, let index = Int(fields[1]) else { continue }
                switch fields[0] {
                case "S":
                    pending = index
                case "D" where fields.count == 6:
                    let kind = OutcomeClass(code: String(fields[2])) ?? .unclear
                    let mutators = Self.mutators(String(fields[4]))
                    let rest = fields[5].split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                    let outcome = Outcome(kind: kind, signature: String(rest[0]), detail: rest.count > 1 ? String(rest[1]) : "")
                    tally.record(index: index, outcome: outcome, mutators: mutators)
                    timing.record(mutators, micros: Int(fields[3]) ?? 0)
                    pending = nil
                    next = index + 1
                    tick()
                case "H":
                    hung = (index, fields.dropFirst(2).joined(separator: " "))
                default:
                    continue
                }
            }
            let ending = child.finish()
            if let (index, phase) = hung {
                let outcome = Outcome(kind: .hang, signature: "over the time limit in \(phase)", detail: "")
                tally.record(index: index, outcome: outcome, mutators: maker.input(index).mutators)
                next = index + 1
                tick()
            } else if let index = pending {
                let outcome = Outcome(kind: .crash, signature: WorkerProcess.crashSignature(ending, errors: child.errors),
                                      detail: "")
                tally.record(index: index, outcome: outcome, mutators: maker.input(index).mutators)
                next = index + 1
                tick()
            } else if ending != .exited(0) || next < range.upperBound {
                throw FuzzError("a worker ended (\(ending)) before input \(next) without starting it:\n\(child.errors.prefix(2000))")
            }
        }
        return tally
    }

    /// Mean time per input by mutator (an input counts under each of its mutators).
    struct MutatorTiming {
        var micros: [Mutator: Int] = [:]
        var inputs: [Mutator: Int] = [:]
        var total = 0

        mutating func record(_ mutators: [Mutator], micros t: Int) {
            total += t
            for m in Set(mutators) { micros[m, default: 0] += t; inputs[m, default: 0] += 1 }
        }

        mutating func merge(_ other: MutatorTiming) {
            total += other.total
            for (m, t) in other.micros { micros[m, default: 0] += t }
            for (m, n) in other.inputs { inputs[m, default: 0] += n }
        }
    }

    /// What the job threads hand back, written under `lock`.
    private final class JobResults: @unchecked Sendable {
        var tallies: [Tally?]
        var failure: Error?
        init(count: Int) { tallies = Array(repeating: nil, count: count) }
    }

    static func mutatorTag(_ mutators: [Mutator]) -> String {
        mutators.map { String(Mutator.allCases.firstIndex(of: $0)!) }.joined(separator: ",")
    }

    static func mutators(_ tag: String) -> [Mutator] {
        tag.split(separator: ",").compactMap { Int($0) }.filter { Mutator.allCases.indices.contains($0) }.map { Mutator.allCases[$0] }
    }

    private func tick() {
        lock.lock()
        done += 1
        let n = done
        lock.unlock()
        if progress && (n % 10_000 == 0 || n == total) {
            let seconds = Double(Clock.now() - started) / 1e9
            FileHandle.standardError.write(Data(String(format: "redraw-fuzz: %d/%d inputs, %.0f inputs/s\n", n, total, Double(n) / seconds).utf8))
        }
    }
}
