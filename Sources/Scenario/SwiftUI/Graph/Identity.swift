// Identity: where a child sits under the user view whose body made it.
//
// A path of structural components (tuple position, branch, `ForEach` id,
// `.id(_:)`, erased type) plus the child's own type: the same path with a
// different type is a different view.

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
    let path: [_IdentityComponent]
    let type: ObjectIdentifier
    /// Hashed once, when the child is described: reconciliation looks keys up several times,
    /// and hashing the path (`ForEach` ids are `AnyHashable`s) each time dominated large lists.
    private let hash: Int

    init(path: [_IdentityComponent], type: ObjectIdentifier) {
        self.path = path
        self.type = type
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(type)
        hash = hasher.finalize()
    }

    static func == (a: ChildKey, b: ChildKey) -> Bool {
        a.hash == b.hash && a.type == b.type && a.path == b.path
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
