// ViewType and ViewInstance: a scenario's view struct and one live value of it.
//
// A view's stored properties are classified by their property wrapper; the
// classification decides what is an input (compared on reconciliation), what is
// node-local state (kept across re-evaluations), what is looked up in the
// environment, and whether the view subscribes to an object under push.

public enum ViewPropertyWrapper: String {
    case none = ""
    case state = "@State"
    case stateObject = "@StateObject"
    case observedObject = "@ObservedObject"
    case bindable = "@Bindable"
    case environmentObject = "@EnvironmentObject"
    case environment = "@Environment"
    case binding = "@Binding"
}

public struct ViewProperty {
    public let name: String
    public let wrapper: ViewPropertyWrapper
    public let declaredType: TypeRef?
    public let initialValue: Eval?
    public let isConstant: Bool
    public let location: SourceLocation
    /// For `@Environment(T.self)` and `@EnvironmentObject var x: T`: `T`.
    public let environmentType: String?
    /// Push engine: the node subscribes to the object held here (after migration).
    public internal(set) var subscribesUnderPush: Bool
    /// Node-local storage (`@State`, `@StateObject`): kept across re-evaluations.
    public var isNodeState: Bool { wrapper == .state || wrapper == .stateObject }
    /// Set by the parent through the memberwise initialiser.
    public var isInput: Bool {
        switch wrapper {
        case .none, .observedObject, .bindable, .binding: return true
        default: return false
        }
    }
}

/// How a body reads a property, decided once per property.
public enum ViewPropertyAccess {
    /// An input or environment value in `ViewInstance.values`.
    case value
    /// `@State`: slot in the node's state storage; reads are recorded.
    case state(Int)
    /// `@StateObject` (or `@State` holding an object set once): slot in the state storage.
    case stateObject(Int)
    /// `@Binding`: read through the binding.
    case binding
}

public final class ViewType {
    public let name: String
    public let location: SourceLocation
    public internal(set) var properties: [ViewProperty] = []
    public internal(set) var propertyIndex: [String: Int] = [:]
    public let members = MemberTable()
    public internal(set) var body: ContentCode = { _, _ in }
    public internal(set) var bodyLocalCount = 0
    public internal(set) var isEquatable = false
    /// A user-written `static func ==`; nil means synthesized over the inputs.
    public internal(set) var equals: Function?
    /// Properties that hold node-local state, in slot order of the state storage.
    public internal(set) var stateProperties: [Int] = []
    public internal(set) var stateSlot: [Int: Int] = [:]
    public internal(set) var access: [ViewPropertyAccess] = []

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    func add(_ property: ViewProperty) {
        propertyIndex[property.name] = properties.count
        if property.isNodeState {
            let slot = stateProperties.count
            stateSlot[properties.count] = slot
            stateProperties.append(properties.count)
            access.append(property.wrapper == .state ? .state(slot) : .stateObject(slot))
        } else {
            access.append(property.wrapper == .binding ? .binding : .value)
        }
        properties.append(property)
    }

    public var inputNames: [String] { properties.filter(\.isInput).map(\.name) }
}

/// A live value of a view type: its property values and its node's state.
public final class ViewInstance {
    public let type: ViewType
    /// One value per property; state properties read from `state` instead.
    public var values: [Value]
    public var state: StateStorage?

    public init(type: ViewType, values: [Value], state: StateStorage?) {
        self.type = type
        self.values = values
        self.state = state
    }
}
