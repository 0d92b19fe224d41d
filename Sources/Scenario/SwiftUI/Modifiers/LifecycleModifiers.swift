// Lifecycle modifiers: `.onAppear`, `.onDisappear`, `.task`, `.task(id:)` and
// `.onChange(of:)`. Each records a callback where its view sits in the body
// that holds it; the graph runs it when that view appears (is built: created,
// or inside the viewport), disappears, or — for `.onChange` and `.task(id:)` —
// when the value it was given changed between two evaluations of that body
// (see Graph/Lifecycle.swift). The value arguments are reads of that body.

import Combine

public struct _Lifecycle<Content: View>: _PrimitiveView {
    let content: Content
    let callback: LifecycleCallback

    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        // Recorded before the content: modifiers stacked on one view sit at one path, in order.
        builder.appendLifecycle(view.callback)
        builder.expand(view.content)
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _Lifecycle(content: self, callback: .appear(action ?? {}))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _Lifecycle(content: self, callback: .disappear(action ?? {}))
    }

    /// Started when the view appears, cancelled when it disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        _Lifecycle(content: self, callback: .task(id: nil, action))
    }

    /// Also cancelled and started again when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        _Lifecycle(content: self, callback: .task(id: LifecycleValue(value), action))
    }

    /// Hears `publisher` while the view is on screen (a `Timer.publish` ticks on the virtual clock).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        let identity = (P.self as Any.Type) is AnyObject.Type ? ObjectIdentifier(publisher as AnyObject)
            : (publisher as? _IdentifiedPublisher)?._publisherIdentity
        return _Lifecycle(content: self, callback: .receive(publisher: identity, subscribe: { deliver in publisher.sink { deliver($0) } },
                                                            perform: { action($0 as! P.Output) }))
    }

    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        _Lifecycle(content: self, callback: .change(LifecycleValue(value), initial: false) { _, new in action(new as! V) })
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        _Lifecycle(content: self, callback: .change(LifecycleValue(value), initial: initial) { old, new in action(old as! V, new as! V) })
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        _Lifecycle(content: self, callback: .change(LifecycleValue(value), initial: initial) { _, _ in action() })
    }
}
