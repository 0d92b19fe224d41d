// GatePolicy: everything that decides a verdict besides the two result sets.

public struct GatePolicy: Equatable, Sendable {
    /// Rules from a thresholds file and `--tolerance`, applied over the metric defaults.
    public var thresholds: Thresholds
    /// Whether time can fail the gate (default informational: machines differ).
    /// Applied before the thresholds, so a rule can still change it per scenario or step.
    public var timeMode: GateMode
    /// A scenario, engine or step in the baseline but not in the current set fails the gate.
    public var failOnMissing: Bool
    /// A scenario, engine or step in the current set but not in the baseline fails the gate.
    public var failOnNew: Bool

    public init(thresholds: Thresholds = Thresholds(), timeMode: GateMode = .informational,
                failOnMissing: Bool = true, failOnNew: Bool = false) {
        self.thresholds = thresholds
        self.timeMode = timeMode
        self.failOnMissing = failOnMissing
        self.failOnNew = failOnNew
    }

    /// The policy for one metric of one step.
    public func policy(for metric: GateMetric, scenario: String, engine: String, step: String) -> MetricPolicy {
        var base = metric.defaultPolicy
        if metric == .time { base.mode = timeMode }
        return thresholds.policy(for: metric, scenario: scenario, engine: engine, step: step, base: base)
    }
}
