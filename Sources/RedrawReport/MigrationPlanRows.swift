// MigrationPlanRows: the figures of a migration plan laid out as rows, once,
// for both of its renderings (the terminal table of `redraw plan` and the
// report's Markdown section), so the two can never disagree.
//
// Every cell is computed from the plan's measured bodies; nothing is summed
// from single-class runs into a combination.

import RedrawResults

enum MigrationPlanRows {
    /// Per step: the all-push bodies, then the bodies each class saves when migrated alone; a total row last.
    static func singles(_ plan: MigrationPlan) -> (header: [String], rows: [[String]]) {
        let header = ["step", "bodies, all push"] + plan.single.map { "\($0.added) alone" }
        var rows: [[String]] = []
        let saved = plan.single.map(plan.saved)
        for (index, step) in plan.steps.enumerated() {
            rows.append([step, cell(plan.allPush, index)] + saved.map { cell($0, index) })
        }
        rows.append(["total", String(plan.allPushTotal)] + saved.map { String($0.reduce(0, +)) })
        return (header, rows)
    }

    /// The suggested order: per entry the class added, the bodies the workload runs then, what this
    /// class adds to the saving, the cumulative saving and its share of the all-push bodies.
    static func order(_ plan: MigrationPlan) -> (header: [String], rows: [[String]]) {
        let header = ["#", "migrate", "bodies", "saved by adding it", "saved in all", "of all-push bodies"]
        var rows: [[String]] = []
        var before = plan.allPushTotal
        let already = Set(plan.asWritten?.migrated ?? [])
        for (index, form) in plan.order.enumerated() {
            let cumulative = plan.allPushTotal - form.total
            let added = already.contains(form.added) ? form.added + " (already @Observable in the file)" : form.added
            rows.append([String(index + 1), added, String(form.total), String(before - form.total), String(cumulative),
                         plan.allPushTotal == 0 ? Cell.none : Format.percent(Double(cumulative) * 100 / Double(plan.allPushTotal))])
            before = form.total
        }
        return (header, rows)
    }

    /// Per step: the cumulative saving after each entry of the order.
    static func cumulativeBySteps(_ plan: MigrationPlan) -> (header: [String], rows: [[String]]) {
        let header = ["step"] + plan.order.enumerated().map { index, form in index == 0 ? form.added : "+ " + form.added }
        let saved = plan.order.map(plan.saved)
        var rows: [[String]] = []
        for (index, step) in plan.steps.enumerated() {
            rows.append([step] + saved.map { cell($0, index) })
        }
        rows.append(["total"] + saved.map { String($0.reduce(0, +)) })
        return (header, rows)
    }

    /// A figure of a per-step list, or "–" when a hand-made plan lacks it (rendering never traps).
    private static func cell(_ values: [Int], _ index: Int) -> String {
        values.indices.contains(index) ? String(values[index]) : Cell.none
    }

    /// The check's sentence: the last form of the order against the pull engine's run.
    /// Why a saving can be negative: push left views stale (showing old data), and a form that
    /// re-runs them spends bodies push never did. Nil when no saving is negative or push left none.
    static func negativeSavings(_ plan: MigrationPlan) -> String? {
        let allPushTotal = plan.allPush.reduce(0, +)
        let negative = (plan.single + plan.order).contains { $0.total > allPushTotal }
        guard negative, let stale = plan.allPushStale, stale.reduce(0, +) > 0 else { return nil }
        let steps = zip(plan.steps, stale).filter { $0.1 > 0 }.map(\.0)
        let named = steps.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (steps.count > 3 ? " and \(steps.count - 3) more" : "")
        return "a negative saving is bodies push never ran: the all-push run left views stale (they read a value that changed "
            + "and did not re-run, so their screen showed old data) in \(named); a migrated class re-runs them, as it should"
    }

    /// The mirror of `missedUpdates`: forms that keep current views the all-push run left stale.
    /// Their negative saving there is updates push missed, made — what the migration is for (a
    /// tester read a class listed last, at −1, as the worst choice, though it alone fixed a stale
    /// cart).
    static func fixedStale(_ plan: MigrationPlan) -> [String] {
        guard let base = plan.allPushStale, base.reduce(0, +) > 0 else { return [] }
        var seen: Set<[String]> = [], out: [String] = []
        for form in plan.single where seen.insert(form.migrated).inserted {
            guard let stale = form.stale, stale.count == base.count else { continue }
            let better = plan.steps.indices.filter { stale[$0] < base[$0] }
            guard !better.isEmpty else { continue }
            let named = better.prefix(3).map { "\"\(plan.steps[$0])\" (\(base[$0] - stale[$0]))" }.joined(separator: ", ")
                + (better.count > 3 ? " and \(better.count - 3) more" : "")
            out.append("\(form.migrated.joined(separator: " + ")) alone keeps current views the all-push run left stale, in "
                + "\(named): the bodies it spends there are updates push missed, not a cost")
        }
        return out
    }

    /// Forms that leave views stale where the all-push run did not: their "saved" bodies there are
    /// updates the form misses (a class migrated while the object that forwards its changes is
    /// not, or the other way round), so the screen shows old values — not a saving to take.
    static func missedUpdates(_ plan: MigrationPlan) -> [String] {
        let base = plan.allPushStale ?? Array(repeating: 0, count: plan.steps.count)
        var seen: Set<[String]> = [], out: [String] = []
        for form in plan.single + plan.order where seen.insert(form.migrated).inserted {
            guard let stale = form.stale, stale.count == base.count else { continue }
            let worse = plan.steps.indices.filter { stale[$0] > base[$0] }
            guard !worse.isEmpty else { continue }
            let named = worse.prefix(3).map { "\"\(plan.steps[$0])\" (\(stale[$0] - base[$0]))" }.joined(separator: ", ")
                + (worse.count > 3 ? " and \(worse.count - 3) more" : "")
            let who = form.migrated.count == 1 ? "\(form.migrated[0]) alone" : form.migrated.joined(separator: " + ")
            out.append("\(who) leaves views stale that all-push kept current, in \(named): some of its \"saved\" bodies "
                + "there are updates it misses (the screen shows old values), not savings: those views showed values "
                + "that only its objectWillChange announced, such as a nested object's")
        }
        return out
    }

    /// One sentence per class of the plan that heads a hierarchy: its subclasses take its form, so
    /// a column or row named after it migrates them too (`BaseViewModel alone` is the whole family).
    static func hierarchies(_ plan: MigrationPlan) -> [String] {
        plan.classes.compactMap { base in
            guard let subclasses = plan.subclasses?[base], !subclasses.isEmpty else { return nil }
            let named = subclasses.count == 1 ? "its subclass \(subclasses[0])"
                : "its subclasses \(subclasses.dropLast().joined(separator: ", ")) and \(subclasses.last!)"
            return "\(base) migrates with \(named): a subclass inherits its base's conformance to ObservableObject, "
                + "so a hierarchy migrates as one: every figure under \(base) is the whole hierarchy's"
        }
    }

    static func check(_ plan: MigrationPlan) -> String? {
        guard let last = plan.order.last else { return nil }
        guard let pull = plan.pullEngineTotal, plan.pushOnly.isEmpty else {
            return "every class that can migrate migrated: \(last.total) bodies (the file has no pull form to check against)"
        }
        switch plan.endsAtPullEngine {
        case true?: return "every class migrated: \(last.total) bodies, step by step the pull engine's run (\(pull)): check passed"
        default: return "every class migrated: \(last.total) bodies, but the pull engine's run has \(pull): check FAILED"
        }
    }

    /// "7 forms measured (5 compiled for this plan, 2 from the build cache)".
    static func forms(_ plan: MigrationPlan) -> String {
        let cached = plan.formsMeasured - plan.formsCompiled
        let included = plan.pullEngine == nil ? "the all-push run included" : "the all-push and pull engine's runs included"
        return "\(plan.formsMeasured) form\(plan.formsMeasured == 1 ? "" : "s") measured, \(included) "
            + "(\(plan.formsCompiled) compiled for this plan, \(cached) from the build cache)"
    }

    /// What the plan started from.
    static func baseline(_ plan: MigrationPlan) -> String {
        if plan.writtenMixed {
            var text = "written with some classes ObservableObject and others @Observable: the plan starts with every class ObservableObject"
            if let written = plan.asWritten {
                // Where the file is now: its own form's run, and what is left to save (a tester's
                // plan of a half-migrated file recommended the class already migrated, silently).
                let saved = plan.allPushTotal - written.total
                let left = (plan.order.last?.total).map { "; migrating the rest saves \(written.total - $0) more" } ?? ""
                text += ". As written (\(written.migrated.joined(separator: ", ")) already @Observable) it runs "
                    + "\(Phrase.count(written.total, "body", "bodies")), \(saved) fewer than all push\(left)"
            }
            return text
        }
        return plan.writtenFor == .push
            ? "written for push (ObservableObject): each form migrates some of its classes to @Observable"
            : "written for pull (@Observable): the plan starts from its push form (every class ObservableObject) and migrates back"
    }
}
