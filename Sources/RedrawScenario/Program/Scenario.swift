// Scenario: a compiled scenario file, ready to run any number of times.
//
// Loading parses and compiles once; `instantiate` runs the top-level code into
// a fresh globals frame, so every run (each engine, each repetition) starts
// from the same state and shares no objects with another run.

@_exported import RedrawResults

public struct WorkloadStep {
    public let name: String
    /// The frame count when `frames:` is a literal; otherwise the default until a run evaluates it.
    public let frames: Int
    /// `frames:` written as an expression (`60 * param("seconds", 2)`), evaluated after setup.
    let framesCode: Eval?
    public var hasComputedFrames: Bool { framesCode != nil }
    public let location: SourceLocation
    /// Runs one frame's writes; the argument is the frame index.
    let code: Function
    let takesFrameIndex: Bool
}

public final class Scenario {
    public let name: String
    public let path: String
    /// What the file's models and views are written for.
    public let writtenFor: EngineKind
    public let models: [ModelType]
    public let structs: [StructType]
    public let enums: [EnumType]
    public let views: [ViewType]
    public let steps: [WorkloadStep]
    public let rootLocation: SourceLocation
    /// `param(name, default)` uses, with their defaults as written.
    public let parameters: [(name: String, defaultValue: String)]
    let globalCount: Int
    let globalNames: [String: Int]
    let setup: (Frame) throws -> Void
    let root: ContentCode

    init(name: String, path: String, writtenFor: EngineKind, models: [ModelType], structs: [StructType],
         enums: [EnumType], views: [ViewType], steps: [WorkloadStep], rootLocation: SourceLocation,
         parameters: [(name: String, defaultValue: String)], globalCount: Int, globalNames: [String: Int],
         setup: @escaping (Frame) throws -> Void, root: @escaping ContentCode) {
        self.name = name
        self.path = path
        self.writtenFor = writtenFor
        self.models = models
        self.structs = structs
        self.enums = enums
        self.views = views
        self.steps = steps
        self.rootLocation = rootLocation
        self.parameters = parameters
        self.globalCount = globalCount
        self.globalNames = globalNames
        self.setup = setup
        self.root = root
    }

    /// How each engine runs this file: as written, or in the migrated form.
    public func form(under engine: EngineKind) -> String {
        engine == writtenFor ? "as written" : "migrated from \(writtenFor == .push ? "ObservableObject" : "@Observable")"
    }

    /// Runs the top-level code: the globals the root and the steps refer to.
    public func instantiate(context: ExecutionContext) throws -> ScenarioInstance {
        let globals = Frame(parent: nil, localCount: globalCount, selfValue: .null, context: context)
        context.globals = globals
        try setup(globals)
        var frames: [Int] = []
        for step in steps {
            guard let code = step.framesCode else { frames.append(step.frames); continue }
            guard case .int(let n) = try code(globals), n >= 1 else {
                throw RuntimeError("`frames:` of step \"\(step.name)\" must be a positive Int", at: step.location)
            }
            frames.append(n)
        }
        return ScenarioInstance(scenario: self, globals: globals, context: context, frames: frames)
    }
}

/// A scenario's globals after setup: what one run renders and writes.
public final class ScenarioInstance {
    public let scenario: Scenario
    let globals: Frame
    /// Owned here: frames refer to it without retaining it.
    public let context: ExecutionContext
    /// Frames of each step, in step order, as this run's parameters make them.
    let stepFrames: [Int]

    init(scenario: Scenario, globals: Frame, context: ExecutionContext, frames: [Int]) {
        self.scenario = scenario
        self.globals = globals
        self.context = context
        self.stepFrames = frames
    }

    /// How many frames `step` runs in this instance.
    public func frames(of step: WorkloadStep) -> Int {
        scenario.steps.firstIndex { $0.name == step.name }.map { stepFrames[$0] } ?? step.frames
    }

    /// A top-level `let`/`var` by name: what tests and tools inspect after setup or a step.
    public func global(_ name: String) -> Value? {
        scenario.globalNames[name].map { globals.locals[$0] }
    }

    /// Runs every frame of `step` without a view graph (interpreter tests, tools).
    public func runWrites(of step: WorkloadStep) throws {
        for index in 0..<frames(of: step) { try runFrame(of: step, index: index) }
    }

    /// The root's content: normally one user view.
    public func rootContent() throws -> ViewContent {
        let content = ViewContent()
        try scenario.root(globals, content)
        return content
    }

    /// Runs frame `index` of `step`'s writes.
    public func runFrame(of step: WorkloadStep, index: Int) throws {
        let arguments: [Value] = step.takesFrameIndex ? [.int(index)] : []
        _ = try step.code.call(arguments, self: .null, parent: globals, context: globals.context)
    }

    /// Evaluates a view's body into `content`.
    public func evaluateBody(of instance: ViewInstance, into content: ViewContent) throws {
        let frame = Frame(parent: globals, localCount: instance.type.bodyLocalCount, selfValue: .view(instance), context: globals.context)
        try instance.type.body(frame, content)
    }

    /// Calls a view type's user-written `static func ==`.
    public func viewsEqual(_ type: ViewType, _ a: ViewInstance, _ b: ViewInstance) throws -> Bool {
        guard let equals = type.equals else { return true }
        let result = try equals.call([.view(a), .view(b)], self: .null, parent: globals, context: globals.context)
        if case .bool(let b) = result { return b }
        return false
    }

    /// Creates a node's state: evaluates each `@State`/`@StateObject` initial value once.
    public func makeState(for type: ViewType, inputs: [Value], owner: AnyObject) throws -> StateStorage? {
        guard !type.stateProperties.isEmpty else { return nil }
        let storage = StateStorage(values: [], owner: owner)
        let instance = ViewInstance(type: type, values: inputs, state: nil)
        let frame = Frame(parent: globals, localCount: 0, selfValue: .view(instance), context: globals.context)
        var values: [Value] = []
        for index in type.stateProperties {
            values.append(try type.properties[index].initialValue?(frame) ?? inputs[index])
        }
        storage.values = values
        storage.marks = Array(repeating: SlotMarks(), count: values.count)
        return storage
    }
}
