// Focused values: what the focused view (`.focusedValue`) or the focused scene
// (`.focusedSceneValue`) publishes, for `@FocusedValue` readers elsewhere — a
// menu command, a toolbar. There is no focus engine here (focus moves only by
// the app's own `@FocusState` writes, and nothing follows them), so nothing is
// ever published: a `@FocusedValue` reads nil, as Apple's does when no focused
// view exports a value, and never changes, so it re-runs nobody. The keys and
// `FocusedValues` behave as Apple's, so apps' declarations compile as written.

/// A key for a focused value: it names its `Value`, and its default is always nil.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The focused values in scope, read and written by key type (`self[SelectedKey.self]`).
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]
    init() {}

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// `@FocusedValue(\.selection) var selection`: nil, since nothing has focus to publish it.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>?

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// iOS 17: an observable object published with `.focusedValue(object)` (any class here, so
    /// that the push form of a file, where it is an `ObservableObject`, compiles too).
    public init(_ objectType: Value.Type) where Value: AnyObject { keyPath = nil }

    public var wrappedValue: Value? { keyPath.flatMap { FocusedValues()[keyPath: $0] } }
}

/// Not an input: it resolves the same nil for every struct the parent makes.
extension FocusedValue: _DynamicField {
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
