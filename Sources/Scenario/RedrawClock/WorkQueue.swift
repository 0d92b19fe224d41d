// WorkQueue: what waits on the virtual clock — task jobs, woken sleeps,
// main-queue blocks, timer fires — ordered by due time, then by the order in
// which it was scheduled.
//
// Invariants:
// - `entries` is sorted by (due, sequence); sequence numbers only grow, so
//   items due at one time run first-in, first-out.
// - An entry removed (cancelled, or dropped by `removeAll`) never runs.

final class WorkQueue {
    final class Entry {
        let due: Int64
        let sequence: Int
        let description: String
        fileprivate(set) var run: (() -> Void)?

        init(due: Int64, sequence: Int, description: String, run: @escaping () -> Void) {
            self.due = due
            self.sequence = sequence
            self.description = description
            self.run = run
        }
    }

    private(set) var entries: [Entry] = []
    private var sequence = 0

    func insert(due: Int64, description: String, run: @escaping () -> Void) -> Entry {
        sequence += 1
        let entry = Entry(due: due, sequence: sequence, description: description, run: run)
        // Binary search for the first entry due later: equal due times keep their order.
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].due <= due { low = mid + 1 } else { high = mid }
        }
        entries.insert(entry, at: low)
        return entry
    }

    /// Whether an entry is due at or before `now`.
    func hasDue(now: Int64) -> Bool { entries.first.map { $0.due <= now } ?? false }

    /// Removes and returns the first entry due at or before `now`, with its description and due time.
    func popDue(now: Int64) -> (run: () -> Void, description: String, due: Int64)? {
        guard let first = entries.first, first.due <= now else { return nil }
        entries.removeFirst()
        guard let run = first.run else { return nil }
        first.run = nil
        return (run, first.description, first.due)
    }

    func remove(_ entry: Entry) {
        guard entry.run != nil else { return }
        entry.run = nil
        if let index = entries.firstIndex(where: { $0 === entry }) { entries.remove(at: index) }
    }

    func removeAll() {
        for entry in entries { entry.run = nil }
        entries.removeAll()
    }
}
