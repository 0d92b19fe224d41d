// RowIdentityWatch: a `ForEach` whose every id is replaced while its count stays
// — a feed that makes each element anew, with a new `UUID()`, at every update.
// On a device SwiftUI then removes every row and inserts a new one (identity is
// the id: Apple's "Demystify SwiftUI", WWDC21); here a row whose content is
// built-in views has no node, so no count shows it (a tester's ticker, trial
// AW-6). Counting runs note such evaluations for the Advisor.
//
// It also notes a `ForEach` identified by index — ids 0, 1, 2… in order, as
// `0..<n` or `indices` with `id: \.self`, or an `enumerated()` offset, make —
// whose count changed: each row keeps its index, not its element, so the
// elements after an insertion or removal move into other rows, whose bodies
// re-run for new inputs instead of the rows moving (trial AY-4).
//
// Invariants:
// - Counting runs only, and lists of 2 to `limit` elements: a timed run pays
//   one test per `ForEach` evaluation and one per element.
// - A site is the evaluating node (by serial: a destroyed node's number is
//   never reused) and the identity path at the `ForEach`; its ids are kept as
//   hash values (deterministic hashing: the same ids give the same values).
// - Replaced means the new ids and the old are as many and share none.
// - Identified by index means every id is an `Int` equal to its offset.

import RedrawResults

struct RowIdentityWatch {
    static let limit = 2_000

    private let node: Node
    private let site: [_IdentityComponent]
    private var hashes: [Int] = []
    private var byIndex = true

    /// A watch for the `ForEach` being expanded, or nil when nothing is noted.
    static func start(count: Int, at site: @autoclosure () -> [_IdentityComponent]) -> RowIdentityWatch? {
        guard count >= 2, count <= limit, let node = ViewGraph.evaluating, node.graph.recording else { return nil }
        var watch = RowIdentityWatch(node: node, site: site())
        watch.hashes.reserveCapacity(count)
        return watch
    }

    mutating func add<ID: Hashable>(_ id: ID) {
        if byIndex { byIndex = (id as? Int) == hashes.count }
        hashes.append(id.hashValue)
    }

    func finish() { node.graph.noteRowIdentities(node: node, site: site, hashes: hashes, byIndex: byIndex) }
}

struct RowSite: Hashable {
    let serial: Int
    let site: [_IdentityComponent]
}

extension ViewGraph {
    /// Compares a `ForEach`'s ids with its previous evaluation's; all replaced, it is counted
    /// (`StepCounts.replacedRows`) under the name of the view that declared it.
    /// A `ForEach` identified by index whose count changed is counted too (`StepCounts.indexRowChanges`).
    func noteRowIdentities(node: Node, site: [_IdentityComponent], hashes: [Int], byIndex: Bool) {
        let key = RowSite(serial: node.serial, site: site)
        let new = Set(hashes)
        let previous = rowIdentities[key]
        if let previous, previous.ids.count == new.count, previous.ids.isDisjoint(with: new) {
            counts.replacedRows[previous.name, default: RowReplacement()].evaluations += 1
            counts.replacedRows[previous.name]!.rows = new.count
        }
        if byIndex, let previous, previous.ids.count != new.count {
            counts.indexRowChanges[previous.name, default: IndexRowsChange(owner: node.typeName)]
                .add(from: previous.ids.count, to: new.count)
        }
        rowIdentities[key] = (previous?.name ?? siteName(of: node), new)
    }

    /// `List in OrderBookView`; a second `ForEach` of the same name is `List in OrderBookView
    /// (its ForEach no. 2)`, so that two lists each replaced once (a book's bids and asks at a new
    /// symbol) are not one list replaced twice.
    private func siteName(of node: Node) -> String {
        let base = node is _OnScreenReporting ? node.staleName : "ForEach in \(node.typeName)"
        rowSitesNamed[base, default: 0] += 1
        let n = rowSitesNamed[base]!
        return n == 1 ? base : "\(base) (its ForEach no. \(n))"
    }
}
