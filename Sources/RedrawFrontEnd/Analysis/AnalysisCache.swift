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
// - At most `capacity` entries, holding at most `textBudget` bytes of source
//   between them, are kept, the oldest dropped first (the newest always
//   stays): a fuzzer's thousands of inputs, or a folder of huge files, do not
//   accumulate (a tree is several times its text).

import Synchronization

final class AnalysisCache: Sendable {
    static let shared = AnalysisCache(capacity: 128, textBudget: 32 << 20)

    private struct Entries {
        var byFile: [ScenarioFile: AnalyzedScenario] = [:]
        var order: [ScenarioFile] = []
        var textBytes = 0
    }

    private let capacity: Int
    private let textBudget: Int
    private let entries = Mutex(Entries())

    init(capacity: Int, textBudget: Int) {
        self.capacity = capacity
        self.textBudget = textBudget
    }

    /// Drops every kept analysis.
    func removeAll() {
        entries.withLock { $0 = Entries() }
    }

    /// The analysis of `file`: a kept one, or `make()`'s, kept. `make` runs outside the lock, so
    /// two threads may analyse one file at once; both get equal answers and one is kept.
    func analyzed(_ file: ScenarioFile, make: () -> AnalyzedScenario) -> AnalyzedScenario {
        if let kept = entries.withLock({ $0.byFile[file] }) { return kept }
        let made = make()
        entries.withLock { entries in
            guard entries.byFile.updateValue(made, forKey: file) == nil else { return }
            entries.order.append(file)
            entries.textBytes += file.text.utf8.count
            while entries.order.count > 1, entries.order.count > capacity || entries.textBytes > textBudget {
                let oldest = entries.order.removeFirst()
                entries.byFile[oldest] = nil
                entries.textBytes -= oldest.text.utf8.count
            }
        }
        return made
    }
}
