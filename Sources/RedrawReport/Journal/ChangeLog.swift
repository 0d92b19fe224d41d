// ChangeLog: `--log-changes` — one line per body evaluation, in the style of
// SwiftUI's `Self._printChanges()`, which prints the view's name and what
// changed: `@self` (the view's value, handed in by its parent), `@identity`
// (a new view), or the names of its changed dynamic properties (`_count` for
// `@State var count`). Apple documents it as a debugging aid whose output
// may change ("Debugging SwiftUI views", WWDC21 "Demystify SwiftUI"); Redraw
// follows its vocabulary and names what it knows besides: which property of
// which object was written, and through which of the view's properties.

import RedrawResults

public enum ChangeLog {
    /// `TodoRow[id: 42]: item.isCompleted changed.`
    public static func line(_ evaluation: JournalEvaluation) -> String { line(evaluation, in: nil) }

    /// `frame`: the evaluation's, for what else a push view's object had written (below).
    public static func line(_ evaluation: JournalEvaluation, in frame: JournalFrame?) -> String {
        "\(evaluation.viewLabel): \(change(evaluation, in: frame))\(alsoHanded(evaluation))."
    }

    /// A view that ran for a write or its state and was handed changed inputs in the same pass:
    /// `; @self changed too (label)` — both are why it ran.
    static func alsoHanded(_ e: JournalEvaluation) -> String {
        switch e.cause {
        case .parent, .environment, .creation: return ""
        default:
            let inputs = e.changedInputs.filter { $0 != "@self (==)" }
            if inputs.isEmpty { return e.changedInputs.isEmpty ? "" : "; @self changed too" }
            return "; @self changed too (\(inputs.joined(separator: ", ")))"
        }
    }

    static func change(_ e: JournalEvaluation, in frame: JournalFrame? = nil) -> String {
        // Push: `objectWillChange` announced the object, not a property — every property of it
        // written before this render pass is why (`m.a, m.b changed`), not only the first; a
        // write that announced nothing (an unpublished `var`) is not.
        if case .write(let type, _) = e.cause, e.channel == .objectWillChange, let frame, let id = e.write,
           let first = frame.writes.first(where: { $0.id == id }), let object = first.objectID {
            var properties: [String] = []
            for write in frame.writes where write.objectID == object && write.pass == e.pass && write.untracked != true
                && !properties.contains(write.property) {
                properties.append(write.property)
            }
            if properties.count > 1 {
                return properties.map { "\(e.heldAs ?? type).\($0)" }.joined(separator: ", ") + " changed"
            }
        }
        switch e.cause {
        case .creation:
            return "@identity changed"
        case .parent:
            let inputs = e.changedInputs.filter { $0 != "@self (==)" }
            return inputs.isEmpty ? "@self changed" : "@self changed (\(inputs.joined(separator: ", ")))"
        case .write(let type, let property):
            return "\(e.heldAs ?? type).\(property) changed"
        case .state(let owner, let property):
            return owner == e.view ? "_\(property) changed" : "\(owner)._\(property) changed"
        case .storage(let wrapper, let key):
            return "@\(wrapper)(\"\(key)\") changed"
        case .objectWillChange:
            return "\(e.heldAs.map { "\($0)." } ?? "")objectWillChange.send() called"
        case .scroll:
            return "rows scrolled into or out of view"
        case .timeline:
            return "the timeline's date changed"
        case .navigation:
            return e.view.hasPrefix("TabView") ? "the chosen tab changed" : "navigation changed"
        case .environment, .systemEnvironment:
            let inputs = e.changedInputs
            return inputs.isEmpty ? "@environment changed" : "@environment changed (\(inputs.joined(separator: ", ")))"
        }
    }

    /// Every evaluation of every engine's journal, under a heading per step (and per frame when
    /// a step has several). Engines without a journal are skipped.
    public static func render(_ profile: ScenarioProfile) -> String {
        var out: [String] = []
        for engine in profile.engines {
            guard let journal = engine.journal else { continue }
            out.append("\(profile.name), \(engine.engine.title) (\(engine.form)): the changes behind each body evaluation")
            for step in journal.steps {
                let count = step.frames.reduce(0) { $0 + $1.evaluations.count }
                out.append("── \(step.name): \(count) body evaluation\(count == 1 ? "" : "s")")
                for frame in step.frames where !frame.evaluations.isEmpty {
                    if step.frames.count > 1 { out.append("  frame \(frame.index) of \(step.frames.count)") }
                    for e in frame.evaluations { out.append((step.frames.count > 1 ? "    " : "  ") + line(e, in: frame)) }
                }
            }
            out.append("")
        }
        return out.joined(separator: "\n")
    }
}
