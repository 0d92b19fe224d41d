// Relationships: SwiftData keeps both sides of a relationship, and the objects
// a stored object relates to, in the context — which app code relies on
// (`folder.items.append(Item(…))` and the item's list shows it).
//
// Invariants:
// - A relationship is a stored property of a `@Model` class whose type is
//   another `@Model` class of the file (`Item`, `Item?`, `[Item]`). The front
//   end (ModelRelationships) adds a `didSet` to each that calls `changed`, and
//   an extension making the class a `_RedrawRelationshipOwner`.
// - Inverses: those declared, `@Relationship(inverse: \Item.folder)` on
//   either side, and one SwiftData infers (no `inverse:`; the front end pairs
//   them). When one side changes, each object added sets its inverse to the
//   owner (to-one) or gains the owner (to-many), and each object removed
//   loses it — as SwiftData documents for `inverse:` ("keeps both sides of the
//   relationship in sync", Apple's `Relationship(_:deleteRule:minimumModelCount:
//   maximumModelCount:originalName:inverse:hashModifier:)`). The second side's
//   own `didSet` then finds the first already in sync and writes nothing.
// - Insertion: an object related to one in the store is inserted too, either
//   way round, and an object inserted brings in what it relates to (its
//   initialiser set its relationships, which no `didSet` saw).
// - Deletion: each related object loses the deleted one from its inverse
//   (`.nullify`, the default rule); with `.cascade`, it is deleted too. A
//   deleted object's own relationships are not written afterwards. An insert
//   a rollback discards is detached as by `.nullify`, with no cascade; a
//   delete it restores names itself again in its related objects' inverses.
// - A to-many side holds each object once, as SwiftData's, a set underneath,
//   does: its `didSet` drops an object met again (`item.folder = f` then
//   `f.items.append(item)` — the inverse already added it — leaves it once).
// - Every write goes through the app's own properties, so it is observed and
//   counted as the app's (SwiftData's writes are the app's model's).

import Foundation

/// A `@Model` class with relationships (the front end's extension).
/// Main-actor, as the scenario's code runs (and its class's properties are, in a file whose default
/// isolation is `MainActor`): a context calls them with `MainActor.assumeIsolated`.
public protocol _RedrawRelationshipOwner: AnyObject {
    /// It was inserted: the objects it relates to join the store, and their inverses name it.
    @MainActor func _redrawInserted()
    /// It was deleted from `context`: its relationships' delete rules run.
    @MainActor func _redrawDeleted(in context: ModelContext)
}

public enum _RedrawRelationships {
    // MARK: A relationship's value as its objects

    public static func members<R: AnyObject>(_ value: [R]) -> [R] { value }
    public static func members<R: AnyObject>(_ value: [R]?) -> [R] { value ?? [] }
    public static func members<R: AnyObject>(_ value: R?) -> [R] { value.map { [$0] } ?? [] }
    public static func members<R: AnyObject>(_ value: R) -> [R] { [value] }

    // MARK: A to-many relationship holds each object once

    /// `value` with each object once, in the order first met; nil when it already holds each once.
    public static func once<R: AnyObject>(_ value: [R]) -> [R]? {
        var seen = Set<ObjectIdentifier>()
        seen.reserveCapacity(value.count)
        guard !value.allSatisfy({ seen.insert(ObjectIdentifier($0)).inserted }) else { return nil }
        seen.removeAll(keepingCapacity: true)
        return value.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    public static func once<R: AnyObject>(_ value: [R]?) -> [R]? {
        guard let value else { return nil }
        return once(value)
    }

    // MARK: One side changed: `old` → `new`, and the inverse property of each related object

    /// No inverse declared: only the store follows.
    public static func changed<O: PersistentModel, R: PersistentModel>(_ owner: O, old: [R], new: [R]) {
        follow(owner, added: added(old, new))
    }

    /// The inverse is to-one, optional (`var folder: Folder?`).
    public static func changed<O: PersistentModel, R: PersistentModel>(_ owner: O, old: [R], new: [R],
                                                                      inverse: ReferenceWritableKeyPath<R, O?>) {
        let (gained, lost) = (added(old, new), added(new, old))
        for related in lost where related[keyPath: inverse] === owner { related[keyPath: inverse] = nil }
        for related in gained where related[keyPath: inverse] !== owner { related[keyPath: inverse] = owner }
        follow(owner, added: gained)
    }

    /// The inverse is to-one and not optional (`var folder: Folder`): an object removed keeps it.
    public static func changed<O: PersistentModel, R: PersistentModel>(_ owner: O, old: [R], new: [R],
                                                                      inverse: ReferenceWritableKeyPath<R, O>) {
        let gained = added(old, new)
        for related in gained where related[keyPath: inverse] !== owner { related[keyPath: inverse] = owner }
        follow(owner, added: gained)
    }

    /// The inverse is to-many (`var tags: [Tag]`).
    public static func changed<O: PersistentModel, R: PersistentModel>(_ owner: O, old: [R], new: [R],
                                                                      inverse: ReferenceWritableKeyPath<R, [O]>) {
        let (gained, lost) = (added(old, new), added(new, old))
        for related in lost {
            if let index = related[keyPath: inverse].firstIndex(where: { $0 === owner }) { related[keyPath: inverse].remove(at: index) }
        }
        for related in gained where !related[keyPath: inverse].contains(where: { $0 === owner }) {
            related[keyPath: inverse].append(owner)
        }
        follow(owner, added: gained)
    }

    /// The inverse is an optional to-many (`var tags: [Tag]?`).
    public static func changed<O: PersistentModel, R: PersistentModel>(_ owner: O, old: [R], new: [R],
                                                                      inverse: ReferenceWritableKeyPath<R, [O]?>) {
        let (gained, lost) = (added(old, new), added(new, old))
        for related in lost {
            if let index = related[keyPath: inverse]?.firstIndex(where: { $0 === owner }) { related[keyPath: inverse]?.remove(at: index) }
        }
        for related in gained where !(related[keyPath: inverse]?.contains(where: { $0 === owner }) ?? false) {
            related[keyPath: inverse] = (related[keyPath: inverse] ?? []) + [owner]
        }
        follow(owner, added: gained)
    }

    // MARK: Deletion

    /// A deleted object's `.cascade` relationship: each related object is deleted too (after the
    /// related objects lost it from their inverses, so that their own rules see it gone) — but not
    /// for an insert a rollback discards (`ModelStore.discarding`): it was never stored, and what it
    /// relates to may have been saved.
    public static func cascade<R: PersistentModel>(_ related: [R], in context: ModelContext) {
        guard !ModelStore.current.discarding else { return }
        related.forEach(context.delete)
    }

    // MARK: Helpers

    /// The objects of `new` that `old` does not hold, by identity, in `new`'s order — leaving out
    /// deleted ones, whose relationships are not written (a cascade's items do not write the
    /// deleted folder's `items` as they go).
    private static func added<R: AnyObject>(_ old: [R], _ new: [R]) -> [R] {
        let deleted = ModelStore.current.deleted
        let before = Set(old.map(ObjectIdentifier.init))
        return new.filter { !before.contains(ObjectIdentifier($0)) && !deleted.contains(ObjectIdentifier($0)) }
    }

    /// The store follows the relationship: objects related to a stored owner are inserted, and an
    /// owner related to a stored object is inserted.
    private static func follow<O: PersistentModel, R: PersistentModel>(_ owner: O, added: [R]) {
        guard !added.isEmpty else { return }
        let store = ModelStore.current
        let context = store.mainContext
        if store.table(O.self).contains(owner) {
            for related in added where !store.table(R.self).contains(related) { context.insert(related) }
        } else if added.contains(where: { store.table(R.self).contains($0) }) {
            context.insert(owner)
        }
    }
}
