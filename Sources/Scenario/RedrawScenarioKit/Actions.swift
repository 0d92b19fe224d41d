// Actions: the workload drives the app as its user does — taps, typing,
// toggles, picks, steppers, swipe-to-delete, drag to reorder, submit — on what is in the live
// view tree, running the user's own closures and bindings.
//
// Inside a step, an action acts in that step's frame (`Redraw.type` sets the
// whole text once). At the top level, an action is a step of its own, named
// after it (`tap "Add"`; a repeated name gets ` (2)`, ` (3)`…), and
// `Redraw.type` types one character per frame. The front end derives the same
// names from the literals (`ActionSteps`); both take them from `StepNames`.

import RedrawResults
import SwiftUI

extension Redraw {
    /// Taps a `Button`, a `NavigationLink`, an `.onTapGesture` or a view with a `TapGesture` (or
    /// `SpatialTapGesture`) by the words on it. A gesture is tapped `count` times in the frame
    /// (by default as many as the most any tap in it asks: `TapGesture(count: 2)` is double-tapped),
    /// then the finger is gone: a tap gesture still waiting for more taps fails, so
    /// `TapGesture(count: 2).exclusively(before: TapGesture())` with `count: 1` runs the single tap.
    /// A control or `.onTapGesture` runs its action once, whatever `count` says.
    public static func tap(_ label: String, count: Int? = nil, in scope: Any.Type? = nil, index: Int? = nil,
                           file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.tap(label), file: file, line: line, column: column) { graph, _ in
            let target = find(.tap, label, scope, index, graph, file, line, column)
            switch target.perform {
            case .run(let action): action()
            case .gesture(let handler):
                guard let finger = graph._finger(on: target) else { return }
                finger.perform(_FingerScript.taps(at: .zero, count: count ?? handler.shape.tapCount)[0])
            default: return
            }
        }
    }

    /// Drags the view with a `DragGesture` (in `.gesture`, `.simultaneousGesture`,
    /// `.highPriorityGesture`, or composed with others) found by its words, as a finger does: down
    /// at `start` (frame 0), still for `holding` seconds (⌈60 × seconds⌉ frames: the long press a
    /// drag is sequenced after), then `frames` frames each moving an equal part of `translation`
    /// (`onChanged` and `updating` at each, once the drag has begun: `minimumDistance` from the
    /// start), then up in a frame of its own (`onEnded` with the last value; `@GestureState`
    /// reset). At the top level it is a step of `1 + holding frames + frames + 1` frames; inside a
    /// step it all happens in that step's frame, with one move the whole way.
    /// A value's `velocity` is `translation` over `frames` / 60 s; `time` is the frame's.
    public static func drag(_ label: String, by translation: CGSize, frames: Int = 10, from start: CGPoint = .zero,
                            holding seconds: Double = 0, in scope: Any.Type? = nil, index: Int? = nil,
                            file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        guard frames >= 1, seconds >= 0 else {
            WorkloadFailure.fail("`Redraw.drag` moves over at least 1 frame and holds for 0 seconds or more", file: file, line: line, column: column)
        }
        let holdFrames = Int(StepNames.waitFrames(seconds))
        let script = _FingerScript.drag(from: start, by: translation, moveFrames: frames, holdFrames: holdFrames)
        touch(.drag, StepNames.drag(label), label, script, scope, index, file, line, column) { shape in
            let needed = shape.holdBeforeDrag
            guard seconds + 1e-9 < needed else { return nil }
            return "the view's gesture is \(shape.description): its drag begins only after the finger has been held still "
                + "\(StepNames.number(needed)) s; hold it first: `Redraw.drag(\(quoted(label)), by: …, holding: \(StepNames.number(needed)))`"
        }
    }

    /// Presses the view with a `LongPressGesture` (or `.onLongPressGesture`) found by its words and
    /// holds the finger still for `seconds`, then lifts it: down in frame 0 (the press's value
    /// `true`: `onChanged`, `updating`, `onPressingChanged(true)`), the press succeeding in the
    /// frame its `minimumDuration` is reached (`onEnded(true)`, the `perform` action; `@GestureState`
    /// reset), the lift in frame ⌈60 × seconds⌉. Held shorter than its minimum, it fails at the lift.
    /// At the top level a step of ⌈60 × seconds⌉ + 1 frames; inside a step, all in its frame.
    public static func longPress(_ label: String, seconds: Double = 0.5, from location: CGPoint = .zero,
                                 in scope: Any.Type? = nil, index: Int? = nil,
                                 file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        guard seconds >= 0 else {
            WorkloadFailure.fail("`Redraw.longPress` holds for 0 seconds or more", file: file, line: line, column: column)
        }
        let script = _FingerScript.press(at: location, holdFrames: Int(StepNames.waitFrames(seconds)))
        touch(.longPress, StepNames.longPress(label), label, script, scope, index, file, line, column) { _ in nil }
    }

    /// A finger on the target of `kind` labelled `label`, doing `script`: frame by frame at the top
    /// level, all of it in the frame inside a step. `refusal` says why the target's gesture cannot
    /// be driven by this script (nil when it can).
    private static func touch(_ kind: _ActionTarget.Kind, _ name: String, _ label: String, _ script: [[_FingerEvent]],
                              _ scope: Any.Type?, _ index: Int?, _ file: StaticString, _ line: UInt, _ column: UInt,
                              refusal: @escaping (_GestureShape) -> String?) {
        func grip(_ graph: ViewGraph) -> _Finger {
            let found = ActionOverhead.excluded { graph._target(kind, label: label, in: scope, index: index) }
            switch found {
            case .failure(let error):
                WorkloadFailure.fail(error.message + ActionOverhead.excluded { graph._otherGestures(than: kind) },
                                     file: file, line: line, column: column)
            case .success(let target):
                guard let finger = graph._finger(on: target) else {
                    WorkloadFailure.fail("the \(target.control) \(quoted(label)) has no gesture to drive", file: file, line: line, column: column)
                }
                if let refusal = refusal(finger.shape) { WorkloadFailure.fail(refusal, file: file, line: line, column: column) }
                return finger
            }
        }
        if let graph = ScenarioScript.current.graph {
            inJournal(graph, name, file, line) { grip(graph).perform(_FingerScript.inOneFrame(script)) }
            return
        }
        var finger: _Finger?
        register(name, frames: script.count, file: file, line: line, column: column) { graph, frame in
            if frame == 0 { finger = grip(graph) }
            finger?.perform(script[frame])
        }
    }

    /// Types into a `TextField`, `SecureField` or `TextEditor` found by its title or prompt.
    public static func type(_ field: String, _ text: String, in scope: Any.Type? = nil, index: Int? = nil,
                            file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        if let graph = ScenarioScript.current.graph {
            inJournal(graph, StepNames.type(text, into: field), file, line) {
                setText(field, text, find(.type, field, scope, index, graph, file, line, column), file, line, column)
            }
            return
        }
        let characters = Array(text)
        let frames = max(characters.count, 1)
        register(StepNames.type(text, into: field), frames: frames, file: file, line: line, column: column) { graph, frame in
            let target = find(.type, field, scope, index, graph, file, line, column)
            guard case .text(let get, _) = target.perform else { return }
            setText(field, characters.isEmpty ? "" : get() + String(characters[frame]), target, file, line, column)
        }
    }

    /// Flips a `Toggle` found by its label.
    public static func toggle(_ label: String, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.toggle(label), file: file, line: line, column: column) { graph, _ in
            guard case .run(let flip) = find(.toggle, label, scope, index, graph, file, line, column).perform else { return }
            flip()
        }
    }

    /// Picks the option of a `Picker` shown as `option` (or tagged with a value printed as it).
    public static func select(_ picker: String, _ option: String, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.select(option, in: picker), file: file, line: line, column: column) { graph, _ in
            guard case .options(let options, let select) = find(.select, picker, scope, index, graph, file, line, column,
                                                                 option: option).perform
            else { return }
            guard let chosen = options.first(where: { $0.labels.contains(option) }) ?? options.first(where: { "\($0.tag.base)" == option })
            else {
                let listed = options.map { "\"\($0.labels.first ?? "\($0.tag.base)")\" (tag \($0.tag.base))" }.joined(separator: ", ")
                WorkloadFailure.fail("Picker \(quoted(picker)) has no option \(quoted(option)); its options: \(listed.isEmpty ? "none" : listed)",
                                     file: file, line: line, column: column)
            }
            if !select(chosen.tag) {
                WorkloadFailure.fail("Picker \(quoted(picker)): the option \(quoted(option)) is tagged with a \(Swift.type(of: chosen.tag.base)), "
                                     + "not the selection's type, so SwiftUI would not select it either", file: file, line: line, column: column)
            }
        }
    }

    /// Sets a `Stepper` or `Slider` found by its label to `value` (clamped to its bounds).
    public static func adjust(_ label: String, to value: Double, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.adjust(label, to: value), file: file, line: line, column: column) { graph, _ in
            guard case .value(let set, _) = find(.adjust, label, scope, index, graph, file, line, column).perform else { return }
            guard let set else {
                WorkloadFailure.fail("Stepper \(quoted(label)) has `onIncrement`/`onDecrement`, no value: use `Redraw.adjust(_:by:)`",
                                     file: file, line: line, column: column)
            }
            if !set(value) {
                WorkloadFailure.fail("\(StepNames.number(value)) is not a value of the type of \(quoted(label))'s binding", file: file, line: line, column: column)
            }
        }
    }

    /// Presses a `Stepper`'s + (`steps` > 0) or − (`steps` < 0) that many times; a `Slider` moves by its step.
    public static func adjust(_ label: String, by steps: Int, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.adjust(label, by: steps), file: file, line: line, column: column) { graph, _ in
            guard case .value(_, let by) = find(.adjust, label, scope, index, graph, file, line, column).perform else { return }
            by(steps)
        }
    }

    /// Swipes row `row` (0-based) of a list away: through its `.onDelete`, or, in a list without
    /// one, through the row's destructive `.swipeActions` button. Rows count down the list across
    /// the `ForEach`es with `.onDelete` in it (a `List` of `Section`s), or with such buttons;
    /// `index:` picks one `ForEach` and counts `row` in it alone (ActionLookup's `_deleteTarget`
    /// and `_swipeTarget`).
    public static func delete(row: Int, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.delete(row: row), file: file, line: line, column: column) { graph, _ in
            if ActionOverhead.excluded({ graph._targets(.delete, in: scope).isEmpty }) {
                // One list: its rows count down it across its ForEach's (sections), as .onDelete's do.
                if index == nil, let found = ActionOverhead.excluded({ graph._swipeTarget(row: row, in: scope) }) {
                    switch found {
                    case .failure(let error): WorkloadFailure.fail(error.message, file: file, line: line, column: column)
                    case .success(let target): if case .swipe(_, _, let run, _) = target.perform { run() }
                    }
                    return
                }
                let all = ActionOverhead.excluded({ graph._targets(.swipeDelete, in: scope) })
                let swipes = all.filter {
                    if case .swipe(let r, _, _, _) = $0.perform { return r == row }
                    return false
                }
                let unnumbered = all.filter { if case .swipe(-1, _, _, _) = $0.perform { return true } else { return false } }
                if swipes.isEmpty, let first = unnumbered.first {
                    WorkloadFailure.fail("no ForEach with .onDelete, and the destructive .swipeActions buttons are declared inside "
                                         + "the rows' own views, where a row's number is not known: "
                                         + ViewGraph.tapTheSwipeButton(first.name, row: row), file: file, line: line, column: column)
                }
                if !swipes.isEmpty {
                    let chosen = one(of: swipes, index: index, counted: "rows \(row) to swipe",
                                     several: "lists have a row \(row) with a destructive .swipeActions button",
                                     file: file, line: line, column: column)
                    if case .swipe(_, _, let run, _) = chosen.perform { run() }
                    return
                }
            }
            switch ActionOverhead.excluded({ graph._deleteTarget(row: row, in: scope, index: index) }) {
            case .failure(let error): WorkloadFailure.fail(error.message, file: file, line: line, column: column)
            case .success(let (target, offset, holder)):
                guard case .delete(_, let group, let perform, _) = target.perform else { return }
                // Outside edit mode, a row with its own .swipeActions is swiped by them (SwipeOverDelete).
                switch ActionOverhead.excluded({ graph._swipeOverDelete(row: row, offset: offset, group: group, edit: target,
                                                                        holder: holder) }) {
                case .failure(let error)?: WorkloadFailure.fail(error.message, file: file, line: line, column: column)
                case .success(let run)?: run()
                case nil: perform(IndexSet(integer: offset))
                }
            }
        }
    }

    /// Drags row `row` (0-based) of a list to position `to` — where it shows once dropped — through
    /// its `ForEach`'s `.onMove`. Rows count down the list across the `ForEach`es with `.onMove` in
    /// it (a `List` of `Section`s), `to` as well: a row moves only among the rows of its own
    /// `ForEach`. `index:` picks one `ForEach` and counts both in it alone. The action gets
    /// `IndexSet(integer:)` of the row's offset and SwiftUI's destination: "the offset in the
    /// collection before which to insert the elements" (Apple's `move(fromOffsets:toOffset:)`), an
    /// offset in the collection before the move — so dragging row 0 below row 2 passes 3, and
    /// dragging row 3 above row 1 passes 1. A row dropped where it was moves nothing: no call.
    /// A row marked `.moveDisabled(true)` is refused.
    public static func move(row: Int, to destination: Int, in scope: Any.Type? = nil, index: Int? = nil,
                            file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.move(row: row, to: destination), file: file, line: line, column: column) { graph, _ in
            if ActionOverhead.excluded({ graph._targets(.move, in: scope).isEmpty }) {
                let inScope = scope.map { " inside `\($0)`" } ?? ""
                WorkloadFailure.fail("no ForEach with .onMove or `editActions: .move` (or `.all`)\(inScope) is on screen: SwiftUI "
                                     + "lets the user drag rows only where one of them is", file: file, line: line, column: column)
            }
            switch ActionOverhead.excluded({ graph._rowEditTarget(.move, row: row, in: scope, index: index) }) {
            case .failure(let error): WorkloadFailure.fail(error.message, file: file, line: line, column: column)
            case .success(let (target, offset, first)):
                guard case .move(let count, _, let perform, _) = target.perform else { return }
                let to = destination - first
                guard (0..<count).contains(to) else {
                    WorkloadFailure.fail("row \(row) can move only among the rows of its own ForEach, rows \(first)–\(first + count - 1) "
                                         + "(rows start at 0): \(destination) is not one of them", file: file, line: line, column: column)
                }
                if to == offset { return }
                perform(IndexSet(integer: offset), to > offset ? to + 1 : to)
            }
        }
    }

    /// Submits a field (runs the `.onSubmit` around it), found by the field's title or prompt.
    public static func submit(_ field: String, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.submit(field), file: file, line: line, column: column) { graph, _ in
            let target = find(.submit, field, scope, index, graph, file, line, column)
            guard case .run(let action) = target.perform else { return }
            // One submits the focused field: the field of that name takes focus first (an `.onSubmit`
            // around several fields is one target; the field's own `.focused` is on its text target).
            let fields = ActionOverhead.excluded { graph._targets(.type, in: scope).filter { $0.labels.contains(field) } }
            let named = index.flatMap { fields.indices.contains($0) ? fields[$0] : nil } ?? (fields.count == 1 ? fields[0] : nil)
            (named?.focus ?? target.focus)?()
            action()
        }
    }

    /// Pulls a `.refreshable` list or scroll view (the only one, or the one inside `scope`, or the
    /// `index`-th in tree order): its action starts as a task on the virtual clock, unless the
    /// last one it started has not returned (PullToRefresh).
    public static func refresh(in scope: Any.Type? = nil, index: Int? = nil,
                               file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.refresh, file: file, line: line, column: column) { graph, _ in
            if let error = ActionOverhead.excluded({ graph._pullToRefresh(in: scope, index: index) }) {
                WorkloadFailure.fail(error.message, file: file, line: line, column: column)
            }
        }
    }

    /// The `index`-th of `targets` (0-based), or the only one: else the run stops, with "index 3 of 2
    /// `counted` (indices start at 0)" or "2 `several`: narrow it with …".
    static func one(of targets: [_ActionTarget], index: Int?, counted: String, several: String,
                    file: StaticString, line: UInt, column: UInt) -> _ActionTarget {
        if let index {
            guard targets.indices.contains(index) else {
                WorkloadFailure.fail("index \(index) of \(targets.count) \(counted) (indices start at 0)", file: file, line: line, column: column)
            }
            return targets[index]
        }
        guard targets.count == 1 else {
            WorkloadFailure.fail("\(targets.count) \(several): narrow it with `in: ViewType.self` or `index:`",
                                 file: file, line: line, column: column)
        }
        return targets[0]
    }

    /// Ends the topmost presentation: the last presented sheet, cover or popover, or the last
    /// pushed `NavigationLink` destination, in tree order (or the one inside `scope`).
    public static func dismiss(in scope: Any.Type? = nil, file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.dismiss, file: file, line: line, column: column) { graph, _ in
            guard let last = ActionOverhead.excluded({ graph._targets(.dismiss, in: scope).last }),
                  case .run(let dismiss) = last.perform else {
                WorkloadFailure.fail("nothing is presented to dismiss: no sheet, cover, popover or pushed NavigationLink"
                                     + (scope.map { " inside `\($0)`" } ?? ""), file: file, line: line, column: column)
            }
            if let refusal = ActionOverhead.excluded({ graph._dismissRefusal(in: scope) }) {
                WorkloadFailure.fail(refusal, file: file, line: line, column: column)
            }
            dismiss()
        }
    }

    /// Scrolls a `List`, `Form` or lazy stack so that row `row` (0-based) is the first on screen.
    public static func scroll(to row: Int, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.scroll(to: row), file: file, line: line, column: column) { graph, _ in
            graph._scroll(scrollingList(graph, scope, index, file, line, column), to: row, by: nil)
        }
    }

    /// Scrolls a `List`, `Form` or lazy stack by `rows` rows (negative: back up).
    public static func scroll(by rows: Int, in scope: Any.Type? = nil, index: Int? = nil,
                              file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        act(StepNames.scroll(by: rows), file: file, line: line, column: column) { graph, _ in
            graph._scroll(scrollingList(graph, scope, index, file, line, column), to: nil, by: rows)
        }
    }

    /// The container a scroll moves: Redraw's search, out of the step's time and allocations (ActionOverhead).
    private static func scrollingList(_ graph: ViewGraph, _ scope: Any.Type?, _ index: Int?,
                                     _ file: StaticString, _ line: UInt, _ column: UInt) -> _ScrollingList {
        switch ActionOverhead.excluded({ graph._scrollingList(in: scope, index: index) }) {
        case .failure(let error): WorkloadFailure.fail(error.message, file: file, line: line, column: column)
        case .success(let target): return target
        }
    }

    /// The live value of a view's property, by the name it is written with: `@State private var
    /// viewModel` is `"viewModel"`. For a view-owned model: `let vm: TodoList = Redraw.state(of: TodoListView.self, "viewModel")`.
    public static func state<V: View, T>(of view: V.Type, _ name: String, as type: T.Type = T.self, index: Int? = nil,
                                         file: StaticString = #file, line: UInt = #line, column: UInt = #column) -> T {
        guard let graph = ScenarioScript.current.graph else {
            WorkloadFailure.fail("`Redraw.state(of:_:)` is for the inside of a step: the views exist only then", file: file, line: line, column: column)
        }
        // Finding the view is Redraw's search, kept out of the step's time and allocations as an
        // action's is (ActionOverhead): the step's figures are what the app's code does with it.
        switch ActionOverhead.excluded({ graph._liveProperty(of: V.self, name, index: index) }) {
        case .failure(let error):
            WorkloadFailure.fail(error.message, file: file, line: line, column: column)
        case .success(let value):
            guard let typed = value as? T else {
                WorkloadFailure.fail("`\(V.self).\(name)` holds \(article(Swift.type(of: value))), not \(article(T.self))",
                                     file: file, line: line, column: column)
            }
            return typed
        }
    }

    /// `a Store`, `an AppState`: a type named with its article.
    private static func article(_ type: Any.Type) -> String {
        let name = "\(type)"
        return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    // MARK: Running an action

    static func setText(_ field: String, _ text: String, _ target: _ActionTarget, _ file: StaticString, _ line: UInt, _ column: UInt) {
        guard case .text(_, let set) = target.perform else { return }
        target.focus?()  // one types into the focused field (an equal write, after the first, notifies nobody)
        var accepted = true
        if let graph = ScenarioScript.current.graph { graph._typing(into: target) { accepted = set(text) } } else { accepted = set(text) }
        if !accepted {
            WorkloadFailure.fail("\(quoted(field)) does not accept \(quoted(text)): its format cannot parse it", file: file, line: line, column: column)
        }
    }

    /// In a frame: acts now. At the top level: a step of one frame that acts.
    static func act(_ name: String, file: StaticString, line: UInt, column: UInt, _ body: @escaping (ViewGraph, Int) -> Void) {
        if let graph = ScenarioScript.current.graph { return inJournal(graph, name, file, line) { body(graph, 0) } }
        register(name, frames: 1, file: file, line: line, column: column, body)
    }

    /// An action inside a step: in a journal pass, the origin of the writes it makes.
    static func inJournal(_ graph: ViewGraph, _ name: String, _ file: StaticString, _ line: UInt, _ body: () -> Void) {
        guard let journal = graph.journal else { return body() }
        let saved = journal.origin
        journal.origin = "\(name) at \(file):\(line)"
        defer { journal.origin = saved }
        body()
    }

    static func register(_ name: String, frames: Int, file: StaticString, line: UInt, column: UInt, _ body: @escaping (ViewGraph, Int) -> Void) {
        let script = ScenarioScript.current
        step(script.uniqueStepName(name), frames: frames, file: file, line: line, column: column) { (frame: Int) in
            body(ScenarioScript.current.graph!, frame)
        }
    }

    static func find(_ kind: _ActionTarget.Kind, _ label: String?, _ scope: Any.Type?, _ index: Int?, _ graph: ViewGraph,
                     _ file: StaticString, _ line: UInt, _ column: UInt, option: String? = nil) -> _ActionTarget {
        // Redraw's search, not the app's work: out of the step's time and allocations (ActionOverhead).
        switch ActionOverhead.excluded({ graph._target(kind, label: label, in: scope, index: index, accepts: option.map(hasOption)) }) {
        case .success(let target): return target
        case .failure(let error): WorkloadFailure.fail(error.message, file: file, line: line, column: column)
        }
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// Of two pickers that show the same label (often none: a segmented control's `Picker("", …)`),
    /// the one that has `option` (made inside the search, whose allocations are not the step's).
    static func hasOption(_ option: String) -> (_ActionTarget) -> Bool {
        { target in
            guard case .options(let options, _) = target.perform else { return false }
            return options.contains { $0.labels.contains(option) || "\($0.tag.base)" == option }
        }
    }
}

extension ScenarioScript {
    /// `name`, or `name (2)`, `name (3)`… when a step already has it.
    func uniqueStepName(_ name: String) -> String {
        let taken = Set(steps.map(\.name))
        return StepNames.unique(name, isTaken: taken.contains)
    }
}
