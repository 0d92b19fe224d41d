// Explanation: `redraw explain` — for each body evaluation of one step, the
// chain that caused it, as Instruments' cause-and-effect graph shows it:
// the write (object, property, old → new, the line that made it) → the
// notification (objectWillChange under push, Observation tracking under pull
// and for @State) → the invalidation → the evaluation; or the parent's
// re-evaluation and the inputs that changed; or the view's creation. Views
// that read a changed value and did not re-run are listed as stale.

import RedrawResults

public struct ExplainQuery: Sendable {
    public var step: String
    /// A view type (`TodoRow`) or one node (`TodoRow[id: 5]`); nil for every view.
    public var view: String?
    /// Evaluations shown in full; the rest are counted by cause (0: only the counts).
    public var limit: Int

    public init(step: String, view: String? = nil, limit: Int = 20) {
        self.step = step; self.view = view; self.limit = limit
    }
}

public enum Explanation {
    /// The step called `name` among `names`: exactly, else ignoring case and quotation marks (a UI
    /// action's step, `tap "Add"`, is found as `tap Add`: its quotes are awkward on a command line),
    /// else the only one containing it.
    public static func stepIndex(named name: String, among names: [String]) -> Result<Int, StepLookupError> {
        if let exact = names.firstIndex(of: name) { return .success(exact) }
        func folded(_ text: String) -> String { text.lowercased().filter { $0 != "\"" && $0 != "\\" } }
        let lower = folded(name)
        let same = names.indices.filter { folded(names[$0]) == lower }
        if same.count == 1 { return .success(same[0]) }
        let containing = names.indices.filter { folded(names[$0]).contains(lower) }
        if containing.count == 1 { return .success(containing[0]) }
        return .failure(StepLookupError(name: name, candidates: containing.count > 1 ? containing.map { names[$0] } : names,
                                        ambiguous: containing.count > 1))
    }

    public static func render(_ step: JournalStep, engine: EngineKind, form: String, query: ExplainQuery) -> String {
        let all = step.evaluations
        let chosen = all.filter { matches($0, query.view) }
        var out: [String] = []
        let origin = step.origin.map { " (\($0))" } ?? ""
        let framesText = "\(step.frames.count) frame\(step.frames.count == 1 ? "" : "s")"
        let scope = query.view.map { " of \($0)" } ?? ""
        out.append("\(engine.title), \(form) · step \(step.name.quotedName)\(origin) · \(framesText) · "
                   + "\(chosen.count) body evaluation\(chosen.count == 1 ? "" : "s")\(scope)"
                   + (query.view == nil ? "" : " of \(all.count) in all"))
        if !chosen.isEmpty { out.append("  by cause: " + causeTally(chosen)) }

        var shown = 0
        var number = 0
        // Frames whose writes ran no body and left no view newly stale (a timer's write in frame 60
        // of a step whose views were already stale): shown too, up to a few, when no view is asked
        // for — a tester's step showed frame 1's stale views and not the frame that wrote.
        var quietFrames = 0, quietWrites = 0
        for frame in step.frames {
            let evaluations = frame.evaluations.enumerated().filter { matches($0.element, query.view) }
            // A lazy container's stale entry is named with its owner (`List in PersonView`):
            // `--view List` finds it by its type.
            let stale = frame.stale.filter { s in
                names(s.view, node: s.view + (s.identity ?? ""), query.view)
                    || s.view.components(separatedBy: " in ").first.map { names($0, node: $0, query.view) } == true
            }
            let unrun = frame.unrun.filter { names($0.view, node: $0.viewLabel, query.view) }
            if evaluations.isEmpty && stale.isEmpty && unrun.isEmpty {
                let changed = frame.writes.filter(\.changed)
                guard query.view == nil, !changed.isEmpty else { continue }
                quietFrames += 1
                quietWrites += changed.count
                guard quietFrames <= Self.quietFrameLimit else { continue }
                out.append("")
                out.append("frame \(frame.index) of \(step.frames.count): \(frame.writes.count) write\(frame.writes.count == 1 ? "" : "s"), "
                           + "0 body evaluations")
                out += changed.prefix(3).map { "  " + quietWrite($0) }
                if changed.count > 3 { out.append("  … and \(changed.count - 3) more writes") }
                continue
            }
            var lines: [String] = []
            for (index, e) in evaluations {
                number += 1
                guard shown < query.limit else { continue }
                shown += 1
                lines += describe(e, number: number, at: index, in: frame)
            }
            for u in unrun {
                let by = u.write.flatMap { id in frame.writes.first { $0.id == id } }.map { "by \($0.label)" } ?? "by its object's objectWillChange"
                lines.append("  not run  \(u.viewLabel): invalidated \(by), then removed in the same frame before its body ran "
                             + "(its presentation closed, or its parent no longer made it)")
            }
            for s in stale {
                // Stale since an earlier step: the change was made then, not in this step (a tester
                // read "which changed" of a step that wrote nothing it showed).
                let missed = s.sinceEarlierStep == true
                    ? "read \(s.read), which changed in an earlier step; it has not re-run since, so its screen still shows the old value"
                    : "read \(s.read), which changed; it did not re-run, so its screen shows the old value"
                lines.append("  stale  \(s.view)\(s.identity ?? ""): " + missed + (s.why.map { " (\($0.explanation))" } ?? ""))
            }
            if lines.isEmpty { continue }
            let writes = frame.writes.count
            out.append("")
            out.append("frame \(frame.index) of \(step.frames.count): \(writes) write\(writes == 1 ? "" : "s"), "
                       + "\(frame.evaluations.count) body evaluation\(frame.evaluations.count == 1 ? "" : "s")")
            out += lines
        }
        if quietFrames > Self.quietFrameLimit {
            out.append("")
            out.append("… and \(quietFrames - Self.quietFrameLimit) more frames whose \(quietWrites) writes in all ran no body")
        }
        if chosen.count > shown && query.limit > 0 {
            let rest = Array(chosen.dropFirst(shown))
            out.append("")
            out.append("… and \(rest.count) more (--limit \(query.limit)): \(causeTally(rest))")
        }
        if chosen.isEmpty && query.view != nil {
            let types = Set(all.map(\.view)).sorted()
            out.append("  no body of \(query.view!) ran in this step" + (types.isEmpty ? "" : "; the bodies that ran: " + types.joined(separator: ", ")))
        }
        return out.joined(separator: "\n")
    }

    /// Frames whose writes ran nothing, shown before the rest are counted.
    static let quietFrameLimit = 5

    /// A write that ran no body: what changed, from where, and that it notified no view that ran.
    static func quietWrite(_ write: JournalWrite) -> String {
        let (old, new) = shown(write.old, write.new)
        let views = write.invalidated.count
        let notified = views == 0 ? "invalidated no view" : "invalidated \(views) view\(views == 1 ? "" : "s"), none of which ran"
        return "write  \(write.label): \(old) → \(new), by \(write.origin) (\(notified))"
    }

    static func matches(_ e: JournalEvaluation, _ view: String?) -> Bool {
        names(e.view, node: e.viewLabel, view)
    }

    /// The view types a journal names, in every step it holds: the bodies that ran, the views left
    /// stale (a lazy container's by its own type, not `List in PersonView`) and those removed
    /// before they ran — the names a report of the same run gives.
    public static func viewTypes(in journal: Journal) -> Set<String> {
        var types = Set<String>()
        for frame in journal.steps.lazy.flatMap(\.frames) {
            for e in frame.evaluations { types.insert(e.view) }
            for s in frame.stale { types.insert(s.view.components(separatedBy: " in ").first ?? s.view) }
            for u in frame.unrun { types.insert(u.view) }
        }
        return types
    }

    /// Whether `--view`'s `query` can name one of `types` in some step: a type, a generic type
    /// written without its arguments, or one node of a type (`TodoRow[id: 5]`). False is a typo or
    /// a view the scenario does not have, not a view that merely did not run in the step asked for.
    public static func names(anyOf types: Set<String>, _ query: String) -> Bool {
        let type = query.firstIndex(of: "[").map { String(query[..<$0]) } ?? query
        return types.contains { names($0, node: $0, query) || names($0, node: $0, type) }
    }

    /// Whether `query` names the view type `type` or its node `node`: exactly, or — written
    /// without generic arguments — every specialisation of a generic type (`Row` for `Row<Int>`
    /// and `Row<String>`, as the type is written in the file).
    static func names(_ type: String, node: String, _ query: String?) -> Bool {
        guard let query else { return true }
        if type == query || node == query { return true }
        guard !query.contains("<"), let open = type.firstIndex(of: "<") else { return false }
        return type[..<open] == query
    }

    /// An old and a new value as shown: each at most `width` characters; a longer pair is cut
    /// around where the two first differ, so the change shows (`…_seconds: 0, _millis: 80)`).
    public static func shown(_ old: String, _ new: String, width: Int = 60) -> (old: String, new: String) {
        guard old.count > width || new.count > width else { return (old, new) }
        let a = Array(old), b = Array(new)
        var same = 0
        while same < min(a.count, b.count), a[same] == b[same] { same += 1 }
        // Some context before the first difference; from the start when it is near it, or when the
        // two are the same.
        var start = old == new || same <= width - 30 ? 0 : same - 30
        // At a word's start when one is near.
        if start > 0, let space = a[..<start].lastIndex(of: " "), start - space <= 15 { start = space + 1 }
        func cut(_ text: [Character]) -> String {
            let from = min(start, text.count), end = min(text.count, from + width)
            return (from > 0 ? "…" : "") + String(text[from..<end]) + (end < text.count ? "…" : "")
        }
        return (cut(a), cut(b))
    }

    /// `write TodoItem.done ×998, parent TodoListView ×1`, most frequent first.
    static func causeTally(_ evaluations: [JournalEvaluation]) -> String {
        var tally: [String: Int] = [:]
        for e in evaluations {
            // A built-in view that no input changed updates with its parent: not "with changed inputs".
            let label: String
            if case .parent(let parent) = e.cause, e.isControl, e.changedInputs.isEmpty, e.view != "NavigationLink" {
                label = "parent \(parent) re-ran (built-in, updates with it)"
            } else {
                label = e.cause.description
            }
            tally[label, default: 0] += 1
        }
        return tally.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }

    /// Built-in controls that hold a binding (`ControlNode`), by the name they are counted under.
    static let bindingControls: Set<String> = ["Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper",
                                               "Picker", "DatePicker", "ColorPicker", "PhotosPicker", "Map",
                                               "searchable", "searchScopes"]

    /// The chain of one evaluation, as indented lines.
    static func describe(_ e: JournalEvaluation, number: Int, at index: Int, in frame: JournalFrame) -> [String] {
        let place = e.path.isEmpty ? "" : "  in " + e.path.joined(separator: " › ")
        var lines = ["  \(number). \(e.viewLabel)\(e.isControl ? " (built-in)" : "")\(place)"]
        func row(_ label: String, _ text: String) {
            lines.append("       " + label.padding(toLength: 14, withPad: " ", startingAt: 0) + text)
        }
        switch e.cause {
        case .creation:
            let by = reconciler(of: index, in: frame).map { "\($0.viewLabel)'s update" } ?? "the initial render"
            row("created", "a new identity, built by \(by)")
        case .parent(let parent):
            let inputs = e.changedInputs
            if inputs.isEmpty && e.view == "NavigationLink" {
                // A link is skipped when its destination and label are equal (README): it ran, so
                // one of them was not (a tester read "whatever it is passed" beside a skipped link).
                row("parent", "\(parent) re-ran and passed a link whose destination view or label compares unequal "
                    + "(a link is skipped only when both are equal)")
                break
            }
            if inputs.isEmpty && e.isControl && bindingControls.contains(e.view) {
                // A control holding a binding updates when the binding shows another value or points
                // at another place, and is skipped otherwise (ControlNode): a tester read "whatever it
                // is passed" beside Toggles the same run had skipped.
                row("parent", "\(parent) re-ran and passed a binding that shows another value than the \(e.view) last "
                    + "showed, points at another property, or cannot be compared (`.constant`, `Binding(get:set:)`); "
                    + "a control holding a binding is skipped otherwise")
                break
            }
            if inputs.isEmpty && e.isControl {
                // A list, a form, a lazy stack, a presentation: no input compared unequal; it updates
                // with its parent (a tester read "passed a new value" as a change of the data).
                row("parent", "\(parent) re-ran; a built-in \(e.view) updates with every re-run of the body that "
                    + "declares it, whatever it is passed")
                break
            }
            let what = inputs.isEmpty ? "its inputs compared unequal"
                : inputs == ["@self (==)"] ? "its own == said the new value differs"
                : "changed inputs: " + inputs.joined(separator: ", ")
            row("parent", "\(parent) re-ran and passed a new value; \(what)")
            if inputs.contains(where: { $0.hasSuffix("(never equal)") }) {
                row("", "(a closure, or a value that is not Equatable, never compares equal)")
            }
        case .environment(let skipped):
            let inputs = e.changedInputs
            let what = inputs.isEmpty ? "" : "; changed: " + inputs.joined(separator: ", ")
            row("environment", "a value it reads from the environment changed, passed down past \(skipped), "
                + "which was skipped\(what)")
        case .systemEnvironment(let why):
            let inputs = e.changedInputs
            let what = inputs.isEmpty ? "" : "; changed: " + inputs.joined(separator: ", ")
            row("environment", "a value it reads from the environment changed: \(why)\(what)")
        case .write, .state, .storage, .objectWillChange, .scroll, .navigation, .timeline:
            if let id = e.write, let write = frame.writes.first(where: { $0.id == id }) {
                let (old, new) = shown(write.old, write.new)
                let change = write.changed ? "\(old) → \(new)" : "\(new), unchanged (notified all the same)"
                let views = write.invalidated.count
                row("write", "\(write.label): \(change) (invalidated \(views) view\(views == 1 ? "" : "s"))")
                row("", "by \(write.origin)")
            } else if case .objectWillChange = e.cause {
                row("notified", "objectWillChange.send() with no property write in progress (the model's own call: "
                    + "a method, or a `willSet`, which runs before the property is written)")
                // What the send may have announced: the frame's changes that notified by no channel of their own.
                let announced = frame.writes.filter { $0.changed && $0.invalidated.isEmpty }.prefix(3).map { write in
                    let (old, new) = shown(write.old, write.new)
                    return "\(write.label): \(old) → \(new)"
                }
                if !announced.isEmpty { row("", "this frame also wrote " + announced.joined(separator: "; ")) }
            }
            switch e.channel {
            case .objectWillChange?:
                // Not holding the written object: a subscription of the app's passed the write on (a
                // model forwarding its child's `objectWillChange` to its own).
                let written = e.write.flatMap { id in frame.writes.first { $0.id == id } }?.object
                let held = e.heldAs.map { " it holds as `\($0)`" }
                    ?? written.map { " it holds, not the written \($0): the app's own subscription passed the write on "
                        + "(a forwarding objectWillChange.send())," }
                    ?? " it holds through an object wrapper"
                let rule = e.write == nil ? "push: any send of it notifies, whatever the body read"
                    : "push: a write of any @Published property notifies, whatever the body read"
                row("notification", "objectWillChange of the object\(held) (\(rule))")
            case .tracking?:
                let through = e.heldAs.map { " (through `\($0)`)" } ?? ""
                row("notification", "the Observation tracking of its last body, which read this property\(through)")
            case .runtime?:
                row("notification", e.cause == .scroll ? "the list's viewport moved"
                    : e.cause == .timeline ? "its schedule reached its next date on the virtual clock" : Self.navigation(of: e.view))
            case nil:
                break
            }
            row("invalidation", "marked invalid, so the next render pass re-runs it")
            if !e.changedInputs.isEmpty, let parent = reconciler(of: index, in: frame) {
                let inputs = e.changedInputs.filter { $0 != "@self (==)" }
                row("parent", "\(parent.viewLabel) re-ran in the same pass and handed it a new value too"
                    + (inputs.isEmpty ? "" : ": changed inputs: " + inputs.joined(separator: ", ")))
            }
        }
        let reached = e.cause.isEnvironment ? ", reached as the environment was passed down" : ", reached through its parent's update"
        // A further pass of the same frame: what the first pass's callbacks or bodies wrote renders
        // there, so a view may run twice in one frame (a tester read it as a breach of "once").
        let pass = passRank(of: e, in: frame)
        let further = pass > 0
            ? " (render pass \(pass + 1) of this frame: what the passes before it ran or called back wrote renders there)"
            : ""
        row("evaluation", "body ran" + (e.depth == 0 ? " in the render pass" : reached) + further)
        return lines
    }

    /// Which of the frame's render passes `e` ran in, from 0: the passes are numbered for the run,
    /// and a frame's first is the lowest its evaluations ran in. Asked only of evaluations shown in
    /// full (`--limit`), so the frame's few passes are found again for each.
    static func passRank(of e: JournalEvaluation, in frame: JournalFrame) -> Int {
        var earlier = Set<Int>()
        for other in frame.evaluations where other.pass < e.pass { earlier.insert(other.pass) }
        return earlier.count
    }

    /// The evaluation whose update reconciled the one at `index`: the nearest earlier one a level up.
    static func reconciler(of index: Int, in frame: JournalFrame) -> JournalEvaluation? {
        let depth = frame.evaluations[index].depth
        guard depth > 0 else { return nil }
        return frame.evaluations[..<index].last { $0.depth == depth - 1 }
    }

    /// What a navigation notification was, by the node it reached: a tab view's tab was chosen, a
    /// presentation shown or dismissed, or a link's destination pushed or popped.
    static func navigation(of view: String) -> String {
        if view.hasPrefix("TabView") { return "another tab was chosen" }
        if ["Sheet", "FullScreenCover", "Popover", "alert", "actionSheet", "confirmationDialog"].contains(where: view.hasPrefix) {
            return "its presentation was shown or dismissed"
        }
        return "a link pushed or popped its destination"
    }
}

/// `--view` names no view type the run knows nor a type the file declares (a typo read as "no body
/// of Nope ran in this step", as if the view had been skipped: trial AY-5).
public struct ViewLookupError: Error, CustomStringConvertible {
    public let name: String
    /// The view types to choose from, sorted.
    public let candidates: [String]
    /// "; did you mean `X`?", or nothing.
    public let suggestion: String

    public init(name: String, candidates: [String], suggestion: String) {
        self.name = name; self.candidates = candidates; self.suggestion = suggestion
    }

    public var description: String {
        "--view \(name.quotedName): no such view type in the scenario (none ran up to this step, and the file declares "
            + "none by that name); the view types are \(candidates.joined(separator: ", "))\(suggestion)"
    }
}

public struct StepLookupError: Error, CustomStringConvertible {
    public let name: String
    public let candidates: [String]
    public let ambiguous: Bool

    public var description: String {
        let listed = candidates.map(\.quotedName).joined(separator: ", ")
        return ambiguous ? "--step \(name.quotedName) matches several steps: \(listed); give the whole name"
            : "--step \(name.quotedName): no such step; the steps are \(listed)"
    }

}
