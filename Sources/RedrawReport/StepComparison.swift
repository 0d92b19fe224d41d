// StepComparison: one workload step under both engines, side by side.
//
// The claims, the summary tables and the terminal line all compare the same
// step under push and pull; this pairs them once and derives the figures
// (reduction of bodies, speed-up of the median) from the counts and timings,
// so every view of the report agrees on every number.

import RedrawMeasure
import RedrawResults

/// A step as one engine ran it, with the view population around it.
struct EngineStep {
    let engine: EngineKind
    let profile: StepProfile
    /// Live nodes per view type while the step ran: the larger of before and
    /// after, so a step that adds or removes rows still counts them.
    let population: [String: Int]
    /// Built-in control types of the whole run.
    let controls: Set<String>
    /// View types that were a `ForEach`'s elements in the run (a list's rows).
    let rowTypes: Set<String>
    /// The run's collections of values ("TodoList.items"), from its counting pass; nil when unknown.
    var collectionsOfValues: Set<String>? = nil
    /// The file's SwiftData `@Model` classes: a push run's stale views of them are the push form's
    /// own misses (MarkdownAdvisor.staleAdvice).
    var swiftDataModels: Set<String> = []

    /// Whether every view left stale this step read a SwiftData model's property.
    var staleOnlyThroughSwiftData: Bool {
        !swiftDataModels.isEmpty && !counts.staleReads.isEmpty && counts.staleReads.keys.allSatisfy { stale in
            stale.read.lastIndex(of: ".").map { swiftDataModels.contains(String(stale.read[..<$0])) } ?? false
        }
    }

    var counts: StepCounts { profile.counts }
    var bodies: Int { counts.total.bodyEvaluations }
    var summary: Summary? { profile.summary }
    var medianTime: Double? { profile.summary?.median }
    var framesOver: Int? { FrameBudget.framesOver(profile.frameTimings) }
    var timedFrames: Int { profile.frameTimings.count }

    func bodies(of type: String) -> Int { counts.perViewType[type]?.bodyEvaluations ?? 0 }
    func isControl(_ type: String) -> Bool { controls.contains(type) }

    /// Bodies that ran because something they read was written (model property or `@State`),
    /// or because the model called `objectWillChange.send()` itself.
    var directReruns: [String: Int] { evaluations(where: \.isWrite) }
    /// Of those, the ones a model write caused: where the engines differ.
    var modelWriteReruns: [String: Int] { evaluations(where: \.isModelWrite) }
    /// Of those, the ones a view's own state caused (`@State`, `@AppStorage`): alike under both engines.
    var stateReruns: [String: Int] { evaluations(where: \.isStateWrite) }
    /// Bodies that ran because their parent re-ran and passed changed inputs, or because an
    /// environment value they read changed past a skipped parent.
    var parentReruns: Int { evaluations(where: \.isParent).values.reduce(0, +) }
    /// Bodies that ran because their node was new.
    var creations: Int { createdPerType.values.reduce(0, +) }
    /// Those, per view type.
    var createdPerType: [String: Int] { evaluations(where: { $0 == .creation }) }
    /// Views destroyed in the step.
    var destroyed: Int { counts.total.destroyed }
    /// Views that missed an update of this step: those it left stale, and those stale since an
    /// earlier step that read a property it changed again (a stale view merely counted again at a
    /// step that changed nothing it shows is that earlier step's finding).
    var staleThisStep: Int { counts.total.staleViews - counts.staleFromEarlierSteps + counts.staleAgain }
    /// Whether a body ran for a write of a model property or a model's own `objectWillChange.send()`.
    var ranForAModelWrite: Bool {
        counts.causes.contains { cause, types in
            switch cause {
            case .write, .objectWillChange: return types.values.contains { $0 > 0 }
            default: return false
            }
        }
    }
    /// The kinds of cause bodies ran for, as a person says them: "navigation", "a `@State` write";
    /// with `outsideWrites`, only those that are neither a write, a parent's inputs nor a creation.
    func causeKinds(outsideWrites: Bool = false) -> [String] {
        var kinds: [String] = []
        func add(_ kind: String) { if !kinds.contains(kind) { kinds.append(kind) } }
        for (cause, types) in counts.causes.sorted(by: { $0.key.description < $1.key.description }) where types.values.contains(where: { $0 > 0 }) {
            switch cause {
            case .write, .objectWillChange: if !outsideWrites { add("a model write") }
            // The screen's own edit mode (`EditButton`'s, SystemEditMode in the kit) is no `@State` of the app's.
            case .state(Cause.systemEditModeOwner, Cause.systemEditModeName): if !outsideWrites { add("the screen's edit mode") }
            case .state: if !outsideWrites { add("a `@State` write") }
            case .storage: if !outsideWrites { add("a storage write") }
            case .parent: if !outsideWrites { add("a parent's changed inputs") }
            case .creation: if !outsideWrites { add("views being created") }
            case .scroll: add("a scroll")
            case .navigation: add("navigation")
            case .timeline: add("a timeline's tick")
            case .environment, .systemEnvironment: add("an environment value")
            }
        }
        return kinds
    }

    /// The model writes behind the direct re-runs, most evaluations first: "write Cos.produse",
    /// "objectWillChange.send()".
    var modelWrites: [String] { writes(where: \.isModelWrite) }
    /// The view-state writes behind the direct re-runs: "@State Child.changes".
    var stateWrites: [String] { writes(where: \.isStateWrite) }
    /// The model writes that re-ran bodies of `type`, most evaluations first.
    func modelWrites(of type: String) -> [String] { causes(of: type).filter(modelWrites.contains) }

    private func writes(where matches: (Cause) -> Bool) -> [String] {
        var totals: [String: Int] = [:]
        for (cause, types) in counts.causes where matches(cause) {
            totals[cause.description, default: 0] += types.values.reduce(0, +)
        }
        return Phrase.ranked(totals).map(\.key)
    }

    /// Why bodies of `type` ran, most evaluations first: "parent SearchView re-ran with changed inputs".
    func causes(of type: String) -> [String] {
        var totals: [String: Int] = [:]
        for (cause, types) in counts.causes { if let n = types[type] { totals[cause.description, default: 0] += n } }
        return Phrase.ranked(totals).map(\.key)
    }

    /// Whether any direct re-run came from a property write (model or `@State`), not only from `objectWillChange.send()`.
    var wroteAProperty: Bool { counts.causes.keys.contains(where: \.isPropertyWrite) }
    /// Whether a collection of values was written in place: a write that left its element count
    /// as it was (an element changed, not one added, removed or loaded), with no view created or
    /// destroyed in the step.
    var changedACollectionInPlace: Bool {
        guard let collections = collectionsOfValues, creations == 0, destroyed == 0 else { return false }
        return counts.causes.keys.contains { cause in
            guard case .write(let type, let property) = cause else { return false }
            let label = "\(type).\(property)"
            return collections.contains(label) && !counts.countChangingWrites.contains(label)
        }
    }

    /// Whether a collection of values was written in this step (its element count changed or not).
    var wroteACollection: Bool {
        guard let collections = collectionsOfValues else { return false }
        return counts.causes.keys.contains { cause in
            if case .write(let type, let property) = cause { return collections.contains("\(type).\(property)") }
            return false
        }
    }

    private func evaluations(where matches: (Cause) -> Bool) -> [String: Int] {
        var result: [String: Int] = [:]
        for (cause, types) in counts.causes where matches(cause) {
            for (type, n) in types { result[type, default: 0] += n }
        }
        return result
    }

    /// Body evaluations per view type.
    var perType: [String: Int] { counts.perViewType.compactMapValues { $0.bodyEvaluations > 0 ? $0.bodyEvaluations : nil } }
}

struct StepComparison {
    let name: String
    let frames: Int
    let push: EngineStep?
    let pull: EngineStep?

    /// Both sides, push first, as far as they ran.
    var sides: [EngineStep] { [push, pull].compactMap { $0 } }

    /// Fewer pull bodies than push, in % of push, to one decimal (as printed,
    /// so a verdict never contradicts the figure beside it). Nil without both
    /// engines or when push ran no body.
    var bodyReduction: Double? {
        guard let push, let pull else { return nil }
        return Format.percentLower(from: Double(push.bodies), to: Double(pull.bodies))
    }

    /// How much lower pull's median time is than push's, in % of push, to one decimal.
    var speedUp: Double? {
        guard let p = push?.medianTime, let q = pull?.medianTime else { return nil }
        return Format.percentLower(from: p, to: q)
    }

    /// Steps in workload order, each with its push and pull runs.
    static func all(_ profile: ScenarioProfile) -> [StepComparison] {
        guard let first = profile.engines.first else { return [] }
        let controls = profile.controlTypes, rows = profile.rowTypes
        let models = Set(profile.swiftDataModels)
        let push = profile.engine(.push).map { EngineSteps($0, controls: controls, rows: rows, swiftDataModels: models) }
        let pull = profile.engine(.pull).map { EngineSteps($0, controls: controls, rows: rows, swiftDataModels: models) }
        return first.steps.enumerated().map { index, step in
            StepComparison(name: step.step, frames: step.frames,
                           push: push?.find(step.step, near: index), pull: pull?.find(step.step, near: index))
        }
    }
}

/// An engine's steps with their populations, looked up by step.
private struct EngineSteps {
    let steps: [EngineStep]

    init(_ engine: EngineProfile, controls: Set<String>, rows: Set<String>, swiftDataModels: Set<String>) {
        var live: [String: Int] = [:]
        steps = engine.steps.map { step in
            let before = live
            for (type, m) in step.counts.perViewType { live[type, default: 0] += m.created - m.destroyed }
            return EngineStep(engine: engine.engine, profile: step,
                              population: before.merging(live, uniquingKeysWith: max), controls: controls, rowTypes: rows,
                              collectionsOfValues: engine.propertyUsage?.collectionsOfValues, swiftDataModels: swiftDataModels)
        }
    }

    /// The same position when the names agree (they do: both engines run one
    /// workload), else the first step of that name.
    func find(_ name: String, near index: Int) -> EngineStep? {
        if index < steps.count, steps[index].profile.step == name { return steps[index] }
        return steps.first { $0.profile.step == name }
    }
}

private extension Cause {
    /// A write of something a body read: a model property or a view's `@State`,
    /// or the model's own `objectWillChange.send()` (a write it announces itself).
    var isWrite: Bool {
        switch self {
        case .write, .state, .storage, .objectWillChange: return true
        case .parent, .creation, .scroll, .navigation, .timeline, .environment, .systemEnvironment: return false
        }
    }

    /// A write to a model object (a property, or its own `objectWillChange.send()`).
    var isModelWrite: Bool {
        switch self {
        case .write, .objectWillChange: return true
        default: return false
        }
    }

    /// A write of a view's own state (`@State`, `@AppStorage`), which both engines handle alike.
    var isStateWrite: Bool { isWrite && !isModelWrite }

    /// A write of a named property: a model property, a view's `@State`, a storage key.
    var isPropertyWrite: Bool {
        switch self {
        case .write, .state, .storage: return true
        case .objectWillChange, .parent, .creation, .scroll, .navigation, .timeline, .environment, .systemEnvironment: return false
        }
    }

    /// Handed down from above: changed inputs, or an environment value it reads.
    var isParent: Bool {
        switch self {
        case .parent, .environment: return true
        default: return false
        }
    }
}

extension StepComparison {
    /// Whether an engine missed more of the step's updates than the other (ClaimRules'
    /// `missedUpdates`), or the one with more bodies caught up views it had left stale earlier
    /// (`caughtUp`): the "fewer" figure is then no saving. Marked † wherever it is shown.
    var fewerMayBeMissedUpdates: Bool {
        guard let push, let pull else { return false }
        let late = push.bodies > pull.bodies ? push.counts.caughtUp : pull.bodies > push.bodies ? pull.counts.caughtUp : 0
        return push.staleThisStep != pull.staleThisStep || late > 0
    }

    /// What † says, in the terminal and in the report.
    static let missedUpdatesNote = "one engine left more views stale in this step than the other, or the one with more bodies "
        + "re-ran views it had left stale earlier: the fewer bodies may be partly missed or late updates, not a saving (the "
        + "report's stale views)"
}
