// MarkdownTables: the side-by-side summary and each engine's full step table.
//
// The summary answers "what changed between push and pull" at a glance; the
// per-engine tables hold every count and timing statistic, with too-noisy
// timings flagged and the empty-frame overhead beside them, not subtracted.

import RedrawResults

enum MarkdownSummary {
    static func render(_ profile: ScenarioProfile, _ steps: [StepComparison]) -> String {
        var table = MarkdownTable([
            ("step", false), ("bodies push", true), ("bodies pull", true), ("fewer", true),
            ("invalidations", true), ("notifications", true), ("skipped", true), ("stale views", true),
            ("allocations", true), ("median push", true), ("median pull", true),
        ])
        // A median whose spread is too wide is marked, as the terminal's summary marks it (a tester
        // read an unmarked "−37998.9 %" here that the terminal had flagged).
        var marks = SpreadMarks()
        func median(_ side: EngineStep?) -> String {
            guard let side, let summary = side.summary else { return Cell.duration(nil) }
            return Cell.duration(summary.median) + (marks.mark(summary) ? " ⚠" : "")
        }
        for step in steps {
            func pair(_ value: (EngineStep) -> Int?) -> String { Cell.pair([step.push.flatMap(value), step.pull.flatMap(value)]) }
            table.add([
                Markdown.text(step.name), Cell.int(step.push?.bodies), Cell.int(step.pull?.bodies), Cell.percent(step.bodyReduction),
                pair { $0.counts.total.invalidations }, pair { $0.counts.total.notifications },
                pair { $0.counts.total.skipped }, pair { $0.counts.total.staleViews },
                pair { $0.profile.allocations.map { Int(clamping: $0.allocations) } },
                median(step.push), median(step.pull),
            ])
        }
        var notes = ""
        if marks.noisy { notes += "\n⚠ spread over \(Format.percent(Spread.threshold * 100)): too wide to trust (the engines' time tables give MAD and spread).\n" }
        if marks.lone { notes += "\n⚠ one timed sample: its spread is unknown (--repeat 2 or more).\n" }
        return """
        ## Summary

        Both engines side by side; a cell with two figures reads push / pull. Bodies are your views' body
        evaluations and built-in views' updates (lists, controls, presentations), as everywhere in this report;
        "Per view type" below tells them apart.

        \(table.render())\(notes)
        """
    }
}

enum MarkdownEngine {
    static func render(_ profile: ScenarioProfile, _ engine: EngineProfile) -> String {
        var counts = MarkdownTable([
            ("step", false), ("frames", true), ("body evaluations", true), ("invalidations", true), ("notifications", true),
            ("skipped", true), ("created", true), ("destroyed", true), ("dependencies", true), ("stale views", true),
            ("discarded state inits", true), ("allocations", true), ("bytes", true), ("allocations per body", true),
        ])
        var times = MarkdownTable([
            ("step", false), ("runs", true), ("median", true), ("min", true), ("max", true), ("p95", true), ("MAD", true),
            ("spread", true), ("empty-frame overhead × frames", true), ("frame median", true), ("frame p95", true),
            ("frame p99", true), ("frames over \(FrameBudget.label)", true),
        ])
        for step in engine.steps {
            let m = step.counts.total
            let perBody = step.allocations.flatMap { a in
                m.bodyEvaluations > 0 ? Format.fixed(Double(a.allocations) / Double(m.bodyEvaluations), 2) : nil
            }
            counts.add([
                Markdown.text(step.step), String(step.frames), String(m.bodyEvaluations), String(m.invalidations),
                String(m.notifications), String(m.skipped), String(m.created), String(m.destroyed), String(m.dependencies),
                String(m.staleViews), String(m.discardedStateInits), step.allocations.map { String($0.allocations) } ?? Cell.none,
                step.allocations.map { String($0.bytes) } ?? Cell.none, perBody ?? Cell.none,
            ])
            let s = step.summary, f = step.frameSummary
            let spread = s.map { Spread.warning($0) ?? Format.percent($0.relativeSpread * 100) }
            times.add([
                Markdown.text(step.step), String(step.timings.count),
                Cell.duration(s?.median), Cell.duration(s?.min), Cell.duration(s?.max), Cell.duration(s?.p95), Cell.duration(s?.mad),
                spread ?? Cell.none, Cell.duration(profile.emptyFrameNanoseconds.map { $0 * Double(step.frames) }),
                Cell.duration(f?.median), Cell.duration(f?.p95), Cell.duration(f?.p99),
                FrameBudget.framesOver(step.frameTimings).map { "\($0) of \(step.frameTimings.count)" } ?? Cell.none,
            ])
        }
        let overhead = profile.emptyFrameNanoseconds.map {
            "Empty-frame overhead, calibrated on this machine: \(Format.duration($0)) per frame; stated beside the times, not subtracted."
        } ?? "Empty-frame overhead: not calibrated in this run."
        return """
        ## \(engine.engine.title): \(engine.form)

        ### Counts

        \(counts.render())
        ### Time per step

        Per run of the whole step, over the timed repetitions; frames pooled over them.

        \(times.render())
        \(overhead)

        """
    }
}
