// Frame and ExecutionContext: where compiled closures run.
//
// A frame holds one function activation's locals. The execution context is
// shared by a whole run: the engine's observer of reads and writes, the seeded
// random generator, the `--param` values. There is no global state: every
// compiled closure reaches the context through its frame.

public final class Frame {
    public let parent: Frame?
    public var locals: [Value]
    /// `self`; a `var` so that mutating struct methods can write it back.
    public var selfValue: Value
    public unowned let context: ExecutionContext

    public init(parent: Frame?, localCount: Int, selfValue: Value, context: ExecutionContext) {
        self.parent = parent
        self.locals = Array(repeating: .null, count: localCount)
        self.selfValue = selfValue
        self.context = context
    }

    @inline(__always) func ancestor(_ depth: Int) -> Frame {
        var f = self
        for _ in 0..<depth { f = f.parent! }
        return f
    }
}

/// What an engine does with reads and writes of model state.
public protocol StateObserver: AnyObject {
    /// A model object was created: the engine attaches its per-object state.
    func objectCreated(_ object: ModelObject)
    /// A stored property was read.
    func read(_ object: ModelObject, slot: Int)
    /// A stored property is written; `changed` is false when the value equals the old one.
    func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool)
    /// A view's local `@State` was read.
    func readState(_ storage: StateStorage, slot: Int)
    /// A view's local `@State` is written.
    func writeState(_ storage: StateStorage, slot: Int, value: Value, changed: Bool)
}

/// Stores without observing: used while no engine runs (loading, tests).
public final class UnobservedState: StateObserver {
    public init() {}
    public func objectCreated(_ object: ModelObject) {}
    public func read(_ object: ModelObject, slot: Int) {}
    public func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool) {
        object.storage[slot] = value
        if changed { object.marks[slot].version &+= 1 }
    }
    public func readState(_ storage: StateStorage, slot: Int) {}
    public func writeState(_ storage: StateStorage, slot: Int, value: Value, changed: Bool) {
        storage.values[slot] = value
        if changed { storage.marks[slot].version &+= 1 }
    }
}

/// A view node's local `@State` storage; bindings to it refer to this box.
public final class StateStorage {
    public var values: [Value]
    public var marks: [SlotMarks]
    /// The view node that owns the storage (the engine's type).
    public weak var owner: AnyObject?

    public init(values: [Value], owner: AnyObject?) {
        self.values = values
        self.marks = Array(repeating: SlotMarks(), count: values.count)
        self.owner = owner
    }
}

/// Requests the workload makes of the view graph (`Redraw.setState`).
public protocol ViewGraphAccess: AnyObject {
    func setState(viewType: String, property: String, value: Value, location: SourceLocation) throws
}

public final class ExecutionContext {
    public var observer: StateObserver
    public var random: SeededRandom
    public let parameters: [String: String]
    public weak var graph: ViewGraphAccess?
    /// The top-level frame: methods and functions run with it as parent.
    public internal(set) var globals: Frame?
    var nextUUID = 0
    var nextTick = 0

    public init(observer: StateObserver = UnobservedState(), seed: UInt64, parameters: [String: String]) {
        self.observer = observer
        self.random = SeededRandom(seed: seed)
        self.parameters = parameters
    }

    func makeUUID() -> Value {
        nextUUID += 1
        return .string("UUID-\(nextUUID)")
    }

    /// `Date()`: a logical clock, one tick per call, so runs stay reproducible.
    func tick() -> Value {
        nextTick += 1
        return .double(Double(nextTick))
    }
}

/// SplitMix64: small, fast, and the same sequence on every platform for a seed.
public struct SeededRandom {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `lower..<upper` (upper > lower).
    public mutating func int(in lower: Int, _ upper: Int) -> Int {
        let span = UInt64(upper - lower)
        return lower + Int(next() % span)
    }

    public mutating func double(in lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * (Double(next() >> 11) / Double(1 << 53))
    }
}
