// ViewInput: a view value that a primitive keeps beside the closure it runs
// (a `NavigationLink`'s destination), so that it compares as an input by the
// view's own field rules (FieldLayout) where a closure never would.

struct _ViewInput {
    let view: Any
    /// Whether another `_ViewInput`'s view equals this one as an input.
    let sameAs: (Any) -> Bool

    /// `view`'s bindings, in modifiers around it too, take the value they show now, quietly, as
    /// SwiftUI's binding carries one from the moment it is made (no node will install this view to
    /// take it): a destination `Detail(item: $store.items[1]).navigationTitle("Item")` is then
    /// equal while that item is.
    init<V: View>(_ made: V) {
        let view = Self.showingNow(made)
        self.view = view
        sameAs = { [view] other in
            guard var b = other as? V else { return false }
            guard MemoryLayout<V>.size > 0 else { return true }
            var a = view
            return withUnsafeBytes(of: &a) { x in
                withUnsafeBytes(of: &b) { y in FieldLayout.of(V.self).inputsEqual(x.baseAddress!, y.baseAddress!) }
            }
        }
    }

    /// `made` with its bindings' snapshots taken now, quietly: how a view that no node installs —
    /// a link's destination, a link's label — compares with the next one its parent makes.
    static func showingNow<V: View>(_ made: V) -> V {
        var view = made
        let layout = FieldLayout.of(V.self)
        guard layout.holdsRefreshedFields else { return view }
        Instrumentation.quietly {
            withUnsafeMutableBytes(of: &view) { raw in layout.refreshAll(at: raw.baseAddress!) }
        }
        return view
    }
}
