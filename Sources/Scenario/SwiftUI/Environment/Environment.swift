// Environment: `@Environment(\.key)` reads one key; `@Environment(M.self)`
// takes the `@Observable` object of that type put above with
// `.environment(obj)`, and `@Environment(M.self) var m: M?` the same or nil
// when none was put above — which under push (M an `ObservableObject`, where
// SwiftUI has no optional `@EnvironmentObject`) subscribes to it as
// `@EnvironmentObject` would: the push form is the app as an
// `ObservableObject` app observes its objects. As an input it compares what
// it resolved: a key's value by the field rules (FieldLayout: `==`, plain bytes, field by field,
// an Optional by its case), an object by identity — so a view re-runs when a key it
// reads changes for it, not when other keys change. An environment that no
// write changed since (the same revision) resolves the same value, whatever
// its type: a non-`Equatable` key nobody wrote (`\.openURL`, an app's action
// key) is then no change (a tester's detail view re-ran whenever its parent
// did, "changed inputs: myAction").

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// `@usableFromInline`: generic through `Value`, so a client copying an `Environment` in a generic
    /// context needs its metadata accessor (as `ObjectBox`'s, ObjectWrappers.swift).
    @usableFromInline
    enum Source {
        case key(KeyPath<EnvironmentValues, Value>)
        case object
        /// `@Environment(M.self) var m: M?`: the object, or nil when none is above.
        case optionalObject((EnvironmentValues) -> Value)
    }
    let source: Source
    var resolved: Value?
    /// The revision of the environment it resolved from (`EnvironmentValues.revision`); -1 before.
    var revision = -1

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .key(keyPath) }
    public init(_ type: Value.Type) where Value: AnyObject { source = .object }
    /// Apple's `init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable` (iOS 17):
    /// nil where no `.environment(_:)` put one above, instead of a crash.
    public init<T: AnyObject>(_ type: T.Type) where Value == T? { source = .optionalObject { $0.object(of: T.self) } }

    public var wrappedValue: Value {
        guard let resolved else {
            // Not installed on a view (an `@Environment(\.key)` in a model class): SwiftUI reads the
            // key's default value then, and warns at run time ("Accessing Environment's value outside
            // of being installed on a View. This will always read the default value").
            if case .key(let keyPath) = source { return EnvironmentValues()[keyPath: keyPath] }
            fatalError("No object of type \(Value.self) found in the environment: a View.environment(_:) for it may be missing as an ancestor of this view.")
        }
        return resolved
    }
}

extension Environment: _DynamicField {
    public static var _readsEnvironment: Bool { true }

    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let e = field.assumingMemoryBound(to: Environment<Value>.self)
        e.pointee.revision = context.environment.revision
        switch e.pointee.source {
        case .key(let keyPath):
            let value = context.environment[keyPath: keyPath]
            // A binding shows a value, which is part of the input (`_HeldBinding`); so does an
            // optional one (`\.editMode`'s `Binding<EditMode>?`), which the cast unwraps.
            e.pointee.resolved = _needsRefresh ? snapshotted(value) : value
        case .object: e.pointee.resolved = context.environment.object(of: Value.self)
        case .optionalObject(let lookup): e.pointee.resolved = lookup(context.environment)
        }
    }

    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        _install(field, context: &context)
    }

    /// A key holding a binding (`\.editMode`) retakes the value it shows before the view's own
    /// evaluation, as a binding field does (`Binding._refresh`): the next comparison is with the
    /// value the view last showed. Compared with the value resolved when the parent last handed it
    /// down, a view that re-ran for the mode's change re-ran again at its parent's next unrelated
    /// re-run, "changed inputs: editMode" (trial BI-3).
    public static var _needsRefresh: Bool {
        Value.self is _HeldBinding.Type || (Value.self as? any _OptionalType.Type)?.wrappedType is _HeldBinding.Type
    }

    public static func _refresh(_ field: UnsafeMutableRawPointer) {
        let e = field.assumingMemoryBound(to: Environment<Value>.self)
        guard case .key = e.pointee.source, let resolved = e.pointee.resolved else { return }
        e.pointee.resolved = snapshotted(resolved)
    }

    /// A held binding's value with the value it shows now taken; any other value as it is.
    private static func snapshotted(_ value: Value) -> Value {
        guard let held = value as Any as? _HeldBinding, let taken = held._snapshotted() as? Value else { return value }
        return taken
    }

    /// `@Environment(M.self) var m: M?` of an `ObservableObject` (the push form of an optional
    /// environment object): subscribed, as `@EnvironmentObject`.
    public static var _holdsObject: Bool { (Value.self as? any _OptionalType.Type)?.wrappedType is any ObservableObject.Type }

    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? {
        let e = field.assumingMemoryBound(to: Environment<Value>.self).pointee
        guard case .optionalObject = e.source, let resolved = e.resolved,
              let object = resolved as Any as? any ObservableObject else { return nil }
        return object._viewPublisher
    }

    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let old = a.assumingMemoryBound(to: Environment<Value>.self).pointee
        let new = b.assumingMemoryBound(to: Environment<Value>.self).pointee
        if old.revision >= 0, old.revision == new.revision { return true }
        let x = old.resolved, y = new.resolved
        switch (x, y) {
        case (nil, nil): return true
        // By the field rules, as a binding's value: `\.editMode`'s `Binding<EditMode>?`, nil and
        // nil, was never equal, so a view reading it re-ran at every push of its stack (a tester's
        // reminders app re-ran its root's cards).
        case let (x?, y?):
            // A binding (the screen's edit mode) by its place and the value it showed: its closures
            // never compare equal.
            if let held = x as Any as? _HeldBinding, let other = y as Any as? _HeldBinding { return held._isSameInput(as: other) }
            return fieldRulesEqual(x, y)
        default: return false
        }
    }
}

