// ProcessRunner starts tools and compiled scenarios and waits for them on the
// calling thread: what a child writes comes back on the right stream, its
// exit status and the signal that ended it are told apart, and a child is
// seen to end while an unrelated child started at the same time still runs
// (neither holds the other's pipes).

import Foundation
@testable import RedrawBuild
import Testing

@Suite struct ProcessRunnerTests {
    @Test func streamsStatusAndEnvironment() throws {
        var lines: [String] = []
        let output = try ProcessRunner.run("/bin/sh", ["-c", "echo out; echo \"err $GREETING\" >&2; echo second >&2; exit 3"],
                                           environment: ["GREETING": "hello"], timeout: 30) { line in
            lines.append(line)
            return nil
        }
        #expect(output.stdout == "out\n")
        #expect(output.stderr == "err hello\nsecond\n")
        #expect(lines == ["err hello", "second"])
        #expect(output.status == 3)
        #expect(!output.signalled && !output.timedOut && !output.overMemory)
    }

    /// The child starts with no signal blocked, whatever the starting thread blocks: under
    /// Foundation's `Process`, started from a test's thread, this child exited 0 with its
    /// SIGTERM still pending.
    /// swiftc's driver leaves a `TemporaryDirectory.XXXXXX` in `$TMPDIR` when it compiles
    /// or prints its version; Redraw runs it with a temporary folder of its own and removes it,
    /// so nothing is left where the user's temporary files go.
    @Test func theCompilerLeavesNoTemporaryFolderBehind() throws {
        let toolchain = try Toolchain.find()
        func freshFolder() throws -> String {
            let path = NSTemporaryDirectory() + "redraw-tmpdir-test-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }
        // The driver alone, with that folder as its TMPDIR, does leave one (else this test proves nothing).
        let bare = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: bare) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = bare
        _ = try ProcessRunner.run(toolchain.swiftc, ["--version"], environment: environment, timeout: 60)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bare).contains { $0.hasPrefix("TemporaryDirectory.") })
        // Through Redraw, a stand-in compiler that leaves a folder in its TMPDIR as the driver does:
        // its TMPDIR is a folder of Redraw's in `parent`, and nothing is left there afterwards.
        let parent = try freshFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let standIn = parent + "-swiftc.sh"
        try "#!/bin/sh\nmkdir \"$TMPDIR/TemporaryDirectory.standin\" && printf %s \"$TMPDIR\"\n"
            .write(toFile: standIn, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: standIn) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn)
        let output = try Toolchain.runCompiler(standIn, [], timeout: 30, parent: parent)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix(parent + "/redraw-swiftc-"), "TMPDIR was \(output.stdout)")
        // And the real driver, through Redraw.
        _ = try Toolchain.runCompiler(toolchain.swiftc, ["--version"], timeout: 60, parent: parent)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [])
    }

    @Test func aSignalIsToldFromAnExitStatus() throws {
        let output = try ProcessRunner.run("/bin/sh", ["-c", "kill -TERM $$"], timeout: 30)
        #expect(output.signalled)
        #expect(output.status == SIGTERM)
    }

    @Test func aMissingExecutableThrows() {
        #expect(throws: (any Error).self) { try ProcessRunner.run("/nonexistent/tool", [], timeout: 5) }
    }

    @Test func theWatchdogEndsAChildThatOutlivesItsTimeout() throws {
        // The deadline is set once the child has said it started (however loaded the machine is).
        let output = try ProcessRunner.run("/bin/sh", ["-c", "echo started >&2; exec sleep 60"], timeout: 120) { _ in 0.3 }
        #expect(output.timedOut)
        #expect(output.signalled && output.status == SIGKILL)
        #expect(output.stderr == "started\n")
    }

    /// A short child run while a long one is running returns before the long one ends: it would
    /// not if the long one held the short one's pipe, or if the short one's end were noticed
    /// by a thread that the long one's wait keeps busy.
    @Test func aChildIsNotHeldByAnotherRunningAtTheSameTime() throws {
        let longEnded = Locked(false)
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            started.signal()
            _ = try? ProcessRunner.run("/bin/sh", ["-c", "sleep 10"], timeout: 60)
            longEnded.set(true)
        }
        thread.start()
        started.wait()
        usleep(100_000)  // the long child is running
        for _ in 0..<5 {
            let output = try ProcessRunner.run("/bin/echo", ["short"], timeout: 30)
            #expect(output.stdout == "short\n")
        }
        #expect(!longEnded.get(), "the short children returned only after the long one had ended")
        while !longEnded.get() { usleep(50_000) }
    }
}

/// A value shared between the test's thread and the one it starts.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.lock(); defer { lock.unlock() }; return value }
    func set(_ new: Value) { lock.lock(); value = new; lock.unlock() }
}
