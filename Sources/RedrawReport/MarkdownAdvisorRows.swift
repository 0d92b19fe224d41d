// MarkdownAdvisorRows: the Advisor's points on a list's rows — their identity
// and whether a lazy container could build them lazily. Each from a counting
// run's notes (RowIdentityWatch, LazyContainerNode.eagerRows), with the bodies
// it cost as evidence; nothing is said where the counts show no cost.

import RedrawResults

extension MarkdownAdvisor {
    /// A `ForEach` whose every id was replaced, its count kept, in two evaluations or more
    /// (`StepCounts.replacedRows`): a feed that makes its elements anew at each update, with new
    /// ids. Once may be a filter switched to other items; again and again it is the ids. Told once,
    /// from the first engine that saw it (the ids are the app's, not the engine's).
    static func replacedRowIdentities(_ profile: ScenarioProfile) -> [String] {
        guard let engine = profile.engines.first(where: { $0.steps.contains { !$0.counts.replacedRows.isEmpty } }) else { return [] }
        var bySite: [String: [(step: String, replaced: RowReplacement)]] = [:]
        for step in engine.steps {
            for (site, replaced) in step.counts.replacedRows { bySite[site, default: []].append((step.step, replaced)) }
        }
        return bySite.keys.sorted().compactMap { site in
            let steps = bySite[site]!
            let evaluations = steps.reduce(0) { $0 + $1.replaced.evaluations }
            guard evaluations >= 2 else { return nil }
            let named = steps.prefix(3).map { step in
                Markdown.code(step.step) + " (" + (step.replaced.evaluations == 1 ? "" : "\(step.replaced.evaluations) times, ")
                    + Phrase.count(step.replaced.rows, "row") + ")"
            }
            let more = steps.count > 3 ? " and \(Phrase.count(steps.count - 3, "more step", "more steps"))" : ""
            return "\(Markdown.code(site)) gave all of its rows new ids, keeping their number, \(evaluations) times: in "
                + named.joined(separator: ", ") + more + ". If they are the same items updated (a feed's tick), their `id` "
                + "changes at each update — an `id` made with `UUID()` as each element is made anew? — and SwiftUI removes every "
                + "row and inserts a new one: each row's views are created again, their `@State` starts afresh, `onAppear` runs "
                + "again (the report counts it as created and destroyed only for rows with views of their own). Give each element "
                + "an id that stays with the item (a symbol, a server id); if those steps showed other items (a filter), nothing is wrong."
        }
    }

    /// A `ForEach` identified by index (ids 0, 1, 2… in order) whose count changed in a step where
    /// its rows then re-ran for its owner: an element inserted or removed before the end moved the
    /// later ones into other rows, each handed another element (trial AY-4). Told from the pull run
    /// (push's rows re-run for the same inputs), once per site, with the step that cost most.
    static func indexIdentifiedRows(_ profile: ScenarioProfile) -> [String] {
        guard let engine = profile.engine(.pull) ?? profile.engines.first else { return [] }
        var worst: [String: (step: String, change: IndexRowsChange, ran: [String: Int])] = [:]
        for step in engine.steps {
            for (site, change) in step.counts.indexRowChanges {
                let ran = (step.counts.causes[.parent(change.owner)] ?? [:]).filter { step.counts.rowTypes.contains($0.key) }
                let total = ran.values.reduce(0, +)
                guard total > 0, total > (worst[site]?.ran.values.reduce(0, +) ?? 0) else { continue }
                worst[site] = (step.step, change, ran)
            }
        }
        return worst.keys.sorted().map { site in
            let (step, change, ran) = worst[site]!
            return "\(Markdown.code(site)) identifies its rows by their index (ids 0, 1, 2… in order, as `0..<n` or `indices` "
                + "with `id: \\.self`, or an `enumerated()` offset, make). When its number of rows changed — in "
                + "\(Markdown.code(step)), \(change.from) to \(change.to) — the elements after an insertion or a removal moved to "
                + "other indices, so the rows there were handed other elements and re-ran instead of moving (under "
                + "\(engine.engine.title), \(listed(ran)) for \(Markdown.code(change.owner)) in that step); and a row's `@State` "
                + "stays with its index, not its element. Identify the rows by the elements' own ids (`ForEach(items)` with "
                + "`Identifiable` elements, or `id: \\.id`): SwiftUI then inserts or removes one row and moves the others."
        }
    }

    /// A lazy container that built every row for want of a constant view count (WWDC23 "Demystify
    /// SwiftUI performance"): the part of the row to blame and its fix (UncountedViews.swift).
    /// Told once per container, from the first engine and step that saw it (the rows' types are
    /// the code's, not the engine's), with the rows it built then and the most any step built.
    static func eagerRows(_ profile: ScenarioProfile) -> [String] {
        guard let engine = profile.engines.first(where: { $0.steps.contains { !$0.counts.eagerRows.isEmpty } }) else { return [] }
        var first: [String: (step: String, rows: EagerRows, most: Int)] = [:]
        for step in engine.steps {
            for (container, rows) in step.counts.eagerRows {
                if let seen = first[container] { first[container]!.most = max(seen.most, rows.rows) }
                else { first[container] = (step.step, rows, rows.rows) }
            }
        }
        return first.keys.sorted().compactMap { container in
            let (step, rows, most) = first[container]!
            guard most > rows.lazily else { return nil }
            // The figure is the step's it names (trial BD-6: "all 101 (from `initial render`)", which built 100).
            let built = "all \(rows.rows) of its rows in \(Markdown.code(step))" + (most > rows.rows ? " (up to \(most) later)" : "")
            return "\(Markdown.code(container)) built \(built), where a lazy "
                + "list builds the \(rows.lazily) on screen or about to be: its rows hold \(rows.because), so SwiftUI cannot "
                + "count a row's views without building it, and builds every row to place them (WWDC23 \"Demystify SwiftUI "
                + "performance\"). To let it build only what is shown, \(rows.fix)."
        }
    }
}
