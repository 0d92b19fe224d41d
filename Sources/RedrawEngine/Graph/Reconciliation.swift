// Reconciliation: matching a body's children to the previous ones by identity.
//
// A new identity is created and evaluated; a vanished one is destroyed and its
// dependencies cancelled; a kept one is compared with its previous inputs —
// values by `==`, objects by identity, bindings by the place they project and
// the value they saw, closures never equal unless the view is equatable, when
// only its `==` counts. Equal and not invalidated: skipped. Otherwise it runs.

import RedrawScenario

extension ViewGraph {
    func reconcile(_ parent: ViewNode, _ descriptions: [ViewChild]) throws {
        let old = parent.children
        if old.isEmpty && descriptions.isEmpty { return }  // a leaf body: nothing to match
        // The common case: the same identities in the same order. No index to rebuild.
        if old.count == descriptions.count, !old.isEmpty,
           zip(old, descriptions).allSatisfy({ $0.identity == $1.identity && $0.typeName == $1.typeName }) {
            for (node, d) in zip(old, descriptions) { try update(node, with: d, parent: parent) }
            return
        }
        var children: [ViewNode] = []
        children.reserveCapacity(descriptions.count)
        var index: [[IdentityComponent]: ViewNode] = [:]
        index.reserveCapacity(descriptions.count)
        for (position, d) in descriptions.enumerated() {
            if index[d.identity] != nil {
                throw RuntimeError("two children of `\(parent.typeName)` have the same identity: is a `ForEach` id repeated?", at: d.location)
            }
            // Children usually keep their order: try the same position before the index.
            var existing: ViewNode?
            if position < old.count, old[position].identity == d.identity { existing = old[position] }
            else { existing = parent.childIndex[d.identity] }
            let node: ViewNode
            if let existing, existing.typeName == d.typeName {
                node = existing
                index[d.identity] = node
                children.append(node)
                try update(node, with: d, parent: parent)
            } else {
                node = try create(d, parent: parent)
                index[d.identity] = node
                children.append(node)
                try evaluate(node, cause: .creation)
            }
        }
        for child in old where index[child.identity] !== child { destroy(child) }
        parent.children = children
        parent.childIndex = index
    }

    private func environment(under parent: ViewNode, injecting objects: [ModelObject]) -> [String: ModelObject] {
        if objects.isEmpty { return parent.environment }
        var environment = parent.environment
        for o in objects { environment[o.type.name] = o }
        return environment
    }

    /// The child's property values with `@Environment`/`@EnvironmentObject` resolved.
    private func resolve(_ type: ViewType, _ values: [Value], _ environment: [String: ModelObject], _ d: ViewChild) throws -> [Value] {
        var values = values
        for (i, p) in type.properties.enumerated() {
            guard let t = p.environmentType else { continue }
            guard let object = environment[t] else {
                let how = p.wrapper == .environmentObject ? ".environmentObject(…)" : ".environment(…)"
                throw RuntimeError("`\(type.name)` reads `\(t)` from the environment, but no view above injects one with `\(how)`", at: d.location)
            }
            values[i] = .object(object)
        }
        return values
    }

    private func create(_ d: ViewChild, parent: ViewNode) throws -> ViewNode {
        nextSerial += 1
        let environment = environment(under: parent, injecting: d.injected)
        let node: ViewNode
        switch d.kind {
        case .view(let type, let values):
            node = ViewNode(serial: nextSerial, kind: .view(type), parent: parent, identity: d.identity, environment: environment)
            let resolved = try resolve(type, values, environment, d)
            let instance = ViewInstance(type: type, values: resolved, state: nil)
            let saved = current
            current = nil  // initial @State values are not the parent's reads
            defer { current = saved }
            instance.state = try scenario.makeState(for: type, inputs: resolved, owner: node)
            node.instance = instance
        case .control(let name, let binding):
            node = ViewNode(serial: nextSerial, kind: .control(name), parent: parent, identity: d.identity, environment: environment)
            node.binding = binding
            counts.controlTypes.insert(name)
        }
        count(node) { $0.created += 1 }
        engine.inputsChanged(node)
        return node
    }

    private func update(_ node: ViewNode, with d: ViewChild, parent: ViewNode) throws {
        let invalid = node.invalidatedFrame == frame && node.evaluatedFrame != frame
        var equal: Bool
        switch d.kind {
        case .view(let type, let values):
            let environment = environment(under: parent, injecting: d.injected)
            node.environment = environment
            let resolved = try resolve(type, values, environment, d)
            equal = try inputsEqual(type, node.instance!, resolved, equatable: d.equatable)
            if !equal {
                node.instance!.values = resolved
                engine.inputsChanged(node)
            }
        case .control(_, let binding):
            equal = node.binding! == binding
            if !equal { node.binding = binding }
        }
        if equal && !invalid {
            count(node) { $0.skipped += 1 }
            return
        }
        try evaluate(node, cause: invalid ? (node.invalidationCause ?? .parent(parent.typeName)) : .parent(parent.typeName))
    }

    private func inputsEqual(_ type: ViewType, _ old: ViewInstance, _ new: [Value], equatable: Bool) throws -> Bool {
        if type.isEquatable || equatable, type.equals != nil {
            return try scenario.viewsEqual(type, old, ViewInstance(type: type, values: new, state: old.state))
        }
        for (i, p) in type.properties.enumerated() where p.isInput || p.environmentType != nil {
            if !(old.values[i] == new[i]) { return false }
        }
        return true
    }

    func destroy(_ node: ViewNode) {
        for child in node.children { destroy(child) }
        node.isAlive = false
        node.children = []
        node.childIndex = [:]
        node.reads = []
        engine.destroyed(node)
        if node.isControl { counts.controlTypes.insert(node.typeName) }
        count(node) { $0.destroyed += 1 }
    }
}
