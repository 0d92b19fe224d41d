// Recording: the graph as the instrumentation sink of a counting run.
//
// Reads are the current node's (deduplicated per evaluation) with the
// version they saw; a write names its cause while it is in progress and
// raises the property's version when the value changed, so a node that read
// it and was not re-run is a stale view.

import RedrawHooks
import RedrawResults
#if canImport(Glibc)
import Glibc
#endif

/// The runtime's own test of whether an object's `deinit` has begun, `swift_isDeallocating`
/// (exported by libswiftCore; found by name, since a Swift declaration of a runtime symbol is
/// refused as reserved). Nil if this runtime lacks it: reads are then all kept, as before.
private let swiftIsDeallocating: (@convention(c) (UnsafeMutableRawPointer) -> Bool)? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_isDeallocating") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Bool).self)
}()

extension ViewGraph: InstrumentationSink {
    public func read(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        guard let node = current else { return }
        // A read while an object is being made is not the body's (Initialisers.swift): of the
        // object's own properties, or of anything else its initialiser reads (an `@AppStorage`
        // value, another object); a tracked one is kept, as Observation keeps it (the body re-runs).
        if mechanism != .observed, _RedrawInitialisers.depth > 0 { return }
        let place = PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath)
        guard firstRead(of: place, by: node), !isDeallocating(object) else { return }
        node.reads.append(Read(object: object, keyPath: keyPath, version: versions[place] ?? 0, mechanism: mechanism))
        if mechanism != .untracked, !(object is _StateLabel), !(object is _RedrawNamedObject) {
            let typed = TypedPlace(type: ObjectIdentifier(type(of: object)), keyPath: keyPath)
            if readTypes.insert(typed).inserted { usage.read.insert(label(of: object, keyPath)) }
        }
    }

    /// A read from an object's own `deinit` (`deinit { stop() }` reading `timer`), when the
    /// object was released while a body ran: it is nobody's read — the object is gone once its
    /// `deinit` returns — and keeping it (a `Read` holds its object) would make a strong reference
    /// that outlives the `deinit`, which the runtime stops with "deallocated with non-zero retain
    /// count". An app's body does not hold such objects: Observation keeps the registrar's
    /// context, not the object.
    private func isDeallocating(_ object: AnyObject) -> Bool {
        swiftIsDeallocating?(Unmanaged.passUnretained(object).toOpaque()) ?? false
    }

    /// Whether `node`'s evaluation reads `place` for the first time. A few reads (most bodies') are
    /// looked through; past `Read.linearLimit`, a set of them is made and kept for the evaluation:
    /// made for every node of a counting run, the set cost each a hundred bytes or more (a
    /// 100,000-row eager list's run held two million of them).
    private func firstRead(of place: PropertyPlace, by node: Node) -> Bool {
        if node.reads.count < Read.linearLimit { return !node.reads.contains { $0.isAt(place) } }
        if node.readPlaces.isEmpty {
            node.readPlaces = Set(node.reads.map(\.place))
        }
        return node.readPlaces.insert(place).inserted
    }

    /// Keeps a fingerprint of the old value, not the value: holding a second reference to an
    /// array during an in-place mutation (`items[3].done = true` through the macro's `_modify`)
    /// would force a copy-on-write copy that the app never makes.
    public func willWrite(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        let cause = cause(of: object, keyPath)
        writeCauses.append(cause)
        oldCounts.append(mechanism != .untracked && !(object is _StateLabel) && !(object is _RedrawNamedObject) ? noteWrite(object, keyPath) : nil)
        oldFingerprints.append(quietly { fingerprint(value(of: object, keyPath)) })
        if let journal {
            var (type, property) = cause.written ?? (objectTypeName(Swift.type(of: object)), "\(keyPath)")
            if case .storage = cause { type = "@" + type }  // labelled `@AppStorage("key")` (JournalWrite.label)
            journal.willWrite(object, object: type, property: property,
                              old: quietly { journalDescription(value(of: object, keyPath)) }, pass: pass,
                              untracked: mechanism == .untracked)
        }
    }

    public func didWrite(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        writeCauses.removeLast()
        if let count = oldCounts.removeLast() { noteWritten(object, keyPath, oldCount: count) }
        let old = oldFingerprints.removeLast()
        let unchanged = old.map { old in quietly { fingerprint(value(of: object, keyPath)).map(old.same) ?? false } } ?? false
        journal?.didWrite(new: quietly { journalDescription(value(of: object, keyPath)) }, changed: !unchanged)
        if unchanged {
            // A `@Published` set of the value it held: it notified all the same (the advisor's evidence).
            if mechanism != .untracked, current == nil,
               let label = writtenLabels[TypedPlace(type: ObjectIdentifier(type(of: object)), keyPath: keyPath)] {
                if mechanism == .published { usage.equalPublishedWrites[label, default: 0] += 1 }
                else { usage.equalInPlaceWrites[label, default: 0] += 1 }
            }
            return
        }
        let place = PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath)
        versions[place, default: 0] &+= 1
        counts.changedProperties.insert(changedLabel(of: object, keyPath))
        changedPlacesThisStep?.insert(place)
        seenByTheWriter(place)
    }

    /// A changed property's label, made once per class and property: a write of a large list's rows
    /// would otherwise build the same text at every write. A state box's and a named object's labels
    /// are their own instance's.
    private func changedLabel(of object: AnyObject, _ keyPath: AnyKeyPath) -> String {
        if object is _StateLabel || object is _RedrawNamedObject { return label(of: object, keyPath) }
        let typed = TypedPlace(type: ObjectIdentifier(type(of: object)), keyPath: keyPath)
        if let known = changedLabels[typed] { return known }
        let made = label(of: object, keyPath)
        changedLabels[typed] = made
        return made
    }

    /// A write made while a body runs, of a property that body already read (a model made in the
    /// body whose `init` runs `sink(…).store(in: &cancellables)`: the `_modify` reads, then writes),
    /// is seen by the rest of that body: its read takes the new version, so the node is not a stale
    /// view of its own write.
    private func seenByTheWriter(_ place: PropertyPlace) {
        guard let node = current, node.readPlaces.isEmpty || node.readPlaces.contains(place),
              let index = node.reads.firstIndex(where: { $0.isAt(place) }) else { return }
        node.reads[index].version = versions[place] ?? 0
    }

    /// A write of a tracked property, for the run's property usage; its value's kind is looked at
    /// once. Returns the element count before the write of a collection of values (else nil).
    private func noteWrite(_ object: AnyObject, _ keyPath: AnyKeyPath) -> Int? {
        let typed = TypedPlace(type: ObjectIdentifier(type(of: object)), keyPath: keyPath)
        let label: String
        if let known = writtenLabels[typed] {
            label = known
        } else {
            label = self.label(of: object, keyPath)
            writtenLabels[typed] = label
            let (isCollection, fields) = quietly {
                let current = value(of: object, keyPath)
                return (isCollectionOfValues(current), ownStructFields(current))
            }
            if isCollection { usage.collectionsOfValues.insert(label) }
            if let fields { usage.structsOfValues[label] = fields }
        }
        usage.written[label, default: 0] += 1
        // Set-up: a write while a body runs, or inside a class's initialiser wherever it is made
        // (sample data built at the top level: `self.categories = categories` in `init`).
        if current != nil || _RedrawInitialisers.depth > 0 { usage.writtenWhileBuilding[label, default: 0] += 1 }
        guard usage.collectionsOfValues.contains(label) else { return nil }
        return quietly { (value(of: object, keyPath) as? any Collection)?.count }
    }

    /// After a write of a collection of values: the same count means an element changed in place.
    private func noteWritten(_ object: AnyObject, _ keyPath: AnyKeyPath, oldCount: Int) {
        guard let label = writtenLabels[TypedPlace(type: ObjectIdentifier(type(of: object)), keyPath: keyPath)] else { return }
        if quietly({ (value(of: object, keyPath) as? any Collection)?.count }) == oldCount {
            usage.sameCountWrites[label, default: 0] += 1
        } else {
            counts.countChangingWrites.insert(label)
        }
    }

    /// Redraw's own reads (a value before and after a write, a label's words) are nobody's reads.
    func quietly<T>(_ body: () -> T) -> T {
        let saved = current
        current = nil
        defer { current = saved }
        return Instrumentation.quietly(body)
    }

    func cause(of object: AnyObject, _ keyPath: AnyKeyPath) -> Cause {
        if let state = object as? _StateLabel { return state.stateCause }
        if let named = object as? _RedrawNamedObject { return .write(named._redrawTypeName, named._redrawPropertyName) }
        return .write(objectTypeName(type(of: object)), name(of: object, keyPath))
    }

    func label(of object: AnyObject, _ keyPath: AnyKeyPath) -> String {
        if let state = object as? _StateLabel { return state.stateLabel }
        if let named = object as? _RedrawNamedObject { return "\(named._redrawTypeName).\(named._redrawPropertyName)" }
        return "\(objectTypeName(type(of: object))).\(name(of: object, keyPath))"
    }

    /// The property's name from the rewriter's table, searched up the class hierarchy.
    func name(of object: AnyObject, _ keyPath: AnyKeyPath) -> String {
        let type: AnyClass = Swift.type(of: object)
        if let names = propertyNames[ObjectIdentifier(type)] { return names[keyPath] ?? "\(keyPath)" }
        var names: [AnyKeyPath: String] = [:]
        var current: AnyClass? = type
        while let cls = current {
            if let named = cls as? _RedrawNamedProperties.Type {
                // Main-actor isolated (Instrumentation.swift); the graph runs on the main actor.
                names.merge(MainActor.assumeIsolated { named._redrawPropertyNames }) { mine, _ in mine }
            }
            current = _getSuperclass(cls)
        }
        propertyNames[ObjectIdentifier(type)] = names
        return names[keyPath] ?? "\(keyPath)"
    }
}

/// What tells a value from another after a write: an object's identity, a `Hashable` value's
/// hash; for an `Equatable` value that is not `Hashable` (a struct declaring only `Equatable`, an
/// array of it), the value itself, compared field by field (`sameData`) — not by its `==`, which
/// may ignore a field (`a.id == b.id`): the macro then does not notify, and a view showing that
/// field is stale, which only the data tells. Nil (always changed) for anything else, and for a
/// collection (not a string) of more than `hashedCollectionLimit` elements, whose hash would cost
/// a walk of every element on every element write — and which, kept, would be copied by an
/// in-place element write that the app makes without a copy. A small one is compared: an equal
/// array assigned (`tabs = loaded`) is no change, so a view that read it is not stale (a tester's
/// push run called three views stale at every step).
enum ValueFingerprint {
    case hash(Int)
    case value(Any)

    /// Whether `other` (taken after the write) holds what this one was taken from.
    func same(_ other: ValueFingerprint) -> Bool {
        switch (self, other) {
        case (.hash(let a), .hash(let b)): return a == b
        case (.value(let a), .value(let b)): return sameData(a, b) == true
        default: return false
        }
    }
}

private func fingerprint(_ value: Any?) -> ValueFingerprint? {
    guard let value else { return nil }
    if type(of: value) is AnyClass { return .hash(ObjectIdentifier(value as AnyObject).hashValue) }
    if !(value is String), let collection = value as? any Collection, collection.count > hashedCollectionLimit { return nil }
    if let hashable = value as? AnyHashable { return .hash(hashable.hashValue) }
    // nil of an optional whose type is not `Hashable` (`var error: Error?`): nil written over nil
    // changed nothing, though it notifies (a `@Published` set always does; the macro compares
    // only `Equatable` values) — an equal write for the Advisor, not a change that leaves a view
    // stale (a tester's `error = nil` when it was nil).
    if let optional = value as? any _OptionalValue, optional._isNone { return .hash(Int.min) }
    // A type its author made `Equatable` is data to compare (a tester's `[ItemE]` assigned equal
    // was "changed"); other types (a closure, a type with a function field) stay unknown.
    if value is any Equatable { return .value(value) }
    return nil
}

/// Whether two values of one type hold the same data: objects by identity, `Hashable` values by
/// `==`, anything else field by field (`Mirror`: a struct's stored properties, an enum's case and
/// payload, a collection's elements), a leaf with no fields by its description. Nil when it cannot
/// tell (a function, or more than a few levels deep): not the same, as before.
private func sameData(_ a: Any, _ b: Any, depth: Int = 0) -> Bool? {
    guard depth < 8 else { return nil }
    if type(of: a) is AnyClass { return type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject) }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    if String(describing: type(of: a)).contains("->") { return nil }
    let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
    guard left.children.count == right.children.count else { return false }
    if left.children.isEmpty { return String(describing: a) == String(describing: b) }
    for (x, y) in zip(left.children, right.children) {
        guard x.label == y.label else { return false }
        guard let same = sameData(x.value, y.value, depth: depth + 1) else { return nil }
        if !same { return false }
    }
    return true
}

/// Any `Optional`, to tell nil of a type that is not `Hashable`.
private protocol _OptionalValue { var _isNone: Bool { get } }
extension Optional: _OptionalValue { fileprivate var _isNone: Bool { self == nil } }

private let hashedCollectionLimit = 64

/// `object[keyPath:]` for an object known only as `AnyObject`.
private func value(of object: AnyObject, _ keyPath: AnyKeyPath) -> Any? {
    func apply<T: AnyObject>(_ root: T) -> Any? { root[keyPath: keyPath] }
    return _openExistential(object, do: apply)
}

/// A property of a class, whatever the instance: the run's property usage is per type.
struct TypedPlace: Hashable {
    let type: ObjectIdentifier
    let keyPath: AnyKeyPath
}

/// A collection (not a string) whose elements are not objects: `[TodoItem]` of structs, `[String]`.
/// Judged by the type of its first element; an empty collection by its element type when the
/// runtime can tell, else not judged.
/// The stored properties of a struct the scenario declares, when it has several (nil otherwise):
/// a property holding one is one value to Observation, written whole when a field changes.
private func ownStructFields(_ value: Any?) -> Int? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct, mirror.children.count >= 2,
          String(reflecting: type(of: value)).hasPrefix(userModule + ".") else { return nil }
    return mirror.children.count
}

/// The module every compiled form is built as (ScenarioBuilder's `-module-name`).
private let userModule = "RedrawUserScenario"

private func isCollectionOfValues(_ value: Any?) -> Bool {
    guard let value, !(value is String), let collection = value as? any Collection else { return false }
    func firstIsValue<C: Collection>(_ c: C) -> Bool {
        if let first = c.first { return !(type(of: first as Any) is AnyClass) }
        return !(C.Element.self is AnyClass.Type) && !(C.Element.self is AnyObject.Type)
    }
    return firstIsValue(collection)
}
