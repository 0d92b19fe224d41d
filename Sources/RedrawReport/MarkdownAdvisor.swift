// MarkdownAdvisor: "Advisor" — what the counts suggest changing, each point
// with the evidence from this run:
// - tracked properties that the workload writes and no body reads
//   (`@ObservationIgnored` candidates: seeds/001, the Hungarian guide, advises
//   it for timestamps, logs and retry state, which change often and drive no view);
// - collections of values whose element writes re-run the view that read the
//   whole collection and make it compare every row (per-row objects avoid it);
// - a struct property read whole by several views, whose every field write
//   re-runs all of them under pull too (the macro tracks the property, not
//   the struct's fields);
// - computed properties over a collection (seeds/001's `Cart.total`);
// - model objects a body makes and hands on with nothing to keep them;
// - `@Published` writes of an equal value, each a notification under push;
// - a list's rows: ids replaced at each update, rows identified by index, a
//   lazy list built in full (MarkdownAdvisorRows);
// - views re-run only for a closure input (MarkdownAdvisorInputs);
// - stale views, with the read that went stale.
// Only what this workload shows: a property no body read here may be read by
// a screen the workload never opened, and the section says so.

import RedrawResults

enum MarkdownAdvisor {
    static func render(_ profile: ScenarioProfile) -> String {
        var points: [String] = []
        let pull = profile.engine(.pull)
        let push = profile.engine(.push)
        points += unreadProperties(pull ?? push, push: push, swiftDataModels: Set(profile.swiftDataModels))
        if let pull { points += collectionsOfValues(pull, companions: profile.companions) }
        if let pull { points += structsOfValues(pull) }
        // Pull's advice: under push a view holding the object re-runs at every write whatever it
        // reads, so storing the result or a smaller view spares nothing (a push-only shop's report
        // advised it, with push's re-runs as its evidence).
        if let pull { points += computed(profile, pull) }
        points += (profile.bodyMadeObjects ?? []).map(\.message)
        if let push { points += equalPublishedWrites(push, pull: pull) }
        points += replacedRowIdentities(profile)
        points += indexIdentifiedRows(profile)
        points += eagerRows(profile)
        points += closureInputs(profile)
        points += stale(profile)
        var out = "## Advisor\n\n"
        if points.isEmpty {
            out += "Nothing to suggest from this workload: every tracked property it wrote was read by a body, no view re-ran "
                + "for an element of a collection it read whole, no struct property's write re-ran views of several types, "
                + "no `@Published` write stored an equal value, no list's rows were made anew or re-run for their ids or built "
                + "all at once, no view re-ran only for a closure, and no view was left stale.\n"
        } else {
            out += "What this run's counts suggest, each with its evidence. It sees only this workload: a property no body "
                + "read here may be read by a screen the workload never showed.\n\n"
            out += points.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// Bodies that each view type ran for `cause`, over every step: `TodoListView ×3, Badge ×1`.
    static func evaluations(of cause: Cause, in engine: EngineProfile) -> [String: Int] {
        var total: [String: Int] = [:]
        for step in engine.steps { for (view, n) in step.counts.causes[cause] ?? [:] { total[view, default: 0] += n } }
        return total
    }

    static func listed(_ counts: [String: Int]) -> String {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\(Markdown.code($0.key)) ×\($0.value)" }.joined(separator: ", ")
    }

    static func cause(_ label: String) -> Cause? {
        guard let dot = label.lastIndex(of: ".") else { return nil }
        return .write(String(label[..<dot]), String(label[label.index(after: dot)...]))
    }

    /// `swiftDataModels`: a `@Model` class's property is persisted; its opt-out, `@Transient`,
    /// would stop it being saved, so the advice is not to opt out unless it need not persist.
    static func unreadProperties(_ engine: EngineProfile?, push: EngineProfile?, swiftDataModels: Set<String> = []) -> [String] {
        guard let engine, let usage = engine.propertyUsage else { return [] }
        // Writes made while a body ran are a model filling itself in as it is made: a property
        // only ever set up that way (and read by a screen the workload never showed) is no finding.
        let workloadWrites = { (label: String) in (usage.written[label] ?? 0) - (usage.writtenWhileBuilding[label] ?? 0) }
        return usage.written.keys.filter { !usage.read.contains($0) && workloadWrites($0) > 0 }.sorted().map { label in
            let writes = workloadWrites(label)
            let written = "\(Markdown.code(label)) is tracked and written \(Phrase.count(writes, "time")), but no body read it "
                + "(\(engine.engine.title))."
            if let type = cause(label).flatMap({ if case .write(let type, _) = $0 { type } else { nil } }), swiftDataModels.contains(type) {
                return written + " It is a SwiftData `@Model` property, saved with the model: keep it as it is unless it need not "
                    + "persist — its writes re-run no view that did not read it, and `@Transient`, the `@Model` way to opt out, "
                    + "would also stop it being saved."
            }
            // Only push ran (the file has no pull form, most often because a model subscribes to a
            // `$property` publisher): pull's remedy cannot be applied, and the property may be the
            // source of such a pipeline, read by no body but by its subscribers (a tester's debounced
            // `userInput` was advised `@ObservationIgnored`).
            guard engine.engine == .pull else {
                let ran = cause(label).map { evaluations(of: $0, in: engine) } ?? [:]
                return written + " Only push ran: if nothing subscribes to its `$` publisher "
                    + "either, it need not be `@Published` — a plain `var` sends nothing"
                    + (ran.isEmpty ? "." : "; each write re-ran every view holding the object — \(listed(ran)).")
            }
            var text = written + " Under pull, mark it `@ObservationIgnored`: its writes then go past the registrar "
                + "(the Hungarian guide advises it for timestamps, logs and retry state)."
            if let push, let cause = cause(label) {
                let ran = evaluations(of: cause, in: push)
                if !ran.isEmpty {
                    text += " Under push it is worse: as a `@Published` property each write re-ran every view holding the "
                        + "object — \(listed(ran)) — so make it a plain `var` there."
                }
            }
            return text
        }
    }

    static func collectionsOfValues(_ pull: EngineProfile, companions: [CompanionDesign] = []) -> [String] {
        guard let usage = pull.propertyUsage else { return [] }
        var points: [String] = []
        for label in usage.collectionsOfValues.sorted() where (usage.sameCountWrites[label] ?? 0) > 0 {
            guard let cause = cause(label) else { continue }
            // Steps where the collection's write re-ran a view and nothing was created or destroyed:
            // an element changed in place, and the view compared every row it lists.
            // A step that also changed the count (an append whose row is off screen creates
            // nothing) is not an example of an in-place write.
            // Rows that each read the whole collection (`ForEach($store.items)`: each row's binding
            // reads it) all re-run instead, none skipped: a tester's 4 push bodies were 38 under pull.
            let inPlace = pull.steps.filter { step in
                let ran = (step.counts.causes[cause] ?? [:]).values.reduce(0, +)
                return ran > 0 && !step.counts.countChangingWrites.contains(label)
                    && step.counts.total.created == 0
                    && step.counts.total.destroyed == 0 && (step.counts.total.skipped > 0 || ran > 2)
            }
            guard !inPlace.isEmpty else { continue }
            let examples = inPlace.prefix(3).map { step in
                let ran = listed(step.counts.causes[cause] ?? [:])
                return step.counts.total.skipped > 0
                    ? "\(Markdown.code(step.step)): \(ran) re-ran, \(Phrase.count(step.counts.total.skipped, "view")) compared and skipped"
                    : "\(Markdown.code(step.step)): \(ran) re-ran, each having read the whole collection"
            }
            let inPlaceWrites = usage.sameCountWrites[label] ?? 0
            points.append("\(Markdown.code(label)) is a collection of values, written in place \(Phrase.count(inPlaceWrites, "time")) "
                + "(the element count unchanged): writing one element writes the whole property, so "
                + "every view that read it re-runs and compares each row it lists, even under pull — "
                + examples.joined(separator: "; ") + ". A class per element (an `@Observable` row model) lets only "
                + "the changed row re-run" + companionText(inPlace, companions) + ".")
        }
        return points
    }

    /// `@Published` writes that stored the value already there: under push each sent
    /// `objectWillChange` and re-ran every view holding the object (the `@Published` setter does not
    /// compare, the `@Observable` macro's does for an `Equatable` value). Evidence: the bodies push
    /// ran for the property's writes in the steps that made such writes.
    /// `pull`: the pull run's, whose in-place equal writes (`equalInPlaceWrites`) notified there too:
    /// the macro compares a plain assignment only (a tester's `stocks.sort {}` was told the macro
    /// skips it, and to guard it with `if stocks != new`, trial AW-4).
    static func equalPublishedWrites(_ push: EngineProfile, pull: EngineProfile? = nil) -> [String] {
        guard let usage = push.propertyUsage else { return [] }
        return usage.equalPublishedWrites.keys.sorted().compactMap { label in
            guard let equal = usage.equalPublishedWrites[label], equal > 0, let cause = cause(label) else { return nil }
            let ran = evaluations(of: cause, in: push)
            let evidence = ran.isEmpty ? "" : "; in all, its writes (equal or not) re-ran \(listed(ran)) under push"
            let name = label.split(separator: ".").last.map(String.init) ?? label
            let lead = "\(Markdown.code(label)) was written \(Phrase.count(equal, "time")) with the value it already held, and under "
                + "push each write sent `objectWillChange` all the same (`@Published` does not compare)\(evidence). "
            let inPlace = min(pull?.propertyUsage?.equalInPlaceWrites[label] ?? 0, equal)
            let plain = "Assign only a changed value (`if \(name) != new { \(name) = new }`); under pull the macro skips an equal "
                + "assignment of an `Equatable` value by itself (one of a type that is not `Equatable`, such as `Error?`, "
                + "notifies there too), but not a change made in place — a subscript, a mutating method such as `sort` or "
                + "`append` — which notifies whatever it stores."
            guard inPlace > 0 else { return lead + plain }
            let which = inPlace == equal ? (equal == 1 ? "it was" : "all of them were") : "\(inPlace) of them \(inPlace == 1 ? "was" : "were")"
            return lead + "Under pull \(which) made in place (a subscript, a mutating method such as `sort`), through the "
                + "macro's `_modify`, which notifies whatever it stores — the macro compares only a plain assignment — so there "
                + (inPlace == 1 ? "it re-ran" : "they re-ran") + " the property's readers too. Make the change on a copy and "
                + "assign it only when it differs (`var new = \(name); new.sort(…); if new != \(name) { \(name) = new }`)"
                + (inPlace < equal ? (equal - inPlace == 1 ? " (the other write, a plain assignment of an equal value, the macro skipped under pull)."
                    : " (the other \(equal - inPlace), plain assignments of an equal value, the macro skipped under pull).") : ".")
        }
    }

    /// A struct property whose write re-ran views of several types under pull: each read the
    /// property whole (whatever field it shows), so a change of any field re-runs them all.
    static func structsOfValues(_ pull: EngineProfile) -> [String] {
        guard let usage = pull.propertyUsage else { return [] }
        return usage.structsOfValues.keys.sorted().compactMap { label in
            guard let cause = cause(label), let fields = usage.structsOfValues[label] else { return nil }
            let wide = pull.steps.filter { ($0.counts.causes[cause] ?? [:]).count >= 2 }
            guard !wide.isEmpty else { return nil }
            let examples = wide.prefix(3).map { "\(Markdown.code($0.step)): \(listed($0.counts.causes[cause] ?? [:]))" }
            return "\(Markdown.code(label)) holds a struct of \(fields) stored properties, which Observation tracks as one "
                + "property: a view that shows any field reads it whole, so under pull a write of one field re-runs every view "
                + "that read another — " + examples.joined(separator: "; ") + ". Make the fields the model's own properties "
                + "(or the struct a class of its own), so that each view re-runs for the field it shows."
        }
    }

    /// "; `todo-list-1000-objects`, run beside it with per-row objects, ran under pull: `toggle one row`
    /// 2 bodies and 0 views compared (here 3 and 19)": the comparisons are what per-row objects spare,
    /// so they are shown with the bodies, whichever way the bodies go.
    static func companionText(_ steps: [StepProfile], _ companions: [CompanionDesign]) -> String {
        let parts = companions.compactMap { companion -> String? in
            let shared = steps.compactMap { step in
                companion.pullBodies[step.step].map {
                    let compared = companion.pullSkipped[step.step] ?? 0
                    return "\(Markdown.code(step.step)) \(Phrase.count($0, "body", "bodies")) and "
                        + "\(Phrase.count(compared, "view")) compared (here \(step.counts.total.bodyEvaluations) and \(step.counts.total.skipped))"
                }
            }
            guard !shared.isEmpty else { return nil }
            return "\(Markdown.code(companion.scenario)), run beside it with per-row objects, ran under pull: " + shared.joined(separator: ", ")
        }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
    }

    static func computed(_ profile: ScenarioProfile, _ engine: EngineProfile) -> [String] {
        profile.computedOverCollections.map { c in
            // A collection of objects (`[TaskItem]` of classes) is not written when an element
            // changes: a view reading the result re-runs when the array is written, and for what it
            // reads of each element, not for every change of one (it was said of a tester's store
            // whose rename re-ran nothing). Known when the run wrote the collection and found its
            // elements to be objects.
            let objects = engine.propertyUsage.map { usage in
                c.reads.allSatisfy { read in
                    let label = "\(c.type).\(read)"
                    return usage.written[label] != nil && !usage.collectionsOfValues.contains(label)
                }
            } ?? false
            let reruns = objects
                ? "re-runs whenever the collection is written and whenever what it reads of an element changes"
                : "re-runs for every change of any element"
            let reads = c.reads.map { Markdown.code("\(c.type).\($0)") }.joined(separator: ", ")
            var text = "\(Markdown.code("\(c.type).\(c.property)")) (\(c.place)) is computed from \(reads): a view that "
                + "reads it \(reruns), even when the result is the same (the Hungarian guide's `Cart.total`). "
                + "Store the result and update it where the elements change, or read it in a small view of its own."
            // Only the views that name this property: a write of the collection also re-runs the
            // readers of its other computed properties, which are not this one's evidence.
            func namesIt(_ view: String) -> Bool {
                guard let readers = c.readers else { return true }
                return readers.contains { view == $0 || view.hasPrefix($0 + "<") }
            }
            let ran = c.reads.reduce(into: [String: Int]()) { total, property in
                for (view, n) in evaluations(of: .write(c.type, property), in: engine) where namesIt(view) { total[view, default: 0] += n }
            }
            if !ran.isEmpty { text += " Here, writes of \(reads) re-ran \(listed(ran)) (\(engine.engine.title))." }
            return text
        }
    }

    static func stale(_ profile: ScenarioProfile) -> [String] {
        var points: [String] = []
        for engine in profile.engines {
            // The steps that changed what the view read of its own object, while it stayed stale (a
            // step that changed nothing it shows — another row's price — leaves it stale, and is not named).
            var reads: [StaleView: [String]] = [:]
            for step in engine.steps {
                for stale in step.counts.staleReads.keys {
                    var steps = reads[stale] ?? []
                    if step.counts.missedReads.contains(stale) { steps.append(step.step) }
                    reads[stale] = steps
                }
            }
            for (stale, steps) in reads.sorted(by: {
                ($0.key.viewType, $0.key.read, $0.key.why?.rawValue ?? "") < ($1.key.viewType, $1.key.read, $1.key.why?.rawValue ?? "")
            }) {
                let lead = "\(Markdown.code(stale.viewType)) was left stale under \(engine.engine.title): it read "
                    + "\(Markdown.code(stale.read))" + changedIn(steps) + ", and did not re-run"
                points.append(lead + staleAdvice(stale, engine: engine, swiftDataModels: profile.swiftDataModels,
                                                 through: computedPath(of: stale, in: profile, engine: engine)))
            }
        }
        return points
    }

    /// What follows a stale view's lead: why nothing re-ran it, and what to do.
    private static func staleAdvice(_ stale: StaleView, engine: EngineProfile, swiftDataModels: [String], through: String) -> String {
        // A SwiftData model's property under push: SwiftData has no `ObservableObject` form on
        // Apple's platforms; Redraw's push form of a `@Model` class notifies only the views that
        // hold the object, so a view that reached it through `@Query` is stale here alone.
        let model = stale.read.lastIndex(of: ".").map { String(stale.read[..<$0]) } ?? ""
        if engine.engine == .push, swiftDataModels.contains(model) {
            return ". `\(model)` is a SwiftData `@Model`, which has no `ObservableObject` form on Apple's platforms: Redraw's "
                + "push form of it notifies only the views that hold the object, so this is a view the push form misses, not "
                + "one your app would; read the pull engine's counts for it."
        }
        // A built-in control shows its binding's value: the view that made the binding is the one
        // to observe the object, not the control.
        if engine.engine == .push, stale.why == .objectNotObserved,
           engine.steps.contains(where: { $0.counts.controlTypes.contains(stale.viewType) }) {
            return ", so it shows the old value. It is a built-in control, which shows what its binding reads: hold the "
                + "object through `@ObservedObject`, `@StateObject` or `@EnvironmentObject` in the view that makes the "
                + "binding (`$object.property`), so that view re-runs and hands the control the new value."
        }
        return ", so its screen shows the old value"
            + (stale.why.map { ": \($0.explanation). \(through)\($0.advice)" } ?? ". "
                + (engine.engine == .push
                    ? StaleCause.objectNotObserved.advice
                    : "Read the value in the view's body from an `@Observable` object, so that the body's tracking sees it."))
    }

    /// "Here it reached it through `Cart.total` (line 11), …": under push, a view left stale by an
    /// object it does not hold, whose declaration names a model's computed property that reads that
    /// object's property through the model (ComputedOverModels). Empty otherwise.
    private static func computedPath(of stale: StaleView, in profile: ScenarioProfile, engine: EngineProfile) -> String {
        guard engine.engine == .push, stale.why == .objectNotHeld,
              let dot = stale.read.lastIndex(of: ".") else { return "" }
        let heldType = String(stale.read[..<dot]), property = String(stale.read[stale.read.index(after: dot)...])
        let paths = (profile.computedOverModels ?? []).filter { c in
            c.heldType == heldType && c.reads.contains(property)
                && c.readers.contains { stale.viewType == $0 || stale.viewType.hasPrefix($0 + "<") }
        }
        guard !paths.isEmpty else { return "" }
        let named = Phrase.list(paths.map { "\(Markdown.code("\($0.type).\($0.property)")) (\($0.place))" })
        let holders = Phrase.list(Array(Set(paths.map { "`\($0.type)`" })).sorted())
        return "Here it reached it through \(named), " + (paths.count == 1 ? "a computed property that reads " : "computed properties that read ")
            + "\(Markdown.code("\(paths[0].holder).\(property)")): \(holders)'s `objectWillChange` is not sent when the "
            + "`\(heldType)` it holds changes, so its views are not told. "
    }

    /// `, which changed in `a`, `b` and `c`` (3 named at most, then how many more).
    private static func changedIn(_ steps: [String]) -> String {
        guard !steps.isEmpty else { return ", which changed" }
        let named = steps.prefix(3).map { Markdown.code($0) }
        let more = steps.count - named.count
        let list = more > 0 ? named.joined(separator: ", ") + " and \(Phrase.count(more, "more step", "more steps"))"
            : (named.count > 1 ? named.dropLast().joined(separator: ", ") + " and " + named.last! : named[0])
        return ", which changed in " + list
    }
}
