// Published: a property that sends its object's `objectWillChange` before
// every write, equal or not (`@Published` does not compare), then stores.
//
// It works through the `_enclosingInstance` subscript, as Apple's does, so it
// sees its object on every read and write; reads and writes are also reported
// to the runtime (stale views, causes) without changing what is sent.

import RedrawHooks

@propertyWrapper
public struct Published<Value> {
    @usableFromInline var value: Value
    /// The object's `objectWillChange`, installed by the default implementation.
    @usableFromInline var publisher: ObservableObjectPublisher?

    @inlinable public init(wrappedValue: Value) { value = wrappedValue }
    @inlinable public init(initialValue: Value) { value = initialValue }

    /// Outside an `ObservableObject` a `@Published` property is plain storage.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// `$property`: a publisher of the values as they are set.
    public var projectedValue: Publisher {
        get { Publisher(current: value) }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let current: Value
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(current)
            return AnyCancellable {}
        }
    }

    // Inlinable: specialised into each property's accessors in the scenario, where the key
    // paths are literals the optimiser turns into direct stored-property access.
    @inlinable
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Value where EnclosingSelf.ObjectWillChangePublisher == ObservableObjectPublisher {
        get {
            Instrumentation.sink?.read(object, wrappedKeyPath, .published)
            return object[keyPath: storageKeyPath].value
        }
        set {
            let sink = Instrumentation.sink
            sink?.willWrite(object, wrappedKeyPath, .published)
            // The default `objectWillChange` keeps its publisher in every `@Published` field:
            // once it exists, this field sends it directly. A class that declares its own
            // `objectWillChange` never installs it here, so its own is asked each time.
            if let publisher = object[keyPath: storageKeyPath].publisher { publisher.send() }
            else { object.objectWillChange.send() }
            object[keyPath: storageKeyPath].value = newValue
            sink?.didWrite(object, wrappedKeyPath, .published)
        }
    }
}

extension Published: _PublishedField {
    static func _publisher(at address: UnsafeMutableRawPointer) -> ObservableObjectPublisher? {
        address.assumingMemoryBound(to: Published<Value>.self).pointee.publisher
    }
    static func _setPublisher(_ publisher: ObservableObjectPublisher, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Published<Value>.self).pointee.publisher = publisher
    }
}
