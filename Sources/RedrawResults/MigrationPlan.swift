// MigrationPlan: what migrating a scenario's model classes from
// ObservableObject to @Observable one at a time saves, in body evaluations —
// each class alone, then a suggested order with the cumulative saving — as
// measured by running mixed forms. A plain value, so the same plan renders
// as `redraw plan`'s table and as a report's "Migration plan" section.
//
// Invariants:
// - Every `bodies` array has one entry per step of `steps`, in order.
// - "Saved" is always against `allPush`, the run with every class
//   ObservableObject (a file written for pull: its push form).
// - `order[k].migrated` is `order[k-1].migrated` plus one class; the last
//   entry migrates every class of `classes`, which is the pull form when
//   `pushOnly` is empty.

public struct MigrationPlan: Sendable, Codable, Equatable {
    public var scenario: String
    public var path: String
    public var writtenFor: EngineKind
    /// The file has model classes of both styles (then `writtenFor` is the majority's).
    public var writtenMixed = false
    /// A mixed file's own form: the classes written `@Observable` as they are, the others
    /// `ObservableObject` — the app as it ships halfway through a migration, which neither engine
    /// runs (each migrates every class its way). Nil for a file in one style.
    public var asWritten: MigratedForm? = nil
    /// The steps of the workload, the initial render first.
    public var steps: [String]
    /// The classes the plan migrates, in source order (a model subclass goes with its superclass).
    public var classes: [String]
    /// Classes that cannot run as `@Observable`, with why; they stay `ObservableObject` in every form.
    public var pushOnly: [String: String]
    /// Body evaluations per step with every class `ObservableObject`.
    public var allPush: [Int]
    /// Body evaluations per step of the pull engine's run; nil when the file has no pull form.
    public var pullEngine: [Int]?
    /// Stale views per step of the all-push run: views that read a value that changed and did not
    /// re-run. A form that re-runs them costs bodies push never spent (a negative saving).
    public var allPushStale: [Int]? = nil
    /// One per class of `classes`, in that order: only that class migrated.
    public var single: [MigratedForm]
    /// The suggested order, greedy: each entry adds the class that, with those before it, saves the
    /// most bodies over the whole workload (ties broken by name).
    public var order: [MigratedForm]
    /// The model subclasses of each class of `classes` that has some, in the file's order: they
    /// take their base's form, so migrating a base migrates them too. Nil in a plan made before
    /// they were kept (trial BB-4: the plan named only the base).
    public var subclasses: [String: [String]]? = nil
    /// Distinct forms whose runs the plan used, the all-push and pull engine's runs included.
    public var formsMeasured: Int
    /// Of those, how many were compiled for this plan (the rest came from the build cache).
    public var formsCompiled: Int

    public init(scenario: String, path: String, writtenFor: EngineKind, steps: [String], classes: [String],
                pushOnly: [String: String], allPush: [Int], pullEngine: [Int]?, single: [MigratedForm],
                order: [MigratedForm], formsMeasured: Int, formsCompiled: Int) {
        self.scenario = scenario; self.path = path; self.writtenFor = writtenFor; self.steps = steps
        self.classes = classes; self.pushOnly = pushOnly; self.allPush = allPush; self.pullEngine = pullEngine
        self.single = single; self.order = order; self.formsMeasured = formsMeasured; self.formsCompiled = formsCompiled
    }

    /// Bodies saved per step by `form`, against the all-push run.
    public func saved(_ form: MigratedForm) -> [Int] { zip(allPush, form.bodies).map { $0 - $1 } }

    public var allPushTotal: Int { allPush.reduce(0, +) }

    /// The pull engine's total, when it ran.
    public var pullEngineTotal: Int? { pullEngine?.reduce(0, +) }

    /// The check: the last form of the order (every class migrated) runs the pull engine's bodies,
    /// step by step. Nil when there is nothing to compare (no pull form, or no class to migrate).
    public var endsAtPullEngine: Bool? {
        guard let pullEngine, pushOnly.isEmpty, let last = order.last else { return nil }
        return last.bodies == pullEngine
    }
}

/// One form of a plan: which classes run as `@Observable`, and the bodies each step ran.
public struct MigratedForm: Sendable, Codable, Equatable {
    /// The migrated classes, in the order they were added.
    public var migrated: [String]
    /// Body evaluations per step.
    public var bodies: [Int]
    /// Stale views per step of its run (views that read a value that changed and did not re-run);
    /// nil in a plan made before they were kept.
    public var stale: [Int]? = nil

    public init(migrated: [String], bodies: [Int], stale: [Int]? = nil) {
        self.migrated = migrated
        self.bodies = bodies
        self.stale = stale
    }

    /// The class this form adds to the one before it in an order.
    public var added: String { migrated.last ?? "" }

    public var total: Int { bodies.reduce(0, +) }
}
