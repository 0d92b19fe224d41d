// FocusedObject: `@FocusedObject var document: Document?`, the observable
// object the focused view (`.focusedObject`) or the focused scene
// (`.focusedSceneObject`) publishes — how a `CommandMenu` usually reaches the
// window's document. As with `@FocusedValue` (FocusedValue.swift), nothing has
// focus to publish it here, so it reads nil, as Apple's does when no focused
// view exports one, and never changes: it re-runs nobody.
//
// Any class is accepted (Apple's needs an `ObservableObject`), so that the pull
// form of a push-written file, where the class is `@Observable`, compiles too.

@propertyWrapper
public struct FocusedObject<ObjectType: AnyObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the object's properties (`$document?.title`): none while it is nil.
    public var projectedValue: Wrapper? { nil }

    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Not an input: it resolves the same nil for every struct the parent makes.
extension FocusedObject: _DynamicField {
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension View {
    /// Publishes `object` while this view has focus, for `@FocusedObject` readers: inert, as
    /// nothing has focus here (FocusModifiers.swift).
    public func focusedObject<T: AnyObject>(_ object: T) -> some View { _Inert(self) }
    public func focusedObject<T: AnyObject>(_ object: T?) -> some View { _Inert(self) }
    /// Publishes `object` while this view's scene has focus: inert, as `.focusedSceneValue` is.
    public func focusedSceneObject<T: AnyObject>(_ object: T) -> some View { _Inert(self) }
    public func focusedSceneObject<T: AnyObject>(_ object: T?) -> some View { _Inert(self) }
}
