// PendingChanges: what a context inserted and deleted since its last save,
// so that `rollback()` can discard it — Apple's rollback "Discards any
// pending inserts, changes, and deletes" made since the last save.
//
// Invariants:
// - Each context keeps its own (SwiftData's pending changes are a context's);
//   `save()` and `rollback()` empty them. Autosave never saves here, so
//   everything since the last `save()` (or the run's start) is pending.
// - An object is in at most one list: an insert of an object deleted since
//   the save cancels its delete, and a delete of one inserted since the save
//   cancels its insert (either way it is as it was at the save, but for its
//   place in its table).
// - A delete keeps the object's place in its table, so that a rollback puts
//   it back where it was: deletes are restored in reverse order, each at the
//   place it left (inserts, which append, are discarded first).
// - Changed property values are not kept: the models' properties are the
//   app's own, and the store holds no saved copy of them (README says what a
//   rollback leaves as it is).

final class PendingChanges {
    /// An object inserted since the save, and the table it went into.
    struct Insert {
        let object: AnyObject
        let table: ModelTable
    }

    /// An object deleted since the save, its table and the place it held there.
    struct Delete {
        let object: AnyObject
        let table: ModelTable
        let index: Int
    }

    // Keyed by identity (an insert or delete looks up the other list at once, not by a scan: a
    // workload may insert thousands before it saves); the sequence keeps the order they came in.
    // The entries hold their objects, so an identity is not reused while it is pending.
    private var inserts: [ObjectIdentifier: (order: Int, change: Insert)] = [:]
    private var deletes: [ObjectIdentifier: (order: Int, change: Delete)] = [:]
    private var order = 0

    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty }

    func inserted(_ object: AnyObject, into table: ModelTable) {
        let key = ObjectIdentifier(object)
        if deletes.removeValue(forKey: key) == nil {
            order += 1
            inserts[key] = (order, Insert(object: object, table: table))
        }
    }

    func deleted(_ object: AnyObject, from table: ModelTable, at index: Int) {
        let key = ObjectIdentifier(object)
        if inserts.removeValue(forKey: key) == nil {
            order += 1
            deletes[key] = (order, Delete(object: object, table: table, index: index))
        }
    }

    /// The pending changes, each list in the order they were made, which are then none (a save or
    /// a rollback).
    func take() -> (inserts: [Insert], deletes: [Delete]) {
        defer { inserts = [:]; deletes = [:] }
        return (inserts.values.sorted { $0.order < $1.order }.map(\.change),
                deletes.values.sorted { $0.order < $1.order }.map(\.change))
    }
}
