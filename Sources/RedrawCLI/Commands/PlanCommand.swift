// `redraw plan`: the guides' "migrate one class at a time", measured — the
// bodies each model class saves when it alone runs as @Observable, then a
// suggested order with the cumulative saving, ending at the pull engine.

import RedrawBuild
import RedrawFrontEnd
import RedrawReport

public enum PlanCommand: Command {
    static let runOptionNames = Set(["seed", "param", "viewport", "timeout", "memory-limit", "recount"]).union(ScenarioRecording.languageOptionNames)

    public static let spec = CommandSpec(
        name: "plan",
        summary: "what migrating each model class to @Observable saves, alone and in a suggested order",
        synopsis: "redraw plan <file-or-folder>...",
        options: [OptionSpec("markdown", help: "print the report's \"Migration plan\" section (Markdown) instead of the table")]
            + ScenarioRecording.options.filter { runOptionNames.contains($0.name) },
        positionals: 1...Int.max,
        details: """
        Starts from the scenario with every model class ObservableObject (for a file written for pull,
        its push form). For each class, runs a form in which only that class is @Observable, with the
        wrappers of its own uses migrated (@StateObject → @State, @ObservedObject → a plain property or
        @Bindable, @EnvironmentObject → @Environment(T.self), .environmentObject → .environment); the
        others stay as they are, which the runtime honours at once, as SwiftUI does. Then orders the
        classes greedily: each round adds the class that, with those before it, saves the most body
        evaluations over the whole workload (ties broken by name), measuring each combination, until
        every class is migrated — which must run the pull engine's bodies, step by step (checked).
        A use whose class the file does not tell (no type annotation, no `Store()` initialiser) is an
        error at its line and column. Each form is one counting build (cached) and one child run
        (its counts kept and read back when the same build runs with the same inputs; --recount
        runs them all again); the output says how many were measured and compiled. Exit code 0, or 1 on an error.
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        let run = try ScenarioRecording.runOptions(options)
        var files: [ScenarioFile] = []
        for entry in try ScenarioFiles.collect(options.positionals) {
            files.append(try ScenarioFileReader.read(entry, language: run.language))
        }
        let analyses = files.map(FrontEnd.analyze)
        let failures = analyses.flatMap(\.diagnostics) + files.flatMap(FrontEnd.mixedFormErrors)
        if let first = failures.first { throw FrontEndFailure(diagnostics: failures, first: first) }
        let known = Set(analyses.flatMap { $0.parameters.map(\.name) })
        for name in run.parameters.keys.sorted() where !known.contains(name) {
            throw UsageError("--param \(name): no scenario here reads param(\"\(name)\", …)\(suggestionText(for: name, among: Array(known)))")
        }
        let builder = try ScenarioBuilder.standard()
        for (index, file) in files.enumerated() {
            let prefix = files.count > 1 ? "[\(index + 1)/\(files.count)] " : ""
            let plan = try MigrationPlanner.plan(file, builder: builder, options: run) { console.progress(prefix + $0) }
            console.print(options.flag("markdown") ? MarkdownMigrationPlan.render(plan) : TerminalMigrationPlan.render(plan) + "\n")
            if plan.endsAtPullEngine == false {
                console.error("error: \(file.path): with every class migrated the plan's form ran other bodies than the pull engine's run")
                return ExitCode.failure
            }
        }
        return ExitCode.success
    }
}
