// RedrawCommandLine: dispatch to the commands, and the exit codes scripts rely on.
//
// 0: success (for `gate`: no regression). 1: usage or input error — a bad
// option, an unreadable or invalid scenario, a runtime error in a scenario, a
// missing baseline. 2: `gate` found a regression.

import RedrawBuild

public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let regression: Int32 = 2
}

public protocol Command {
    static var spec: CommandSpec { get }
    static func run(_ options: ParsedOptions, console: Console) throws -> Int32
}

/// A command as data: its spec and its entry point (no existential metatypes).
public struct CommandEntry {
    public let spec: CommandSpec
    public let run: (ParsedOptions, Console) throws -> Int32

    public init<C: Command>(_ command: C.Type) {
        spec = C.spec
        run = { try C.run($0, console: $1) }
    }
}

public enum RedrawCommandLine {
    public static var version: String { RedrawVersion.number }

    public static var commands: [CommandEntry] {
        [CommandEntry(RunCommand.self), CommandEntry(ExplainCommand.self), CommandEntry(PlanCommand.self),
         CommandEntry(CompareCommand.self), CommandEntry(ValidateCommand.self), CommandEntry(ListCommand.self)] + gateCommands
    }

    public static var help: String {
        var lines = [
            "redraw \(version): an invalidation profiler for Swift UI state.",
            "",
            "Runs SwiftUI-style scenario files (models, views, a workload of writes) under two engines —",
            "push (ObservableObject / objectWillChange) and pull (@Observable / the Observation module) —",
            "and counts which view bodies run, what invalidates them, allocations and time.",
            "",
            "Usage: redraw <command> [options]",
            "",
            "Commands:",
        ]
        for c in commands { lines.append("  " + c.spec.name.padding(toLength: 18, withPad: " ", startingAt: 0) + c.spec.summary) }
        lines += [
            "",
            "Examples:",
            "  redraw run Scenarios/                       profile every scenario, write Reports/",
            "  redraw run Scenarios/examples/cart-after.swift --engine pull --out /tmp/r",
            "  redraw explain Scenarios/order-book.swift --step burst --view BookHeader   why each body ran",
            "  redraw run Scenarios/order-book.swift --no-reports --log-changes --trace /tmp/ob.json",
            "  redraw validate Scenarios/my-app.swift      report every error in the file",
            "  redraw plan Scenarios/order-book.swift      migrate one class at a time: what each step saves",
            "  redraw compare before.swift after.swift    a change's effect, step by step, under each engine",
            "",
            "Exit codes: 0 success, 1 usage or input error, 2 regression (gate).",
            "`redraw <command> --help` tells more about a command.",
        ]
        return lines.joined(separator: "\n")
    }

    public static func main(_ arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first else {
            // No command is a usage error (exit 1, as the help says), shown with the help itself.
            console.print(help)
            return ExitCode.failure
        }
        if name == "--help" || name == "-h" || name == "help" {
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                console.print(command.spec.help)
            } else {
                console.print(help)
            }
            return ExitCode.success
        }
        if name == "--version" { console.print(version); return ExitCode.success }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            console.error("error: unknown command `\(name)`\(suggestionText(for: name, among: commands.map(\.spec.name)))")
            console.error("Run `redraw --help` for the commands.")
            return ExitCode.failure
        }
        do {
            let options = try command.spec.parse(Array(arguments.dropFirst()))
            if options.wantsHelp {
                console.print(command.spec.help)
                return ExitCode.success
            }
            return try command.run(options, console)
        } catch let error as UsageError {
            console.error("error: \(error.message)")
            console.error("Run `redraw \(command.spec.name) --help` for usage.")
            return ExitCode.failure
        } catch let error as InputFileError {
            console.error(error.description)
            return ExitCode.failure
        } catch let error as FrontEndFailure {
            console.error(error.description)
            let count = error.diagnostics.count
            console.error("\(count) error\(count == 1 ? "" : "s")")
            return ExitCode.failure
        } catch let error as BuildError {
            console.error(error.description)
            return ExitCode.failure
        } catch let error as RecordingFailures {
            console.error("error: \(error.description)")
            return ExitCode.failure
        } catch {
            console.error("error: \(error)")
            return ExitCode.failure
        }
    }
}
