// Toolchain: the `swiftc` on PATH, which compiles every scenario, and its
// version, which is part of every build's cache key.

import Foundation

public struct Toolchain: Sendable {
    public let swiftc: String
    public let version: String

    /// The first executable `swiftc` on PATH, or `REDRAW_SWIFTC` if set.
    public static func find() throws -> Toolchain {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = env["REDRAW_SWIFTC"] { candidates.append(explicit) }
        for dir in (env["PATH"] ?? "").split(separator: ":") { candidates.append(String(dir) + "/swiftc") }
        guard let swiftc = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BuildError.environment("no `swiftc` on PATH: Redraw compiles scenarios with the Swift toolchain it was built with")
        }
        let output = try ProcessRunner.run(swiftc, ["--version"], timeout: 60)
        let version = output.stdout.split(separator: "\n").first.map(String.init) ?? "unknown"
        return Toolchain(swiftc: swiftc, version: version)
    }
}
