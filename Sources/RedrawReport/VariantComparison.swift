// VariantComparison: `redraw compare`'s table — two variants of one workload
// (the code before a change and after it: a view split in two, `.equatable()`,
// objects per row, a binding passed instead of the model), step by step under
// each engine: bodies, views left stale, allocations and the median time, each
// with how much the second variant has fewer (trial AY-4: the techniques the
// articles recommend could be checked only by diffing CSVs by hand).
//
// Invariants:
// - Steps are matched by name, in the first variant's order; a step of one
//   variant alone is listed under the table, never compared.
// - "fewer" is (before − after) / before, as the reports' push-against-pull
//   figure is; "faster" likewise on the medians. Counts are exact; a time
//   whose spread is too wide, or a lone sample, is marked as in `run`'s summary.
// - A total row sums the compared steps' counts (bodies, stale views, allocations);
//   times are medians of their own and are not summed.
// - An engine one variant did not run is left out, and said.

import RedrawResults

public enum VariantComparison {
    public static func render(before: ScenarioProfile, after: ScenarioProfile) -> String {
        var lines = ["before: \(before.name)  \(before.path)", "after:  \(after.name)  \(after.path)"]
        var marks = SpreadMarks()
        for engine in EngineKind.allCases {
            let pair = (before.engine(engine), after.engine(engine))
            guard let first = pair.0, let second = pair.1 else {
                if pair.0 != nil || pair.1 != nil {
                    lines += ["", "\(engine.title): only the \(pair.0 == nil ? "second" : "first") variant ran it; not compared"]
                }
                continue
            }
            lines += ["", "\(engine.title)"]
            var rows = [["step", "bodies before", "after", "fewer", "stale before", "after", "allocs before", "after",
                         "median before", "after", "faster"]]
            let later = Dictionary(second.steps.map { ($0.step, $0) }, uniquingKeysWith: { a, _ in a })
            let pairs = first.steps.compactMap { step in later[step.step].map { (before: step, after: $0) } }
            func median(_ side: StepProfile) -> String {
                guard let summary = side.summary else { return Cell.none }
                return Format.duration(summary.median) + (marks.mark(summary) ? "*" : "")
            }
            for (step, other) in pairs {
                let (a, b) = (step.counts.total, other.counts.total)
                let fewer = Format.percentLower(from: Double(a.bodyEvaluations), to: Double(b.bodyEvaluations))
                let faster = step.summary.flatMap { first in other.summary.flatMap { Format.percentLower(from: first.median, to: $0.median) } }
                rows.append([
                    step.step, String(a.bodyEvaluations), String(b.bodyEvaluations), Cell.percent(fewer),
                    String(a.staleViews), String(b.staleViews), Cell.int(step.allocationCount), Cell.int(other.allocationCount),
                    median(step), median(other), Cell.percent(faster),
                ])
            }
            if pairs.count > 1 {
                func sum(_ value: (StepProfile) -> Int) -> (Int, Int) {
                    (pairs.map { value($0.before) }.reduce(0, +), pairs.map { value($0.after) }.reduce(0, +))
                }
                func allocations(_ sides: [StepProfile]) -> Int? {
                    sides.reduce(Int?.some(0)) { sum, side in sum.flatMap { total in side.allocationCount.map { total + $0 } } }
                }
                let bodies = sum(\.counts.total.bodyEvaluations), stale = sum(\.counts.total.staleViews)
                rows.append(["total", String(bodies.0), String(bodies.1),
                             Cell.percent(Format.percentLower(from: Double(bodies.0), to: Double(bodies.1))),
                             String(stale.0), String(stale.1), Cell.int(allocations(pairs.map(\.before))),
                             Cell.int(allocations(pairs.map(\.after))), Cell.none, Cell.none, Cell.none])
            }
            lines += TerminalSummary.aligned(rows).map { "  " + $0 }
            let names = (first.steps.map(\.step), second.steps.map(\.step))
            let alone = (names.0.filter { !names.1.contains($0) }, names.1.filter { !names.0.contains($0) })
            if !alone.0.isEmpty { lines.append("  only before (not compared): " + alone.0.map(\.quotedStep).joined(separator: ", ")) }
            if !alone.1.isEmpty { lines.append("  only after (not compared): " + alone.1.map(\.quotedStep).joined(separator: ", ")) }
        }
        if marks.noisy { lines += ["", "* spread over \(Format.percent(Spread.threshold * 100)): too wide to trust"] }
        if marks.lone { lines += ["", "* one timed sample: its spread is unknown (--repeat 2 or more)"] }
        return lines.joined(separator: "\n")
    }
}

private extension StepProfile {
    /// The allocation pass's count across the step, when it ran.
    var allocationCount: Int? { allocations.map { Int($0.allocations) } }
}

private extension String {
    var quotedStep: String { "`\(self)`" }
}
