// JournalRecorder: the graph's side of a journal pass. The graph tells it each
// frame, write, invalidation, evaluation and stale view as they happen; it
// keeps them as a `Journal` (RedrawResults) for the parent.
//
// Invariants:
// - Only a counting run has one (`ViewGraph.journal`); every call site is a
//   `journal?.` that costs nothing otherwise.
// - Writes nest (a `didSet` that writes again): the innermost one in
//   progress is what an invalidation is attributed to, as with causes.
// - Evaluations nest as the render pass calls them (a child reconciled inside
//   its parent's update): each records its depth and its own span.

import RedrawResults

public final class JournalRecorder {
    public private(set) var journal = Journal()
    private let started = MonotonicClock.now()
    /// What runs now, as a write's origin: a step's line, an action's, due work, a callback.
    public var origin = "the workload"
    private var writes: [Int] = []          // indexes into the current frame's writes, innermost last
    private var evaluations: [Int] = []     // indexes into the current frame's evaluations, innermost last
    private var nextWriteID = 0
    private var inFrame = false
    /// Per node serial: the write and channel of its pending invalidation.
    private var invalidations: [Int: (write: Int?, channel: JournalChannel)] = [:]
    private var changedInputs: [Int: [String]] = [:]
    /// Per write id: the object written (a `@State`'s box for a state write), to name the view's property holding it.
    private var writtenObjects: [Int: AnyObject] = [:]

    public init() {}

    func now() -> Double { Double(MonotonicClock.nanoseconds(since: started)) }

    // MARK: Steps and frames

    public func beginStep(_ name: String, origin: String?) {
        journal.steps.append(JournalStep(name: name, origin: origin, start: now()))
    }

    public func endStep() {
        guard !journal.steps.isEmpty else { return }
        journal.steps[journal.steps.count - 1].end = now()
    }

    func beginFrame() {
        guard !journal.steps.isEmpty else { return }
        let step = journal.steps.count - 1
        journal.steps[step].frames.append(JournalFrame(index: journal.steps[step].frames.count + 1, start: now()))
        inFrame = true
    }

    func endFrame(liveNodes: Int) {
        update { $0.end = now(); $0.liveNodes = liveNodes }
        inFrame = false
        // A write's invalidations are evaluated in its own frame: nothing to keep alive beyond it.
        writtenObjects.removeAll()
        invalidations.removeAll()
        changedInputs.removeAll()
    }

    private func update(_ change: (inout JournalFrame) -> Void) {
        guard inFrame, let step = journal.steps.indices.last, let frame = journal.steps[step].frames.indices.last else { return }
        change(&journal.steps[step].frames[frame])
    }

    private var frameWrites: [JournalWrite] {
        journal.steps.last?.frames.last?.writes ?? []
    }

    // MARK: Writes

    func willWrite(_ written: AnyObject, object: String, property: String, old: String, pass: Int, untracked: Bool = false) {
        let id = nextWriteID
        nextWriteID += 1
        writtenObjects[id] = written
        var write = JournalWrite(id: id, object: object, property: property, old: old, origin: origin)
        write.objectID = Int(bitPattern: ObjectIdentifier(written))
        write.pass = pass
        if untracked { write.untracked = true }
        var index = -1
        update {
            index = $0.writes.count
            $0.writes.append(write)
        }
        writes.append(index)
    }

    func didWrite(new: String, changed: Bool) {
        guard let index = writes.popLast(), index >= 0 else { return }
        update { $0.writes[index].new = new; $0.writes[index].changed = changed }
    }

    /// The id of the innermost write in progress.
    var currentWrite: Int? {
        guard let index = writes.last, index >= 0 else { return nil }
        let all = frameWrites
        return index < all.count ? all[index].id : nil
    }

    /// `node` was invalidated through `channel`, during the innermost write if one is in progress.
    func invalidated(_ node: Node, channel: JournalChannel) {
        invalidations[node.serial] = (currentWrite, channel)
        guard let index = writes.last, index >= 0 else { return }
        update { $0.writes[index].invalidated.append(node.serial) }
    }

    /// The inputs of `node` that compared unequal when its parent handed it a new value.
    func inputsChanged(_ node: Node, _ names: [String]) {
        changedInputs[node.serial] = names
    }

    // MARK: Evaluations

    func beginEvaluation(of node: Node, cause: Cause, pass: Int) {
        var evaluation = JournalEvaluation(node: node.serial, view: node.typeName, identity: node.identityLabel,
                                           path: node.ancestorTypes, isControl: node.isControl, cause: cause,
                                           depth: evaluations.count, pass: pass, start: now())
        switch cause {
        case .write, .state, .storage, .objectWillChange, .scroll, .navigation, .timeline:
            if let (write, channel) = invalidations.removeValue(forKey: node.serial) {
                evaluation.write = write
                evaluation.channel = channel
                if let write, let object = writtenObjects[write] { evaluation.heldAs = node.propertyName(holding: object) }
            }
            // Invalidated, and handed changed inputs too in the same pass: both are why it ran.
            evaluation.changedInputs = changedInputs.removeValue(forKey: node.serial) ?? []
        case .parent, .environment, .systemEnvironment:
            evaluation.changedInputs = changedInputs.removeValue(forKey: node.serial) ?? []
            invalidations[node.serial] = nil
        case .creation:
            break
        }
        var index = -1
        update {
            index = $0.evaluations.count
            $0.evaluations.append(evaluation)
        }
        evaluations.append(index)
    }

    func endEvaluation(of node: Node) {
        guard let index = evaluations.popLast(), index >= 0 else { return }
        let end = now()
        // A built-in control is named by the words on it, now that its update made its targets:
        // `TextField "Email"`, where a form's three fields all read `TextField` (a tester's log).
        let name = node.isControl ? node.controlWords ?? "" : ""
        let short = name.count > 32 ? name.prefix(31) + "…" : name
        let words = name.isEmpty || name == node.typeName ? nil : " \"\(short)\""  // an untitled field is named by its kind
        update {
            $0.evaluations[index].duration = end - $0.evaluations[index].start
            if let words, $0.evaluations[index].identity == nil { $0.evaluations[index].identity = words }
        }
    }

    var evaluationDepth: Int { evaluations.count }

    /// `node` goes. Invalidated by a write of this frame and not yet run, it never will: the frame
    /// keeps it, so that a write's "invalidated 2 views" names both (a tester saw one).
    func destroyed(_ node: Node) {
        guard let (write, _) = invalidations.removeValue(forKey: node.serial) else { return }
        let entry = JournalUnrun(node: node.serial, view: node.typeName, identity: node.identityLabel, write: write)
        update { $0.unrun.append(entry) }
    }

    func stale(_ entry: JournalStale) {
        update { $0.stale.append(entry) }
    }
}

/// A value as a journal shows it: without walking a large collection, and up to 400 characters —
/// a report shows 60 of them, cut where an old and a new value first differ (Explanation.shown:
/// a struct whose last field changed read the same before and after, cut at 60).
func journalDescription(_ value: Any?) -> String {
    guard let value else { return "nil" }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        return mirror.children.first.map { journalDescription($0.value) } ?? "nil"
    }
    if let text = value as? String {
        return text.count > 400 ? "\"\(text.prefix(400))…\"" : "\"\(text)\""
    }
    if let collection = value as? any Collection {
        // A short collection of values is shown whole, so a change of one element shows which
        // (`widths[0] = 50` read "3 elements → 3 elements", trial AX-12); a long one, or one of
        // objects, by its count.
        let count = collection.count
        if count > 0, count <= 8, let first = collection.first, !(type(of: first) is AnyClass) {
            let shown = "[" + collection.map { journalDescription($0) }.joined(separator: ", ") + "]"
            if shown.count <= 160 { return shown }
        }
        return "\(count) element\(count == 1 ? "" : "s")"
    }
    if let object = type(of: value) as? AnyClass { return "\(objectTypeName(object)) object" }
    // A payload's or a field's type is printed qualified by its module (`RedrawUserScenario.Person(…)`,
    // `Swift.String` in a generic argument), names the user never wrote: left out, as identities
    // leave them (Identity.swift).
    let text = String(describing: value).replacing("RedrawUserScenario.", with: "").replacing("Swift.", with: "")
    return text.count > 400 ? text.prefix(400) + "…" : text
}

extension Node {
    /// A control's name as a user sees it: the words of a target of its own kind — one it holds (a
    /// link's) or one its parent's body recorded for it (a binding control's title: the control's
    /// node sits at `.index(0)` under the place its target is recorded at, Controls.swift). Not a
    /// container's: a `Form` holds its rows' targets, which are not its name.
    var controlWords: String? {
        if let own = actionTargets.first(where: { $0.control == typeName })?.name, !own.isEmpty { return own }
        guard let components = place?.components, !components.isEmpty else { return nil }
        let at = components.dropLast()
        return parent?.actionTargets.first { $0.control == typeName && $0.path.elementsEqual(at) }.map(\.name)
    }

    /// `[id: 42]` from the innermost `ForEach` id or `.id(_:)` of the node's identity.
    var identityLabel: String? {
        guard let path = place?.components else { return nil }
        for component in path.reversed() {
            if let id = component.shownIDText { return "[id: \(id)]" }
        }
        return nil
    }

    /// The view types above this node, outermost first, without the root.
    var ancestorTypes: [String] {
        var types: [String] = []
        var node = parent
        while let n = node, n.parent != nil {
            if !n.isTransparent { types.append(n.typeName + (n.identityLabel ?? "")) }
            node = n.parent
        }
        return types.reversed()
    }
}
