// AppStorage: a value kept under a key, shared by every view that names the
// key — as `@AppStorage` keeps it in `UserDefaults`. A read in a body is
// tracked (like `@State`), so a write re-runs the views that read the key, in
// any view. The store is the run's (`_StorageRun`): each pass starts from the
// declared defaults (a fresh install), so counts do not depend on what an
// earlier run stored; writes through `UserDefaults` directly are not seen.
//
// Held by a class (an `ObservableObject`'s property, an `@Observable`'s
// `@ObservationIgnored` one) it is the same stored value, but a read through
// the class is tracked by nothing: SwiftUI documents the wrapper as one that
// "invalidates a view on a change in value" — the view that declares it, which
// installs it; one held by an object is installed in no view. A write through
// the class re-runs the views that declare the key themselves, and:
// - in an `ObservableObject`, the object's `objectWillChange` sends first, as a
//   `@Published` property's does: Apple's iOS & iPadOS 14.5 release notes,
//   SwiftUI (65562845), "AppStorage property wrappers now work as expected when
//   contained inside an ObservableObject, causing the system to emit the
//   objectWillChange publisher" (trial BF-1). A write of the key made elsewhere
//   (a view's own `@AppStorage`) does not make the object send: a 2024 report
//   (Point-Free's gist 3be96d89) shows a write through the model updating its
//   view and a write of the same default from outside not updating it;
// - in any other class (an `@Observable` one), nothing is sent, and a view that
//   read it through the object is left stale.


@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let initial: Value
    /// The view's box, once a view installed it; nil in a class.
    var box: StateBox<Value>?
    /// `@SceneStorage` keeps its keys apart (SceneStorage.swift).
    var scope = StorageScope.app

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.key = key; initial = wrappedValue }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.key = key; initial = wrappedValue
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.key = key; initial = wrappedValue
    }

    /// The optional forms start from nil.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped?, Wrapped: _StorableValue {
        self.key = key; initial = nil
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.key = key; initial = nil
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.key = key; initial = nil
    }

    public var wrappedValue: Value {
        get {
            if let box { return box.value }
            return storedBox.untrackedValue
        }
        nonmutating set { (box ?? storedBox).value = newValue }
    }

    public var projectedValue: Binding<Value> {
        if let box {
            return Binding(location: BindingLocation(root: box, path: []), get: { box.value }, set: { box.value = $0 })
        }
        let stored = storedBox
        return Binding(location: BindingLocation(root: stored, path: []), get: { stored.untrackedValue },
                       set: { stored.value = $0 })
    }

    /// Held by a class: a write through it announces an `ObservableObject`'s change first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Value {
        get { object[keyPath: storageKeyPath].wrappedValue }
        set {
            let storage = object[keyPath: storageKeyPath]
            guard let observable = object as? any ObservableObject else { return storage.wrappedValue = newValue }
            // Where `objectWillChange` is an `ObservableObjectPublisher`, as `@Published` sends.
            (storage.box ?? storage.storedBox).set(newValue) { (observable.objectWillChange as? ObservableObjectPublisher)?.send() }
        }
    }

    /// The run's box of the key, for a wrapper that no view installed (held by a class).
    var storedBox: StateBox<Value> { _StorageRun.box(key, default: initial, scope: scope) }

    /// The stored value, read by Redraw itself (`Redraw.state(of:_:)`).
    var quietValue: Value { (box ?? storedBox).quietValue }
}

extension AppStorage: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let storage = field.assumingMemoryBound(to: AppStorage<Value>.self)
        storage.pointee.box = _StorageRun.box(storage.pointee.key, default: storage.pointee.initial, scope: .app)
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box = old.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box
    }
    /// The stored value is the store's, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

/// The `@AppStorage` and `@SceneStorage` values of the pass: `UserDefaults` as a fresh install has
/// it. The kit empties it before each pass's top-level code runs, so a model made there that reads
/// its own `@AppStorage` finds the declared default, as a view does.
public enum _StorageRun {
    nonisolated(unsafe) static var boxes: [AppStorageKey: AnyObject] = [:]

    public static func reset() { boxes = [:] }

    /// The box of `key`, made with `defaultValue` by the first wrapper that names it in this pass (one
    /// per key and value type, as `UserDefaults` keeps one value that each reader casts).
    static func box<Value>(_ key: String, default defaultValue: Value, scope: StorageScope) -> StateBox<Value> {
        let place = AppStorageKey(key: key, type: ObjectIdentifier(Value.self), scope: scope)
        if let box = boxes[place] as? StateBox<Value> { return box }
        let box = StateBox(defaultValue, ownerType: scope.owner, name: key, wrapper: scope.wrapper, storage: true)
        boxes[place] = box
        return box
    }
}

/// What `@AppStorage` and `@SceneStorage` keep as an optional: the property-list values.
public protocol _StorableValue {}
extension Bool: _StorableValue {}
extension Int: _StorableValue {}
extension Double: _StorableValue {}
extension String: _StorableValue {}
extension URL: _StorableValue {}
extension Data: _StorableValue {}

struct AppStorageKey: Hashable {
    let key: String
    let type: ObjectIdentifier
    let scope: StorageScope
}

/// `@AppStorage` keeps a key for the app, `@SceneStorage` for its scene: two namespaces (a run
/// has one scene).
enum StorageScope: Hashable {
    case app, scene
    var owner: String { self == .app ? "AppStorage" : "SceneStorage" }
    var wrapper: StaticString { self == .app ? "@AppStorage" : "@SceneStorage" }
}
