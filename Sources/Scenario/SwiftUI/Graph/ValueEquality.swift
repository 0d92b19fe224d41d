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

/// Whether two values are equal as a view's field of their type is (FieldLayout): `==` where
/// `Equatable` and not plain data, plain data by its bytes, a struct field by field, an `Optional`
/// by its case, then its value, an object by identity, a closure never. For values a view holds
/// inside a wrapper — a binding's snapshot, an environment value it resolved.
func fieldRulesEqual<T>(_ a: T, _ b: T) -> Bool {
    var a = a, b = b
    // `_FieldBox<T>`'s one field is at offset 0: a `T`'s address is the box's.
    let layout = FieldLayout.of(_FieldBox<T>.self)
    return withUnsafePointer(to: &a) { x in withUnsafePointer(to: &b) { y in layout.inputsEqual(x, y) } }
}

/// A value as a view's field.
private struct _FieldBox<T> {
    var value: T
}
