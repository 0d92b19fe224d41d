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
}

struct ChildKey: Hashable {
    var path: [_IdentityComponent]
    var type: ObjectIdentifier
}
