// Node: one live instance of a view in the graph.
//
// Invariants:
// - A node is evaluated at most once per render pass (`evaluatedPass`).
// - At most one Observation tracking is live per node (`trackingLive`). It
//   ends at its first fire, or before the node is evaluated again or
//   destroyed: by `cancel()` on the tracking the node holds (`tracking`, see
//   DirectTracking.swift), or — where the runtime could not hold it — by a
//   write of the node's own `sentinel`, which every evaluation that tracked
//   anything also read: the public API has no other way to cancel a tracking
//   that has not fired.
// - Push subscriptions are held in `link` (in subscription order) and dropped
//   on destroy.
// - A node is used only while its graph lives: the graph is torn down (every
//   node destroyed, its subscriptions and trackings ended) before it goes, so
//   `graph` is `unowned(unsafe)` — a plain load, where `unowned` cost an atomic
//   strong retain and release at each of the several uses per evaluation.
// - Size: a node is allocated for every row, so its rarely used state lives in
//   `extras`, made on first write — what only a counting run or the portable
//   tracking route needs. Its serial, depth, position and passes are 32-bit,
//   packed with its flags into the spare bytes after its identity; its type
//   name and its identity's type come from its kind; what it hears is one
//   field (`link`); its children's index is made only while a reconciliation
//   needs it. A `ViewNode` of a one-object row then fits jemalloc's 192-byte
//   class (320 before) with its identity inline (Identity.swift).

import Combine
import RedrawClock
import RedrawHooks
import RedrawObservation
import RedrawResults

class Node: _RealObservable, ObjectWillChangeSubscriber, _TrackingOwner {
    /// Creation order: the tie-break of tree order.
    var serial: Int { Int(storedSerial) }
    var depth: Int { Int(storedDepth) }
    // 32-bit, packed into two words with the passes (declaration order is layout order): a child
    // process creates millions of nodes at most, far from 2^31.
    private let storedSerial: Int32
    private let storedDepth: Int32
    /// The passes that last invalidated and evaluated it, 32-bit (a child runs far fewer passes).
    private var storedPasses: (invalidated: Int32, evaluated: Int32) = (-1, -1)
    /// The name its counts go under: its view type's, or its control's. Each kind of node says it
    /// (a `ViewNode` from its type's `FieldLayout`): stored here, it cost every node 16 bytes.
    var typeName: String { "" }
    unowned(unsafe) let graph: ViewGraph
    /// Unowned and unsafe, as `graph`: a weak reference gave every parent a side table, and every
    /// retain and release of it then took the runtime's slow path. A live node's parent is live (it
    /// holds the node in `children`); `destroy` clears it, so a destroyed node points nowhere.
    var parent: Node? {
        get { parentReference?.takeUnretainedValue() }
        set { parentReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `parent`'s storage: walks up the tree read it without a retain (`precedesInTree`).
    private var parentReference: Unmanaged<Node>? = nil
    /// Where it sits in its parent's body (nil for the root); with `keyType`, its identity.
    let place: IdentityPath?
    // In the 7 bytes after `place` (49 bytes): the flags and the position.
    var isAlive = true
    var trackingLive = false
    /// A `ViewNode`'s flags (see there), in one byte.
    private var viewFlags: UInt8 = 0
    /// `position`'s storage.
    private var storedPosition: Int32 = 0
    var environment: EnvironmentValues
    /// The environment modifiers between the parent and this node (see ChildDescription). In the
    /// node, not in `Extras`: every row under an `.environment(…)` has some, and in `Extras` each
    /// such row cost an allocation.
    var environmentChanges: [(inout EnvironmentValues) -> Void] = []

    var children: [Node] = []
    var invalidatedPass: Int {
        get { Int(storedPasses.invalidated) }
        set { storedPasses.invalidated = Int32(truncatingIfNeeded: newValue) }
    }
    var evaluatedPass: Int {
        get { Int(storedPasses.evaluated) }
        set { storedPasses.evaluated = Int32(truncatingIfNeeded: newValue) }
    }

    /// Invalidated for render pass `pass` and not yet evaluated in it: it runs for its own reads,
    /// whatever its parent hands it. (The pass is passed in: reconciliation, which asks for every
    /// child, has it at hand.)
    func awaitsEvaluation(in pass: Int) -> Bool { invalidatedPass == pass && evaluatedPass != pass }

    /// What a user can act on in this node's latest body (UI actions).
    var actionTargets: [_ActionTarget] = []
    /// The lifecycle callbacks of its latest body.
    var lifecycle: [LifecycleEntry] = []

    /// What a counting run (causes, reads) keeps for every node; a node that also has what few
    /// have holds `RareExtras` instead, which adds it. Every node of a counting run has its
    /// extras: with the rare part in every one, they took 144 bytes a node, 80 now; and a node
    /// of a timing run that needs the rare part makes one object, not two.
    class Extras {
        var invalidationCause: Cause?
        var reads: [Read] = []
        var readPlaces: Set<PropertyPlace> = []
    }

    /// `.task`s, `.onReceive` subscriptions, preference modifiers; what the portable tracking
    /// route needs (the sentinel's registrar); a mixed form's tracking beside subscriptions
    /// (NodeLink.swift).
    final class RareExtras: Extras {
        var tasks: [LifecycleKey: TaskHandle] = [:]
        var receivers: [LifecycleKey: AnyCancellable] = [:]
        var preferenceMarks: [PreferenceMark] = []
        var preferencesSeen: [LifecycleKey: Any] = [:]
        var registrar: _RealObservationRegistrar?
        /// The tracking, while `link` holds subscriptions.
        var tracking: _DirectTracking.Handle?
        var sentinel = 0
        var cancelling = false
        /// Inputs the view's own `==` called equal though they differ (counting runs).
        var hiddenInputs: [String]?
    }
    private var extras: Extras?

    private func makeExtras() -> Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    private var rare: RareExtras? { extras as? RareExtras }

    /// The rare part, made on first need; a counting run's extras move into it.
    private func makeRare() -> RareExtras {
        if let rare { return rare }
        let made = RareExtras()
        if let counted = extras {
            made.invalidationCause = counted.invalidationCause
            made.reads = counted.reads
            made.readPlaces = counted.readPlaces
        }
        extras = made
        return made
    }

    /// The `.task`s its lifecycle callbacks started.
    var tasks: [LifecycleKey: TaskHandle] {
        get { rare?.tasks ?? [:] }
        set { if rare != nil || !newValue.isEmpty { makeRare().tasks = newValue } }
        _modify { yield &makeRare().tasks }
    }
    /// `.onReceive` subscriptions of its latest body, by the modifier's place.
    var receivers: [LifecycleKey: AnyCancellable] {
        get { rare?.receivers ?? [:] }
        set { if rare != nil || !newValue.isEmpty { makeRare().receivers = newValue } }
        _modify { yield &makeRare().receivers }
    }
    /// The preference modifiers of its latest body, and the last value each observer saw.
    var preferenceMarks: [PreferenceMark] {
        get { rare?.preferenceMarks ?? [] }
        set { if rare != nil || !newValue.isEmpty { makeRare().preferenceMarks = newValue } }
        _modify { yield &makeRare().preferenceMarks }
    }
    var preferencesSeen: [LifecycleKey: Any] {
        get { rare?.preferencesSeen ?? [:] }
        set { if rare != nil || !newValue.isEmpty { makeRare().preferencesSeen = newValue } }
        _modify { yield &makeRare().preferencesSeen }
    }
    /// Why it was last invalidated, kept only where causes are reported (ViewGraph.invalidate).
    var invalidationCause: Cause? {
        get { extras?.invalidationCause }
        set { if extras != nil || newValue != nil { makeExtras().invalidationCause = newValue } }
    }
    /// Reads of the latest evaluation (counting runs only): stale views and tracked pairs.
    var reads: [Read] {
        get { extras?.reads ?? [] }
        set { if extras != nil || !newValue.isEmpty { makeExtras().reads = newValue } }
        _modify { yield &makeExtras().reads }
    }
    /// The places of `reads`, made once they are more than `Read.linearLimit` (Recording.swift);
    /// empty before.
    var readPlaces: Set<PropertyPlace> {
        get { extras?.readPlaces ?? [] }
        set { if extras != nil || !newValue.isEmpty { makeExtras().readPlaces = newValue } }
        _modify { yield &makeExtras().readPlaces }
    }

    /// Push: the publishers this node hears, with their slots, in subscription order; or pull: its
    /// live tracking (NodeLink.swift).
    private var link = NodeLink.none
    /// Subscriptions held (the push engine's dependencies).
    var subscriptionCount: Int { link.subscriptionCount }

    // Pull: tracking state. The registrar of the sentinel is made the first time this node's
    // body tracks something: a node that never does (a push-form view) never pays for one.
    private var registrar: _RealObservationRegistrar? {
        get { rare?.registrar }
        set { if rare != nil || newValue != nil { makeRare().registrar = newValue } }
    }
    /// The live tracking, when the runtime holds it (`_DirectTracking`): in `link`, or in `extras`
    /// while `link` holds subscriptions.
    var tracking: _DirectTracking.Handle? {
        get {
            if case .tracking(let handle) = link { return handle }
            return link.holdsSubscriptions ? rare?.tracking : nil
        }
        set {
            if link.holdsSubscriptions { if rare != nil || newValue != nil { makeRare().tracking = newValue } }
            else { link = newValue.map(NodeLink.tracking) ?? .none }
        }
    }

    /// Sets the subscriptions held (`subscriptions` is not a tracking), moving the tracking to
    /// wherever it then belongs.
    private func setSubscriptions(_ subscriptions: NodeLink) {
        let held = tracking
        link = subscriptions
        if link.holdsSubscriptions {
            if held != nil || rare?.tracking != nil { makeRare().tracking = held }
        } else {
            rare?.tracking = nil
            tracking = held
        }
    }
    var sentinel: Int {
        get { rare?.sentinel ?? 0 }
        set { makeRare().sentinel = newValue }
    }
    /// The data inputs (not closures, wrappers or objects) that the view's own `==` called equal
    /// though they differ, while it shows the ones it kept (counting runs only): a stale view.
    var hiddenInputs: [String]? {
        get { rare?.hiddenInputs }
        set { if rare != nil || newValue != nil { makeRare().hiddenInputs = newValue } }
    }
    /// The sentinel's own write is under way (`cancelTracking`): not a change.
    var cancelling: Bool {
        get { rare?.cancelling ?? false }
        set { if rare != nil || newValue { makeRare().cancelling = newValue } }
    }

    /// The type in its identity: its view's, its control's binding's, its container's.
    var keyType: ObjectIdentifier { ObjectIdentifier(Node.self) }
    /// A presentation whose content is a screen of its own (CoveredScreens.swift).
    var opensScreen: Bool { false }
    /// A `NavigationStack(path:)`'s node: its children at `.index(k)` are its levels' screens.
    var isPathStack: Bool { false }
    /// Its identity, made on demand.
    var key: ChildKey? { place.map { ChildKey(place: $0, type: keyType) } }
    /// Whether `key` is its identity, without making its own.
    /// (Not `place == key.place`: `Optional`'s `==` ran unspecialised, copying both paths through
    /// value witnesses; with the comparison of ids, 15 % of a push timing pass at 10,000 rows.)
    func isIdentified(by key: ChildKey) -> Bool {
        guard let place else { return false }
        return place == key.place && keyType == key.type
    }

    var useEquatable: Bool {
        get { viewFlags & 1 != 0 }
        set { viewFlags = newValue ? viewFlags | 1 : viewFlags & ~1 }
    }
    var bodyAddsNothing: Bool {
        get { viewFlags & 2 != 0 }
        set { viewFlags = newValue ? viewFlags | 2 : viewFlags & ~2 }
    }
    /// Never counted: a modifier's content node (ModifierContent.swift).
    var isTransparent: Bool {
        get { viewFlags & 4 != 0 }
        set { viewFlags = newValue ? viewFlags | 4 : viewFlags & ~4 }
    }
    /// A view among a tab view's elements, whose body may mark its tabs (TabElements.swift); its
    /// slot is in `graph.tabElements`.
    var isTabElement: Bool {
        get { viewFlags & 8 != 0 }
        set { viewFlags = newValue ? viewFlags | 8 : viewFlags & ~8 }
    }
    /// The node this one's reads, notifications and stale reads are reported as: itself, or for a
    /// modifier's content node the body that applied the modifier.
    var reportedAs: Node { self }

    var isControl: Bool { false }
    /// How the stale-views table and `explain` name it: its type, or where it is when several of
    /// its kind are live at once and the type alone does not say which (a lazy container).
    var staleName: String { typeName }
    /// Whether a binding this node holds explains `read`, which changed: it still shows what it
    /// showed (ShownThroughBindings.swift).
    func stillShows(_ read: Read) -> Bool { false }
    /// The user view type this node runs, if it runs one.
    var viewType: Any.Type? { nil }
    /// A view node's view, as it is now (the workload's `Redraw.state(of:)`); nil for other nodes.
    var liveView: Any? { nil }

    /// A tracking still held here ends with the node (destroy ends it first; this is the backstop
    /// that `_DirectTracking.Handle`'s unowned owner relies on).
    deinit { tracking?.disown() }

    init(graph: ViewGraph, parent: Node?, key: ChildKey?, environment: EnvironmentValues) {
        self.graph = graph
        self.storedSerial = Int32(truncatingIfNeeded: graph.nextSerial())
        self.parentReference = parent.map(Unmanaged.passUnretained)
        self.storedDepth = Int32((parent?.depth ?? -1) + 1)
        self.place = key?.place
        self.environment = environment
    }

    /// Its index among its parent's children, kept by reconciliation: a kept child moves with its
    /// element (a filter dropped the ones before it, an insert pushed it down).
    var position: Int {
        get { Int(storedPosition) }
        set { storedPosition = Int32(newValue) }
    }

    /// Whether `nodes` are in tree order already, as the rows a step wrote in list order are: one
    /// comparison per pair, where a sort takes n log n of them.
    static func areInTreeOrder(_ nodes: [Node]) -> Bool {
        nodes.withUnsafeBufferPointer { nodes in
            for i in 1..<nodes.count where precedesInTree(nodes[i], nodes[i - 1]) { return false }
            return true
        }
    }

    /// Whether `a` comes before `b` in tree order, ancestors first: the order of the render pass
    /// and of preference observers. It is the lexicographic order of the nodes' paths of
    /// positions from the root (an ancestor's path is a prefix of its descendants'), found by
    /// walking up to where the paths part, so sorting a round's nodes allocates nothing. Creation
    /// order (`serial`) is not tree order once children are filtered and re-created: a row that
    /// comes back is made after the rows it precedes. A node cut off its tree (destroyed: its weak
    /// parent gone) sorts after the others; the render pass skips it.
    /// The walk holds no references (`Unmanaged`): every node on it is an ancestor of `a` or `b`,
    /// which the caller holds, and a live node's parent is live. Retaining each step cost a tenth
    /// of a push frame of redraw-bench's rows (`areInTreeOrder` runs once per round).
    static func precedesInTree(_ a: Node, _ b: Node) -> Bool {
        guard a !== b else { return false }
        // Siblings, the common case (rows of one list): their positions decide.
        if a.depth == b.depth, let parent = a.parentReference, parent.toOpaque() == b.parentReference?.toOpaque() {
            return a.position < b.position
        }
        var x = Unmanaged.passUnretained(a), y = Unmanaged.passUnretained(b)
        func depth(_ node: Unmanaged<Node>) -> Int { node._withUnsafeGuaranteedRef { $0.depth } }
        func up(_ node: Unmanaged<Node>) -> Unmanaged<Node>? { node._withUnsafeGuaranteedRef { $0.parentReference } }
        func position(_ node: Unmanaged<Node>) -> Int { node._withUnsafeGuaranteedRef { $0.position } }
        while depth(x) > depth(y) { guard let above = up(x) else { return false }; x = above }
        while depth(y) > depth(x) { guard let above = up(y) else { return true }; y = above }
        if x.toOpaque() == y.toOpaque() { return a.depth < b.depth }  // one is the other's ancestor
        while true {
            guard let aboveX = up(x), let aboveY = up(y) else {
                return x._withUnsafeGuaranteedRef { $0.serial } < y._withUnsafeGuaranteedRef { $0.serial }
            }
            if aboveX.toOpaque() == aboveY.toOpaque() { return position(x) < position(y) }
            x = aboveX
            y = aboveY
        }
    }

    /// Runs the body (or the control's read) and returns the children it describes.
    func evaluate() -> [ChildDescription] { [] }

    /// A sheet, cover or popover: a presentation with a colour scheme of its own (PreferredColorScheme.swift).
    var ownsColorScheme: Bool { false }

    /// The texts and symbol names of this node's own latest body, not of the nodes it holds
    /// (a label's words, ShownWords.swift). Runs nothing by default.
    func bodyWords() -> [String] { [] }

    /// Keeps what an expansion of this node's body found besides its children.
    func take(_ builder: _ChildBuilder) -> [ChildDescription] {
        // Most bodies have neither, before or after: no assignment, no retain and release.
        if !actionTargets.isEmpty || !builder.targets.isEmpty { actionTargets = builder.targets }
        if !lifecycle.isEmpty || !builder.lifecycle.isEmpty { lifecycle = builder.lifecycle }
        if !preferenceMarks.isEmpty || !builder.preferenceMarks.isEmpty {
            preferenceMarks = builder.preferenceMarks
            graph.preferenceMarksChanged(self)
        }
        return builder.children
    }

    /// Takes an environment changed above a skipped ancestor; true if what this node resolved
    /// from it (`@Environment`, `@EnvironmentObject`) changed, so it must re-run.
    func environmentChanged(to environment: EnvironmentValues) -> Bool {
        self.environment = environment
        return styleEnvironmentChanged(environment)
    }

    /// Whether a style its body expanded resolves differently in `environment` (StyleEnvironment).
    final func styleEnvironmentChanged(_ environment: EnvironmentValues) -> Bool {
        let changed = graph.styleFieldsChanged(self, in: environment)
        guard !changed.isEmpty else { return false }
        graph.journal?.inputsChanged(self, changed)
        return true
    }

    /// Calls `body` with the publisher of each object this node holds through object wrappers
    /// (push), in field order. A visit, not an array: resubscribing then allocates nothing.
    func forEachHeldPublisher(_ body: (ObservableObjectPublisher) -> Void) {}

    /// The name of this node's view property that holds `object` (a journal's `item.done`).
    func propertyName(holding object: AnyObject) -> String? { nil }
    /// Whether its view keeps `object` in `@State` (a stale view's cause, read after a step).
    func keepsInState(_ object: AnyObject) -> Bool { false }

    // MARK: Push

    func objectWillChange(from publisher: ObservableObjectPublisher) {
        graph.objectWillChangeDelivered(to: self)
    }

    /// Subscribes the node to the publishers of the objects it holds now; whether they changed.
    @discardableResult
    func resubscribe() -> Bool {
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        // Unchanged (the same publishers in the same order): nothing to do.
        var index = 0, same = true
        forEachHeldPublisher { p in
            if same { same = link.publisher(at: index) === p }
            index += 1
        }
        if same && index == subscriptionCount { return false }
        unsubscribeAll()
        // One subscription, the common case, makes no array.
        var first: NodeLink.Subscription?
        var all: [NodeLink.Subscription] = []
        if index > 1 { all.reserveCapacity(index) }
        forEachHeldPublisher { p in
            let subscription = NodeLink.Subscription(publisher: p, slot: p.subscribe(self))
            if let held = first {
                if all.isEmpty { all.append(held) }
                all.append(subscription)
            } else {
                first = subscription
            }
        }
        if let first {
            setSubscriptions(all.isEmpty ? .subscription(first.publisher, slot: Int32(first.slot)) : .subscriptions(all))
        }
        return true
    }

    /// Called as the node is destroyed, before its children: what a kind of node must finish.
    func willBeDestroyed() {}

    func unsubscribeAll() {
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        guard link.holdsSubscriptions else { return }
        link.unsubscribe()
        setSubscriptions(.none)
    }

    // MARK: Pull

    static let sentinelKeyPath = \Node.sentinel

    /// Reads the sentinel inside the running tracking, so that `cancelTracking` can end it.
    func readSentinel() {
        if registrar == nil { registrar = _RealObservationRegistrar() }
        registrar!.access(self, keyPath: Node.sentinelKeyPath)
    }

    /// The live tracking's first change, by either route: invalidates this node once.
    func trackingFired() {
        guard isAlive else {
            ViewGraph.lateTrackingFires += 1
            return
        }
        guard trackingLive else { return }
        trackingLive = false
        tracking = nil
        graph.trackingFired(self)
    }

    /// Cancels the live tracking, if any, without counting it as a change.
    func cancelTracking() {
        guard trackingLive else { return }
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        if let tracking {
            tracking.cancel()
            self.tracking = nil
            trackingLive = false
            return
        }
        guard let registrar else { return }
        cancelling = true
        registrar.withMutation(of: self, keyPath: Node.sentinelKeyPath) { sentinel &+= 1 }
        cancelling = false
        trackingLive = false
    }
}

/// One read made by a body evaluation (counting runs): enough to tell later whether it went stale.
struct Read {
    let object: AnyObject
    let keyPath: AnyKeyPath
    var version: UInt32
    let mechanism: PropertyMechanism

    /// Reads of one evaluation told apart by a look through them, up to this many; past it, by a
    /// set (`Node.readPlaces`).
    static let linearLimit = 8

    var place: PropertyPlace { PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath) }

    func isAt(_ place: PropertyPlace) -> Bool { self.place == place }

    /// Why a change of what it read re-ran nothing: a `@Published` read notifies the object's
    /// subscribers (so the view had none), an untracked one nobody, an `@AppStorage` box's untracked
    /// read was made through a class (AppStorage.swift), and a tracked read was not in a tracking.
    var staleCause: StaleCause {
        switch mechanism {
        case .published: return .objectNotObserved
        case .untracked: return object is _StateLabel ? .storageThroughObject : .propertyNotObserved
        case .observed: return .readNotTracked
        }
    }
}
