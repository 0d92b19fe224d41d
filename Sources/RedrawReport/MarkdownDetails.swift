// MarkdownDetails: per view type, top causes and stale views.
//
// These say where the totals come from: which view types ran (user views apart
// from built-in controls, whose updates are not user bodies), what made them
// run, and which ones showed old data.

import RedrawResults

enum MarkdownViewTypes {
    static func render(_ profile: ScenarioProfile, _ steps: [StepComparison]) -> String {
        let order = steps.map { $0.sides }
        var views = table(), controls = table()
        for sides in order {
            guard let name = sides.first?.profile.step else { continue }
            let types = Set(sides.flatMap { $0.counts.perViewType.keys }).sorted()
            for type in types {
                let isControl = profile.controlTypes.contains(type)
                let metrics = sides.map { $0.counts.perViewType[type] }
                func cell(_ value: (Metrics) -> Int) -> String { metrics.map { $0.map(value) }.map(Cell.int).joined(separator: " / ") }
                let row = [Markdown.text(name), Markdown.text(type),
                           cell(\.bodyEvaluations), cell(\.invalidations), cell(\.notifications), cell(\.skipped),
                           cell(\.created), cell(\.destroyed), cell(\.dependencies), cell(\.staleViews),
                           cell(\.discardedStateInits)]
                if isControl { controls.add(row) } else { views.add(row) }
            }
        }
        let engines = profile.engines.map(\.engine.rawValue).joined(separator: " / ")
        return """
        ## Per view type

        Each cell reads \(engines). Every column adds up to the step's row in the tables above but \
        notifications: a step counts each `objectWillChange` sent (or tracked change) once, a view type each one \
        that reached one of its views, so one send to three subscribers is 1 there and 3 here.

        ### User views

        \(views.rows.isEmpty ? "None.\n" : views.render())
        ### Controls

        Built-in controls that hold a binding, and lazy containers (`List`, `Form`, lazy stacks), whose \
        updates build rows: counted apart from user views' bodies.

        \(controls.rows.isEmpty ? "None.\n" : controls.render())
        """
    }

    private static func table() -> MarkdownTable {
        MarkdownTable([
            ("step", false), ("view type", false), ("body evaluations", true), ("invalidations", true), ("notifications", true),
            ("skipped", true), ("created", true), ("destroyed", true), ("dependencies", true), ("stale views", true),
            ("discarded state inits", true),
        ])
    }
}

enum MarkdownCauses {
    static let shown = 10

    static func render(_ profile: ScenarioProfile) -> String {
        var text = """
        ## Top causes

        The \(shown) largest (step, cause, view type) counts of body evaluations per engine, across steps; \
        all of them are in \(Markdown.code("\(profile.name).causes.csv")).

        """
        for engine in profile.engines {
            // Steps keep their workload order among equal counts.
            let all = engine.steps.enumerated().flatMap { index, step in
                CauseCount.sorted(step.counts).map { (index: index, step: step.step, cause: $0) }
            }.sorted { a, b in
                if a.cause.count != b.cause.count { return a.cause.count > b.cause.count }
                if a.index != b.index { return a.index < b.index }
                if a.cause.cause.description != b.cause.cause.description { return a.cause.cause.description < b.cause.cause.description }
                return a.cause.viewType < b.cause.viewType
            }
            var table = MarkdownTable([("step", false), ("cause", false), ("view type", false), ("body evaluations", true)])
            for entry in all.prefix(shown) {
                table.add([Markdown.text(entry.step), Markdown.text(entry.cause.cause.description),
                           Markdown.text(entry.cause.viewType), String(entry.cause.count)])
            }
            let more = all.count > shown ? "\n\(all.count - shown) more in the CSV.\n" : ""
            text += "\n### \(engine.engine.title)\n\n" + (all.isEmpty ? "No body ran.\n" : table.render() + more)
        }
        return text
    }
}

enum MarkdownStale {
    static func render(_ profile: ScenarioProfile) -> String {
        var table = MarkdownTable([("engine", false), ("step", false), ("view type", false), ("read", false), ("why", false), ("nodes", true)])
        for engine in profile.engines {
            for step in engine.steps {
                let reads = step.counts.staleReads.sorted {
                    ($0.key.viewType, $0.key.read, $0.key.why?.rawValue ?? "") < ($1.key.viewType, $1.key.read, $1.key.why?.rawValue ?? "")
                }
                for (stale, nodes) in reads {
                    table.add([engine.engine.rawValue, Markdown.text(step.step), Markdown.text(stale.viewType),
                               Markdown.code(stale.read), stale.why?.title ?? "", String(nodes)])
                }
            }
        }
        let body = table.rows.isEmpty
            ? "None: under every engine that ran, each view that read a changed value re-ran.\n"
            : "Views that read a value which changed while they were not re-run: the screen would show old data. "
                + "Why: what watched the property in the form that ran (the Advisor says what to change).\n\n" + table.render()
        return "## Stale views\n\n" + body
    }
}

/// Lists each step ends with — the rows on screen, the work still pending — one line per step,
/// one per engine where the engines differ; steps with nothing to list are left out.
enum MarkdownStepLists {
    static func render(_ profile: ScenarioProfile, title: String, intro: String, _ list: (StepCounts) -> [String]) -> String {
        guard let first = profile.engines.first else { return "" }
        var lines: [String] = []
        for (index, step) in first.steps.enumerated() {
            let sides = profile.engines.map { engine in index < engine.steps.count ? list(engine.steps[index].counts) : [] }
            guard let shown = sides.first, !shown.isEmpty else { continue }
            // The runtime's lines mark code with backticks ("an `if` without an `else`", trial BD-6).
            if sides.allSatisfy({ $0 == shown }) {
                lines.append("- \(Markdown.text(step.step)): " + shown.map(Markdown.textKeepingCode).joined(separator: "; "))
            } else {
                for (engine, items) in zip(profile.engines, sides) {
                    lines.append("- \(Markdown.text(step.step)) (\(engine.engine.rawValue)): "
                                 + items.map(Markdown.textKeepingCode).joined(separator: "; "))
                }
            }
        }
        guard !lines.isEmpty else { return "" }
        return """
        ## \(title)

        \(intro)

        \(lines.joined(separator: "\n"))

        """
    }

    static func onScreen(_ profile: ScenarioProfile) -> String {
        render(profile, title: "Rows on screen",
               intro: "Lazy containers build the rows in the viewport plus a prefetch margin; after each step:") { $0.onScreen }
    }

    static func pending(_ profile: ScenarioProfile) -> String {
        render(profile, title: "Work still pending",
               intro: "Tasks, timers and blocks still waiting on the virtual clock when the step ended (a step ends with its "
                   + "frames, whatever is left):") { $0.pendingWork }
    }
}
