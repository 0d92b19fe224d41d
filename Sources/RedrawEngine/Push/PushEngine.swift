// PushEngine: `ObservableObject` semantics.
//
// Every model object has an `objectWillChange` publisher. Each write of a
// tracked (`@Published`) property sends it before the value is stored, equal
// or not. A node subscribes to the objects it holds through `@StateObject`,
// `@ObservedObject` or `@EnvironmentObject` (after migration) for as long as
// it lives, whatever its body reads; a send invalidates every subscriber.
// Combine is not on Linux: `ObjectWillChangePublisher` is the minimal stand-in.

import RedrawScenario

/// `objectWillChange`: the subscribers of one object.
final class ObjectWillChangePublisher {
    /// By node serial; order of delivery does not matter, the render pass sorts.
    var subscribers: [Int: ViewNode] = [:]
}

final class PushEngine: InvalidationEngine {
    let kind = EngineKind.push
    weak var graph: ViewGraph?

    func objectCreated(_ object: ModelObject) {
        object.engineState = ObjectWillChangePublisher()
    }

    func read(_ object: ModelObject, slot: Int) {}

    func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool) {
        if object.type.properties[slot].isTracked, let publisher = object.engineState {
            let subscribers = unsafeDowncast(publisher, to: ObjectWillChangePublisher.self).subscribers
            graph?.objectWillChangeSent(object, slot: slot, subscribers: subscribers.values)
        }
        object.storage[slot] = value
    }

    func evaluate(_ node: ViewNode, _ body: () throws -> Void) throws {
        try body()
    }

    func inputsChanged(_ node: ViewNode) {
        let now = observedObjects(of: node)
        let before = node.subscriptions
        if now.count == before.count && zip(now, before).allSatisfy({ $0 === $1 }) { return }
        for o in before { publisher(o)?.subscribers[node.serial] = nil }
        for o in now { publisher(o)?.subscribers[node.serial] = node }
        node.subscriptions = now
    }

    func destroyed(_ node: ViewNode) {
        for o in node.subscriptions { publisher(o)?.subscribers[node.serial] = nil }
        node.subscriptions = []
    }

    func dependencyCount(_ node: ViewNode) -> Int { node.subscriptions.count }

    private func publisher(_ object: ModelObject) -> ObjectWillChangePublisher? {
        object.engineState.map { unsafeDowncast($0, to: ObjectWillChangePublisher.self) }
    }

    /// Objects held through a subscribing property, each once.
    private func observedObjects(of node: ViewNode) -> [ModelObject] {
        guard case .view(let type) = node.kind, let instance = node.instance else { return [] }
        var objects: [ModelObject] = []
        for (i, property) in type.properties.enumerated() where property.subscribesUnderPush {
            let value: Value
            if property.isNodeState, let slot = type.stateSlot[i], let state = instance.state { value = state.values[slot] }
            else { value = instance.values[i] }
            if case .object(let o) = value, !objects.contains(where: { $0 === o }) { objects.append(o) }
        }
        return objects
    }
}
