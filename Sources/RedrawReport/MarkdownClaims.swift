// MarkdownClaims: the "Claims vs measured" section.
//
// The articles' claims set beside this run's figures, step by step, each with
// a verdict computed from the numbers and a reason read from the counts, so a
// reader can see where a claim holds for this scenario and where it does not.

enum MarkdownClaims {
    static func render(_ steps: [StepComparison], _ options: ReportOptions = ReportOptions()) -> String {
        var measured = MarkdownTable([
            ("step", false), ("frames", true), ("bodies push", true), ("bodies pull", true), ("fewer", true),
            ("median push", true), ("median pull", true), ("faster", true),
            ("over \(FrameBudget.label) push", true), ("over \(FrameBudget.label) pull", true),
        ])
        var missed = false
        for step in steps {
            missed = missed || step.fewerMayBeMissedUpdates
            measured.add([
                Markdown.text(step.name), String(step.frames),
                Cell.int(step.push?.bodies), Cell.int(step.pull?.bodies),
                Cell.percent(step.bodyReduction) + (step.fewerMayBeMissedUpdates ? " †" : ""),
                Cell.duration(step.push?.medianTime), Cell.duration(step.pull?.medianTime), Cell.percent(step.speedUp),
                framesOver(step.push), framesOver(step.pull),
            ])
        }
        var text = """
        ## Claims vs measured

        Published migration guides claim four gains from moving from `ObservableObject` (push) to `@Observable` (pull). \
        Here is what this run measured for each step, then each claim with a verdict computed from those \
        numbers and the reason read from the counts. \(timeBasis(options))

        \(measured.render())
        """
        if missed { text += "\n† " + StepComparison.missedUpdatesNote + ".\n" }
        for claim in Claim.allCases {
            var table = MarkdownTable([("step", false), ("verdict", false), ("measured", false), ("why", false)])
            for step in steps {
                let a = claim.assess(step, bodyCost: options.bodyCost)
                table.add([Markdown.text(step.name), a.verdict == .notApplicable ? a.verdict.rawValue : "**\(a.verdict.rawValue)**",
                           a.figure, a.why])
            }
            text += """

            ### (\(claim.letter)) "\(claim.statement)"

            From \(claim.source). Measured as \(claim.measure(bodyCost: options.bodyCost))

            \(table.render())
            """
        }
        return text
    }

    /// What the time verdict (claim b) rests on, said before any verdict is read.
    private static func timeBasis(_ options: ReportOptions) -> String {
        if let cost = options.bodyCost {
            return "The time verdict (b) rests on a projection: each step's median measured here plus its body evaluations "
                + "× \(cost.description), the cost per body assumed with `--body-cost`; the counts behind (a), (c) and the frames "
                + "behind (d) are as measured."
        }
        return "The time verdict (b) does not rest on the times measured here alone: they are Redraw's view graph and your "
            + "compiled bodies on this machine, without diffing, layout or drawing, so a body costs less here than in an app. "
            + "Each step's verdict is computed for every extra cost per body: it holds at any body cost, holds once (or while) a "
            + "body costs more (or less) than the figure given — \"depends on the body cost\" — or cannot hold at any cost "
            + "(pull saves too few bodies). `--body-cost` judges it at one assumed cost; \"Body cost\" below gives each step's break-even."
    }

    private static func framesOver(_ side: EngineStep?) -> String {
        guard let side, let over = side.framesOver else { return Cell.none }
        return "\(over) of \(side.timedFrames)"
    }
}

/// Cell text for figures that may be unknown.
enum Cell {
    static let none = "–"
    static func int(_ value: Int?) -> String { value.map(String.init) ?? none }
    static func percent(_ value: Double?) -> String { value.map(Format.percent) ?? none }
    static func duration(_ value: Double?) -> String { value.map(Format.duration) ?? none }
    /// "3 / 1": one figure per engine, push first.
    static func pair(_ values: [Int?]) -> String { values.map(int).joined(separator: " / ") }
}
