// Member reads, method calls and arithmetic on runtime values.
//
// These are what compiled closures call at run time. Member sites cache the
// slot they resolved for the last model type seen, so a read of `item.title`
// in a 100,000-row list costs a pointer compare, not a dictionary lookup.

import Foundation

final class MemberSite {
    let name: String
    let location: SourceLocation
    var cachedModel: ModelType?
    var cachedSlot = 0
    var cachedStruct: StructType?
    var cachedField = 0

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}


@inline(__always)
func readMember(_ base: Value, _ site: MemberSite, _ frame: Frame) throws -> Value {
    switch base {
    case .object(let o):
        if o.type === site.cachedModel {
            frame.context.observer.read(o, slot: site.cachedSlot)
            return o.storage[site.cachedSlot]
        }
        if let slot = o.type.propertyIndex[site.name] {
            site.cachedModel = o.type
            site.cachedSlot = slot
            frame.context.observer.read(o, slot: slot)
            return o.storage[slot]
        }
        if let getter = o.type.members.computed[site.name] {
            return try getter.call([], self: base, parent: frame.context.globals, context: frame.context)
        }
        if site.name == "id", o.type.propertyIndex["id"] == nil { return .object(o) }
        throw RuntimeError("value of type `\(o.type.name)` has no member `\(site.name)`\(suggestion(for: site.name, among: o.type.memberNames))", at: site.location)
    case .structure(let s):
        if s.type === site.cachedStruct { return s.fields[site.cachedField] }
        if let index = s.type.fieldIndex[site.name] {
            site.cachedStruct = s.type
            site.cachedField = index
            return s.fields[index]
        }
        if let getter = s.type.members.computed[site.name] {
            return try getter.call([], self: base, parent: frame.context.globals, context: frame.context)
        }
        throw RuntimeError("value of type `\(s.type.name)` has no member `\(site.name)`\(suggestion(for: site.name, among: s.type.memberNames))", at: site.location)
    case .view(let v):
        if let index = v.type.propertyIndex[site.name] { return readViewProperty(v, index, frame) }
        if let getter = v.type.members.computed[site.name] {
            return try getter.call([], self: base, parent: frame.context.globals, context: frame.context)
        }
        throw RuntimeError("view `\(v.type.name)` has no member `\(site.name)`", at: site.location)
    default:
        return try builtinMember(base, site.name, site.location, frame)
    }
}

@inline(__always)
func readViewProperty(_ v: ViewInstance, _ index: Int, _ frame: Frame) -> Value {
    switch v.type.access[index] {
    case .value:
        return v.values[index]
    case .state(let slot):
        guard let state = v.state else { return v.values[index] }
        frame.context.observer.readState(state, slot: slot)
        return state.values[slot]
    case .stateObject(let slot):
        return v.state?.values[slot] ?? v.values[index]
    case .binding:
        if case .binding(let b) = v.values[index] { return b.read(context: frame.context) }
        return v.values[index]
    }
}

func builtinMember(_ base: Value, _ name: String, _ location: SourceLocation, _ frame: Frame) throws -> Value {
    switch (base, name) {
    case let (.array(a), "count"): return .int(a.count)
    case let (.array(a), "isEmpty"): return .bool(a.isEmpty)
    case let (.array(a), "first"): return a.first ?? .null
    case let (.array(a), "last"): return a.last ?? .null
    case let (.array(a), "indices"): return .range(0, a.count)
    case (.array, "startIndex"): return .int(0)
    case let (.array(a), "endIndex"): return .int(a.count)
    case let (.string(s), "count"): return .int(s.count)
    case let (.string(s), "capitalized"): return .string(s.capitalized)
    case let (.string(s), "isEmpty"): return .bool(s.isEmpty)
    case let (.string(s), "first"): return s.first.map { .string(String($0)) } ?? .null
    case let (.string(s), "last"): return s.last.map { .string(String($0)) } ?? .null
    case let (.range(a, b), "count"): return .int(b - a)
    case let (.range(a, b), "isEmpty"): return .bool(b <= a)
    case let (.range(a, _), "lowerBound"): return .int(a)
    case let (.range(_, b), "upperBound"): return .int(b)
    case let (.enumCase(e), "rawValue"): return e.type.rawValues[e.index] ?? .string(e.name)
    case let (.binding(b), "wrappedValue"): return b.read(context: frame.context)
    case (_, "description"): return .string(base.text)
    case let (.int(i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
    case let (.double(d), "magnitude"): return .double(d.magnitude)
    case (_, "self"): return base
    default: break
    }
    if case .enumCase(let e) = base, let getter = e.type.members.computed[name] {
        return try getter.call([], self: base, parent: frame.context.globals, context: frame.context)
    }
    if case .type(let t) = base { return try staticMember(t, name, location, frame) }
    if case .null = base {
        throw RuntimeError("unexpectedly found nil while reading `\(name)` (use `?.` or `if let`)", at: location)
    }
    throw RuntimeError("value of type `\(base.typeName)` has no member `\(name)`", at: location)
}

func staticMember(_ t: TypeValue, _ name: String, _ location: SourceLocation, _ frame: Frame) throws -> Value {
    switch t {
    case .enumeration(let e):
        if let i = e.cases.firstIndex(of: name) { return .enumCase(EnumCase(type: e, index: i)) }
        if name == "allCases" { return .array(e.cases.indices.map { .enumCase(EnumCase(type: e, index: $0)) }) }
        if let eval = e.members.staticProperties[name] { return try eval(frame) }
    case .model(let m):
        if let eval = m.members.staticProperties[name] { return try eval(frame) }
    case .structure(let s):
        if let eval = s.members.staticProperties[name] { return try eval(frame) }
    case .builtin(let b):
        switch (b, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Double", "infinity"): return .double(.infinity)
        case ("Double", "pi"): return .double(.pi)
        case ("Date", "now"): return frame.context.tick()
        default: break
        }
    }
    throw RuntimeError("type `\(t.name)` has no member `\(name)`", at: location)
}

/// Applies a closure or key path argument (`filter { $0.done }`, `map(\.title)`).
@inline(__always)
func apply(_ function: Value, _ arguments: [Value], _ frame: Frame, _ location: SourceLocation) throws -> Value {
    switch function {
    case .closure(let c): return try c.call(arguments, context: frame.context)
    case .keyPath(let path):
        var v = arguments.first ?? .null
        for name in path { v = try readMember(v, MemberSite(name: name, location: location), frame) }
        return v
    default:
        throw RuntimeError("`\(function.typeName)` is not a function", at: location)
    }
}

func truthy(_ v: Value, _ location: SourceLocation) throws -> Bool {
    if case .bool(let b) = v { return b }
    throw RuntimeError("expected a Bool, found `\(v.typeName)` (\(v.text))", at: location)
}

func integer(_ v: Value, _ location: SourceLocation) throws -> Int {
    switch v {
    case .int(let i): return i
    case .double(let d) where d == d.rounded(): return Int(d)
    default: throw RuntimeError("expected an Int, found `\(v.typeName)` (\(v.text))", at: location)
    }
}

func double(_ v: Value, _ location: SourceLocation) throws -> Double {
    switch v {
    case .int(let i): return Double(i)
    case .double(let d): return d
    default: throw RuntimeError("expected a number, found `\(v.typeName)` (\(v.text))", at: location)
    }
}

func sequence(_ v: Value, _ location: SourceLocation) throws -> [Value] {
    switch v {
    case .array(let a): return a
    case .range(let lo, let hi): return hi > lo ? (lo..<hi).map { .int($0) } : []
    case .string(let s): return s.map { .string(String($0)) }
    default: throw RuntimeError("`\(v.typeName)` is not a sequence", at: location)
    }
}

func compare(_ a: Value, _ b: Value, _ location: SourceLocation) throws -> Bool {
    switch (a, b) {
    case let (.int(x), .int(y)): return x < y
    case let (.string(x), .string(y)): return x < y
    case let (.enumCase(x), .enumCase(y)): return x.index < y.index
    case (.int, .double), (.double, .int), (.double, .double): return try double(a, location) < double(b, location)
    case let (.bool(x), .bool(y)): return !x && y
    default: throw RuntimeError("cannot compare `\(a.typeName)` with `\(b.typeName)`", at: location)
    }
}

/// A binary operator, resolved once at compile time: matching the operator's
/// text on every evaluation cost more than the arithmetic.
enum BinaryOperator: String {
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case halfOpenRange = "..<", closedRange = "..."
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

    @inline(__always)
    func apply(_ a: Value, _ b: Value, _ location: SourceLocation) throws -> Value {
        // Int fast path: loop counters, indices, comparisons.
        if case .int(let x) = a, case .int(let y) = b {
            switch self {
            case .equal, .identical: return .bool(x == y)
            case .notEqual, .notIdentical: return .bool(x != y)
            case .less: return .bool(x < y)
            case .greater: return .bool(x > y)
            case .lessOrEqual: return .bool(x <= y)
            case .greaterOrEqual: return .bool(x >= y)
            case .add: return .int(x &+ y)
            case .subtract: return .int(x &- y)
            case .multiply: return .int(x &* y)
            case .remainder, .divide:
                guard y != 0 else { throw RuntimeError("division by zero", at: location) }
                return .int(self == .divide ? x / y : x % y)
            case .halfOpenRange: return .range(x, y)
            case .closedRange: return .range(x, y + 1)
            }
        }
        switch self {
        case .equal, .identical: return .bool(a == b)
        case .notEqual, .notIdentical: return .bool(!(a == b))
        case .less: return .bool(try compare(a, b, location))
        case .greater: return .bool(try compare(b, a, location))
        case .lessOrEqual: return .bool(!(try compare(b, a, location)))
        case .greaterOrEqual: return .bool(!(try compare(a, b, location)))
        case .halfOpenRange: return .range(try integer(a, location), try integer(b, location))
        case .closedRange: return .range(try integer(a, location), try integer(b, location) + 1)
        case .add, .subtract, .multiply, .divide, .remainder: return try arithmetic(a, b, location)
        }
    }

    private func arithmetic(_ a: Value, _ b: Value, _ location: SourceLocation) throws -> Value {
        switch (a, b) {
        case (.int, .double), (.double, .int), (.double, .double):
            let x = try double(a, location), y = try double(b, location)
            switch self {
            case .add: return .double(x + y)
            case .subtract: return .double(x - y)
            case .multiply: return .double(x * y)
            case .divide: return .double(x / y)
            default: return .double(x.truncatingRemainder(dividingBy: y))
            }
        case let (.string(x), .string(y)) where self == .add: return .string(x + y)
        case let (.array(x), .array(y)) where self == .add: return .array(x + y)
        default:
            throw RuntimeError("operator `\(rawValue)` cannot take `\(a.typeName)` and `\(b.typeName)`", at: location)
        }
    }
}

func binaryOperation(_ op: String, _ a: Value, _ b: Value, _ location: SourceLocation) throws -> Value {
    guard let resolved = BinaryOperator(rawValue: op) else {
        throw RuntimeError("operator `\(op)` is not interpreted", at: location)
    }
    return try resolved.apply(a, b, location)
}
