// EnvironmentValues: what a view inherits from the views above it — objects
// by type (`.environment(obj)`, `.environmentObject(obj)`) and values by key
// (`.environment(\.key, value)`).

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes with every modification: two environments with one revision are the same.
    private(set) var revision = 0
    nonisolated(unsafe) private static var revisions = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            Self.revisions += 1
            revision = Self.revisions
        }
    }

    func object<T>(of type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }

    mutating func insert<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
        Self.revisions += 1
        revision = Self.revisions
    }
}
