// `redraw list`: scenarios, their models, views and steps.

import RedrawScenario

public enum ListCommand: Command {
    public static let spec = CommandSpec(
        name: "list",
        summary: "list scenarios with their models, views and steps",
        usage: ["redraw list <file-or-folder>..."],
        options: [],
        positionals: 1...Int.max)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var status = ExitCode.success
        for file in try ScenarioFiles.collect(options.positionals) {
            do {
                let s = try ScenarioLoader.load(path: file.path)
                console.print("\(s.name)  (\(file.path); written for \(s.writtenFor.title))")
                let models = s.models.map { m in "\(m.name) [\(m.style.rawValue)]: " + m.properties.map { ($0.isTracked ? "" : "~") + $0.name }.joined(separator: ", ") }
                for m in models { console.print("  model  \(m)") }
                for v in s.views {
                    let props = v.properties.map { ($0.wrapper == .none ? "" : $0.wrapper.rawValue + " ") + $0.name }
                    console.print("  view   \(v.name)(\(props.joined(separator: ", ")))")
                }
                for step in s.steps {
                    let frames = step.hasComputedFrames ? " × frames computed from params" : step.frames > 1 ? " × \(step.frames) frames" : ""
                    console.print("  step   \"\(step.name)\"" + frames)
                }
                if !s.parameters.isEmpty {
                    console.print("  params " + s.parameters.map { "\($0.name)=\($0.defaultValue)" }.joined(separator: ", "))
                }
            } catch let error as ScenarioLoadError {
                console.error(error.description)
                status = ExitCode.failure
            }
        }
        return status
    }
}
