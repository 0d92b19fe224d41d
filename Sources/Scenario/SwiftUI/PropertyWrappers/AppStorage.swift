// AppStorage: a value kept under a key, shared by every view that names the
// key — as `@AppStorage` keeps it in `UserDefaults`. A read in a body is
// tracked (like `@State`), so a write re-runs the views that read the key, in
// any view. The store is the view graph's: each run starts from the
// declared defaults (a fresh install), so counts do not depend on what an
// earlier run stored; writes through `UserDefaults` directly are not seen.


@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let initial: Value
    var box: StateBox<Value>?

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
        get { box?.value ?? initial }
        nonmutating set { box?.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initial) }
        return Binding(location: BindingLocation(root: box, path: []), get: { box.value }, set: { box.value = $0 })
    }
}

extension AppStorage: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let storage = field.assumingMemoryBound(to: AppStorage<Value>.self)
        storage.pointee.box = context.node.graph.appStorage(storage.pointee.key, default: storage.pointee.initial,
                                                             scope: .app)
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box = old.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box
    }
    /// The stored value is the store's, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension ViewGraph {
    /// The box of `key`, made with `defaultValue` by the first view that names it in this run (one
    /// per key and value type, as `UserDefaults` keeps one value that each reader casts).
    func appStorage<Value>(_ key: String, default defaultValue: Value, scope: StorageScope) -> StateBox<Value> {
        let place = AppStorageKey(key: key, type: ObjectIdentifier(Value.self), scope: scope)
        if let box = appStorageBoxes[place] as? StateBox<Value> { return box }
        let box = StateBox(defaultValue, ownerType: scope.owner, name: key, wrapper: scope.wrapper, storage: true)
        appStorageBoxes[place] = box
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
