// PullEngine: `@Observable` semantics on the toolchain's real Observation module.
//
// Each model object owns an `ObservationRegistrar`; a read of a tracked
// property calls `access`, a changing write goes through `withMutation`, and
// an equal-value write does not notify (the Swift 6.2+ macro compares first).
// Each body evaluation runs inside `withObservationTracking`, so only the
// properties read by the latest evaluation are dependencies; its `onChange`
// fires in `willSet`, at most once, and the node is then invalid until its next
// evaluation re-arms it. The public API cannot cancel a tracking, so one that
// a newer evaluation (or destruction) superseded stays registered until its
// next fire, where a token check drops it uncounted, as a cancelled one would be.

import Observation
import RedrawScenario

final class RegistrarBox {
    let registrar = ObservationRegistrar()
}

final class PullEngine: InvalidationEngine {
    let kind = EngineKind.pull
    weak var graph: ViewGraph?

    func objectCreated(_ object: ModelObject) {
        object.engineState = RegistrarBox()
    }

    @inline(__always)
    private func registrar(_ object: ModelObject) -> ObservationRegistrar {
        unsafeDowncast(object.engineState!, to: RegistrarBox.self).registrar
    }

    func read(_ object: ModelObject, slot: Int) {
        guard object.type.properties[slot].isTracked else { return }
        registrar(object).access(object, keyPath: object.type.keyPaths[slot])
    }

    func write(_ object: ModelObject, slot: Int, value: Value, changed: Bool) {
        guard changed, object.type.properties[slot].isTracked else {
            object.storage[slot] = value
            return
        }
        registrar(object).withMutation(of: object, keyPath: object.type.keyPaths[slot]) {
            object.storage[slot] = value
        }
    }

    func evaluate(_ node: ViewNode, _ body: () throws -> Void) throws {
        cancelTracking(node)
        var thrown: Error?
        let token = node.evaluationToken
        withObservationTracking({
            do { try body() } catch { thrown = error }
        }, onChange: { [weak node, weak graph] in
            guard let node, let graph, node.isAlive, node.evaluationToken == token else { return }
            graph.trackingFired(node)
        })
        if let thrown { throw thrown }
    }

    func inputsChanged(_ node: ViewNode) {}

    func destroyed(_ node: ViewNode) { cancelTracking(node) }

    private func cancelTracking(_ node: ViewNode) {
        node.evaluationToken &+= 1
    }

    func dependencyCount(_ node: ViewNode) -> Int {
        node.reads.reduce(0) { $0 + ($1.tracked ? 1 : 0) }
    }
}
