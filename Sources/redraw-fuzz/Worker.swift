// Worker: the child process that runs inputs through the probe, one at a
// time, and tells the parent about each on stdout *before* trying it, so that
// a crash is attributed to the input that caused it.
//
// Protocol, one line each: `S <i>` (starting input i), `D <i> <class>
// <µs> <mutators> <signature>\t<detail>` (done, in µs), `H <i> <phase>` (over the time limit; the
// worker then exits with status 3, since a thread stuck in the front end
// cannot be stopped). The probe runs on a thread of its own; this process's
// main thread is the watchdog.
//
// Two sources of inputs: a range of the run's inputs (`--worker FROM TO`,
// remade from the seed), or requests on stdin (`--serve`: `<byte count>\n`
// then the bytes), which the minimiser uses.

import Foundation

final class Worker: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (index: Int, phase: ProbePhase, started: UInt64)?
    private var finished = false
    private let timeLimit: Double

    init(timeLimit: Double) { self.timeLimit = timeLimit }

    /// Runs `inputs` on a worker thread and watches it; never returns.
    func run(_ inputs: @escaping @Sendable (_ handle: (Int, [UInt8], String) -> Void) -> Void) -> Never {
        let thread = Thread { [self] in
            inputs { index, bytes, tag in self.probe(index, bytes, tag: tag) }
            self.lock.lock()
            self.finished = true
            self.lock.unlock()
        }
        thread.start()
        while true {
            usleep(20_000)
            lock.lock()
            if finished { lock.unlock(); exit(0) }
            if let c = current, Double(Clock.now() - c.started) / 1e9 > timeLimit {
                Self.write("H \(c.index) \(c.phase.rawValue)\n")
                _exit(3)
            }
            lock.unlock()
        }
    }

    private func probe(_ index: Int, _ bytes: [UInt8], tag: String) {
        Self.write("S \(index)\n")
        let started = Clock.now()
        let outcome = FrontEndProbe.run(bytes) { phase in
            self.lock.lock()
            self.current = (index, phase, self.current?.index == index ? self.current!.started : Clock.now())
            self.lock.unlock()
        }
        lock.lock()
        current = nil
        let detail = outcome.detail.replacingOccurrences(of: "\n", with: "⏎").replacingOccurrences(of: "\t", with: " ")
        let micros = (Clock.now() - started) / 1_000
        Self.write("D \(index) \(outcome.kind.code) \(micros) \(tag.isEmpty ? "-" : tag) \(outcome.signature)\t\(detail)\n")
        lock.unlock()
    }

    /// One unbuffered write: the parent must see `S` before a crash.
    static func write(_ line: String) {
        var bytes = Array(line.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Foundation.write(1, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }

    /// Requests on stdin: `<count>\n<count bytes>`, numbered from 0. Read unbuffered (no
    /// `readLine`), since the bytes follow the header directly.
    static func readRequests(_ handle: (Int, [UInt8]) -> Void) {
        var index = 0
        while let header = readHeader(), let count = Int(header) {
            var bytes = [UInt8](repeating: 0, count: count)
            var got = 0
            while got < count {
                let n = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + got, count - got) }
                if n <= 0 { return }
                got += n
            }
            handle(index, bytes)
            index += 1
        }
    }

    private static func readHeader() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(0, &byte, 1) == 1 {
            if byte == 10 { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
    }
}

enum Clock {
    /// Monotonic nanoseconds.
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
