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

// Codable as the property it replaces: a class whose `Codable` conformance the compiler
// synthesises (an app decoding its bundled JSON into `class Recipe: Decodable { var name: String }`)
// encodes and decodes the wrapper under the property's own name, so the wrapper must read and
// write the value alone, through a single-value container (which applies the coder's date and
// data strategies, as the property's own coding does).
extension _RedrawUntracked: Decodable where Value: Decodable {
    public init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Value.self) }
}

extension _RedrawUntracked: Encodable where Value: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

// The synthesised code codes an Optional property with `decodeIfPresent` and `encodeIfPresent`
// (a missing key is nil; nil writes no key); wrapped, it calls `decode` and `encode` with the
// wrapper's type, and these overloads, more specific, keep the property's behaviour.
extension KeyedDecodingContainer {
    public func decode<T: Decodable>(_ type: _RedrawUntracked<T?>.Type, forKey key: Key) throws -> _RedrawUntracked<T?> {
        _RedrawUntracked(wrappedValue: try decodeIfPresent(T.self, forKey: key))
    }
}

extension KeyedEncodingContainer {
    public mutating func encode<T: Encodable>(_ value: _RedrawUntracked<T?>, forKey key: Key) throws {
        try encodeIfPresent(value.value, forKey: key)
    }
}
