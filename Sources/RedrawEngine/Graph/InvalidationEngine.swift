// InvalidationEngine: the one thing that differs between push and pull.
//
// The view graph owns identity, the render pass and reconciliation; an engine
// decides only what a read and a write of a model property do, and how a body
// evaluation is wrapped (subscriptions under push, tracking under pull).

import RedrawScenario

protocol InvalidationEngine: AnyObject {
    var kind: EngineKind { get }
    /// The graph to invalidate nodes in.
    var graph: ViewGraph? { get set }
    func objectCreated(_ object: ModelObject)
    func read(_ object: ModelObject, slot: Int)
    /// Stores `value` and notifies as this engine does.
    func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool)
    /// Runs a body evaluation of `node`.
    func evaluate(_ node: ViewNode, _ body: () throws -> Void) throws
    /// The node's inputs or state may hold other objects now.
    func inputsChanged(_ node: ViewNode)
    func destroyed(_ node: ViewNode)
    /// Dependencies the node holds now (subscriptions or tracked pairs).
    func dependencyCount(_ node: ViewNode) -> Int
}

func makeEngine(_ kind: EngineKind) -> InvalidationEngine {
    switch kind {
    case .push: return PushEngine()
    case .pull: return PullEngine()
    }
}
