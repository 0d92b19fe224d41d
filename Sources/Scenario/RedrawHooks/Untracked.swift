// Untracked: the rewriter's wrapper for stored properties that no mechanism
// watches (an `@ObservationIgnored` one, a plain `var` of an `ObservableObject`,
// any `var` of a plain class), so that stale views can name the read.
//
// It stores the value and reports reads and writes; it notifies nobody, as
// the property it replaces did not. It is in the counting build only, so its
// cost is never timed; but an in-place mutation (`cache.append(x)`,
// `counts[key] += 1`) must stay in place, or a loop of them copies the whole
// collection each time and the counting run goes quadratic where the app is
// linear (hence `_modify`).

@propertyWrapper
public struct _RedrawUntracked<Value> {
    @usableFromInline var value: Value

    @inlinable public init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message: "_RedrawUntracked is for stored properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    @inlinable
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
            Instrumentation.reportingWrite(of: object, wrappedKeyPath, .untracked) { object[keyPath: storageKeyPath].value = newValue }
        }
        // The events of the get-then-set it replaces: a read, then the write.
        _modify {
            let sink = Instrumentation.sink
            sink?.read(object, wrappedKeyPath, .untracked)
            sink?.willWrite(object, wrappedKeyPath, .untracked)
            yield &object[keyPath: storageKeyPath].value
            sink?.didWrite(object, wrappedKeyPath, .untracked)
        }
    }
}
