// Built-in methods of arrays, strings, numbers and optionals.
//
// The collection and string operations real models use. Non-mutating ones
// return a value; mutating ones change a value in place and say whether it
// changed, which is what decides if a write notifies under pull.

/// Labels and values of a call's arguments, evaluated.
struct Arguments {
    var labels: [String?]
    var values: [Value]
    var count: Int { values.count }
    subscript(_ i: Int) -> Value { values[i] }

    func labelled(_ label: String) -> Value? {
        labels.firstIndex(of: label).map { values[$0] }
    }
}

/// Names of the built-in methods that mutate their receiver.
let mutatingBuiltins: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "swapAt", "toggle",
    "sort", "shuffle", "reverse", "popLast", "move",
]

func builtinMethod(_ base: Value, _ name: String, _ args: Arguments, _ frame: Frame, _ location: SourceLocation) throws -> Value {
    func arg(_ i: Int) throws -> Value {
        guard i < args.count else { throw RuntimeError("`\(name)` needs \(i + 1) argument(s)", at: location) }
        return args[i]
    }
    switch base {
    case .array(let a):
        switch name {
        case "filter": let f = try arg(0); return .array(try a.filter { try truthy(try apply(f, [$0], frame, location), location) })
        case "map": let f = try arg(0); return .array(try a.map { try apply(f, [$0], frame, location) })
        case "compactMap": let f = try arg(0); return .array(try a.map { try apply(f, [$0], frame, location) }.filter { !$0.isNull })
        case "flatMap": let f = try arg(0); return .array(try a.flatMap { try sequence(try apply(f, [$0], frame, location), location) })
        case "forEach": let f = try arg(0); for e in a { _ = try apply(f, [e], frame, location) }; return .null
        case "reduce":
            var acc = try arg(0); let f = try arg(1)
            for e in a { acc = try apply(f, [acc, e], frame, location) }
            return acc
        case "contains":
            if let f = args.labelled("where") { return .bool(try a.contains { try truthy(try apply(f, [$0], frame, location), location) }) }
            if case .closure = try arg(0) { let f = try arg(0); return .bool(try a.contains { try truthy(try apply(f, [$0], frame, location), location) }) }
            let x = try arg(0); return .bool(a.contains(x))
        case "allSatisfy": let f = try arg(0); return .bool(try a.allSatisfy { try truthy(try apply(f, [$0], frame, location), location) })
        case "first":
            let f = try args.labelled("where") ?? arg(0)
            return try a.first { try truthy(try apply(f, [$0], frame, location), location) } ?? .null
        case "last":
            let f = try args.labelled("where") ?? arg(0)
            return try a.last { try truthy(try apply(f, [$0], frame, location), location) } ?? .null
        case "firstIndex":
            if let f = args.labelled("where") { return try a.firstIndex { try truthy(try apply(f, [$0], frame, location), location) }.map { .int($0) } ?? .null }
            if let x = args.labelled("of") { return a.firstIndex(of: x).map { .int($0) } ?? .null }
        case "lastIndex":
            if let f = args.labelled("where") { return try a.lastIndex { try truthy(try apply(f, [$0], frame, location), location) }.map { .int($0) } ?? .null }
        case "count":
            if let f = args.labelled("where") { return .int(try a.filter { try truthy(try apply(f, [$0], frame, location), location) }.count) }
        case "sorted":
            if let f = args.labelled("by") ?? args.values.first {
                return .array(try a.sorted { try truthy(try apply(f, [$0, $1], frame, location), location) })
            }
            return .array(try a.sorted { try compare($0, $1, location) })
        case "prefix": return .array(Array(a.prefix(max(0, try integer(try arg(0), location)))))
        case "suffix": return .array(Array(a.suffix(max(0, try integer(try arg(0), location)))))
        case "dropFirst": return .array(Array(a.dropFirst(args.count > 0 ? try integer(args[0], location) : 1)))
        case "dropLast": return .array(Array(a.dropLast(args.count > 0 ? try integer(args[0], location) : 1)))
        case "reversed": return .array(a.reversed())
        case "enumerated": return .array(a.enumerated().map { .array([.int($0.offset), $0.element]) })
        case "joined":
            let separator = try args.labelled("separator").map { v -> String in if case .string(let s) = v { return s }; throw RuntimeError("separator must be a String", at: location) } ?? ""
            return .string(a.map(\.text).joined(separator: separator))
        case "min": return try a.min { try compare($0, $1, location) } ?? .null
        case "max": return try a.max { try compare($0, $1, location) } ?? .null
        case "shuffled":
            var copy = a
            shuffle(&copy, &frame.context.random)
            return .array(copy)
        case "randomElement":
            return a.isEmpty ? .null : a[frame.context.random.int(in: 0, a.count)]
        default: break
        }
    case .string(let s):
        switch name {
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            guard case .string(let t) = try arg(0) else { break }
            return .bool(t.isEmpty ? true : s.lowercased().contains(t.lowercased()))
        case "contains":
            if case .string(let t) = try arg(0) { return .bool(t.isEmpty ? true : s.contains(t)) }
        case "hasPrefix": if case .string(let t) = try arg(0) { return .bool(s.hasPrefix(t)) }
        case "hasSuffix": if case .string(let t) = try arg(0) { return .bool(s.hasSuffix(t)) }
        case "lowercased": return .string(s.lowercased())
        case "uppercased": return .string(s.uppercased())
        case "capitalized": return .string(s.capitalized)
        case "prefix": return .string(String(s.prefix(max(0, try integer(try arg(0), location)))))
        case "suffix": return .string(String(s.suffix(max(0, try integer(try arg(0), location)))))
        case "dropFirst": return .string(String(s.dropFirst(args.count > 0 ? try integer(args[0], location) : 1)))
        case "dropLast": return .string(String(s.dropLast(args.count > 0 ? try integer(args[0], location) : 1)))
        case "trimmingCharacters": return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        case "split":
            let separator = try args.labelled("separator") ?? arg(0)
            guard case .string(let sep) = separator, let c = sep.first else { break }
            return .array(s.split(separator: c).map { .string(String($0)) })
        case "replacingOccurrences":
            if case .string(let a) = args.labelled("of") ?? .null, case .string(let b) = args.labelled("with") ?? .null {
                return .string(s.replacingOccurrences(of: a, with: b))
            }
        default: break
        }
    case .range(let lo, let hi):
        return try builtinMethod(.array(hi > lo ? (lo..<hi).map { .int($0) } : []), name, args, frame, location)
    case .int(let i):
        switch name {
        case "isMultiple": return .bool(i.isMultiple(of: try integer(args.labelled("of") ?? .null, location)))
        case "formatted": return .string(String(i))
        default: break
        }
    case .double(let d):
        switch name {
        case "rounded": return .double(d.rounded())
        case "formatted": return .string(String(d))
        default: break
        }
    case .bool(let b):
        if name == "toggled" { return .bool(!b) }
    default: break
    }
    throw RuntimeError("Redraw does not interpret `\(name)` on `\(base.typeName)`", at: location)
}

func shuffle(_ array: inout [Value], _ random: inout SeededRandom) {
    guard array.count > 1 else { return }
    for i in stride(from: array.count - 1, to: 0, by: -1) {
        array.swapAt(i, random.int(in: 0, i + 1))
    }
}

/// A mutating built-in applied in place; returns whether the value changed. `result` is
/// what the call returns (`remove(at:)` returns the element).
func mutatingBuiltin(_ value: inout Value, _ name: String, _ args: Arguments, _ frame: Frame, _ location: SourceLocation,
                     result: inout Value) throws -> Bool {
    if case .bool(let b) = value, name == "toggle" {
        value = .bool(!b)
        return true
    }
    if var a = Value.takeArray(&value) {
        defer { value = .array(a) }
        func index(_ v: Value) throws -> Int {
            let i = try integer(v, location)
            guard a.indices.contains(i) else { throw RuntimeError("index \(i) out of range (count \(a.count))", at: location) }
            return i
        }
        switch name {
        case "append":
            if let contents = args.labelled("contentsOf") {
                let items = try sequence(contents, location)
                a.append(contentsOf: items)
                return !items.isEmpty
            }
            a.append(args.values.first ?? .null)
            return true
        case "insert":
            let at = try integer(args.labelled("at") ?? .null, location)
            guard at >= 0 && at <= a.count else { throw RuntimeError("index \(at) out of range (count \(a.count))", at: location) }
            if let contents = args.labelled("contentsOf") {
                let items = try sequence(contents, location)
                a.insert(contentsOf: items, at: at)
                return !items.isEmpty
            }
            a.insert(args.values.first ?? .null, at: at)
            return true
        case "remove":
            let i = try index(args.labelled("at") ?? .null)
            result = a.remove(at: i)
            return true
        case "removeAll":
            let before = a.count
            if let f = args.labelled("where") ?? args.values.first {
                try a.removeAll { try truthy(try apply(f, [$0], frame, location), location) }
            } else {
                a.removeAll()
            }
            return a.count != before
        case "removeFirst":
            guard !a.isEmpty else { throw RuntimeError("removeFirst on an empty array", at: location) }
            if args.count > 0 { a.removeFirst(try integer(args[0], location)) } else { result = a.removeFirst() }
            return true
        case "removeLast", "popLast":
            guard !a.isEmpty else {
                if name == "popLast" { return false }
                throw RuntimeError("removeLast on an empty array", at: location)
            }
            result = a.removeLast()
            return true
        case "swapAt":
            let i = try index(args.values.first ?? .null), j = try index(args.values.count > 1 ? args[1] : .null)
            a.swapAt(i, j)
            return i != j && !(a[i] == a[j])
        case "sort":
            let before = a
            if let f = args.labelled("by") ?? args.values.first {
                try a.sort { try truthy(try apply(f, [$0, $1], frame, location), location) }
            } else {
                try a.sort { try compare($0, $1, location) }
            }
            return a != before
        case "shuffle":
            shuffle(&a, &frame.context.random)
            return true
        case "reverse":
            a.reverse()
            return a.count > 1
        default: break
        }
        throw RuntimeError("Redraw does not interpret mutating `\(name)` on `Array`", at: location)
    }
    switch value {
    case .string(var s):
        switch name {
        case "append":
            guard case .string(let t) = args.values.first ?? .null else { break }
            s.append(t)
            value = .string(s)
            return !t.isEmpty
        case "removeAll":
            value = .string("")
            return !s.isEmpty
        case "removeLast":
            guard !s.isEmpty else { throw RuntimeError("removeLast on an empty string", at: location) }
            s.removeLast()
            value = .string(s)
            return true
        default: break
        }
    default: break
    }
    throw RuntimeError("Redraw does not interpret mutating `\(name)` on `\(value.typeName)`", at: location)
}
