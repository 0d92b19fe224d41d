// Value: what the interpreter computes with.
//
// Scenario values mirror Swift's: numbers, strings, booleans, `nil`, structs and
// arrays (value semantics, compared with `==`), model objects (reference
// semantics, compared by identity), enum cases, closures (never equal), and
// bindings (equal when they project the same place and saw the same value).

public enum Value {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case structure(StructValue)
    case object(ModelObject)
    case enumCase(EnumCase)
    case closure(Closure)
    case range(Int, Int)
    case binding(Binding)
    case keyPath([String])
    case type(TypeValue)
    /// A view value (`self` inside a body).
    case view(ViewInstance)
}

/// A struct instance: its type and its stored fields, in declaration order.
public struct StructValue {
    public let type: StructType
    public var fields: [Value]
    public init(type: StructType, fields: [Value]) { self.type = type; self.fields = fields }
}

/// A case of a payload-free enum.
public struct EnumCase {
    public let type: EnumType
    public let index: Int
    public var name: String { type.cases[index] }
}

/// A type used as a value: `TodoItem.self`, `Filter.allCases`, `Int(…)`.
public enum TypeValue {
    case model(ModelType)
    case structure(StructType)
    case enumeration(EnumType)
    case builtin(String)

    public var name: String {
        switch self {
        case .model(let t): return t.name
        case .structure(let t): return t.name
        case .enumeration(let t): return t.name
        case .builtin(let n): return n
        }
    }
}

extension Value: Equatable {
    /// Swift's `==` for values, identity for objects; closures are never equal.
    public static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.int(a), .double(b)): return Double(a) == b
        case let (.double(a), .int(b)): return a == Double(b)
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.structure(a), .structure(b)): return a.type === b.type && a.fields == b.fields
        case let (.object(a), .object(b)): return a === b
        case let (.enumCase(a), .enumCase(b)): return a.type === b.type && a.index == b.index
        case let (.range(a0, a1), .range(b0, b1)): return a0 == b0 && a1 == b1
        case let (.binding(a), .binding(b)): return a == b
        case let (.keyPath(a), .keyPath(b)): return a == b
        case let (.type(a), .type(b)): return a.name == b.name
        case let (.view(a), .view(b)): return a === b
        default: return false
        }
    }
}

extension Value {
    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .structure(let s): return s.type.name
        case .object(let o): return o.type.name
        case .enumCase(let e): return e.type.name
        case .closure: return "closure"
        case .range: return "Range"
        case .binding: return "Binding"
        case .keyPath: return "KeyPath"
        case .type(let t): return "\(t.name).Type"
        case .view(let v): return v.type.name
        }
    }

    /// The text `"\(value)"` produces.
    public var text: String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .array(let a): return "[" + a.map(\.debugText).joined(separator: ", ") + "]"
        case .structure(let s):
            let fields = zip(s.type.fields, s.fields).map { "\($0.name): \($1.debugText)" }
            return "\(s.type.name)(\(fields.joined(separator: ", ")))"
        case .object(let o): return o.type.name
        case .enumCase(let e): return e.type.rawValues[e.index].map { $0.text } ?? e.name
        case .closure: return "(Function)"
        case .range(let a, let b): return "\(a)..<\(b)"
        case .binding(let b): return "Binding(\(b.currentValue().debugText))"
        case .keyPath(let p): return "\\." + p.joined(separator: ".")
        case .type(let t): return t.name
        case .view(let v): return v.type.name
        }
    }

    var debugText: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return text
    }

    public var isNull: Bool { if case .null = self { return true } else { return false } }
}

/// A hashable key for `ForEach` identities and dictionary-free lookups.
public enum IdentityKey: Hashable {
    case int(Int)
    case string(String)
    case object(ObjectIdentifier)
    case bool(Bool)
    case double(Double)
    case enumCase(ObjectIdentifier, Int)
    case composite([IdentityKey])

    public init?(_ value: Value) {
        switch value {
        case .int(let i): self = .int(i)
        case .string(let s): self = .string(s)
        case .object(let o): self = .object(ObjectIdentifier(o))
        case .bool(let b): self = .bool(b)
        case .double(let d): self = .double(d)
        case .enumCase(let e): self = .enumCase(ObjectIdentifier(e.type), e.index)
        case .structure(let s):
            var keys: [IdentityKey] = []
            for field in s.fields { guard let k = IdentityKey(field) else { return nil }; keys.append(k) }
            self = .composite(keys)
        case .array(let a):
            var keys: [IdentityKey] = []
            for e in a { guard let k = IdentityKey(e) else { return nil }; keys.append(k) }
            self = .composite(keys)
        default: return nil
        }
    }
}

extension Value {
    /// Moves an array out of `value`, leaving `.null`, so the array is uniquely referenced
    /// and changes in place. (Binding it inside a `switch` over `value` keeps a second
    /// reference alive for the whole switch, and every append would copy.)
    @inline(__always)
    static func takeArray(_ value: inout Value) -> [Value]? {
        guard case .array(let a) = value else { return nil }
        value = .null
        return a
    }

    /// Moves a struct out of `value`, leaving `.null` (see `takeArray`).
    @inline(__always)
    static func takeStructure(_ value: inout Value) -> StructValue? {
        guard case .structure(let s) = value else { return nil }
        value = .null
        return s
    }
}
