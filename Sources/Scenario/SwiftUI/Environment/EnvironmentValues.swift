// EnvironmentValues: what a view inherits from the views above it — objects
// by type (`.environment(obj)`, `.environmentObject(obj)`) and values by key
// (`.environment(\.key, value)`).

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    /// Objects and values in one table (every node holds an environment: a second table cost
    /// each node 8 bytes), told apart by `isObject`: a class could be both a key and an object.
    private struct Slot: Hashable {
        let type: ObjectIdentifier
        let isObject: Bool
    }
    private var entries: [Slot: Any] = [:]
    /// Changes with every modification: two environments with one revision are the same.
    private(set) var revision = 0
    nonisolated(unsafe) private static var revisions = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Looked up, then cast: `entries[slot] as? K.Value` of a missing entry is a value when
            // `K.Value` is an Optional (`nil` casts to `String?`), so a key of type `String?` read
            // nil instead of its default.
            guard let entry = entries[Slot(type: ObjectIdentifier(key), isObject: false)] else { return K.defaultValue }
            return entry as! K.Value
        }
        set {
            entries[Slot(type: ObjectIdentifier(key), isObject: false)] = newValue
            Self.revisions += 1
            revision = Self.revisions
        }
    }

    func object<T>(of type: T.Type) -> T? { entries[Slot(type: ObjectIdentifier(type), isObject: true)] as? T }

    mutating func insert<T: AnyObject>(_ object: T) {
        entries[Slot(type: ObjectIdentifier(T.self), isObject: true)] = object
        Self.revisions += 1
        revision = Self.revisions
    }
}
