// ViewInput: a view value that a primitive keeps beside the closure it runs
// (a `NavigationLink`'s destination), so that it compares as an input by the
// view's own field rules (FieldLayout) where a closure never would.

struct _ViewInput {
    let view: Any
    /// Whether another `_ViewInput`'s view equals this one as an input.
    let sameAs: (Any) -> Bool

    init<V: View>(_ view: V) {
        self.view = view
        sameAs = { other in
            guard var b = other as? V else { return false }
            guard MemoryLayout<V>.size > 0 else { return true }
            var a = view
            return withUnsafeBytes(of: &a) { x in
                withUnsafeBytes(of: &b) { y in FieldLayout.of(V.self).inputsEqual(x.baseAddress!, y.baseAddress!) }
            }
        }
    }
}
