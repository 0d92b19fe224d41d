// MarkdownAdvisorInputs: the Advisor's point on views re-run only because a
// closure input is never equal (update-cycle rule 4: "a closure input is never
// equal, unless the view is declared equatable"), from a counting run's notes
// (StepCounts.closureInputReruns), with the bodies it cost under each engine.

import RedrawResults

extension MarkdownAdvisor {
    /// View types whose parent handed them nothing changed but a closure, twice or more over the
    /// run under one engine (trial AY-4: a counter button re-run at every tap of another).
    static func closureInputs(_ profile: ScenarioProfile) -> [String] {
        var byType: [String: [(engine: EngineKind, runs: ClosureInputReruns, steps: [String])]] = [:]
        for engine in profile.engines {
            var total: [String: (runs: ClosureInputReruns, steps: [String])] = [:]
            for step in engine.steps {
                for (type, runs) in step.counts.closureInputReruns {
                    var entry = total[type] ?? (ClosureInputReruns(), [])
                    entry.runs.evaluations += runs.evaluations
                    entry.runs.inputs.formUnion(runs.inputs)
                    entry.steps.append(step.step)
                    total[type] = entry
                }
            }
            for (type, entry) in total { byType[type, default: []].append((engine.engine, entry.runs, entry.steps)) }
        }
        return byType.keys.sorted().compactMap { type in
            let engines = byType[type]!
            guard let most = engines.max(by: { $0.runs.evaluations < $1.runs.evaluations }), most.runs.evaluations >= 2 else { return nil }
            let counts = engines.count == 2 && engines[0].runs.evaluations == engines[1].runs.evaluations
                ? ["\(Phrase.count(most.runs.evaluations, "body", "bodies")) under each engine"]
                : engines.map { "\(Phrase.count($0.runs.evaluations, "body", "bodies")) under \($0.engine.title)" }
            let inputs = most.runs.inputs.sorted().map { Markdown.code($0) }
            let named = most.steps.prefix(3).map { Markdown.code($0) }.joined(separator: ", ")
                + (most.steps.count > 3 ? " and \(Phrase.count(most.steps.count - 3, "more step", "more steps"))" : "")
            return "\(Markdown.code(type)) ran \(counts.joined(separator: " and ")) (in \(named)) only because its parent re-ran "
                + "and handed it \(inputs.count == 1 ? "a closure" : "closures"), \(Phrase.list(inputs)), with nothing else changed: "
                + "SwiftUI cannot compare closures, so a view given one re-runs with every run of its parent's body. Make the view "
                + "`Equatable`, with an `==` that compares its other inputs and leaves the closure out, and apply `.equatable()` "
                + "where it is made; or hand it the data the action needs and perform the action in the view itself."
        }
    }
}
