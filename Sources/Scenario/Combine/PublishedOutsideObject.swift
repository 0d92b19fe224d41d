// PublishedOutsideObject: `@Published` in a class that is not an
// `ObservableObject` — a service that a view model subscribes to
// (`service.$items.sink { … }`). Apple's wrapper takes any class: such a
// property announces nothing (there is no `objectWillChange`), but its
// `$property` publishes every value set. Redraw's `Published` keeps its
// subscripts to `ObservableObject`, where the push engine's hot path is
// specialised, and a wrapper may declare only one of each; so the front end
// renames the attribute in such a class to this one (ModelClassMapping).
//
// `$property` is the same `Published<Value>.Publisher` (code that names the
// type keeps compiling): the current value when subscribed, then every value
// set, as it is set, before it is stored. Nothing observes the class, so a
// body's read of the property is reported as untracked (stale views).

import RedrawHooks

@propertyWrapper
public struct _PublishedOutsideObject<Value> {
    @usableFromInline var value: Value
    /// The `$property` subscribers, once there are any.
    @usableFromInline var subject: PublishedSubject<Value>?

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var projectedValue: Published<Value>.Publisher {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Value {
        get {
            Instrumentation.sink?.read(object, wrappedKeyPath, .untracked)
            return object[keyPath: storageKeyPath].value
        }
        set {
            Instrumentation.reportingWrite(of: object, wrappedKeyPath, .untracked) { store(newValue, in: object, storageKeyPath) }
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>.Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Published<Value>.Publisher {
        get {
            if let subject = object[keyPath: storageKeyPath].subject { return .init(subject: subject, current: subject.value) }
            // `assign(to: &$property)` writes as the setter does.
            let subject = PublishedSubject(object[keyPath: storageKeyPath].value) { [weak object] value in
                if let object { store(value, in: object, storageKeyPath) }
            }
            object[keyPath: storageKeyPath].subject = subject
            return .init(subject: subject, current: subject.value)
        }
        set {}
    }

    /// A write: the `$property` subscribers hear the new value, then it is stored.
    static func store<EnclosingSelf: AnyObject>(_ newValue: Value, in object: EnclosingSelf,
                                                _ storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>) {
        object[keyPath: storageKeyPath].subject?.send(newValue)
        object[keyPath: storageKeyPath].value = newValue
    }
}
