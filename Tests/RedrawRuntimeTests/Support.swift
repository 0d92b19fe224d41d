// Support: a scenario source in, counts out, through Redraw's public
// interface — the front end, the build driver and a child process — exactly
// as `redraw run` does it.
//
// Builds are shared: tests that run the same source wait for one build of
// it (Swift Testing runs tests in parallel), and the driver's cache keeps it
// for the next `swift test`.

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawResults
import Testing

/// The package root, from this file's path: tests run from anywhere.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Every shipped scenario's path: a file, or a folder that holds a `workload.swift` (whose
/// files are that one scenario's), as `redraw run Scenarios/` takes them.
func shippedScenarios(_ folder: String = "Scenarios") -> [String] {
    let root = packageRoot + "/" + folder
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    let folders = files.filter { ($0 as NSString).lastPathComponent == "workload.swift" }
        .map { ($0 as NSString).deletingLastPathComponent }
    let single = files.filter { path in path.hasSuffix(".swift") && !folders.contains { path.hasPrefix($0 + "/") } }
    return (single + folders).sorted().map { root + "/" + $0 }
}

/// The scenario at `path`: a file, or a folder's `workload.swift` and its other `.swift` files
/// in path order (as ScenarioFiles reads them for the command line).
func scenarioFile(at path: String) throws -> ScenarioFile {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return ScenarioFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
    let files = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".swift") && $0 != "workload.swift" }.sorted()
    let workload = path + "/workload.swift"
    return ScenarioFile(folder: path, workload: (workload, try String(contentsOfFile: workload, encoding: .utf8)),
                        files: try files.map { (path + "/" + $0, try String(contentsOfFile: path + "/" + $0, encoding: .utf8)) })
}

struct Run {
    let steps: [StepProfile]

    func step(_ name: String) -> StepProfile {
        guard let s = steps.first(where: { $0.step == name }) else {
            Issue.record("no step \(name); steps: \(steps.map(\.step))")
            return steps[0]
        }
        return s
    }

    /// Body evaluations of `viewType` in step `name`.
    func bodies(_ name: String, _ viewType: String) -> Int {
        step(name).counts.perViewType[viewType]?.bodyEvaluations ?? 0
    }

    func metrics(_ name: String, _ viewType: String) -> Metrics {
        step(name).counts.perViewType[viewType] ?? Metrics()
    }

    func total(_ name: String) -> Metrics { step(name).counts.total }
}

/// Builds of test sources, one per (source, engines), shared by every test.
final class TestBuilds: @unchecked Sendable {
    static let shared = TestBuilds()

    private let condition = NSCondition()
    private var done: [String: Result<CompiledScenario, Error>] = [:]
    private var building: Set<String> = []
    private let directory: String

    private init() {
        // One folder for every `swift test`: a build's key holds the file's path, and a folder per
        // process made every run compile every test's source again (some 500 builds a run, kept in
        // the cache). The file is written for the diagnostics' sake; builds read the text given.
        directory = NSTemporaryDirectory() + "redraw-tests"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    lazy var builder: Result<ScenarioBuilder, Error> = Result { try ScenarioBuilder.standard() }

    /// The compiled scenario of `source` saved as `name`.swift (or of the file at `path`).
    func compiled(source: String? = nil, name: String = "test", path: String? = nil, timing: Bool = false,
                  engines: [EngineKind] = EngineKind.allCases) throws -> CompiledScenario {
        let file: ScenarioFile
        if let path {
            file = try scenarioFile(at: path)
        } else {
            file = ScenarioFile(path: directory + "/" + name + ".swift", text: source ?? "")
            try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
        }
        let key = file.path + "\u{0}" + file.text + (timing ? "\u{0}timing" : "") + "\u{0}" + engines.map(\.rawValue).joined()
        condition.lock()
        while building.contains(key) { condition.wait() }
        if let result = done[key] { condition.unlock(); return try result.get() }
        building.insert(key)
        condition.unlock()
        let result = Result { try builder.get().build(file, engines: engines, timing: timing) }
        condition.lock()
        done[key] = result
        building.remove(key)
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }
}

/// The counting pass of `source` under `engine`.
/// `only: true` builds that engine's form alone (a file whose other form cannot compile).
func run(_ source: String, _ engine: EngineKind, name: String = "test", parameters: [String: String] = [:],
         seed: UInt64 = 42, only: Bool = false) throws -> Run {
    let compiled = try TestBuilds.shared.compiled(source: source, name: name, engines: only ? [engine] : EngineKind.allCases)
    return Run(steps: try CompiledProfiler.runChild(compiled, engine: engine, seed: seed, parameters: parameters).steps)
}

/// The counting pass of the scenario file at `path` under `engine`.
/// `viewportRows` overrides the viewport, as `--viewport` does.
func run(path: String, _ engine: EngineKind, parameters: [String: String] = [:], viewportRows: Int? = nil) throws -> Run {
    let compiled = try TestBuilds.shared.compiled(path: path)
    return Run(steps: try CompiledProfiler.runChild(compiled, engine: engine, parameters: parameters,
                                                    viewportRows: viewportRows).steps)
}
