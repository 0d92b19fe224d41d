// ViewNode: one live instance of a view type in the graph.
//
// Its identity is its structural position under its parent plus enclosing
// `ForEach` ids; it keeps its inputs, its local `@State`, its children by
// identity, and what its latest body evaluation read.

import RedrawScenario

public final class ViewNode {
    public enum Kind {
        case root
        case view(ViewType)
        /// A binding-holding control (`TextField`, `Toggle`…), counted under its name.
        case control(String)
    }

    /// Creation order: a stable tie-break for tree order.
    public let serial: Int
    public let kind: Kind
    public let typeName: String
    public weak var parent: ViewNode?
    public let depth: Int
    let identity: [IdentityComponent]
    var instance: ViewInstance?
    var binding: Binding?
    /// Objects injected above this node, by model type name.
    var environment: [String: ModelObject]
    var children: [ViewNode] = []
    var childIndex: [[IdentityComponent]: ViewNode] = [:]
    var isAlive = true
    /// The frame in which this node was last marked invalid / last evaluated.
    var invalidatedFrame = -1
    var evaluatedFrame = -1
    /// Why it was invalidated in `invalidatedFrame` (first cause wins).
    var invalidationCause: Cause?
    /// Reads of the latest evaluation (counting runs only).
    var reads: [Read] = []
    /// Push: objects whose publisher this node subscribes to.
    var subscriptions: [ModelObject] = []
    /// Pull: the number of the tracking that is live; fires of older ones are dropped.
    var evaluationToken: UInt32 = 0

    init(serial: Int, kind: Kind, parent: ViewNode?, identity: [IdentityComponent], environment: [String: ModelObject]) {
        self.serial = serial
        self.kind = kind
        switch kind {
        case .root: typeName = "Redraw.root"
        case .view(let t): typeName = t.name
        case .control(let name): typeName = name
        }
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.identity = identity
        self.environment = environment
    }

    /// Depth in the high bits, serial in the low ones: the render pass's sort key.
    var orderKey: Int { depth << 40 | serial }

    var isControl: Bool { if case .control = kind { return true } else { return false } }
}

/// One read made by a body evaluation: enough to tell later whether it went stale.
struct Read {
    enum Place {
        case property(ModelObject, Int)
        case state(StateStorage, Int)
    }
    let place: Place
    let version: UInt32
    let tracked: Bool

    var currentVersion: UInt32 {
        switch place {
        case .property(let o, let slot): return o.marks[slot].version
        case .state(let s, let slot): return s.marks[slot].version
        }
    }

    var label: String {
        switch place {
        case .property(let o, let slot): return "\(o.type.name).\(o.type.properties[slot].name)"
        case .state(let s, let slot):
            if let owner = s.owner as? ViewNode, case .view(let t) = owner.kind {
                let property = t.properties[t.stateProperties[slot]]
                return "\(t.name).\(property.name) (@State)"
            }
            return "@State"
        }
    }
}
