// TimeSplit: where one run of a step spent its time, from the time-split pass
// (PhaseClock): the workload's own code, the observation machinery, Redraw's
// graph work and the user's body code, the bodies also per view type.
// Nanoseconds, exclusive (a phase nested in another is not counted twice).

public struct TimeSplit: Sendable, Codable, Equatable {
    /// The step's closure, UI actions' closures, due tasks, timers, lifecycle callbacks.
    public var workload: Double
    /// Observation's registrar calls and tracking set-up; objectWillChange sends and subscriptions.
    public var observation: Double
    /// Redraw's own work: reconciliation, input comparison, invalidation, the render pass.
    public var graph: Double
    /// The views' `body` getters.
    public var bodies: Double
    public var bodiesPerViewType: [String: Double]

    public init(workload: Double, observation: Double, graph: Double, bodies: Double, bodiesPerViewType: [String: Double]) {
        self.workload = workload; self.observation = observation; self.graph = graph; self.bodies = bodies
        self.bodiesPerViewType = bodiesPerViewType
    }

    public var total: Double { workload + observation + graph + bodies }

    /// The per-category median of several runs (each category on its own: the parts of the
    /// median need not come from one run, so they need not add up to the median of the totals).
    public static func median(_ runs: [TimeSplit]) -> TimeSplit? {
        guard !runs.isEmpty else { return nil }
        func m(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            let mid = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        }
        let types = Set(runs.flatMap(\.bodiesPerViewType.keys))
        var perType: [String: Double] = [:]
        for type in types { perType[type] = m(runs.map { $0.bodiesPerViewType[type] ?? 0 }) }
        return TimeSplit(workload: m(runs.map(\.workload)), observation: m(runs.map(\.observation)),
                         graph: m(runs.map(\.graph)), bodies: m(runs.map(\.bodies)), bodiesPerViewType: perType)
    }
}
