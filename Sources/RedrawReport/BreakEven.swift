// BreakEven: the body cost at which pull's step time equals push's.
//
// A body here costs what Redraw's graph and the compiled body cost on this
// machine; in an app it also costs diffing, layout and drawing. If each body
// cost c more, a step would take median + bodies × c under each engine, so
// pull catches up with push where
//     median_pull + bodies_pull · c = median_push + bodies_push · c,
//     c = (median_pull − median_push) / (bodies_push − bodies_pull).
// That c is the figure a reader can hold against an app's body cost, where a
// verdict on raw time here would say nothing about the app.

enum BreakEven: Equatable {
    /// Pull ran as many bodies as push, or more: a costlier body never helps it.
    case noFewerBodies(push: Int, pull: Int)
    /// Pull ran fewer bodies and is already as fast or faster: faster at any body cost.
    case pullFasterAtAnyCost
    /// Pull is faster once a body costs more than this many nanoseconds.
    case above(Double)

    /// Nil unless both engines ran the step and both have a median time.
    static func of(_ step: StepComparison) -> BreakEven? {
        guard let push = step.push, let pull = step.pull, let p = push.medianTime, let q = pull.medianTime else { return nil }
        let bp = push.bodies, bq = pull.bodies
        guard bq < bp else { return .noFewerBodies(push: bp, pull: bq) }
        guard q > p else { return .pullFasterAtAnyCost }
        return .above((q - p) / Double(bp - bq))
    }

    /// "pull is faster here once a body costs more than 2.10 µs".
    var sentence: String {
        switch self {
        case .pullFasterAtAnyCost:
            return "pull is faster at any body cost"
        case .above(let c):
            return "pull is faster here once a body costs more than \(Format.duration(c))"
        case .noFewerBodies(let push, let pull) where push == pull:
            return "pull runs as many bodies as push (\(push)): a body's cost adds the same to both, so there is no break-even"
        case .noFewerBodies(let push, let pull):
            return "pull runs more bodies than push (\(pull) against \(push)): a costlier body favours push, so there is no break-even"
        }
    }

    /// The table cell: "2.10 µs", "any cost", "none (same bodies)".
    var cell: String {
        switch self {
        case .pullFasterAtAnyCost: return "any cost"
        case .above(let c): return "> " + Format.duration(c)
        case .noFewerBodies(let push, let pull): return push == pull ? "none (same bodies)" : "none (pull runs more)"
        }
    }
}
