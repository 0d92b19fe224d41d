// GateTests: the CI gate end to end (`redraw baseline update`, `redraw gate`) and its parts.
//
// Scenarios are written into a temporary folder, recorded as a baseline,
// changed and gated through `RedrawCommandLine.main`, as CI would run them;
// thresholds, verdicts and the renderers are checked through RedrawGate's API.

import Foundation
import RedrawBuild
import RedrawCLI
import RedrawGate
import RedrawResults
import RedrawReport
import Testing

// MARK: - Helpers

/// A fresh folder under the system's temporary directory, removed at deinit.
private final class Workspace {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-gate-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative` (folders created); returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(atPath: path + "/" + relative) }

    func callAsFunction(_ relative: String) -> String { path + "/" + relative }
}

private struct Outcome {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs `redraw <arguments>` in process, capturing what it writes.
private func redraw(_ arguments: [String]) -> Outcome {
    let console = Console(capture: true)
    let status = RedrawCommandLine.main(arguments, console: console)
    return Outcome(status: status, output: console.output, errors: console.errors)
}

/// Quick runs: counts are what the gate judges, one timed run is enough.
private let fast = ["--repeat", "1", "--warmup", "0"]

/// The view reads `m.a`; "write b" re-runs nothing under pull.
private let readsA = """
@Observable class Model { var a = 0; var b = 0 }
struct V: View { var m: Model; var body: some View { Text("\\(m.a)") } }
let m = Model()
Redraw.root { V(m: m) }
Redraw.step("write a") { m.a += 1 }
Redraw.step("write b") { m.b += 1 }
"""

/// The same scenario whose view reads one more property, `m.b`: "write b" re-runs V under pull.
private let readsAB = """
@Observable class Model { var a = 0; var b = 0 }
struct V: View { var m: Model; var body: some View { Text("\\(m.a) \\(m.b)") } }
let m = Model()
Redraw.root { V(m: m) }
Redraw.step("write a") { m.a += 1 }
Redraw.step("write b") { m.b += 1 }
"""

/// A second scenario, to have one go missing.
private let other = """
@Observable class Flag { var on = false }
struct Badge: View { var flag: Flag; var body: some View { Text(flag.on ? "on" : "off") } }
let flag = Flag()
Redraw.root { Badge(flag: flag) }
Redraw.step("toggle") { flag.on.toggle() }
"""

/// A workspace with `base/counter.swift` (reads a) recorded into `Baselines/`.
private func recordedBaseline(_ source: String = readsA, extra: [String: String] = [:]) throws -> Workspace {
    let w = try Workspace()
    try w.write("base/counter.swift", source)
    for (name, text) in extra { try w.write("base/\(name)", text) }
    let r = redraw(["baseline", "update", w("base"), "--out", w("Baselines")] + fast)
    #expect(r.status == 0, "baseline update failed: \(r.errors)")
    #expect(w.exists("Baselines/counter.steps.csv"))
    #expect(w.exists("Baselines/counter.view-types.csv"))
    return w
}

/// Scenario "form", pull only, built by hand: a Form whose rows each hold `@State var model = RowModel()`.
/// In "type name" the Form re-runs twice and hands its 3 rows new inputs each time; the rows'
/// initial values run again `discarded` times, their objects discarded.
private func stateInitProfile(discarded: Int) -> ScenarioProfile {
    func metrics(bodies: Int, invalidations: Int = 0, created: Int = 0, dependencies: Int, discarded: Int = 0) -> Metrics {
        var m = Metrics()
        m.bodyEvaluations = bodies; m.invalidations = invalidations; m.notifications = invalidations
        m.created = created; m.dependencies = dependencies; m.discardedStateInits = discarded
        return m
    }
    func step(_ name: String, frames: Int, _ types: [String: Metrics], causes: [Cause: [String: Int]]) -> StepProfile {
        var counts = StepCounts(step: name, frames: frames)
        counts.perViewType = types
        counts.total = types.values.reduce(Metrics(), +)
        counts.causes = causes
        return StepProfile(step: name, frames: frames, counts: counts, allocations: nil, timings: [], frameTimings: [])
    }
    let engine = EngineProfile(engine: .pull, form: "as written", steps: [
        step("initial render", frames: 1, ["Form": metrics(bodies: 1, created: 1, dependencies: 1),
                                           "Row": metrics(bodies: 3, created: 3, dependencies: 3)],
             causes: [.creation: ["Form": 1, "Row": 3]]),
        step("type name", frames: 2, ["Form": metrics(bodies: 2, invalidations: 2, dependencies: 1),
                                      "Row": metrics(bodies: 6, dependencies: 3, discarded: discarded)],
             causes: [.write("Draft", "name"): ["Form": 2], .parent("Form"): ["Row": 6]]),
    ])
    return ScenarioProfile(name: "form", path: "form.swift", writtenFor: .pull, parameters: [:], seed: 1,
                           repetitions: 0, warmup: 0, engines: [engine], emptyFrameNanoseconds: nil)
}

/// Every gate test, so `swift test --filter GateTests` runs them all.
@Suite struct GateTests {}

// MARK: - End to end

extension GateTests {
    @Suite struct EndToEnd {
        @Test func readingOneMorePropertyIsARegressionNamingStepAndViewType() throws {
            let w = try recordedBaseline()
            try w.write("changed/counter.swift", readsAB)
            let r = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--markdown", w("gate.md")] + fast)
            #expect(r.status == 2, "\(r.output)\n\(r.errors)")
            #expect(r.output.contains("Redraw gate: FAIL"))
            // The regression row names the scenario, engine, step, view type and metric, with 0 → 1.
            let row = r.output.split(separator: "\n").first {
                $0.contains("counter") && $0.contains("pull") && $0.contains("write b") && $0.contains(" V ")
                    && $0.contains("body_evaluations")
            }
            #expect(row != nil, "no regression row for V in step \"write b\":\n\(r.output)")
            if let row { #expect(row.contains("+1")) }
            // Regressions are listed before anything else.
            let regressions = try #require(r.output.range(of: "Regressions ("))
            if let improvements = r.output.range(of: "Improvements (") {
                #expect(regressions.lowerBound < improvements.lowerBound)
            }

            let markdown = try w.read("gate.md")
            #expect(markdown.hasPrefix("## Redraw gate: ❌ FAIL"))
            #expect(markdown.contains("### Regressions"))
            #expect(markdown.contains("| counter | pull | write b | V | body\\_evaluations | 0 | 1 | +1 | 0 |"),
                    "\(markdown)")
            // What to do next: where to see why, with the run's own file, step and engine (a tester's
            // reviewer had the counts and no pointer to the cause; then a placeholder for the file).
            let why = "Why: `redraw explain \(w("changed"))/counter.swift --step \"write b\" --engine pull` shows each body"
            #expect(r.output.contains("Next:\n  " + why), "\(r.output)")
            #expect(markdown.contains("### Next\n\n- " + why), "\(markdown)")
        }

        @Test func anUnchangedRerunPasses() throws {
            let w = try recordedBaseline()
            let markdownPath = w("gate.md")
            let r = redraw(["gate", w("base"), "--baseline", w("Baselines"), "--markdown", markdownPath] + fast)
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            #expect(r.output.contains("Redraw gate: PASS: 0 regressions; 0 improvements"))
            #expect(!r.output.contains("Regressions ("))
            let markdown = try w.read("gate.md")
            #expect(markdown.hasPrefix("## Redraw gate: ✅ PASS"))
            #expect(markdown.contains("Unchanged: "))
        }

        @Test func anImprovementPassesAndIsListed() throws {
            let w = try recordedBaseline(readsAB)
            try w.write("improved/counter.swift", readsA)
            let r = redraw(["gate", w("improved"), "--baseline", w("Baselines"), "--markdown", w("gate.md")] + fast)
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            #expect(r.output.contains("Improvements ("))
            let row = r.output.split(separator: "\n").first {
                $0.contains("write b") && $0.contains(" V ") && $0.contains("body_evaluations") && $0.contains("-1")
            }
            #expect(row != nil, "\(r.output)")
            #expect(try w.read("gate.md").contains("### Improvements"))
            // Improvements leave the baseline as it was: the gate says how to lock them in.
            #expect(r.output.contains("Improvements do not change the baseline: until it is re-recorded (`redraw baseline update "
                                      + w("improved") + " --out " + w("Baselines") + "`)"), "\(r.output)")
        }

        @Test func comparingTwoExistingSetsKeepsTheCurrentReports() throws {
            let w = try recordedBaseline()
            try w.write("changed/counter.swift", readsAB)
            let first = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--current-out", w("Current")] + fast)
            #expect(first.status == 2)
            #expect(w.exists("Current/counter.steps.csv"))
            let again = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current")])
            #expect(again.status == 2)
            // The same comparison; only the hint's file is unknown without the scenarios run.
            #expect(again.output == first.output.replacingOccurrences(of: w("changed") + "/counter.swift",
                                                                      with: "<counter's scenario file>"))
            // Against itself: nothing changes.
            let same = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Baselines")])
            #expect(same.status == 0)
            #expect(same.output.contains("0 regressions; 0 improvements"))
            #expect(!same.output.contains("Informational ("))
        }

        @Test func aMissingScenarioFailsUnlessAllowedAndANewOneIsListed() throws {
            let w = try recordedBaseline(extra: ["badge.swift": other])
            try w.write("now/counter.swift", readsA)
            let missing = redraw(["gate", w("now"), "--baseline", w("Baselines")] + fast)
            #expect(missing.status == 2, "\(missing.output)")
            #expect(missing.output.contains("scenario badge: in the baseline, missing from the current set"))
            #expect(missing.output.contains("`redraw baseline update " + w("now") + " --out " + w("Baselines") + " --prune`"),
                    "\(missing.output)")
            let allowed = redraw(["gate", w("now"), "--baseline", w("Baselines"), "--allow-missing"] + fast)
            #expect(allowed.status == 0, "\(allowed.output)")
            #expect(allowed.output.contains("scenario badge"))

            try w.write("more/counter.swift", readsA)
            try w.write("more/badge.swift", other)
            try w.write("more/extra.swift", other)
            let new = redraw(["gate", w("more"), "--baseline", w("Baselines")] + fast)
            #expect(new.status == 0, "\(new.output)")
            #expect(new.output.contains("scenario extra: new, not in the baseline"))
            let strict = redraw(["gate", w("more"), "--baseline", w("Baselines"), "--fail-on-new"] + fast)
            #expect(strict.status == 2)
        }

        /// The model written as `ObservableObject` where the baseline had `@Observable`: both engines'
        /// counts may match, yet the engine the app ships changed (the `form` column). A warning,
        /// never failing; a tester's switch passed with no mention at all.
        @Test func aSwitchOfTheWrittenEngineIsAWarning() throws {
            let w = try recordedBaseline()
            try w.write("switched/counter.swift", """
            final class Model: ObservableObject { @Published var a = 0; @Published var b = 0 }
            struct V: View { @ObservedObject var m: Model; var body: some View { Text("\\(m.a)") } }
            let m = Model()
            Redraw.root { V(m: m) }
            Redraw.step("write a") { m.a += 1 }
            Redraw.step("write b") { m.b += 1 }
            """)
            let r = redraw(["gate", w("switched"), "--baseline", w("Baselines")] + fast)
            #expect(r.output.contains("  warning: counter: written for: pull → push"), "\(r.output)")
        }

        /// A scenario that traps: the gate exits 1, and with --markdown the summary says why (a CI
        /// job's summary page stayed empty on such runs). With --keep-going, what ran is compared
        /// and reported first — the trapped scenario is missing — and the exit code is still 1.
        @Test func aFailingScenarioStillWritesTheSummary() throws {
            let w = try recordedBaseline(extra: ["badge.swift": other])
            try w.write("now/counter.swift", readsA)
            try w.write("now/badge.swift", other.replacingOccurrences(of: "flag.on.toggle() }",
                                                                       with: "flag.on.toggle(); let a: [Int] = []; _ = a[1] }"))
            let stopped = redraw(["gate", w("now"), "--baseline", w("Baselines"), "--markdown", w("gate.md")] + fast)
            #expect(stopped.status == 1, "\(stopped.output)\(stopped.errors)")
            let summary = try w.read("gate.md")
            #expect(summary.hasPrefix("## Redraw gate: ❌ ERROR\n\nThe gate could not compare (exit 1):"), "\(summary)")
            #expect(summary.contains("badge.swift:5:"), "\(summary)")
            #expect(summary.contains("crashed in step \"toggle\""), "\(summary)")

            let kept = redraw(["gate", w("now"), "--baseline", w("Baselines"), "--markdown", w("kept.md"), "--keep-going"] + fast)
            #expect(kept.status == 1, "\(kept.output)\(kept.errors)")
            #expect(kept.output.contains("scenario badge: in the baseline, missing from the current set"), "\(kept.output)")
            #expect(kept.errors.contains("1 scenario failed while running"), "\(kept.errors)")
            let keptSummary = try w.read("kept.md")
            #expect(keptSummary.hasPrefix("## Redraw gate: ❌ FAIL"), "\(keptSummary)")
        }

        @Test func aMissingEngineOrStepIsReported() throws {
            let w = try Workspace()
            try w.write("base/counter.swift", readsA)
            #expect(redraw(["baseline", "update", w("base"), "--out", w("Baselines")] + fast).status == 0)
            let pushOnly = redraw(["gate", w("base"), "--baseline", w("Baselines"), "--engine", "push"] + fast)
            #expect(pushOnly.status == 2)
            #expect(pushOnly.output.contains("engine pull of scenario counter: in the baseline, missing from the current set"))

            try w.write("fewer/counter.swift", readsA.replacingOccurrences(of: "Redraw.step(\"write b\") { m.b += 1 }", with: ""))
            let fewer = redraw(["gate", w("fewer"), "--baseline", w("Baselines")] + fast)
            #expect(fewer.status == 2)
            #expect(fewer.output.contains("step \"write b\" of scenario counter (pull): in the baseline, missing"))
        }

        @Test func toleranceRulesFromTheCommandLineAndAFile() throws {
            let w = try recordedBaseline()
            try w.write("changed/counter.swift", readsAB)
            let lenient = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--tolerance", "counter/*/*=info"] + fast)
            #expect(lenient.status == 0, "\(lenient.output)")
            #expect(lenient.output.contains("Informational (reported, never failing)"))
            #expect(!lenient.errors.contains("matches no scenario"), "\(lenient.errors)")
            // A misspelt step matches nothing: the rule would be silently unused, so the gate warns
            // (and the verdict is the rule-less one: the regression still fails).
            let misspelt = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--tolerance", "counter/wirte b/*=info"] + fast)
            #expect(misspelt.status == 2)
            #expect(misspelt.errors.contains("warning: the tolerance rule at --tolerance counter/wirte b/*=info matches no scenario, "
                                             + "engine, step and metric compared here: is a name misspelt? (scenario `counter`, "
                                             + "engine `*`, step `wirte b`, metric `*`)"), "\(misspelt.errors)")

            try w.write("thresholds.txt", """
            # every count in this scenario may grow by one; allocations and time are only reported
            counter/*/*          1
            */*/alloc*           info
            */*/time             info
            """)
            let file = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--thresholds", w("thresholds.txt")] + fast)
            #expect(file.status == 0, "\(file.output)")
            // A later command-line rule wins over the file.
            let stricter = redraw(["gate", w("changed"), "--baseline", w("Baselines"), "--thresholds", w("thresholds.txt"),
                                   "--tolerance", "counter@pull/write b/body_evaluations=0"] + fast)
            #expect(stricter.status == 2, "\(stricter.output)")
        }

        @Test func moreDiscardedStateInitsAreARegressionNamingTheMetric() throws {
            let w = try Workspace()
            try ReportWriter.write(stateInitProfile(discarded: 0), to: w("Baselines"))
            try ReportWriter.write(stateInitProfile(discarded: 6), to: w("Current"))
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current"), "--markdown", w("gate.md")])
            #expect(r.status == 2, "\(r.output)\n\(r.errors)")
            // Exactly the step total and the Row view type, both 0 → 6; nothing else moved.
            #expect(r.output.contains("Redraw gate: FAIL: 2 regressions; 0 improvements"), "\(r.output)")
            let rows = r.output.split(separator: "\n").filter { $0.contains("discarded_state_inits") && $0.contains("+6") }
            #expect(rows.count == 2, "\(r.output)")
            #expect(rows.contains { $0.contains("form") && $0.contains("pull") && $0.contains("type name") && $0.contains(" Row ") })
            #expect(rows.contains { $0.contains("(step total)") })
            #expect(try w.read("gate.md").contains("| form | pull | type name | Row | discarded\\_state\\_inits | 0 | 6 | +6 | 0 |"))
            // Fewer is an improvement, and passes.
            let back = redraw(["gate", "--baseline", w("Current"), "--current", w("Baselines")])
            #expect(back.status == 0, "\(back.output)")
            #expect(back.output.contains("0 regressions; 2 improvements"), "\(back.output)")
        }

        @Test func aBaselineFromBeforeDiscardedStateInitsReadsAsZero() throws {
            let w = try Workspace()
            try ReportWriter.write(stateInitProfile(discarded: 0), to: w("Baselines"))
            // As an older Redraw wrote them: no discarded_state_inits column (no cell here holds a comma or a quote).
            for file in ["form.steps.csv", "form.view-types.csv"] {
                let records = try w.read("Baselines/" + file).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
                let column = try #require(records[0].firstIndex(of: "discarded_state_inits"))
                try w.write("Baselines/" + file, records.map { fields in
                    var fields = fields
                    fields.remove(at: column)
                    return fields.joined(separator: ",") + "\n"
                }.joined())
            }
            #expect(try !w.read("Baselines/form.steps.csv").contains("discarded_state_inits"))
            try ReportWriter.write(stateInitProfile(discarded: 0), to: w("Same"))
            let same = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Same")])
            #expect(same.status == 0, "\(same.output)\n\(same.errors)")
            #expect(same.output.contains("0 regressions; 0 improvements"), "\(same.output)")
            try ReportWriter.write(stateInitProfile(discarded: 6), to: w("More"))
            let more = redraw(["gate", "--baseline", w("Baselines"), "--current", w("More")])
            #expect(more.status == 2, "\(more.output)\n\(more.errors)")
            #expect(more.output.contains("discarded_state_inits"))
        }

        @Test func baselineUpdateListsAndPrunesStaleReports() throws {
            let w = try recordedBaseline(extra: ["badge.swift": other])
            try w.remove("base/badge.swift")
            let r = redraw(["baseline", "update", w("base"), "--out", w("Baselines")] + fast)
            #expect(r.status == 0)
            #expect(r.errors.contains("badge"))
            #expect(w.exists("Baselines/badge.steps.csv"))
            let pruned = redraw(["baseline", "update", w("base"), "--out", w("Baselines"), "--prune"] + fast)
            #expect(pruned.status == 0)
            #expect(!w.exists("Baselines/badge.steps.csv"))
            #expect(!w.exists("Baselines/badge.md"))
            #expect(w.exists("Baselines/counter.steps.csv"))
        }
    }
}

// MARK: - Input and usage errors (exit 1)

extension GateTests {
    @Suite struct InputErrors {
        @Test func aMissingBaselineFolderIsAnInputError() throws {
            let w = try Workspace()
            try w.write("base/counter.swift", readsA)
            let r = redraw(["gate", w("base"), "--baseline", w("NoSuchFolder")] + fast)
            #expect(r.status == 1)
            #expect(r.errors.contains("baseline folder \(w("NoSuchFolder")) does not exist"))
            #expect(r.errors.contains("redraw baseline update"))
        }

        @Test func anEmptyBaselineFolderIsAnInputError() throws {
            let w = try Workspace()
            try w.write("Baselines/README.md", "nothing here")
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Baselines")])
            #expect(r.status == 1)
            #expect(r.errors.contains("no *.steps.csv reports in the baseline folder"))
        }

        @Test func aDamagedBaselineFileIsAnInputErrorNamingFileAndLine() throws {
            let w = try recordedBaseline()
            let text = try w.read("Baselines/counter.steps.csv")
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Line 3: a count that is not a number.
            var fields = lines[2].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            fields[5] = "many"
            lines[2] = fields.joined(separator: ",")
            try w.write("Baselines/counter.steps.csv", lines.joined(separator: "\n"))
            let r = redraw(["gate", w("base"), "--baseline", w("Baselines")] + fast)
            #expect(r.status == 1)
            #expect(r.errors.contains("bad baseline file \(w("Baselines"))/counter.steps.csv: line 3: column body_evaluations"),
                    "\(r.errors)")

            try w.write("Baselines/counter.steps.csv", "scenario,engine,step\ncounter,pull,x\n")
            let header = redraw(["gate", w("base"), "--baseline", w("Baselines")] + fast)
            #expect(header.status == 1)
            #expect(header.errors.contains("line 1: header column 3"), "\(header.errors)")
        }

        @Test func usageErrors() throws {
            let w = try recordedBaseline()
            let cases: [([String], String)] = [
                (["gate", w("base")], "needs --baseline DIR"),
                (["gate", "--baseline", w("Baselines")], "give scenario files or folders to run, or --current DIR"),
                (["gate", w("base"), "--baseline", w("Baselines"), "--current", w("Baselines")], "not both"),
                (["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--repeat", "3"], "--repeat applies when the gate runs"),
                (["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--time", "sometimes"], "--time takes info or enforce"),
                (["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--tolerance", "allocations"], "--tolerance takes PATTERN=TOLERANCE"),
                (["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--thresholds", w("none.txt")], "thresholds file \(w("none.txt")) does not exist"),
                (["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--colour"], "unknown option"),
                // Where a command writes is checked before anything runs, and the option named.
                (["run", w("base"), "--out", w("Baselines/counter.steps.csv")],
                 "--out \(w("Baselines/counter.steps.csv")): \(w("Baselines/counter.steps.csv")) is a file, not a folder"),
                (["run", w("base"), "--trace", w("nowhere/t.json")], "--trace \(w("nowhere/t.json")): the folder \(w("nowhere")) does not exist"),
                (["run", w("base"), "--trace", w("Baselines")], "--trace \(w("Baselines")): is a folder, not a file"),
                (["gate", w("base"), "--baseline", w("Baselines"), "--markdown", w("nowhere/g.md")],
                 "--markdown \(w("nowhere/g.md")): the folder \(w("nowhere")) does not exist"),
                (["baseline", "update", w("base"), "--out", w("Baselines/counter.steps.csv")], "is a file, not a folder"),
                (["baseline", w("base")], "takes the action `update`"),
                (["baseline", "update"], "needs scenario files or folders"),
            ]
            for (arguments, message) in cases {
                let r = redraw(arguments)
                #expect(r.status == 1, "\(arguments)")
                #expect(r.errors.contains(message), "\(arguments): \(r.errors)")
            }
            try w.write("bad.txt", "counter/write b/body_evaluations lots\n")
            let bad = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Baselines"), "--thresholds", w("bad.txt")])
            #expect(bad.status == 1)
            #expect(bad.errors.contains("\(w("bad.txt")):1:"))
        }

        @Test func helpForEachCommand() {
            for (command, words) in [("gate", ["--baseline", "--current", "--markdown", "Exit codes", "Thresholds"]),
                                     ("baseline", ["baseline update", "--out", "--prune"])] {
                let r = redraw([command, "--help"])
                #expect(r.status == 0)
                for word in words { #expect(r.output.contains(word), "\(command) --help lacks \(word)") }
            }
            let top = redraw(["--help"])
            #expect(top.status == 0)
            #expect(top.output.contains("gate"))
            #expect(top.output.contains("baseline"))
            // Every option a command takes is in its usage (gate's forms say "[options]" instead).
            for command in RedrawCommandLine.commands where command.spec.name != "gate" {
                let usage = command.spec.usage.joined(separator: " ")
                for option in command.spec.options {
                    #expect(usage.contains("--\(option.name)"), "`redraw \(command.spec.name)`'s usage lacks --\(option.name)")
                }
            }
            // The README's synopses are these usage lines, as the commands print them.
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            if let readme = try? String(contentsOfFile: root + "/README.md", encoding: .utf8) {
                for command in RedrawCommandLine.commands where !["gate", "baseline"].contains(command.spec.name) {
                    #expect(readme.contains(command.spec.usage.joined(separator: "\n")),
                            "README.md lacks `redraw \(command.spec.name)`'s usage as --help prints it")
                }
            } else {
                Issue.record("README.md not found at \(root)")
            }
            // No command: the same help, as a usage error.
            let none = redraw([])
            #expect(none.status == 1)
            #expect(none.output == top.output)
        }
    }
}

// MARK: - Thresholds

extension GateTests {
    @Suite struct ThresholdRules {
        @Test func wildcards() {
            #expect(Wildcard("*").matches(""))
            #expect(Wildcard("*").matches("initial render"))
            #expect(Wildcard("cart-*").matches("cart-after"))
            #expect(!Wildcard("cart-*").matches("my-cart-after"))
            #expect(Wildcard("*cart*").matches("my-cart-after"))
            #expect(Wildcard("write ?").matches("write b"))
            #expect(!Wildcard("write ?").matches("write bb"))
            #expect(Wildcard("*_views").matches("stale_views"))
            #expect(Wildcard("a*b*c").matches("aXXbYYc"))
            #expect(!Wildcard("a*b*c").matches("aXXbYY"))
            #expect(!Wildcard("body").matches("body_evaluations"))
        }

        @Test func parsesTheDocumentedFormat() throws {
            let t = try Thresholds.parse("""
            # comment line

            */*/allocations              5%
            cart-after@pull/*/created    1    # trailing comment
            */initial render/*           info
            */*/time                     enforce 15%
            body_evaluations             2
            */add / remove item/skipped  enforce
            """, source: "gate.thresholds")
            #expect(t.rules.count == 6)
            #expect(t.rules[0].tolerance == .relative(0.05))
            #expect(t.rules[1].scenario.pattern == "cart-after")
            #expect(t.rules[1].engine.pattern == "pull")
            #expect(t.rules[1].tolerance == .absolute(1))
            #expect(t.rules[2].step.pattern == "initial render")
            #expect(t.rules[2].mode == .informational && t.rules[2].tolerance == nil)
            #expect(t.rules[3].metric.pattern == "time_median_ns")
            #expect(t.rules[3].mode == .enforced && t.rules[3].tolerance == .relative(0.15))
            #expect(t.rules[4].metric.pattern == "body_evaluations" && t.rules[4].step.pattern == "*")
            #expect(t.rules[5].step.pattern == "add / remove item")
            #expect(t.rules[5].origin == "gate.thresholds:8")
        }

        @Test func laterRulesWinFieldByField() throws {
            let t = try Thresholds.parse("""
            */*/*                  3
            cart-*/*/created       info
            cart-after/*/created   1
            """, source: "t")
            let base = MetricPolicy(tolerance: .absolute(0), mode: .enforced)
            let created = t.policy(for: .created, scenario: "cart-after", engine: "pull", step: "s", base: base)
            #expect(created == MetricPolicy(tolerance: .absolute(1), mode: .informational))
            let otherScenario = t.policy(for: .created, scenario: "cart-before", engine: "push", step: "s", base: base)
            #expect(otherScenario == MetricPolicy(tolerance: .absolute(3), mode: .informational))
            let otherMetric = t.policy(for: .dependencies, scenario: "cart-after", engine: "pull", step: "s", base: base)
            #expect(otherMetric == MetricPolicy(tolerance: .absolute(3), mode: .enforced))
        }

        @Test func engineAndTimeAliases() throws {
            let rule = try Thresholds.parseOption("*@push/*/time=enforce 20%")
            #expect(rule.applies(scenario: "x", engine: "push", step: "s", metric: .time))
            #expect(!rule.applies(scenario: "x", engine: "pull", step: "s", metric: .time))
            #expect(!rule.applies(scenario: "x", engine: "push", step: "s", metric: .bodyEvaluations))
            let bare = try Thresholds.parseOption("allocations=5%")
            #expect(bare.applies(scenario: "any", engine: "pull", step: "any", metric: .allocations))
            #expect(bare.tolerance == .relative(0.05))
        }

        @Test func rejectsWhatItCannotRead() {
            let bad = [
                "*/*/body_evaluations",                // no tolerance
                "*/*/body_evaluations lots",           // not a tolerance
                "*/*/body_evaluations -1",             // negative
                "*/body_evaluations 1",                // one slash
                "*/*/bodies 1",                        // no such metric
                "*@desktop/*/created 1",               // no such engine
                "*//created 1",                        // empty step
            ]
            for line in bad {
                #expect(throws: GateInputError.self, "\(line)") { try Thresholds.parse(line, source: "f") }
            }
            do {
                _ = try Thresholds.parse("\n*/*/bodies 1", source: "gate.thresholds")
                Issue.record("no error")
            } catch let error as GateInputError {
                #expect(error.message.hasPrefix("gate.thresholds:2: "))
                #expect(error.message.contains("body_evaluations"))
            } catch { Issue.record("\(error)") }
        }
    }
}

// MARK: - Verdicts

extension GateTests {
    @Suite struct Verdicts {
        /// One scenario, one pull step "s", with `values` and a time spread.
        private func set(_ values: [GateMetric: Double], mad: Double? = nil, viewTypes: [String: [GateMetric: Double]] = [:]) -> ResultSet {
            ResultSet(location: "mem", scenarios: [
                ScenarioResult(id: "x", name: "x", hasViewTypes: true,
                               steps: [StepResult(engine: "pull", step: "s", values: values, timeSpread: mad, viewTypes: viewTypes)]),
            ])
        }

        private func verdict(_ metric: GateMetric, _ before: Double, _ after: Double, policy: GatePolicy = GatePolicy(),
                             mad: Double = 0) -> Verdict? {
            let c = Comparison(baseline: set([metric: before], mad: mad), current: set([metric: after], mad: mad), policy: policy)
            return c.rows.first { $0.metric == metric }?.verdict
        }

        @Test func countsAreExactByDefault() {
            #expect(verdict(.bodyEvaluations, 10, 11) == .regression)
            #expect(verdict(.bodyEvaluations, 10, 9) == .improvement)
            #expect(verdict(.bodyEvaluations, 10, 10) == .unchanged)
            #expect(verdict(.staleViews, 0, 1) == .regression)
            #expect(verdict(.discardedStateInits, 0, 1) == .regression)
            #expect(verdict(.discardedStateInits, 3, 2) == .improvement)
            #expect(GateMetric(name: "discarded_state_inits")?.isPerViewType == true)
            #expect(verdict(.skipped, 3, 5) == .informational)
            #expect(verdict(.skipped, 5, 3) == .informational)
            let oneMore = GatePolicy(thresholds: Thresholds(rules: [ThresholdRule(metric: "body_evaluations", tolerance: .absolute(1))]))
            #expect(verdict(.bodyEvaluations, 10, 11, policy: oneMore) == .unchanged)
            #expect(verdict(.bodyEvaluations, 10, 12, policy: oneMore) == .regression)
            let tenPercent = GatePolicy(thresholds: Thresholds(rules: [ThresholdRule(metric: "*", tolerance: .relative(0.1))]))
            #expect(verdict(.invalidations, 10, 11, policy: tenPercent) == .unchanged)
            #expect(verdict(.invalidations, 10, 12, policy: tenPercent) == .regression)
        }

        @Test func allocationsHaveATwoPercentTolerance() {
            #expect(verdict(.allocations, 1000, 1020) == .unchanged)
            #expect(verdict(.allocations, 1000, 1021) == .regression)
            #expect(verdict(.allocatedBytes, 1000, 970) == .improvement)
        }

        @Test func timeIsInformationalByDefault() {
            // Twice as slow, with a tight spread: reported, never failing.
            let c = Comparison(baseline: set([.time: 1000], mad: 10), current: set([.time: 2000], mad: 10))
            #expect(c.rows.first { $0.metric == .time }?.verdict == .informational)
            #expect(c.passed)
            #expect(GateTerminalReport.render(c).contains("Informational (reported, never failing)"))
        }

        @Test func enforcedTimeMustExceedToleranceAndBothSpreads() {
            let enforce = GatePolicy(timeMode: .enforced)
            #expect(verdict(.time, 1000, 2000, policy: enforce, mad: 10) == .regression)
            #expect(verdict(.time, 1000, 1050, policy: enforce, mad: 10) == .unchanged)      // within 10 %
            #expect(verdict(.time, 1000, 2000, policy: enforce, mad: 600) == .unchanged)     // 1000 < 600 + 600
            #expect(verdict(.time, 2000, 1000, policy: enforce, mad: 10) == .improvement)
            let rule = GatePolicy(thresholds: Thresholds(rules: [ThresholdRule(metric: "time", mode: .enforced)]))
            #expect(verdict(.time, 1000, 2000, policy: rule, mad: 10) == .regression)
        }

        @Test func aViewTypeAbsentOnOneSideCountsAsZero() {
            let b = set([.bodyEvaluations: 1], viewTypes: ["Row": [.bodyEvaluations: 1]])
            let c = set([.bodyEvaluations: 2], viewTypes: ["Row": [.bodyEvaluations: 1], "Header": [.bodyEvaluations: 1]])
            let comparison = Comparison(baseline: b, current: c)
            let header = comparison.regressions.first { $0.viewType == "Header" }
            #expect(header?.baseline == 0 && header?.current == 1 && header?.step == "s")
            #expect(comparison.regressions.contains { $0.viewType == nil && $0.metric == .bodyEvaluations })
            #expect(!comparison.passed)
        }

        @Test func markdownOrdersRegressionsImprovementsThenUnchanged() {
            let b = set([.bodyEvaluations: 5, .invalidations: 5, .notifications: 1])
            let c = set([.bodyEvaluations: 6, .invalidations: 4, .notifications: 1])
            let md = GateMarkdownReport.render(Comparison(baseline: b, current: c))
            let regressions = md.range(of: "### Regressions (1)")
            let improvements = md.range(of: "### Improvements (1)")
            let unchanged = md.range(of: "Unchanged: ")
            #expect(regressions != nil && improvements != nil && unchanged != nil)
            if let regressions, let improvements, let unchanged {
                #expect(regressions.lowerBound < improvements.lowerBound)
                #expect(improvements.lowerBound < unchanged.lowerBound)
            }
            #expect(md.contains("| x | pull | s | (step total) | body\\_evaluations | 5 | 6 | +1 (+20.0%) | 0 |"))
            #expect(md.contains("| x | pull | s | (step total) | invalidations | 5 | 4 | -1 (-20.0%) | 0 |"))
        }

        /// A migration half done: one class of a push file migrated by hand keeps "written for push"
        /// but changes the forms ("as written, but `Store` migrated from ObservableObject"). The
        /// gate says so; a tester's step-by-step migration passed unmentioned.
        @Test func aFormChangeIsAProvenanceWarning() {
            var b = set([.bodyEvaluations: 5])
            b.scenarios[0].forms = ["push": "as written", "pull": "migrated from ObservableObject"]
            var c = b
            c.scenarios[0].forms = ["push": "migrated from @Observable",
                                    "pull": "as written, but `Settings` migrated from ObservableObject"]
            let warnings = Comparison(baseline: b, current: c).provenanceWarnings.map(\.description)
            #expect(warnings == ["x: written for: push → pull"], "\(warnings)")
            var same = c
            same.scenarios[0].forms["pull"] = "as written"
            let formOnly = Comparison(baseline: c, current: same).provenanceWarnings.map(\.description)
            #expect(formOnly == ["x: pull form: as written, but `Settings` migrated from ObservableObject → as written"],
                    "\(formOnly)")
        }

        /// The regressions' heading counts them by metric (a step's total and its view types' rows
        /// each count: "68 regressions" were 6 body rows and dependencies); with regressions, the
        /// improvements' hint no longer says to re-record (that would make the regressions the
        /// baseline), and it names the metrics, not "bodies".
        @Test func regressionsAreCountedByMetricAndTheHintWaits() {
            let b = set([.bodyEvaluations: 5, .dependencies: 3, .allocatedBytes: 1000],
                        viewTypes: ["Row": [.bodyEvaluations: 1, .dependencies: 1]])
            let c = set([.bodyEvaluations: 6, .dependencies: 4, .allocatedBytes: 900],
                        viewTypes: ["Row": [.bodyEvaluations: 2, .dependencies: 2]])
            let comparison = Comparison(baseline: b, current: c)
            let text = GateTerminalReport.render(comparison)
            #expect(text.contains("Regressions (4: body_evaluations 2, dependencies 2; a step's total and its view types' rows each count):"),
                    "\(text)")
            let hints = GateHints(baseline: "Baselines", scenarioPaths: ["Scenarios"]).lines(for: comparison)
            #expect(hints.contains("Improvements (allocated_bytes) do not change the baseline; re-record it (`redraw baseline "
                                   + "update Scenarios --out Baselines`) only once the regressions above are fixed or accepted: "
                                   + "recording now would make them the baseline too."), "\(hints)")
            // The causes file is named where it is; a run into a removed temporary folder says how to keep it
            // (trial BD-4: the hint named a file already gone).
            #expect(hints.first?.hasSuffix("the run's `x.causes.csv` lists the causes by view type (this run's reports were "
                                           + "not kept: give `--current-out DIR` to keep them).") == true, "\(hints)")
            let kept = GateHints(baseline: "Baselines", scenarioPaths: ["Scenarios"], currentReports: "out").lines(for: comparison)
            #expect(kept.first?.hasSuffix("; `out/x.causes.csv` lists the causes by view type.") == true, "\(kept)")
        }

        @Test func markdownEscapesCells() {
            let b = ResultSet(location: "mem", scenarios: [ScenarioResult(id: "x", name: "x", hasViewTypes: false,
                steps: [StepResult(engine: "pull", step: "a | b", values: [.bodyEvaluations: 0])])])
            var c = b
            c.scenarios[0].steps[0].values[.bodyEvaluations] = 1
            let md = GateMarkdownReport.render(Comparison(baseline: b, current: c))
            #expect(md.contains("| a \\| b |"))
        }
    }
}


// MARK: - Provenance

/// `stateInitProfile` as a run on this toolchain would have recorded it.
private func recordedProfile(name: String = "form", toolchain: String = "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
                             seed: UInt64 = 1, parameters: [String: String] = ["rows": "10"],
                             viewport: RunViewport = RunViewport(rows: 17, source: .standard), commit: String = "0123456789ab",
                             repetitions: Int = 0, warmup: Int = 0, discarded: Int = 0) -> ScenarioProfile {
    var profile = stateInitProfile(discarded: discarded)
    profile.name = name
    profile.seed = seed
    profile.parameters = parameters
    profile.repetitions = repetitions
    profile.warmup = warmup
    // As a run records them: every parameter the scenario read (here all of them set with --param).
    profile.provenance = RunProvenance(toolchain: toolchain, redrawVersion: "0.1.0", redrawCommit: commit,
                                       buildFlags: ["-O", "-g"], viewport: viewport, parameters: parameters)
    return profile
}

/// The first line of what `tool arguments…` prints (found on PATH), asked here rather than through Redraw;
/// nil if it fails.
private func firstLine(_ tool: String, _ arguments: [String]) throws -> String? {
    // A temporary folder of its own, removed after: `swiftc --version` leaves one in $TMPDIR at
    // every run (Toolchain.runCompiler).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-first-line-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch]) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
}

extension GateTests {
    @Suite struct Provenance {
        @Test func aDifferentSeedParameterAndToolchainAreWarningsNamingFieldAndValues() throws {
            let w = try Workspace()
            try ReportWriter.write(recordedProfile(), to: w("Baselines"))
            try ReportWriter.write(recordedProfile(toolchain: "Swift version 6.4 (swift-6.4-RELEASE)", seed: 7,
                                                   parameters: ["rows": "20", "mode": "fast"]), to: w("Current"))
            let comparison = Comparison(baseline: try ResultSetLoader.load(directory: w("Baselines"), role: "baseline"),
                                        current: try ResultSetLoader.load(directory: w("Current"), role: "current"))
            #expect(comparison.provenanceWarnings == [
                ProvenanceWarning(scenario: "form", field: "toolchain", baseline: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
                                  current: "Swift version 6.4 (swift-6.4-RELEASE)"),
                ProvenanceWarning(scenario: "form", field: "seed", baseline: "1", current: "7"),
                ProvenanceWarning(scenario: "form", field: "param mode", baseline: "(not read)", current: "fast"),
                ProvenanceWarning(scenario: "form", field: "param rows", baseline: "10", current: "20"),
            ])
            #expect(comparison.notes.isEmpty)
            #expect(comparison.passed)

            // Printed in both reports; the counts are equal, so the gate passes (exit 0).
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current"), "--markdown", w("gate.md")])
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            #expect(r.output.hasPrefix("Redraw gate: PASS: 0 regressions; 0 improvements; "))
            #expect(r.output.split(separator: "\n").first?.hasSuffix(" unchanged; 4 provenance warnings") == true, "\(r.output)")
            let warnings = r.output.split(separator: "\n").filter { $0.hasPrefix("  warning: ") }
            #expect(warnings == [
                "  warning: form: toolchain: Swift version 6.3.1 (swift-6.3.1-RELEASE) → Swift version 6.4 (swift-6.4-RELEASE)",
                "  warning: form: seed: 1 → 7",
                "  warning: form: param mode: (not read) → fast",
                "  warning: form: param rows: 10 → 20",
            ])
            #expect(r.output.contains("Provenance differs (4), baseline → current"))
            let markdown = try w.read("gate.md")
            #expect(markdown.contains("### ⚠️ Provenance differs (4)"))
            #expect(markdown.contains("\n- form: seed: `1` → `7`\n"))
            #expect(markdown.contains("\n- form: param rows: `10` → `20`\n"))
            #expect(markdown.contains("\n- form: toolchain: `Swift version 6.3.1 (swift-6.3.1-RELEASE)` → `Swift version 6.4 (swift-6.4-RELEASE)`\n"))

            // A warning does not change the exit code the other way either: a regression still fails.
            try ReportWriter.write(recordedProfile(seed: 7, discarded: 6), to: w("Worse"))
            let worse = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Worse")])
            #expect(worse.status == 2, "\(worse.output)")
            #expect(worse.output.contains("  warning: form: seed: 1 → 7"))
        }

        @Test func equalProvenanceWarnsOfNothing() throws {
            let w = try Workspace()
            try ReportWriter.write(recordedProfile(), to: w("Baselines"))
            // Commit, repetitions and warm-up are recorded, not compared.
            try ReportWriter.write(recordedProfile(commit: "ba9876543210-dirty", repetitions: 5, warmup: 1), to: w("Current"))
            #expect(try w.read("Current/form.provenance").contains("\nredraw_commit=ba9876543210-dirty\n"))
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current"), "--markdown", w("gate.md")])
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            #expect(!r.output.contains("rovenance"), "\(r.output)")
            #expect(!r.output.contains("warning"))
            #expect(try !w.read("gate.md").contains("rovenance"))
        }

        @Test func theViewportIsComparedByItsRows() throws {
            let w = try Workspace()
            try ReportWriter.write(recordedProfile(), to: w("Baselines"))
            try ReportWriter.write(recordedProfile(viewport: RunViewport(rows: 25, source: .option)), to: w("Wider"))
            let wider = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Wider")])
            #expect(wider.status == 0)
            #expect(wider.output.split(separator: "\n").filter { $0.hasPrefix("  warning: ") }
                == ["  warning: form: viewport: 17 (default) → 25 (--viewport)"], "\(wider.output)")
            // The same rows, asked for with --viewport: the run is the same.
            try ReportWriter.write(recordedProfile(viewport: RunViewport(rows: 17, source: .option)), to: w("Same"))
            let same = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Same")])
            #expect(!same.output.contains("warning"), "\(same.output)")
        }

        @Test func aBaselineWithoutProvenanceGetsOneNote() throws {
            let w = try Workspace()
            for name in ["form", "other"] {
                try ReportWriter.write(recordedProfile(name: name), to: w("Baselines"))
                // As today's committed baselines: no .provenance file.
                try w.remove("Baselines/\(name).provenance")
                try ReportWriter.write(recordedProfile(name: name, seed: 7), to: w("Current"))
            }
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current"), "--markdown", w("gate.md")])
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            let notes = r.output.split(separator: "\n").filter { $0.contains("rovenance") }
            #expect(notes == ["note: baseline has no provenance (<name>.provenance) for the 2 scenarios compared: it was recorded "
                + "before Redraw wrote one, so toolchain, Redraw version, build flags, seed, parameters and viewport are not checked; "
                + "re-record it with `redraw baseline update <scenarios> --out \(w("Baselines"))`"], "\(r.output)")
            #expect(!r.output.contains("warning"))
            #expect(try w.read("gate.md").contains("> note: baseline has no provenance (&lt;name>.provenance) for the 2 scenarios compared"))
            // The other way round (today's committed Reports/ as the current set), the note is the current set's.
            let reversed = redraw(["gate", "--baseline", w("Current"), "--current", w("Baselines")])
            let currentNote: String = "note: current set has no provenance (<name>.provenance) for the 2 scenarios compared: "
                + "it was recorded before Redraw wrote one, so toolchain, Redraw version, build flags, seed, parameters and "
                + "viewport are not checked; rerun it with this Redraw (`redraw run`, or `redraw gate <scenarios>`)"
            let reversedNotes = reversed.output.split(separator: "\n").filter { $0.contains("rovenance") }.map(String.init)
            #expect(reversedNotes == [currentNote], "\(reversed.output)")

            // Only one scenario without it: that one is named.
            try ReportWriter.write(recordedProfile(name: "other"), to: w("Baselines"))
            let one = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current")])
            #expect(one.output.contains("note: baseline has no provenance (<name>.provenance) for 1 of the 2 scenarios compared (form): it was recorded before"), "\(one.output)")
            #expect(one.output.contains("  warning: other: seed: 1 → 7"))
            #expect(!one.output.contains("warning: form"))
        }

        @Test func anUnreadableProvenanceFileIsAnInputErrorNamingIt() throws {
            let w = try Workspace()
            try ReportWriter.write(recordedProfile(), to: w("Baselines"))
            try ReportWriter.write(recordedProfile(), to: w("Current"))
            let text = try w.read("Baselines/form.provenance")
            try w.write("Baselines/form.provenance", text.replacingOccurrences(of: "seed=1\n", with: "seed=one\n"))
            let r = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current")])
            #expect(r.status == 1)
            #expect(r.errors.contains("bad baseline file \(w("Baselines"))/form.provenance: line 8: seed: expected a whole number, found `one`"),
                    "\(r.errors)")
            try w.write("Current/form.provenance", "format=1\n")
            try w.write("Baselines/form.provenance", text)
            let truncated = redraw(["gate", "--baseline", w("Baselines"), "--current", w("Current")])
            #expect(truncated.status == 1)
            #expect(truncated.errors.contains("bad current file \(w("Current"))/form.provenance: line 1: no `toolchain=` line"), "\(truncated.errors)")
        }

        @Test func aRecordedBaselineHoldsWhatRanAndTheGateWarnsOfAnotherSeedAndViewport() throws {
            let lazy = """
            @Observable class Model { var a = 0 }
            struct V: View { var m: Model; var body: some View { Text("\\(m.a)") } }
            let m = Model()
            Redraw.viewport(rows: param("rows", 3))
            Redraw.root { V(m: m) }
            Redraw.step("write a") { m.a += 1 }
            """
            let w = try recordedBaseline(extra: ["lazy.swift": lazy])
            let counter = try ProvenanceFile.parse(try w.read("Baselines/counter.provenance"))
            #expect(counter.toolchain == (try firstLine(ProcessInfo.processInfo.environment["REDRAW_SWIFTC"] ?? "swiftc", ["--version"])))
            #expect(counter.toolchain.hasPrefix("Swift version "))
            // The timing build's flags (times and allocations), then the counting build's (counts).
            #expect(counter.buildFlags == ScenarioBuilder.flags.joined(separator: " ")
                    + " (counts: " + ScenarioBuilder.countingFlags.joined(separator: " ") + ")")
            #expect(counter.buildFlags.hasPrefix("-O -wmo -g "))
            #expect(counter.buildFlags.contains(" (counts: -Onone -g "))
            #expect(counter.redrawVersion == RedrawCommandLine.version)
            // This test runs from Redraw's checkout: the commit is its HEAD (with `-dirty` while Sources/ has changes).
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
            if let head = try firstLine("git", ["-C", root, "rev-parse", "--short=12", "HEAD"]) {
                #expect(counter.redrawCommit == head || counter.redrawCommit == head + "-dirty", "\(counter.redrawCommit)")
            } else {
                #expect(counter.redrawCommit == "unknown")
            }
            #expect(counter.seed == 42)
            #expect(counter.parameters.isEmpty)
            #expect(counter.viewport == RunViewport(rows: 17, source: .standard))
            #expect(counter.repetitions == 1 && counter.warmup == 0)
            // The parameter's default, read by the child: recorded though no --param set it.
            let lazyRecord = try ProvenanceFile.parse(try w.read("Baselines/lazy.provenance"))
            #expect(lazyRecord.viewport == RunViewport(rows: 3, source: .scenario))
            #expect(lazyRecord.parameters == ["rows": "3"])
            #expect(try w.read("Baselines/lazy.md").contains("\n- Parameters: `rows=3` (all the scenario's defaults)\n"))
            #expect(try w.read("Baselines/counter.md").contains("\n- Parameters: none: the scenario reads no `param`\n"))
            let markdown = try w.read("Baselines/counter.md")
            #expect(markdown.contains("\n- Viewport: 17 rows (a phone's, the default)\n"))
            #expect(markdown.contains("\n- Toolchain: \(counter.toolchain); build flags `\(counter.buildFlags)`\n"))

            // The same scenarios with another seed and viewport: the counts hold (nothing random, no list),
            // so the gate passes, and warns of each field in each scenario — not of `rows`, set to the
            // value its default gave. (Allocations are informational here: in a debug build of the kit
            // they move by a few with the child's environment, `REDRAW_PARAMS` and `REDRAW_VIEWPORT`.)
            let r = redraw(["gate", w("base"), "--baseline", w("Baselines"), "--seed", "7", "--viewport", "5",
                            "--param", "rows=3", "--tolerance", "*/*/alloc*=info", "--current-out", w("Current")] + fast)
            #expect(r.status == 0, "\(r.output)\n\(r.errors)")
            #expect(r.output.split(separator: "\n").filter { $0.hasPrefix("  warning: ") } == [
                "  warning: counter: seed: 42 → 7",
                "  warning: counter: viewport: 17 (default) → 5 (--viewport)",
                "  warning: lazy: seed: 42 → 7",
                "  warning: lazy: viewport: 3 (Redraw.viewport) → 5 (--viewport)",
            ], "\(r.output)")
            #expect(try ProvenanceFile.parse(try w.read("Current/lazy.provenance")).viewport == RunViewport(rows: 5, source: .option))
            #expect(try w.read("Current/lazy.md").contains("\n- Parameters: `rows=3` (all set with `--param`)\n"))
        }
    }
}
