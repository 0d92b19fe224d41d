// The CI gate's commands (`baseline`, `gate`): registered here.

extension RedrawCommandLine {
    static var gateCommands: [CommandEntry] { [CommandEntry(BaselineCommand.self), CommandEntry(GateCommand.self)] }
}
