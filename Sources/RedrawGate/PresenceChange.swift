// PresenceChange: a scenario, engine or step found in one set and not the other.

import RedrawResults

public struct PresenceChange: Equatable, Sendable, CustomStringConvertible {
    public enum Side: String, Sendable {
        /// In the baseline, not in the current set (a scenario deleted, renamed, or failed to run).
        case missing
        /// In the current set, not in the baseline (record a new baseline to start tracking it).
        case new
    }

    public enum Level: String, Sendable {
        case scenario, engine, step
    }

    public var side: Side
    public var level: Level
    public var scenario: String
    public var engine: String?
    public var step: String?
    /// Whether this entry fails the gate under the policy it was found with.
    public var fails: Bool

    public init(side: Side, level: Level, scenario: String, engine: String? = nil, step: String? = nil, fails: Bool) {
        self.side = side
        self.level = level
        self.scenario = scenario
        self.engine = engine
        self.step = step
        self.fails = fails
    }

    /// `step "write b" of scenario test (pull)`.
    public var subject: String {
        switch level {
        case .scenario: return "scenario \(scenario)"
        case .engine: return "engine \(engine ?? "?") of scenario \(scenario)"
        case .step: return "step \((step ?? "?").swiftLiteral) of scenario \(scenario) (\(engine ?? "?"))"
        }
    }

    public var description: String {
        switch side {
        case .missing: return "\(subject): in the baseline, missing from the current set"
        case .new: return "\(subject): new, not in the baseline"
        }
    }
}
