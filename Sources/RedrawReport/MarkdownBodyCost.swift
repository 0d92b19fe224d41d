// MarkdownBodyCost: the "Body cost" section — break-even, projection, Instruments' thresholds.
//
// What the time verdict of claim (b) rests on, shown per step: the body cost
// at which pull's time equals push's, each engine's time per body against
// Instruments' long-body thresholds, and with `--body-cost` the projected
// step and frame times and the frames over budget that follow from them.

enum MarkdownBodyCost {
    static func render(_ steps: [StepComparison], _ options: ReportOptions) -> String {
        var columns: [(String, Bool)] = [("step", false), ("bodies push", true), ("bodies pull", true),
                                         ("median push", true), ("median pull", true), ("break-even body cost", true),
                                         ("step time per body push", true), ("step time per body pull", true)]
        if let cost = options.bodyCost {
            let at = "at +\(cost.description)"
            columns += [("projected push \(at)", true), ("projected pull \(at)", true), ("projected faster", true),
                        ("over \(FrameBudget.label) push", true), ("over \(FrameBudget.label) pull", true)]
        }
        var table = MarkdownTable(columns)
        var sentences: [String] = []
        for step in steps {
            let breakEven = BreakEven.of(step)
            var row = [Markdown.text(step.name), Cell.int(step.push?.bodies), Cell.int(step.pull?.bodies),
                       Cell.duration(step.push?.medianTime), Cell.duration(step.pull?.medianTime),
                       breakEven?.cell ?? Cell.none, perBody(step.push, options), perBody(step.pull, options)]
            if let cost = options.bodyCost {
                let push = step.push.map { Projection($0, cost: cost) }, pull = step.pull.map { Projection($0, cost: cost) }
                row += [Cell.duration(push?.median), Cell.duration(pull?.median), Cell.percent(step.projectedSpeedUp(cost)),
                        framesOver(push), framesOver(pull)]
            }
            table.add(row)
            if let breakEven, case .above = breakEven { sentences.append("\(Markdown.text(step.name)): \(breakEven.sentence)") }
        }
        let projection = options.bodyCost.map { cost in
            "With `--body-cost \(cost.description)` each body evaluation is assumed to cost \(cost.description) more than it did "
                + "here, in every view type: a step's projected time is its median + bodies × \(cost.description), and each "
                + "timed frame's is its time + that frame's bodies × \(cost.description); the frames over \(FrameBudget.label) "
                + "are counted on those projected frames. The assumption is the reader's, not a measurement."
        } ?? "Give `--body-cost DURATION` (e.g. `--body-cost 2us`) to project each step's and each frame's time with an "
            + "assumed cost per body, and to judge claim (b) on the projection."
        return """
        ## Body cost: break-even and projection

        What the time verdict rests on: a step's time here is Redraw's view graph and your compiled bodies on this machine. \
        A Linux run measures neither diffing, layout nor drawing, so a row body in an app costs more than it does here, and \
        an engine that runs fewer bodies gains more in an app than this run shows. The break-even body cost is the extra \
        cost per body at which pull's step time equals push's: (median pull − median push) / (bodies push − bodies pull). \
        Above it pull is faster; below it push is. \(projection)

        \(table.render())
        \(sentences.isEmpty ? "" : sentences.map { "- " + $0 + "." }.joined(separator: "\n") + "\n\n")\
        "Per body" is the step's median time divided by its body evaluations, \
        set against the thresholds for a long view body update: \(LongBodyUpdate.source). It is an average that also holds \
        the step's other work, so it bounds the mean body's cost from above and cannot show a single slow body. Where \
        the time split ran (the time-split section), the bodies' own time per body is given beside it, and the threshold \
        is judged on that: a step whose time is mostly other work (appending to an observed array) is not a slow body.

        """
    }

    /// "1.23 µs, under 500 µs"; with a cost, "1.23 µs, under 500 µs; projected 3.23 µs, under 500 µs". With a
    /// time split, "2.05 ms; bodies alone 371.36 µs, under 500 µs": the band is the bodies' own time's (trial BD-2:
    /// a step of 4 bodies and an 8 ms append was called a red body).
    private static func perBody(_ side: EngineStep?, _ options: ReportOptions) -> String {
        guard let side, let time = side.timePerBody else { return Cell.none }
        let bodiesAlone = side.profile.timeSplit.flatMap { split in side.bodies > 0 ? split.bodies / Double(side.bodies) : nil }
        let judged = bodiesAlone ?? time
        var text = bodiesAlone.map { "\(Format.duration(time)); bodies alone \(Format.duration($0)), \(LongBodyUpdate.band($0))" }
            ?? "\(Format.duration(time)), \(LongBodyUpdate.band(time))"
        if let cost = options.bodyCost {
            let projected = judged + cost.nanoseconds
            text += "; projected \(Format.duration(projected)), \(LongBodyUpdate.band(projected))"
        }
        return text
    }

    private static func framesOver(_ projection: Projection?) -> String {
        guard let projection, let over = projection.framesOver, let frames = projection.frames else { return Cell.none }
        return "\(over) of \(frames.count)"
    }
}
