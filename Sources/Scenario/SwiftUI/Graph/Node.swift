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
// - Push subscriptions are held in `subscriptions` and dropped on destroy.

import Combine
import RedrawClock
import RedrawHooks
import RedrawObservation
import RedrawResults

class Node: _RealObservable, ObjectWillChangeSubscriber, _TrackingOwner {
    /// Creation order: the tie-break of tree order.
    let serial: Int
    let depth: Int
    let typeName: String
    unowned let graph: ViewGraph
    weak var parent: Node?
    let key: ChildKey?
    var environment: EnvironmentValues
    /// The environment modifiers between the parent and this node (see ChildDescription).
    var environmentChanges: [(inout EnvironmentValues) -> Void] = []

    var children: [Node] = []
    var childIndex: [ChildKey: Node] = [:]
    var isAlive = true
    var invalidatedPass = -1
    var evaluatedPass = -1
    var invalidationCause: Cause?

    /// Reads of the latest evaluation (counting runs only): stale views and tracked pairs.
    var reads: [Read] = []
    var readPlaces: Set<PropertyPlace> = []

    /// What a user can act on in this node's latest body (UI actions).
    var actionTargets: [_ActionTarget] = []
    /// The lifecycle callbacks of its latest body, and the `.task`s they started.
    var lifecycle: [LifecycleEntry] = []
    var tasks: [LifecycleKey: TaskHandle] = [:]
    /// `.onReceive` subscriptions of its latest body, by the modifier's place.
    var receivers: [LifecycleKey: AnyCancellable] = [:]
    /// The preference modifiers of its latest body, and the last value each observer saw.
    var preferenceMarks: [PreferenceMark] = []
    var preferencesSeen: [LifecycleKey: Any] = [:]

    /// Push: the publishers this node hears, with their slots.
    var subscriptions: [(publisher: ObservableObjectPublisher, slot: Int)] = []

    // Pull: tracking state. The registrar of the sentinel is made the first time this node's
    // body tracks something: a node that never does (a push-form view) never pays for one.
    private var registrar: _RealObservationRegistrar?
    /// The live tracking, when the runtime holds it (`_DirectTracking`).
    var tracking: _DirectTracking.Handle?
    var sentinel = 0
    var trackingLive = false
    var cancelling = false

    var isControl: Bool { false }
    /// The user view type this node runs, if it runs one.
    var viewType: Any.Type? { nil }

    init(graph: ViewGraph, typeName: String, parent: Node?, key: ChildKey?, environment: EnvironmentValues) {
        self.graph = graph
        self.serial = graph.nextSerial()
        self.typeName = typeName
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.key = key
        self.environment = environment
    }

    /// Its index among its parent's children, kept by reconciliation: a kept child moves with its
    /// element (a filter dropped the ones before it, an insert pushed it down).
    var position = 0

    /// The positions from the root down to this node. Sorted lexicographically, they are tree
    /// order with ancestors first (an ancestor's path is a prefix of its descendants'): the order
    /// of the render pass and of preference observers. Creation order (`serial`) is not tree
    /// order once children are filtered and re-created: a row that comes back is made after the
    /// rows it precedes.
    var treePath: [Int] {
        var path: [Int] = []
        path.reserveCapacity(depth)
        var node: Node? = self
        while let n = node, n.parent != nil {
            path.append(n.position)
            node = n.parent
        }
        return path.reversed()
    }

    /// Runs the body (or the control's read) and returns the children it describes.
    func evaluate() -> [ChildDescription] { [] }

    /// The texts and symbol names of this node's own latest body, not of the nodes it holds
    /// (a label's words, ShownWords.swift). Runs nothing by default.
    func bodyWords() -> [String] { [] }

    /// Keeps what an expansion of this node's body found besides its children.
    func take(_ builder: _ChildBuilder) -> [ChildDescription] {
        actionTargets = builder.targets
        lifecycle = builder.lifecycle
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
        return false
    }

    /// The publishers of the objects this node holds through object wrappers (push).
    func heldPublishers() -> [ObservableObjectPublisher] { [] }

    /// The name of this node's view property that holds `object` (a journal's `item.done`).
    func propertyName(holding object: AnyObject) -> String? { nil }

    // MARK: Push

    func objectWillChange(from publisher: ObservableObjectPublisher) {
        graph.objectWillChangeDelivered(to: self)
    }

    func resubscribe() {
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        let publishers = heldPublishers()
        if publishers.count == subscriptions.count,
           zip(publishers, subscriptions).allSatisfy({ $0 === $1.publisher }) { return }
        unsubscribeAll()
        for p in publishers { subscriptions.append((p, p.subscribe(self))) }
    }

    func unsubscribeAll() {
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        for s in subscriptions { s.publisher.unsubscribe(s.slot) }
        subscriptions.removeAll()
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
}
