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
    /// Where a write is announced: the object's `objectWillChange` (installed by the default
    /// implementation), or, once `$property` has subscribers, a `PublishedChannel` holding it and
    /// them. One reference, not two: a field of a two-word value then fits the three words a
    /// generic key path projects without a heap buffer (a second reference cost one allocation
    /// and about 60 ns per write in redraw-bench's push rows).
    @usableFromInline var link: AnyObject?

    @inlinable public init(wrappedValue: Value) { value = wrappedValue }
    @inlinable public init(initialValue: Value) { value = initialValue }

    /// Outside an `ObservableObject` a `@Published` property is plain storage.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// `$property` outside an `ObservableObject`: its current value, once.
    public var projectedValue: Publisher {
        get { Publisher(subject: nil, current: value) }
        set {}
    }

    /// `$property`: the current value when subscribed, then every value set, as it is set (before
    /// it is stored, after `objectWillChange`).
    public struct Publisher: Combine._ValuePublisher {
        public typealias Output = Value
        public typealias Failure = Never
        @usableFromInline let subject: PublishedSubject<Value>?
        let current: Value

        @usableFromInline init(subject: PublishedSubject<Value>?, current: Value) {
            self.subject = subject
            self.current = current
        }

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            guard let subject else {
                receiveValue(current)
                return AnyCancellable {}
            }
            receiveValue(subject.value)
            return subject.subscribers.add(receiveValue)
        }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Publisher {
        get {
            let link = object[keyPath: storageKeyPath].link
            if let channel = link as? PublishedChannel<Value> { return Publisher(subject: channel.subject, current: channel.subject.value) }
            // `assign(to: &$property)` writes as the setter does: objectWillChange, subscribers, store;
            // reported as a write of the property, found from `$property` in the generated table
            // (without one — an uninstrumented build — the write is only the object's notification).
            // The table is main-actor isolated (Instrumentation.swift); a scenario's code runs on the main actor.
            let wrapped = MainActor.assumeIsolated {
                (EnclosingSelf.self as? _RedrawNamedProperties.Type)?._redrawPublishedProperties[projectedKeyPath]
            }
            let subject = PublishedSubject(object[keyPath: storageKeyPath].value) { [weak object] value in
                guard let object else { return }
                let sink = wrapped == nil ? nil : Instrumentation.sink
                sink?.willWrite(object, wrapped!, .published)
                store(value, in: object, storageKeyPath)
                sink?.didWrite(object, wrapped!, .published)
            }
            object[keyPath: storageKeyPath].link = PublishedChannel(publisher: link as? ObservableObjectPublisher, subject: subject)
            return Publisher(subject: subject, current: subject.value)
        }
        set {}
    }

    // Inlinable and always inlined into each property's accessors in the scenario, where the key
    // paths are literals the optimiser turns into direct stored-property access. Specialised but
    // not inlined, every read and write went through the runtime's key-path projection
    // (`swift_modifyAtReferenceWritableKeyPath`, `swift_readAtKeyPath`); inlined, redraw-bench's
    // push rows at 1,000 went from 6.1× to 3.9× the compiled equivalent per write (update every
    // 10th row) and from 7.7× to 5.8× (toggle), one allocation fewer per write (same runs, on a
    // loaded machine: the ratios, not the times).
    @inlinable
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
    ) -> Value {
        @inline(__always) get {
            if EnclosingSelf._redrawReportsAccesses { Instrumentation.sink?.read(object, wrappedKeyPath, .published) }
            return object[keyPath: storageKeyPath].value
        }
        @inline(__always) set {
            guard EnclosingSelf._redrawReportsAccesses, let sink = Instrumentation.sink else {
                return store(newValue, in: object, storageKeyPath)
            }
            sink.willWrite(object, wrappedKeyPath, .published)
            store(newValue, in: object, storageKeyPath)
            sink.didWrite(object, wrappedKeyPath, .published)
        }
    }

    /// A write: `objectWillChange`, then the `$property` subscribers hear the new value, then it is stored.
    /// A class whose own `objectWillChange` is another publisher (`PassthroughSubject<Void, Never>`)
    /// hears nothing from its `@Published` properties, only their `$property` subscribers do: the
    /// property announces through an `ObservableObjectPublisher` only, as Combine's does: its
    /// default `objectWillChange`, declared where the publisher is one, stores the publisher in the
    /// object's `@Published` fields, found by reflection (a disassembly reported on the Swift
    /// forums, forums.swift.org/t/58223/11); a custom publisher is never stored in them. Such a
    /// class did not compile here.
    @inlinable @inline(__always)
    static func store<EnclosingSelf: ObservableObject>(_ newValue: Value, in object: EnclosingSelf,
                                                       _ storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>) {
        // Decided when the accessor is specialised for the class: no test at run time.
        guard EnclosingSelf.ObjectWillChangePublisher.self == ObservableObjectPublisher.self else {
            (object[keyPath: storageKeyPath].link as? PublishedChannel<Value>)?.subject.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
            return
        }
        let objectWillChange = { unsafeBitCast(object.objectWillChange, to: ObservableObjectPublisher.self) }
        // The default `objectWillChange` keeps its publisher in every `@Published` field: once it
        // exists, this field sends it directly. A class that declares its own `objectWillChange`
        // never installs it here, so its own is asked each time.
        let link = object[keyPath: storageKeyPath].link
        // The common case without a dynamic cast: the link is the object's publisher itself.
        if let link, ObjectIdentifier(type(of: link)) == ObjectIdentifier(ObservableObjectPublisher.self) {
            unsafeDowncast(link, to: ObservableObjectPublisher.self).send()
        } else if let channel = link as? PublishedChannel<Value> {
            if let publisher = channel.publisher { publisher.send() } else { objectWillChange().send() }
            channel.subject.send(newValue)
        } else {
            objectWillChange().send()
        }
        object[keyPath: storageKeyPath].value = newValue
    }
}

// An object's first `objectWillChange` calls these for each of its fields. Looking up the
// metadata of `Published<Value>` and `PublishedChannel<Value>` there was 2 % of making a push
// row: the link is found from `Value`'s layout, which this code has at hand, and the channel is
// cast to only when the field has a link that is not the publisher.
extension Published: _PublishedField {
    /// The field's `link`: after `value`, at the next offset aligned for it (a struct's stored
    /// properties are laid out in order).
    @inline(__always)
    private static func linkSlot(at address: UnsafeMutableRawPointer) -> UnsafeMutablePointer<AnyObject?> {
        let alignment = MemoryLayout<AnyObject?>.alignment
        let offset = (MemoryLayout<Value>.size + alignment - 1) / alignment * alignment
        assert(offset == MemoryLayout<Published<Value>>.offset(of: \Published<Value>.link))
        return (address + offset).assumingMemoryBound(to: AnyObject?.self)
    }

    static func _publisher(at address: UnsafeMutableRawPointer) -> ObservableObjectPublisher? {
        guard let link = linkSlot(at: address).pointee else { return nil }
        return link as? ObservableObjectPublisher ?? (link as? PublishedChannel<Value>)?.publisher
    }

    static func _setPublisher(_ publisher: ObservableObjectPublisher, at address: UnsafeMutableRawPointer) {
        let link = linkSlot(at: address)
        if link.pointee != nil, let channel = link.pointee as? PublishedChannel<Value> { channel.publisher = publisher }
        else { link.pointee = publisher }
    }
}

/// A field's `objectWillChange` and its `$property` subscribers, once it has them.
@usableFromInline
final class PublishedChannel<Value> {
    @usableFromInline var publisher: ObservableObjectPublisher?
    @usableFromInline let subject: PublishedSubject<Value>

    init(publisher: ObservableObjectPublisher?, subject: PublishedSubject<Value>) {
        self.publisher = publisher
        self.subject = subject
    }
}

/// The subscribers of one `$property`, with the value they last heard.
@usableFromInline
final class PublishedSubject<Value> {
    let subscribers = SubscriberList<Value>()
    var value: Value
    /// Writes the property through its object (for `assign(to:)`).
    let write: (Value) -> Void
    /// `assign(to: &$property)` subscriptions, which live as long as the property.
    var assignments: [AnyCancellable] = []

    @usableFromInline init(_ value: Value, write: @escaping (Value) -> Void) {
        self.value = value
        self.write = write
    }

    @usableFromInline func send(_ value: Value) {
        self.value = value
        subscribers.send(value)
    }
}

extension Combine.Publisher where Failure == Never {
    /// Republishes every value through `published`'s property, for as long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        guard let subject = published.subject else { return }  // a `$property` outside an object: nothing to write
        let write = subject.write
        subject.assignments.append(sink(receiveValue: write))
    }
}

// Codable, where the value is. Not Apple's: its `Published` is not `Codable`. Redraw's push form of
// an `@Observable` class whose `Codable` conformance the compiler synthesises (its `CodingKeys`
// naming the macro's storage, `case _name = "name"`: Hacking with Swift's pattern) makes each
// tracked property `@Published`, and the synthesis then needs the wrapper's conformance; it
// encodes and decodes the value alone, under the property's key (CodingKeysMapping in the front end).
extension Published: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension Published: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws { self.init(initialValue: try Value(from: decoder)) }
}
