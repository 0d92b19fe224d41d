// `redraw validate`: every error in a scenario file, compiler style.

import RedrawMeasure
import RedrawScenario

public enum ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        summary: "check scenario files and report every error (file:line:column)",
        usage: ["redraw validate <file-or-folder>..."],
        options: [],
        positionals: 1...Int.max,
        details: "Exit code 0 when every file loads, 1 when any has an error.")

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var failures = 0
        var errorCount = 0
        let files = try ScenarioFiles.collect(options.positionals)
        for file in files {
            do {
                let (scenario, nanoseconds) = try MonotonicClock.measure { try ScenarioLoader.load(path: file.path) }
                let milliseconds = (Double(nanoseconds) / 1e5).rounded() / 10
                console.print("\(file.path): ok (\(scenario.models.count) models, \(scenario.views.count) views, \(scenario.steps.count) steps; written for \(scenario.writtenFor.rawValue); parsed and compiled in \(milliseconds) ms)")
            } catch let error as ScenarioLoadError {
                failures += 1
                errorCount += error.diagnostics.filter { $0.severity == .error }.count
                console.error(error.description)
            }
        }
        if failures > 0 {
            console.error("\(errorCount) error\(errorCount == 1 ? "" : "s") in \(failures) file\(failures == 1 ? "" : "s")")
            return ExitCode.failure
        }
        return ExitCode.success
    }
}
