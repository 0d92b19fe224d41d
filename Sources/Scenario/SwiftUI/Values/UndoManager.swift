// UndoManager: Foundation's undo stack, which Linux's Foundation lacks (an
// app keeps one for SwiftData's `modelContext.undoManager`, or its own
// editor's), so that `registerUndo(withTarget:handler:)`, `undo()` and
// `redo()` compile and do what they do on Apple's platforms.
//
// Invariants:
// - Undo and redo each keep a stack of groups; `undo()` runs the top group's
//   actions last first, and what they register while undoing becomes the
//   redo group (and the reverse for `redo()`). Registering anything else
//   forgets the redo stack.
// - `groupsByEvent` (on by default, as Apple's): what is registered outside
//   an explicit group in one frame of the virtual clock — Redraw's pass of
//   the run loop — is one group; `beginUndoGrouping`/`endUndoGrouping` make
//   one explicitly.
// - Nothing registers by itself: SwiftData's context registers no change
//   here. `\.undoManager` is the window's: one instance per run
//   (`_WindowRun.shared`), made afresh at each run's start.
// - Equal and hashed by identity, as an `NSObject` is on Apple's platforms.
// - The actions are the app's closures: what they write is counted as any write is.

import RedrawClock

public class UndoManager: @unchecked Sendable {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
        /// The frame whose registrations it gathers, while it is open to them.
        var frame: Int?
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group being made by explicit grouping, or by an undo or redo.
    private var building: Group?
    public private(set) var groupingLevel = 0
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    private var disabled = 0

    public var groupsByEvent = true
    /// The most groups kept (0: no limit).
    public var levelsOfUndo = 0 {
        didSet { trim() }
    }

    public init() {}

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoActionName: String { undoStack.last?.name ?? "" }
    public var redoActionName: String { redoStack.last?.name ?? "" }
    public var isUndoRegistrationEnabled: Bool { disabled == 0 }
    public func disableUndoRegistration() { disabled += 1 }
    public func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = { handler(target) }
        if building != nil {
            building!.actions.append(action)
            return
        }
        redoStack.removeAll()
        let frame = VirtualClock.shared.frame
        if groupsByEvent, let last = undoStack.indices.last, undoStack[last].frame == frame {
            undoStack[last].actions.append(action)
        } else {
            undoStack.append(Group(actions: [action], frame: groupsByEvent ? frame : nil))
            trim()
        }
    }

    public func setActionName(_ actionName: String) {
        if building != nil { building!.name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    public func beginUndoGrouping() {
        groupingLevel += 1
        if groupingLevel == 1 && !isUndoing && !isRedoing { building = Group() }
    }

    public func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, !isUndoing, !isRedoing, let group = building else { return }
        building = nil
        guard !group.actions.isEmpty else { return }
        redoStack.removeAll()
        undoStack.append(group)
        trim()
    }

    public func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        building = Group(name: group.name)
        for action in group.actions.reversed() { action() }
        if let redo = building, !redo.actions.isEmpty { redoStack.append(redo) }
        building = nil
        isUndoing = false
    }

    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        building = Group(name: group.name)
        for action in group.actions.reversed() { action() }
        if let undo = building, !undo.actions.isEmpty { undoStack.append(undo) }
        building = nil
        isRedoing = false
    }

    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension UndoManager: Hashable {
    public static func == (a: UndoManager, b: UndoManager) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The window's undo manager, which `\.undoManager` gives every view (on iOS a window has one):
/// one per run, so what a run registered is not there in the next.
public enum _WindowRun {
    nonisolated(unsafe) static var undoManager = UndoManager()
    public static func reset() { undoManager = UndoManager() }
}
