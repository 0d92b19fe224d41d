// The count cache (CountCache.swift): a counting run of the same build with the same request is
// read back instead of run again, with the same results; a scenario that reads the real clock,
// and `--recount`, count again; every field of the request, and the app bundle's resources, are
// in the key; an entry that does not decode is a miss.

import Foundation
@testable import RedrawBuild
import RedrawFrontEnd
import RedrawResults
import Testing

@Suite struct CountCacheTests {
    static let scenario = """
    @Observable class Model { var n = 0 }
    struct Counter: View { var model: Model; var body: some View { Text("\\(model.n)") } }
    let model = Model()
    Redraw.root { Counter(model: model) }
    Redraw.step("bump") { model.n += 1 }
    """

    /// Counts `file` under push, with the lines the child's progress printed (none when no child ran).
    static func count(_ compiled: CompiledScenario, recount: Bool) throws -> (ChildResult, [String]) {
        var options = RunOptions()
        options.engines = [.push]
        options.recount = recount
        let lines = LockedLines()
        let results = try CompiledProfiler.count(compiled, options: options) { lines.append($0) }
        return (try #require(results[.push]), lines.all)
    }

    static func encoded(_ result: ChildResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(result)
    }

    static func build(_ text: String) throws -> (TemporaryScenario, CompiledScenario) {
        let file = try TemporaryScenario(text, name: "counter")
        let compiled = try ScenarioBuilder.standard().build(ScenarioFile(path: file.path, text: text), engines: [.push], timing: false)
        return (file, compiled)
    }

    @Test func aSecondCountOfTheSameBuildReadsTheKeptResults() throws {
        let (file, compiled) = try Self.build(Self.scenario)
        _ = file
        // --recount: the child runs (it reports its pass), and its results are kept.
        let (first, firstLines) = try Self.count(compiled, recount: true)
        #expect(firstLines.contains { $0.contains("pass 1 of 1 (counting)") }, "\(firstLines)")
        // Without it: no child runs, and the results are the same, to the byte.
        let (second, secondLines) = try Self.count(compiled, recount: false)
        #expect(secondLines.isEmpty, "\(secondLines)")
        #expect(try Self.encoded(first) == Self.encoded(second))
        // push: `bump` writes n, which Counter's body read: 1 body (the invalidation rule).
        #expect(second.steps.map(\.step) == ["initial render", "bump"])
        #expect(second.steps[1].counts.total.bodyEvaluations == 1)
    }

    @Test func aScenarioThatReadsTheRealClockIsCountedEveryTime() throws {
        let text = Self.scenario + """

        let started: Date = model.n > 0 ? .distantPast : .now
        """
        let (file, compiled) = try Self.build(text)
        _ = file
        #expect(compiled.analysis.realClockNote != nil)
        for _ in 0..<2 {
            let (_, lines) = try Self.count(compiled, recount: false)
            #expect(lines.contains { $0.contains("pass 1 of 1 (counting)") }, "\(lines)")
        }
    }

    @Test func everyFieldOfTheRequestAndEveryResourceIsInTheKey() throws {
        let folder = try TemporaryScenario("", name: "unused")
        let builds = folder.folder + "/builds"
        try FileManager.default.createDirectory(atPath: builds, withIntermediateDirectories: true)
        let resource = folder.folder + "/data.json"
        try "[1]".write(toFile: resource, atomically: true, encoding: .utf8)
        let bundle = AppBundle(resources: [.init(bundlePath: "data.json", source: resource)])
        var base = ChildRequest(passes: ["counting"], seed: 42, parameters: [:], stepTimeout: 120)
        base.countReuse = .allowed
        func path(_ request: ChildRequest, _ bundle: AppBundle = .empty, executable: String = builds + "/0123") -> String? {
            CountCache(executable: executable, request: request, bundle: bundle)?.path
        }
        let reference = try #require(path(base))
        var variants: [ChildRequest] = []
        for change in 0..<7 {
            var request = base
            switch change {
            case 0: request.seed = 7
            case 1: request.parameters = ["rows": "10"]
            case 2: request.stepTimeout = 5
            case 3: request.memoryLimit = 64 << 20
            case 4: request.viewportRows = 3
            case 5: request.stepLimit = 1
            default: request.publicTracking = true
            }
            variants.append(request)
        }
        let paths = variants.map { path($0) }
        #expect(!paths.contains(nil))
        #expect(Set(paths.compactMap { $0 } + [reference]).count == variants.count + 1)
        // A resource's content is in the key.
        let withResource = try #require(path(base, bundle))
        #expect(withResource != reference)
        try "[2]".write(toFile: resource, atomically: true, encoding: .utf8)
        #expect(path(base, bundle) != withResource)
        // Not kept: a build outside a cache, kept output, another pass, a forked run, a request
        // that does not allow it.
        #expect(path(base, executable: folder.folder + "/0123") == nil)
        var other = base; other.keepsOutput = true
        #expect(path(other) == nil)
        other = base; other.passes = ["counting", "journal"]
        #expect(path(other) == nil)
        other = base; other.forkPerPass = true
        #expect(path(other) == nil)
        other = base; other.countReuse = .never
        #expect(path(other) == nil)
    }

    @Test func anEntryThatDoesNotDecodeIsAMissAndARefreshDoesNotRead() throws {
        let folder = try TemporaryScenario("", name: "unused")
        var request = ChildRequest(passes: ["counting"], seed: 42, parameters: [:], stepTimeout: 120)
        request.countReuse = .allowed
        let cache = try #require(CountCache(executable: folder.folder + "/builds/0123", request: request, bundle: .empty))
        #expect(cache.load() == nil)
        var result = ChildResult()
        result.notes = ["kept"]
        cache.store(result)
        #expect(cache.load()?.notes == ["kept"])
        request.countReuse = .refresh
        #expect(CountCache(executable: folder.folder + "/builds/0123", request: request, bundle: .empty)?.load() == nil)
        try "{ not json".write(toFile: cache.path, atomically: true, encoding: .utf8)
        #expect(cache.load() == nil)
    }
}

/// Lines appended from the threads that run children.
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
