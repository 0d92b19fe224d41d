// ShownThroughBindings: a read made through a binding is stale only when the
// value the binding shows has changed.
//
// A row handed `$store.items[3]` reads the whole `items` property through it,
// so every write of `items` changes what the row read. Under push the parent
// re-runs, hands each row an equal binding and the rows are skipped (SwiftUI
// compares a binding's place and value: Binding.swift); a row whose element
// did not change shows what it showed, and is not stale.
//
// Invariants:
// - Asked only at a stale-view check, for a read whose version moved, of a
//   node that did not re-run: never on a timed path.
// - A binding explains a read of the property its place starts from (its
//   root object and first key path; a `@State` box's any read). A view that
//   also read that property directly is taken at its binding's word.
// - "Still shows" is stricter than the `==` that skipped the view: a type's
//   own `==` that ignores a field (`==` by `id`) skips a view whose title
//   changed, and that view is stale. So an equal value is also compared by
//   its reflected description, unless it is a collection of more than
//   `describedCollectionLimit` elements (then `==` decides).

extension Binding {
    /// Whether this binding projects `object`'s property at `keyPath` and still shows the value it showed.
    func stillShows(_ object: AnyObject, _ keyPath: AnyKeyPath) -> Bool {
        guard let location, location.projects(object, keyPath), let snapshot else { return false }
        let now = Instrumentation.quietly { getValue() }
        return sameShownValue(snapshot, now)
    }
}

extension BindingLocation {
    func projects(_ object: AnyObject, _ keyPath: AnyKeyPath) -> Bool {
        guard root == ObjectIdentifier(object) else { return false }
        guard let first = path.first else { return true }
        return (first.base as? AnyKeyPath) == keyPath
    }
}

/// Equal by `==` and, where it is cheap enough, by every stored field as reflection prints it.
func sameShownValue(_ a: Any, _ b: Any) -> Bool {
    guard valuesEqual(a, b) else { return false }
    if type(of: a) is AnyClass { return true }
    if let collection = a as? any Collection, !(a is String), collection.count > describedCollectionLimit { return true }
    return String(reflecting: a) == String(reflecting: b)
}

private let describedCollectionLimit = 64
