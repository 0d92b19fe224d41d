// GestureDriving: a workload's finger on a view with a gesture — what it does
// in each frame of `Redraw.drag`, `Redraw.longPress` and a `Redraw.tap` of a
// `TapGesture`, and the one touch it keeps on its target across those frames.
//
// Invariants:
// - A finger is put on one target, found once, at the touch down; later frames
//   hand their touches to the gesture of that node's latest body at the same
//   place (SwiftUI keeps recognising on the same view while its body re-runs,
//   with the latest callbacks), never to another view whose words now match.
// - The view going away mid-touch cancels the touch: every gesture in it
//   fails (`@GestureState` resets, no `onEnded`).
// - Times are the touch-down frame's date plus 1/60 s per frame of the
//   script, so a value's `time` is the virtual clock's date of the frame it
//   comes in, and a script squeezed into one frame (an action inside a step)
//   keeps the times, and so the velocities, of its frames.

import Foundation
import RedrawClock

/// One thing the finger does: where it is, and in which frame of the script (its time).
public struct _FingerEvent {
    let phase: _Touch.Phase
    let location: CGPoint
    let frame: Int
}

/// What the finger does, frame by frame.
public enum _FingerScript {
    /// Down at `start` (frame 0), still for `holdFrames` frames, then `moveFrames` frames each
    /// moving an equal part of `translation`, then up in a frame of its own (the finger stops,
    /// then lifts): `1 + holdFrames + moveFrames + 1` frames.
    public static func drag(from start: CGPoint, by translation: CGSize, moveFrames: Int, holdFrames: Int) -> [[_FingerEvent]] {
        var frames: [[_FingerEvent]] = [[_FingerEvent(phase: .down, location: start, frame: 0)]]
        for f in 1...max(holdFrames, 1) where holdFrames > 0 { frames.append([_FingerEvent(phase: .hold, location: start, frame: f)]) }
        for k in 1...moveFrames {
            let share = CGFloat(k) / CGFloat(moveFrames)
            let at = CGPoint(x: start.x + translation.width * share, y: start.y + translation.height * share)
            frames.append([_FingerEvent(phase: .move, location: at, frame: holdFrames + k)])
        }
        let end = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
        let last = holdFrames + moveFrames + 1
        frames.append([_FingerEvent(phase: .up, location: end, frame: last), _FingerEvent(phase: .idle, location: end, frame: last)])
        return frames
    }

    /// Down (frame 0), still for `holdFrames` frames, up in the last of them: `holdFrames + 1` frames.
    public static func press(at location: CGPoint, holdFrames: Int) -> [[_FingerEvent]] {
        var frames: [[_FingerEvent]] = [[_FingerEvent(phase: .down, location: location, frame: 0)]]
        for f in 1...max(holdFrames, 1) where holdFrames > 0 { frames.append([_FingerEvent(phase: .hold, location: location, frame: f)]) }
        frames[frames.count - 1] += [_FingerEvent(phase: .up, location: location, frame: holdFrames),
                                     _FingerEvent(phase: .idle, location: location, frame: holdFrames)]
        return frames
    }

    /// `count` taps (down, up) in one frame, then the input is over.
    public static func taps(at location: CGPoint, count: Int) -> [[_FingerEvent]] {
        [(0..<max(count, 1)).flatMap { _ in [_FingerEvent(phase: .down, location: location, frame: 0),
                                             _FingerEvent(phase: .up, location: location, frame: 0)] }
         + [_FingerEvent(phase: .idle, location: location, frame: 0)]]
    }

    /// The script in one frame (an action inside a step): every event, but of the moves only the
    /// last (the drag goes the whole way at once, as `Redraw.type` in a step sets the whole text).
    public static func inOneFrame(_ frames: [[_FingerEvent]]) -> [_FingerEvent] {
        let all = frames.flatMap { $0 }
        let lastMove = all.lastIndex { $0.phase == .move }
        return all.enumerated().filter { $0.element.phase != .move || $0.offset == lastMove }.map(\.element)
    }
}

/// The finger on one gesture target for the whole of an action.
public final class _Finger {
    private weak var node: Node?
    private let path: [_IdentityComponent]
    private let control: String
    private var handler: _GestureHandler
    private let memory = _GestureMemory()
    private var start: Date?
    public private(set) var isOver = false

    /// What the gesture it holds is made of (the one found at the touch down).
    public var shape: _GestureShape { handler.shape }

    init(node: Node, target: _ActionTarget, handler: _GestureHandler) {
        self.node = node
        path = target.path
        control = target.control
        self.handler = handler
    }

    /// Does `events`, in order, on the gesture of the node's latest body.
    public func perform(_ events: [_FingerEvent]) {
        for event in events where !isOver {
            let start = self.start ?? VirtualClock.shared.date
            self.start = start
            let seconds = Double(event.frame) / 60
            let touch = _Touch(event.phase, event.location, start.addingTimeInterval(seconds), seconds: seconds)
            guard let current = latest() else {
                isOver = true
                _ = handler.handle(touch.with(.cancel), memory)
                return
            }
            handler = current
            switch handler.handle(touch, memory) {
            case .ended, .failed: isOver = true
            case .waiting, .changed: break
            }
        }
    }

    /// The gesture at the finger's place in the node's latest body; nil when the view is gone.
    private func latest() -> _GestureHandler? {
        guard let node, node.isAlive else { return nil }
        for target in node.actionTargets where target.path == path && target.control == control {
            if case .gesture(let handler) = target.perform { return handler }
        }
        return nil
    }
}

extension ViewGraph {
    /// A finger on `target`, which the last `_target` lookup found (its holder is that lookup's).
    public func _finger(on target: _ActionTarget) -> _Finger? {
        guard case .gesture(let handler) = target.perform, let node = lastTargetHolder else { return nil }
        return _Finger(node: node, target: target, handler: handler)
    }

    /// The views with gestures an action can drive, other than of `kind`, for a message: ":\n
    /// .onLongPressGesture "Card" at …", or "" when there are none.
    public func _otherGestures(than kind: _ActionTarget.Kind) -> String {
        let others = [_ActionTarget.Kind.drag, .longPress, .tap].filter { $0 != kind }.flatMap { other in
            targetsWithNodes(other).filter { Self.gestureControls.contains($0.target.control) }
        }
        guard !others.isEmpty else { return "" }
        return "; views with other gestures:" + listing(others).dropFirst()
    }
}
