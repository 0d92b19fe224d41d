// Projection: a step's and its frames' times with an assumed body cost added.
//
// With `--body-cost c`, each body evaluation is taken to cost c more than it
// did here: the step's projected time is its median + bodies × c, and each
// timed frame's is its time + that frame's bodies × c. Frame timings are
// pooled over the timed repetitions, each repetition contributing the step's
// frames in order, so timed frame k is frame k mod frames of its repetition
// and pairs with that frame's count from the counting pass.

struct Projection {
    let cost: BodyCost
    /// Median + bodies × cost; nil without a timed run.
    let median: Double?
    /// Each timed frame + its bodies × cost, in the order of `frameTimings`; nil when the
    /// timings do not split into whole repetitions of the counted frames.
    let frames: [Double]?

    init(_ side: EngineStep, cost: BodyCost) {
        self.cost = cost
        let c = cost.nanoseconds
        median = side.medianTime.map { $0 + Double(side.bodies) * c }
        frames = Self.frames(side.profile.frameTimings, perFrame: side.counts.evaluationsPerFrame, frames: side.profile.frames, cost: c)
    }

    /// Nil unless `perFrame` holds one count per frame of a repetition and the timings are whole repetitions.
    static func frames(_ timings: [Double], perFrame: [Int], frames: Int? = nil, cost: Double) -> [Double]? {
        let n = perFrame.count
        guard n > 0, frames.map({ $0 == n }) ?? true, !timings.isEmpty, timings.count % n == 0 else { return nil }
        return timings.enumerated().map { k, t in t + Double(perFrame[k % n]) * cost }
    }

    /// Projected frames over the 1/60 s budget.
    var framesOver: Int? { frames.flatMap(FrameBudget.framesOver) }
}

extension StepComparison {
    /// How much lower pull's projected median is than push's, in % of push, to one decimal.
    func projectedSpeedUp(_ cost: BodyCost) -> Double? {
        guard let push, let pull, let p = Projection(push, cost: cost).median, let q = Projection(pull, cost: cost).median,
              p > 0 else { return nil }
        return Format.rounded((p - q) / p * 100, 1)
    }
}

extension EngineStep {
    /// The step's median time per body evaluation: an upper bound of the mean body's cost here.
    var timePerBody: Double? {
        guard let median = medianTime, bodies > 0 else { return nil }
        return median / Double(bodies)
    }
}
