// GateInputError: a baseline or current set, or a thresholds file, the gate cannot use (exit 1).

public struct GateInputError: Error, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
