// ScenarioRecording: load, profile and write reports — what `run`, `baseline
// update` and `gate` share, with the options that steer it, declared once.
//
// Every scenario is loaded first, so one bad file records nothing.

import Foundation
import RedrawProfile
import RedrawReport
import RedrawScenario

enum ScenarioRecording {
    static let options: [OptionSpec] = [
        OptionSpec("engine", value: "push|pull|both", help: "engines to run (default both)"),
        OptionSpec("repeat", value: "N", help: "timed repetitions per engine, after warm-up (default 5)"),
        OptionSpec("warmup", value: "N", help: "untimed warm-up runs per engine (default 1)"),
        OptionSpec("seed", value: "N", help: "seed of Int.random, randomElement, shuffled (default 42)"),
        OptionSpec("param", value: "name=value", repeatable: true, help: "set a scenario's param(\"name\", default)"),
    ]

    /// The profile options given by `options`.
    static func profileOptions(_ options: ParsedOptions) throws -> ProfileOptions {
        var profile = ProfileOptions()
        switch options.value("engine") ?? "both" {
        case "both": profile.engines = EngineKind.allCases
        case "push": profile.engines = [.push]
        case "pull": profile.engines = [.pull]
        case let other: throw UsageError("--engine takes push, pull or both, not `\(other)`")
        }
        profile.repetitions = try options.integer("repeat", default: 5, range: 1...10_000)
        profile.warmup = try options.integer("warmup", default: 1, range: 0...10_000)
        profile.seed = UInt64(try options.integer("seed", default: 42, range: 0...Int.max))
        profile.parameters = try options.pairs("param")
        return profile
    }

    /// Every scenario file under `paths`, loaded and checked, with `--param` names checked too.
    static func load(_ paths: [String], options profileOptions: ProfileOptions) throws -> [(ScenarioFiles.Entry, Scenario)] {
        let files = try ScenarioFiles.collect(paths)
        var scenarios: [(ScenarioFiles.Entry, Scenario)] = []
        var loadErrors: [ScenarioDiagnostic] = []
        for file in files {
            do { scenarios.append((file, try ScenarioLoader.load(path: file.path))) }
            catch let error as ScenarioLoadError { loadErrors += error.diagnostics }
        }
        if !loadErrors.isEmpty { throw ScenarioLoadError(loadErrors) }
        let known = Set(scenarios.flatMap { $0.1.parameters.map(\.name) })
        for name in profileOptions.parameters.keys where !known.contains(name) {
            throw UsageError("--param \(name): no scenario reads param(\"\(name)\", …)\(suggestionText(for: name, among: Array(known)))")
        }
        return scenarios
    }

    /// Loads every scenario first (one bad file records nothing), then profiles each and writes its
    /// reports under `out`, keeping subfolders. Returns the recorded ids (`examples/cart-after`).
    static func record(_ paths: [String], into out: String, options: ParsedOptions, console: Console,
                       then report: (ScenarioProfile, _ directory: String, _ written: [String]) -> Void = { _, _, _ in }) throws -> [String] {
        let profileOptions = try profileOptions(options)
        let scenarios = try load(paths, options: profileOptions)
        var ids: [String] = []
        for (index, (file, scenario)) in scenarios.enumerated() {
            let prefix = scenarios.count > 1 ? "[\(index + 1)/\(scenarios.count)] " : ""
            let profile = try Profiler.profile(scenario, options: profileOptions) { console.progress(prefix + $0) }
            let directory = file.folder.isEmpty ? out : out + "/" + file.folder
            let written = try ReportWriter.write(profile, to: directory)
            report(profile, directory, written)
            let id = file.folder.isEmpty ? profile.name : file.folder + "/" + profile.name
            if ids.contains(id) {
                throw UsageError("two scenarios write the same reports \(directory)/\(profile.name).*; rename one")
            }
            ids.append(id)
        }
        return ids
    }

}
