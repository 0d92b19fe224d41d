// Tally: the figures of a run — inputs per outcome class, per mutator, and
// each distinct failure with its count and its first input — merged from the
// workers in input order, so the figures do not depend on how many workers
// ran or how they interleaved.

struct FailureRecord {
    let kind: OutcomeClass
    let signature: String
    var count: Int
    /// The lowest-numbered input that failed this way, and what was seen.
    var firstIndex: Int
    var detail: String
}

struct Tally {
    var tried = 0
    var counts: [OutcomeClass: Int] = [:]
    /// Per mutator: the inputs it took part in, by class (an input with two mutators counts in both rows).
    var byMutator: [Mutator: [OutcomeClass: Int]] = [:]
    var failures: [String: FailureRecord] = [:]
    /// Outcomes that are not failures but carry a signature (the end-to-end mode's kinds of
    /// positioned error and of user-code fault), counted by class and signature.
    var kinds: [OutcomeClass: [String: Int]] = [:]

    mutating func record(index: Int, outcome: Outcome, mutators: [Mutator]) {
        tried += 1
        counts[outcome.kind, default: 0] += 1
        for m in Set(mutators) { byMutator[m, default: [:]][outcome.kind, default: 0] += 1 }
        guard outcome.kind.isFailure else {
            if !outcome.signature.isEmpty { kinds[outcome.kind, default: [:]][outcome.signature, default: 0] += 1 }
            return
        }
        let key = outcome.kind.code + "|" + outcome.signature
        if var f = failures[key] {
            f.count += 1
            if index < f.firstIndex { f.firstIndex = index; f.detail = outcome.detail }
            failures[key] = f
        } else {
            failures[key] = FailureRecord(kind: outcome.kind, signature: outcome.signature, count: 1, firstIndex: index, detail: outcome.detail)
        }
    }

    mutating func merge(_ other: Tally) {
        tried += other.tried
        for (k, n) in other.counts { counts[k, default: 0] += n }
        for (m, row) in other.byMutator { for (k, n) in row { byMutator[m, default: [:]][k, default: 0] += n } }
        for (k, row) in other.kinds { for (sig, n) in row { kinds[k, default: [:]][sig, default: 0] += n } }
        for (key, f) in other.failures {
            if var mine = failures[key] {
                mine.count += f.count
                if f.firstIndex < mine.firstIndex { mine.firstIndex = f.firstIndex; mine.detail = f.detail }
                failures[key] = mine
            } else {
                failures[key] = f
            }
        }
    }

    func count(_ kind: OutcomeClass) -> Int { counts[kind] ?? 0 }

    /// Failures, crashes first, then hangs, then unclear errors; the commonest first within each.
    var sortedFailures: [FailureRecord] {
        let order: [OutcomeClass] = [.crash, .hang, .partial, .unclear]
        return failures.values.sorted {
            let a = order.firstIndex(of: $0.kind)!, b = order.firstIndex(of: $1.kind)!
            if a != b { return a < b }
            if $0.count != $1.count { return $0.count > $1.count }
            return $0.signature < $1.signature
        }
    }
}
