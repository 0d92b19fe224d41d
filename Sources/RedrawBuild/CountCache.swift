// CountCache: a counting run's results, kept beside the build that made them,
// so that the same build run with the same inputs again (a warm `redraw run`,
// the gate in CI) reads them instead of counting again.
//
// Why a count may be kept: a counting run is the same run every time — the
// virtual clock, the seeded random APIs and `UUID()`, deterministic hashing, a
// fresh sandbox for files and `UserDefaults` (ChildRunner, the update-cycle
// page's "Time: the virtual clock") — so its results are a function of the
// executable and what it is asked. Times and allocations are the machine's:
// never kept.
//
// Invariants:
// - Kept only for a build in the build cache (its name is the build's key: the
//   compiled source, the flags, Redraw's kit and the toolchain), for the
//   counting pass alone, without its output kept (`--show-output`), and when
//   the caller allows it (`ChildRequest.countReuse`): not for a scenario that
//   reads the real clock (RealClockReads), nor with `--recount`.
// - The key also holds every field of the request, the app bundle's resources
//   by content, and this process's own executable by size and modification
//   time (a rebuilt Redraw counts again).
// - Only a run that ended well is kept. An entry is written under a temporary
//   name and renamed, so parallel runs share the cache; one that cannot be read
//   or decoded is a miss.

import Foundation
import RedrawResults

/// Whether a counting run's results may be read from, or kept in, the count cache.
public enum CountReuse: Sendable {
    /// Never: the run may not repeat (it reads the real clock), or it is not a plain counting run.
    case never
    /// Read a kept result if there is one; keep this run's.
    case allowed
    /// Run again, and keep this run's (`--recount`).
    case refresh
}

struct CountCache {
    /// The entry's path.
    let path: String
    let reuse: CountReuse

    /// The entry for running `executable` with `request`; nil when it may not be kept.
    init?(executable: String, request: ChildRequest, bundle: AppBundle) {
        guard request.countReuse != .never, request.passes == ["counting"], !request.keepsOutput, !request.forkPerPass
        else { return nil }
        let builds = (executable as NSString).deletingLastPathComponent
        guard (builds as NSString).lastPathComponent == "builds" else { return nil }
        let parameters = request.parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: "\n")
        let limits: [String] = [String(request.stepTimeout), request.memoryLimit.map(String.init) ?? "-",
                                request.viewportRows.map(String.init) ?? "-", request.stepLimit.map(String.init) ?? "-"]
        var parts: [String] = [(executable as NSString).lastPathComponent, "counting", String(request.seed), parameters]
        parts += limits
        parts += [request.publicTracking ? "public" : "direct", Self.parentIdentity]
        for resource in bundle.resources {
            guard let data = FileManager.default.contents(atPath: resource.source) else { return nil }
            parts.append(resource.bundlePath + "\u{0}" + Self.digest(data))
        }
        path = (builds as NSString).deletingLastPathComponent + "/counts/" + BuildCache.key(parts) + ".json"
        reuse = request.countReuse
    }

    /// The kept result, if there is one and it may be read.
    func load() -> ChildResult? {
        guard reuse == .allowed, let data = FileManager.default.contents(atPath: path),
              let result = try? JSONDecoder().decode(ChildResult.self, from: data) else { return nil }
        BuildCache.markUsed(path)  // CachePruning
        return result
    }

    /// Keeps `result` (best effort: a cache that cannot be written only costs a later run its time).
    func store(_ result: ChildResult) {
        guard let data = try? JSONEncoder().encode(result) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// This process's executable, by size and modification time: the code that reads a child's
    /// results (a test binary in the tests).
    static let parentIdentity: String = {
        ScenarioKit.identity(of: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
    }()

    /// A resource's bytes as a key part.
    static func digest(_ data: Data) -> String {
        var digest = KeyDigest()
        digest.add(data)
        return digest.hex + ":\(data.count)"
    }
}
