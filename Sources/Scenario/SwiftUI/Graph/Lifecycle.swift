// Lifecycle: when `.onAppear`, `.onDisappear`, `.task` and `.onChange`
// callbacks run (the update-cycle page, "Time and asynchronous work").
//
// Invariants:
// - A callback belongs to the node whose body (or lazy container's update)
//   holds its modifier, at the modifier's path there. After each evaluation
//   the node's callbacks are matched with the previous ones by path: a new one
//   appears, a vanished one disappears, a kept one compares its value. A
//   destroyed node's callbacks all disappear.
// - Callbacks never run inside a render pass: they are queued, and after the
//   pass the graph runs them, then the clock's due work (a started task's
//   first part), then a further render pass of the same frame — until none is
//   queued (at most `maximumRounds`; the rest waits for the next frame).
// - Order: the order in which the pass reached them (parents before their
//   children, siblings in order). SwiftUI does not document one. After them,
//   the `onPreferenceChange` actions whose value changed in that pass, their
//   holders parents first (PreferenceFlow.swift).

import Combine
import RedrawClock
import RedrawHooks

public enum LifecycleCallback {
    case appear(() -> Void)
    case disappear(() -> Void)
    /// `id` is nil for `.task` without `id:`.
    case task(id: LifecycleValue?, () async -> Void)
    /// `perform(old, new)`.
    case change(LifecycleValue, initial: Bool, (Any, Any) -> Void)
    /// `.onReceive`: subscribed when the view appears, cancelled when it disappears; each value
    /// goes to the `perform` of the view's latest body. `publisher`: a class publisher's identity,
    /// or an `AnyPublisher`'s box's (nil for another value): a body that passes another object (a
    /// model's subject replaced on a reset, a timer made in the body, a publisher erased again)
    /// moves the subscription to it — SwiftUI compares the old publisher and the new with
    /// `compareValues` and resubscribes when they differ (OpenSwiftUI's SubscriptionLifetime); an
    /// erased publisher's box, made by each `eraseToAnyPublisher()`, differs. Another value
    /// publisher made afresh by each body keeps its first here.
    case receive(publisher: ObjectIdentifier?, subscribe: (@escaping (Any) -> Void) -> AnyCancellable, perform: (Any) -> Void)
}

/// A value given to `.onChange(of:)` or `.task(id:)`, compared by its type's `==`.
public struct LifecycleValue {
    let value: Any
    let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }
}

struct LifecycleEntry {
    let path: [_IdentityComponent]
    /// Modifiers stacked on one view share its path: their order there.
    let ordinal: Int
    let callback: LifecycleCallback
    /// Declared inside a `NavigationStack`'s root content (a push covers it: CoveredScreens.swift),
    /// whichever node's body holds it.
    var inStack = false

    var key: LifecycleKey { LifecycleKey(path: path, ordinal: ordinal) }
}

/// A callback waiting for the end of the pass, with what it is for a journal's origin
/// (`onAppear of TodoRow`): a literal and the node's type name, so queueing allocates no text.
struct LifecycleCall {
    let kind: StaticString
    let view: String
    /// Held by a lazy container for a row it built.
    let inRow: Bool
    let run: () -> Void

    /// `node`'s callback: its origin is the view whose body wrote the modifier — for an
    /// `.onAppear` in the view a `Card` modifier wraps, the applier's (`onAppear of CardView`), as
    /// the content node holding it is named after the applier (ModifierContent.swift).
    init(_ kind: StaticString, of node: Node, _ run: @escaping () -> Void) {
        self.kind = kind
        self.view = node.typeName
        // A lazy container holds the callbacks of the rows it builds (their closures run in its
        // update): `onAppear of a row of List`, not of the List (a tester read the List's own).
        self.inRow = node is _OnScreenReporting
        self.run = run
    }

    /// `onAppear of TodoRow`, `onAppear of a row of List`: the journal's origin of what it writes.
    var origin: String { "\(kind) of \(inRow ? "a row of " : "")\(view)" }
}

struct LifecycleKey: Hashable {
    let path: [_IdentityComponent]
    let ordinal: Int
}

extension _ChildBuilder {
    mutating func appendLifecycle(_ callback: LifecycleCallback) {
        let ordinal = lifecycle.last.map { $0.path == path ? $0.ordinal + 1 : 0 } ?? 0
        lifecycle.append(LifecycleEntry(path: path, ordinal: ordinal, callback: callback,
                                        inStack: environment._inNavigationStack))
    }
}

extension ViewGraph {
    /// Rounds of callbacks and further passes one frame may take.
    static let maximumLifecycleRounds = 100

    /// `node` was evaluated: its callbacks were `old` and are now `node.lifecycle`.
    func lifecycleChanged(_ node: Node, from old: [LifecycleEntry]) {
        var previous: [LifecycleKey: LifecycleEntry] = [:]
        for entry in old { previous[entry.key] = entry }
        for entry in node.lifecycle {
            guard let before = previous.removeValue(forKey: entry.key) else {
                appeared(entry, of: node)
                continue
            }
            switch (before.callback, entry.callback) {
            case (.change(let oldValue, _, _), .change(let newValue, _, let perform)) where !newValue.equals(oldValue.value):
                lifecycleQueue.append(LifecycleCall("onChange", of: node) { perform(oldValue.value, newValue.value) })
            case (.task(let oldID?, _), .task(let newID?, _)) where !newID.equals(oldID.value):
                disappeared(before, of: node)
                appeared(entry, of: node)
            case (.receive(let oldPublisher?, _, _), .receive(let newPublisher?, _, _)) where oldPublisher != newPublisher:
                disappeared(before, of: node)
                appeared(entry, of: node)
            default:
                break
            }
        }
        for entry in old where previous[entry.key] != nil { disappeared(entry, of: node) }
    }

    /// `node` is being destroyed: every callback it holds disappears (a covered node's did when it
    /// was covered).
    func lifecycleEnded(_ node: Node) {
        for entry in node.lifecycle { disappeared(entry, of: node) }
        if !coveredHolders.isEmpty { coveredHolders.removeValue(forKey: ObjectIdentifier(node)) }
        if !coveredLevels.isEmpty { coveredLevels.removeValue(forKey: ObjectIdentifier(node)) }
    }

    private func appeared(_ entry: LifecycleEntry, of node: Node) {
        switch entry.callback {
        case .appear, .task:
            // In a covered screen nothing appears until it shows again (CoveredScreens.swift).
            if !isCovered(node, entry) { shows(entry, of: node) }
        case .change(let value, let initial, let perform):
            if initial { lifecycleQueue.append(LifecycleCall("onChange (initial)", of: node) { perform(value.value, value.value) }) }
        case .receive(_, let subscribe, _):
            let key = entry.key
            lifecycleQueue.append(LifecycleCall("onReceive subscribe", of: node) {
                guard node.isAlive, node.receivers[key] == nil else { return }
                node.receivers[key] = subscribe { [weak node] value in
                    guard let node, node.isAlive, let latest = node.lifecycle.first(where: { $0.key == key }),
                          case .receive(_, _, let perform) = latest.callback else { return }
                    perform(value)
                }
            })
        case .disappear:
            break
        }
    }

    private func disappeared(_ entry: LifecycleEntry, of node: Node) {
        switch entry.callback {
        case .disappear, .task:
            // A covered one disappeared when its screen was covered.
            if !isCovered(node, entry) { hides(entry, of: node) }
        case .receive:
            // Cancelled at once: a value sent after the view went must not reach it.
            node.receivers.removeValue(forKey: entry.key)?.cancel()
        case .appear, .change:
            break
        }
    }

    /// What appears with a view: its `.onAppear` runs, its `.task` starts (a view built, or its
    /// screen shown again: CoveredScreens.swift).
    func shows(_ entry: LifecycleEntry, of node: Node) {
        switch entry.callback {
        case .appear(let action):
            lifecycleQueue.append(LifecycleCall("onAppear", of: node, action))
        case .task(_, let body):
            let key = entry.key
            let label = "of \(node.typeName)"
            lifecycleQueue.append(LifecycleCall(".task start", of: node) {
                // Built and gone in one pass: never started; already running: not again.
                guard node.isAlive, node.tasks[key] == nil else { return }
                node.tasks[key] = VirtualClock.shared.startTask(label) { await body() }
            })
        case .disappear, .change, .receive:
            break
        }
    }

    /// What disappears with a view: its `.onDisappear` runs, its `.task` is cancelled.
    func hides(_ entry: LifecycleEntry, of node: Node) {
        switch entry.callback {
        case .disappear(let action):
            lifecycleQueue.append(LifecycleCall("onDisappear", of: node, action))
        case .task:
            let key = entry.key
            lifecycleQueue.append(LifecycleCall(".task cancel", of: node) {
                guard let handle = node.tasks.removeValue(forKey: key) else { return }
                VirtualClock.shared.cancel(handle)
            })
        case .appear, .change, .receive:
            break
        }
    }

    /// After a render pass: runs the queued callbacks and what they made due, then renders again.
    /// Work the pass itself made due (a `DispatchQueue.main.async` in a model's `init`, made by a
    /// body) runs so too, callbacks or not: whether it ran in this frame or waited for the next
    /// step's must not hang on an unrelated `.onAppear`.
    func settleLifecycle() {
        var rounds = 0
        queuePreferenceChanges()
        queueAnimationCompletions()
        while !lifecycleQueue.isEmpty || virtualClock.hasDueWork, rounds < Self.maximumLifecycleRounds {
            let queued = lifecycleQueue
            lifecycleQueue.removeAll()
            // A new pass first: what the callbacks write invalidates nodes for it, including
            // nodes already invalidated and evaluated in the pass before.
            pass += 1
            for call in queued {
                journal?.origin = call.origin
                PhaseClock.within(.workload) { call.run() }
            }
            runDueWork()
            render()
            queuePreferenceChanges()
            queueAnimationCompletions()
            rounds += 1
        }
        // Work on the clock that keeps coming due in the frame (a timer that sets itself for now)
        // loops as callbacks do.
        if rounds == Self.maximumLifecycleRounds, !lifecycleQueue.isEmpty || virtualClock.hasDueWork { noteFeedbackLoop() }
    }

    /// Callbacks still queued after the last round: each round's writes change what the next
    /// round's callbacks see — a preference a child derives from the state its parent's
    /// `.onPreferenceChange` writes, an `onChange` that writes what it watches. SwiftUI logs
    /// "Bound preference … tried to update multiple times per frame" or "onChange(of:) action
    /// tried to update multiple times per frame" and goes on; Redraw ends the frame and says so,
    /// as the step's counts are then the loop's first rounds (a tester's loop ran 101 bodies in
    /// silence, trial AX-8).
    private func noteFeedbackLoop() {
        let origins = Array(Set(lifecycleQueue.map(\.origin) + (virtualClock.hasDueWork ? virtualClock.dueDescriptions : []))).sorted()
        let named = origins.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (origins.count > 3 ? " and \(origins.count - 3) more" : "")
        note("a frame's callbacks were still changing state after \(Self.maximumLifecycleRounds) rounds (\(named) queued again): a "
            + "feedback loop, each round's write making the next round's change — SwiftUI logs \"tried to update multiple times per "
            + "frame\" for it; Redraw ended the frame there, so this step's counts are the loop's first "
            + "\(Self.maximumLifecycleRounds) rounds")
    }
}
