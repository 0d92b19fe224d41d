// FieldLayout: a view type's stored fields, worked out once per type, so the
// render pass compares inputs by offset instead of walking a Mirror.
//
// How a field compares, by what it is (the update-cycle page, "Child
// reconciliation"): plain data (a struct or tuple that `_isPOD`, and the
// standard library's numbers and `Bool` inside it) by its bytes, field by
// field (padding left out), whatever its `==` says — John Harper, who wrote
// SwiftUI's graph: "for POD views it compares each field directly … When it
// does the per-field comparison the same rules are applied recursively to
// each field (to choose direct comparison or == if defined)", and Compute's
// LayoutDescriptor.cpp (`should_visit_fields`: a POD type's own `==` serves
// only in the `EquatableAlways` mode) — so a NaN equals the same NaN, 0.0 and
// -0.0 differ, and a plain struct whose `==` looks at its `id` alone still
// changes when another field does; another `Equatable` value by `==`; an object reference by
// identity; a closure never; a struct that is not `Equatable` field by field;
// Redraw's property wrappers by their own rule (`_DynamicField`); an
// `Optional` of a non-`Equatable` value by its case, then the value by these
// rules (nil and nil are equal: AttributeGraph compares an enum's tag, then
// its payload — jcmosc/Compute's Compare.cpp and CompareValuesTests, run
// against Apple's framework; John Harper's account of view comparison in
// chris.eidhof.nl/note/swiftui-view-equality); a tuple element by element,
// as a struct (`TupleView`, which a builder of several views makes, holds
// one: Compute's metadata visitor walks a tuple's elements as it walks a
// struct's fields, Swift/Metadata.cpp); a plain non-`Equatable` enum by
// its bytes; an existential by the value it holds (an object by identity: a
// view model held as `any ViewModelProtocol`); anything else (another
// non-`Equatable` enum) never, as nothing here says it is unchanged.

@_spi(Reflection) import Swift
import Foundation

final class FieldLayout {
    enum Role {
        case dynamic
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case object
        case optionalObject
        case never
        case nested(FieldLayout)
        /// An `Optional` of a non-`Equatable`, non-class value: its case, then the value.
        case optional((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// Plain data: these runs of bytes (offset from the field, count), its fields' without padding.
        case bytes([ByteRun])
        /// An existential (`any Store`): the value it holds, loaded — an object by identity, an
        /// `Equatable` value by `==`, anything else never equal (`valuesEqual`).
        case existential((UnsafeRawPointer) -> Any)
    }

    struct ByteRun {
        let offset: Int
        let count: Int
    }

    struct Field {
        let name: String
        let offset: Int
        let role: Role
        let dynamic: _DynamicField.Type?
        var isModifier = false
        /// A closure (`let onTap: () -> Void`): never equal, as SwiftUI cannot compare functions.
        var isFunction = false
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
    /// Fields whose value the views below see in their environment (`@UIApplicationDelegateAdaptor`'s
    /// observable delegate): the node's body is expanded under their changes.
    let environmentWriters: [Field]
    /// The name a view of this type is counted under (`nodeName(of:)`): its node reads it here.
    /// Worked out at the first read: most layouts are of fields' types, which are not views.
    private(set) lazy var viewName: String = nodeName(of: type)
    let type: Any.Type

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: FieldLayout] = [:]

    static func of(_ type: Any.Type) -> FieldLayout {
        if let known = cache[ObjectIdentifier(type)] { return known }
        let layout = FieldLayout(type)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    private init(_ type: Any.Type) {
        var fields: [Field] = []
        let notInputs = (type as? _DerivedFields.Type)?._derivedFields ?? []
        let described = _forEachField(of: type, options: [.ignoreUnknown]) { name, offset, fieldType, kind in
            if notInputs.contains(String(cString: name)) { return true }
            let dynamic = fieldType as? _DynamicField.Type
            let role: Role
            // Objects before `Equatable`: an input object compares by identity even when its class
            // is `Equatable`; and a `weak` field (an optional object) is compared by its word,
            // never read through as a strong reference.
            if dynamic != nil { role = .dynamic }
            else if kind == .function { role = .never }
            else if fieldType is AnyClass || kind == .class { role = .object }
            else if let optional = fieldType as? _OptionalType.Type, optional.wrappedType is AnyClass { role = .optionalObject }
            else if kind == .opaque { role = .bytes([ByteRun(offset: 0, count: _openExistential(fieldType, do: byteSize))]) }
            else if let plain = FieldLayout.plainData(fieldType) { role = plain }
            else if let optional = fieldType as? _OptionalType.Type, _openExistential(fieldType, do: isPODType) {
                role = .optional(optional.caseThenValue)  // plain data too: its case, then its value's bytes
            }
            else if let eq = addressEquality(of: fieldType) { role = .equatable(eq) }
            else if let optional = fieldType as? _OptionalType.Type { role = .optional(optional.caseThenValue) }
            else if kind == .struct || kind == .tuple { role = .nested(FieldLayout.of(fieldType)) }
            else if kind == .existential { role = .existential(_openExistential(fieldType, do: existentialLoader)) }
            else if kind == .enum, _openExistential(fieldType, do: isPODType) {
                // A plain enum that is not `Equatable` (`enum Filter { case none, recent }`): its tag
                // and payload, by their bytes, as AttributeGraph compares an enum by its case, then its
                // payload. A payload smaller than the largest case's may leave bytes no case wrote:
                // such values can compare unequal when they are equal — a re-run too many, never a
                // skip too many (before: never equal).
                role = .bytes([ByteRun(offset: 0, count: _openExistential(fieldType, do: byteSize))])
            }
            else { role = .never }
            fields.append(Field(name: String(cString: name), offset: offset, role: role, dynamic: dynamic,
                                isModifier: fieldType is any ViewModifier.Type, isFunction: kind == .function))
            return true
        }
        // A type reflection cannot walk (an enum view, say) has no fields to compare: never equal.
        if !described || (fields.isEmpty && !_openExistential(type, do: isEmptyStruct)) {
            fields = [Field(name: "(unreflected)", offset: 0, role: .never, dynamic: nil)]
        }
        self.fields = fields
        // A `ViewModifier` field (`ModifiedContent.modifier`) holds the node's wrappers too: its
        // `@State` and `@Environment` are installed and linked as the view's own are.
        var dynamicFields = fields.filter { $0.dynamic != nil }
        for field in fields {
            guard case .nested(let inner) = field.role, field.isModifier else { continue }
            dynamicFields += inner.dynamicFields.map {
                Field(name: $0.name, offset: field.offset + $0.offset, role: $0.role, dynamic: $0.dynamic)
            }
        }
        self.dynamicFields = dynamicFields
        self.hasPublishers = dynamicFields.contains { $0.dynamic!._holdsObject }
        self.refreshedFields = dynamicFields.filter { $0.dynamic!._needsRefresh }
        self.readsEnvironment = dynamicFields.contains { $0.dynamic!._readsEnvironment }
        self.environmentWriters = dynamicFields.filter { ($0.dynamic as? _EnvironmentWritingField.Type)?._writesEnvironment ?? false }
        self.type = type
        self.isPOD = _openExistential(type, do: isPODType)
        self.selfEquals = addressEquality(of: type)
    }

    /// The names of the fields that compare unequal (a journal's "inputs that changed"):
    /// `@self` when the view's own `==` decided, as `.equatable()` or an `Equatable` view does. A
    /// nested struct compared field by field is named down to its fields (`modifier.debouncedText`:
    /// a `ViewModifier`'s node named its one input, `modifier`, a tester's debounced field).
    func unequalFields(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, selfEquals useOwn: Bool) -> [String] {
        if useOwn || (selfEquals != nil && !isPOD), selfEquals != nil { return ["@self (==)"] }
        return fields.filter { !Self.equal($0, a + $0.offset, b + $0.offset) }.flatMap { field -> [String] in
            switch field.role {
            case .never: return [field.propertyName + " (never equal)"]
            case .nested(let inner):
                let names = inner.unequalFields(a + field.offset, b + field.offset, selfEquals: false)
                return names.isEmpty || names.contains("@self (==)") ? [field.propertyName]
                    : names.map { field.propertyName + "." + $0 }
            default: return [field.propertyName]
            }
        }
    }

    /// The closures (nested structs' by their path) among the fields that differ between two values,
    /// when nothing else differs: a view handed new inputs only because a closure is never equal
    /// (a counting run's `StepCounts.closureInputReruns`). Nil when another field differs too.
    func differingOnlyInClosures(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> [String]? {
        var closures: [String] = []
        for field in fields where !Self.equal(field, a + field.offset, b + field.offset) {
            if field.isFunction { closures.append(field.propertyName); continue }
            guard case .nested(let inner) = field.role,
                  let names = inner.differingOnlyInClosures(a + field.offset, b + field.offset) else { return nil }
            closures += names.map { field.propertyName + "." + $0 }
        }
        return closures.isEmpty ? nil : closures
    }

    /// The fields holding data — not closures, property wrappers or objects, which an `==` may
    /// leave out on purpose — that differ between two values, nested structs' by theirs.
    func differingDataFields(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> [String] {
        fields.flatMap { field -> [String] in
            switch field.role {
            case .never, .dynamic, .object, .optionalObject, .existential: return []
            case .nested(let inner):
                return inner.differingDataFields(a + field.offset, b + field.offset).map { field.propertyName + "." + $0 }
            default:
                return Self.equal(field, a + field.offset, b + field.offset) ? [] : [field.propertyName]
            }
        }
    }

    /// Whether a value of this type holds a field to refresh (a binding) anywhere, nested structs
    /// and tuples included. Worked out at the first ask (a link's destination: ViewInput.swift).
    private(set) lazy var holdsRefreshedFields: Bool = fields.contains { field in
        switch field.role {
        case .dynamic: return field.dynamic!._needsRefresh
        case .nested(let inner): return inner.holdsRefreshedFields
        default: return false
        }
    }

    /// Its own fields to refresh, worked out once: `_needsRefresh` may be a type check (an
    /// `@Environment` of a binding's), not to be made at every refresh.
    private lazy var ownRefreshedFields: [Field] = fields.filter { field in
        if case .dynamic = field.role { return field.dynamic!._needsRefresh }
        return false
    }

    /// Refreshes every field to refresh in the value at `base`, nested ones included.
    func refreshAll(at base: UnsafeMutableRawPointer) {
        guard holdsRefreshedFields else { return }
        for field in ownRefreshedFields { field.dynamic!._refresh(base + field.offset) }
        for field in fields {
            if case .nested(let inner) = field.role { inner.refreshAll(at: base + field.offset) }
        }
    }

    func inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for field in fields where !Self.equal(field, a + field.offset, b + field.offset) { return false }
        return true
    }

    /// One field of two values, by its role.
    @inline(__always)
    static func equal(_ field: Field, _ x: UnsafeRawPointer, _ y: UnsafeRawPointer) -> Bool {
        switch field.role {
        case .dynamic: return field.dynamic!._inputsEqual(x, y)
        case .equatable(let eq): return eq(x, y)
        case .object, .optionalObject: return x.load(as: UInt.self) == y.load(as: UInt.self)
        case .never: return false
        case .nested(let layout): return layout.inputsEqual(x, y)
        case .optional(let equal): return equal(x, y)
        case .bytes(let runs):
            for run in runs where memcmp(x + run.offset, y + run.offset, run.count) != 0 { return false }
            return true
        case .existential(let load): return valuesEqual(load(x), load(y))
        }
    }

    /// How a plain-data struct or tuple compares: its bytes, when every field is plain bytes (a
    /// `Double`, a struct of `Int`s, a `UUID`'s tuple), else field by field (an `Optional` inside by
    /// its case, then its value). Nil for anything else (not plain data; an enum).
    static func plainData(_ type: Any.Type) -> Role? {
        let kind = metadataKind(type)
        guard kind == MetadataKind.struct || kind == MetadataKind.tuple, _openExistential(type, do: isPODType) else { return nil }
        let layout = FieldLayout.of(type)
        var runs: [ByteRun] = []
        for field in layout.fields {
            guard case .bytes(let inner) = field.role else { return .nested(layout) }
            for run in inner {
                let start = field.offset + run.offset
                if let last = runs.last, last.offset + last.count == start {
                    runs[runs.count - 1] = ByteRun(offset: last.offset, count: last.count + run.count)
                } else {
                    runs.append(ByteRun(offset: start, count: run.count))
                }
            }
        }
        return .bytes(runs)
    }
}

/// The runtime's kind of a type's metadata (swift/ABI/MetadataKind.def): which walk it takes.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

private enum MetadataKind {
    static let `struct`: UInt = 0x200
    static let tuple: UInt = 0x301
}

private func byteSize<T>(_: T.Type) -> Int { MemoryLayout<T>.size }

/// Loads the value an existential field of type `T` (`any Store`, `Any`) holds.
private func existentialLoader<T>(_: T.Type) -> (UnsafeRawPointer) -> Any { { $0.assumingMemoryBound(to: T.self).pointee } }

/// A view of Redraw's whose fields include ones worked out from its type, not given by the body
/// that made it (`TupleView`'s `expand`, a closure made for its element types): two values of the
/// type hold equal ones, so they are not compared — a closure would never be equal.
protocol _DerivedFields {
    static var _derivedFields: Set<String> { get }
}

/// Lets reflection see through `Optional` to the wrapped type.
protocol _OptionalType {
    static var wrappedType: Any.Type { get }
    /// Compares two optionals at these addresses: nil and nil are equal, nil and a value are not,
    /// two values compare by the rules above (their own `==`, or field by field).
    static var caseThenValue: (UnsafeRawPointer, UnsafeRawPointer) -> Bool { get }
}

extension Optional: _OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }

    static var caseThenValue: (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let wrapped: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
        if let plain = FieldLayout.plainData(Wrapped.self) {
            let field = FieldLayout.Field(name: "some", offset: 0, role: plain, dynamic: nil)
            wrapped = { FieldLayout.equal(field, $0, $1) }
        } else {
            wrapped = addressEquality(of: Wrapped.self) ?? { FieldLayout.of(Wrapped.self).inputsEqual($0, $1) }
        }
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case (nil, nil): return true
            case (var x?, var y?):
                return withUnsafePointer(to: &x) { px in withUnsafePointer(to: &y) { py in wrapped(UnsafeRawPointer(px), UnsafeRawPointer(py)) } }
            default: return false
            }
        }
    }
}

private func isPODType<T>(_ type: T.Type) -> Bool { _isPOD(type) }

/// A struct with no stored properties (`struct Spacer2: View {}`) is always equal to itself.
private func isEmptyStruct<T>(_ type: T.Type) -> Bool { MemoryLayout<T>.size == 0 && !(type is AnyClass) }
