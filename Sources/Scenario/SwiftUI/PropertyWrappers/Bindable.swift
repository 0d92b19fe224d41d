// Bindable: bindings into an object's properties (`$model.title`). It
// subscribes to nothing; reads through its bindings are tracked for the view
// that makes them. Redraw's accepts any class, so a push-form file that keeps
// a local `@Bindable var m = m` still compiles.

@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        objectBinding(wrappedValue, keyPath)
    }
}

extension Bindable: _DynamicField {
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Bindable<Value>.self).pointee.wrappedValue
            === b.assumingMemoryBound(to: Bindable<Value>.self).pointee.wrappedValue
    }
}
