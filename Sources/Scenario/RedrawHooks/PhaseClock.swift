// PhaseClock: where a step's time goes, in a pass of its own (the time-split
// pass): the user's workload code, the observation machinery (Observation's
// tracking and registrar calls; objectWillChange sends and subscriptions),
// the user's body code per view type, and Redraw's own graph work.
//
// Invariants:
// - Exclusive time: a phase entered inside another stops the outer one's
//   clock until it exits (a tracking callback inside a registrar's
//   `willSet` is graph work, not observation).
// - Each transition reads the clock once; its measured cost (`readCost`) is
//   taken off every segment, so the phases' sum is close to the step's time
//   without the split's own cost — close, not equal: the split pass is not a
//   timed pass, and its figures are shares, not the headline times.
// - Nil (`current`) in every other pass: each hook is one load of a global.
// - `actions` (finding an action's target) is Redraw's, not the step's: charged
//   so that no other phase gets it, and reported in none.

#if canImport(Glibc)
import Glibc
#endif

public final class PhaseClock {
    public enum Phase: Int, CaseIterable {
        case workload, observation, graph, body
        /// Redraw's search for an action's target: in no figure (ActionOverhead).
        case actions
    }

    nonisolated(unsafe) public static var current: PhaseClock?

    /// Nanoseconds per phase (exclusive); bodies also per view type.
    public private(set) var totals = [Double](repeating: 0, count: Phase.allCases.count)
    public private(set) var bodies: [String: Double] = [:]
    private var stack: [(phase: Phase, view: String?)] = []
    private var mark: UInt64 = 0
    private let readCost: Double

    public init(readCost: Double) {
        self.readCost = readCost
    }

    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Starts counting `phase` as the outermost one (the step's own code between frames is the workload's).
    public func start(_ phase: Phase) {
        stack = [(phase, nil)]
        mark = Self.now()
    }

    /// Charges what ran since the last transition to the phase on top, then stops.
    public func stop() {
        charge()
        stack.removeAll()
    }

    public func reset() {
        totals = [Double](repeating: 0, count: Phase.allCases.count)
        bodies = [:]
    }

    @inline(__always)
    public func enter(_ phase: Phase, view: String? = nil) {
        charge()
        stack.append((phase, view))
    }

    @inline(__always)
    public func exit() {
        charge()
        if stack.count > 1 { stack.removeLast() }
    }

    @inline(__always)
    private func charge() {
        let now = Self.now()
        let elapsed = max(Double(now &- mark) - readCost, 0)
        mark = now
        guard let top = stack.last else { return }
        totals[top.phase.rawValue] += elapsed
        if let view = top.view { bodies[view, default: 0] += elapsed }
    }

    /// `body` as `phase`, when a split is being measured. Inlinable: a body's value then stays
    /// in the caller, specialised, instead of coming back through a generic result (a copy and
    /// a destroy through value witnesses per evaluation of a row).
    @inlinable @inline(__always)
    public static func within<T>(_ phase: Phase, view: String? = nil, _ body: () throws -> T) rethrows -> T {
        guard let clock = current else { return try body() }
        clock.enter(phase, view: view)
        defer { clock.exit() }
        return try body()
    }
}
