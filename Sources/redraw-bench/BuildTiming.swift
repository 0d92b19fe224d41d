/// Build time of a scenario through Redraw's driver: both forms, a counting and a
/// timing build each (four `swiftc -O` runs at once), into an empty cache; then the
/// same build again, served from the cache. Targets: ≤ 5 s cold for a file of about
/// 300 lines on this machine, ≤ 0.3 s added by a cached run.
import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawMeasure

struct BuildTiming {
    let file: String
    let lines: Int
    let coldSeconds: Double
    let cachedSeconds: Double

    static let coldLimit = 5.0
    static let cachedLimit = 0.3

    /// Builds `path` (relative to the working directory) twice with a fresh cache.
    static func measure(_ path: String) throws -> BuildTiming {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw BenchError("cannot read \(path)") }
        let cache = NSTemporaryDirectory() + "redraw-bench-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let standard = try ScenarioBuilder.standard()
        let builder = ScenarioBuilder(toolchain: standard.toolchain, kit: standard.kit, cache: BuildCache(directory: cache))
        let file = ScenarioFile(path: path, text: text)
        func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = MonotonicClock.now()
            try body()
            return Double(MonotonicClock.nanoseconds(since: start)) / 1e9
        }
        // Each from a front end that has not seen the file, as in a new `redraw` process (within
        // one process the front end keeps each file's analysis).
        FrontEnd.forgetAnalyses()
        let cold = try seconds { _ = try builder.build(file, engines: EngineKind.allCases) }
        FrontEnd.forgetAnalyses()
        let cached = try seconds { _ = try builder.build(file, engines: EngineKind.allCases) }
        return BuildTiming(file: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false).count,
                           coldSeconds: cold, cachedSeconds: cached)
    }
}
