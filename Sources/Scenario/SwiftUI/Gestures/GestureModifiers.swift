// GestureModifiers: `.gesture`, `.simultaneousGesture`, `.highPriorityGesture`
// and `.onLongPressGesture` make their view a target of the actions that can
// drive the gesture — `Redraw.drag` for one with a `DragGesture` in it,
// `Redraw.longPress` for a long press, `Redraw.tap` for a tap — found by the
// words of the view they modify, as `.onTapGesture` is.
//
// Invariants:
// - They add nothing to identity and read nothing themselves; the gesture's
//   arguments are the holding body's reads.
// - A gesture that is `nil`, disabled (`isEnabled: false`) or masked off
//   (`including:` without `.gesture`) makes no target: SwiftUI would not
//   recognise it. What the mask says about subviews' gestures is not modelled.
// - The target holds the latest body's gesture: an action re-reads it at each
//   frame (GestureDriving.swift), as SwiftUI runs a view's latest callbacks.

/// A gesture of the holding body, with what it is made of, its recogniser erased to the phase it is in.
public struct _GestureHandler {
    public let shape: _GestureShape
    let handle: (_Touch, _GestureMemory) -> Phase

    public enum Phase { case waiting, changed, ended, failed }

    init<G: Gesture>(_ gesture: G) {
        shape = gesture._shape
        handle = { touch, memory in
            let out = gesture._handle(touch, memory)
            switch out.end {
            case .ended?: return .ended
            case .failed?: return .failed
            case nil: return out.changes.isEmpty ? .waiting : .changed
            }
        }
    }

    /// The action kinds that can drive a gesture of this shape.
    var kinds: [_ActionTarget.Kind] {
        (shape.hasDrag ? [.drag] : []) + (shape.hasLongPress ? [.longPress] : []) + (shape.hasTap ? [.tap] : [])
    }
}

public struct _Gestured<Content: View>: _PrimitiveView {
    let content: Content
    let handler: _GestureHandler?
    /// The modifier, as the app wrote it: `.gesture`, `.simultaneousGesture`…
    let control: String

    public static var _viewCount: Int? { Content._viewCount }
    public static var _isRowTransparent: Bool { Content._isRowTransparent }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let handler = view.handler, !handler.kinds.isEmpty else { return builder.expand(view.content) }
        let words = builder.expandLabel(view.content)
        for kind in handler.kinds { builder.appendTarget(kind, view.control, labels: words, .gesture(handler)) }
    }

    init<G: Gesture>(_ content: Content, _ gesture: G, _ control: String, enabled: Bool = true) {
        self.content = content
        let drivable: Bool
        if case .none = gesture._shape { drivable = false } else { drivable = enabled }
        handler = drivable ? _GestureHandler(gesture) : nil
        self.control = control
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _Gestured(self, gesture, ".gesture", enabled: mask.contains(.gesture))
    }
    /// iOS 18: a disabled gesture is not recognised.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        _Gestured(self, gesture, ".gesture", enabled: isEnabled)
    }
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        _Gestured(self, gesture, ".gesture", enabled: isEnabled)
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _Gestured(self, gesture, ".simultaneousGesture", enabled: mask.contains(.gesture))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        _Gestured(self, gesture, ".simultaneousGesture", enabled: isEnabled)
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        _Gestured(self, gesture, ".simultaneousGesture", enabled: isEnabled)
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        _Gestured(self, gesture, ".highPriorityGesture", enabled: mask.contains(.gesture))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        _Gestured(self, gesture, ".highPriorityGesture", enabled: isEnabled)
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        _Gestured(self, gesture, ".highPriorityGesture", enabled: isEnabled)
    }
    public func coordinateSpace(name: some Hashable) -> some View { _Inert(self) }

    /// A long press: `action` runs when it succeeds (the finger held `minimumDuration` without
    /// moving more than `maximumDistance`); `onPressingChanged` gets `true` at the touch down and
    /// `false` when the press ends — succeeded, lifted early or moved off. Apple says only "when
    /// the pressing state of the gesture changes"; that `false` comes at success, before the lift,
    /// is Redraw's reading (the README says so).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        _Gestured(self, _PressingLongPress(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                           action: action, pressing: onPressingChanged), ".onLongPressGesture")
    }
    /// The older form (deprecated in iOS 18 for the one above); disfavoured, so that
    /// `.onLongPressGesture { … }` is the form above, not ambiguous.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// `.onLongPressGesture`'s gesture: a `LongPressGesture` with the pressing callback.
struct _PressingLongPress: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Bool> {
        let out = press._handle(touch, memory)
        if !out.changes.isEmpty { pressing?(true) }
        switch out.end {
        case .ended?: action(); pressing?(false)
        case .failed?: if memory.start != nil { pressing?(false) }
        case nil: break
        }
        return out
    }
    var _shape: _GestureShape { press._shape }
}
