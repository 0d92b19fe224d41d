// ViewGraph: the runtime both engines share.
//
// One frame: the step's writes go through the engine, which invalidates nodes;
// then the render pass brings every invalidated node up to date in tree order,
// ancestors first (by depth, then creation order). A node reached through its
// parent's reconciliation in this pass is never evaluated twice.

@_exported import RedrawResults
import RedrawScenario

public final class ViewGraph {
    public let engineKind: EngineKind
    let engine: InvalidationEngine
    /// Counting runs record reads (stale views, pull dependencies) and causes; timed runs do not.
    public let recording: Bool
    var scenario: ScenarioInstance!
    var root: ViewNode!
    var frame = 0
    var nextSerial = 0
    var evaluationSerial: UInt32 = 0
    var pending: [ViewNode] = []
    /// The node whose body is running: reads are its reads.
    var current: ViewNode?
    /// The write in progress, as the cause of what it invalidates.
    var currentWrite: Cause?
    var counts = StepCounts(step: "", frames: 0)
    var staleThisStep: Set<Int> = []

    public init(engine: EngineKind, recording: Bool) {
        self.engineKind = engine
        self.engine = makeEngine(engine)
        self.recording = recording
        self.engine.graph = self
    }

    /// The scenario's globals, set up with this graph as the context's observer.
    public func attach(_ instance: ScenarioInstance) {
        scenario = instance
    }

    /// Builds the tree from `Redraw.root`: the initial render, counted as a step of its own.
    @discardableResult
    public func mount() throws -> StepCounts {
        frame += 1
        counts = StepCounts(step: "initial render", frames: 1)
        staleThisStep = []
        root = ViewNode(serial: 0, kind: .root, parent: nil, identity: [], environment: [:])
        let before = counts.total.bodyEvaluations
        let content = try scenario.rootContent()
        try reconcile(root, content.children)
        counts.evaluationsPerFrame.append(counts.total.bodyEvaluations - before)
        if recording { finishStep() }
        return counts
    }

    /// How many frames `step` runs with this run's parameters.
    public func frames(of step: WorkloadStep) -> Int { scenario.frames(of: step) }

    /// Runs every frame of `step`: its writes, then one render pass each.
    public func run(_ step: WorkloadStep) throws -> StepCounts {
        let frames = scenario.frames(of: step)
        counts = StepCounts(step: step.name, frames: frames)
        staleThisStep = []
        for index in 0..<frames { try runFrame(step, index) }
        if recording { finishStep() }
        return counts
    }

    /// One frame: a transaction of writes, then one render pass.
    public func runFrame(_ step: WorkloadStep, _ index: Int) throws {
        frame += 1
        let before = counts.total.bodyEvaluations
        try scenario.runFrame(of: step, index: index)
        try render()
        counts.evaluationsPerFrame.append(counts.total.bodyEvaluations - before)
        if recording { collectStaleViews() }
    }

    func render() throws {
        guard !pending.isEmpty else { return }
        // Tree order, ancestors first: depth, then creation order, packed into one key.
        var nodes = pending
        pending.removeAll(keepingCapacity: true)
        if nodes.count > 1 { nodes.sort { $0.orderKey < $1.orderKey } }
        for node in nodes where node.isAlive && node.evaluatedFrame != frame {
            try evaluate(node, cause: node.invalidationCause ?? .creation)
        }
    }

    // MARK: Invalidation

    /// Counts an event in the step's total and, in counting runs, under the node's view type.
    @inline(__always)
    func count(_ node: ViewNode, _ update: (inout Metrics) -> Void) {
        update(&counts.total)
        guard recording else { return }
        update(&counts.perViewType[node.typeName, default: Metrics()])
        if node.isControl { counts.controlTypes.insert(node.typeName) }
    }

    func invalidate(_ node: ViewNode, cause: Cause) {
        guard node.isAlive, node.invalidatedFrame != frame else { return }
        node.invalidatedFrame = frame
        node.invalidationCause = cause
        count(node) { $0.invalidations += 1 }
        pending.append(node)
    }

    /// Push: `objectWillChange` was sent to `subscribers`.
    func objectWillChangeSent(_ object: ModelObject, slot: Int, subscribers: some Sequence<ViewNode>) {
        counts.total.notifications += 1
        let cause = recording ? Cause.write(object.type.name, object.type.properties[slot].name) : .creation
        for node in subscribers {
            if recording { counts.perViewType[node.typeName, default: Metrics()].notifications += 1 }
            invalidate(node, cause: cause)
        }
    }

    /// Pull: a tracking's `onChange` fired for `node`.
    func trackingFired(_ node: ViewNode) {
        count(node) { $0.notifications += 1 }
        invalidate(node, cause: currentWrite ?? .creation)
    }

    // MARK: Evaluation

    func evaluate(_ node: ViewNode, cause: Cause) throws {
        node.evaluatedFrame = frame
        count(node) { $0.bodyEvaluations += 1 }
        if recording {
            counts.causes[cause, default: [:]][node.typeName, default: 0] += 1
            node.reads.removeAll(keepingCapacity: true)
        }
        evaluationSerial &+= 1
        let saved = current
        current = node
        switch node.kind {
        case .view:
            let content = ViewContent()
            do {
                try engine.evaluate(node) { try scenario.evaluateBody(of: node.instance!, into: content) }
            } catch {
                current = saved
                throw error
            }
            current = saved
            try reconcile(node, content.children)
        case .control:
            let context = scenario.context
            let binding = node.binding!
            try engine.evaluate(node) { _ = binding.read(context: context) }
            current = saved
        case .root:
            current = saved
        }
    }

    // MARK: Dependencies and stale views

    func finishStep() {
        var dependencies = 0
        forEachLiveNode(root) { node in
            let n = engine.dependencyCount(node)
            if node.isControl { counts.controlTypes.insert(node.typeName) }
            dependencies += n
            counts.perViewType[node.typeName, default: Metrics()].dependencies += n
        }
        counts.total.dependencies = dependencies
        counts.total.staleViews = staleThisStep.count
    }

    /// After a frame: nodes not re-run whose reads have changed since they ran.
    func collectStaleViews() {
        forEachLiveNode(root) { node in
            guard node.evaluatedFrame != frame, !staleThisStep.contains(node.serial) else { return }
            guard let read = node.reads.first(where: { $0.version != $0.currentVersion }) else { return }
            staleThisStep.insert(node.serial)
            counts.perViewType[node.typeName, default: Metrics()].staleViews += 1
            counts.staleReads[StaleView(viewType: node.typeName, read: read.label), default: 0] += 1
        }
    }

    func forEachLiveNode(_ node: ViewNode?, _ body: (ViewNode) -> Void) {
        guard let node else { return }
        var stack = [node]
        while let n = stack.popLast() {
            if n.serial != 0 { body(n) }
            stack.append(contentsOf: n.children.reversed())
        }
    }
}

// MARK: - Reads and writes from the interpreter

extension ViewGraph: StateObserver {
    public func objectCreated(_ object: ModelObject) {
        engine.objectCreated(object)
    }

    public func read(_ object: ModelObject, slot: Int) {
        if recording, let node = current, object.marks[slot].lastReader != evaluationSerial {
            object.marks[slot].lastReader = evaluationSerial
            node.reads.append(Read(place: .property(object, slot), version: object.marks[slot].version,
                                   tracked: object.type.properties[slot].isTracked))
        }
        engine.read(object, slot: slot)
    }

    public func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool) {
        // The cause is only kept by counting runs; timed runs skip building it.
        if recording { currentWrite = .write(object.type.name, object.type.properties[slot].name) }
        engine.write(object, slot: slot, value: value, changed: changed)
        if changed { object.marks[slot].version &+= 1 }
        currentWrite = nil
    }

    public func readState(_ storage: StateStorage, slot: Int) {
        guard recording, let node = current, storage.marks[slot].lastReader != evaluationSerial else { return }
        storage.marks[slot].lastReader = evaluationSerial
        node.reads.append(Read(place: .state(storage, slot), version: storage.marks[slot].version, tracked: false))
    }

    /// A view's `@State` write invalidates its node alone, in both engines.
    public func writeState(_ storage: StateStorage, slot: Int, value: Value, changed: Bool) {
        storage.values[slot] = value
        guard changed else { return }
        storage.marks[slot].version &+= 1
        guard let node = storage.owner as? ViewNode, case .view(let type) = node.kind else { return }
        invalidate(node, cause: .state(type.name, type.properties[type.stateProperties[slot]].name))
    }
}

extension ViewGraph: ViewGraphAccess {
    /// `Redraw.setState(View.self, \.property, value)`: every live node of that type.
    public func setState(viewType: String, property: String, value: Value, location: SourceLocation) throws {
        var found = false
        forEachLiveNode(root) { node in
            guard case .view(let type) = node.kind, type.name == viewType,
                  let index = type.propertyIndex[property], let slot = type.stateSlot[index], let storage = node.instance?.state else { return }
            found = true
            writeState(storage, slot: slot, value: value, changed: !(storage.values[slot] == value))
        }
        if !found { throw RuntimeError("no live `\(viewType)` holds `@State var \(property)`", at: location) }
    }
}
