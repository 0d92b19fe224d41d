// Binding: a place a control reads and writes through, with the value it saw.
//
// As SwiftUI's `Binding` carries a snapshot, two bindings are equal when they
// project the same (object, property) — or the same view's `@State` — along
// the same path, and saw equal values. Creating one reads nothing.

public final class Binding {
    public enum Root {
        case property(ModelObject, Int)
        case state(StateStorage, Int)
        case constant(Value)
    }

    /// A step below the root: a struct field or an array element.
    public enum Step: Equatable {
        case field(Int)
        case element(Int)
    }

    public let root: Root
    public let path: [Step]
    /// The value seen when the binding was made.
    public let snapshot: Value
    /// Name of the projected property, for reports (`TodoList.filterText`).
    public let label: String

    public init(root: Root, path: [Step], label: String) {
        self.root = root
        self.path = path
        self.label = label
        self.snapshot = Binding.resolve(Binding.rootValue(root), path)
    }

    static func rootValue(_ root: Root) -> Value {
        switch root {
        case .property(let o, let slot): return o.storage[slot]
        case .state(let s, let slot): return s.values[slot]
        case .constant(let v): return v
        }
    }

    static func resolve(_ value: Value, _ path: [Step]) -> Value {
        var v = value
        for step in path {
            switch (step, v) {
            case let (.field(i), .structure(s)): v = s.fields[i]
            case let (.element(i), .array(a)) where a.indices.contains(i): v = a[i]
            default: return .null
            }
        }
        return v
    }

    /// The current value, unobserved.
    public func currentValue() -> Value { Binding.resolve(Binding.rootValue(root), path) }

    /// Reads through the binding: the reader depends on the projected place.
    public func read(context: ExecutionContext) -> Value {
        switch root {
        case .property(let o, let slot): context.observer.read(o, slot: slot)
        case .state(let s, let slot): context.observer.readState(s, slot: slot)
        case .constant: break
        }
        return currentValue()
    }

    public func projects(samePlaceAs other: Binding) -> Bool {
        guard path == other.path else { return false }
        switch (root, other.root) {
        case let (.property(a, i), .property(b, j)): return a === b && i == j
        case let (.state(a, i), .state(b, j)): return a === b && i == j
        case let (.constant(a), .constant(b)): return a == b
        default: return false
        }
    }
}

extension Binding: Equatable {
    public static func == (lhs: Binding, rhs: Binding) -> Bool {
        lhs === rhs || (lhs.projects(samePlaceAs: rhs) && lhs.snapshot == rhs.snapshot)
    }
}
