// ViewContent: what one body evaluation returns.
//
// Built-in leaves and containers are part of the body that made them; what
// remains are the children that are nodes of their own — user views and
// binding-holding controls — each with its identity (structural position plus
// the explicit ids of enclosing `ForEach` elements) and its inputs.

public enum IdentityComponent: Hashable {
    case site(Int)
    case key(IdentityKey)
}

public struct ViewChild {
    public enum Kind {
        case view(ViewType, [Value])
        /// `TextField`, `Toggle`, `Stepper`, `Picker`, `Slider`: a node reading through its binding.
        case control(String, Binding)
    }
    public var identity: [IdentityComponent]
    public var kind: Kind
    /// Objects injected with `.environment(_:)` / `.environmentObject(_:)` on the way here.
    public var injected: [ModelObject] = []
    /// `.equatable()` was applied.
    public var equatable = false
    public var location: SourceLocation

    public var typeName: String {
        switch kind {
        case .view(let t, _): return t.name
        case .control(let name, _): return name
        }
    }
}

public final class ViewContent {
    public var children: [ViewChild] = []
    var prefix: [IdentityComponent] = []
    public init() {}

    func identity(site: Int) -> [IdentityComponent] {
        var id = prefix
        id.append(.site(site))
        return id
    }
}

public typealias ContentCode = (Frame, ViewContent) throws -> Void
