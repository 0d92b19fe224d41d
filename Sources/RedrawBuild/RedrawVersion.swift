// RedrawVersion: Redraw's own version, the one source of truth for `redraw
// --version` and for the provenance of every report and baseline.
//
// The number is a constant here, bumped by hand with a release; the gate
// compares it. The commit is read at run time from the checkout Redraw's
// sources sit in (`git rev-parse`, `-dirty` when `Sources/` or `Package.swift`
// have uncommitted changes), else "unknown" — no checkout, no `git`, or a
// binary copied elsewhere. The commit changes with every change to Redraw, so
// reports record it and the gate does not compare it: it would warn on every
// pull request. It is the checkout's commit when the run starts, which is the
// build's unless the sources changed since `swift build`.

import Foundation

public enum RedrawVersion {
    public static let number = "0.1.0"

    /// Asked once per process.
    public static let commit: String = lookUpCommit()

    /// The package root, from this file's place in it at build time.
    static var sourceRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func lookUpCommit() -> String {
        let root = sourceRoot
        guard FileManager.default.fileExists(atPath: root + "/Package.swift"),
              let tool = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map({ String($0) + "/git" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return "unknown" }
        func git(_ arguments: [String]) -> String? {
            guard let output = try? ProcessRunner.run(tool, ["-C", root] + arguments, timeout: 30),
                  output.status == 0, !output.signalled else { return nil }
            return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let commit = git(["rev-parse", "--short=12", "HEAD"]), !commit.isEmpty else { return "unknown" }
        let changes = git(["status", "--porcelain", "--untracked-files=no", "--", "Sources", "Package.swift"])
        return changes?.isEmpty == false ? commit + "-dirty" : commit
    }
}
