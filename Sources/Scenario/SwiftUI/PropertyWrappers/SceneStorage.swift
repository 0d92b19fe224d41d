// SceneStorage: a value kept under a key for the scene — state restoration in
// SwiftUI. Redraw's run has one scene, so it is `@AppStorage`'s machinery in a
// namespace of its own: a read in a body is tracked, a write re-runs the views
// that read the key, and each run starts from the declared defaults (nothing
// is restored from an earlier run).

@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var storage: AppStorage<Value>

    public init(wrappedValue: Value, _ key: String) where Value == Bool { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == String { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key)) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = Self.scene(AppStorage(wrappedValue: wrappedValue, key))
    }

    public init<Wrapped>(_ key: String) where Value == Wrapped?, Wrapped: _StorableValue { storage = Self.scene(AppStorage(key)) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String { storage = Self.scene(AppStorage(key)) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int { storage = Self.scene(AppStorage(key)) }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { storage.projectedValue }

    /// Every initialiser ends here: the storage keeps the scene's keys.
    private static func scene(_ storage: AppStorage<Value>) -> AppStorage<Value> {
        var storage = storage
        storage.scope = .scene
        return storage
    }
}

extension SceneStorage: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let scene = field.assumingMemoryBound(to: SceneStorage<Value>.self)
        scene.pointee.storage.box = _StorageRun.box(scene.pointee.storage.key, default: scene.pointee.storage.initial,
                                                    scope: .scene)
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.storage.box =
            old.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.storage.box
    }
    /// The stored value is the scene's, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
