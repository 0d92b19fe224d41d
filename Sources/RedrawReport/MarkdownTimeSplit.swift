// MarkdownTimeSplit: "Where the time goes" — each engine's step time split
// into the workload's code, the observation machinery, the bodies and
// Redraw's graph work, from the time-split passes. The headline times stay
// the timed passes'; this section says what they are made of, so a reader
// can see whether pull's saving in bodies is eaten by Observation's own
// work (the question the time claims turn on).

import RedrawResults

enum MarkdownTimeSplit {
    static func render(_ profile: ScenarioProfile) -> String {
        let engines = profile.engines.filter { $0.steps.contains { $0.timeSplit != nil } }
        guard !engines.isEmpty else { return "" }
        var out = """
        ## Where the time goes

        Each step's time split by what ran, from \(Phrase.count(profile.engines.first?.steps.first?.timeSplits?.count ?? 0, "time-split pass", "time-split passes"))
        per engine of the timing build (the median of each part): **workload**, the step's own code (its closure, \
        UI actions' closures, due tasks and timers, lifecycle callbacks); **observation**, the Observation \
        registrar's calls and each body's tracking set-up under pull and for `@State`, `objectWillChange` sends \
        and subscriptions under push; **bodies**, the views' `body` getters; **graph**, Redraw's own work \
        (reconciliation, input comparison, invalidation, the render pass, and the expansion of each body's \
        result, which runs `ForEach` row closures). Each part excludes the parts nested in it; the clock's own \
        cost per reading is taken off, but the split pass still runs slower than a timed pass, so read the \
        shares, and the timed median beside them for the time. Each figure is a median of its own over the passes, \
        so the split total (the sum of the parts' medians) need not equal the timed median, nor the view types' \
        body times the step's bodies part.

        """
        for engine in engines {
            out += "\n### \(engine.engine.title)\n\n"
            var table = MarkdownTable([("step", false), ("median (timed)", true), ("split total", true), ("workload", true),
                                       ("observation", true), ("bodies", true), ("graph", true), ("body evaluations", true),
                                       ("body time per body", true), ("bodies by view type", false)])
            for step in engine.steps {
                guard let split = step.timeSplit else { continue }
                let total = split.total
                func part(_ value: Double) -> String {
                    "\(Format.duration(value)) (\(total > 0 ? Format.percent(value / total * 100) : "–"))"
                }
                let bodies = step.counts.total.bodyEvaluations
                let perBody = bodies > 0 ? Format.duration(split.bodies / Double(bodies)) : "–"
                let top = split.bodiesPerViewType.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                    .prefix(3).map { "\($0.key) \(Format.duration($0.value))" }.joined(separator: ", ")
                table.add([step.step, step.summary.map { Format.duration($0.median) } ?? "–",
                           Format.duration(total), part(split.workload), part(split.observation), part(split.bodies),
                           part(split.graph), String(bodies), perBody, top.isEmpty ? "–" : top])
            }
            out += table.render()
        }
        return out
    }
}
