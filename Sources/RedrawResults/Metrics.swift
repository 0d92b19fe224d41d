// Metrics: what one step cost, in total and per view type.
//
// The counts are the update-cycle page's table. They are deterministic: the
// same scenario, seed and parameters give the same counts on every run.

public struct Metrics: Equatable, Sendable, Codable {
    public var bodyEvaluations = 0
    public var invalidations = 0
    public var notifications = 0
    public var skipped = 0
    public var created = 0
    public var destroyed = 0
    public var dependencies = 0
    public var staleViews = 0
    /// `@State var m = Model()` evaluated again by a new struct of a live node, its object discarded.
    public var discardedStateInits = 0

    public init() {}

    public static let names = ["body_evaluations", "invalidations", "notifications", "skipped", "created",
                               "destroyed", "dependencies", "stale_views", "discarded_state_inits"]

    public var values: [Int] {
        [bodyEvaluations, invalidations, notifications, skipped, created, destroyed, dependencies, staleViews,
         discardedStateInits]
    }

    public init(values: [Int]) {
        bodyEvaluations = values[0]; invalidations = values[1]; notifications = values[2]; skipped = values[3]
        created = values[4]; destroyed = values[5]; dependencies = values[6]; staleViews = values[7]
        discardedStateInits = values.count > 8 ? values[8] : 0
    }

    public static func + (a: Metrics, b: Metrics) -> Metrics {
        Metrics(values: zip(a.values, b.values).map(+))
    }
}

/// Why a body ran.
public enum Cause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A write of a model property (object type, property).
    case write(String, String)
    /// A write of a view's `@State` (view type, property).
    case state(String, String)
    /// A write of an `@AppStorage` or `@SceneStorage` key (the wrapper without its `@`, the key):
    /// the app's store, not any one view's.
    case storage(String, String)
    /// The parent re-ran and passed changed inputs (parent type).
    case parent(String)
    /// The node was created.
    case creation
    /// A notification with no property write in progress: `objectWillChange.send()` called by the
    /// model's own code, or a fire Redraw's hooks did not see the write of.
    case objectWillChange
    /// A lazy container scrolled: rows came into its viewport (or left it).
    case scroll
    /// A `NavigationLink` pushed its destination, or it was popped.
    case navigation
    /// A `TimelineView`'s schedule reached its next date.
    case timeline
    /// An environment value the node reads changed, though its parent (the type named) was
    /// skipped: the environment passed down past it.
    case environment(String)
    /// An environment value the node reads was changed by the system, not by a view above it:
    /// what changed it (its presentation's preferred colour scheme, a search activated).
    case systemEnvironment(String)

    public var isEnvironment: Bool {
        switch self {
        case .environment, .systemEnvironment: return true
        default: return false
        }
    }

    /// The (type, property) a write or `@State` cause names.
    public var written: (type: String, property: String)? {
        switch self {
        case .write(let type, let property), .state(let type, let property), .storage(let type, let property):
            return (type, property)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .write(let type, let property): return "write \(type).\(property)"
        case .state(let type, let property): return "@State \(type).\(property)"
        case .storage(let wrapper, let key): return "@\(wrapper) \"\(key)\""
        case .parent(let type): return "parent \(type) re-ran with changed inputs"
        case .creation: return "created"
        case .objectWillChange: return "objectWillChange.send()"
        case .scroll: return "scrolled"
        case .navigation: return "navigated"
        case .timeline: return "timeline ticked"
        case .environment(let type): return "environment changed past skipped \(type)"
        case .systemEnvironment(let what): return what
        }
    }
}

/// A node whose screen would show old data: it read a value that changed, and did not re-run.
public struct StaleView: Hashable, Sendable, Codable {
    public var viewType: String
    public var read: String
    /// Why nothing re-ran it (nil where the cause was not recorded).
    public var why: StaleCause?

    public init(viewType: String, read: String, why: StaleCause? = nil) {
        self.viewType = viewType
        self.read = read
        self.why = why
    }
}

/// Why a changed value reached no view that read it: what watched the property in the form that ran.
public enum StaleCause: String, Hashable, Sendable, Codable {
    /// A `@Published` property of an object the view holds without observing it (a plain `let`):
    /// its `objectWillChange` reaches no subscription of the view.
    case objectNotObserved
    /// A `@Published` property of an object the view does not hold at all: it reached it through
    /// another object or a collection (`actor.movies[0].title`), and only the objects a view holds
    /// through its wrappers notify it under push.
    case objectNotHeld
    /// A property that notifies nobody: not `@Published` in an `ObservableObject`,
    /// `@ObservationIgnored` in an `@Observable` class, or a plain class's.
    case propertyNotObserved
    /// An `@AppStorage` or `@SceneStorage` value read through the object that holds the wrapper:
    /// the wrapper invalidates only the views that declare it.
    case storageThroughObject
    /// A tracked property whose read no tracking saw (made outside the body's evaluation).
    case readNotTracked
    /// The view's own `==` (`.equatable()`, `EquatableView`, an `Equatable` view that is not plain
    /// data) called its new inputs equal though these differ: SwiftUI keeps the old view.
    case inputsHiddenByEquality
    /// A `@Published` property of an object the view keeps in `@State` (`@State var c = Counter()`):
    /// under push `@State` watches its value being replaced, not the object's `objectWillChange`
    /// (trial BD-3: the advice offered `@ObservedObject`, which would make the object anew at every init).
    case objectInState
}

public struct StepCounts: Sendable, Codable {
    public var step: String
    public var frames: Int
    public var total = Metrics()
    public var perViewType: [String: Metrics] = [:]
    /// View types that are built-in controls (reported apart from user views).
    public var controlTypes: Set<String> = []
    /// View types with a live node that is an element of a `ForEach` (identified by its data), or
    /// inside one: a list's rows and their parts, as opposed to views repeated in the code (a
    /// form's three fields of one type, two decks side by side).
    public var rowTypes: Set<String> = []
    /// (cause, view type) → body evaluations.
    public var causes: [Cause: [String: Int]] = [:]
    /// Distinct stale (view type, read) pairs, with how many nodes. A view stale since an earlier
    /// step is listed by the read that first went stale and, when this step changed another
    /// read of it, by that one too (`staleAgain`): the nodes of the pairs can exceed `staleViews`.
    public var staleReads: [StaleView: Int] = [:]
    /// Of `total.staleViews`, the views that were already stale when the step began and have not
    /// re-run since: a stale view stays stale until it re-runs, so it is counted again at every
    /// later step, which did not make it stale.
    public var staleFromEarlierSteps = 0
    /// Of `staleFromEarlierSteps`, the views that read a property this step changed: they miss
    /// this step's update too (a timer writes again what a stale view shows).
    public var staleAgain = 0
    /// Views stale when the step began that re-ran in it: updates missed earlier, made late (and
    /// the rows they create then), which the other engine made in the earlier step.
    public var caughtUp = 0
    /// The `staleReads` pairs whose read this step changed for the view's own object: views made
    /// stale in the step, and views stale since an earlier one that missed this step's update too.
    /// A pair only carried (nothing it read changed) is not here, whatever other object of the
    /// same class changed (a strip of quotes 0–2 was said to have missed quote 25's price, AW-2).
    public var missedReads: Set<StaleView> = []
    /// By the view that declares it (`List in FeedView`, `ForEach in Board`): the evaluations of a
    /// `ForEach` that replaced every id while the number of rows stayed (counting runs, lists of
    /// up to 2,000 elements): on a device, every row removed and a new one inserted.
    public var replacedRows: [String: RowReplacement] = [:]
    /// By the view that declares it (as `replacedRows`): the evaluations of a `ForEach` identified
    /// by index (ids 0, 1, 2… in order) that changed its number of rows (counting runs).
    public var indexRowChanges: [String: IndexRowsChange] = [:]
    /// After the step, by container (`List in FeedView`): the lazy containers that built every row
    /// for want of a constant view count, in a counting run.
    public var eagerRows: [String: EagerRows] = [:]
    /// By view type: the bodies that ran only because their parent re-ran and handed them a closure
    /// input, never equal, with nothing else changed (counting runs; not a view's own `==`).
    public var closureInputReruns: [String: ClosureInputReruns] = [:]
    /// The properties (by label, `Counter.n`) whose value a write changed in this step, in a
    /// counting run: a stale view's read is named with the steps that changed it.
    public var changedProperties: Set<String> = []
    /// Collections of values (by label, `TodoList.items`) a write changed the element count of
    /// in this step: an append or a removal, as opposed to an element written in place.
    public var countChangingWrites: Set<String> = []
    /// Body evaluations per frame, in frame order.
    public var evaluationsPerFrame: [Int] = []
    /// After the step, each live lazy container's rows on screen: `List in TodoListView: rows 0–17 of 1000`.
    public var onScreen: [String] = []
    /// After the step, the work still waiting on the virtual clock: sleeping tasks, timers, queued blocks.
    public var pendingWork: [String] = []

    public init(step: String, frames: Int) {
        self.step = step
        self.frames = frames
    }

    /// Makes this `StepCounts(step:frames:)`, in place: the per-frame list keeps its buffer and
    /// an empty collection is left as it is, so that a graph starting a one-frame step (each
    /// timed frame of redraw-bench) allocates and releases nothing here. Resets every field.
    public mutating func reset(step: String, frames: Int) {
        // The same step again (every timed frame of one step): its name is left, not re-retained.
        if self.step != step { self.step = step }
        self.frames = frames
        total = Metrics()
        if !perViewType.isEmpty { perViewType = [:] }
        if !controlTypes.isEmpty { controlTypes = [] }
        if !rowTypes.isEmpty { rowTypes = [] }
        if !causes.isEmpty { causes = [:] }
        if !staleReads.isEmpty { staleReads = [:] }
        staleFromEarlierSteps = 0
        staleAgain = 0
        caughtUp = 0
        if !missedReads.isEmpty { missedReads = [] }
        if !replacedRows.isEmpty { replacedRows = [:] }
        if !closureInputReruns.isEmpty { closureInputReruns = [:] }
        if !eagerRows.isEmpty { eagerRows = [:] }
        if !indexRowChanges.isEmpty { indexRowChanges = [:] }
        if !countChangingWrites.isEmpty { countChangingWrites = [] }
        if !changedProperties.isEmpty { changedProperties = [] }
        // One frame's step leaves one entry: popped, not `removeAll(keepingCapacity:)` (generic `replaceSubrange`).
        if evaluationsPerFrame.count == 1 { evaluationsPerFrame.removeLast() }
        else if !evaluationsPerFrame.isEmpty { evaluationsPerFrame.removeAll(keepingCapacity: true) }
        if !onScreen.isEmpty { onScreen = [] }
        if !pendingWork.isEmpty { pendingWork = [] }
    }
}

/// A `ForEach` identified by index whose row count changed in one step (StepCounts.indexRowChanges).
public struct IndexRowsChange: Sendable, Codable, Equatable {
    /// The node whose body holds it: its rows re-run for it (`Cause.parent(owner)`).
    public var owner: String
    public var evaluations = 0
    /// The rows before the first such evaluation, and after the last.
    public var from = 0
    public var to = 0

    public init(owner: String) { self.owner = owner }

    public mutating func add(from: Int, to: Int) {
        if evaluations == 0 { self.from = from }
        evaluations += 1
        self.to = to
    }
}

/// A lazy container that built all of its rows (StepCounts.eagerRows).
public struct EagerRows: Sendable, Codable, Equatable {
    public var rows: Int
    /// The rows it would have built lazily: those on screen and the prefetch margin.
    public var lazily: Int
    /// What in its rows has no constant view count: "`AnyView`, whose content is known only once it is built".
    public var because: String
    /// The change that gives each row a constant count: "filter the collection before the `ForEach` …".
    public var fix: String

    public init(rows: Int, lazily: Int, because: String, fix: String) {
        self.rows = rows
        self.lazily = lazily
        self.because = because
        self.fix = fix
    }
}

/// A view type's bodies in one step that ran only for closure inputs (StepCounts.closureInputReruns).
public struct ClosureInputReruns: Sendable, Codable, Equatable {
    public var evaluations = 0
    /// The closures that differed, by property name (`onTap`, `style.action`).
    public var inputs: Set<String> = []

    public init(evaluations: Int = 0, inputs: Set<String> = []) {
        self.evaluations = evaluations
        self.inputs = inputs
    }

    public mutating func add(_ closures: [String]) {
        evaluations += 1
        for name in closures where !inputs.contains(name) { inputs.insert(name) }
    }
}

/// A `ForEach`'s evaluations in one step that replaced all of its rows' ids (StepCounts.replacedRows).
public struct RowReplacement: Sendable, Codable, Equatable {
    /// How many evaluations did.
    public var evaluations = 0
    /// The rows the last of them had.
    public var rows = 0

    public init(evaluations: Int = 0, rows: Int = 0) {
        self.evaluations = evaluations
        self.rows = rows
    }
}

extension Cause {
    /// The owner and name of the screen's own edit mode (`EditButton`'s, SystemEditMode in the kit),
    /// as its `@State`-like writes are told: a report names it so, not as a `@State` of the app's.
    public static let systemEditModeOwner = "system", systemEditModeName = "editMode"
}
