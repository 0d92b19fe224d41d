// ProcessRunner: runs a tool or a compiled scenario as a child process, with
// its standard error read line by line as it comes and a watchdog that ends
// it when it runs too long.

import Foundation

public struct ProcessOutput: Sendable {
    public var status: Int32
    /// True when the process ended by a signal (`status` is then the signal number).
    public var signalled: Bool
    public var timedOut: Bool
    /// Ended by the watchdog for resident memory over the limit.
    public var overMemory: Bool
    public var stdout: String
    public var stderr: String
}

public enum ProcessRunner {
    /// Runs `executable` and waits. `onLine` sees each line of standard error as it arrives
    /// and may return a new deadline (seconds from now) for the watchdog, or nil to keep it.
    /// `memoryLimit`: bytes of resident memory (sampled every 0.1 s) above which the child is
    /// ended. Resident size, not `RLIMIT_AS`, which counts address space merely reserved
    /// (thread stacks, the allocator's arenas). `memoryOfDescendants`: the limit is on the
    /// process and the processes it starts, together (a child that forks its passes).
    ///
    /// Everything happens on the calling thread: the pipes are read with `poll` and the child
    /// reaped with `waitpid`. Not Foundation's `Process`, whose pipe readers and termination
    /// handler run on Dispatch's global pool: that pool has one thread per core and adds more
    /// only about once a second when they block, so with a few builds and children running
    /// at once, a finished child waited up to seconds for a thread to notice it (a cold
    /// order-book: its four compilers started 0.2, 0.2, 1.1 and 2.1 s in and every link
    /// waited until 3.1 s — 4.7 s in all).
    ///
    /// `backtraceOnTimeout`: a process over its time first gets `SIGQUIT` (the innermost of its
    /// tree: a child that forks its passes runs the scenario in the fork), on which the Swift
    /// runtime's backtracer prints where its main thread is, then, once "Backtrace took" is read
    /// or after `Self.backtraceWait` seconds, `SIGKILL` as without it: a step stuck in an endless
    /// loop is named by its line, not only by its step's. One sample only: the backtracer handles
    /// the first `SIGQUIT` and leaves the signal's default action behind it, so a second one ends
    /// the process (tried: a spinning `-O` program survived the first and died of the second).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           timeout: Double, memoryLimit: Int? = nil, memoryOfDescendants: Bool = false,
                           backtraceOnTimeout: Bool = false,
                           onLine: ((String) -> Double?)? = nil) throws -> ProcessOutput {
        let child = try SpawnedChild(executable, arguments, environment: environment)
        var deadline = Date().addingTimeInterval(timeout)
        var stdoutData = Data(), stderrData = Data(), stderrText = ""
        var lineStart = 0
        var timedOut = false, overMemory = false
        var drainUntil: Date?
        var quitSent: Date?
        var status: Int32?
        var lastSample = Date.distantPast
        var fds = [pollfd(fd: child.stdout, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: child.stderr, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var nap: UInt32 = 50
        while true {
            let open = fds.contains { $0.fd >= 0 }
            if open {
                _ = poll(&fds, nfds_t(fds.count), 100)
                for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                    let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    if count <= 0 {
                        close(fds[index].fd)
                        fds[index].fd = -1
                        continue
                    }
                    if index == 0 { stdoutData.append(contentsOf: buffer[0..<count]); continue }
                    stderrData.append(contentsOf: buffer[0..<count])
                    // Whole lines to `onLine` as they come (a step's progress moves the deadline).
                    while let newline = stderrData[lineStart...].firstIndex(of: 10) {
                        let line = String(decoding: stderrData[lineStart..<newline], as: UTF8.self)
                        lineStart = newline + 1
                        stderrText += line + "\n"
                        if let next = onLine?(line) { deadline = Date().addingTimeInterval(next) }
                    }
                }
            }
            if status == nil { status = child.reap(wait: false) }
            if status != nil && !open { break }
            // What the tree wrote before it was killed is read for a moment more; an orphan that
            // escaped the kill must not hold `redraw` with the pipe it inherited.
            if let drainUntil, Date() > drainUntil { break }
            if !open {
                // The pipes are closed and the process not yet reaped: it is exiting (or it closed
                // them early). Short naps, so a child that is gone is seen within a millisecond.
                usleep(nap)
                nap = min(nap * 2, 50_000)
            }
            guard drainUntil == nil else { continue }
            let now = Date()
            if now > deadline { timedOut = true }
            if let memoryLimit, status == nil, now.timeIntervalSince(lastSample) >= 0.1 {
                lastSample = now
                let watched = memoryOfDescendants ? [child.pid] + descendants(of: child.pid) : [child.pid]
                if watched.compactMap(residentBytes).reduce(0, +) > memoryLimit { overMemory = true }
            }
            if timedOut, backtraceOnTimeout, status == nil {
                guard let quitSent else {
                    let tree = processTree(of: child.pid)
                    for pid in tree.leaves.isEmpty ? [child.pid] : tree.leaves { kill(pid, SIGQUIT) }
                    quitSent = now
                    continue
                }
                // The Swift backtracer's last line; the process carries on after it (the runtime
                // caught the signal), so it is killed below.
                if now.timeIntervalSince(quitSent) < Self.backtraceWait, !stderrText.contains("\nBacktrace took") { continue }
            }
            if timedOut || overMemory {
                // The whole tree: swiftc's frontend processes would otherwise keep running (and
                // keep the pipes open) after the driver is gone.
                // Not the pid itself once reaped: the number may already be another process's.
                for pid in descendants(of: child.pid) + (status == nil ? [child.pid] : []) { kill(pid, SIGKILL) }
                drainUntil = now.addingTimeInterval(1)
                if status == nil { status = child.reap(wait: true) }
            }
        }
        for fd in fds where fd.fd >= 0 { close(fd.fd) }
        if lineStart < stderrData.count { stderrText += String(decoding: stderrData[lineStart...], as: UTF8.self) }
        let raw = status ?? 0
        // The wait status: the low seven bits are the signal that ended the process (0 when it
        // exited), the next byte its exit status.
        let signal = raw & 0x7f
        return ProcessOutput(status: signal == 0 ? (raw >> 8) & 0xff : signal,
                             signalled: signal != 0,
                             timedOut: timedOut,
                             overMemory: overMemory,
                             stdout: String(decoding: stdoutData, as: UTF8.self),
                             stderr: stderrText)
    }

    /// Resident memory of a live process, from `/proc/<pid>/statm` (pages).
    static func residentBytes(_ pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// How long a process over its time is given to print its backtrace. Under a full test run's
    /// load the backtracer (which symbolicates with the debug information) was slower: 10 s, paid
    /// only by a process already over its limit.
    static let backtraceWait: TimeInterval = 10
    /// Every live descendant of `pid`, deepest first, from `/proc/<pid>/stat`'s parent field.
    static func descendants(of pid: Int32) -> [Int32] { processTree(of: pid).descendants }

    /// The processes below `pid` (each after its own descendants) and, of them, those with no
    /// process below them.
    static func processTree(of pid: Int32) -> (descendants: [Int32], leaves: [Int32]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return ([], []) }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // "pid (comm) state ppid …": the command may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { children[parent, default: []].append(child) }
        }
        var result: [Int32] = [], leaves: [Int32] = []
        func walk(_ p: Int32) {
            for c in children[p] ?? [] {
                walk(c)
                result.append(c)
                if children[c] == nil { leaves.append(c) }
            }
        }
        walk(pid)
        return (result, leaves)
    }
}
