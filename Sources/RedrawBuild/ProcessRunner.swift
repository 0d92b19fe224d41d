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
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           timeout: Double, memoryLimit: Int? = nil, memoryOfDescendants: Bool = false,
                           onLine: ((String) -> Double?)? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()

        let lock = NSLock()
        var deadline = Date().addingTimeInterval(timeout)
        var stdoutData = Data(), stderrText = ""
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            stdoutData = outPipe.fileHandleForReading.readDataToEndOfFile()
        }
        DispatchQueue.global().async(group: readers) {
            var pending = Data()
            let handle = errPipe.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    let next = onLine?(line)
                    lock.lock()
                    stderrText += line + "\n"
                    if let next { deadline = Date().addingTimeInterval(next) }
                    lock.unlock()
                }
            }
            if !pending.isEmpty {
                lock.lock()
                stderrText += String(decoding: pending, as: UTF8.self)
                lock.unlock()
            }
        }
        var timedOut = false, overMemory = false
        while done.wait(timeout: .now() + 0.1) == .timedOut {
            lock.lock()
            let expired = Date() > deadline
            lock.unlock()
            if let memoryLimit {
                let pid = process.processIdentifier
                let watched = memoryOfDescendants ? [pid] + descendants(of: pid) : [pid]
                if watched.compactMap(residentBytes).reduce(0, +) > memoryLimit { overMemory = true }
            }
            if expired || overMemory {
                timedOut = expired
                // The whole tree: swiftc's frontend processes would otherwise keep running (and
                // keep the pipes open) after the driver is gone.
                for pid in descendants(of: process.processIdentifier) + [process.processIdentifier] { kill(pid, SIGKILL) }
                done.wait()
                break
            }
        }
        readers.wait()
        return ProcessOutput(status: process.terminationStatus,
                             signalled: process.terminationReason == .uncaughtSignal,
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

    /// Every live descendant of `pid`, deepest first, from `/proc/<pid>/stat`'s parent field.
    static func descendants(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [Int32: [Int32]] = [:]
        for entry in entries {
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // "pid (comm) state ppid …": the command may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { children[parent, default: []].append(child) }
        }
        var result: [Int32] = []
        func walk(_ p: Int32) { for c in children[p] ?? [] { walk(c); result.append(c) } }
        walk(pid)
        return result
    }
}
