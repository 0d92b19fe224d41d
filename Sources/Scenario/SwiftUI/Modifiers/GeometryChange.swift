// GeometryChange: iOS 16's `.onGeometryChange(for:of:action:)` (both action forms).
//
// Invariants:
// - SwiftUI calls `action` with what `of:` makes of the view's geometry once
//   the view is laid out, and again whenever that value changes; an action
//   that writes `@State` so re-runs a body after the first (a device's 2).
// - Redraw's geometry is GeometryReader's: a fixed 393 × 852 pt proxy at the
//   origin (Containers/LayoutContainers.swift). `of:` is given that proxy in
//   the body that applies the modifier (so what it reads is that body's), and
//   the value goes through `.onChange(of:initial: true)`'s machinery
//   (Graph/Lifecycle.swift): the action runs once when the view appears, after
//   the render pass, its writes rendered in a further pass of the same frame,
//   and again only if a later body's value differs by `==` — a size never
//   changes here, so only a value that depends on more than the proxy can.
// - The two-value action is first given the initial value as both old and new.

import Foundation

extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        _Lifecycle(content: self, callback: .change(LifecycleValue(transform(GeometryProxy.screen)), initial: true) { _, new in
            action(new as! T)
        })
    }

    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        _Lifecycle(content: self, callback: .change(LifecycleValue(transform(GeometryProxy.screen)), initial: true) { old, new in
            action(old as! T, new as! T)
        })
    }
}

