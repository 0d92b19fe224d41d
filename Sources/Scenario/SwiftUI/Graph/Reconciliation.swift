// Reconciliation: matching a body's children to the previous ones by identity.
//
// A new identity is created and evaluated; a vanished one is destroyed and its
// tracking and subscriptions cancelled; a kept one gets its new inputs and,
// when they are equal and it is not invalid, is skipped (counted).

import RedrawResults

extension ViewGraph {
    func reconcile(_ parent: Node, _ descriptions: [ChildDescription]) {
        let old = parent.children
        if old.isEmpty && descriptions.isEmpty { return }
        let saved = current
        // Comparing inputs reads nothing on behalf of a view; each evaluation sets its own reader.
        current = nil
        defer { current = saved }
        // The common case: the same identities in the same order. No index to rebuild.
        if old.count == descriptions.count, zip(old, descriptions).allSatisfy({ $0.isIdentified(by: $1.key) }) {
            for (node, d) in zip(old, descriptions) { update(node, with: d, parent: parent) }
            return
        }
        var children: [Node] = []
        children.reserveCapacity(descriptions.count)
        var index: [ChildKey: Node] = [:]
        index.reserveCapacity(descriptions.count)
        // The old children by identity, made at the first child not found in place, and only for
        // more than a few: held between passes, it cost every row of a long list about 50 bytes.
        var oldIndex: [ChildKey: Node]?
        for (position, d) in descriptions.enumerated() {
            if index[d.key] != nil {
                fatalError("two children of `\(parent.typeName)` have the same identity (\(d.payload.typeName) at \(Array(d.key.path))): is a `ForEach` id repeated?")
            }
            let existing: Node?
            if position < old.count, old[position].isIdentified(by: d.key) { existing = old[position] }
            else if old.count <= 8 { existing = old.first { $0.isIdentified(by: d.key) } }
            else {
                if oldIndex == nil {
                    var made: [ChildKey: Node] = [:]
                    made.reserveCapacity(old.count)
                    for child in old { made[child.key!] = child }
                    oldIndex = made
                }
                existing = oldIndex![d.key]
            }
            if let existing {
                index[d.key] = existing
                // Where it is now, for tree order (Node.precedesInTree); the common case above keeps
                // every position as it was.
                existing.position = children.count
                children.append(existing)
                update(existing, with: d, parent: parent)
            } else {
                let node = d.payload.makeNode(graph: self, parent: parent, key: d.key, environment: d.environment)
                assert(node.keyType == d.key.type, "\(node.typeName)'s keyType is not its description's key type")
                node.environmentChanges = d.environmentChanges
                count(node) { $0.created += 1 }
                index[d.key] = node
                node.position = children.count
                children.append(node)
                evaluate(node, cause: .creation)
            }
        }
        for child in old where index[child.key!] !== child { destroy(child) }
        parent.children = children
    }

    private func update(_ node: Node, with d: ChildDescription, parent: Node) {
        let invalid = node.invalidatedPass == pass && node.evaluatedPass != pass
        let environmentRevision = node.environment.revision
        node.environmentChanges = d.environmentChanges
        let changed = d.payload.update(node, environment: d.environment)
        if !changed && !invalid {
            count(node) { $0.skipped += 1 }
            if d.environment.revision != environmentRevision { propagateEnvironment(below: node) }
            return
        }
        evaluate(node, cause: invalid ? (node.invalidationCause ?? .parent(parent.typeName)) : .parent(parent.typeName))
    }

    /// `node` was skipped, but the environment it passes down may have changed: each child gets
    /// its environment again (the node's, through the modifiers its last body applied), and one
    /// whose `@Environment` or `@EnvironmentObject` now resolves differently re-runs — as in
    /// SwiftUI, a view re-runs when a key it read changes for it, not because an ancestor's did.
    func propagateEnvironment(below node: Node) {
        for child in node.children {
            var environment = node.environment
            for change in child.environmentChanges { change(&environment) }
            if child.environmentChanged(to: environment) {
                evaluate(child, cause: .environment(node.typeName))
            } else {
                propagateEnvironment(below: child)
            }
        }
    }

    func destroy(_ node: Node) {
        for child in node.children { destroy(child) }
        node.isAlive = false
        node.children = []
        node.reads = []
        node.readPlaces = []
        node.actionTargets = []
        if !node.lifecycle.isEmpty { lifecycleEnded(node) }
        if !node.preferenceMarks.isEmpty { preferenceObservers.removeValue(forKey: ObjectIdentifier(node)) }
        node.cancelTracking()
        node.unsubscribeAll()
        count(node) { $0.destroyed += 1 }
        // `parent` is unowned(unsafe): a destroyed node, which may outlive its parent, forgets it.
        node.parent = nil
    }
}
