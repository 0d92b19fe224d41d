// ComparisonRow: one metric of one step (or of one view type in a step), baseline against current.

public enum Verdict: String, Sendable, Equatable, CaseIterable {
    /// Worse beyond tolerance, enforced: fails the gate.
    case regression
    /// Better beyond tolerance, enforced: listed, never failing.
    case improvement
    /// Changed beyond tolerance on an informational metric: listed, never failing.
    case informational
    /// Within tolerance.
    case unchanged
}

public struct ComparisonRow: Equatable, Sendable {
    /// The scenario's id in the set (`examples/cart-after`).
    public var scenario: String
    public var engine: String
    public var step: String
    /// Nil for the step's total (steps.csv); a view type's name for a view-types.csv row.
    public var viewType: String?
    public var metric: GateMetric
    public var baseline: Double
    public var current: Double
    public var policy: MetricPolicy
    /// For time: the spread the difference had to exceed (sum of both runs' MAD).
    public var spread: Double?
    public var verdict: Verdict

    public var delta: Double { current - baseline }

    /// The difference relative to the baseline (nil when the baseline is 0).
    public var relativeDelta: Double? { baseline == 0 ? nil : delta / abs(baseline) }

    public init(scenario: String, engine: String, step: String, viewType: String?, metric: GateMetric,
                baseline: Double, current: Double, policy: MetricPolicy, spread: Double? = nil) {
        self.scenario = scenario
        self.engine = engine
        self.step = step
        self.viewType = viewType
        self.metric = metric
        self.baseline = baseline
        self.current = current
        self.policy = policy
        self.spread = spread
        self.verdict = ComparisonRow.judge(baseline: baseline, current: current, policy: policy, spread: spread)
    }

    /// Beyond tolerance (and, for time, beyond the spread); then the mode and the direction decide.
    /// Every metric the gate compares is lower-is-better.
    public static func judge(baseline: Double, current: Double, policy: MetricPolicy, spread: Double?) -> Verdict {
        let difference = current - baseline
        let allowance = policy.tolerance.allowance(baseline: baseline)
        guard abs(difference) > allowance, abs(difference) > (spread ?? 0) else { return .unchanged }
        if policy.mode == .informational { return .informational }
        return difference > 0 ? .regression : .improvement
    }
}
