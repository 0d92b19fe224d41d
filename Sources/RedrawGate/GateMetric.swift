// GateMetric: the report columns the gate compares, and how each is judged by default.
//
// Names are the `steps.csv` / `view-types.csv` column names, so a thresholds
// file speaks the same words as the reports.

public enum GateMetric: String, CaseIterable, Sendable, Hashable, Comparable {
    case bodyEvaluations = "body_evaluations"
    case invalidations
    case notifications
    case created
    case destroyed
    case dependencies
    case staleViews = "stale_views"
    /// `@State var m = Model()` evaluated again by a new struct of a live node, its object discarded.
    case discardedStateInits = "discarded_state_inits"
    case skipped
    case frames
    case allocations
    case allocatedBytes = "allocated_bytes"
    case time = "time_median_ns"

    /// How a metric's values behave, which sets its default tolerance and mode.
    public enum Kind: Sendable {
        /// Exact counts of the counting pass: the same on every run.
        case count
        /// jemalloc's counters: near-exact, but they move with the toolchain.
        case allocation
        /// Wall-clock medians: noisy, and machine-dependent.
        case time
    }

    public var kind: Kind {
        switch self {
        case .allocations, .allocatedBytes: return .allocation
        case .time: return .time
        default: return .count
        }
    }

    /// Also found in view-types.csv (per view type), not only in steps.csv.
    public var isPerViewType: Bool { kind == .count && self != .frames }

    /// The defaults, before any thresholds file or command-line tolerance.
    ///
    /// - Counts: any increase is a regression (tolerance 0).
    /// - `skipped` is informational: a skip is a child found equal and left
    ///   alone, so it rises when its parent re-runs more (already a body
    ///   evaluation regression) and falls when the parent stops re-running (an
    ///   improvement). Neither direction is good or bad on its own.
    /// - `frames` is informational: it changes only when the workload does.
    /// - Allocations: 2 % relative.
    /// - Time: 10 % relative *and* beyond the spread of both runs; informational.
    public var defaultPolicy: MetricPolicy {
        switch self {
        case .skipped, .frames: return MetricPolicy(tolerance: .absolute(0), mode: .informational)
        case .allocations, .allocatedBytes: return MetricPolicy(tolerance: .relative(0.02), mode: .enforced)
        case .time: return MetricPolicy(tolerance: .relative(0.10), mode: .informational)
        default: return MetricPolicy(tolerance: .absolute(0), mode: .enforced)
        }
    }

    /// A metric by its column name, or `time` for `time_median_ns`.
    public init?(name: String) {
        if name == "time" { self = .time; return }
        self.init(rawValue: name)
    }

    /// The short name used in tables.
    public var label: String { self == .time ? "time (median)" : rawValue }

    public static func < (a: GateMetric, b: GateMetric) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Names accepted in thresholds patterns and `--tolerance`.
    public static var names: [String] { allCases.map(\.rawValue) + ["time"] }
}
