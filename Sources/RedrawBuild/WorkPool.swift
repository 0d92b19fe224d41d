// WorkPool: a list of jobs run a few at once, started in the list's order,
// their outcomes handed back in that order.
//
// Invariants: a job is started only after every job before it was started;
// with `stopAfterFailure`, no job is started once one has failed, and every
// job already started runs to its end — so "the first failure in the list's
// order" is the same failure whatever the threads' timing was (when each job's
// own outcome does not depend on the timing).

import Foundation

public enum WorkPool {
    /// `body(index, item)` for each item on at most `width` threads at once. An outcome is nil for
    /// an item that was not started (after a failure, with `stopAfterFailure`).
    public static func map<Item, Output>(_ items: [Item], width: Int, stopAfterFailure: Bool,
                                         _ body: @escaping (Int, Item) throws -> Output) -> [Result<Output, Error>?] {
        let lock = NSLock()
        nonisolated(unsafe) var outcomes = [Result<Output, Error>?](repeating: nil, count: items.count)
        nonisolated(unsafe) var next = 0
        nonisolated(unsafe) var failed = false
        nonisolated(unsafe) let items = items
        /// The next item to start, or nil when there is none (or none may start).
        @Sendable func take() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < items.count, !(stopAfterFailure && failed) else { return nil }
            next += 1
            return next - 1
        }
        // Threads of their own, not Dispatch's pool: a job blocks for seconds on child processes,
        // and the builds inside it use that pool too.
        let group = DispatchGroup()
        for _ in 0..<max(1, min(width, items.count)) {
            group.enter()
            let thread = Thread {
                while let index = take() {
                    let outcome = Result { try body(index, items[index]) }
                    lock.lock()
                    outcomes[index] = outcome
                    if case .failure = outcome { failed = true }
                    lock.unlock()
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        return outcomes
    }

    /// `body(index, item)` for each item on at most `width` threads at once, for work that cannot fail.
    public static func map<Item, Output>(_ items: [Item], width: Int, _ body: @escaping (Int, Item) -> Output) -> [Output] {
        map(items, width: width, stopAfterFailure: false) { index, item -> Output in body(index, item) }.map { outcome in
            switch outcome {
            case .success(let output)?: return output
            case .failure, nil: preconditionFailure("a job that cannot fail failed or did not start")
            }
        }
    }

    /// How many jobs `redraw` runs at once by default: one per core.
    public static var defaultWidth: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
