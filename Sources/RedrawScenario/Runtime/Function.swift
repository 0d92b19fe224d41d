// Function and Closure: compiled code that can be called.
//
// A function runs in a fresh `Frame` of `localCount` slots whose first slots
// are its parameters. Methods and top-level functions have the globals frame as
// parent; closures have the frame they were created in, so they capture it.

public typealias Eval = (Frame) throws -> Value

public final class Function {
    public let name: String
    public let labels: [String?]
    public let defaults: [Eval?]
    public internal(set) var localCount: Int = 0
    public internal(set) var body: Eval = { _ in .null }
    public let location: SourceLocation
    public let isMutating: Bool

    init(name: String, labels: [String?], defaults: [Eval?], location: SourceLocation, isMutating: Bool = false) {
        self.name = name
        self.labels = labels
        self.defaults = defaults
        self.location = location
        self.isMutating = isMutating
    }

    public var signature: String {
        "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// Calls with arguments already matched to parameters.
    public func call(_ arguments: [Value], self selfValue: Value, parent: Frame?, context: ExecutionContext) throws -> Value {
        let frame = Frame(parent: parent, localCount: localCount, selfValue: selfValue, context: context)
        for (i, a) in arguments.enumerated() { frame.locals[i] = a }
        return try body(frame)
    }
}

/// A closure value: its code plus the frame it captured.
public final class Closure {
    public let function: Function
    public let captured: Frame?
    public let selfValue: Value

    init(function: Function, captured: Frame?, selfValue: Value) {
        self.function = function
        self.captured = captured
        self.selfValue = selfValue
    }

    public func call(_ arguments: [Value], context: ExecutionContext) throws -> Value {
        let frame = Frame(parent: captured, localCount: function.localCount, selfValue: selfValue, context: context)
        let n = min(arguments.count, function.labels.count)
        for i in 0..<n { frame.locals[i] = arguments[i] }
        if function.labels.count == 1 && arguments.count > 1 {
            frame.locals[0] = .array(arguments)  // a tuple destructured later, e.g. `reduce` pairs
        }
        return try function.body(frame)
    }
}
