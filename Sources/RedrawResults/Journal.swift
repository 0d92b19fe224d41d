// Journal: one run of a scenario as a sequence of events — the writes, what
// each notified, every body evaluation with the chain that caused it, and the
// views left stale — recorded by a pass of its own (`explain`, `--log-changes`,
// `--trace`) so that the counting and timed passes stay undisturbed.
//
// Invariants:
// - A journal pass is a counting run: its evaluations per step are the
//   step's `body_evaluations`, exactly.
// - Evaluations are listed in the order they began; one that began inside
//   another (a child reconciled by its parent's update) has a greater `depth`
//   and lies inside its time span.
// - Times are nanoseconds since the pass began, on the monotonic clock; they
//   include the recording's own cost, so they show where time goes in order,
//   not how long a timed pass takes.

public struct Journal: Sendable, Codable {
    public var steps: [JournalStep] = []

    public init() {}
}

extension Journal {
    /// Puts an allocation pass's counters (`ChildResult.frameAllocations`: per step, the mount
    /// first, one per frame) on the frames they were read at; a step whose frames differ in
    /// number keeps none (it cannot happen: both passes run the same workload).
    public mutating func takeAllocations(_ counters: [[AllocationSnapshot]]) {
        for (step, frames) in zip(steps.indices, counters) where steps[step].frames.count == frames.count {
            for (frame, counter) in zip(steps[step].frames.indices, frames) {
                steps[step].frames[frame].allocations = counter.allocations
                steps[step].frames[frame].allocatedBytes = counter.bytes
            }
        }
    }
}

public struct JournalStep: Sendable, Codable {
    public var name: String
    /// `file:line` of the `Redraw.step` or top-level action that made it; nil for the initial render.
    public var origin: String?
    public var start: Double
    public var end: Double
    public var frames: [JournalFrame] = []

    public init(name: String, origin: String?, start: Double) {
        self.name = name; self.origin = origin; self.start = start; self.end = start
    }

    public var evaluations: [JournalEvaluation] { frames.flatMap(\.evaluations) }
}

public struct JournalFrame: Sendable, Codable {
    /// 1-based within its step.
    public var index: Int
    public var start: Double
    public var end: Double
    /// jemalloc's counters at the frame's end since the pass began — of the allocation pass, which
    /// runs the same frames in the timing build (`takeAllocations`); nil without it or the allocator.
    public var allocations: UInt64?
    public var allocatedBytes: UInt64?
    /// Nodes in the view tree at the frame's end.
    public var liveNodes = 0
    public var writes: [JournalWrite] = []
    public var evaluations: [JournalEvaluation] = []
    public var stale: [JournalStale] = []
    /// Nodes a write of this frame invalidated that went before their body ran.
    public var unrun: [JournalUnrun] = []

    public init(index: Int, start: Double) {
        self.index = index; self.start = start; self.end = start
    }
}

/// A write of an observed property, with what it notified.
public struct JournalWrite: Sendable, Codable {
    /// Unique within the journal: evaluations refer to it.
    public var id: Int
    /// The written object's type, or the view type owning a `@State`.
    public var object: String
    public var property: String
    /// Both values described briefly (a collection by its count).
    public var old: String
    public var new: String
    /// Whether the value changed (Redraw's fingerprint: identity, hash; "unknown" counts as changed).
    public var changed: Bool
    /// Where it came from: the step's or action's line, due work on the clock, a lifecycle callback.
    public var origin: String
    /// The nodes it invalidated, in order.
    public var invalidated: [Int] = []
    /// The written object's identity within the run, and the render pass the write came before:
    /// a push view's evaluation names every property of its object written for that pass
    /// (ChangeLog), as `objectWillChange` announced the object, not one property.
    public var objectID: Int?
    public var pass: Int?
    /// A write no mechanism watches (a plain `var` of an `ObservableObject`, an
    /// `@ObservationIgnored` one): it announced nothing, so it is no push view's change.
    public var untracked: Bool?

    public init(id: Int, object: String, property: String, old: String, origin: String) {
        self.id = id; self.object = object; self.property = property; self.old = old; self.new = old
        self.changed = false; self.origin = origin
    }

    /// `Store.count`, `Form.name`; a storage key as its wrapper is written, `@AppStorage("accent")`.
    public var label: String { object.hasPrefix("@") ? "\(object)(\"\(property)\")" : "\(object).\(property)" }
}

/// How an invalidation reached a node.
public enum JournalChannel: String, Sendable, Codable {
    /// Push: the object's `objectWillChange` reached a node holding it through an object wrapper.
    case objectWillChange
    /// Pull and `@State`: the Observation tracking of the node's latest body fired.
    case tracking
    /// A lazy container scrolled, a link pushed or popped.
    case runtime
}

public struct JournalEvaluation: Sendable, Codable {
    /// The node's serial: the same node keeps it across evaluations.
    public var node: Int
    public var view: String
    /// `[id: 42]` for a `ForEach` row or `.id(_:)`, else nil.
    public var identity: String?
    /// Ancestors' view types, outermost first (the root's excluded).
    public var path: [String]
    public var isControl: Bool
    public var cause: Cause
    /// The write that invalidated the node, if one was in progress.
    public var write: Int?
    public var channel: JournalChannel?
    /// For a parent's re-run: the inputs that compared unequal.
    public var changedInputs: [String] = []
    /// For a write's cause: the view's property that holds the written object (`item` of `TodoRow`).
    public var heldAs: String?
    /// Nesting: 0 for an evaluation the render pass started, 1 for one its reconciliation started…
    public var depth: Int
    /// The render pass within the run (a frame has one, and one per round of lifecycle callbacks).
    public var pass: Int
    public var start: Double
    public var duration: Double = 0

    public init(node: Int, view: String, identity: String?, path: [String], isControl: Bool, cause: Cause,
                depth: Int, pass: Int, start: Double) {
        self.node = node; self.view = view; self.identity = identity; self.path = path; self.isControl = isControl
        self.cause = cause; self.depth = depth; self.pass = pass; self.start = start
    }

    /// `TodoRow[id: 42]`.
    public var viewLabel: String { view + (identity ?? "") }
}

/// A node that read a value that changed, and did not re-run.
public struct JournalStale: Sendable, Codable {
    public var node: Int
    public var view: String
    public var identity: String?
    public var read: String
    public var why: StaleCause?
    /// Stale since an earlier step, and not re-run since: the change it missed was made then.
    public var sinceEarlierStep: Bool?

    public init(node: Int, view: String, identity: String?, read: String, why: StaleCause? = nil, sinceEarlierStep: Bool = false) {
        self.node = node; self.view = view; self.identity = identity; self.read = read; self.why = why
        self.sinceEarlierStep = sinceEarlierStep ? true : nil
    }
}

/// A node a write invalidated that was destroyed before its body ran, in the same frame (a sheet's
/// content when the write also closed the sheet): the write's "invalidated N views" counts it.
public struct JournalUnrun: Sendable, Codable {
    public var node: Int
    public var view: String
    public var identity: String?
    /// The write that invalidated it (nil: a send with no write in progress).
    public var write: Int?

    public init(node: Int, view: String, identity: String?, write: Int?) {
        self.node = node; self.view = view; self.identity = identity; self.write = write
    }

    /// `CategoryEditSheet[id: 5]`.
    public var viewLabel: String { view + (identity ?? "") }
}
