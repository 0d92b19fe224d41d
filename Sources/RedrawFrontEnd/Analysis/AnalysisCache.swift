// AnalysisCache: the scenarios analysed lately, so that one run analyses each
// file once. `redraw run --plan` asks about a file at each stage — the check,
// the build, the migration plan's classes, undecided uses and forms — and each
// ask parsed it again: six parses a file, 5.9 of the 8.7 CPU-seconds the
// `redraw` process spent in a warm run of Scenarios/.
//
// Invariants:
// - The key is the whole `ScenarioFile` (paths, text, language options): an
//   edit or another option is another entry, so an answer is never stale.
// - An `AnalyzedScenario` is never changed after it is made (its tree is
//   immutable), so one entry may be read on several threads at once.
// - At most `capacity` entries are kept, the oldest dropped first: a fuzzer's
//   thousands of inputs do not accumulate.

import Synchronization

final class AnalysisCache: Sendable {
    static let shared = AnalysisCache(capacity: 128)

    private struct Entries {
        var byFile: [ScenarioFile: AnalyzedScenario] = [:]
        var order: [ScenarioFile] = []
    }

    private let capacity: Int
    private let entries = Mutex(Entries())

    init(capacity: Int) { self.capacity = capacity }

    /// The analysis of `file`: a kept one, or `make()`'s, kept. `make` runs outside the lock, so
    /// two threads may analyse one file at once; both get equal answers and one is kept.
    func analyzed(_ file: ScenarioFile, make: () -> AnalyzedScenario) -> AnalyzedScenario {
        if let kept = entries.withLock({ $0.byFile[file] }) { return kept }
        let made = make()
        entries.withLock { entries in
            guard entries.byFile.updateValue(made, forKey: file) == nil else { return }
            entries.order.append(file)
            if entries.order.count > capacity { entries.byFile[entries.order.removeFirst()] = nil }
        }
        return made
    }
}
