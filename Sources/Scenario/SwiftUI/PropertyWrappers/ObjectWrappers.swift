// The object wrappers of `ObservableObject` views. Each subscribes its node to
// the object's `objectWillChange` for as long as the node holds that object,
// whatever the body reads (the push rule). `@StateObject` makes its object
// once per node; `@ObservedObject` compares by identity and resubscribes when
// the parent hands a different object; `@EnvironmentObject` takes the object
// of its type from the environment.

import Combine

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    var box: ObjectBox<ObjectType>?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        get {
            guard let object = box?.object else { fatalError("@StateObject \(ObjectType.self) read outside a view in the graph") }
            return object
        }
        // Not in SwiftUI: lets the workload hand a view a new object (`Redraw.setState`).
        nonmutating set { box?.object = newValue }
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

/// `@usableFromInline`: `StateObject<M>` is public and not resilient, so a client that copies one in
/// a generic context (a closure capturing a generic view's `self`) calls this type's metadata
/// accessor, which an internal class does not export (an undefined-symbol link error).
@usableFromInline
final class ObjectBox<ObjectType: AnyObject> {
    var object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension StateObject: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let s = field.assumingMemoryBound(to: StateObject<ObjectType>.self)
        s.pointee.box = ObjectBox(s.pointee.make())
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: StateObject<ObjectType>.self).pointee.box =
            old.assumingMemoryBound(to: StateObject<ObjectType>.self).pointee.box
    }
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? {
        field.assumingMemoryBound(to: StateObject<ObjectType>.self).pointee.box?.object._viewPublisher
    }
    public static var _holdsObject: Bool { true }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// `$model.property`: bindings into the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }
}

extension ObservedObject: _DynamicField {
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue
            === b.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue
    }
    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? {
        field.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue._viewPublisher
    }
    public static var _holdsObject: Bool { true }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: _DynamicField {
    public static var _readsEnvironment: Bool { true }

    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object =
            context.environment.object(of: ObjectType.self)
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        _install(field, context: &context)
    }
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object
            === b.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object
    }
    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? {
        field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self).pointee.object?._viewPublisher
    }
    public static var _holdsObject: Bool { true }
}

/// A binding to an object's property: the place is (object, key path).
func objectBinding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
    Binding(location: BindingLocation(root: object, path: [keyPath]),
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}
