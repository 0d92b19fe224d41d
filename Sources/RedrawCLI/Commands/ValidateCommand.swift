// `redraw validate`: every error in a scenario file — Redraw's checks of the
// workload, then swiftc's own diagnostics for both forms — compiler style.

import Foundation
import RedrawBuild
import RedrawFrontEnd

public enum ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        summary: "check scenario files and report every error (file:line:column)",
        synopsis: "redraw validate <file-or-folder>...",
        options: ScenarioRecording.options.filter { ScenarioRecording.languageOptionNames.contains($0.name) },
        positionals: 1...Int.max,
        details: """
        Checks the workload (`Redraw.root`, `Redraw.step`, `param`), makes the push and pull forms,
        and checks both with swiftc against Redraw's SwiftUI and Combine as a build does, short of
        generating code (through SIL's mandatory passes: types, a constant used before it is set,
        a missing return, Swift 6's data-race errors): what passes here compiles in `redraw run`.
        Exit code 0 when every file passes, 1 when any has an error.
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var failures = 0
        var errorCount = 0
        let files = try ScenarioFiles.collect(options.positionals)
        let checker = try ScenarioBuilder.standard()
        let language = try ScenarioRecording.languageChoice(options)
        for entry in files {
            let file = try ScenarioFileReader.read(entry, language: language)
            let start = Date()
            let analysis = FrontEnd.analyze(file)
            if !analysis.diagnostics.isEmpty {
                failures += 1
                errorCount += analysis.diagnostics.count
                for d in analysis.diagnostics { console.error(d.rendered) }
                continue
            }
            console.progress("type-checking \(entry.path)")
            let problems = try checker.typecheck(file)
            if problems.isEmpty {
                let ms = Int(Date().timeIntervalSince(start) * 1000)
                let forms = analysis.pullFormUnavailable.map { "the push form type-checks (no pull form: \($0)), " } ?? "both forms type-check, "
                // A folder's bundle, for its lookups; one that cannot be made is `run`'s error to say.
                let bundle = entry.scenarioFolder.flatMap { try? AppBundle(folder: $0) }
                // Both forms were checked: every note, as `run` with both engines prints them (the
                // push-only reason is said in the "ok" line).
                for line in AnalysisNotes.lines(analysis, path: entry.path, bundle: bundle, engines: [.push]) { console.error(line) }
                console.print("\(entry.scenarioFolder ?? entry.path): ok (\(Self.count(analysis.rootModelClasses.count, "model"))\(Self.subclassCount(analysis)), \(Self.count(analysis.viewTypes.count, "view")), \(Self.count(analysis.steps.count, "step")); written for \(analysis.writtenFor.rawValue); \(forms)\(ms) ms)")
            } else {
                failures += 1
                for problem in problems {
                    errorCount += problem.errorCount
                    console.error(problem.text)
                }
            }
        }
        if failures > 0 {
            // A folder scenario's errors may be in several of its files: count scenarios then.
            let noun = files.contains { $0.scenarioFolder != nil } ? "scenario" : "file"
            console.error("\(Self.count(errorCount, "error")) in \(Self.count(failures, noun))")
            return ExitCode.failure
        }
        return ExitCode.success
    }

    /// "1 model", "2 models".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// " with 2 subclasses": the model classes' subclasses, which migrate with them (one hierarchy
    /// is one model whichever form the file is written in).
    static func subclassCount(_ analysis: ScenarioAnalysis) -> String {
        let n = analysis.modelSubclasses.values.reduce(0) { $0 + $1.count }
        return n == 0 ? "" : n == 1 ? " with 1 subclass" : " with \(n) subclasses"
    }
}

