// `redraw list`: scenarios, their models, views, steps and parameters, as the front end sees them.

import RedrawBuild
import RedrawFrontEnd
import RedrawResults

public enum ListCommand: Command {
    public static let spec = CommandSpec(
        name: "list",
        summary: "list scenarios with their models, views, steps and parameters",
        synopsis: "redraw list <file-or-folder>...",
        options: ScenarioRecording.options.filter { ScenarioRecording.languageOptionNames.contains($0.name) },
        positionals: 1...Int.max)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var status = ExitCode.success
        let language = try ScenarioRecording.languageChoice(options)
        for entry in try ScenarioFiles.collect(options.positionals) {
            let file = try ScenarioFileReader.read(entry, language: language)
            let a = FrontEnd.analyze(file)
            if !a.diagnostics.isEmpty {
                for d in a.diagnostics { console.error(d.rendered) }
                status = ExitCode.failure
                continue
            }
            let name = entry.name
            let style = a.modelClasses.isEmpty ? "no model class" : "written for \(a.writtenFor.title)\(a.isMixed ? ", mixed" : "")"
                + (a.pullFormUnavailable == nil ? "" : "; push only")
            console.print("\(name)  (\(entry.scenarioFolder.map { "\($0)/, \(entry.sources.count + 1) files" } ?? entry.path); \(style))")
            if let reason = a.pullFormUnavailable { console.print("  push only: " + reason) }
            if !a.modelClasses.isEmpty {
                console.print("  models " + a.rootModelClasses.map { root in
                    a.modelSubclasses[root].map { "\(root) (subclass\($0.count == 1 ? "" : "es") \($0.joined(separator: ", ")))" } ?? root
                }.joined(separator: ", "))
            }
            if !a.viewTypes.isEmpty { console.print("  views  " + a.viewTypes.joined(separator: ", ")) }
            for step in a.steps {
                // Quoted as a Swift literal: an action's step name has quotes of its own (`tap "Order"`).
                let name = step.name?.quotedName
                console.print("  step   \(name ?? "(computed name)")  line \(step.line)")
            }
            if !a.parameters.isEmpty {
                console.print("  params " + a.parameters.map { "\($0.name)=\($0.defaultText)" }.joined(separator: ", "))
            }
        }
        return status
    }
}
