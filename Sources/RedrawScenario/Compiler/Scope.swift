// Scope: compile-time names of one function activation and its blocks.
//
// Each function, method, closure and the top level get a FunctionScope whose
// locals become slots of the runtime Frame. A name resolves to (depth, slot):
// how many frames up, and which slot, so no name is looked up while running.

struct LocalVariable {
    let slot: Int
    var type: TypeRef?
    /// `@Bindable var x = x` in a body: `$x.p` makes bindings.
    let isBindable: Bool
    let isConstant: Bool
}

enum SelfContext {
    case none
    case model(ModelType)
    case structure(StructType)
    case enumeration(EnumType)
    case view(ViewType)

    var typeName: String? {
        switch self {
        case .none: return nil
        case .model(let t): return t.name
        case .structure(let t): return t.name
        case .enumeration(let t): return t.name
        case .view(let t): return t.name
        }
    }
}

final class FunctionScope {
    let parent: FunctionScope?
    let selfContext: SelfContext
    private var blocks: [[String: LocalVariable]] = [[:]]
    private(set) var localCount = 0
    /// Inside a `mutating` struct method (or an initializer): `self` may be written.
    let mutatesSelf: Bool
    /// Inside an `init`: writes to `self`'s stored properties initialise, and notify nobody.
    var isInitializer = false

    init(parent: FunctionScope?, selfContext: SelfContext, mutatesSelf: Bool = false) {
        self.parent = parent
        self.selfContext = selfContext
        self.mutatesSelf = mutatesSelf
    }

    @discardableResult
    func declare(_ name: String, type: TypeRef? = nil, isBindable: Bool = false, isConstant: Bool = false) -> Int {
        let slot = localCount
        localCount += 1
        blocks[blocks.count - 1][name] = LocalVariable(slot: slot, type: type, isBindable: isBindable, isConstant: isConstant)
        return slot
    }

    func pushBlock() { blocks.append([:]) }
    func popBlock() { blocks.removeLast() }

    func withBlock<T>(_ body: () throws -> T) rethrows -> T {
        pushBlock()
        defer { popBlock() }
        return try body()
    }

    func localHere(_ name: String) -> LocalVariable? {
        for block in blocks.reversed() { if let v = block[name] { return v } }
        return nil
    }

    /// (frames up, variable) for `name`, searching enclosing functions outwards.
    /// `includingGlobals: false` stops before the top level, so that a property
    /// of `self` can shadow a global of the same name, as in Swift.
    func lookup(_ name: String, includingGlobals: Bool = true) -> (depth: Int, variable: LocalVariable)? {
        var scope: FunctionScope? = self
        var depth = 0
        while let s = scope {
            if !includingGlobals && s.parent == nil { return nil }
            if let v = s.localHere(name) { return (depth, v) }
            scope = s.parent
            depth += 1
        }
        return nil
    }

    /// Whether `name` is a property of `self` here.
    func selfHasMember(_ name: String) -> Bool {
        switch selfContext {
        case .none: return false
        case .model(let t): return t.propertyIndex[name] != nil || t.members.computed[name] != nil
        case .structure(let t): return t.fieldIndex[name] != nil || t.members.computed[name] != nil
        case .enumeration(let t): return t.members.computed[name] != nil || name == "rawValue"
        case .view(let t): return t.propertyIndex[name] != nil || t.members.computed[name] != nil
        }
    }

    /// Locals first, then members of `self`, then globals: Swift's order.
    func resolve(_ name: String) -> (depth: Int, variable: LocalVariable)? {
        if let local = lookup(name, includingGlobals: false) { return local }
        if selfHasMember(name) { return nil }
        return lookup(name)
    }

    /// The names declared in this function's outermost block, with their slots (globals).
    var outermostNames: [String: Int] { blocks[0].mapValues(\.slot) }

    var allNames: [String] {
        var names: [String] = []
        var scope: FunctionScope? = self
        while let s = scope {
            for block in s.blocks { names.append(contentsOf: block.keys) }
            scope = s.parent
        }
        return names
    }
}
