// PullToRefresh: `Redraw.refresh()` on a `.refreshable` view. The action runs
// as a task on the virtual clock; while it has not returned, the list shows
// its spinner and a further pull starts nothing — UIKit's refresh control,
// which SwiftUI's `.refreshable` drives, sends no new "value changed" while
// it is refreshing, and SwiftUI ends the refresh when the action returns
// ("SwiftUI … awaits the action's completion before hiding the refresh
// control", `refreshable(action:)`'s documentation). Such a pull is a step
// that changes nothing, and the run notes it.
//
// Invariant: what is refreshing is kept per graph (one run's), by the node
// that holds the `.refreshable` and the target's place in its body.

import RedrawClock
import RedrawResults

extension ViewGraph {
    struct RefreshKey: Hashable {
        let owner: ObjectIdentifier
        let path: [_IdentityComponent]
    }

    /// Pulls the `index`-th `.refreshable` view (in tree order) inside `scope`, or the only one.
    /// Nil when it was pulled or is still refreshing (noted), else why nothing could be pulled.
    public func _pullToRefresh(in scope: Any.Type?, index: Int?) -> _ActionLookupError? {
        let found = targetsWithNodes(.refresh).filter { scope.map($0.node.isInside) ?? true }
        let inScope = scope.map { " inside `\($0)`" } ?? ""
        let chosen: (target: _ActionTarget, node: Node)
        switch Pick(found, index: index) {
        case .chosen(let one): chosen = one
        case .none: return _ActionLookupError(message: "nothing to pull to refresh\(inScope): no view with `.refreshable` is on screen")
        case .outOfRange:
            return _ActionLookupError(message: "index \(index ?? 0) of \(found.count) refreshable views\(inScope) (indices start at 0)")
        case .several:
            return _ActionLookupError(message: "\(found.count) views with `.refreshable` are on screen: narrow it with `in: ViewType.self` or `index:`")
        }
        guard case .refresh(let start) = chosen.target.perform else { return nil }
        let key = RefreshKey(owner: ObjectIdentifier(chosen.node), path: chosen.target.path)
        if let running = refreshing[key], !running.finished {
            note("the list was still refreshing (its `.refreshable` action, started \(Self.ago(running.started)), had not "
                 + "returned): as on a device, pulling again started nothing")
            return nil
        }
        refreshing[key] = start()
        return nil
    }

    /// "0.25 s before" on the virtual clock.
    private static func ago(_ started: Int64) -> String {
        let seconds = Double(VirtualClock.shared.nanoseconds - started) / 1e9
        return seconds <= 0 ? "in this frame" : "\(StepNames.number((seconds * 1000).rounded() / 1000)) s before"
    }
}
