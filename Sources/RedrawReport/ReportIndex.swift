// ReportIndex: `README.md` at the root of the reports, one line per scenario.
//
// Built from the `.steps.csv` files on disk (the same format the CI gate
// reads), so the index lists every report present, not only the scenarios of
// the latest run, and agrees with the files it points to.

import Foundation
import RedrawResults

/// One scenario's line in the index.
public struct IndexEntry: Equatable, Sendable {
    public var scenario: String
    /// The Markdown report, relative to the reports root: "examples/cart-before.md".
    public var report: String
    /// Body evaluations over every step, the initial render included; nil if the engine did not run.
    public var pushBodyEvaluations: Int?
    public var pullBodyEvaluations: Int?
    /// What the run was given, from its provenance: "rows=100000, --viewport 1000000"; nil when
    /// nothing was (the scenario's defaults) or the provenance is missing. One scenario run at
    /// several sizes (Reports/scaling) has a line per size.
    public var settings: String?
    /// Steps in which the engines left different numbers of views stale: there "fewer" may be
    /// missed updates, not a saving (trial BD-1: the index said "20 % fewer" where push missed one).
    public var staleDiffers = 0

    public init(scenario: String, report: String, pushBodyEvaluations: Int?, pullBodyEvaluations: Int?, settings: String? = nil,
                staleDiffers: Int = 0) {
        self.scenario = scenario
        self.report = report
        self.pushBodyEvaluations = pushBodyEvaluations
        self.pullBodyEvaluations = pullBodyEvaluations
        self.settings = settings
        self.staleDiffers = staleDiffers
    }

    /// Of steps given as (engine, step name, stale views), those whose two engines' figures differ.
    static func staleDiffers(_ steps: [(engine: EngineKind, step: String, stale: Int)]) -> Int {
        let push = Dictionary(steps.filter { $0.engine == .push }.map { ($0.step, $0.stale) }, uniquingKeysWith: { a, _ in a })
        return steps.filter { $0.engine == .pull }.filter { step in push[step.step].map { $0 != step.stale } ?? false }.count
    }

    /// The `--param`s and a `--viewport` of the run, as given on the command line.
    static func settings(of provenance: ProvenanceRecord) -> String? {
        var parts = provenance.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if let viewport = provenance.viewport, viewport.source == .option { parts.append("--viewport \(viewport.rows)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// From a profile just run; `report` as above.
    public init(_ profile: ScenarioProfile, report: String) {
        func total(_ kind: EngineKind) -> Int? {
            profile.engine(kind).map { $0.steps.reduce(0) { $0 + $1.counts.total.bodyEvaluations } }
        }
        let stale = profile.engines.flatMap { engine in
            engine.steps.map { (engine: engine.engine, step: $0.step, stale: $0.counts.total.staleViews) }
        }
        self.init(scenario: profile.name, report: report,
                  pushBodyEvaluations: total(.push), pullBodyEvaluations: total(.pull),
                  settings: Self.settings(of: ProvenanceRecord(profile)), staleDiffers: Self.staleDiffers(stale))
    }

    /// From the rows of a `.steps.csv`.
    public init(_ rows: [StepRow], report: String) {
        func total(_ kind: EngineKind) -> Int? {
            let mine = rows.filter { $0.engine == kind }
            return mine.isEmpty ? nil : mine.reduce(0) { $0 + $1.metrics.bodyEvaluations }
        }
        self.init(scenario: rows.first?.scenario ?? "", report: report,
                  pushBodyEvaluations: total(.push), pullBodyEvaluations: total(.pull),
                  staleDiffers: Self.staleDiffers(rows.map { ($0.engine, $0.step, $0.metrics.staleViews) }))
    }

    /// Fewer bodies under pull, in % of push.
    public var reduction: Double? {
        guard let push = pushBodyEvaluations, let pull = pullBodyEvaluations, push > 0 else { return nil }
        return Format.rounded(Double(push - pull) / Double(push) * 100, 1)
    }
}

public enum ReportIndex {
    public static let fileName = "README.md"
    static let stepsSuffix = "." + StepsCSVExporter().suffix

    /// Every `<name>.steps.csv` below `root`, as entries in path order.
    public static func entries(scanning root: String) throws -> [IndexEntry] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        for case let path as String in enumerator where path.hasSuffix(stepsSuffix) {
            // Hidden files are a writer's temporaries.
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            paths.append(path)
        }
        return try paths.sorted().map { path in
            let text: String
            do { text = try String(contentsOfFile: root + "/" + path, encoding: .utf8) }
            catch { throw ReportWriteError(path: root + "/" + path, message: "cannot read: \(error.localizedDescription)") }
            do {
                let base = String(path.dropLast(stepsSuffix.count))
                var entry = IndexEntry(try StepsTable.parse(text), report: base + "." + MarkdownExporter().suffix)
                // The settings from the provenance beside it, when it is there and reads.
                let provenance = root + "/" + base + "." + ProvenanceExporter().suffix
                if let text = try? String(contentsOfFile: provenance, encoding: .utf8), let record = try? ProvenanceFile.parse(text) {
                    entry.settings = IndexEntry.settings(of: record)
                }
                return entry
            } catch var error as ReportFileError {
                error.file = root + "/" + path
                throw error
            }
        }
    }

    public static func render(_ entries: [IndexEntry]) -> String {
        var table = MarkdownTable([("scenario", false), ("report", false), ("run with", false), ("body evaluations push", true),
                                   ("body evaluations pull", true), ("fewer under pull", true)])
        for entry in entries.sorted(by: { $0.report < $1.report }) {
            table.add([Markdown.text(entry.scenario), "[\(Markdown.text(entry.report))](<\(entry.report)>)",
                       entry.settings.map(Markdown.text) ?? "–",
                       Cell.int(entry.pushBodyEvaluations), Cell.int(entry.pullBodyEvaluations),
                       Cell.percent(entry.reduction) + (entry.staleDiffers > 0 ? " †" : "")])
        }
        let marked = entries.contains { $0.staleDiffers > 0 }
        let staleMark = " † In some steps one engine left more views stale than the other (each report marks them): there "
            + "the fewer bodies may be missed updates, not a saving."
        return """
        # Redraw reports

        One report per scenario: which SwiftUI-style view bodies its workload re-runs under push \
        (`ObservableObject`, `objectWillChange`) and under pull (`@Observable`, Observation), and what that costs.

        \(entries.isEmpty ? "No reports yet.\n" : table.render())
        Body evaluations are totals over every step of a scenario, the initial render included; \
        "fewer under pull" is (push − pull) / push.\(marked ? staleMark : "")

        ## How to read them

        Each report opens with what ran (the scenario, the engine it was written for, the form each engine ran), \
        then sets the guides' claims (fewer body calls, faster list updates, one row re-run instead of the whole \
        list, 60 FPS) beside what that run measured, with a verdict per step computed from the numbers and the \
        reason read from the counts. Then come the counts and times per step for both engines, per view type, \
        the causes of the body evaluations, and any stale views.

        Counts are deterministic: the same scenario, seed and parameters give the same counts on every run. \
        Times measure the compiled scenario on Redraw's runtime on the machine that ran it, not a device's \
        diffing, layout and drawing; compare push with pull within a report, and read each report's break-even body cost. Beside each `.md` are `.steps.csv` (one row per engine \
        and step), `.view-types.csv` and `.causes.csv`, with fixed columns: the CI gate compares them with a baseline; \
        and the charts the report shows: `.bodies.svg` (body evaluations per step), `.frames.svg` for steps of more than one \
        frame (time per frame against the 16.7 ms budget), `.split.svg` (where each step's time went) and `.causes.svg` \
        (why bodies ran: causes → view types); \
        and `.provenance`, what made them (toolchain, Redraw's version and commit, build flags, seed, parameters, \
        viewport, repetitions), which the gate checks against the baseline's.

        ## How to regenerate them

        Run `redraw run` again on the same scenarios into the same folder, with the options that made them: each \
        report's `.provenance` lists its seed, parameters, viewport and repetitions. The reports shipped in \
        Redraw's `Reports/` come from the first command of its README, from the package root:

            swift build -c release && .build/release/redraw run Scenarios/ --plan

        `redraw run --help` lists the options (`--out`, `--seed`, `--param`, `--repeat`, `--warmup`, `--engine`, `--body-cost`, `--plan`).

        """
    }
}

extension ReportWriter {
    /// Writes `README.md` into `directory` indexing `entries`; returns its file name.
    @discardableResult
    public static func writeIndex(to directory: String, entries: [IndexEntry]) throws -> String {
        try AtomicFiles.write([(ReportIndex.fileName, ReportIndex.render(entries))], in: directory)
        return ReportIndex.fileName
    }

    /// Indexes every report below `directory` (see `ReportIndex.entries(scanning:)`).
    @discardableResult
    public static func writeIndex(to directory: String) throws -> String {
        try writeIndex(to: directory, entries: ReportIndex.entries(scanning: directory))
    }
}
