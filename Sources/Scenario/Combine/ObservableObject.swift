// ObservableObject: a class whose `objectWillChange` announces every change.
//
// As in Apple's Combine, a class that only declares `@Published` properties
// gets its publisher for free: the default `objectWillChange` finds the
// object's `@Published` fields by reflection (once per class) and keeps one
// publisher inside them, so it lives and dies with the object — no side table
// keyed by address. A class without any `@Published` field that sends by
// hand (`var value = 0 { willSet { objectWillChange.send() } }`, Hacking with
// Swift's DelayedUpdater, CS193p 2020's first view model) gets one publisher
// for its lifetime too, as on Apple's platforms, where views update from those
// sends: it has no field to hold it, so `ObjectPublishers` keeps it beside a
// weak reference to its object, which tells a reused address from the object.

import RedrawHooks
@_spi(Reflection) import Swift

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
    /// Whether its `@Published` properties report reads and writes to `Instrumentation.sink`:
    /// true for a class of an instrumented form, where the rewriter makes every class
    /// `_RedrawNamedProperties`; false in a timing build. A constant of the class, so in a timing
    /// build the optimiser drops the report and the key path it would have formed from every
    /// access (`_swift_getKeyPath`, a retain and a release per read, and a heap frame for each
    /// `_modify`: redraw-bench's push rows lost one allocation per write).
    static var _redrawReportsAccesses: Bool { get }
}

extension ObservableObject {
    @inlinable public static var _redrawReportsAccesses: Bool { false }
}

extension ObservableObject where Self: _RedrawNamedProperties {
    @inlinable public static var _redrawReportsAccesses: Bool { true }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The `@Observable` macro's `withMutation(keyPath:_:)`, which a class's own code may call, in a
    /// class the push form made an `ObservableObject`: announcing a change there is
    /// `objectWillChange.send()` (the push form of a file that called it did not compile).
    public func withMutation<Member, MutationResult>(keyPath: KeyPath<Self, Member>,
                                                     _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
        objectWillChange.send()
        return try mutation()
    }

    /// The macro's `access(keyPath:)`: a push view subscribes to the object, not to what it reads.
    public func access<Member>(keyPath: KeyPath<Self, Member>) {}
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        let fields = PublishedFields.of(type(of: self))
        guard let first = fields.first else { return ObjectPublishers.publisher(of: self) }
        let base = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
        if let publisher = first.type._publisher(at: base + first.offset) { return publisher }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.type._setPublisher(publisher, at: base + field.offset) }
        return publisher
    }
}

/// Implemented by `Published`, so reflection can reach the publisher slot of any `Published<Value>`.
protocol _PublishedField {
    static func _publisher(at address: UnsafeMutableRawPointer) -> ObservableObjectPublisher?
    static func _setPublisher(_ publisher: ObservableObjectPublisher, at address: UnsafeMutableRawPointer)
}

/// The `@Published` fields of a class and its superclasses, found once per class.
enum PublishedFields {
    struct Field {
        let offset: Int
        let type: _PublishedField.Type
    }

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [Field]] = [:]

    static func of(_ type: AnyClass) -> [Field] {
        if let known = cache[ObjectIdentifier(type)] { return known }
        var fields: [Field] = []
        var current: AnyClass? = type
        while let cls = current {
            _forEachField(of: cls, options: .classType) { _, offset, fieldType, _ in
                if let published = fieldType as? _PublishedField.Type {
                    fields.append(Field(offset: offset, type: published))
                }
                return true
            }
            current = _getSuperclass(cls)
        }
        cache[ObjectIdentifier(type)] = fields
        return fields
    }
}

extension ObservableObject {
    /// The `ObservableObjectPublisher` a view subscribes to: the object's own, or — for an
    /// `objectWillChange` of another type (`let objectWillChange = PassthroughSubject<Void, Never>()`,
    /// SwiftUI's first tutorials' pattern, which `@ObservedObject` subscribes to on Apple's
    /// platforms) — one that the object's publisher feeds, for as long as the object lives.
    public var _viewPublisher: ObservableObjectPublisher {
        let own = objectWillChange
        if let direct = own as? ObservableObjectPublisher { return direct }
        return ObjectPublishers.publisher(of: self) { bridge in own.sink { [weak bridge] _ in bridge?.send() } }
    }
}

/// Publishers kept for objects that have no field to keep them in — an object with no `@Published`
/// field, or one whose `objectWillChange` is not an `ObservableObjectPublisher` (the publisher that
/// views hear, with the subscription that feeds it) — by address, each beside a weak reference to
/// its object: an entry whose object has gone (its weak reference is nil) or is another object at a
/// reused address is replaced. Entries of objects that have gone are dropped when the table has
/// doubled since the last sweep, so it stays proportional to the live objects.
enum ObjectPublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
        let feed: AnyCancellable?
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var sweepAt = 64

    /// `object`'s publisher; made, with `feed(publisher)` keeping it fed, the first time.
    static func publisher(of object: AnyObject, feed: ((ObservableObjectPublisher) -> AnyCancellable)? = nil) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher, feed: feed?(publisher))
        return publisher
    }
}
