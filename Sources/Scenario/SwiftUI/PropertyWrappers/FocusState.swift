// FocusState, Namespace, ScaledMetric: the property wrappers of focus,
// matched geometry and Dynamic Type.
//
// `@FocusState` is storage the node owns, tracked as `@State` is: a body that
// read it re-runs when it changes, and a write of an equal value notifies
// nobody. The app writes it (`focusedField = .name`, or through `$focused`),
// and so does the user putting the cursor in a field: `Redraw.type` and
// `Redraw.submit` first write what the `.focused($f, equals: v)` (or
// `.focused($isOn)`: `true`) around the field says — on a device one can only
// type into, or submit, the focused field — in the frame of their first
// character or of the submit (on a device the tap that focuses is a frame of
// its own). Nothing else moves focus: no field loses it to a tap elsewhere,
// and `.focused(_:)` reads nothing by itself.
//
// `@FocusState.Binding var focus: Field?` (a child given the parent's
// `$focus`) is the parent's storage seen through its `$` value: reading it
// in the child's body is the child's tracked read of the parent's box, and a
// write through it is a write of that box — the same rules, for whichever
// body read it. As an input it is the same box (an object, compared by
// identity), so a parent's re-run hands the child an equal one.
//
// `@Namespace` gives a stable id per node; `.matchedGeometryEffect` is
// layout and inert. `@ScaledMetric` is its value at the default Dynamic Type
// size (nothing changes the size here).

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let initial: Value
    var box: StateBox<Value>?

    public init() where Value == Bool { initial = false }
    public init<T: Hashable>() where Value == T? { initial = nil }

    public var wrappedValue: Value {
        get { box?.value ?? initial }
        nonmutating set { box?.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box, initial: initial) }

    /// `$focused`: what `.focused(_:)` takes; reading or writing it reads or writes the state.
    /// Also a property wrapper, as Apple's is: `@FocusState.Binding var focus: Field?` in a child,
    /// whose memberwise initialiser takes the parent's `$focus`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>?
        let initial: Value
        public var wrappedValue: Value {
            get { box?.value ?? initial }
            nonmutating set { box?.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let state = field.assumingMemoryBound(to: FocusState<Value>.self)
        state.pointee.box = StateBox(state.pointee.initial, ownerType: context.node.typeName, name: context.name,
                                     wrapper: "@FocusState")
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: FocusState<Value>.self).pointee.box =
            old.assumingMemoryBound(to: FocusState<Value>.self).pointee.box
    }
    /// The node's own, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        _FocusedField(content: self, focus: { condition.wrappedValue = true })
    }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _FocusedField(content: self, focus: { binding.wrappedValue = value })
    }
    public func focusable(_ isFocusable: Bool = true) -> some View { _Inert(self) }
}

@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable { let value: Int }
    nonisolated(unsafe) private static var next = 0
    var id: ID
    public init() {
        Namespace.next += 1
        id = ID(value: Namespace.next)
    }
    public var wrappedValue: ID { id }
}

/// Stable per node, as SwiftUI's: a new struct of a live node keeps the node's id, so it is never a
/// changed input.
extension Namespace: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {}
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: Namespace.self).pointee.id = old.assumingMemoryBound(to: Namespace.self).pointee.id
    }
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { _Inert(self) }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1), size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public var wrappedValue: Value { value }
}

/// `.focused(…)`: the fields inside it write `focus` when the workload types into or submits them.
public struct _FocusedField<Content: View>: _PrimitiveView {
    let content: Content
    let focus: () -> Void
    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let outer = builder.focusWrite
        builder.focusWrite = view.focus
        builder.expand(view.content)
        builder.focusWrite = outer
    }
}
