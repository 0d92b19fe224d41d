// State: storage that a view's node owns.
//
// The node keeps the first value; each later struct the parent makes
// evaluates its initial value again (`@State var m = Model()` runs `Model()`
// on every init), and the new struct's value is discarded. A read in the owner's body is tracked (Observation, in both
// engines), so a write invalidates the owner only if its latest body read the
// value; a view that reads through a binding tracks the read for itself.
// Writing an equal value (`Equatable`, or the same object) is stored and notifies
// nobody. Discarded initialisations are counted for class-typed values: every
// new struct of a live node whose initial value is another object than the
// one the node keeps (an object passed in that is not the kept one counts
// too; Redraw cannot tell it from one made for the struct).

import RedrawObservation
import RedrawResults

@propertyWrapper
public struct State<Value>: DynamicProperty {
    var initial: Value
    var box: StateBox<Value>?

    public init(wrappedValue value: Value) { initial = value }
    public init(initialValue value: Value) { initial = value }

    public var wrappedValue: Value {
        get { box?.value ?? initial }
        nonmutating set {
            guard let box else { return }  // a struct not installed in the graph: as SwiftUI, the write is lost
            box.value = newValue
        }
    }

    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initial) }
        return Binding(location: BindingLocation(root: box, path: []), get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}

extension State: _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        state.pointee.box = StateBox(state.pointee.initial, owner: context.node, name: context.name)
    }

    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        let box = old.assumingMemoryBound(to: State<Value>.self).pointee.box
        // The kept object handed in again (`Child(timer: sharedTimer)`) was made for nothing only if
        // it is another object.
        if _makesObject(field), !isKept(state.pointee.initial, in: box) {
            context.node.graph.discardedStateInitialisation(of: context.node)
        }
        state.pointee.box = box
    }

    private static func isKept(_ value: Value, in box: StateBox<Value>?) -> Bool {
        guard let box, type(of: value as Any) is AnyClass, type(of: box.quietValue as Any) is AnyClass else { return false }
        return (value as AnyObject) === (box.quietValue as AnyObject)
    }

    public static func _makesObject(_ field: UnsafeRawPointer) -> Bool {
        Value.self is AnyClass || type(of: field.assumingMemoryBound(to: State<Value>.self).pointee.initial as Any) is AnyClass
    }

    /// `@State` is the node's own, not an input.
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

/// One `@State` property of one node (or one `@AppStorage` key), observable like a model property.
/// `@usableFromInline` as `ObjectBox` is: public wrappers store it, so clients may need its metadata.
@usableFromInline
final class StateBox<Value>: _RealObservable, _StateLabel {
    private var stored: Value
    private let registrar = _RealObservationRegistrar()
    /// The owner's view type: a binding or closure may keep the box beyond its node.
    let ownerType: String
    let name: String
    /// The wrapper it stores for, as labels name it.
    let wrapper: StaticString
    /// An `@AppStorage`/`@SceneStorage` key's box: the app's store (`ownerType` names it), not a
    /// view's, named by its key (AppStorage.swift).
    let storage: Bool

    init(_ value: Value, ownerType: String, name: String, wrapper: StaticString = "@State", storage: Bool = false) {
        stored = value
        self.ownerType = ownerType
        self.name = name
        self.wrapper = wrapper
        self.storage = storage
    }

    convenience init(_ value: Value, owner: Node, name: String) {
        self.init(value, ownerType: owner.typeName, name: name)
    }

    var stateLabel: String { storage ? "\(wrapper)(\"\(name)\")" : "\(ownerType).\(name) (\(wrapper))" }
    var stateCause: Cause { storage ? .storage(ownerType, name) : .state(ownerType, name) }


    /// `\.value`, made once per box: a key path into a generic class is built afresh at every
    /// use (the runtime keeps only key paths that capture no generic argument), which allocated and
    /// walked its pattern at every `@State` read and write — a seventh of travel-discovery's passes.
    private var madeKeyPath: KeyPath<StateBox, Value>?
    private var valueKeyPath: KeyPath<StateBox, Value> {
        if let madeKeyPath { return madeKeyPath }
        let made = \StateBox.value
        madeKeyPath = made
        return made
    }

    /// The value, read by Redraw itself (not a view's read).
    var quietValue: Value { stored }

    /// A read that nothing tracks (an `@AppStorage` held by a class): recorded, so a view that made
    /// it and is not re-run by a write is a stale view.
    var untrackedValue: Value {
        if !Instrumentation.quiet { Instrumentation.sink?.read(self, valueKeyPath, .untracked) }
        return stored
    }

    /// A write that announces a change of another object first (an `ObservableObject`'s
    /// `objectWillChange`, for the `@AppStorage` it holds), inside this write's report: what the
    /// announcement re-runs is caused by this write. The announcement is made for an equal value
    /// too, as a `@Published` property's is; the box itself notifies only for a new one.
    func set(_ newValue: Value, announcing announce: () -> Void) {
        write(newValue, changed: !valuesEqual(stored, newValue), announcing: announce)
    }

    /// A reported write: `announce` first, then the value, through the registrar when it changed.
    @inline(__always)
    private func write(_ newValue: Value, changed: Bool, announcing announce: () -> Void) {
        let sink = Instrumentation.sink
        let keyPath = valueKeyPath
        sink?.willWrite(self, keyPath, .observed)
        announce()
        if changed {
            registrar.withMutation(of: self, keyPath: keyPath) { stored = newValue }
        } else {
            stored = newValue
        }
        sink?.didWrite(self, keyPath, .observed)
    }

    var value: Value {
        get {
            if Instrumentation.quiet { return stored }
            Instrumentation.accessCount &+= 1
            let keyPath = valueKeyPath
            Instrumentation.sink?.read(self, keyPath, .observed)
            registrar.access(self, keyPath: keyPath)
            return stored
        }
        set {
            // An equal value (by `==`, or the same object) is stored without notifying.
            if valuesEqual(stored, newValue) {
                stored = newValue
                return
            }
            write(newValue, changed: true, announcing: {})
        }
    }
}

/// How the graph names a `@State` box in causes and stale reads.
protocol _StateLabel: AnyObject {
    var stateLabel: String { get }
    var stateCause: Cause { get }
}
