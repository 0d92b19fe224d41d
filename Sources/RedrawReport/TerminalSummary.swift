// TerminalSummary: the few lines `redraw run` prints per scenario.
//
// Per step: body evaluations push / pull, how many fewer under pull, and the
// median time of each; the files hold the rest. Plain aligned text, no colour,
// so it reads the same in a terminal and in a CI log. A file with no model
// class runs the same code under both engines: its "faster" is `–`, as its
// report's claims are not applicable — a percentage would be noise (trial AY-7).

import RedrawResults

public enum TerminalSummary {
    public static func render(_ profile: ScenarioProfile) -> String {
        let steps = StepComparison.all(profile)
        var rows = [["step", "frames", "bodies push", "pull", "fewer", "median push", "pull", "faster"]]
        var marks = SpreadMarks()
        var missed = false
        let sameCode = profile.hasNoModelClass
        for step in steps {
            func median(_ side: EngineStep?) -> String {
                guard let side, let summary = side.summary else { return Cell.none }
                return Format.duration(summary.median) + (marks.mark(summary) ? "*" : "")
            }
            let stepMissed = step.fewerMayBeMissedUpdates
            rows.append([
                step.name, String(step.frames), Cell.int(step.push?.bodies), Cell.int(step.pull?.bodies),
                Cell.percent(step.bodyReduction) + (stepMissed ? "†" : ""), median(step.push), median(step.pull),
                sameCode ? Cell.none : Cell.percent(step.speedUp),
            ])
            missed = missed || stepMissed
        }
        let forms = profile.hasNoModelClass ? "no model class: both engines ran it as written"
            : profile.engines.map { "\($0.engine.rawValue) \($0.form)" }.joined(separator: ", ")
        var lines = ["\(profile.name)  \(profile.path)  (\(forms))"]
        lines += aligned(rows).map { "  " + $0 }
        if missed {
            lines.append("  † " + StepComparison.missedUpdatesNote)
        }
        if marks.noisy { lines.append("  * spread over \(Format.percent(Spread.threshold * 100)): too wide to trust") }
        if marks.lone { lines.append("  * one timed sample: its spread is unknown (--repeat 2 or more)") }
        return lines.joined(separator: "\n")
    }

    /// The first column left-aligned, the figures right-aligned, two spaces apart.
    static func aligned(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].terminalWidth }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.paddedAfter(to: widths[column]) : cell.paddedBefore(to: widths[column])
            }.joined(separator: "  ")
        }
    }
}
