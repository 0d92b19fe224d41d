// SwiftData: an in-memory store for the scenario's `@Model` classes (the
// front end desugars `@Model` itself: `@Observable` under pull,
// `ObservableObject` under push), with `ModelContainer`, `ModelContext`,
// `FetchDescriptor` and `@Query`, so that an app written on SwiftData runs.
//
// Invariants:
// - One store per run, forgotten at the start of every pass (`_SwiftDataRun`);
//   every container and context of the run share it, so `.modelContainer(for:)`
//   and `@Environment(\.modelContext)` find the same objects. Nothing is written
//   to disk; `save()` keeps nothing more.
// - A `@Query` is a read of its model type's table and of what its filter and
//   sort read: the table is observable (the real Observation module), so
//   inserting or deleting an object of that type runs every body whose query
//   read the table; and the filter and sort read the objects' properties in
//   that body, so a change that can move an object in or out of the results,
//   or reorder them, re-runs it (pull) or leaves it stale (push: the body holds
//   no object) — as SwiftData keeps a query's results in sync with the
//   context's unsaved changes ("the pending changes are only included if they
//   match the predicate", useyourloaf.com/blog/swiftdata-fetching-pending-changes;
//   Apple's `Query`: its models "remain in sync with the underlying data").
//   Whether SwiftData also re-runs the body for other property changes, and
//   when (at once or at the end of the event loop), is not documented: the
//   README says so. A fetch through `ModelContext` reads quietly.
// - Under both engines: the store is Redraw's, not the user's model, so it is
//   observed the same way whichever form the user's classes run in.
// - A model's `persistentModelID` is made the first time it is asked for or
//   the model is inserted, numbered in that order from the run's start, and
//   kept for the object for the rest of the run; its `modelContext` is the
//   context that inserted it until it is deleted (nil before and after).
//   Reading either is no read of a body (nothing observable changes them).
// - A context's inserts and deletes since its last save are pending
//   (PendingChanges.swift): `rollback()` discards the inserts and puts the
//   deleted objects back, each through the store's observed tables and the
//   models' own relationship properties, so the bodies that read them re-run.
// - Schema versions and migration plans (SchemaVersioning.swift) are values
//   only: the run's one in-memory store starts empty, so there is nothing to
//   migrate, and no stage's closure runs.

import Foundation
import Observation
import SwiftUI
import RedrawHooks

/// What `@Model` makes a class (the front end adds the conformance): identifiable by the
/// object itself, unless the class declares its own `id`, and hashable by identity — SwiftData's
/// `PersistentModel` is `Hashable`, which `NavigationLink(value:)` and
/// `.navigationDestination(for:)` rely on.
public protocol PersistentModel: AnyObject, Identifiable, Hashable {}

extension PersistentModel {
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
    public static func == (a: Self, b: Self) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The context that inserted the model; nil before its insertion and after its deletion.
    public var modelContext: ModelContext? { ModelStore.current.liveRecord(of: self)?.context }

    /// The model's identifier for the run: made when first asked for or at its insertion.
    public var persistentModelID: PersistentIdentifier { ModelStore.current.record(of: self).id }
}

/// A model's identifier (`persistentModelID`): its type's name and a number unique in the run.
/// Codable, so an app can keep it (`@SceneStorage`, a navigation path); a decoded one finds its
/// model again only in the run that made it.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's type, as written (`Item`).
    public let entityName: String
    /// The store's: the run's one in-memory store.
    public var storeIdentifier: String? { "memory" }
    let number: Int

    public var description: String { "\(entityName)/p\(number)" }
    /// In the order they were made (the number is unique in the run, whatever the type).
    public static func < (a: Self, b: Self) -> Bool { a.number < b.number }
}

/// What the store knows of one model object: its identifier and the context that inserted it.
final class ModelRecord {
    /// Weak: a record never keeps a model alive (an identifier outlives its model).
    weak var object: AnyObject?
    let id: PersistentIdentifier
    var context: ModelContext?

    init(object: AnyObject, id: PersistentIdentifier) {
        self.object = object
        self.id = id
    }
}

/// The objects of one model type, in insertion order.
final class ModelTable: Observable, _RedrawNamedObject {
    private let registrar = ObservationRegistrar()
    private var stored: [AnyObject] = []
    /// The stored objects' identities: whether an object is in the store, at once. Kept with each
    /// change, not rebuilt from `stored` (an insert into a store of n objects is O(1), not O(n)).
    private var members: Set<ObjectIdentifier> = []
    /// The model type's name: a change of the table is named `Item.(SwiftData store)` in causes.
    let _redrawTypeName: String
    var _redrawPropertyName: String { "(SwiftData store)" }

    init(of type: Any.Type) { _redrawTypeName = _typeName(type, qualified: false) }

    // Reported to the counting run as a tracked property's reads and writes are (the macro's code
    // reports them through the forwarding registrar; this one is the real registrar), so that an
    // insert is named as the change it is, not as an `objectWillChange.send()`.
    var objects: [AnyObject] {
        Instrumentation.sink?.read(self, \ModelTable.objects, .observed)
        registrar.access(self, keyPath: \.objects)
        return stored
    }

    /// Every change of the table, notified as a write of `objects`.
    private func change(_ body: () -> Void) {
        let sink = Instrumentation.sink
        sink?.willWrite(self, \ModelTable.objects, .observed)
        registrar.withMutation(of: self, keyPath: \.objects, body)
        sink?.didWrite(self, \ModelTable.objects, .observed)
    }

    func append(_ object: AnyObject) {
        change {
            stored.append(object)
            members.insert(ObjectIdentifier(object))
        }
    }

    func remove(at index: Int) {
        change { members.remove(ObjectIdentifier(stored.remove(at: index))) }
    }

    /// A rolled-back delete, put back at the place it left (or last, if the table is shorter now).
    func insert(_ object: AnyObject, at index: Int) {
        change {
            stored.insert(object, at: min(index, stored.count))
            members.insert(ObjectIdentifier(object))
        }
    }

    /// Redraw's own read (a fetch outside a body, a duplicate check): tracks nothing.
    var untracked: [AnyObject] { stored }

    /// Whether `object` is in the store (tracks nothing).
    func contains(_ object: AnyObject) -> Bool { members.contains(ObjectIdentifier(object)) }
}

/// The run's store: one table per model type.
final class ModelStore {
    nonisolated(unsafe) static var current = ModelStore()
    private var tables: [ObjectIdentifier: ModelTable] = [:]
    /// The run's one context: every container's `mainContext` and `\.modelContext`'s default, so
    /// a view holding `@Environment(\.modelContext)` sees the same object at every update.
    let mainContext = ModelContext()
    /// The container `mainContext.container` gives: any of the run's would do, as all hold this store.
    let container = ModelContainer()
    /// Objects deleted in this run (until inserted again), and inserts a rollback discarded: their
    /// relationships are not written when a related object changes (Relationships.swift).
    var deleted: Set<ObjectIdentifier> = []
    /// Set while a rollback detaches the objects it discards: their related objects lose them
    /// (`.nullify`), but no `.cascade` deletes what they relate to — a discarded insert is not a
    /// delete, and what it was related to may have been saved.
    var discarding = false

    func table(_ type: Any.Type) -> ModelTable {
        if let table = tables[ObjectIdentifier(type)] { return table }
        let table = ModelTable(of: type)
        tables[ObjectIdentifier(type)] = table
        return table
    }

    private var records: [ObjectIdentifier: ModelRecord] = [:]
    private var recordsByID: [PersistentIdentifier: ModelRecord] = [:]
    private var lastNumber = 0

    /// The model's record, if it has one (an object identifier reused by a new object is not it).
    func liveRecord(of model: AnyObject) -> ModelRecord? {
        guard let record = records[ObjectIdentifier(model)], record.object === model else { return nil }
        return record
    }

    /// The model's record, made with the run's next number if it has none.
    func record(of model: AnyObject) -> ModelRecord {
        if let record = liveRecord(of: model) { return record }
        lastNumber += 1
        let record = ModelRecord(object: model, id: PersistentIdentifier(entityName: _typeName(type(of: model), qualified: false),
                                                                         number: lastNumber))
        records[ObjectIdentifier(model)] = record
        recordsByID[record.id] = record
        return record
    }

    /// The live model an identifier names, if any.
    func record(for id: PersistentIdentifier) -> ModelRecord? {
        guard let record = recordsByID[id], record.object != nil else { return nil }
        return record
    }
}

/// The runtime's hook: each pass of the workload starts from an empty store.
public enum _SwiftDataRun {
    public static func reset() { ModelStore.current = ModelStore() }
}

public struct ModelConfiguration: Sendable {
    public var isStoredInMemoryOnly: Bool
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    /// The store's file: a name of the configuration's, nothing written (the run's store is in memory).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) { isStoredInMemoryOnly = false }
    /// Apple declares it beside the variadic form below, which makes `ModelConfiguration(isStoredInMemoryOnly: true)` this one.
    public init(isStoredInMemoryOnly: Bool = false) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
    /// A configuration for some of the models: every model is in the run's one store whatever it says.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
}

public struct Schema: Sendable {
    public init(_ types: [Any.Type], version: Version = Version(1, 0, 0)) {}
    public init(_ types: Any.Type...) {}
    /// The schema of a version (SchemaVersioning.swift): its models, in the run's one store.
    public init(versionedSchema: any VersionedSchema.Type) {}
}

/// A container of the run's store; every container of a run holds the same objects. A migration
/// plan is taken and never run: the run's store starts empty, with nothing to migrate.
public final class ModelContainer: @unchecked Sendable {
    public var mainContext: ModelContext { ModelStore.current.mainContext }

    public init(for types: Any.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: ModelConfiguration...) throws {}
    public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: [ModelConfiguration]) throws {}
    init() {}
}

public struct FetchDescriptor<T: AnyObject> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Inserts, deletes and fetches in the run's store.
public final class ModelContext: @unchecked Sendable {
    /// Kept, and never acted on: nothing saves by itself here (no event loop ends an autosave's
    /// period), so a rollback discards everything since the last `save()`.
    public var autosaveEnabled = true
    /// Whether an insert or delete is pending (a changed property does not set it: the store does
    /// not see the models' property writes).
    public var hasChanges: Bool { !pending.isEmpty }
    private let pending = PendingChanges()
    /// Kept for the app (`modelContext.undoManager = UndoManager()`, `undoManager?.undo()`); the
    /// context registers nothing with it, so an undo reverts only what the app registered itself.
    public var undoManager: UndoManager?

    private let madeIn: ModelContainer?

    public init() { madeIn = nil }
    public init(_ container: ModelContainer) { madeIn = container }

    /// The container it was made with; the run's own for a container's `mainContext` (which every
    /// container shares). Every container holds the run's one store, so which it is decides nothing.
    public var container: ModelContainer { madeIn ?? ModelStore.current.container }

    /// A model's type, as Apple's: an `any PersistentModel` is opened (`examples.forEach { context.insert($0) }`).
    public func insert<T: PersistentModel>(_ model: T) {
        let table = ModelStore.current.table(T.self)
        guard !table.contains(model) else { return }
        ModelStore.current.deleted.remove(ObjectIdentifier(model))
        ModelStore.current.record(of: model).context = self
        table.append(model)
        pending.inserted(model, into: table)
        // The objects it relates to are inserted with it, and their inverses set (Relationships.swift).
        if let owner = model as? _RedrawRelationshipOwner { MainActor.assumeIsolated { owner._redrawInserted() } }
    }

    public func delete<T: PersistentModel>(_ model: T) {
        let table = ModelStore.current.table(T.self)
        guard table.contains(model), let index = table.untracked.firstIndex(where: { $0 === model }) else { return }
        ModelStore.current.liveRecord(of: model)?.context = nil
        table.remove(at: index)
        ModelStore.current.deleted.insert(ObjectIdentifier(model))
        pending.deleted(model, from: table, at: index)
        // Its relationships' delete rules: the related objects' inverses nullified, cascades deleted.
        if let owner = model as? _RedrawRelationshipOwner { MainActor.assumeIsolated { owner._redrawDeleted(in: self) } }
    }

    /// Every object of `type` (those the predicate matches), each deleted as `delete(_:)` deletes
    /// one: its delete rules run, at once. The predicate is evaluated first, over the store as it
    /// was; an object a cascade already deleted is skipped. Objects are kept by the type they were
    /// inserted as, so `includeSubclasses` decides nothing here.
    public func delete<T: PersistentModel>(model type: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        let matched = try Self.results(ModelStore.current.table(T.self).untracked, FetchDescriptor(predicate: predicate))
        for model in matched { delete(model) }
    }

    /// The inserted model an identifier names, of type `T`; nil for one not inserted (or deleted),
    /// or of another type. Every context of the run reaches the same store, so any finds it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        guard let record = ModelStore.current.record(for: id), record.context != nil else { return nil }
        return record.object as? T
    }

    /// The model an identifier names, inserted or not. An identifier of a model that no longer
    /// exists (or of another run) stops the run: Apple's returns a model for any identifier of its
    /// store, and this store keeps no model that is gone.
    public func model(for id: PersistentIdentifier) -> any PersistentModel {
        guard let model = ModelStore.current.record(for: id)?.object as? any PersistentModel else {
            preconditionFailure("ModelContext.model(for:): no model with the identifier \(id) exists in this run's store")
        }
        return model
    }

    /// Posts `willSave` and `didSave`, as SwiftData's does (an app that reloads on `didSave` then
    /// does so here); nothing is written.
    public func save() throws {
        NotificationCenter.default.post(name: ModelContext.willSave, object: self)
        _ = pending.take()
        NotificationCenter.default.post(name: ModelContext.didSave, object: self)
    }
    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// Runs `block`, then saves (Apple's: "Performs the specified closure and then saves any pending
    /// changes"); an error the block throws is thrown before the save.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Discards the inserts and deletes made since the last save: an inserted object leaves the store
    /// (and the relationships of the objects it was related to, as `.nullify` would: no cascade), and
    /// a deleted one is back in its place, with its context, and named again by the inverses of what
    /// it still relates to (its own relationships were not written when it was deleted). Changed
    /// property values stay: the store keeps no saved copy of them (README).
    public func rollback() {
        let (inserts, deletes) = pending.take()
        let store = ModelStore.current
        // Discarded inserts first, all of them, so that none of their relationships is written back
        // while the others go; then their related objects lose them.
        for insert in inserts {
            guard let index = insert.table.untracked.firstIndex(where: { $0 === insert.object }) else { continue }
            store.liveRecord(of: insert.object)?.context = nil
            insert.table.remove(at: index)
            store.deleted.insert(ObjectIdentifier(insert.object))
        }
        store.discarding = true
        for insert in inserts {
            if let owner = insert.object as? _RedrawRelationshipOwner { MainActor.assumeIsolated { owner._redrawDeleted(in: self) } }
        }
        store.discarding = false
        // Deleted objects back, the last deleted first (each at the place it left), then their inverses.
        for delete in deletes.reversed() where !delete.table.contains(delete.object) {
            store.deleted.remove(ObjectIdentifier(delete.object))
            store.record(of: delete.object).context = self
            delete.table.insert(delete.object, at: delete.index)
        }
        for delete in deletes {
            if let owner = delete.object as? _RedrawRelationshipOwner { MainActor.assumeIsolated { owner._redrawInserted() } }
        }
        // What the restoring wrote (an inverse whose object `follow` stored) is not a change to keep.
        _ = pending.take()
    }

    public func fetch<T: AnyObject>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try Self.results(ModelStore.current.table(T.self).untracked, descriptor)
    }

    public func fetchCount<T: AnyObject>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The store's answer: quietly for a fetch, which nothing keeps in sync; `tracked` for a
    /// `@Query`, whose filter and sort are then reads of the body that reads it.
    static func results<T: AnyObject>(_ objects: [AnyObject], _ descriptor: FetchDescriptor<T>,
                                      tracked: Bool = false) throws -> [T] {
        func answer() throws -> [T] {
            var out = objects.compactMap { $0 as? T }
            if let predicate = descriptor.predicate { out = try out.filter { try predicate.evaluate($0) } }
            if !descriptor.sortBy.isEmpty { out.sort(using: descriptor.sortBy) }
            if let offset = descriptor.fetchOffset { out = Array(out.dropFirst(offset)) }
            if let limit = descriptor.fetchLimit { out = Array(out.prefix(limit)) }
            return out
        }
        return tracked ? try answer() : try Instrumentation.quietly { try answer() }
    }
}

/// The objects of a model type, fetched as the body reads them: a read of the type's table.
@propertyWrapper
public struct Query<Element: AnyObject>: Equatable {
    let descriptor: FetchDescriptor<Element>
    /// Made with the query: its copies share it, a re-made query has another.
    private let made = _QueryMade()

    // `animation:` is how SwiftUI animates a change of the results; Redraw draws no frames, so
    // every form takes it and drops it, and the results change at once.
    public init() { descriptor = FetchDescriptor() }
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) { self.descriptor = descriptor }
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    // iOS 17's `transaction:` animates the change as `animation:` does: taken and dropped. It has no
    // default here (Apple's does, beside `animation:` forms that have none): both defaulted, `@Query()`
    // would match either.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) { self.descriptor = descriptor }
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    public var wrappedValue: [Element] {
        // A query that cannot be evaluated shows nothing, as SwiftData's does.
        (try? ModelContext.results(ModelStore.current.table(Element.self).objects, descriptor, tracked: true)) ?? []
    }

    /// A copy of a query is the same query (a container re-expanding content its parent built
    /// earlier). A parent's re-run re-makes its children's queries: two are then the same when
    /// their sort, offset and limit are equal and neither has a filter. A `Predicate` has no `==`
    /// (and its description traps on expressions Foundation does not know), so a re-made filtered
    /// query is a changed input — iTour's listing, whose initialiser builds its query from the
    /// search text, re-runs with the new filter. Whether SwiftUI re-runs a view whose re-made
    /// filtered query has equal arguments is not documented (README, Known limits).
    public static func == (a: Self, b: Self) -> Bool {
        if a.made === b.made { return true }
        return a.descriptor.predicate == nil && b.descriptor.predicate == nil && a.descriptor.sortBy == b.descriptor.sortBy
            && a.descriptor.fetchLimit == b.descriptor.fetchLimit && a.descriptor.fetchOffset == b.descriptor.fetchOffset
    }
}

/// A query's identity across copies (see `Query.==`).
final class _QueryMade: Sendable {}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelStore.current.mainContext }
}

extension EnvironmentValues {
    /// The run's context: every context reaches the same store.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// The store is the run's whatever the container, and so is its context (`\.modelContext`'s
    /// default): these put nothing in the environment.
    public func modelContainer(for types: Any.Type..., inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                               isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false) -> some View { self }
    public func modelContainer(_ container: ModelContainer) -> some View { self }
    public func modelContext(_ context: ModelContext) -> some View { self }
}
