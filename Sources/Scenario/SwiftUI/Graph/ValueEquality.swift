// ValueEquality: `==` on values known only as `Any`, for the types that have it.

/// True when both are the same object, or equal `Equatable` values. Objects compare by
/// identity even when their class is `Equatable` (an input or a `@State` holding another
/// object is a change). Values of other types are never equal: nothing says they are.
func valuesEqual(_ a: Any, _ b: Any) -> Bool {
    if type(of: a) is AnyClass || type(of: b) is AnyClass {
        return type(of: a) is AnyClass && type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject)
    }
    if let e = a as? any Equatable { return equals(e, b) }
    return false
}

private func equals<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}

/// `==` of a type's values at two addresses, if the type is `Equatable`.
func addressEquality(of type: Any.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
    guard let e = type as? any Equatable.Type else { return nil }
    return addressEquality(e)
}

private func addressEquality<T: Equatable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
}
