// WorkerProcess: the parent's handle on one worker child — its stdout read
// line by line, its stderr kept in a file of its own (where a trap's
// `Fatal error:` lands), and how it ended.
//
// Children run with SWIFT_BACKTRACE=enable=no unless asked otherwise: the
// backtracer takes about a second per crash, and the run only needs the
// trap's message; the report's backtrace is taken once per minimised crash.

import Foundation

final class WorkerProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signal(Int32)
    }

    private let process = Process()
    private let output: FileHandle
    private let input: FileHandle?
    private let stderrPath: String
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(arguments: [String], takesInput: Bool, backtrace: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = backtrace ? "enable=yes,interactive=no,color=no" : "enable=no"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        output = out.fileHandleForReading
        stderrPath = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-fuzz-\(UUID().uuidString).err").path
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        if takesInput {
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
        } else {
            process.standardInput = FileHandle.nullDevice
            input = nil
        }
        try process.run()
    }

    deinit { try? FileManager.default.removeItem(atPath: stderrPath) }

    /// The next line of stdout, or nil once the child has closed it.
    func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if atEnd { return nil }
            let data = output.availableData
            if data.isEmpty { atEnd = true } else { buffer += data }
        }
    }

    /// Sends one request to a `--serve` child; false if it is gone.
    func send(_ bytes: [UInt8]) -> Bool {
        guard let input else { return false }
        do {
            try input.write(contentsOf: Data("\(bytes.count)\n".utf8) + Data(bytes))
            return true
        } catch {
            return false
        }
    }

    /// Closes stdin, waits, and says how the child ended.
    func finish() -> Ending {
        try? input?.close()
        while nextLine() != nil {}
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signal(process.terminationStatus) : .exited(process.terminationStatus)
    }

    func kill() { if process.isRunning { process.terminate() } }

    /// What the child wrote on stderr.
    var errors: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// The signature of a child that died: the signal and the trap's message, without the
    /// checkout's own directories.
    static func crashSignature(_ ending: Ending, errors: String) -> String {
        let fatal = errors.split(separator: "\n").first { $0.contains("Fatal error") }.map { line -> String in
            // `/work/…/Sources/RedrawFrontEnd/X.swift:12: Fatal error: …` → `RedrawFrontEnd/X.swift:12: Fatal error: …`
            let text = String(line)
            guard let colon = text.range(of: ": Fatal error") else { return text }
            let location = text[..<colon.lowerBound].split(separator: "/").suffix(2).joined(separator: "/")
            return location + text[colon.lowerBound...]
        }
        let how: String
        switch ending {
        case .signal(let n): how = "signal \(n) (\(signalName(n)))"
        case .exited(let code): how = "exit status \(code)"
        }
        return fatal.map { how + ": " + $0 } ?? how
    }

    static func signalName(_ n: Int32) -> String {
        switch n {
        case SIGILL: return "SIGILL, a Swift runtime trap"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGSEGV: return "SIGSEGV, a bad memory access or a stack overflow"
        case SIGKILL: return "SIGKILL"
        default: return "signal"
        }
    }

    /// The crashed thread's first frames from a backtrace, without addresses.
    static func frames(_ errors: String, count: Int = 6) -> [String] {
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) else { return [] }
        var out: [String] = []
        for line in lines[(start + 1)...] {
            if line.trimmingCharacters(in: .whitespaces).isEmpty { if out.isEmpty { continue } else { break } }
            guard let address = line.range(of: " 0x") else { continue }
            let rest = line[address.upperBound...].drop { $0.isHexDigit }.trimmingCharacters(in: .whitespaces)
            out.append(rest)
            if out.count == count { break }
        }
        return out
    }
}
