// ViewGraph: the runtime of a compiled scenario, as SwiftUI runs views.
//
// One frame: the step's writes invalidate nodes — through `objectWillChange`
// for nodes that hold an object with an object wrapper (push), through the
// Observation tracking of every body evaluation (pull and `@State`) — then
// the render pass brings every invalid node up to date in tree order,
// ancestors first (depth, then creation order). A node reached through its
// parent's reconciliation in this pass is never evaluated twice.
//
// Invariants:
// - Everything runs on the thread that runs the scenario.
// - Counting runs (`recording`) install the graph as the instrumentation sink
//   and record reads, causes and stale views; timed runs record only counts
//   that cost nothing to keep.

import Observation
import Combine
import RedrawClock
import RedrawHooks
import RedrawObservation
import RedrawResults

public final class ViewGraph {
    public let recording: Bool
    /// Render passes so far: a frame has one, and one more for each round of lifecycle callbacks.
    var pass = 0
    private var serialCounter = 0
    var pending: [Node] = []
    /// The render pass's working list, kept between passes: swapped with `pending`, so that
    /// taking the queue allocates nothing (a copy then `removeAll(keepingCapacity:)` did, once
    /// per frame, as the copy still shared the buffer).
    private var rendering: [Node] = []
    /// Tracking fires that reached a destroyed node (a tracking that was not cancelled when its
    /// node went: it stays registered on the objects the node read). Should stay 0; reported by
    /// the child (`ChildResult.lateTrackingFires`) and tested.
    nonisolated(unsafe) public static var lateTrackingFires = 0
    /// An empty identity path with capacity, lent to each body's expansion (`_ChildBuilder`).
    var scratchPath: [_IdentityComponent] = []
    /// `VirtualClock.shared`, held: each read of another module's `static let` is a `swift_once`
    /// call, and a frame reads it four times (3 % of the push toggle's frame in redraw-bench).
    let virtualClock = VirtualClock.shared
    /// The tab view slot and position of each tab element node, by serial (TabElements.swift).
    var tabElements: [Int: (slot: TabSlot, position: Int)] = [:]
    /// The node whose body (or control read) is running: reads are its reads.
    var current: Node?
    /// The node whose body is being evaluated, in any graph: what a style expanded in it
    /// resolved is recorded on it (StyleEnvironment.swift), from code that holds no graph.
    nonisolated(unsafe) static var evaluating: Node?
    /// What each node's styles resolved from the environment in its latest evaluation.
    var styleReads: [ObjectIdentifier: [StyleEnvironmentRead]] = [:]
    /// Why the evaluation in progress runs (for `_printChanges()`, ChangeLog.swift).
    var currentCause: Cause?
    /// The write in progress, as the cause of what it invalidates.
    var writeCauses: [Cause] = []
    var oldFingerprints: [ValueFingerprint?] = []
    public internal(set) var counts = StepCounts(step: "", frames: 0)
    /// The step's totals so far, read in place: another module's `graph.counts.total` copied the
    /// whole `StepCounts` out, retaining and releasing each of its collections, on every timed
    /// frame of redraw-bench (a push toggle's frame, about 280 ns, grew by some 25 ns when the
    /// counts gained three collections).
    public var totals: Metrics { counts.total }
    var staleThisStep: Set<Int> = []
    /// The read each of this step's stale views is listed by (`staleReads`), by serial.
    private var staleReadListed: [Int: String] = [:]
    /// The node holding the target the last UI action found (ActionLookup), for what the action
    /// does to it after (TypedField.swift).
    weak var lastTargetHolder: Node?
    /// The stale views of the step before (`staleThisStep` as it ended), and this step's first
    /// render pass: a view in that set not evaluated since is stale from an earlier step.
    private var staleAtStepStart: Set<Int> = []
    private var stepFirstPass = 0
    /// The (object, property) places this step changed, kept only while views stale since an
    /// earlier step are live (`staleAtStepStart`): a carried view missed this step's update only
    /// if its own object's property changed — a label (`Quote.price`) also matched another row's
    /// write (a tester's strip of quotes 0–2 was "stale again" when quote 25 changed, trial AW-2).
    var changedPlacesThisStep: Set<PropertyPlace>?
    /// Counting runs: each `ForEach`'s name and ids at its latest evaluation, as hash values
    /// (RowIdentityWatch), and how many sites have each name.
    var rowIdentities: [RowSite: (name: String, ids: Set<Int>)] = [:]
    /// By node serial, a lazy container's last update that built every row: what in its rows has no
    /// constant view count (counting runs; LazyContainerNode.eagerRows).
    var eagerReasons: [Int: UncountedReason] = [:]
    var rowSitesNamed: [String: Int] = [:]
    /// Counting runs: a version per (object, property), raised by every write that changed the value.
    var versions: [PropertyPlace: UInt32] = [:]
    var root: RootNode?
    var propertyNames: [ObjectIdentifier: [AnyKeyPath: String]] = [:]
    /// Counting runs: the tracked properties written and read over the whole run (the advisor's).
    public internal(set) var usage = PropertyUsage()
    var readTypes: Set<TypedPlace> = []
    var writtenLabels: [TypedPlace: String] = [:]
    /// The labels of changed properties (`StepCounts.changedProperties`), made once per class and property.
    var changedLabels: [TypedPlace: String] = [:]
    var oldCounts: [Int?] = []
    /// Lifecycle callbacks waiting for the end of the render pass (Lifecycle.swift).
    var lifecycleQueue: [LifecycleCall] = []
    /// The live nodes whose latest body holds an `onPreferenceChange` (PreferenceFlow.swift).
    var preferenceObservers: [ObjectIdentifier: Node] = [:]
    /// A `.preferredColorScheme` was made in this run: presentations' schemes are looked for after
    /// each pass that evaluated something (PreferredColorScheme.swift).
    var prefersColorSchemes = false
    /// The presentations shown must be found once more after the pass (the first preference of
    /// the run was made, maybe inside a sheet whose node had not taken its content yet).
    var presentationsToFind = false
    /// Evaluations and expansions run in the process of this graph, and their count when the
    /// presentations' schemes were last looked for: no evaluation, no preference changed.
    var evaluationsRun = 0
    var evaluationsAtSchemeCheck = -1
    /// The sheets, covers and popovers presented now, in a run that prefers a scheme.
    var presentationWindows: [ObjectIdentifier: Node] = [:]
    /// The scheme each presentation (the root, a sheet, cover or popover) took from its content;
    /// none: no preference. A sheet's entry goes when it is dismissed or destroyed.
    var presentationSchemes: [ObjectIdentifier: ColorScheme?] = [:]
    /// Each `.searchable`'s session, by where it is applied (SearchSession.swift).
    var searchSessions: [_SearchSessionKey: _SearchSession] = [:]
    /// Nodes queued to pass their environment down again in the next round of the render pass,
    /// without a body of theirs running, with what changed it (`refreshEnvironment(below:)`).
    var environmentRefreshes: [ObjectIdentifier: String] = [:]
    /// A journal pass's recorder (JournalRecorder.swift); nil in every other run.
    public var journal: JournalRecorder?
    /// While non-nil, what view values' `@State` made is gathered here instead of counted
    /// (`_ChildBuilder.collectMade`, UnbuiltContent.swift).
    var collectingDiscards: [MadeObjects]?
    /// The rows a lazy container shows at once.
    public let viewport: Viewport
    /// Told of each view whose `@State` made an object that was thrown away, with the view whose
    /// body made it, once per view type and step: a crash report's note (the child's channel).
    public var discardObserver: ((_ view: String, _ maker: String) -> Void)?
    private var discardsToldThisStep: Set<String> = []
    /// What the counting run tells the user about the app as it ran, each once, with the step it was
    /// first seen in (`step<TAB>text`): `redraw run` prints them as notes.
    public private(set) var notes: [String] = []
    private var notesTold: Set<String> = []
    /// The `Animatable` view types and animators told about (UncountedAnimation.swift).
    var uncountedAnimations: Set<UncountedAnimation> = []
    /// Each `.refreshable` view's last pulled action (PullToRefresh).
    var refreshing: [RefreshKey: TaskHandle] = [:]
    /// Nodes whose bodies declared callbacks of a covered screen (the view holding a stack, a
    /// presentation's node, a path stack's): which of their callbacks are covered.
    var coveredHolders: [ObjectIdentifier: (LifecycleEntry) -> Bool] = [:]
    /// A path stack's node: the levels whose callbacks it holds that are covered.
    var coveredLevels: [ObjectIdentifier: Set<Int>] = [:]

    public init(recording: Bool, viewport: Viewport = .phone) {
        self.recording = recording
        self.viewport = viewport
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    // MARK: Steps and frames

    /// Builds the tree from `Redraw.root`: the initial render, counted as a step of its own.
    /// `measured` runs when the initial render's work is done, before Redraw summarises it (the
    /// child reads the allocator there: the summary is Redraw's work, not the scenario's).
    public func mount(_ content: @escaping (inout _ChildBuilder) -> Void, measured: () -> Void = {}) -> StepCounts {
        begin(step: "initial render", frames: 1)
        install()
        pass += 1
        journal?.beginFrame()
        let before = counts.total.bodyEvaluations
        let node = RootNode(graph: self, content: content)
        root = node
        // The root's content is a body too: a modifier in it that asks which node it is in
        // (`.searchable`'s session, `.preferredColorScheme`) finds the root (review of 4efe908f..).
        let saved = Self.evaluating
        Self.evaluating = node
        let children = node.evaluate()
        Self.evaluating = saved
        if !node.lifecycle.isEmpty { lifecycleChanged(node, from: []) }
        reconcile(node, children)
        settleLifecycle()
        counts.evaluationsPerFrame.append(counts.total.bodyEvaluations - before)
        if recording { collectStaleViews() }
        journal?.endFrame(liveNodes: liveNodeCount)
        uninstall()
        measured()
        return finish()
    }

    public func begin(step: String, frames: Int) {
        // A fresh `StepCounts`, made in place: one frame's step (redraw-bench, the host) then
        // appends its per-frame count without allocating.
        counts.reset(step: step, frames: frames)
        if !discardsToldThisStep.isEmpty { discardsToldThisStep = [] }
        if !staleThisStep.isEmpty || !staleAtStepStart.isEmpty { swap(&staleAtStepStart, &staleThisStep); staleThisStep = [] }
        if !staleReadListed.isEmpty { staleReadListed = [:] }
        changedPlacesThisStep = staleAtStepStart.isEmpty ? nil : []
        stepFirstPass = pass + 1
    }

    /// One frame: a transaction of writes, then one render pass.
    public func runFrame(_ writes: () -> Void) {
        install()
        pass += 1
        virtualClock.beginFrame()  // the writes happen at the frame's time
        journal?.beginFrame()
        let origin = journal?.origin
        let before = counts.total.bodyEvaluations
        PhaseClock.within(.workload) { writes() }
        runDueWork()  // tasks, blocks and timers due by now, until none is ready
        render()
        settleLifecycle()  // appear, disappear, change callbacks, and the passes they need
        counts.evaluationsPerFrame.append(counts.total.bodyEvaluations - before)
        if recording { collectStaleViews() }
        if let journal {
            journal.endFrame(liveNodes: liveNodeCount)
            journal.origin = origin ?? journal.origin
        }
        uninstall()
    }

    /// After a pass: destroys every node, which ends their trackings and subscriptions, so
    /// nothing from this pass stays registered on objects that outlive it.
    public func tearDown() {
        guard let root else { return }
        for child in root.children { destroy(child) }
        root.children = []
        self.root = nil
        preferenceObservers.removeAll()
        lifecycleQueue.removeAll()  // the workload is over: no user code runs after it
    }

    public func finish() -> StepCounts {
        if recording {
            countCarriedStaleViews()
            summarizeLiveNodes()
            counts.pendingWork = virtualClock.pendingWork
        }
        return counts
    }

    /// `ObservableObjectPublisher.sendCount` when the frame began: the sends in between are the
    /// frame's push notifications.
    private var sendCountAtInstall = 0

    private func install() {
        sendCountAtInstall = ObservableObjectPublisher.sendCount
        if recording { Instrumentation.sink = self }
    }

    private func uninstall() {
        counts.total.notifications += ObservableObjectPublisher.sendCount &- sendCountAtInstall
        Instrumentation.sink = nil
    }

    /// The clock's due work; a journal hears what each item is, as the origin of its writes.
    func runDueWork() {
        defer { if recording, let left = virtualClock.dueWorkPastTheLimit { noteBusyMainActor(left) } }
        guard let journal else {
            PhaseClock.within(.workload) { _ = virtualClock.runDueWork() }
            return
        }
        virtualClock.runDueWork { journal.origin = "due work on the clock: " + $0 }
    }

    /// A frame that ran the clock's limit of jobs with work still due: a task that never waits on
    /// the clock (`while true { …; await Task.yield() }`) keeps the main actor busy, which on a
    /// device starves the UI; the rest is carried to the next frame (trial BA-3 saw only slow frames).
    private func noteBusyMainActor(_ left: [String]) {
        note("a frame ran \(VirtualClock.maximumItemsPerFrame) jobs on the clock and work was still due (\(left.joined(separator: "; "))): "
            + "a task that never waits on a clock — a loop of `await Task.yield()` — keeps the main actor busy, which on a "
            + "device starves the UI; Redraw carried the rest to the next frame, so this step's frames and times are that loop's")
    }

    func render() {
        while !pending.isEmpty {
            // Evaluations append to `pending` for the next round; `rendering` is this round's.
            swap(&rendering, &pending)
            // Tree order, ancestors first, by each node's position now (not by creation order).
            // A node destroyed since it was queued has no place in the tree (it forgot its parent):
            // it is skipped below anyway, and left out of the sort, which needs a strict order.
            if rendering.count > 1, !Node.areInTreeOrder(rendering) {
                rendering.removeAll { !$0.isAlive }
                rendering.sort(by: Node.precedesInTree)
            }
            for node in rendering where node.isAlive && node.evaluatedPass != pass {
                // A node whose environment the system changed (a presentation's scheme, a search
                // activated) passes it down; if it was also invalidated, its evaluation does.
                if !environmentRefreshes.isEmpty, let why = environmentRefreshes.removeValue(forKey: ObjectIdentifier(node)),
                   node.invalidatedPass != pass {
                    propagateEnvironment(below: node, cause: .systemEnvironment(why))
                    continue
                }
                evaluate(node, cause: node.invalidationCause ?? .creation)
            }
            // `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`; the
            // one-node round of a toggle pops instead (neither gives the buffer up).
            if rendering.count == 1 { rendering.removeLast() } else { rendering.removeAll(keepingCapacity: true) }
        }
        if !environmentRefreshes.isEmpty { environmentRefreshes.removeAll() }
    }

    /// Queues `node` to pass its environment, changed in place, down again in this frame's render
    /// pass: each view below that reads a key it changed re-runs (told `why`), the others do not.
    func refreshEnvironment(below node: Node, _ why: String) {
        guard node.isAlive, environmentRefreshes.updateValue(why, forKey: ObjectIdentifier(node)) == nil else { return }
        pending.append(node)
    }

    /// `nodes` sorted into tree order (Node.precedesInTree).
    func inTreeOrder(_ nodes: [Node]) -> [Node] { nodes.sorted(by: Node.precedesInTree) }

    // MARK: Counting

    @inline(__always)
    func count(_ node: Node, _ update: (inout Metrics) -> Void) {
        if node.isTransparent { return }
        update(&counts.total)
        guard recording else { return }
        update(&counts.perViewType[node.typeName, default: Metrics()])
        if node.isControl { counts.controlTypes.insert(node.typeName) }
    }

    /// A view value its parent made that no node adopted (a link's destination never pushed while
    /// it was the link's): each `@State` holding an object it made was made for nothing. Counted when
    /// it is thrown away — the parent made the link again, or the link went — under the view's type.
    func discardedUnbuilt<V: View>(_ view: V) {
        let layout = FieldLayout.of(V.self)
        guard !layout.dynamicFields.isEmpty else { return }
        let made = withUnsafeBytes(of: view) { raw in
            layout.dynamicFields.reduce(0) { $0 + ($1.dynamic!._makesObject(raw.baseAddress! + $1.offset) ? 1 : 0) }
        }
        guard made > 0 else { return }
        let entry = MadeObjects(viewName: layout.viewName, count: made)
        if collectingDiscards != nil { return collectingDiscards!.append(entry) }
        recordDiscarded(entry)
    }

    /// What a view value's `@State` made: `count` objects, under its view type.
    struct MadeObjects {
        let viewName: String
        let count: Int
    }

    /// Counts `entry` as thrown away now.
    func recordDiscarded(_ entry: MadeObjects) {
        counts.total.discardedStateInits += entry.count
        if recording { counts.perViewType[entry.viewName, default: Metrics()].discardedStateInits += entry.count }
    }

    func discardedStateInitialisation(of node: Node) {
        count(node) { $0.discardedStateInits += 1 }
        if let discardObserver, discardsToldThisStep.insert(node.typeName).inserted {
            discardObserver(node.typeName, node.parent?.reportedAs.typeName ?? "")
        }
    }

    /// Tells the user `text` once per run (counting runs only).
    func note(_ text: String) {
        guard recording, notesTold.insert(text).inserted else { return }
        notes.append("\(counts.step)\t\(text)")
    }

    // MARK: Invalidation

    /// Whether anything reports causes (counts, a journal, `_printChanges()`): a timing run neither
    /// makes a cause per invalidation or evaluation nor keeps one.
    private var reportsCauses: Bool { recording || journal != nil || Self.changeLog != nil }

    func invalidate(_ node: Node, cause: @autoclosure () -> Cause, channel: JournalChannel = .runtime) {
        guard node.isAlive else { return }
        // A write during the render pass to what a node already evaluated in it depends on (a body
        // filling a model's lazy cache, under push every holder of the object): SwiftUI updates that
        // view again, after warning "Publishing changes from within view updates is not allowed",
        // and a node is not evaluated twice in one pass, so it is invalidated in a further pass of
        // the frame. It was marked here and never re-run, nor called stale (a tester's Focus Cookbook).
        if node.evaluatedPass == pass {
            let later = cause()
            lifecycleQueue.append(LifecycleCall("a write during the render pass", of: node) { [weak node] in
                guard let node else { return }
                node.graph.invalidate(node, cause: later, channel: channel)
            })
            return
        }
        guard node.invalidatedPass != pass else { return }
        node.invalidatedPass = pass
        if reportsCauses { node.invalidationCause = cause() }
        count(node) { $0.invalidations += 1 }
        journal?.invalidated(node, channel: channel)
        pending.append(node)
    }

    /// Push: `objectWillChange` reached a node that holds the object.
    func objectWillChangeDelivered(to node: Node) {
        let clock = PhaseClock.current
        clock?.enter(.graph)
        defer { clock?.exit() }
        if recording { counts.perViewType[node.typeName, default: Metrics()].notifications += 1 }
        invalidate(node, cause: writeCauses.last ?? .objectWillChange, channel: .objectWillChange)
    }

    /// Pull (and `@State`): the node's tracking fired.
    func trackingFired(_ fired: Node) {
        // A modifier's content node: what it read is the applying body's (ModifierContent.swift).
        let node = fired.reportedAs
        let clock = PhaseClock.current
        clock?.enter(.graph)
        defer { clock?.exit() }
        count(node) { $0.notifications += 1 }
        invalidate(node, cause: writeCauses.last ?? .objectWillChange, channel: .tracking)
    }

    // MARK: Evaluation

    func evaluate(_ node: Node, cause makeCause: @autoclosure () -> Cause) {
        node.evaluatedPass = pass
        evaluationsRun &+= 1
        if node.isTransparent { return expand(node) }
        count(node) { $0.bodyEvaluations += 1 }
        if reportsCauses {
            let cause = makeCause()
            if recording { counts.causes[cause, default: [:]][node.typeName, default: 0] += 1 }
            journal?.beginEvaluation(of: node, cause: cause, pass: pass)
            // Only while `_printChanges()` lines are collected: a cause holds strings to retain.
            if Self.changeLog != nil { currentCause = cause }
        }
        let callbacks = node.lifecycle
        let children = node.evaluate()
        if !callbacks.isEmpty || !node.lifecycle.isEmpty { lifecycleChanged(node, from: callbacks) }
        reconcile(node, children)
        journal?.endEvaluation(of: node)
    }

    /// A transparent node's evaluation (a modifier's content): no body, no cause, nothing counted.
    private func expand(_ node: Node) {
        evaluationsRun &+= 1
        let callbacks = node.lifecycle
        let children = node.evaluate()
        if !callbacks.isEmpty || !node.lifecycle.isEmpty { lifecycleChanged(node, from: callbacks) }
        reconcile(node, children)
    }

    /// Runs `body` as `node`'s evaluation under Observation tracking. The first
    /// change of anything it read invalidates the node once.
    ///
    /// Where the toolchain allows it (`_DirectTracking.isAvailable`), the node holds
    /// its `ObservationTracking` from the start, as SwiftUI does, and cancels it
    /// when it re-runs for another reason or is destroyed; a body that read nothing
    /// observable installs nothing. Elsewhere, or nested inside another collecting
    /// tracking, the public `withObservationTracking(_:onChange:)` is used: its
    /// tracking fires once and then removes itself from every registrar. To end
    /// such a tracking before it fires, the node writes its own sentinel, which the
    /// tracking also read (`cancelTracking`); that fire is not counted. The sentinel
    /// joins the tracking only when the body tracked something else
    /// (`Instrumentation.accessCount` moved). Both routes register the same reads
    /// with the same registrars, so they notify alike (ObservationRouteTests).
    func tracked<T>(_ node: Node, _ body: () -> T) -> T {
        node.cancelTracking()
        if recording {
            node.reads.removeAll(keepingCapacity: true)
            if !node.readPlaces.isEmpty { node.readPlaces.removeAll(keepingCapacity: true) }
        }
        let saved = current, savedEvaluating = Self.evaluating
        current = node
        Self.evaluating = node
        defer { current = saved; Self.evaluating = savedEvaluating }
        forgetStyleReads(of: node)
        // The time-split pass: setting up and ending the tracking is the observation machinery's;
        // what the body's expansion does inside it is the graph's, the body itself the user's.
        let clock = PhaseClock.current
        clock?.enter(.observation)
        defer { clock?.exit() }
        if _DirectTracking.canTrack {
            var result: T?
            let handle = _DirectTracking.track({
                clock?.enter(.graph)
                result = body()
                clock?.exit()
            }, owner: node)
            if let handle {
                node.tracking = handle
                node.trackingLive = true
            }
            return result!
        }
        return trackedPublicly(node, clock, body)
    }

    /// `tracked` where the direct route is unavailable: the public `withObservationTracking`, ended
    /// by the node's sentinel. Apart, so that the direct route does not pay for this one: inlined,
    /// its metadata lookups (the registrar's, the closure's) were hoisted to `tracked`'s entry and
    /// ran on every evaluation (3 % of the push toggle's frame in redraw-bench).
    @inline(never)
    private func trackedPublicly<T>(_ node: Node, _ clock: PhaseClock?, _ body: () -> T) -> T {
        let before = Instrumentation.accessCount
        let result = withObservationTracking({ () -> T in
            clock?.enter(.graph)
            let result = body()
            clock?.exit()
            if Instrumentation.accessCount != before {
                node.readSentinel()
            }
            return result
        }, onChange: { [weak node] in
            // Weak: a tracking the sentinel could not end (an observable class whose registrar is
            // not the forwarding one, so `accessCount` did not move) may fire after the node is gone.
            guard let node else {
                ViewGraph.lateTrackingFires += 1
                return
            }
            // The sentinel's own write (`cancelTracking`, also while destroying) is not a change.
            if node.cancelling { return }
            node.trackingFired()
        })
        node.trackingLive = Instrumentation.accessCount != before
        return result
    }

    // MARK: Stale views and dependencies

    /// After a frame: nodes not re-run whose reads have changed since they ran.
    func collectStaleViews() {
        forEachLiveNode { reader in
            // A modifier's content node's reads are its applier's: a stale one is the applier's.
            let node = reader.reportedAs
            guard reader.evaluatedPass != pass, !staleThisStep.contains(node.serial) else { return }
            if let hidden = reader.hiddenInputs {
                noteHiddenInputs(hidden, of: reader, as: node)
                return
            }
            guard let read = reader.reads.first(where: { $0.version != version(of: $0.object, $0.keyPath) && !reader.stillShows($0) })
            else { return }
            staleThisStep.insert(node.serial)
            let carried = reader.evaluatedPass < stepFirstPass && staleAtStepStart.contains(node.serial)
            if carried { counts.staleFromEarlierSteps += 1 }
            counts.perViewType[node.typeName, default: Metrics()].staleViews += 1
            let readLabel = label(of: read.object, read.keyPath)
            let why = staleCause(of: read, by: reader)
            let stale = StaleView(viewType: node.staleName, read: readLabel, why: why)
            counts.staleReads[stale, default: 0] += 1
            if !carried { counts.missedReads.insert(stale) }
            staleReadListed[node.serial] = readLabel
            journal?.stale(JournalStale(node: node.serial, view: node.staleName, identity: node.identityLabel, read: readLabel,
                                        why: why, sinceEarlierStep: carried))
        }
        counts.total.staleViews = staleThisStep.count
    }

    /// A view whose own `==` called its new inputs equal though `hidden` differ: stale, as it
    /// shows the inputs it kept (its own property's name as the read: `Row.title`).
    private func noteHiddenInputs(_ hidden: [String], of reader: Node, as node: Node) {
        staleThisStep.insert(node.serial)
        let carried = reader.evaluatedPass < stepFirstPass && staleAtStepStart.contains(node.serial)
        if carried { counts.staleFromEarlierSteps += 1 }
        counts.perViewType[node.typeName, default: Metrics()].staleViews += 1
        let readLabel = hidden.map { "\(reader.typeName).\($0)" }.joined(separator: ", ")
        let stale = StaleView(viewType: node.staleName, read: readLabel, why: .inputsHiddenByEquality)
        counts.staleReads[stale, default: 0] += 1
        if !carried { counts.missedReads.insert(stale) }
        staleReadListed[node.serial] = readLabel
        journal?.stale(JournalStale(node: node.serial, view: node.staleName, identity: node.identityLabel, read: readLabel,
                                    why: .inputsHiddenByEquality, sinceEarlierStep: carried))
    }

    /// Why nothing re-ran `reader` for `read`: the read's own cause, or, of a view that holds no
    /// property of the object, that it reached the object through another one. A lazy
    /// container's reads are its row closures' (made by the body that declared it), not a
    /// binding's: the object was reached through the rows' data.
    private func staleCause(of read: Read, by reader: Node) -> StaleCause? {
        var why = read.staleCause
        if why == .objectNotObserved, !reader.isControl || reader is _OnScreenReporting,
           reader.propertyName(holding: read.object) == nil { why = .objectNotHeld }
        if why == .objectNotObserved, reader.keepsInState(read.object) { why = .objectInState }
        return why
    }

    /// After a step, one walk over the views stale when it began: those that re-ran in it
    /// (`caughtUp`), and of those still stale, the ones that read a property this step changed
    /// (`staleAgain`): they missed this step's update as well. A view stale since an earlier step
    /// is found again at the step's first frame, before the step's own writes (a timer's in frame
    /// 60), so it is looked at once more here.
    private func countCarriedStaleViews() {
        guard !staleAtStepStart.isEmpty else { return }
        let lookForMissed = counts.staleFromEarlierSteps > 0 && !counts.changedProperties.isEmpty
        var caught: Set<Int> = [], again: Set<Int> = []
        forEachLiveNode { reader in
            let node = reader.reportedAs
            guard staleAtStepStart.contains(node.serial) else { return }
            if reader.evaluatedPass >= stepFirstPass { caught.insert(node.serial); return }
            guard lookForMissed, staleThisStep.contains(node.serial), !again.contains(node.serial) else { return }
            let missed = reader.reads.first { read in
                read.version != version(of: read.object, read.keyPath) && !reader.stillShows(read)
                    && changedPlacesThisStep?.contains(PropertyPlace(object: ObjectIdentifier(read.object), keyPath: read.keyPath)) == true
            }
            guard let missed else { return }
            again.insert(node.serial)
            // Listed by the read this step changed too, when it was listed by an earlier one (a
            // row's name stale since a rename, its birthday changed now: a tester's table named
            // only the name).
            let missedLabel = label(of: missed.object, missed.keyPath)
            let stale = StaleView(viewType: node.staleName, read: missedLabel, why: staleCause(of: missed, by: reader))
            if staleReadListed[node.serial] != missedLabel { counts.staleReads[stale, default: 0] += 1 }
            counts.missedReads.insert(stale)
        }
        counts.caughtUp = caught.count
        counts.staleAgain = again.count
    }

    /// After a step, from one walk of the live tree: the subscriptions held and (object, property)
    /// pairs tracked by each node, and the rows each lazy container built.
    /// A view in a row (a `ForEach`'s element or a view inside one) is of a row type: one changed
    /// row's part re-running (a timeline row's action bar) is what claim (c) is about, and a view
    /// repeated outside any `ForEach` (two decks side by side) is not.
    func summarizeLiveNodes() {
        var total = 0
        counts.onScreen = []
        if !counts.eagerRows.isEmpty { counts.eagerRows = [:] }
        guard let root else { counts.total.dependencies = 0; return }
        var stack: [(node: Node, inRow: Bool)] = root.children.reversed().map { ($0, false) }
        while let (node, above) = stack.popLast() {
            let inRow = above || node.isDataElement
            if let lazy = node as? _OnScreenReporting {
                counts.onScreen.append(lazy.onScreenDescription)
                if let eager = lazy.eagerRows { counts.eagerRows[node.staleName] = eager }
            }
            let n = node.subscriptionCount + node.reads.reduce(0) { $0 + ($1.mechanism == .observed ? 1 : 0) }
            if node.isControl { counts.controlTypes.insert(node.typeName) }
            if inRow { counts.rowTypes.insert(node.typeName) }
            total += n
            counts.perViewType[node.typeName, default: Metrics()].dependencies += n
            stack.append(contentsOf: node.children.reversed().map { ($0, inRow) })
        }
        counts.total.dependencies = total
    }

    var liveNodeCount: Int {
        var n = 0
        forEachLiveNode { if !$0.isTransparent { n += 1 } }
        return n
    }

    func forEachLiveNode(_ body: (Node) -> Void) {
        guard let root else { return }
        var stack: [Node] = root.children.reversed()
        while let n = stack.popLast() {
            body(n)
            stack.append(contentsOf: n.children.reversed())
        }
    }

    /// A node found up to date without running: each read takes its property's current version.
    func readsAreCurrent(_ node: Node) {
        for i in node.reads.indices { node.reads[i].version = version(of: node.reads[i].object, node.reads[i].keyPath) }
    }

    func version(of object: AnyObject, _ keyPath: AnyKeyPath) -> UInt32 {
        versions[PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath)] ?? 0
    }

    /// Every live node of a view type, in tree order (the workload's `setState`).
    func liveNodes<V: View>(of type: V.Type) -> [ViewNode<V>] {
        var found: [ViewNode<V>] = []
        forEachLiveNode { if let n = $0 as? ViewNode<V> { found.append(n) } }
        return found
    }
}

/// The node of `Redraw.root { … }`: built once; its content is its only evaluation.
final class RootNode: Node {
    let content: (inout _ChildBuilder) -> Void

    /// The root screen's edit mode (SystemEditMode.swift).
    let editMode = SystemEditMode()

    init(graph: ViewGraph, content: @escaping (inout _ChildBuilder) -> Void) {
        self.content = content
        var environment = EnvironmentValues()
        environment.installEditMode(editMode)
        super.init(graph: graph, parent: nil, key: nil, environment: environment)
    }

    override var typeName: String { "Redraw.root" }

    override func evaluate() -> [ChildDescription] {
        var builder = _ChildBuilder(environment: environment)
        content(&builder)
        return take(builder)
    }
}
