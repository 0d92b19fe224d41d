// AppStorage: a value kept under a key, shared by every view that names the
// key — as `@AppStorage` keeps it in `UserDefaults`. A read in a body is
// tracked (like `@State`), so a write re-runs the views that read the key, in
// any view. The store is the view graph's: each run starts from the
// declared defaults (a fresh install), so counts do not depend on what an
// earlier run stored; writes through `UserDefaults` directly are not seen.

import RedrawObservation
import RedrawResults

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let initial: Value
    var box: AppStorageBox?

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

    public var wrappedValue: Value {
        get { (box?.value as? Value) ?? initial }
        nonmutating set { box?.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initial) }
        return Binding(location: BindingLocation(root: box, path: []), get: { (box.value as? Value) ?? initial },
                       set: { box.value = $0 })
    }
}

extension AppStorage: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let storage = field.assumingMemoryBound(to: AppStorage<Value>.self)
        storage.pointee.box = context.node.graph.appStorage(storage.pointee.key, default: storage.pointee.initial)
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box = old.assumingMemoryBound(to: AppStorage<Value>.self).pointee.box
    }
    /// The stored value is the store's, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

/// One key of the store, observable like a `@State`.
final class AppStorageBox: _RealObservable, _StateLabel {
    private var stored: Any
    private let registrar = _RealObservationRegistrar()
    let key: String

    init(key: String, value: Any) {
        self.key = key
        stored = value
    }

    var stateLabel: String { "AppStorage.\(key) (@AppStorage)" }
    var stateCause: Cause { .state("AppStorage", key) }
    static let valueKeyPath: KeyPath<AppStorageBox, Any> = \AppStorageBox.value

    var value: Any {
        get {
            Instrumentation.accessCount &+= 1
            Instrumentation.sink?.read(self, Self.valueKeyPath, .observed)
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            if valuesEqual(stored, newValue) { stored = newValue; return }
            let sink = Instrumentation.sink
            sink?.willWrite(self, Self.valueKeyPath, .observed)
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            sink?.didWrite(self, Self.valueKeyPath, .observed)
        }
    }
}

extension ViewGraph {
    /// The box of `key`, made with `defaultValue` by the first view that names it in this run.
    func appStorage(_ key: String, default defaultValue: Any) -> AppStorageBox {
        if let box = appStorageBoxes[key] { return box }
        let box = AppStorageBox(key: key, value: defaultValue)
        appStorageBoxes[key] = box
        return box
    }
}
