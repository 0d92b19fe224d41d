// FieldLayout: a view type's stored fields, worked out once per type, so the
// render pass compares inputs by offset instead of walking a Mirror.
//
// How a field compares, by what it is (the update-cycle page, "Child
// reconciliation"): an `Equatable` value by `==`; an object reference by
// identity; a closure never; a struct that is not `Equatable` field by field;
// Redraw's property wrappers by their own rule (`_DynamicField`); anything
// else (a non-`Equatable` enum, tuple or existential) never, as nothing says
// it is unchanged.

@_spi(Reflection) import Swift

final class FieldLayout {
    enum Role {
        case dynamic
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case object
        case optionalObject
        case never
        case nested(FieldLayout)
    }

    struct Field {
        let name: String
        let offset: Int
        let role: Role
        let dynamic: _DynamicField.Type?
        /// The property's name as written (`_count` of `@State var count` is `count`).
        var propertyName: String { name.hasPrefix("_") ? String(name.dropFirst()) : name }
    }

    let fields: [Field]
    let dynamicFields: [Field]
    let isPOD: Bool
    /// The type's own `==`, if it is `Equatable`.
    let selfEquals: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    let hasPublishers: Bool
    /// Fields to refresh before each evaluation (bindings' snapshots).
    let refreshedFields: [Field]
    /// Whether a field resolves something from the environment.
    let readsEnvironment: Bool

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: FieldLayout] = [:]

    static func of(_ type: Any.Type) -> FieldLayout {
        if let known = cache[ObjectIdentifier(type)] { return known }
        let layout = FieldLayout(type)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    private init(_ type: Any.Type) {
        var fields: [Field] = []
        let described = _forEachField(of: type, options: [.ignoreUnknown]) { name, offset, fieldType, kind in
            let dynamic = fieldType as? _DynamicField.Type
            let role: Role
            // Objects before `Equatable`: an input object compares by identity even when its class
            // is `Equatable`; and a `weak` field (an optional object) is compared by its word,
            // never read through as a strong reference.
            if dynamic != nil { role = .dynamic }
            else if kind == .function { role = .never }
            else if fieldType is AnyClass || kind == .class { role = .object }
            else if let optional = fieldType as? _OptionalType.Type, optional.wrappedType is AnyClass { role = .optionalObject }
            else if let eq = addressEquality(of: fieldType) { role = .equatable(eq) }
            else if kind == .struct { role = .nested(FieldLayout.of(fieldType)) }
            else { role = .never }
            fields.append(Field(name: String(cString: name), offset: offset, role: role, dynamic: dynamic))
            return true
        }
        // A type reflection cannot walk (an enum view, say) has no fields to compare: never equal.
        if !described || (fields.isEmpty && !_openExistential(type, do: isEmptyStruct)) {
            fields = [Field(name: "(unreflected)", offset: 0, role: .never, dynamic: nil)]
        }
        self.fields = fields
        self.dynamicFields = fields.filter { $0.dynamic != nil }
        self.hasPublishers = dynamicFields.contains { $0.dynamic!._holdsObject }
        self.refreshedFields = dynamicFields.filter { $0.dynamic!._needsRefresh }
        self.readsEnvironment = dynamicFields.contains { $0.dynamic!._readsEnvironment }
        self.isPOD = _openExistential(type, do: isPODType)
        self.selfEquals = addressEquality(of: type)
    }

    /// The names of the fields that compare unequal (a journal's "inputs that changed"):
    /// `@self` when the view's own `==` decided, as `.equatable()` or an `Equatable` view does.
    func unequalFields(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, selfEquals useOwn: Bool) -> [String] {
        if useOwn || (selfEquals != nil && !isPOD), selfEquals != nil { return ["@self (==)"] }
        var names: [String] = []
        for field in fields {
            let x = a + field.offset, y = b + field.offset
            let equal: Bool
            switch field.role {
            case .dynamic: equal = field.dynamic!._inputsEqual(x, y)
            case .equatable(let eq): equal = eq(x, y)
            case .object, .optionalObject: equal = x.load(as: UInt.self) == y.load(as: UInt.self)
            case .never: equal = false
            case .nested(let layout): equal = layout.inputsEqual(x, y)
            }
            if !equal {
                let closure: Bool
                if case .never = field.role { closure = true } else { closure = false }
                names.append(field.propertyName + (closure ? " (never equal)" : ""))
            }
        }
        return names
    }

    func inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields {
            let x = a + field.offset, y = b + field.offset
            switch field.role {
            case .dynamic: if !field.dynamic!._inputsEqual(x, y) { return false }
            case .equatable(let eq): if !eq(x, y) { return false }
            case .object, .optionalObject: if x.load(as: UInt.self) != y.load(as: UInt.self) { return false }
            case .never: return false
            case .nested(let layout): if !layout.inputsEqual(x, y) { return false }
            }
        }
        return true
    }
}

/// Lets reflection see through `Optional` to the wrapped type.
protocol _OptionalType { static var wrappedType: Any.Type { get } }
extension Optional: _OptionalType { static var wrappedType: Any.Type { Wrapped.self } }

private func isPODType<T>(_ type: T.Type) -> Bool { _isPOD(type) }

/// A struct with no stored properties (`struct Spacer2: View {}`) is always equal to itself.
private func isEmptyStruct<T>(_ type: T.Type) -> Bool { MemoryLayout<T>.size == 0 && !(type is AnyClass) }
