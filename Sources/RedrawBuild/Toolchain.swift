// Toolchain: the `swiftc` on PATH, which compiles every scenario, and its
// version, which is part of every build's cache key and of every report's
// provenance. The version is measured once per process and per `swiftc`.

import Foundation

public struct Toolchain: Sendable {
    public let swiftc: String
    /// The first line of `swiftc --version`, or "unknown" when it printed nothing.
    public let version: String

    /// How a link picks its linker: the toolchain's own `lld` when it ships one beside `swiftc`.
    /// A scenario's link took 97 ms of CPU with it and 147 ms with the system's `gold` (the
    /// driver's default on Linux), measured on bookworm's -O form; a cold main command links
    /// 266 times. The same objects either way: timings do not depend on it.
    public var linkerFlags: [String] {
        let directory = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        let lld = directory.appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }

    /// The first executable `swiftc` on PATH, or `REDRAW_SWIFTC` if set.
    public static func find() throws -> Toolchain {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = env["REDRAW_SWIFTC"] { candidates.append(explicit) }
        for dir in (env["PATH"] ?? "").split(separator: ":") { candidates.append(String(dir) + "/swiftc") }
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BuildError.environment("no `swiftc` on PATH: Redraw compiles scenarios with the Swift toolchain it was built with")
        }
        return Toolchain(swiftc: swiftc, version: try VersionCache.shared.version(of: swiftc))
    }
}

extension Toolchain {
    /// Runs the compiler at `swiftc` with a temporary folder of its own (`TMPDIR`), in `parent`,
    /// removed when it ends. The driver leaves a `TemporaryDirectory.XXXXXX` holding only a
    /// `.keep-directory` file in `$TMPDIR` at every run that compiles or prints its version (Swift
    /// 6.3.1 here; a link leaves none), so each cold main command left about two hundred in /tmp,
    /// and they piled up by the ten thousand.
    static func runCompiler(_ swiftc: String, _ arguments: [String], timeout: Double,
                            parent: String = NSTemporaryDirectory()) throws -> ProcessOutput {
        let scratch = (parent.hasSuffix("/") ? parent : parent + "/") + "redraw-swiftc-\(getpid())-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else {
            return try ProcessRunner.run(swiftc, arguments, timeout: timeout)  // swiftc's own temporary folder, then
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch
        return try ProcessRunner.run(swiftc, arguments, environment: environment, timeout: timeout)
    }
}

/// `swiftc --version`'s first line per path, asked once per process (every command builds
/// through `Toolchain.find()`, some several times).
private final class VersionCache: @unchecked Sendable {
    static let shared = VersionCache()
    private let lock = NSLock()
    private var versions: [String: String] = [:]

    func version(of swiftc: String) throws -> String {
        lock.lock()
        let known = versions[swiftc]
        lock.unlock()
        if let known { return known }
        let output = try Toolchain.runCompiler(swiftc, ["--version"], timeout: 60)
        let version = output.stdout.split(separator: "\n").first.map(String.init) ?? "unknown"
        lock.lock()
        versions[swiftc] = version
        lock.unlock()
        return version
    }
}
