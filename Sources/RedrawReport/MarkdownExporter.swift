// MarkdownExporter: `<name>.md`, the report a person reads.
//
// Order: what ran (and with what: the provenance), the articles' claims against this run, a side-by-side
// summary, each engine in full, per view type, top causes, stale views, the
// migration plan when `redraw run --plan` measured one, and how to read it
// all. Every figure is computed from the profile.

import RedrawResults

public struct MarkdownExporter: ReportExporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }
    public var suffix: String { "md" }

    public func render(_ profile: ScenarioProfile) -> String {
        let steps = StepComparison.all(profile)
        let engines: [String] = profile.engines.map { MarkdownEngine.render(profile, $0) }
        let sections: [String] = [header(profile), MarkdownClaims.render(steps, options), MarkdownBodyCost.render(steps, options), charts(profile), MarkdownSummary.render(profile, steps)]
            + engines + [MarkdownTimeSplit.render(profile)]
            + [MarkdownViewTypes.render(profile, steps), MarkdownStepLists.onScreen(profile), MarkdownStepLists.pending(profile), MarkdownCauses.render(profile), MarkdownStale.render(profile), MarkdownAdvisor.render(profile)]
            + (profile.migrationPlan.map { [MarkdownMigrationPlan.render($0)] } ?? [])
            + (profile.migrationPlanFailure.map { [MarkdownMigrationPlan.renderFailure($0)] } ?? [])
            + [howToRead(profile)]
        return sections.joined(separator: "\n")
    }

    private func header(_ profile: ScenarioProfile) -> String {
        let parameters = parametersLine(profile)
        let data = [StepsCSVExporter().suffix, ViewTypesCSVExporter().suffix, CausesCSVExporter().suffix, ProvenanceExporter().suffix]
            .map { Markdown.code("\(profile.name).\($0)") }.joined(separator: ", ")
        let provenance = ProvenanceRecord(profile)
        return """
        # Redraw report: \(Markdown.text(profile.name))

        Scenario \(Markdown.code(profile.path)), \(formsSentence(profile)).

        - Parameters: \(parameters)
        - Seed: \(profile.seed)
        - Viewport: \(viewport(provenance.viewport))
        - Timing: \(Phrase.count(profile.repetitions, "timed repetition")) per engine after \
        \(Phrase.count(profile.warmup, "warm-up run")), each from a freshly built graph; counts from a separate counting pass\(coldNote(profile)).
        - Toolchain: \(Markdown.text(provenance.toolchain)); build flags \(Markdown.code(provenance.buildFlags))
        - Redraw: \(Markdown.text(provenance.redrawVersion)), commit \(Markdown.code(provenance.redrawCommit))
        - Data: \(data).
        \(runNotes(profile))
        """
    }

    /// Without a warm-up the first timed run pays the process's one-time costs (type metadata,
    /// reflection of each view type's fields, the allocator's first pages), the initial render most:
    /// a tester read its 588 µs a body as one of Instruments' slow bodies (trial AW-7).
    private func coldNote(_ profile: ScenarioProfile) -> String {
        if profile.passesInFreshProcesses == true {
            // PassProcesses: forked before the file's code first ran, so no pass inherits another's
            // metadata, caches or first initialisations (conjugar's allocation pass moved a 16 KiB
            // block between steps as Redraw's own code changed: the runtime's, not the app's).
            return " (its globals keep one run's state for the next, so each pass ran in a process of its own, forked "
                + "before the file's code first ran: every timed run and the allocation pass also pay a first run's one-time "
                + "costs — type metadata, each view type's field layout, the runtime's first protocol lookups, the globals' "
                + "first initialisation — so its times and allocations are a cold launch's, not a warm run's)"
        }
        guard profile.warmup == 0, profile.repetitions > 0 else { return "" }
        return " (with no warm-up run, the timed run also pays the process's one-time costs — type metadata, each view "
            + "type's field layout, the allocator's first pages — so its times, the initial render's most, are higher than a "
            + "warm run's)"
    }

    /// What the run told as it ran (`note:` lines on the terminal), once each, with the engines
    /// that told it: a feedback loop cut short, a path no destination takes.
    private func runNotes(_ profile: ScenarioProfile) -> String {
        var told: [String: [String]] = [:], order: [String] = []
        for engine in profile.engines {
            for note in engine.notes ?? [] {
                if told[note] == nil { order.append(note) }
                told[note, default: []].append(engine.engine.rawValue)
            }
        }
        guard !order.isEmpty else { return "" }
        let lines = order.map { note -> String in
            let parts = note.split(separator: "\t", maxSplits: 1).map(String.init)
            // Redraw's own words, with their code spans.
            let text = parts.count == 2 ? "step \(Markdown.code(parts[0])): \(parts[1])" : note
            return "- Note (\(told[note]!.joined(separator: ", "))): " + text
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The SVG charts written beside this report, each shown where it is linked.
    private func charts(_ profile: ScenarioProfile) -> String {
        let shown = ChartExporters.all(options).filter { $0.applies(to: profile) }
        let images = shown.map { "![\($0.title)](<\($0.fileName(for: profile))>)" }
        return "## Charts\n\n" + images.joined(separator: "\n\n") + "\n\n"
            + "Each chart is an SVG file beside this report, drawn from the same profile; frame times are drawn by decades "
            + "(log scale) so the \(FrameBudget.label) budget and frames far below it both show.\n"
    }

    /// What each `param` ran with, when the run recorded it: "`levels=50`, `seconds=2` (`levels` set
    /// with `--param`, the others the scenario's defaults)"; else the `--param` values alone.
    /// "written for pull (@Observable). push … ran it migrated …", or, with no model class, that
    /// there was nothing to migrate.
    private func formsSentence(_ profile: ScenarioProfile) -> String {
        // What the front end found, with or without a model class (a file of views alone may draw a `Canvas`).
        let notes = ((profile.foundationGaps ?? []) + (profile.analysisNotes ?? [])).map { ". Note: \($0)" }.joined()
        if profile.hasNoModelClass {
            return "with no `ObservableObject` or `@Observable` class: both engines ran it as written, as there is nothing to migrate"
                + notes
        }
        let forms = profile.engines.map { "\($0.engine.title) ran it \($0.form)" }
        let noPull = profile.pullFormUnavailable.map { "; pull did not run: \($0)" } ?? ""
        let pushCaveat = profile.engines.contains { $0.engine == .push } ? profile.pushFormCaveat.map { ". Note: \($0)" } ?? "" : ""
        return "written for \(profile.writtenFor.title). " + forms.joined(separator: "; ") + noPull + pushCaveat + notes
    }

    private func parametersLine(_ profile: ScenarioProfile) -> String {
        func pairs(_ values: [String: String]) -> String {
            values.sorted { $0.key < $1.key }.map { Markdown.code("\($0.key)=\($0.value)") }.joined(separator: ", ")
        }
        guard let read = profile.provenance?.parameters else {
            return profile.parameters.isEmpty ? "none set: the scenario's defaults"
                : pairs(profile.parameters) + " (any other at the scenario's default)"
        }
        if read.isEmpty { return "none: the scenario reads no `param`" }
        let set = profile.parameters.keys.filter { read[$0] != nil }.sorted()
        let origin = set.isEmpty ? "all the scenario's defaults"
            : set.count == read.count ? "all set with " + Markdown.code("--param")
            : set.map(Markdown.code).joined(separator: ", ") + " set with " + Markdown.code("--param")
                + ", the " + (read.count - set.count == 1 ? "other" : "others") + " the scenario's defaults"
        return pairs(read) + " (" + origin + ")"
    }

    /// "17 rows (a phone's, the default)", "25 rows (`--viewport`)", "40 rows (the scenario's `Redraw.viewport`)".
    private func viewport(_ viewport: RunViewport?) -> String {
        guard let viewport else { return "not recorded" }
        let rows = Phrase.count(viewport.rows, "row")
        switch viewport.source {
        case .option: return rows + " (" + Markdown.code("--viewport") + ")"
        case .scenario: return rows + " (the scenario's " + Markdown.code("Redraw.viewport") + ")"
        case .standard: return rows + " (a phone's, the default)"
        }
    }

    private func howToRead(_ profile: ScenarioProfile) -> String {
        let overhead = profile.emptyFrameNanoseconds.map {
            "An empty frame (no writes, no render) costs \(Format.duration($0)) here; that overhead is stated beside the times, not subtracted."
        } ?? "The empty-frame overhead was not calibrated in this run."
        let allocationsExclude = profile.passesInFreshProcesses == true
            ? "so Redraw's recording is not in them; the first run's one-time costs are, since this scenario's passes each ran in a fresh process (Timing, above)"
            : "so Redraw's recording is not in them, nor the first pass's one-time costs"
        return """
        ## How to read this

        Counts (body evaluations, invalidations, notifications, skipped, created, destroyed, dependencies, \
        stale views, discarded state inits) come from one counting pass and are deterministic: the same scenario, \
        seed and parameters give the same counts on every run, on any machine. Discarded state inits are \
        `@State var m = Model()` initial values evaluated again when a parent re-ran and built a new struct of a \
        live view: SwiftUI keeps the first object and discards each new one, so its initialiser runs for nothing; \
        a `NavigationLink(destination:)`'s view, made by the parent's body, counts too when it is thrown away unpushed. \
        Times are wall-clock: they measure the compiled scenario on Redraw's runtime on this machine (the \
        writes, each engine's bookkeeping, your compiled bodies, Redraw's reconciliation), not a device's diffing, layout and drawing, so \
        compare push with pull within one report rather than with an app's frame times. They are medians over \
        the timed repetitions; MAD is the median absolute deviation, and a spread (MAD / median) over \(Format.percent(Spread.threshold * 100)) \
        is flagged as too wide to trust. \(overhead) Allocations are jemalloc's counters on the scenario's thread \
        in the allocation pass, a pass of the uninstrumented build after a timed one (\(allocationsExclude)). "Fewer" is (push − pull) / push of body evaluations; "faster" is \
        (push − pull) / push of the median time.

        """
    }
}
