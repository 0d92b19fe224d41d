// FocusedBinding: `@FocusedBinding(\.document) var document`, the unwrapping
// form of `@FocusedValue` for a binding that the focused view publishes
// (`.focusedValue(\.document, $document)`) — a menu command's or a toolbar's
// way to edit the focused document's state.
//
// Invariants:
// - As `@FocusedValue` here (FocusedValue.swift): there is no focus engine, so
//   no binding is ever published; the wrapped value reads nil, as Apple's does
//   when no focused view has published one, and never changes, so it re-runs
//   nobody.
// - A write through it (or through its projected binding) goes nowhere, as it
//   would on a device with nothing focused: there is no binding to write.
// - Not an input: every struct the parent makes resolves the same nil.

/// Apple's `@propertyWrapper struct FocusedBinding<Value>`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// Apple's `init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>)`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    /// The published binding's value: nil, since nothing has focus to publish it.
    public var wrappedValue: Value? {
        get { published?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = published else { return }
            binding.wrappedValue = newValue
        }
    }

    /// Apple's `var projectedValue: Binding<Value?>`: reads and writes `wrappedValue`.
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    private var published: Binding<Value>? { FocusedValues()[keyPath: keyPath] }
}

extension FocusedBinding: _DynamicField {
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
