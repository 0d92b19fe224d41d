// GestureComposition: `sequenced(before:)`, `simultaneously(with:)` and
// `exclusively(before:)`, with Apple's types and values, so an app's
// `switch value { case .first(true): … case .second(true, let drag?): … }`
// compiles and runs as written.
//
// Invariants (Apple documents the values, not every transition; where it is
// silent the choice is written here and in the README):
// - Sequence: the first part gets the touch; its changes are `.first(v)`.
//   When it ends, the value is `.second(v, nil)` and the second part starts:
//   if the finger is still down it sees a touch down where the finger is
//   (a drag after a long press starts where the press was held). Its changes
//   are `.second(v, w)`; its end ends the sequence. Either part failing fails
//   the sequence — so a long press then a lift without a drag runs no
//   `onEnded` (Apple's sample still guards for `.second(true, nil)`).
// - Simultaneous: both parts get every event; a change of either is one
//   change of `Value(first:second:)` with each part's last value; it ends
//   once both are over, ended if either ended, failed if both failed.
// - Exclusive: the first takes the touch as soon as it changes or ends; the
//   second gets it only once the first has failed ("gives precedence to its
//   first gesture"), then every touch so far, in order, so its callbacks run
//   only if it is the one recognised (a single tap after a double tap failed).

import Foundation

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        if memory.isOver { return .init() }
        if memory.stage == 0 {
            let out = first._handle(touch, memory.part(0))
            var result = _GestureOutput<Value>(changes: out.changes.map { .first($0) })
            switch out.end {
            case nil: return result
            case .failed?:
                memory.isOver = true
                result.end = .failed
                return result
            case .ended(let value)?:
                memory.stage = 1
                memory.last = value
                result.changes.append(.second(value, nil))
                // The finger is still down: the second part sees it go down where it is.
                if [.down, .move, .hold].contains(touch.phase) {
                    let next = secondStage(touch.with(.down), memory, value)
                    result.changes += next.changes
                    result.end = next.end
                }
                return result
            }
        }
        return secondStage(touch, memory, memory.last as! First.Value)
    }

    private func secondStage(_ touch: _Touch, _ memory: _GestureMemory, _ firstValue: First.Value) -> _GestureOutput<Value> {
        let out = second._handle(touch, memory.part(1))
        var result = _GestureOutput<Value>(changes: out.changes.map { .second(firstValue, $0) })
        switch out.end {
        case nil: break
        case .failed?:
            memory.isOver = true
            result.end = .failed
        case .ended(let value)?:
            memory.isOver = true
            result.end = .ended(.second(firstValue, value))
        }
        return result
    }
    public var _shape: _GestureShape { .sequence(first._shape, second._shape) }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        if memory.isOver { return .init() }
        var changed = false, ended = [false, false]
        func take<V>(_ out: _GestureOutput<V>, _ index: Int) {
            if let last = out.changes.last { memory.values[index] = last; changed = true }
            switch out.end {
            case .ended(let value)?: memory.values[index] = value; memory.done[index] = true; ended[index] = true
            case .failed?: memory.done[index] = true
            case nil: break
            }
        }
        if !memory.done[0] { take(first._handle(touch, memory.part(0)), 0) }
        if !memory.done[1] { take(second._handle(touch, memory.part(1)), 1) }
        // Which parts ended (succeeded), over the whole touch.
        var succeeded = memory.last as? [Bool] ?? [false, false]
        for i in 0..<2 where ended[i] { succeeded[i] = true }
        memory.last = succeeded
        let value = Value(first: memory.values[0] as? First.Value, second: memory.values[1] as? Second.Value)
        var result = _GestureOutput<Value>(changes: changed ? [value] : [])
        if memory.done[0], memory.done[1] {
            memory.isOver = true
            result.end = succeeded.contains(true) ? .ended(value) : .failed
        }
        return result
    }
    public var _shape: _GestureShape { .simultaneous(first._shape, second._shape) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// `memory.stage`: 0 undecided, 1 the first has it, 2 the second has it. While undecided the
    /// second sees nothing (its callbacks must not run for a touch the first may take): the
    /// touches wait in `memory.heldTouches` and are handed to it, in order, once the first fails.
    public func _handle(_ touch: _Touch, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        if memory.isOver { return .init() }
        switch memory.stage {
        case 1: return finish(first._handle(touch, memory.part(0)).map { .first($0) }, memory)
        case 2: return finish(second._handle(touch, memory.part(1)).map { .second($0) }, memory)
        default: break
        }
        memory.heldTouches.append(touch)
        let a = first._handle(touch, memory.part(0))
        switch a.end {
        case .failed?:
            memory.stage = 2
            var out = _GestureOutput<Value>()
            for held in memory.heldTouches where out.end == nil {
                let b = second._handle(held, memory.part(1)).map { Value.second($0) }
                out.changes += b.changes
                out.end = b.end
            }
            memory.heldTouches = []
            return finish(out, memory)
        case .ended?:
            memory.stage = 1
        case nil:
            guard !a.changes.isEmpty else { return .init() }
            memory.stage = 1
        }
        memory.heldTouches = []
        return finish(a.map { .first($0) }, memory)
    }

    private func finish(_ out: _GestureOutput<Value>, _ memory: _GestureMemory) -> _GestureOutput<Value> {
        if out.end != nil { memory.isOver = true }
        return out
    }
    public var _shape: _GestureShape { .exclusive(first._shape, second._shape) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
