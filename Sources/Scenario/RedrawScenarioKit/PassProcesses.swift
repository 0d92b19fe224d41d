// PassProcesses: each pass in a process of its own, for a scenario whose
// globals keep one run's state for the next (ScenarioAnalysis
// .requiresFreshProcessPerRun).
//
// The child forks once per pass, before the scenario's code has run in it:
// each pass starts from the state a fresh launch of the executable would
// have — its globals and statics not yet initialised — without paying for a
// launch (loading and relocating some twenty libraries, finding
// Observation's thread-local accessors: most of the 12 ms an empty scenario's
// process takes). The one-time costs of the scenario's own code (metadata,
// conformance lookups) are paid in every pass, as they were with a process
// launched per pass.
//
// Invariants:
// - Forked from one thread: nothing here has started another (checked; with
//   other threads the passes run one process each through the parent, as
//   before, since a lock another thread held would stay held in the fork).
// - Pass N writes its results to `<results>.N`; the parent reads them in order.
// - A pass that fails ends this process the same way: its exit status, or its
//   signal (re-raised with the default action, so that no second backtrace
//   follows the pass's own).
// - The parent's memory limit watches this process's descendants too.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum PassProcesses {
    /// Runs `pass(index)` for every pass, each in a fork, and exits as the passes did.
    @MainActor
    static func run(_ configuration: RunConfiguration, _ pass: @MainActor (Int) -> Never) -> Never {
        if threadCount() != 1 {
            ParentChannel.send("unforkable", "\(threadCount()) threads")
            exit(1)
        }
        for index in configuration.passes.indices {
            fflush(stdout)
            let pid = fork()
            if pid == 0 { pass(index) }
            if pid < 0 {
                ParentChannel.send("error", "cannot start the process of pass \(index + 1): \(String(cString: strerror(errno)))")
                exit(1)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let signal = status & 0x7F
            if signal != 0 {
                Glibc.signal(signal, SIG_DFL)
                kill(getpid(), signal)
                exit(128 + signal)
            }
            let code = (status >> 8) & 0xFF
            if code != 0 { exit(code) }
        }
        exit(0)
    }

    /// Threads of this process, from /proc/self/task.
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }
}
