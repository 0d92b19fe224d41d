// GestureTouch: what a workload's finger tells a gesture, what a gesture
// answers, what it remembers between touches, and what it is made of.
//
// Invariants:
// - One touch is a sequence: `.down`, then `.move`s and `.hold`s, then `.up`,
//   then `.idle` (the input is over: a gesture still waiting for more, a
//   double tap after one tap, fails). `.cancel` replaces the rest when the
//   view carrying the gesture goes away mid-touch: every gesture fails.
// - A gesture's memory is made afresh for each touch and kept by the action
//   for the whole of it; composed gestures keep their parts' memories in
//   `part(_:)`, so a part's memory is the same object at every event.

import Foundation

/// One event of the workload's finger, at a location in the view's space and a time: the date a
/// value shows, and the seconds since the touch began (frames / 60, exact: durations and
/// velocities are reckoned from these, not from dates, whose `Double` is coarse in 2025).
public struct _Touch {
    public enum Phase: Sendable { case down, move, hold, up, idle, cancel }
    public let phase: Phase
    public let location: CGPoint
    public let time: Date
    public let seconds: Double

    init(_ phase: Phase, _ location: CGPoint, _ time: Date, seconds: Double) {
        self.phase = phase
        self.location = location
        self.time = time
        self.seconds = seconds
    }

    /// The same moment, another phase.
    func with(_ phase: Phase) -> _Touch { _Touch(phase, location, time, seconds: seconds) }
}

/// What a gesture answers to one touch: the values it changed to (in order), and its end.
public struct _GestureOutput<Value> {
    public enum End {
        /// It succeeded, with its last value: `onEnded` runs.
        case ended(Value)
        /// It failed (or was cancelled): `onEnded` does not run; `@GestureState` resets.
        case failed
    }
    public var changes: [Value] = []
    public var end: End?

    init(changes: [Value] = [], end: End? = nil) {
        self.changes = changes
        self.end = end
    }

    func map<T>(_ transform: (Value) -> T) -> _GestureOutput<T> {
        let mappedEnd: _GestureOutput<T>.End?
        switch end {
        case .ended(let value)?: mappedEnd = .ended(transform(value))
        case .failed?: mappedEnd = .failed
        case nil: mappedEnd = nil
        }
        return _GestureOutput<T>(changes: changes.map(transform), end: mappedEnd)
    }

    /// A gesture no action drives (a pinch): it never begins, and fails when the touch ends.
    static func never(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput {
        guard !memory.isOver, [.up, .idle, .cancel].contains(touch.phase) else { return .init() }
        memory.isOver = true
        return .init(end: .failed)
    }
}

/// What one gesture has recognised so far in the current touch. A bag of the few things the
/// built-in recognisers need, plus its parts' memories.
public final class _GestureMemory {
    var start: CGPoint?
    var startSeconds: Double?
    var location: CGPoint = .zero
    var time = Date(timeIntervalSinceReferenceDate: 0)
    var seconds = 0.0
    var velocity: CGSize = .zero
    var began = false
    var isOver = false
    var taps = 0
    /// The last value `onChanged` ran with, or a composed gesture's stage's value.
    var last: Any?
    /// A composed gesture's: which part leads, and the last value of each part.
    var stage = 0
    var values: [Any?] = [nil, nil]
    var done: [Bool] = [false, false]
    /// An exclusive gesture's touches its second part has not seen yet.
    var heldTouches: [_Touch] = []
    private var parts: [_GestureMemory] = []

    init() {}

    func part(_ index: Int) -> _GestureMemory {
        while parts.count <= index { parts.append(_GestureMemory()) }
        return parts[index]
    }
}

/// What a gesture is made of: which actions can drive it, and how to name it in a message.
public indirect enum _GestureShape: Sendable {
    case drag(minimumDistance: CGFloat)
    case longPress(minimumDuration: Double)
    case tap(count: Int)
    /// A gesture no action drives (`MagnifyGesture`, a gesture of the app's own type).
    case undriven(String)
    /// A `nil` optional gesture: nothing.
    case none
    case sequence(_GestureShape, _GestureShape)
    case simultaneous(_GestureShape, _GestureShape)
    case exclusive(_GestureShape, _GestureShape)

    var parts: [_GestureShape] {
        switch self {
        case .sequence(let a, let b), .simultaneous(let a, let b), .exclusive(let a, let b): return [a, b]
        default: return []
        }
    }

    var hasDrag: Bool { if case .drag = self { return true }; return parts.contains { $0.hasDrag } }
    var hasLongPress: Bool { if case .longPress = self { return true }; return parts.contains { $0.hasLongPress } }
    var hasTap: Bool { if case .tap = self { return true }; return parts.contains { $0.hasTap } }

    /// The most taps any tap in it asks for: what `Redraw.tap` taps without `count:`.
    public var tapCount: Int {
        if case .tap(let count) = self { return count }
        return parts.map(\.tapCount).max() ?? 0
    }

    /// How long the finger must stay still before a drag in it can begin: the long presses
    /// sequenced before it (`LongPressGesture().sequenced(before: DragGesture())`: 0.5 s).
    public var holdBeforeDrag: Double {
        switch self {
        case .sequence(let first, let second):
            if second.hasDrag, !first.hasDrag { return first.pressDuration + second.holdBeforeDrag }
            return first.holdBeforeDrag
        case .simultaneous(let a, let b), .exclusive(let a, let b):
            return a.hasDrag ? a.holdBeforeDrag : b.holdBeforeDrag
        default: return 0
        }
    }

    /// How long a long press in it must be held (the longest, for a composition).
    var pressDuration: Double {
        if case .longPress(let duration) = self { return duration }
        return parts.map(\.pressDuration).max() ?? 0
    }

    /// As the app would write it, for a message.
    public var description: String {
        switch self {
        case .drag(let distance): return distance == 10 ? "DragGesture()" : "DragGesture(minimumDistance: \(number(distance)))"
        case .longPress(let duration): return duration == 0.5 ? "LongPressGesture()" : "LongPressGesture(minimumDuration: \(number(duration)))"
        case .tap(let count): return count == 1 ? "TapGesture()" : "TapGesture(count: \(count))"
        case .undriven(let name): return name
        case .none: return "nil"
        case .sequence(let a, let b): return "\(a.description).sequenced(before: \(b.description))"
        case .simultaneous(let a, let b): return "\(a.description).simultaneously(with: \(b.description))"
        case .exclusive(let a, let b): return "\(a.description).exclusively(before: \(b.description))"
        }
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
