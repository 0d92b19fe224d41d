// ClaimRules: the verdict on each claim for one step, and why, from the counts.
//
// Generic on purpose: the reasons quote which view types re-ran, how often and
// for which write, as the causes and per-view-type tables record them, so they
// hold for any scenario. Where a claim cannot be judged (one engine only, no
// timed runs, a single frame, nothing ran) the verdict is "not applicable".

extension Claim {
    /// `bodyCost`: with `--body-cost`, claim (b) is judged on the projected times.
    func assess(_ step: StepComparison, bodyCost: BodyCost? = nil) -> Assessment {
        switch self {
        case .fewerBodies: return Self.fewerBodies(step)
        case .fasterLists: return bodyCost.map { Self.fasterLists(step, projectedWith: $0) } ?? Self.fasterLists(step)
        case .oneRow: return Self.oneRow(step)
        case .sixtyFPS: return Self.sixtyFPS(step)
        }
    }

    private static func onlyOne(_ step: StepComparison) -> Assessment {
        let ran = step.sides.map(\.engine.rawValue).first ?? "no engine"
        return Assessment(.notApplicable, "–", "only \(ran) ran: the claim compares push with pull")
    }

    /// Holds inside or above the claimed range; the figure says which.
    private static func rangeVerdict(_ claim: Claim, _ value: Double, _ figure: String) -> (Verdict, String) {
        guard let range = claim.range else { return (.doesNotHold, figure) }
        if value < range.low { return (.doesNotHold, figure) }
        if value > range.high { return (.holds, figure + " (beyond the claimed \(Int(range.low))–\(Int(range.high)) %)") }
        return (.holds, figure)
    }

    /// Why claims (a) and (b) do not apply: the same bodies ran under both engines and none for a
    /// model write (a tap that navigates, a scroll, a view's own `@State`), while the engines differ
    /// only in how model writes notify. Nil when they apply.
    private static func noModelWrite(_ push: EngineStep, _ pull: EngineStep) -> String? {
        guard push.bodies == pull.bodies, !push.ranForAModelWrite, !pull.ranForAModelWrite else { return nil }
        return "no body ran for a model write under either engine (" + Phrase.list(pull.causeKinds())
            + "): the engines differ only in how model writes notify"
    }

    /// Why claims (a) and (b) cannot be judged: one engine left more views stale in this step than
    /// the other, so its fewer bodies include updates it missed — under pull a migration that lost
    /// a notification (`@AppStorage` read through the object, a dropped `objectWillChange.send()`
    /// that was the only one), under push a view that reached its object through a plain property.
    /// Nil when `missing` missed no more than `other`.
    private static func missedUpdates(by missing: EngineStep, beside other: EngineStep) -> String? {
        let missed = missing.staleThisStep, otherMissed = other.staleThisStep
        guard missed > otherMissed else { return nil }
        let pull = missing.engine == .pull, again = missing.counts.staleAgain
        return "\(missing.engine.rawValue) left \(Phrase.count(missed, "view")) stale in this step"
            + (otherMissed > 0 ? " (\(other.engine.rawValue) \(otherMissed))" : "")
            + (again > 0 ? " (\(again) of them stale since an earlier step, and shown data this step changed again)" : "")
            + ": they show data the step changed and did not re-run, so "
            + (pull ? "fewer bodies under pull are" : "push's fewer bodies are") + " partly missed updates, "
            + "not a saving; the report's stale views say what each read" + (pull ? " (fix the pull form, then compare)" : "")
    }

    /// A note for a step in which `late` re-ran views it had left stale in an earlier step: some
    /// of its extra bodies may be updates `other` made then (a stale filter's rows, created a step
    /// later under push: a tester saw pull credited "25 % fewer" for them), though a re-run of a
    /// view that holds the written object is push's own cost all the same. Empty when none.
    private static func caughtUpNote(by late: EngineStep, beside other: EngineStep) -> String {
        let caught = late.counts.caughtUp
        guard caught > 0 else { return "" }
        return "; \(late.engine.rawValue) also re-ran \(Phrase.count(caught, "view")) it had left stale in an earlier step: "
            + "what those did late (the views they created) \(other.engine.rawValue) did then, so part of the difference may be "
            + "late updates rather than a saving (the report's stale views say which)"
    }

    // MARK: (a) fewer body calls

    private static func fewerBodies(_ step: StepComparison) -> Assessment {
        guard let push = step.push, let pull = step.pull else { return onlyOne(step) }
        let p = push.bodies, q = pull.bodies
        if p == 0, q == 0 {
            return Assessment(.notApplicable, "0 → 0", "no body ran under either engine: there is nothing to reduce")
        }
        if push.creations == p, pull.creations == q {
            return Assessment(.notApplicable, "\(p) → \(q)",
                              "every body that ran was a view being created, which both engines must do")
        }
        guard let reduction = step.bodyReduction else {
            // Push ran nothing: with more views left stale under push, its 0 is missed updates (a
            // tester's off-screen row write was told "does not hold" and "not a saving" at once).
            let verdict: Verdict = push.staleThisStep > pull.staleThisStep ? .notApplicable : .doesNotHold
            return Assessment(verdict, "0 → \(q)", moreUnderPull(push, pull))
        }
        let figure = "\(p) → \(q), " + fewerOrMore(reduction)
        if q > p, push.staleThisStep > pull.staleThisStep { return Assessment(.notApplicable, figure, moreUnderPull(push, pull)) }
        if q > p { return Assessment(.doesNotHold, figure, moreUnderPull(push, pull)) }
        if let why = missedUpdates(by: pull, beside: push) { return Assessment(.notApplicable, figure, why) }
        if let why = noModelWrite(push, pull) { return Assessment(.notApplicable, figure, why) }
        if q == p { return Assessment(.doesNotHold, figure, sameBodies(push, pull) + missedBesideEqualCounts(push, pull)) }
        let (verdict, shown) = rangeVerdict(.fewerBodies, reduction, figure)
        return Assessment(verdict, shown + withoutCreations(push, pull), fewerUnderPull(push, pull) + caughtUpNote(by: push, beside: pull))
    }

    private static func fewerOrMore(_ reduction: Double) -> String {
        reduction >= 0 ? "\(Format.percent(reduction)) fewer" : "\(Format.percent(-reduction)) more"
    }

    /// The verdict is on every body, as the claim and Instruments count them; a view being created
    /// costs its body under either engine, so where creations are part of a step that pull improved
    /// (rows appearing as a filter clears) the figure also gives the re-runs alone, which the engines
    /// decide: "180004 → 160005, 11.1 % fewer" is "20004 → 5" without the 160000 rows created.
    private static func withoutCreations(_ push: EngineStep, _ pull: EngineStep) -> String {
        let cp = push.creations, cq = pull.creations
        guard cp > 0 || cq > 0 else { return "" }
        let p = push.bodies - cp, q = pull.bodies - cq
        guard p > 0 else { return "" }
        let created = cp == cq ? "the \(Phrase.count(cp, "view")) created under both" : "views created (push \(cp), pull \(cq))"
        let reduction = Format.rounded(Double(p - q) / Double(p) * 100, 1)
        return "; without \(created), \(p) → \(q), " + fewerOrMore(reduction) + " (the verdict counts every body)"
    }

    /// "EcranCos 1 → 0, …"; with `why`, each followed by pull's causes for it.
    private static func changes(_ push: EngineStep, _ pull: EngineStep, _ keep: (Int, Int) -> Bool, why: Bool = false) -> String {
        let types = Set(push.perType.keys).union(pull.perType.keys).filter { keep(push.bodies(of: $0), pull.bodies(of: $0)) }
        let ordered = types.sorted {
            let a = abs(push.bodies(of: $0) - pull.bodies(of: $0)), b = abs(push.bodies(of: $1) - pull.bodies(of: $1))
            return a != b ? a > b : $0 < $1
        }
        return Phrase.list(ordered.map { type in
            let created = pull.createdPerType[type] ?? 0
            let causes = why ? " (\(Phrase.list(pull.causes(of: type), limit: 2)))"
                : created > 0 ? " (\(created == pull.bodies(of: type) ? "all" : "\(created)") created)" : ""
            return "\(type) \(push.bodies(of: type)) → \(pull.bodies(of: type))" + causes
        })
    }

    private static func writes(_ side: EngineStep) -> String {
        side.modelWrites.isEmpty ? "no model write" : Phrase.list(side.modelWrites, limit: 3)
    }

    private static func staleNote(_ push: EngineStep) -> String {
        let stale = push.staleThisStep
        return stale == 0 ? "" : "; push also left \(Phrase.count(stale, "view")) stale: missed updates, not savings"
    }

    private static func fewerUnderPull(_ push: EngineStep, _ pull: EngineStep) -> String {
        // The views listed below did not all hold the object: a holder's re-run re-runs the views it
        // hands unequal inputs (a closure, a publisher, any value that is not `Equatable`: update-cycle
        // rule 4), and the list is per view type.
        let handed = push.parentReruns
        let underPush = "under push, \(writes(push)) notified every view holding the written object"
            + (handed > 0 ? " (and \(Phrase.count(handed, "body", "bodies")) of views they handed inputs that compared unequal "
                + "ran after them; a closure, and a value that is not `Equatable`, never compares equal)" : "")
        // Pull's notifications: none when no latest body read the property, or when the macro
        // skipped an equal assignment — the counts do not tell which.
        if pull.modelWriteReruns.isEmpty, pull.counts.total.notifications == 0 {
            return underPush + "; under pull no view was notified (no view's latest body read the written property, or "
                + "the value written equalled the stored one: the macro does not notify an equal `Equatable` assignment): "
                + changes(push, pull, >) + createdNote(pull) + staleNote(push)
        }
        let more = changes(push, pull, <, why: true)
        let morePart = more == "none" ? "" : "; pull re-ran more of \(more)"
        return underPush + "; under pull only the bodies that read the changed property re-ran: \(changes(push, pull, >))"
            + morePart + createdNote(pull) + staleNote(push)
    }

    private static func createdNote(_ pull: EngineStep) -> String {
        let created = pull.creations
        guard created > 0 else { return "" }
        return "; \(Phrase.count(created, "body", "bodies")) under pull \(created == 1 ? "is a view" : "are views") being created, "
            + "which both engines must do"
    }

    /// As many bodies under each engine, but push left views stale that pull updated: the counts are
    /// equal and the work is not (trial BD-1: a reader saw "no gain" where push missed an update).
    private static func missedBesideEqualCounts(_ push: EngineStep, _ pull: EngineStep) -> String {
        let missed = push.staleThisStep - pull.staleThisStep
        guard missed > 0 else { return "" }
        return "; push also left \(Phrase.count(missed, "view")) stale — \(missed == 1 ? "an update" : "updates") pull made — so its "
            + "bodies went to views that did not need them while one that did was missed"
    }

    private static func sameBodies(_ push: EngineStep, _ pull: EngineStep) -> String {
        guard push.perType == pull.perType else {
            return "pull re-runs as many bodies but other views: push \(Phrase.types(push.perType)), pull \(Phrase.types(pull.perType))"
        }
        var parts: [String] = []
        let created = pull.creations, handed = pull.parentReruns
        let model = pull.modelWriteReruns.values.reduce(0, +), state = pull.stateReruns.values.reduce(0, +)
        if model > 0 {
            parts.append("for \(writes(pull)), every view that pull re-ran for the write read the written property "
                + "(\(Phrase.types(pull.modelWriteReruns))), and push re-ran as many of each type: tracking reads finer spares none of them")
        }
        if state > 0 {
            parts.append("\(Phrase.count(state, "body", "bodies")) re-ran for a view's own state (\(Phrase.list(pull.stateWrites, limit: 3))), "
                + "which both engines handle alike (\(Phrase.types(pull.stateReruns)))")
        }
        let other = pull.bodies - model - state - created - handed
        if other > 0 {
            parts.append("\(Phrase.count(other, "body", "bodies")) ran for \(Phrase.list(pull.causeKinds(outsideWrites: true))), "
                + "which both engines handle alike")
        }
        if handed > 0 {
            // Only for a collection of values written in place, read by a single view that hands its elements on.
            let wholeProperty = pull.changedACollectionInPlace && pull.modelWriteReruns.keys.contains { (pull.population[$0] ?? 0) <= 1 }
            parts.append("\(Phrase.count(handed, "body", "bodies")) re-ran because a view that re-ran handed "
                + (handed == 1 ? "it" : "them") + " changed inputs"
                + (wholeProperty ? ": a write covers the whole property, so changing one element re-runs every view that read it, "
                    + "which passes the changed element on" : ""))
        }
        if created > 0 {
            parts.append("\(Phrase.count(created, "body", "bodies")) \(created == 1 ? "is a view" : "are views") being created, which both engines must do")
        }
        return "pull re-runs the same bodies: " + parts.joined(separator: "; ")
    }

    private static func moreUnderPull(_ push: EngineStep, _ pull: EngineStep) -> String {
        let stale = push.staleThisStep
        if stale > 0, push.staleOnlyThroughSwiftData {
            // SwiftData has no `ObservableObject` form: the push form's stale views are its own.
            return "push left \(Phrase.count(stale, "view")) stale in this step, each reading a SwiftData `@Model`'s property: "
                + "`@Model` has no `ObservableObject` form on Apple's platforms, and Redraw's push form of it notifies only the "
                + "views that hold the object (not those reached through `@Query`), so these are misses of the push form, not "
                + "of your app; pull re-ran what read the write: \(changes(push, pull, <, why: true)); push's lower count is "
                + "missed updates, not a saving"
        }
        if stale > 0 {
            let these = stale == 1 ? "this one reached its object" : "these reached theirs"
            return "push left \(Phrase.count(stale, "view")) stale in this step (push subscribes a view only to the objects it "
                + "holds through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`; \(these) otherwise: a plain property, "
                + "`@State`, a protocol-typed property or another object), where pull re-ran what read the write: "
                + "\(changes(push, pull, <, why: true)); push's lower count is missed updates, not a saving"
        }
        return "pull re-ran more: \(changes(push, pull, <, why: true))"
    }

    // MARK: (b) faster updates

    /// Without `--body-cost`: whether the claim holds turns on what a body costs in an app (a
    /// Linux run measures neither diffing, layout nor drawing). With c the extra cost per body,
    /// pull's projected speed-up is 1 − (q + bq·c) / (p + bp·c); it reaches the claim's low bound L
    /// where c · ((1 − L)·bp − bq) ≥ q − (1 − L)·p. So the step holds at any cost, holds once (or
    /// while) a body costs more (or less) than the c where they are equal, or cannot hold at any
    /// cost when pull's share of the bodies saved, 1 − bq / bp, is under L.
    private static func fasterLists(_ step: StepComparison) -> Assessment {
        guard let push = step.push, let pull = step.pull else { return onlyOne(step) }
        guard let p = push.medianTime, let q = pull.medianTime, let speedUp = step.speedUp else {
            return Assessment(.notApplicable, "–", "the step has no timed runs under both engines")
        }
        let figure = "measured \(Format.duration(p)) → \(Format.duration(q)), " + fasterOrSlower(speedUp)
        let bp = Double(push.bodies), bq = Double(pull.bodies)
        if bp == 0, bq == 0 {
            return Assessment(.notApplicable, figure, "no body ran under either engine: the step updated no view")
        }
        if bq < bp, let why = missedUpdates(by: pull, beside: push) { return Assessment(.notApplicable, figure, why) }
        if bq > bp, let why = missedUpdates(by: push, beside: pull) { return Assessment(.notApplicable, figure, why) }
        if let why = noModelWrite(push, pull) { return Assessment(.notApplicable, figure, why) }
        if let why = tooNoisy(step) { return Assessment(.notApplicable, figure, why) }
        let low = (Claim.fasterLists.range?.low ?? 40) / 100
        let a = (1 - low) * bp - bq, b = q - (1 - low) * p
        let rests = "it rests on the cost of a body in an app, which adds to pull's time \(Int(bq)) times and to push's \(Int(bp)) "
            + "(a Linux run measures neither diffing, layout nor drawing; give --body-cost to judge on one)"
        let saved = bp > 0 ? Format.percent((1 - bq / bp) * 100) : "–"
        if b <= 0 && a >= 0 {
            let (_, shown) = rangeVerdict(.fasterLists, speedUp, figure)
            return Assessment(.holds, shown, "holds at any body cost: pull is \(Format.percent(low * 100)) faster or more on "
                + "the times measured here, and each body a costlier app adds counts more for push (\(Int(bp)) bodies) than "
                + "for pull (\(Int(bq)))" + noise(step))
        }
        if b > 0 && a > 0 {
            let even = BreakEven.of(step).map { "; " + $0.sentence } ?? ""
            return Assessment(.dependsOnBodyCost, figure, "holds once a body costs more than \(Format.duration(b / a)) in the "
                + "app (pull then \(Format.percent(low * 100)) faster)\(even); \(rests)" + noise(step))
        }
        if b <= 0 && a < 0 {
            return Assessment(.dependsOnBodyCost, figure, "holds while a body costs less than \(Format.duration(b / a)) in the "
                + "app: pull runs \(Int(bq)) of push's \(Int(bp)) bodies, so costlier bodies bring it towards \(saved) faster; \(rests)"
                + noise(step))
        }
        let why = bq >= bp
            ? "pull runs \(bq == bp ? "as many bodies as" : "more bodies than") push (\(Int(bq)) against \(Int(bp))): a costlier body never makes it faster"
            : "pull saves \(saved) of the bodies, so even at a high body cost it comes only towards \(saved) faster, under the claimed \(Format.percent(low * 100))"
        return Assessment(.doesNotHold, figure, "cannot hold at any body cost: " + why + noise(step))
    }

    /// On projected times: measured median + bodies × the assumed cost, the assumption named.
    private static func fasterLists(_ step: StepComparison, projectedWith cost: BodyCost) -> Assessment {
        guard let push = step.push, let pull = step.pull else { return onlyOne(step) }
        let pushProjection = Projection(push, cost: cost), pullProjection = Projection(pull, cost: cost)
        guard let p = push.medianTime, let q = pull.medianTime, let pp = pushProjection.median, let pq = pullProjection.median,
              let speedUp = step.projectedSpeedUp(cost) else {
            return Assessment(.notApplicable, "–", "the step has no timed runs under both engines")
        }
        let bp = push.bodies, bq = pull.bodies
        let figure = "projected \(Format.duration(pp)) → \(Format.duration(pq)), " + fasterOrSlower(speedUp)
            + " (measured \(Format.duration(p)) → \(Format.duration(q)))"
        if bp == 0, bq == 0 {
            return Assessment(.notApplicable, figure, "no body ran under either engine: the step updated no view")
        }
        if bq < bp, let why = missedUpdates(by: pull, beside: push) { return Assessment(.notApplicable, figure, why) }
        if bq > bp, let why = missedUpdates(by: push, beside: pull) { return Assessment(.notApplicable, figure, why) }
        if let why = noModelWrite(push, pull) { return Assessment(.notApplicable, figure, why) }
        if let why = tooNoisy(step) { return Assessment(.notApplicable, figure, why) }
        let (verdict, shown) = rangeVerdict(.fasterLists, speedUp, figure)
        let assumption = "assuming each body evaluation costs \(cost.description) more than here (--body-cost), in every view type"
        let bodies = bp == bq ? "both engines ran \(Phrase.count(bp, "body", "bodies")), so the cost adds the same to each"
            : "pull ran \(bq) of push's \(bp) bodies"
        let breakEven = BreakEven.of(step).map { "; " + $0.sentence } ?? ""
        return Assessment(verdict, shown, assumption + ": " + bodies + breakEven + noise(step))
    }

    private static func fasterOrSlower(_ speedUp: Double) -> String {
        speedUp >= 0 ? "\(Format.percent(speedUp)) faster" : "\(Format.percent(-speedUp)) slower"
    }

    /// Why a step's times cannot decide a verdict: either engine's runs spread too wide to trust
    /// (a tester's four identical runs gave "holds", "slower", and two in between). A lone sample
    /// (`--repeat 1`) is only noted (`noise`): its spread is unknown, not known to be wide.
    private static func tooNoisy(_ step: StepComparison) -> String? {
        let wide = step.sides.filter { ($0.summary?.count ?? 0) > 1 && $0.summary?.isSpreadTooWide(threshold: Spread.threshold) == true }
        guard !wide.isEmpty else { return nil }
        return "the times are too noisy to decide: " + wide.map { "\($0.engine.rawValue) \(Spread.warning($0.summary)!)" }
            .joined(separator: "; ") + " — run again on a quieter machine, or with more --repeat"
    }

    private static func noise(_ step: StepComparison) -> String {
        let noisy = step.sides.compactMap { side in Spread.warning(side.summary).map { "\(side.engine.rawValue) \($0)" } }
        return noisy.isEmpty ? "" : "; " + noisy.joined(separator: "; ")
    }

    // MARK: (c) one row instead of the whole list

    private static func oneRow(_ step: StepComparison) -> Assessment {
        guard let pull = step.pull else { return onlyOne(step) }
        let q = pull.bodies, p = step.push?.bodies
        let pushPart = p.map { "; push: \(Phrase.count($0, "body", "bodies"))" } ?? ""
        if q == 0 {
            // What this step made stale, and views stale since an earlier step that show data this
            // step changed again; one merely still stale is that earlier step's finding.
            let stale = pull.staleThisStep, again = pull.counts.staleAgain
            // Push left as many stale: what they read notifies neither engine (an
            // `@ObservationIgnored` property, a plain one), no failing of pull's (trial AY-2).
            if stale > 0, let pushStale = step.push?.staleThisStep, pushStale >= stale {
                return Assessment(.notApplicable, "pull: 0 bodies, \(stale) made stale" + pushPart + ", \(pushStale) made stale",
                                  "nothing re-ran under pull, and the \(Phrase.count(stale, "view")) showing data this step changed "
                                    + "\(stale == 1 ? "is" : "are") stale under push too: what \(stale == 1 ? "it reads" : "they read") notifies "
                                    + "neither engine (the report's stale views)")
            }
            if stale > 0 {
                let made = again == 0 ? "\(stale) made stale" : "\(stale) stale (\(again) since an earlier step)"
                return Assessment(.doesNotHold, "pull: 0 bodies, \(made)",
                                  "nothing re-ran under pull, yet \(Phrase.count(stale, "view")) "
                                    + (stale == 1 ? "shows" : "show") + " data this step changed")
            }
            if (p ?? 0) == 0 {
                // Views stale since an earlier step stay so (that step's finding), whatever this one wrote.
                let earlier = pull.counts.staleFromEarlierSteps - pull.counts.staleAgain
                return Assessment(.notApplicable, "0 bodies", "nothing re-ran under either engine"
                    + (earlier > 0 ? "; \(Phrase.count(earlier, "view")) left stale by an earlier step \(earlier == 1 ? "stays" : "stay") stale" : ""))
            }
            return Assessment(.notApplicable, "pull: 0 bodies" + pushPart,
                              "nothing re-ran under pull: no view's latest body read a property the step wrote, or the value "
                                + "written equalled the stored one (the macro does not notify an equal `Equatable` assignment)")
        }
        // The claim is about what a model write re-runs; a view's own `@State` re-runs it alike
        // under both engines.
        let direct = pull.modelWriteReruns
        if direct.isEmpty {
            let state = pull.stateWrites.isEmpty ? ""
                : "a view's own state (\(Phrase.list(pull.stateWrites, limit: 3))), which both engines handle alike, or "
            return Assessment(.notApplicable, "pull: \(Phrase.count(q, "body", "bodies")), none for a model write",
                              "every body that ran under pull was for \(state)views being created, or handed new inputs by a view that re-ran")
        }
        let live: (String) -> Int = { pull.population[$0] ?? 0 }
        let rerun: (String, Int) -> String = { type, n in live(type) > 1 ? "\(type) ×\(n) (\(live(type)) live)" : "\(type) ×\(n)" }
        // A presentation's own node (a stack, a sheet, a tab view) re-runs to push, pop, present or
        // switch: no row of a list changed, whatever the list on screen.
        if direct.keys.allSatisfy(Self.presentationTypes.contains), pull.parentReruns == 0 {
            return Assessment(.notApplicable, "pull: \(Phrase.list(Phrase.ranked(direct).map { rerun($0.key, $0.value) }))" + pushPart,
                              "only presentations re-ran for \(writes(pull)) (a screen pushed, popped, presented or switched): "
                                + "the claim is about a list's rows")
        }
        // The claim is about a list's rows: with no `ForEach`'s elements on screen and no `List` or
        // `Table`, there is no list whose rows could re-run, whatever re-ran (a form's controls, a
        // header, three fields of one view type written one by one).
        let hasList = pull.population.contains { type, n in
            n > 0 && Self.rowContainers.contains(type) || n > 1 && !pull.isControl(type) && pull.rowTypes.contains(type)
        }
        if !hasList {
            return Assessment(.notApplicable, "pull: \(Phrase.list(Phrase.ranked(direct).map { rerun($0.key, $0.value) }))" + pushPart,
                              "no list on screen (no `ForEach` of row views, no `List`, `Table` or lazy stack or grid): the claim is about a list's rows")
        }
        // A `List` or `Table` is one node with its rows' closures (Known limits): it re-runs for what
        // they read inline, or for its selection when bound to one, and with it every row's content
        // closure it built, which is the whole list.
        let lists = direct.filter { pull.isControl($0.key) && Self.rowContainers.contains($0.key) }
        if let (type, _) = Phrase.ranked(lists).first {
            let selection = Self.listContainers.contains(type) ? ", and its selection if bound to one" : ""
            return Assessment(.doesNotHold, "pull: \(Phrase.list(Phrase.ranked(lists).map { rerun($0.key, $0.value) }))" + pushPart,
                              "the \(type) itself re-ran for \(writes(pull)) (its update reads what its row closures show inline\(selection)), and with it "
                                + "the content of every row it built")
        }
        // A row is a view a `ForEach` made, or a view inside one, of a type with more than one on
        // screen; a view of a type several of which are on screen but none in a `ForEach`'s element
        // (two decks of cards side by side) is not (a tester's deck that reconciled its cards was
        // called "repeated views (rows)").
        let isRow: (String) -> Bool = { !pull.isControl($0) && live($0) > 1 && pull.rowTypes.contains($0) }
        let single = direct.filter { !pull.isControl($0.key) && !isRow($0.key) }
        let rows = direct.filter { isRow($0.key) }
        let controls = direct.filter { pull.isControl($0.key) }
        // "BookHeader ×120 (write OrderBook.lastPrice)": each view with the model writes it re-ran for.
        let withWrites: ([String: Int]) -> String = { types in
            Phrase.list(Phrase.ranked(types).map { type, n in
                let own = pull.modelWrites(of: type)
                return rerun(type, n) + (own.isEmpty ? "" : " (\(Phrase.list(own, limit: 2)))")
            })
        }
        // What happened below the views that re-ran, from the step's counts (which view each was
        // below is not recorded): handed changed inputs, skipped, created.
        let handed = pull.parentReruns, skipped = pull.counts.total.skipped, created = pull.creations
        if !single.isEmpty, handed + skipped + created > 0 {
            // "Single": not a row, though several may be on screen (shown as "2 live").
            let kind = single.keys.contains { live($0) > 1 } ? (single.count == 1 ? "no list's row" : "no list's rows")
                : (single.count == 1 ? "a single view" : "single views")
            let figure = "pull: \(Phrase.list(Phrase.ranked(single).map { rerun($0.key, $0.value) })), " + kind + pushPart
            // Only for a collection written in place: changing one element writes the whole property.
            let wholeProperty = pull.changedACollectionInPlace ? " (a write of the whole collection, whichever element changed)" : ""
            let ranked = Phrase.ranked(single)
            let names = single.count == 1
                ? "\(ranked[0].key), \(kind), re-ran for \(Phrase.list(pull.modelWrites(of: ranked[0].key), limit: 2))"
                : "\(withWrites(single)), \(kind), re-ran"
            var below = ["\(handed) re-ran with changed inputs", "\(skipped) \(skipped == 1 ? "was" : "were") skipped"]
            if created > 0 { below.append("\(created) \(created == 1 ? "was" : "were") created (\(pull.destroyed) destroyed)") }
            // Each control with the writes it re-ran for: not necessarily the single views' (a field
            // cleared in the same action as the write it submitted).
            // A control reads through its binding, a presentation (a sheet's node) in its own update.
            let subject = controls.count == 1 ? "it" : "each"
            let bound = controls.isEmpty ? "" : "; \(withWrites(controls)) re-ran too: \(subject) read what its write changed "
                + "(a control through its binding, a presentation in its own update)"
            let belowText = below.dropLast().joined(separator: ", ") + " and " + below[below.count - 1]
            return Assessment(.doesNotHold, figure, "\(names)\(wholeProperty); below the views that re-ran, " + belowText + bound)
        }
        let everyRow = rows.filter { $0.value >= step.frames * live($0.key) }
        if !everyRow.isEmpty {
            let names = Phrase.list(Phrase.ranked(everyRow).map { rerun($0.key, $0.value) })
            return Assessment(.doesNotHold, "pull: \(names), every row each frame" + pushPart,
                              "every \(Phrase.list(everyRow.keys.sorted())) read what \(writes(pull)) changed, so all of them re-ran, not one")
        }
        // Views of one instance that re-ran with nothing below them re-run, skipped or created:
        // they are not a list around the rows (a list that re-ran compares or re-runs its rows).
        let alone = single.isEmpty ? "" : "; beside them, \(withWrites(single)) re-ran alone, with no view below "
            + (single.count == 1 ? "it" : "them") + " re-run, skipped or created"
        if !rows.isEmpty || direct.keys.allSatisfy(pull.isControl) {
            let figure = "pull: \(Phrase.list(Phrase.ranked(direct).map { rerun($0.key, $0.value) }))" + pushPart
            let kinds = rows.isEmpty ? "controls bound to what the write changed" : "repeated views (rows) or controls"
            return Assessment(.holds, figure, "the views that re-ran for the write were \(kinds), \(withWrites(rows.merging(controls) { a, _ in a })), "
                              + "with no list around them re-running" + alone)
        }
        // Single views alone, with no view below them: a row of a `Form` or a view beside any list,
        // or a list whose rows are plain leaves (a `Text` each); the counts do not tell these apart.
        let figure = "pull: \(Phrase.list(Phrase.ranked(direct).map { rerun($0.key, $0.value) }))" + pushPart
        return Assessment(.notApplicable, figure, "\(withWrites(single)) re-ran alone, with no view below re-run, skipped or "
                          + "created: no row view was involved (if it lists its rows as plain leaves, a `Text` each, they re-ran with it)")
    }

    /// The built-in containers that list rows and re-run as controls when bound to a selection.
    static let listContainers: Set<String> = ["List", "Table"]
    /// Every built-in container that builds a `ForEach`'s rows itself (its node runs their
    /// closures): the lists, and the lazy stacks and grids (README, lazy containers).
    static let rowContainers: Set<String> = listContainers.union(["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"])
    /// The names Redraw's SwiftUI counts presentations' own nodes under (Sources/Scenario/SwiftUI/Presentation),
    /// but a `TimelineView`, whose content runs in its own node for what it read, not to present.
    static let presentationTypes: Set<String> = [
        "NavigationStack", "NavigationLink", "NavigationDestination", "Sheet", "FullScreenCover", "Popover", "TabView",
        "alert", "actionSheet", "confirmationDialog",
    ]

    // MARK: (d) 60 FPS

    private static func sixtyFPS(_ step: StepComparison) -> Assessment {
        guard step.frames > 1 else {
            return Assessment(.notApplicable, "1 frame", "a single frame says nothing about a sustained rate of updates")
        }
        guard let pull = step.pull else { return onlyOne(step) }
        guard let over = pull.framesOver, let frames = pull.profile.frameSummary else {
            return Assessment(.notApplicable, "–", "no timed frames under pull")
        }
        func part(_ side: EngineStep) -> String? {
            guard let over = side.framesOver, let s = side.profile.frameSummary else { return nil }
            return "\(over) of \(side.timedFrames) timed frames over \(FrameBudget.label), p99 \(Format.duration(s.p99))"
        }
        var figure = "pull: " + (part(pull) ?? "–")
        if let push = step.push, let text = part(push) { figure += "; push: " + text }
        // The claim is about frames under a sustained stream of updates: a step in which most frames
        // updated no view under either engine (a wait between two ticks) says nothing of it (a
        // tester's idle second "held" with "at most 0 bodies in a frame").
        let updating = step.sides.map { $0.counts.evaluationsPerFrame.filter { $0 > 0 }.count }.max() ?? 0
        if updating * 2 < step.frames {
            return Assessment(.notApplicable, figure, "only \(updating) of the step's \(step.frames) frames updated a view (under "
                + "either engine): the claim is about a sustained stream of updates, most frames updating")
        }
        let perFrame = pull.counts.evaluationsPerFrame.max() ?? 0
        let pushPerFrame = step.push.map { " (push \($0.counts.evaluationsPerFrame.max() ?? 0))" } ?? ""
        // Pull updating no view at all holds vacuously: said so, not as "at most 0 bodies" (trial BD-8).
        let pushMost = step.push?.counts.evaluationsPerFrame.max() ?? 0
        let load: String
        if perFrame == 0 {
            load = "pull updates no view in any frame" + (step.push == nil ? "" : ", where push re-runs up to "
                + Phrase.count(pushMost, "body", "bodies") + " a frame") + ": none of the step's writes reaches a view it shows"
        } else {
            load = "pull evaluates at most \(Phrase.count(perFrame, "body", "bodies")) in a frame\(pushPerFrame)"
        }
        let why = load + "; its slowest timed "
            + "frame took \(Format.duration(frames.max)), \(Format.percent(frames.max / FrameBudget.nanoseconds * 100)) of the budget"
        return Assessment(over == 0 ? .holds : .doesNotHold, figure, why)
    }
}
