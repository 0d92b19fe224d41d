// Gestures: `.gesture(_:)` and the gesture values. A drag, a pinch or a long
// press is not a UI action of Redraw's (`Redraw.tap` is a tap), so a gesture's
// callbacks never run and a `@GestureState` keeps its initial value; what the
// body passes to them is that body's read, as for any inert modifier. To
// drive what a gesture would do, write the state it writes in a step.
// `onChanged` and `onEnded` wrap the gesture as Apple's do (`_ChangedGesture`,
// `_EndedGesture`, of the same `Value`) and hold the closure, never calling it.

public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    /// Apple's `func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
    /// (Apple's asks `Value: Equatable`; Redraw's does not, as its composed gestures' values are
    /// `Void`). The action is held and never called: no UI action drags.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
    /// Apple's `func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`; the
    /// action is held and never called.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MappedGesture<T> { _MappedGesture() }
    public func simultaneously<Other: Gesture>(with other: Other) -> _ComposedGesture { _ComposedGesture() }
    public func sequenced<Other: Gesture>(before other: Other) -> _ComposedGesture { _ComposedGesture() }
    public func exclusively<Other: Gesture>(before other: Other) -> _ComposedGesture { _ComposedGesture() }
}

/// An optional gesture is a gesture, as Apple's SwiftUICore declares (`extension Optional: Gesture
/// where Wrapped: Gesture`): `.gesture(editing ? TapGesture().onEnded { … } : nil)`. A `nil` one
/// recognises nothing; here no gesture runs anyway.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

/// What `onChanged` makes (Apple's `struct _ChangedGesture<Content> where Content: Gesture`): a
/// gesture of its content's value, so `_ChangedGesture<DragGesture>.Value` is `DragGesture.Value`.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

/// What `onEnded` makes (Apple's `struct _EndedGesture<Content> where Content: Gesture`).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void
}

public struct _MappedGesture<Value>: Gesture {}
public struct _ComposedGesture: Gesture { public typealias Value = Void }

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
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

/// State a gesture sets while it runs and resets when it ends; no gesture runs here, so it
/// always holds its initial value.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { _Inert(self) }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { _Inert(self) }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { _Inert(self) }
    public func coordinateSpace(name: some Hashable) -> some View { _Inert(self) }
}
