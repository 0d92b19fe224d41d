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
        // The identities are distinct: `ForEach` refuses a repeated id (ForEach.buildEvery,
        // lazyRows), and every other component is a position. A set of them here, to check again,
        // cost a hash and a copy of every new key.
        // Which old children were kept, by their old position.
        var taken = Positions(count: old.count)
        var keptCount = 0
        // Where the next old child is expected: a kept child's successor, so that an insertion,
        // a removal or an append costs no lookup. Children found nowhere near it are looked up in
        // an index of the old children, made at the first such child (for more than a few): held
        // between passes, an index cost every row of a long list about 50 bytes.
        var cursor = 0
        var oldIndex: OldChildIndex?
        for d in descriptions {
            var found: Int?
            if keptCount == old.count {
                found = nil  // every old child is kept already: this one is new
            } else if cursor < old.count, old[cursor].isIdentified(by: d.key) {
                found = cursor
            } else if cursor + 1 < old.count, old[cursor + 1].isIdentified(by: d.key) {
                found = cursor + 1  // the child at the cursor went
            } else if old.count <= 8 {
                found = old.firstIndex { $0.isIdentified(by: d.key) }
            } else {
                if oldIndex == nil { oldIndex = OldChildIndex(old) }
                found = oldIndex!.position(of: d.key, in: old)
            }
            if let found {
                // Keys are unique among the old children and among the new, so a found child is
                // untaken: checked, since a second taking would hold one node twice.
                guard !taken.contains(found) else {
                    fatalError("two children of `\(parent.typeName)` have the same identity (\(d.payload.typeName) at \(Array(d.key.path)))")
                }
                taken.insert(found)
                keptCount += 1
                cursor = found + 1
                let existing = old[found]
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
                node.position = children.count
                children.append(node)
                evaluate(node, cause: .creation)
            }
        }
        for (position, child) in old.enumerated() where !taken.contains(position) { destroy(child) }
        parent.children = children
    }

    private func update(_ node: Node, with d: ChildDescription, parent: Node) {
        let invalid = node.awaitsEvaluation(in: pass)
        if d.payload.isKept {
            // No new inputs reached it: it runs for its own invalidation, or for an environment that
            // now resolves differently for it, as a skipped view does.
            let environmentRevision = node.environment.revision
            if invalid {
                evaluate(node, cause: node.invalidationCause ?? .parent(parent.typeName))
            } else if node.environmentChanged(to: d.environment) {
                evaluate(node, cause: .environment(parent.typeName))
            } else if d.environment.revision != environmentRevision {
                propagateEnvironment(below: node)
            }
            return
        }
        let environmentRevision = node.environment.revision
        node.environmentChanges = d.environmentChanges
        let changed = d.payload.update(node, environment: d.environment)
        if !changed && !invalid {
            count(node) { $0.skipped += 1 }
            let environmentChanged = d.environment.revision != environmentRevision
            d.payload.didUpdate(node, in: self, environmentChanged: environmentChanged)
            if environmentChanged { propagateEnvironment(below: node) }
            return
        }
        evaluate(node, cause: invalid ? (node.invalidationCause ?? .parent(parent.typeName)) : .parent(parent.typeName))
        d.payload.didUpdate(node, in: self, environmentChanged: false)
    }

    /// `node` was skipped, but the environment it passes down may have changed: each child gets
    /// its environment again (the node's, through the modifiers its last body applied), and one
    /// whose `@Environment` or `@EnvironmentObject` now resolves differently re-runs — as in
    /// SwiftUI, a view re-runs when a key it read changes for it, not because an ancestor's did.
    /// `cause`, when given, is what each view that re-runs is told (the system changed the
    /// environment: `refreshEnvironment`); otherwise that it passed down past this skipped node.
    func propagateEnvironment(below node: Node, cause: Cause? = nil) {
        for child in node.children {
            var environment = node.environment
            for change in child.environmentChanges { change(&environment) }
            if child.environmentChanged(to: environment) {
                evaluate(child, cause: cause ?? .environment(node.typeName))
            } else {
                propagateEnvironment(below: child, cause: cause)
            }
        }
    }

    func destroy(_ node: Node) {
        journal?.destroyed(node)
        node.willBeDestroyed()
        forgetStyleReads(of: node)
        if node.isTabElement { tabElements[node.serial] = nil }
        for child in node.children { destroy(child) }
        node.isAlive = false
        node.children = []
        node.reads = []
        node.readPlaces = []
        node.actionTargets = []
        if !node.lifecycle.isEmpty { lifecycleEnded(node) }
        // A covered node goes (its identifier may be reused by a new one): CoveredScreens.swift.
        else if !coveredHolders.isEmpty || !coveredLevels.isEmpty {
            coveredHolders.removeValue(forKey: ObjectIdentifier(node))
            coveredLevels.removeValue(forKey: ObjectIdentifier(node))
        }
        if !node.preferenceMarks.isEmpty { preferenceObservers.removeValue(forKey: ObjectIdentifier(node)) }
        node.cancelTracking()
        node.unsubscribeAll()
        count(node) { $0.destroyed += 1 }
        // `parent` is unowned(unsafe): a destroyed node, which may outlive its parent, forgets it.
        node.parent = nil
    }
}

/// The old children's positions by the hashes of their keys, for the children a reconciliation
/// finds away from its cursor. Only hashes are held: a dictionary of keys copied a key, retaining
/// its path, at every probe (5 % of making a long push list's rows). A position found is confirmed
/// by the child's own identity; old keys sharing a hash (rare with 64-bit hashes) send the lookup
/// through the children.
private struct OldChildIndex {
    /// Hash → position, or -1 for a hash two old keys share.
    private var positions: [Int: Int] = [:]

    init(_ old: [Node]) {
        positions.reserveCapacity(old.count)
        for (position, child) in old.enumerated() {
            let hash = child.key!.hashValue
            positions[hash] = positions[hash] == nil ? position : -1
        }
    }

    func position(of key: ChildKey, in old: [Node]) -> Int? {
        guard let position = positions[key.hashValue] else { return nil }
        if position >= 0 { return old[position].isIdentified(by: key) ? position : nil }
        return old.firstIndex { $0.isIdentified(by: key) }
    }
}

/// A set of positions among `count`: a word's bits for up to 64 (most parents' children, no
/// allocation), else an array of flags.
private struct Positions {
    private var bits: UInt64 = 0
    private var flags: [Bool]

    init(count: Int) { flags = count > 64 ? [Bool](repeating: false, count: count) : [] }

    mutating func insert(_ position: Int) {
        if flags.isEmpty { bits |= 1 << UInt64(position) } else { flags[position] = true }
    }

    func contains(_ position: Int) -> Bool {
        flags.isEmpty ? bits & (1 << UInt64(position)) != 0 : flags[position]
    }
}
