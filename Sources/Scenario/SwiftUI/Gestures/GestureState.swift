// GestureState: storage a view's node owns that only a gesture writes.
//
// Invariants:
// - Tracked as `@State` is (a `StateBox` named `@GestureState`): a body that
//   read it re-runs when a gesture's `updating` changes it, and a write of an
//   equal value notifies nobody.
// - The app cannot write it (Apple's `wrappedValue` is get-only); a gesture
//   driven by an action writes it through `updating(_:body:)` at each change
//   and writes the initial value back when the gesture ends or fails (Apple:
//   "resets the property back to its initial state when the gesture ends",
//   "implicitly resets when the gesture becomes inactive").
// - A struct not installed in a node (a style's own `@GestureState`, which
//   Redraw does not give storage) reads its initial value and drops writes.

@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    var box: StateBox<Value>?

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }
    public init(reset: @escaping (Value, inout Transaction) -> Void) where Value: ExpressibleByNilLiteral { initial = nil }
    public init(resetTransaction: Transaction = Transaction()) where Value: ExpressibleByNilLiteral { initial = nil }

    public var wrappedValue: Value { box?.value ?? initial }
    public var projectedValue: GestureState<Value> { self }

    /// `updating`'s body changes the current value (read quietly: the gesture's read, not a view's).
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let box else { return }
        var value = box.quietValue, transaction = Transaction()
        body(&value, &transaction)
        box.value = value
    }

    func reset() { box?.value = initial }
}

extension GestureState: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let state = field.assumingMemoryBound(to: GestureState<Value>.self)
        state.pointee.box = StateBox(state.pointee.initial, ownerType: context.node.typeName, name: context.name, wrapper: "@GestureState")
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: GestureState<Value>.self).pointee.box =
            old.assumingMemoryBound(to: GestureState<Value>.self).pointee.box
    }
    /// The node's own, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension GestureState: _LiveValue {
    var _liveValue: Any? { box.map { $0.quietValue } ?? initial }
}
