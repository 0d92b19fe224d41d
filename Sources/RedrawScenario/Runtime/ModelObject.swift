// ModelObject: one instance of a scenario's model class.
//
// Its stored properties live in `storage`, indexed by slot. Reads and writes go
// through the execution context's `StateObserver`, which is where an engine
// decides what they mean (publish under push, register under pull). The class
// conforms to `Observable` so the toolchain's `ObservationRegistrar` can take
// it as the subject, with `\ModelObject.[slot: i]` as the property key path.

import Observation

public final class ModelObject: Observable {
    public let type: ModelType
    public var storage: [Value]
    /// Per-slot bookkeeping: a version bumped by every changing write (stale-view
    /// detection compares them) and the last evaluation that read the slot.
    public var marks: [SlotMarks]
    /// Per-object state owned by the running engine (a publisher or a registrar).
    public var engineState: AnyObject?

    public init(type: ModelType, storage: [Value]) {
        self.type = type
        self.storage = storage
        self.marks = Array(repeating: SlotMarks(), count: storage.count)
    }

    /// The key-path target for the registrar: one member per stored slot.
    public subscript(slot slot: Int) -> Value { storage[slot] }
}

public struct SlotMarks {
    public var version: UInt32 = 0
    public var lastReader: UInt32 = 0
    public init() {}
}

/// How a model class was declared in the scenario.
public enum ModelStyle: String {
    /// `class M: ObservableObject` with `@Published` properties: written for push.
    case observableObject
    /// `@Observable class M`: written for pull.
    case observable
    /// Neither: nothing about it is observed, under either engine.
    case plain
}

/// A stored property of a model class or struct.
public struct StoredProperty {
    public let name: String
    /// `@Published` (push style) or not `@ObservationIgnored` (pull style).
    public let isTracked: Bool
    public let declaredType: TypeRef?
    public let initialValue: Eval?
    public let isConstant: Bool
    public let location: SourceLocation
}

/// Members shared by classes, structs and enums: computed properties and methods.
public final class MemberTable {
    public var computed: [String: Function] = [:]
    public var methods: [String: [Function]] = [:]
    public var staticProperties: [String: Eval] = [:]
    public var staticMethods: [String: [Function]] = [:]
    public init() {}

    public func method(_ name: String, labels: [String?]) -> Function? {
        guard let candidates = methods[name] else { return nil }
        return candidates.first { $0.labels == labels } ?? (candidates.count == 1 ? candidates[0] : nil)
    }
}

public final class ModelType {
    public let name: String
    public let style: ModelStyle
    public let location: SourceLocation
    public internal(set) var properties: [StoredProperty] = []
    public internal(set) var propertyIndex: [String: Int] = [:]
    public let members = MemberTable()
    public internal(set) var initializers: [Function] = []
    /// One key path per stored slot, built once: making them per access would allocate.
    public internal(set) var keyPaths: [KeyPath<ModelObject, Value>] = []

    init(name: String, style: ModelStyle, location: SourceLocation) {
        self.name = name
        self.style = style
        self.location = location
    }

    func add(_ property: StoredProperty) {
        propertyIndex[property.name] = properties.count
        keyPaths.append(ModelObject.keyPath(forSlot: properties.count))
        properties.append(property)
    }

    public var memberNames: [String] {
        properties.map(\.name) + Array(members.computed.keys) + Array(members.methods.keys)
    }
}

public final class StructType {
    public let name: String
    public let location: SourceLocation
    public internal(set) var fields: [StoredProperty] = []
    public internal(set) var fieldIndex: [String: Int] = [:]
    public let members = MemberTable()
    public internal(set) var initializers: [Function] = []
    public internal(set) var isIdentifiable = false

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    func add(_ field: StoredProperty) {
        fieldIndex[field.name] = fields.count
        fields.append(field)
    }

    public var memberNames: [String] {
        fields.map(\.name) + Array(members.computed.keys) + Array(members.methods.keys)
    }
}

public final class EnumType {
    public let name: String
    public let location: SourceLocation
    public internal(set) var cases: [String] = []
    public internal(set) var rawValues: [Value?] = []
    public let members = MemberTable()

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
