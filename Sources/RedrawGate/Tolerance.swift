// Tolerance and MetricPolicy: how far a metric may move before it counts, and whether it can fail.

/// How much a value may differ from its baseline and still be "unchanged".
public enum Tolerance: Equatable, Sendable, CustomStringConvertible {
    /// In the metric's own unit (counts, bytes, nanoseconds).
    case absolute(Double)
    /// A fraction of the baseline value (0.02 is 2 %).
    case relative(Double)

    /// The largest difference from `baseline` that is within tolerance.
    public func allowance(baseline: Double) -> Double {
        switch self {
        case .absolute(let amount): return amount
        case .relative(let fraction): return abs(baseline) * fraction
        }
    }

    /// `3`, `2%`, `0.5%`: a plain number is absolute, a number with `%` relative.
    public init?(parsing text: String) {
        var body = Substring(text)
        let percent = body.hasSuffix("%")
        if percent { body = body.dropLast() }
        guard let value = Double(body), value.isFinite, value >= 0 else { return nil }
        self = percent ? .relative(value / 100) : .absolute(value)
    }

    public var description: String {
        switch self {
        case .absolute(let amount): return GateFormat.number(amount)
        case .relative(let fraction): return GateFormat.number(fraction * 100) + "%"
        }
    }
}

/// Whether a metric's changes can fail the gate.
public enum GateMode: String, Equatable, Sendable {
    /// A change beyond tolerance is a regression or an improvement.
    case enforced = "enforce"
    /// Reported, never failing.
    case informational = "info"
}

/// The tolerance and mode that apply to one metric of one step.
public struct MetricPolicy: Equatable, Sendable {
    public var tolerance: Tolerance
    public var mode: GateMode

    public init(tolerance: Tolerance, mode: GateMode) {
        self.tolerance = tolerance
        self.mode = mode
    }
}
