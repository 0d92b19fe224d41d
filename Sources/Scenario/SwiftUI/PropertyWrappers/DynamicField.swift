// DynamicField: what a property wrapper of a view tells the graph — how to
// set up its storage in a new node, how to carry it into the next struct the
// parent makes, how it compares as an input, and which object it holds.

import Combine

public struct _FieldContext {
    let node: Node
    var name: String = ""
    let environment: EnvironmentValues

    init(node: Node, environment: EnvironmentValues) {
        self.node = node
        self.environment = environment
    }
}

public protocol _DynamicField {
    /// A new node: create the storage from the struct's initial values.
    static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext)
    /// The parent made a new struct for an existing node: hand it the node's storage.
    static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext)
    /// Whether two linked fields are equal as inputs.
    static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
    /// Push: the publisher of the object this field holds, if it subscribes.
    static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher?
    static var _holdsObject: Bool { get }
    /// Before the node's own evaluation: a binding retakes its snapshot, so the next
    /// comparison is with the value this evaluation showed.
    static func _refresh(_ field: UnsafeMutableRawPointer)
    static var _needsRefresh: Bool { get }
    /// Resolves something from the environment in `_install`/`_link`.
    static var _readsEnvironment: Bool { get }
    /// Whether the struct's own initial value holds an object it made (`@State var m = Model()`):
    /// thrown away unused when no node adopts this struct (DiscardedStateInits).
    static func _makesObject(_ field: UnsafeRawPointer) -> Bool
    /// A binding that projects the place of a changed read (an object's property) and still shows
    /// the value it showed (ShownThroughBindings.swift): the read is not stale.
    static func _stillShows(_ field: UnsafeRawPointer, _ object: AnyObject, _ keyPath: AnyKeyPath) -> Bool
}

extension _DynamicField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {}
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {}
    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? { nil }
    public static var _holdsObject: Bool { false }
    public static func _refresh(_ field: UnsafeMutableRawPointer) {}
    public static var _needsRefresh: Bool { false }
    public static var _readsEnvironment: Bool { false }
    public static func _makesObject(_ field: UnsafeRawPointer) -> Bool { false }
    public static func _stillShows(_ field: UnsafeRawPointer, _ object: AnyObject, _ keyPath: AnyKeyPath) -> Bool { false }
}

/// SwiftUI's marker for property wrappers that views update; Redraw's wrappers adopt it.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The value a view's property wrapper holds in its node, for `Redraw.state(of:_:)`:
/// read without tracking, on nobody's behalf.
protocol _LiveValue {
    var _liveValue: Any? { get }
}

extension State: _LiveValue {
    var _liveValue: Any? { box.map { $0.quietValue } ?? initial }
}

/// `@AppStorage` and `@SceneStorage`: the value stored for the key (it was the wrapper itself, so
/// `Redraw.state(of:_:)` said "holds an AppStorage<Int>, not an Int").
extension AppStorage: _LiveValue {
    var _liveValue: Any? { quietValue }
}

extension SceneStorage: _LiveValue {
    var _liveValue: Any? { storage.quietValue }
}

extension StateObject: _LiveValue {
    var _liveValue: Any? { box?.object }
}

extension ObservedObject: _LiveValue {
    var _liveValue: Any? { wrappedValue }
}

extension EnvironmentObject: _LiveValue {
    var _liveValue: Any? { object }
}

extension Bindable: _LiveValue {
    var _liveValue: Any? { wrappedValue }
}

/// `@Environment(Model.self)` (an `@EnvironmentObject`'s pull form) and `@Environment(\\.key)`:
/// the value it resolved in its node.
extension Environment: _LiveValue {
    var _liveValue: Any? { resolved }
}
