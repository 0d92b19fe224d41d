// Console: where commands write. Results go to stdout; diagnostics and
// progress go to stderr, progress only when stderr is a terminal.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

public final class Console {
    public private(set) var output: String = ""
    public private(set) var errors: String = ""
    let capture: Bool
    let showsProgress: Bool
    private var progressShown = false
    /// Scenarios are compiled and counted several at once (`--jobs`): one writer at a time.
    private let lock = NSLock()

    /// `capture`: keep what is written (tests) instead of printing it.
    public init(capture: Bool = false) {
        self.capture = capture
        self.showsProgress = !capture && isatty(STDERR_FILENO) == 1
    }

    public func print(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        clearProgress()
        if capture { output += text + "\n" } else { Swift.print(text) }
    }

    public func error(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        clearProgress()
        // fwrite, not fputs: a NUL in a diagnostic must not cut off the rest of it.
        if capture { errors += text + "\n" } else { let bytes = Array((text + "\n").utf8); fwrite(bytes, 1, bytes.count, stderr) }
    }

    /// A transient status line, rewritten in place.
    public func progress(_ text: String) {
        guard showsProgress else { return }
        lock.lock(); defer { lock.unlock() }
        fputs("\r\u{1B}[K" + text, stderr)
        progressShown = true
    }

    func clearProgress() {
        guard progressShown else { return }
        fputs("\r\u{1B}[K", stderr)
        progressShown = false
    }
}
