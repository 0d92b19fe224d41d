// HeldObject: which object a view's property holds, whatever wraps it — so a
// journal can say that `TodoRow` re-ran because `item.done` changed, naming the
// view's own property as `_printChanges()` does, not only the object's type.
// Read by Redraw itself, quietly (never a view's read).

protocol _HeldObjectField {
    var _heldObject: AnyObject? { get }
    /// `@State`: it re-runs its view when given another value, and subscribes to no object's changes.
    static var _isState: Bool { get }
}

extension _HeldObjectField {
    static var _isState: Bool { false }
}

extension StateObject: _HeldObjectField {
    var _heldObject: AnyObject? { box?.object }
}

extension ObservedObject: _HeldObjectField {
    var _heldObject: AnyObject? { wrappedValue }
}

extension EnvironmentObject: _HeldObjectField {
    var _heldObject: AnyObject? { object }
}

extension Bindable: _HeldObjectField {
    var _heldObject: AnyObject? { wrappedValue }
}

extension Environment: _HeldObjectField {
    var _heldObject: AnyObject? {
        guard let resolved, type(of: resolved as Any) is AnyClass else { return nil }
        return resolved as AnyObject
    }
}

extension State: _HeldObjectField {
    static var _isState: Bool { true }
    var _heldObject: AnyObject? {
        let value = box?.quietValue ?? initial
        guard type(of: value as Any) is AnyClass else { return nil }
        return value as AnyObject
    }
}

/// The name of `view`'s stored property holding `object` (`item` for `let item` or `@ObservedObject var item`).
func propertyName(holding object: AnyObject, in view: Any) -> String? {
    for child in Mirror(reflecting: view).children {
        guard let label = child.label else { continue }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        if let field = child.value as? _HeldObjectField {
            if field._heldObject === object { return name }
        } else if type(of: child.value) is AnyClass, child.value as AnyObject === object {
            return name
        }
    }
    return nil
}

/// Whether `view` keeps `object` in one of its `@State` properties (`@State var model = Model()`).
func keepsInState(_ object: AnyObject, in view: Any) -> Bool {
    Mirror(reflecting: view).children.contains { child in
        guard let field = child.value as? _HeldObjectField else { return false }
        return type(of: field)._isState && field._heldObject === object
    }
}
