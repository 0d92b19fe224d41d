// Gestures: the gesture types and what each does with a touch. A workload's
// finger (`Redraw.drag`, `Redraw.longPress`, `Redraw.tap`: GestureDriving.swift)
// sends touches — down, move, hold still, up — and each gesture answers with the
// values it changed to and whether it ended or failed, as a recogniser does.
//
// Invariants:
// - A gesture is a value the body makes; what it has recognised so far lives
//   in a `_GestureMemory` the action keeps for the whole touch, so each frame
//   can hand the touch to the gesture of the holding view's latest body (its
//   closures are the latest, as SwiftUI keeps the latest gesture of a view).
// - Wrappers (`onChanged`, `onEnded`, `updating`, `map`) run their closures
//   after their content has handled the touch: inner first, so in
//   `DragGesture().updating($s) {…}.onEnded {…}` the state is reset before
//   `onEnded` runs. Apple does not document this order; all of it happens in
//   one frame, so no count depends on it.
// - After a gesture ended or failed it answers nothing more for that touch.
// - `MagnifyGesture`, `RotateGesture` and their older forms need two fingers,
//   which no action has: they never begin and fail when the finger lifts.

import Foundation

public protocol Gesture {
    associatedtype Value
    /// What this gesture does with one touch event (Redraw's recogniser; not Apple's API). The
    /// default recognises nothing: a gesture no action drives.
    func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value>
    /// What it is made of, for finding the views an action can drive and for messages.
    var _shape: _GestureShape { get }
}

extension Gesture {
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        _GestureOutput.never(touch, memory)
    }
    public var _shape: _GestureShape { .undriven("\(Self.self)") }
}

extension Gesture {
    /// Apple's `func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>
    /// where Value: Equatable`. The action runs for each value that differs from the last one it
    /// got in this gesture: Apple asks `Equatable` for that comparison ("Adds an action to perform
    /// when the gesture's value changes").
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }
    /// Apple's `func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`: the
    /// action runs once, with the last value, when the gesture ends (succeeds); not when it fails.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
    /// Apple's `updating(_:body:)`: at each change, `body` gets the value and the state's current
    /// value to change; when the gesture ends or fails the state goes back to its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// Apple's returns `_MapGesture<Self, T>`; Redraw's erases the content (`_MappedGesture<T>`).
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<T> {
        _MappedGesture(shape: _shape) { touch, memory in self._handle(touch, memory).map(body) }
    }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// An optional gesture is a gesture, as Apple's SwiftUICore declares (`extension Optional: Gesture
/// where Wrapped: Gesture`): `.gesture(editing ? TapGesture().onEnded { … } : nil)`. A `nil` one
/// recognises nothing (and makes no target: GestureModifiers.swift).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        switch self {
        case .some(let gesture): return gesture._handle(touch, memory)
        case .none: return .never(touch, memory)
        }
    }
    public var _shape: _GestureShape { self.map(\._shape) ?? .none }
}

/// What `onChanged` makes (Apple's `struct _ChangedGesture<Content> where Content: Gesture`): a
/// gesture of its content's value, so `_ChangedGesture<DragGesture>.Value` is `DragGesture.Value`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        let output = content._handle(touch, memory.part(0))
        for value in output.changes where (memory.last as? Value) != value {
            memory.last = value
            action(value)
        }
        return output
    }
    public var _shape: _GestureShape { content._shape }
}

/// What `onEnded` makes (Apple's `struct _EndedGesture<Content> where Content: Gesture`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        let output = content._handle(touch, memory)
        if case .ended(let value)? = output.end { action(value) }
        return output
    }
    public var _shape: _GestureShape { content._shape }
}

/// What `updating(_:body:)` makes (Apple's `GestureStateGesture<Base, State>`). Apple's
/// `GestureState` documentation: "A property wrapper type that updates a property while the user
/// performs a gesture and resets the property back to its initial state when the gesture ends",
/// and "implicitly resets when the gesture becomes inactive" — so a failed (cancelled) gesture
/// resets it too. The reset is a write of the initial value: a body that read the state re-runs
/// when it differs from what the gesture had set.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        let output = base._handle(touch, memory)
        for value in output.changes { state.update { current, transaction in body(value, &current, &transaction) } }
        if output.end != nil { state.reset() }
        return output
    }
    public var _shape: _GestureShape { base._shape }
}

/// What `map` makes: its content's recogniser, each value transformed.
public struct _MappedGesture<Value>: Gesture {
    let shape: _GestureShape
    let handle: (_Touch, _GestureMemory) -> _GestureOutput<Value>
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> { handle(touch, memory) }
    public var _shape: _GestureShape { shape }
}

// MARK: The primitive gestures

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize

        /// Apple's has no public initialiser; a test of a handler may want one.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
            self.velocity = velocity
            // Where the finger would come to rest if let go now. Apple documents no formula; Redraw
            // uses the projection Apple gave for a scroll view's normal deceleration (WWDC18
            // "Designing Fluid Interfaces": distance = velocity / 1000 × rate / (1 − rate), rate 0.998),
            // about half a second of the current velocity.
            let rate = 0.998, seconds = rate / (1 - rate) / 1000
            predictedEndTranslation = CGSize(width: translation.width + velocity.width * seconds,
                                             height: translation.height + velocity.height * seconds)
            predictedEndLocation = CGPoint(x: startLocation.x + predictedEndTranslation.width,
                                           y: startLocation.y + predictedEndTranslation.height)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Begins once the finger is `minimumDistance` from where it went down (at the touch itself
    /// when that is 0: "`minimumDistance: 0` recognizes immediately on touch-down" is how apps use
    /// it); its values measure from where it went down, not from where it began. Each move after
    /// that is a change; lifting ends it, or fails it if it never began.
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        if memory.isOver { return .init() }
        switch touch.phase {
        case .down:
            memory.start = touch.location
            memory.location = touch.location
            memory.time = touch.time
            memory.seconds = touch.seconds
            guard minimumDistance <= 0 else { return .init() }
            memory.began = true
            return .init(changes: [value(memory)])
        case .move:
            guard let start = memory.start else { return .init() }
            // The velocity of the last move: its distance over the time since the finger was last seen.
            let dt = touch.seconds - memory.seconds
            if dt > 0 {
                memory.velocity = CGSize(width: (touch.location.x - memory.location.x) / dt, height: (touch.location.y - memory.location.y) / dt)
            }
            memory.location = touch.location
            memory.time = touch.time
            memory.seconds = touch.seconds
            if !memory.began, distance(start, touch.location) < minimumDistance { return .init() }
            memory.began = true
            return .init(changes: [value(memory)])
        case .hold:
            // Still: no change of value; the next move's velocity is reckoned from here.
            memory.seconds = touch.seconds
            memory.velocity = .zero
            return .init()
        case .idle:
            return .init()
        case .up:
            memory.isOver = true
            if memory.began {
                memory.time = touch.time
                return .init(end: .ended(value(memory)))
            }
            return .init(end: .failed)
        case .cancel:
            memory.isOver = true
            return .init(end: .failed)
        }
    }

    private func value(_ memory: _GestureMemory) -> Value {
        Value(time: memory.time, location: memory.location, startLocation: memory.start ?? memory.location, velocity: memory.velocity)
    }
    public var _shape: _GestureShape { .drag(minimumDistance: minimumDistance) }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Void> {
        tap(touch, memory, count: count, value: ())
    }
    public var _shape: _GestureShape { .tap(count: count) }
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public init(location: CGPoint) { self.location = location }
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        tap(touch, memory, count: count, value: Value(location: touch.location))
    }
    public var _shape: _GestureShape { .tap(count: count) }
}

/// A tap of `count` touches: a finger that moves more than 10 pt (UIKit's tap slop; Apple
/// documents none for SwiftUI) fails it; the `count`-th lift ends it; input that ends with fewer
/// taps (the action's finger is gone: `.idle`) fails it, as the double-tap interval running out does.
private func tap<Value>(_ touch: _Touch, _ memory: _GestureMemory, count: Int, value: @autoclosure () -> Value) -> _GestureOutput<Value> {
    if memory.isOver { return .init() }
    switch touch.phase {
    case .down:
        if memory.start == nil { memory.start = touch.location }
        return .init()
    case .move:
        guard let start = memory.start, distance(start, touch.location) > 10 else { return .init() }
        memory.isOver = true
        return .init(end: .failed)
    case .hold:
        return .init()
    case .up:
        memory.taps += 1
        guard memory.taps >= count else { return .init() }
        memory.isOver = true
        return .init(end: .ended(value()))
    case .idle, .cancel:
        memory.isOver = true
        return .init(end: .failed)
    }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Its value is `true` from the touch down ("isDetectingLongPress" in Apple's `GestureState`
    /// example, set by `updating` from the value); it ends, with `true`, once the finger has been
    /// down `minimumDuration` ("The minimum duration of the long press that must elapse before the
    /// gesture succeeds"), without waiting for the lift. Moving more than `maximumDistance` ("can
    /// move before the gesture fails") or lifting earlier fails it.
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Bool> {
        if memory.isOver { return .init() }
        switch touch.phase {
        case .down:
            memory.start = touch.location
            memory.startSeconds = touch.seconds
            return elapsed(touch, memory) ? .init(changes: [true], end: .ended(true)) : .init(changes: [true])
        case .move, .hold:
            guard let start = memory.start else { return .init() }
            if distance(start, touch.location) > maximumDistance {
                memory.isOver = true
                return .init(end: .failed)
            }
            return elapsed(touch, memory) ? .init(end: .ended(true)) : .init()
        case .up, .idle, .cancel:
            memory.isOver = true
            return .init(end: .failed)
        }
    }

    private func elapsed(_ touch: _Touch, _ memory: _GestureMemory) -> Bool {
        guard let start = memory.startSeconds, touch.seconds - start >= minimumDuration - 1e-9 else { return false }
        memory.isOver = true
        return true
    }
    public var _shape: _GestureShape { .longPress(minimumDuration: minimumDuration) }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
