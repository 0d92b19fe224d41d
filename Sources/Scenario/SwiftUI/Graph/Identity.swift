// Identity: where a child sits under the user view whose body made it.
//
// A path of structural components (tuple position, branch, `ForEach` id,
// `.id(_:)`, erased type) plus the child's own type: the same path with a
// different type is a different view.
//
// Invariant: a key's path is `prefix` then `last` (nil only for an empty
// path), and siblings share one `prefix` buffer (`PathPrefixes`). A `ForEach`
// row's key, the common one, then allocates nothing of its own: a path held as
// one array per key cost each row 80 bytes (an array of one 48-byte component).

public enum _IdentityComponent: Hashable {
    case index(Int)
    case branch(Int)
    case id(AnyHashable)
    case explicit(AnyHashable)
    case type(ObjectIdentifier)

    /// Where a view's presentation (sheet, alert, popover…) sits: under the view's own path, so a
    /// control's label words leave it out (ShownWords).
    static let presentation = _IdentityComponent.explicit(AnyHashable("presentation"))
}

struct ChildKey: Hashable {
    /// Every component but the last.
    let prefix: [_IdentityComponent]
    let type: ObjectIdentifier
    /// The path's last component, inline.
    let last: _IdentityComponent?

    /// Through `PathPrefixes`, which shares the prefix between siblings.
    fileprivate init(prefix: [_IdentityComponent], last: _IdentityComponent?, type: ObjectIdentifier) {
        self.prefix = prefix
        self.last = last
        self.type = type
    }

    /// The whole path, made on demand (labels, messages): not for hot paths.
    var path: [_IdentityComponent] { last.map { prefix + [$0] } ?? prefix }

    // No stored hash: a node holds its key, and 8 bytes more took a row's node past jemalloc's
    // 224-byte class. Reconciliation compares keys that match, in the common case, so a hash would
    // not spare the comparison; it hashes keys only for the index of a list whose order changed.
    static func == (a: ChildKey, b: ChildKey) -> Bool {
        a.type == b.type && a.last == b.last && a.prefix == b.prefix
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(last)
        hasher.combine(prefix)
    }
}

/// The prefix last used for a key, so that the siblings described one after another (a
/// `ForEach`'s rows) share its buffer: comparing a short prefix costs less than allocating it.
struct PathPrefixes {
    private var latest: [_IdentityComponent] = []

    mutating func key(path: [_IdentityComponent], type: ObjectIdentifier) -> ChildKey {
        guard let last = path.last else { return ChildKey(prefix: [], last: nil, type: type) }
        let count = path.count - 1
        if count == 0 { return ChildKey(prefix: [], last: last, type: type) }
        if latest.count != count || !latest.elementsEqual(path[..<count]) { latest = Array(path[..<count]) }
        return ChildKey(prefix: latest, last: last, type: type)
    }
}
