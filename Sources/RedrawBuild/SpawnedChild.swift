// SpawnedChild: a process started with `posix_spawn`, its standard output and
// standard error on pipes that only it holds, its standard input /dev/null.
//
// Invariants: the child holds no descriptor but 0, 1 and 2 — in particular
// not another child's pipe, whose reader would otherwise wait for this child
// to end before it sees the end of its file; the child starts with every
// signal at its default action and none blocked, whatever this process set.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct SpawnError: Error, CustomStringConvertible {
    let executable: String
    let code: Int32
    var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
}

struct SpawnedChild {
    let pid: pid_t
    /// Read ends; the caller closes them.
    let stdout: Int32
    let stderr: Int32

    private static let starting = NSLock()

    init(_ executable: String, _ arguments: [String], environment: [String: String]?) throws {
        // One child started at a time in this process: between `pipe` and `fcntl`, and until the
        // write ends are closed after the spawn, the pipe is inheritable, and another thread's
        // child must not take it along. (`pipe2` with O_CLOEXEC is not visible from Swift here.)
        Self.starting.lock()
        defer { Self.starting.unlock() }
        var out: [Int32] = [0, 0], err: [Int32] = [0, 0]
        guard pipe(&out) == 0 else { throw SpawnError(executable: executable, code: errno) }
        guard pipe(&err) == 0 else {
            let code = errno
            close(out[0]); close(out[1])
            throw SpawnError(executable: executable, code: code)
        }
        // The read ends stay out of later children (the write ends are closed below, once spawned).
        _ = fcntl(out[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(err[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // dup2 clears close-on-exec on the copy: the child keeps 1 and 2, and only those.
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let code: Int32 = argv.withUnsafeBufferPointer { args in
            if let envp {
                return envp.withUnsafeBufferPointer { env in
                    posix_spawn(&pid, executable, &actions, &attributes, args.baseAddress!, env.baseAddress!)
                }
            }
            return posix_spawn(&pid, executable, &actions, &attributes, args.baseAddress!, environ)
        }
        close(out[1]); close(err[1])
        guard code == 0 else {
            close(out[0]); close(err[0])
            throw SpawnError(executable: executable, code: code)
        }
        self.pid = pid
        self.stdout = out[0]
        self.stderr = err[0]
    }

    /// The wait status once the process has ended, reaping it; nil while it runs (`wait: false`).
    func reap(wait: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, wait ? 0 : WNOHANG)
            if result == pid { return status }
            if result == -1 && errno == EINTR { continue }
            return nil
        }
    }
}
