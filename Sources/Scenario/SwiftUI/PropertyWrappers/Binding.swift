// Binding: a read and a write of a value that lives elsewhere.
//
// Creating a binding reads nothing; the view that reads through it makes the
// read (tracked for that view). As an input, a binding equals another when it
// projects the same place (object and key path) and shows the same value —
// SwiftUI's Binding carries a snapshot of the value; Redraw takes the
// snapshot when it compares, right after the parent's body.

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getValue: () -> Value
    let setValue: (Value) -> Void
    /// The place it projects; nil for `Binding(get:set:)` and `.constant`, which equal nothing.
    let location: BindingLocation?
    var snapshot: Value?

    init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.location = location
        self.getValue = get
        self.setValue = set
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: nil, get: get, set: { set($0, Transaction()) })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(location: base.location, get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: nil, get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(location: location?.appending(keyPath),
                                get: { base.getValue()[keyPath: keyPath] },
                                set: { var v = base.getValue(); v[keyPath: keyPath] = $0; base.setValue(v) })
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    /// A write through it is made with `transaction`, so the completions added to it run (AnimationCompletion.swift).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        guard !transaction.completions.isEmpty else { return self }
        let base = self
        return Binding(location: location, get: base.getValue, set: { value in withTransaction(transaction) { base.setValue(value) } })
    }
}

extension Binding where Value: MutableCollection, Value.Index: Hashable {
    subscript(_index index: Value.Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(location: location?.appending(index: AnyHashable(index)),
                                      get: { base.getValue()[index] },
                                      set: { var v = base.getValue(); v[index] = $0; base.setValue(v) })
    }
}

/// iOS 15: a binding to a mutable collection is a collection of bindings to its elements
/// (`$items.filter { $item in … }`, `for $item in $items`), each projecting the place of its
/// element (the collection's place and the index), as `ForEach($items)`'s are. Reading the
/// indices or an element reads the collection through the binding: a read of the body that does.
/// `ForEach($items)` and `List($items)` still take their binding forms, as in SwiftUI: their forms
/// over any collection are disfavoured (ForEach.swift, LazyContainers.swift).
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(location: (position as? AnyHashable).flatMap { location?.appending(index: $0) },
                                      get: { base.getValue()[position] },
                                      set: { var v = base.getValue(); v[position] = $0; base.setValue(v) })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// The place a binding projects: a root object and a path from it.
struct BindingLocation: Hashable {
    let root: ObjectIdentifier
    let path: [AnyHashable]

    init(root: AnyObject, path: [AnyHashable]) {
        self.root = ObjectIdentifier(root)
        self.path = path
    }

    private init(root: ObjectIdentifier, path: [AnyHashable]) {
        self.root = root
        self.path = path
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation { BindingLocation(root: root, path: path + [keyPath]) }
    func appending(index: AnyHashable) -> BindingLocation { BindingLocation(root: root, path: path + [index]) }
}

extension Binding: _DynamicField {
    /// The snapshot is taken when the node is made and each time the parent hands a new binding.
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let b = field.assumingMemoryBound(to: Binding<Value>.self)
        b.pointee.snapshot = b.pointee.getValue()
    }

    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        _install(field, context: &context)
    }

    public static func _refresh(_ field: UnsafeMutableRawPointer) {
        let b = field.assumingMemoryBound(to: Binding<Value>.self)
        b.pointee.snapshot = b.pointee.getValue()
    }

    public static var _needsRefresh: Bool { true }

    public static func _stillShows(_ field: UnsafeRawPointer, _ object: AnyObject, _ keyPath: AnyKeyPath) -> Bool {
        field.assumingMemoryBound(to: Binding<Value>.self).pointee.stillShows(object, keyPath)
    }

    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        sameInput(a.assumingMemoryBound(to: Binding<Value>.self).pointee, b.assumingMemoryBound(to: Binding<Value>.self).pointee)
    }

    /// One input for a view or a control: the same place, showing the same value. The values
    /// compare as a view's field of their type does (FieldLayout): `==` where `Equatable`, else a
    /// struct field by field and an `Optional` by its case, then its value — a binding to a
    /// non-`Equatable` value was never equal, so `.alert(error: $model.error)`'s modifier re-ran
    /// with every re-run of its parent, nil and nil (a tester's repository search).
    static func sameInput(_ x: Binding<Value>, _ y: Binding<Value>) -> Bool {
        guard let l = x.location, l == y.location, let s = x.snapshot, let t = y.snapshot else { return false }
        return fieldRulesEqual(s, t)
    }

    /// A control's next binding, holding the value it shows now as its snapshot, and whether it
    /// is the same input as `old` (`sameInput`): what a control's update decides by.
    static func nextInput(_ new: Binding<Value>, after old: Binding<Value>) -> (binding: Binding<Value>, same: Bool) {
        var new = new
        new.snapshot = new.getValue()
        return (new, sameInput(old, new))
    }
}

/// A binding held as a value, not as a view's field (an environment value: `\.editMode`'s, an
/// app's `\.presentedSheet`): the same input when it projects the same place and shows the same
/// value, as a view's binding field is (update-cycle rule 4). Its value is taken when the
/// `@Environment` resolves it and again before each evaluation of the view, so the next comparison
/// is with the value the view last showed (`Environment._refresh`): under push a body that reads an `ObservableObject`'s property
/// through it tracks nothing, and only the changed value re-runs it (a tester's sheet reader was
/// left stale when its holder set the environment anew with the same place).
protocol _HeldBinding {
    /// The binding, showing the value it shows now.
    func _snapshotted() -> Any
    func _isSameInput(as other: Any) -> Bool
}

extension Binding: _HeldBinding {
    func _snapshotted() -> Any {
        var taken = self
        taken.snapshot = taken.getValue()
        return taken
    }

    func _isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return Self.sameInput(self, other)
    }
}

/// What goes with a change: its animation and flags. Nothing animates here; its animation times
/// the completions added to it (`withTransaction`: Animation.swift, AnimationCompletion.swift).
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    public var tracksVelocity = false
    /// `addAnimationCompletion`'s, run when the transaction is used (AnimationCompletion.swift).
    var completions: [() -> Void] = []
    /// The app's own values, by `TransactionKey` (TransactionKey.swift).
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
