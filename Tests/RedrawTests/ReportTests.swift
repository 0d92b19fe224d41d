// ReportTests: the report files, their parsers, the claims' verdicts and the atomic writer.
//
// The profile is built by hand so every expected figure follows from values
// chosen here: push 10 bodies against pull 3 must read "70 % fewer", and so on.

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawMeasure
@testable import RedrawReport
import RedrawResults
import Testing

// MARK: - A hand-built profile

/// Store → TodoList (one node) → TodoRow (four rows), each with a Toggle.
private enum Sample {
    static let tricky = "rename \"first\", then save"

    static func metrics(bodies: Int = 0, invalidations: Int = 0, notifications: Int = 0, skipped: Int = 0,
                        created: Int = 0, destroyed: Int = 0, dependencies: Int = 0, stale: Int = 0,
                        discarded: Int = 0) -> Metrics {
        var m = Metrics()
        m.bodyEvaluations = bodies; m.invalidations = invalidations; m.notifications = notifications; m.skipped = skipped
        m.created = created; m.destroyed = destroyed; m.dependencies = dependencies; m.staleViews = stale
        m.discardedStateInits = discarded
        return m
    }

    static func counts(_ name: String, frames: Int, _ types: [String: Metrics], causes: [Cause: [String: Int]],
                       stale: [StaleView: Int] = [:], perFrame: [Int]) -> StepCounts {
        var c = StepCounts(step: name, frames: frames)
        c.perViewType = types
        c.total = types.values.reduce(Metrics(), +)
        c.controlTypes = ["Toggle"]
        // The samples' rows are a `ForEach`'s elements (StepCounts.rowTypes).
        c.rowTypes = ["TodoRow", "Row"]
        c.causes = causes
        c.staleReads = stale
        c.evaluationsPerFrame = perFrame
        return c
    }

    /// The sample profile with its engines replaced by the initial render (`mount`) and one step,
    /// `push` and `pull` its counts (named by the counts' step), each timed `times` if given.
    static func oneStep(push: StepCounts, pull: StepCounts, mount: StepCounts = Sample.mount,
                        times: (push: Double, pull: Double)? = nil) -> ScenarioProfile {
        func engine(_ kind: EngineKind, _ counts: StepCounts, _ time: Double?) -> EngineProfile {
            let timings = time.map { [$0, $0, $0] } ?? []
            return EngineProfile(engine: kind, form: "as written", steps: [
                StepProfile(step: "initial render", frames: 1, counts: mount, allocations: nil, timings: [], frameTimings: []),
                StepProfile(step: counts.step, frames: counts.frames, counts: counts, allocations: nil, timings: timings,
                            frameTimings: timings),
            ])
        }
        var profile = Sample.profile()
        profile.engines = [engine(.push, push, times?.push), engine(.pull, pull, times?.pull)]
        return profile
    }

    static var mount: StepCounts {
        counts("initial render", frames: 1, [
            "TodoList": metrics(bodies: 1, created: 1, dependencies: 1),
            "TodoRow": metrics(bodies: 4, created: 4, dependencies: 4),
            "Toggle": metrics(bodies: 4, created: 4, dependencies: 4),
        ], causes: [.creation: ["TodoList": 1, "TodoRow": 4, "Toggle": 4]], perFrame: [9])
    }

    static func push() -> EngineProfile {
        let rename = counts(tricky, frames: 3, [
            "TodoList": metrics(bodies: 3, invalidations: 3, notifications: 3, dependencies: 1),
            "TodoRow": metrics(bodies: 4, skipped: 8, dependencies: 4),
            "Toggle": metrics(bodies: 3, dependencies: 4),
        ], causes: [.write("Store", "title"): ["TodoList": 3], .parent("TodoList"): ["TodoRow": 4], .parent("TodoRow"): ["Toggle": 3]],
        perFrame: [4, 3, 3])
        let reorder = counts("reorder", frames: 1, [
            "TodoList": metrics(bodies: 1, invalidations: 1, notifications: 1, dependencies: 1),
            "TodoRow": metrics(skipped: 4, dependencies: 4),
            "Footer": metrics(stale: 1),
        ], causes: [.write("Store", "items"): ["TodoList": 1]],
        stale: [StaleView(viewType: "Footer", read: "Store.count", why: .objectNotObserved): 1], perFrame: [1])
        return EngineProfile(engine: .push, form: "as written", steps: [
            StepProfile(step: "initial render", frames: 1, counts: mount, allocations: AllocationSnapshot(allocations: 90, bytes: 9000),
                        timings: [1000, 1000, 1000], frameTimings: [1000, 1000, 1000]),
            StepProfile(step: tricky, frames: 3, counts: rename, allocations: AllocationSnapshot(allocations: 50, bytes: 4096),
                        timings: [100, 200, 300, 400, 500], frameTimings: [1_000_000, 2_000_000, 20_000_000]),
            StepProfile(step: "reorder", frames: 1, counts: reorder, allocations: AllocationSnapshot(allocations: 7, bytes: 700),
                        timings: [400, 400, 400], frameTimings: [400, 400, 400]),
        ])
    }

    static func pull() -> EngineProfile {
        let rename = counts(tricky, frames: 3, [
            "TodoList": metrics(dependencies: 1),
            "TodoRow": metrics(bodies: 3, invalidations: 3, notifications: 3, dependencies: 4),
            "Toggle": metrics(dependencies: 4),
        ], causes: [.write("Todo", "title"): ["TodoRow": 3]], perFrame: [1, 1, 1])
        let reorder = counts("reorder", frames: 1, [
            "TodoList": metrics(bodies: 1, invalidations: 1, notifications: 1, dependencies: 1),
            "TodoRow": metrics(skipped: 4, dependencies: 4),
        ], causes: [.write("Store", "items"): ["TodoList": 1]], perFrame: [1])
        // No allocation counter on this side: the cells must stay empty.
        return EngineProfile(engine: .pull, form: "migrated from ObservableObject", steps: [
            StepProfile(step: "initial render", frames: 1, counts: mount, allocations: nil, timings: [1000, 1000, 1000], frameTimings: [1000, 1000, 1000]),
            StepProfile(step: tricky, frames: 3, counts: rename, allocations: nil, timings: [100, 100, 100], frameTimings: [100, 100, 100]),
            StepProfile(step: "reorder", frames: 1, counts: reorder, allocations: nil, timings: [400, 400, 400], frameTimings: [400, 400, 400]),
        ])
    }

    static func profile(name: String = "todo") -> ScenarioProfile {
        ScenarioProfile(name: name, path: "Scenarios/\(name).swift", writtenFor: .push, parameters: ["rows": "4"], seed: 42,
                        repetitions: 5, warmup: 1, engines: [push(), pull()], emptyFrameNanoseconds: 50)
    }

    /// The profile with each TodoRow holding `@State var model = RowModel()`: under push the list re-ran 3 times in
    /// the rename and built its 4 rows anew each time, so the initial value ran 12 times and its objects were discarded.
    static func discardingProfile() -> ScenarioProfile {
        var profile = profile()
        var rename = profile.engines[0].steps[1]
        rename.counts.perViewType["TodoRow"]?.discardedStateInits = 12
        rename.counts.total = rename.counts.perViewType.values.reduce(Metrics(), +)
        profile.engines[0].steps[1] = rename
        return profile
    }
}

private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "redraw-report-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

/// The row of a claim's table for `step` in the Markdown, below that claim's heading.
private func claimRow(_ markdown: String, claim letter: String, step: String) -> String? {
    let all = lines(markdown)
    guard let heading = all.firstIndex(where: { $0.hasPrefix("### (\(letter))") }) else { return nil }
    return all[heading...].dropFirst().prefix { !$0.hasPrefix("### ") && !$0.hasPrefix("## ") }
        .first { $0.hasPrefix("| \(step) |") }
}

/// Every test of RedrawReport, so `swift test --filter ReportTests` runs them all.
@Suite struct ReportTests {}

// MARK: - CSV

extension ReportTests {
    @Suite struct CSVFiles {
        @Test func stepsHeaderIsExact() {
            let text = StepsCSVExporter().render(Sample.profile())
            #expect(lines(text)[0] == "scenario,engine,form,step,frames,body_evaluations,invalidations,notifications,skipped,created,destroyed,dependencies,stale_views,discarded_state_inits,allocations,allocated_bytes,allocations_per_body_evaluation,time_median_ns,time_min_ns,time_max_ns,time_p95_ns,time_mad_ns,time_spread_pct,repetitions,frame_median_ns,frame_p95_ns,frame_p99_ns,frames_over_16_7ms,split_workload_ns,split_observation_ns,split_graph_ns,split_bodies_ns")
            #expect(lines(ViewTypesCSVExporter().render(Sample.profile()))[0]
                == "scenario,engine,step,view_type,kind,body_evaluations,invalidations,notifications,skipped,created,destroyed,dependencies,stale_views,discarded_state_inits")
            #expect(lines(CausesCSVExporter().render(Sample.profile()))[0] == "scenario,engine,step,cause,view_type,body_evaluations")
        }

        @Test func stepRowValuesAndQuoting() {
            let text = StepsCSVExporter().render(Sample.profile())
            // Engines in run order, steps in workload order.
            #expect(lines(text).count == 1 + 6 + 1)  // header, 2 × 3 rows, final newline
            // timings 100…500: median 300, MAD 100, spread 33.33 %, p95 (type 7) 480;
            // frames 1, 2, 20 ms: one over 16.7 ms, p95 18.2 ms, p99 19.64 ms.
            #expect(lines(text)[2] == "todo,push,as written,\"rename \"\"first\"\", then save\",3,10,3,3,8,0,0,9,0,0,50,4096,5.00,300,100,500,480,100,33.33,5,2000000,18200000,19640000,1,,,,")
            // No allocation counter under pull: empty cells, and no ratio.
            #expect(lines(text)[5] == "todo,pull,migrated from ObservableObject,\"rename \"\"first\"\", then save\",3,3,3,3,0,0,0,9,0,0,,,,100,100,100,100,0,0.00,3,100,100,100,0,,,,")
        }

        @Test func viewTypeAndCauseRowsAreSorted() {
            let views = lines(ViewTypesCSVExporter().render(Sample.profile()))
            #expect(views[1] == "todo,push,initial render,TodoList,view,1,0,0,0,1,0,1,0,0")
            #expect(views[3] == "todo,push,initial render,Toggle,built-in,4,0,0,0,4,0,4,0,0")
            let causes = lines(CausesCSVExporter().render(Sample.profile()))
            // Within a step: count first, then cause text.
            #expect(Array(causes[1...3]) == [
                "todo,push,initial render,created,TodoRow,4",
                "todo,push,initial render,created,Toggle,4",
                "todo,push,initial render,created,TodoList,1",
            ])
            #expect(causes[4] == "todo,push,\"rename \"\"first\"\", then save\",parent TodoList re-ran with changed inputs,TodoRow,4")
        }

        @Test func roundTripThroughTheParsers() throws {
            let profile = Sample.profile()
            let steps = try StepsTable.parse(StepsCSVExporter().render(profile))
            let expected = profile.engines.flatMap { engine in engine.steps.map { StepRow(profile, engine, $0) } }
            #expect(steps == expected)
            #expect(steps[1].step == Sample.tricky)
            #expect(steps[1].timeSpreadPercent == 33.33)
            #expect(steps[4].allocations == nil)
            #expect(StepsTable.render(steps) == StepsCSVExporter().render(profile))

            let views = try ViewTypesTable.parse(ViewTypesCSVExporter().render(profile))
            #expect(views == ViewTypeRow.rows(profile))
            #expect(views.filter { $0.kind == .builtIn }.allSatisfy { $0.viewType == "Toggle" })
            // A file written before `built-in` was the kind's name (trial AZ-6) reads the same.
            let older = ViewTypesCSVExporter().render(profile).replacingOccurrences(of: ",built-in,", with: ",control,")
            #expect(older.contains(",control,"))
            #expect(try ViewTypesTable.parse(older) == views)
            #expect(try CausesTable.parse(CausesCSVExporter().render(profile)) == CauseRow.rows(profile))
        }

        @Test func discardedStateInitsAreWrittenWithTheirValue() throws {
            let profile = Sample.discardingProfile()
            let steps = lines(StepsCSVExporter().render(profile))
            // Right after stale_views (0), before the allocations (50).
            #expect(steps[2] == "todo,push,as written,\"rename \"\"first\"\", then save\",3,10,3,3,8,0,0,9,0,12,50,4096,5.00,300,100,500,480,100,33.33,5,2000000,18200000,19640000,1,,,,")
            #expect(steps[5].hasPrefix("todo,pull,migrated from ObservableObject,\"rename \"\"first\"\", then save\",3,3,3,3,0,0,0,9,0,0,,"))
            let views = lines(ViewTypesCSVExporter().render(profile))
            #expect(views.contains("todo,push,\"rename \"\"first\"\", then save\",TodoRow,view,4,0,0,8,0,0,4,0,12"))
            #expect(views.contains("todo,push,\"rename \"\"first\"\", then save\",TodoList,view,3,3,3,0,0,0,1,0,0"))
            // And read back.
            let rows = try StepsTable.parse(StepsCSVExporter().render(profile))
            #expect(rows.map(\.metrics.discardedStateInits) == [0, 12, 0, 0, 0, 0])
            let types = try ViewTypesTable.parse(ViewTypesCSVExporter().render(profile))
            #expect(types == ViewTypeRow.rows(profile))
            #expect(types.filter { $0.metrics.discardedStateInits > 0 }.map { "\($0.engine) \($0.viewType)" } == ["push TodoRow"])
        }

        @Test func timeSplitColumnsHoldTheMedianOfThePasses() throws {
            var profile = Sample.profile()
            // Three passes: the median of each part on its own (workload 10, observation 200, graph 30, bodies 40).
            profile.engines[0].steps[1].timeSplits = [
                TimeSplit(workload: 10, observation: 100, graph: 30, bodies: 40, bodiesPerViewType: ["TodoRow": 40]),
                TimeSplit(workload: 12, observation: 300, graph: 20, bodies: 50, bodiesPerViewType: ["TodoRow": 50]),
                TimeSplit(workload: 8, observation: 200, graph: 40, bodies: 30, bodiesPerViewType: ["TodoRow": 30]),
            ]
            let text = StepsCSVExporter().render(profile)
            #expect(lines(text)[2].hasSuffix(",1,10,200,30,40"))
            let rows = try StepsTable.parse(text)
            #expect([rows[1].splitWorkload, rows[1].splitObservation, rows[1].splitGraph, rows[1].splitBodies] == [10, 200, 30, 40])
            #expect(rows[0].splitBodies == nil)
            // A file from before the split columns: read back, the parts unknown.
            let old = text.split(separator: "\n").map { line in
                line.split(separator: ",", omittingEmptySubsequences: false).dropLast(4).joined(separator: ",")
            }.joined(separator: "\n") + "\n"
            let oldRows = try StepsTable.parse(old)
            #expect(oldRows.count == rows.count)
            #expect(oldRows.allSatisfy { $0.splitWorkload == nil && $0.splitBodies == nil })
        }

        @Test func aFileFromBeforeDiscardedStateInitsReadsAsZero() throws {
            let profile = Sample.discardingProfile()
            /// The file as an older Redraw wrote it: the same columns without `column`.
            func without(_ column: String, _ text: String) throws -> String {
                let records = try CSV.records(text)
                let index = try #require(records[0].fields.firstIndex(of: column))
                return records.map { record in
                    var fields = record.fields
                    fields.remove(at: index)
                    return CSV.record(fields) + "\n"
                }.joined()
            }
            func zeroed<Row>(_ rows: [Row], _ metrics: WritableKeyPath<Row, Metrics>) -> [Row] {
                rows.map { var row = $0; row[keyPath: metrics].discardedStateInits = 0; return row }
            }
            let steps = try without("discarded_state_inits", StepsCSVExporter().render(profile))
            #expect(!steps.contains("discarded_state_inits"))
            let expected = profile.engines.flatMap { engine in engine.steps.map { StepRow(profile, engine, $0) } }
            #expect(try StepsTable.parse(steps) == zeroed(expected, \.metrics))
            let views = try without("discarded_state_inits", ViewTypesCSVExporter().render(profile))
            #expect(try ViewTypesTable.parse(views) == zeroed(ViewTypeRow.rows(profile), \.metrics))

            // Only that column may be missing: any other is still a header error on line 1, naming the column.
            func failure(_ text: String) -> ReportFileError? {
                do { _ = try StepsTable.parse(text); return nil } catch { return error as? ReportFileError }
            }
            let noStale = try without("stale_views", StepsCSVExporter().render(profile))
            #expect(failure(noStale)?.line == 1)
            #expect(failure(noStale)?.message.contains("header column 13: expected `stale_views`") == true)
            let neither = try without("stale_views", steps)
            #expect(failure(neither)?.message.contains("header column 13: expected `stale_views`, found `allocations`") == true)
            #expect(failure(neither)?.message.contains("may lack the columns added later: `discarded_state_inits`") == true)
            // Nor may it move: the file is held to the header it follows furthest, here the older one.
            let moved = StepsCSVExporter().render(profile).replacingOccurrences(
                of: "stale_views,discarded_state_inits,allocations,allocated_bytes", with: "stale_views,allocations,discarded_state_inits,allocated_bytes")
            #expect(failure(moved)?.message.contains("header column 15: expected `allocated_bytes`, found `discarded_state_inits`") == true)
        }

        @Test func parserAcceptsCRLFAndQuotedLineBreaks() throws {
            var row = StepRow(Sample.profile(), Sample.push(), Sample.push().steps[1])
            row.step = "two\nlines, \"quoted\""
            // Record ends in "\r\n" (a spreadsheet's), the line break inside the quoted step kept as "\n".
            let text = CSV.record(StepRow.columns) + "\r\n" + CSV.record(row.fields) + "\r\n"
            #expect(try StepsTable.parse(text) == [row])
        }

        @Test func malformedFilesNameTheLine() {
            let good = StepsCSVExporter().render(Sample.profile())
            var all = lines(good)

            all[3] = all[3].replacingOccurrences(of: "as written,reorder,1,", with: "as written,reorder,one,")
            #expect(throws: ReportFileError.self) { try StepsTable.parse(all.joined(separator: "\n")) }
            do { _ = try StepsTable.parse(all.joined(separator: "\n")); Issue.record("accepted a bad frames cell") } catch let error as ReportFileError {
                // Record 2 spans one line; the faulty record is on line 4.
                #expect(error.line == 4)
                #expect(error.description.contains("line 4"))
                #expect(error.description.contains("frames"))
            } catch { Issue.record("unexpected \(error)") }

            func failure(_ text: String) -> ReportFileError? {
                do { _ = try StepsTable.parse(text); return nil } catch { return error as? ReportFileError }
            }
            #expect(failure(good.replacingOccurrences(of: "frames,body_evaluations", with: "frame,body_evaluations"))?.line == 1)
            #expect(failure("")?.line == 1)
            var short = lines(good); short[2] = "todo,push"
            #expect(failure(short.joined(separator: "\n"))?.line == 3)
            var open = lines(good); open[5] = "todo,pull,\"never closed"
            #expect(failure(open.joined(separator: "\n"))?.line == 6)
            var engine = lines(good); engine[2] = engine[2].replacingOccurrences(of: "todo,push,", with: "todo,both,")
            #expect(failure(engine.joined(separator: "\n"))?.message.contains("push or pull") == true)
            var stray = lines(good); stray[2] = "to\"do" + stray[2].dropFirst(4)
            #expect(failure(stray.joined(separator: "\n"))?.line == 3)
        }
    }
}

// MARK: - Markdown and claims

extension ReportTests {
    @Suite struct MarkdownReport {
        let markdown = MarkdownExporter().render(Sample.profile())

        @Test func headerSaysWhatRan() {
            #expect(markdown.hasPrefix("# Redraw report: todo\n"))
            #expect(markdown.contains("`Scenarios/todo.swift`, written for push (ObservableObject)"))
            #expect(markdown.contains("pull (@Observable) ran it migrated from ObservableObject"))
            #expect(markdown.contains("`rows=4`"))
            #expect(markdown.contains("Seed: 42"))
            #expect(markdown.contains("5 timed repetitions per engine after 1 warm-up run"))
        }

        @Test func reductionComesFromTheCounts() throws {
            // push 10 bodies, pull 3: 70 % fewer; medians 300 ns and 100 ns: 66.7 % faster.
            #expect(markdown.contains("| \(Sample.tricky) | 3 | 10 | 3 | 70 % | 300 ns | 100 ns | 66.7 % | 1 of 3 | 0 of 3 |"))
            let a = try #require(claimRow(markdown, claim: "a", step: Sample.tricky))
            #expect(a.contains("**holds**"))
            #expect(a.contains("10 → 3, 70 % fewer"))
            #expect(a.contains("TodoList 3 → 0"))
            // 66.7 % faster, but push's runs spread 33 %: too noisy to decide (it said "holds").
            let b = try #require(claimRow(markdown, claim: "b", step: Sample.tricky))
            #expect(!b.contains("**holds**") && b.contains("66.7 % faster"), "\(b)")
            #expect(b.contains("the times are too noisy to decide: push ⚠ spread 33.3 %: too wide to trust"), "\(b)")
        }

        @Test func claimsDoNotHoldWhenPullRerunsTheSameBodies() throws {
            let a = try #require(claimRow(markdown, claim: "a", step: "reorder"))
            #expect(a.contains("**does not hold**"))
            #expect(a.contains("1 → 1, 0 % fewer"))
            #expect(a.contains("pull re-runs the same bodies"))
            let b = try #require(claimRow(markdown, claim: "b", step: "reorder"))
            // 1 body each: a costlier body adds the same to both, so 40 % faster is out of reach at any cost.
            #expect(b.contains("**does not hold**") && b.contains("0 % faster")
                    && b.contains("cannot hold at any body cost: pull runs as many bodies as push (1 against 1)"))
            // A single list view re-ran and reconciled its rows: not one row.
            let c = try #require(claimRow(markdown, claim: "c", step: "reorder"))
            #expect(c.contains("**does not hold**"))
            #expect(c.contains("TodoList, a single view, re-ran for write Store.items"))
            #expect(c.contains("below the views that re-ran, 0 re-ran with changed inputs and 4 were skipped"), "\(c)")
        }

        @Test func oneRowAndFrameBudgetVerdicts() throws {
            let c = try #require(claimRow(markdown, claim: "c", step: Sample.tricky))
            #expect(c.contains("**holds**"))
            #expect(c.contains("TodoRow ×3 (4 live)"))
            // The initial render is all creations: (a) and (c) cannot be judged there; (d) needs frames.
            for letter in ["a", "c", "d"] {
                #expect(try #require(claimRow(markdown, claim: letter, step: "initial render")).contains("| not applicable |"))
            }
            let d = try #require(claimRow(markdown, claim: "d", step: Sample.tricky))
            #expect(d.contains("**holds**"))
            #expect(d.contains("pull: 0 of 3 timed frames over 16.7 ms"))
            #expect(d.contains("push: 1 of 3 timed frames over 16.7 ms"))
            #expect(d.contains("at most 1 body in a frame (push 4)"))
        }

        /// Claim (c) on a step where nothing re-ran under pull: a view this step made stale makes
        /// it fail; a view stale since an earlier step (counted again at every step until it
        /// re-runs) is not this step's finding, and the step is not applicable.
        @Test func oneRowCountsOnlyTheStepsOwnStaleViews() throws {
            func verdict(stale: Int, fromEarlier: Int) throws -> String {
                var pullStep = Sample.counts("same discount", frames: 1, ["Hits": Sample.metrics(dependencies: 1, stale: stale)],
                                             causes: [:], perFrame: [0])
                pullStep.staleFromEarlierSteps = fromEarlier
                let pushStep = Sample.counts("same discount", frames: 1, ["Hits": Sample.metrics(dependencies: 1)],
                                             causes: [:], perFrame: [0])
                let profile = Sample.oneStep(push: pushStep, pull: pullStep)
                return try #require(claimRow(MarkdownExporter().render(profile), claim: "c", step: "same discount"))
            }
            let own = try verdict(stale: 1, fromEarlier: 0)
            #expect(own.contains("**does not hold**") && own.contains("pull: 0 bodies, 1 made stale")
                    && own.contains("yet 1 view shows data this step changed"), "\(own)")
            let carried = try verdict(stale: 1, fromEarlier: 1)
            #expect(carried.contains("| not applicable |") && carried.contains("nothing re-ran under either engine"), "\(carried)")
        }

        /// Claim (c) where pull ran nothing and left a view stale that push left stale too (a write
        /// of an `@ObservationIgnored` property a view reads): what it reads notifies neither
        /// engine, so it is no failing of pull's — not applicable (trial AY-2: "does not hold").
        @Test func oneRowIsNotFailedByAViewStaleUnderBothEngines() throws {
            func verdict(pushStale: Int) throws -> String {
                let pullStep = Sample.counts("fetch", frames: 3, ["Shows": Sample.metrics(dependencies: 1, stale: 1)],
                                             causes: [:], perFrame: [0, 0, 0])
                let pushStep = Sample.counts("fetch", frames: 3, ["Shows": Sample.metrics(dependencies: 1, stale: pushStale)],
                                             causes: [:], perFrame: [0, 0, 0])
                let profile = Sample.oneStep(push: pushStep, pull: pullStep)
                return try #require(claimRow(MarkdownExporter().render(profile), claim: "c", step: "fetch"))
            }
            let both = try verdict(pushStale: 1)
            #expect(both.contains("| not applicable |") && both.contains("pull: 0 bodies, 1 made stale; push: 0 bodies, 1 made stale")
                    && both.contains("is stale under push too: what it reads notifies neither engine"), "\(both)")
            let pullOnly = try verdict(pushStale: 0)
            #expect(pullOnly.contains("**does not hold**"), "\(pullOnly)")
        }

        /// Claims (a) and (b) on a step where pull ran fewer bodies only because it left a view stale
        /// (a migration that lost its notification: `@AppStorage` read through the object, whose
        /// hand-written send the pull form drops): not applicable, saying so. They said "holds,
        /// 100 % fewer" beside claim (c)'s "1 made stale" (a tester's contacts app). With push also
        /// stale as much, they are judged as before.
        @Test func fewerBodiesFromAStaleViewAreNoSaving() throws {
            func rows(pullStale: Int, pushStale: Int) throws -> (a: String, b: String) {
                let write: Cause = .write("Favs", "favs")
                let pushStep = Sample.counts("tap A", frames: 1, ["Rows": Sample.metrics(bodies: 1, invalidations: 1, stale: pushStale)],
                                             causes: [write: ["Rows": 1]], perFrame: [1])
                let pullStep = Sample.counts("tap A", frames: 1, ["Rows": Sample.metrics(dependencies: 1, stale: pullStale)],
                                             causes: [:], perFrame: [0])
                let markdown = MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: pullStep, times: (6_000, 2_000)))
                return (try #require(claimRow(markdown, claim: "a", step: "tap A")), try #require(claimRow(markdown, claim: "b", step: "tap A")))
            }
            let missed = try rows(pullStale: 1, pushStale: 0)
            for row in [missed.a, missed.b] {
                #expect(row.contains("| not applicable |") && row.contains("pull left 1 view stale in this step")
                        && row.contains("partly missed updates, not a saving"), "\(row)")
            }
            let both = try rows(pullStale: 1, pushStale: 1)
            #expect(both.a.contains("**holds**"), "\(both.a)")
        }

        /// A view stale since an earlier step that reads a property this step changed again missed
        /// this step's update too (`staleAgain`: a timer writing `@AppStorage` that seven views read
        /// through an object, in a tester's settings app): (a) and (b) are not applicable, and (c)
        /// does not hold. They said "holds, 100 % fewer", as if the carried-over views were no
        /// finding of this step. A view merely still stale (nothing it read changed) stays as before.
        @Test func aStaleViewShownChangedDataAgainIsThisStepsMissedUpdate() throws {
            func rows(again: Int) throws -> (a: String, b: String, c: String) {
                let write: Cause = .write("Settings", "accent")
                let pushStep = Sample.counts("wait 1 s", frames: 1, ["Rows": Sample.metrics(bodies: 7, invalidations: 7)],
                                             causes: [write: ["Rows": 7]], perFrame: [7])
                var pullStep = Sample.counts("wait 1 s", frames: 1, ["Rows": Sample.metrics(dependencies: 7, stale: 7)],
                                             causes: [:], perFrame: [0])
                pullStep.staleFromEarlierSteps = 7
                pullStep.staleAgain = again
                let markdown = MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: pullStep, times: (6_000, 1_000)))
                return (try #require(claimRow(markdown, claim: "a", step: "wait 1 s")),
                        try #require(claimRow(markdown, claim: "b", step: "wait 1 s")),
                        try #require(claimRow(markdown, claim: "c", step: "wait 1 s")))
            }
            let again = try rows(again: 7)
            for row in [again.a, again.b] {
                #expect(row.contains("| not applicable |") && row.contains("pull left 7 views stale in this step")
                        && row.contains("7 of them stale since an earlier step"), "\(row)")
            }
            #expect(again.c.contains("**does not hold**") && again.c.contains("pull: 0 bodies, 7 stale (7 since an earlier step)"),
                    "\(again.c)")
            let carried = try rows(again: 0)
            #expect(carried.a.contains("**holds**"), "\(carried.a)")
        }

        /// The mirror: push ran fewer bodies because it left views stale (a view that reached its
        /// object through a plain property). (a) is not applicable, not "does not hold" — push's lower
        /// count is no saving of push's to weigh pull against.
        @Test func fewerBodiesUnderPushFromAStaleViewAreNoSaving() throws {
            let write: Cause = .write("Child", "age")
            let pushStep = Sample.counts("age", frames: 1, ["Parent": Sample.metrics(bodies: 1, invalidations: 1, stale: 1)],
                                         causes: [write: ["Parent": 1]], perFrame: [1])
            let pullStep = Sample.counts("age", frames: 1, ["Parent": Sample.metrics(bodies: 2, invalidations: 2)],
                                         causes: [write: ["Parent": 2]], perFrame: [2])
            let markdown = MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: pullStep, times: (1_000, 2_000)))
            let a = try #require(claimRow(markdown, claim: "a", step: "age"))
            #expect(a.contains("| not applicable |") && a.contains("push's lower count is missed updates"), "\(a)")
            let b = try #require(claimRow(markdown, claim: "b", step: "age"))
            #expect(b.contains("| not applicable |") && b.contains("push left 1 view stale in this step"), "\(b)")
        }

        /// Push ran no body and left a view stale; pull re-ran it (an off-screen row's write, whose
        /// total push's plain-property view missed): (a) is not applicable — it said "does not
        /// hold, 0 → 1" with "push's lower count is missed updates, not a saving" in its own reason
        /// (trial AW-1). Without the stale view push's 0 is a real count, and (a) does not hold.
        @Test func fewerBodiesWhenPushRanNoneAndLeftAViewStale() throws {
            func row(pushStale: Int) throws -> String {
                let write: Cause = .write("Quote", "price")
                let pushStep = Sample.counts("tick", frames: 1, ["TotalBar": Sample.metrics(dependencies: 1, stale: pushStale)],
                                             causes: [:], perFrame: [0])
                let pullStep = Sample.counts("tick", frames: 1, ["TotalBar": Sample.metrics(bodies: 1, invalidations: 1)],
                                             causes: [write: ["TotalBar": 1]], perFrame: [1])
                let markdown = MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: pullStep))
                return try #require(claimRow(markdown, claim: "a", step: "tick"))
            }
            let stale = try row(pushStale: 1)
            #expect(stale.contains("| not applicable |") && stale.contains("0 → 1") && stale.contains("missed updates, not a saving"),
                    "\(stale)")
            #expect(try row(pushStale: 0).contains("**does not hold**"))
        }

        /// Claim (c) with the rows in a lazy stack: a list is on screen (it said "no list on screen"
        /// of a `ScrollView { LazyVStack { ForEach … } }` feed whose rows are plain `Text`s, trial
        /// AW-3); and a type several of which are on screen but none a `ForEach`'s (two card decks)
        /// is no row: the deck that reconciled its cards does not make the claim hold (trial AX-7).
        @Test func oneRowKnowsLazyStacksAndRowsFromRepeatedViews() throws {
            func verdict(_ pullTypes: [String: Metrics], mountTypes: [String: Metrics], controls: Set<String>) throws -> String {
                let write = Cause.write("Feed", "stocks")
                var pullStep = Sample.counts("tick", frames: 1, pullTypes,
                                             causes: [write: pullTypes.filter { $0.value.invalidations > 0 }.mapValues(\.bodyEvaluations)],
                                             perFrame: [pullTypes.values.map(\.bodyEvaluations).reduce(0, +)])
                pullStep.controlTypes = controls
                let pushStep = Sample.counts("tick", frames: 1, ["FeedView": Sample.metrics(bodies: 2, invalidations: 2)],
                                             causes: [write: ["FeedView": 2]], perFrame: [2])
                var mount = Sample.counts("initial render", frames: 1, mountTypes,
                                          causes: [.creation: mountTypes.mapValues(\.bodyEvaluations)],
                                          perFrame: [mountTypes.values.map(\.bodyEvaluations).reduce(0, +)])
                mount.controlTypes = controls
                return try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: pullStep, mount: mount)),
                                             claim: "c", step: "tick"))
            }
            let lazy = try verdict(["LazyVStack": Sample.metrics(bodies: 1, invalidations: 1)],
                                   mountTypes: ["FeedView": Sample.metrics(bodies: 1, created: 1), "LazyVStack": Sample.metrics(bodies: 1, created: 1)],
                                   controls: ["LazyVStack"])
            #expect(lazy.contains("**does not hold**") && lazy.contains("the LazyVStack itself re-ran for write Feed.stocks")
                    && lazy.contains("(its update reads what its row closures show inline), and with it the content of every row"), "\(lazy)")
            let deck = try verdict(["Deck": Sample.metrics(bodies: 1, invalidations: 1), "Row": Sample.metrics(skipped: 3)],
                                   mountTypes: ["Deck": Sample.metrics(bodies: 2, created: 2), "Row": Sample.metrics(bodies: 6, created: 6)],
                                   controls: [])
            #expect(deck.contains("**does not hold**") && deck.contains("Deck ×1 (2 live), no list's row"), "\(deck)")
        }

        /// Claim (d) on a step whose frames mostly updated nothing (a wait between two ticks): not
        /// applicable; it "held" with "at most 0 bodies in a frame" (trial AW-5).
        @Test func sixtyFramesNeedAStreamOfUpdates() throws {
            func row(_ perFrame: [Int]) throws -> String {
                let write: Cause = .write("Feed", "price")
                let bodies = perFrame.reduce(0, +)
                let step = Sample.counts("wait", frames: perFrame.count, ["Row": Sample.metrics(bodies: bodies, invalidations: bodies)],
                                         causes: bodies > 0 ? [write: ["Row": bodies]] : [:], perFrame: perFrame)
                let markdown = MarkdownExporter().render(Sample.oneStep(push: step, pull: step, times: (1_000, 1_000)))
                return try #require(claimRow(markdown, claim: "d", step: "wait"))
            }
            let idle = try row([0, 0, 1, 0, 0, 0])
            #expect(idle.contains("| not applicable |") && idle.contains("only 1 of the step's 6 frames updated a view"), "\(idle)")
            #expect(try row([1, 1, 1, 0, 1, 1]).contains("**holds**"))
        }

        /// The run's notes are in the report's header, once each with the engines that told them, and
        /// a run without warm-up says its times include the process's one-time costs (trial AW-7, AX-8).
        @Test func theRunsNotesAndAColdRunAreInTheHeader() throws {
            var profile = Sample.profile()
            profile.warmup = 0
            for i in profile.engines.indices { profile.engines[i].notes = ["initial render\ta feedback loop, `X` queued again"] }
            let text = MarkdownExporter().render(profile)
            #expect(text.contains("\n- Note (push, pull): step `initial render`: a feedback loop, `X` queued again\n"), "\(text)")
            #expect(text.contains("(with no warm-up run, the timed run also pays the process's one-time costs"), "\(text)")
            #expect(!MarkdownExporter().render(Sample.profile()).contains("- Note ("))
        }

        /// A scenario whose passes each ran in a fresh process (PassProcesses) pays a first run's
        /// one-time costs in every pass, the allocation pass's included: the header and "How to read
        /// this" say so, instead of "nor the first pass's one-time costs" (conjugar's report said it).
        @Test func passesInFreshProcessesAreToldToPayTheOneTimeCosts() throws {
            var profile = Sample.profile()
            profile.passesInFreshProcesses = true
            let fresh = MarkdownExporter().render(profile)
            #expect(fresh.contains("so each pass ran in a process of its own, forked before the file's code first ran: every timed run "
                                   + "and the allocation pass also pay a first run's one-time costs"), "\(fresh)")
            #expect(fresh.contains("the first run's one-time costs are, since this scenario's passes each ran in a fresh process"), "\(fresh)")
            #expect(!fresh.contains("nor the first pass's one-time costs"), "\(fresh)")
            let warm = MarkdownExporter().render(Sample.profile())
            #expect(warm.contains("nor the first pass's one-time costs"))
            #expect(!warm.contains("a process of its own"))
        }

        /// Claim (c) from which views re-ran for the write under pull (push re-ran 6 in each case):
        /// a selection `List` is the whole list; rows that re-ran alone hold, with a header beside
        /// them named; a single view with no view below it is not a row of anything the counts know.
        @Test func oneRowTellsTheListFromTheViewsBesideIt() throws {
            func verdict(_ pullTypes: [String: Metrics], population rows: Int, controls: Set<String> = ["Toggle"]) throws -> String {
                let write = Cause.write("Book", "price")
                var pullStep = Sample.counts("tick", frames: 1, pullTypes, causes: [write: pullTypes.mapValues(\.bodyEvaluations)],
                                             perFrame: [pullTypes.values.map(\.bodyEvaluations).reduce(0, +)])
                pullStep.controlTypes = controls
                let pushStep = Sample.counts("tick", frames: 1, ["Row": Sample.metrics(bodies: 6)], causes: [write: ["Row": 6]], perFrame: [6])
                var mount = Sample.counts("initial render", frames: 1, [
                    "Row": Sample.metrics(bodies: rows, created: rows), "Header": Sample.metrics(bodies: 1, created: 1),
                    "List": Sample.metrics(bodies: 1, created: 1),
                ], causes: [.creation: ["Row": rows, "Header": 1, "List": 1]], perFrame: [rows + 2])
                mount.controlTypes = controls
                let profile = Sample.oneStep(push: pushStep, pull: pullStep, mount: mount)
                return try #require(claimRow(MarkdownExporter().render(profile), claim: "c", step: "tick"))
            }
            let list = try verdict(["List": Sample.metrics(bodies: 1, invalidations: 1)], population: 5, controls: ["Toggle", "List"])
            #expect(list.contains("**does not hold**") && list.contains("the List itself re-ran for write Book.price"), "\(list)")
            // Why, whether or not it has a selection (a tester's list had none, and read it did).
            #expect(list.contains("(its update reads what its row closures show inline, and its selection if bound to one)"), "\(list)")
            let rows = try verdict(["Row": Sample.metrics(bodies: 2, invalidations: 2), "Header": Sample.metrics(bodies: 1, invalidations: 1)],
                                   population: 5)
            #expect(rows.contains("**holds**") && rows.contains("Row ×2 (5 live)")
                    && rows.contains("beside them, Header ×1 (write Book.price) re-ran alone, with no view below it re-run, skipped or created"), "\(rows)")
            let alone = try verdict(["Header": Sample.metrics(bodies: 1, invalidations: 1)], population: 5)
            #expect(alone.contains("| not applicable |") && alone.contains("Header ×1 (write Book.price) re-ran alone"), "\(alone)")
            // A path stack's own node re-ran for the write (a push): no row changed — it held, as
            // "controls bound to what the write changed".
            let push = try verdict(["NavigationStack": Sample.metrics(bodies: 1, invalidations: 1)], population: 5,
                                   controls: ["Toggle", "NavigationStack"])
            #expect(push.contains("| not applicable |") && push.contains("only presentations re-ran for write Book.price"), "\(push)")
            // A sheet whose content read the write re-ran, and its rows with it (handed new inputs):
            // a whole list re-ran below the presentation, which is no push or pop.
            let write = Cause.write("Book", "price")
            var sheetStep = Sample.counts("tick", frames: 1, ["Sheet": Sample.metrics(bodies: 1, invalidations: 1),
                                                              "Row": Sample.metrics(bodies: 5)],
                                          causes: [write: ["Sheet": 1], .parent("Sheet"): ["Row": 5]], perFrame: [6])
            sheetStep.controlTypes = ["Sheet"]
            let pushStep = Sample.counts("tick", frames: 1, ["Row": Sample.metrics(bodies: 6)], causes: [write: ["Row": 6]], perFrame: [6])
            var mount = Sample.counts("initial render", frames: 1, ["Row": Sample.metrics(bodies: 5, created: 5),
                                                                    "Sheet": Sample.metrics(bodies: 1, created: 1)],
                                      causes: [.creation: ["Row": 5, "Sheet": 1]], perFrame: [6])
            mount.controlTypes = ["Sheet"]
            let sheet = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: pushStep, pull: sheetStep, mount: mount)),
                                              claim: "c", step: "tick"))
            #expect(!sheet.contains("only presentations re-ran"), "\(sheet)")
        }

        /// Claim (a) on a step whose bodies ran for navigation alone, as many under each engine:
        /// the engines differ in how model writes notify, so it is not applicable (it was judged
        /// "does not hold"). With a model write behind the same counts, it does not hold.
        @Test func fewerBodiesIsNotJudgedWithoutAModelWrite() throws {
            func verdict(_ causes: [Cause: [String: Int]], claim: String = "a") throws -> String {
                let step = Sample.counts("tap Design", frames: 1, ["Detail": Sample.metrics(bodies: 2, invalidations: 2)],
                                         causes: causes, perFrame: [2])
                let profile = Sample.oneStep(push: step, pull: step, times: (push: 1000, pull: 900))
                return try #require(claimRow(MarkdownExporter().render(profile), claim: claim, step: "tap Design"))
            }
            let navigation = try verdict([.navigation: ["Detail": 2]])
            #expect(navigation.contains("| not applicable |") && navigation.contains("2 → 2")
                    && navigation.contains("no body ran for a model write under either engine (navigation)"), "\(navigation)")
            // The screen's edit mode (a tap on `EditButton`) is named so, not as a `@State` write of
            // the app's (trial BI-9); a view's own `@State` still is one.
            let editMode = try verdict([.state("system", "editMode"): ["Detail": 2]])
            #expect(editMode.contains("no body ran for a model write under either engine (the screen's edit mode)"), "\(editMode)")
            let state = try verdict([.state("Detail", "expanded"): ["Detail": 2]])
            #expect(state.contains("no body ran for a model write under either engine (a `@State` write)"), "\(state)")
            let written = try verdict([.write("Store", "title"): ["Detail": 2]])
            #expect(written.contains("**does not hold**") && written.contains("pull re-runs the same bodies"), "\(written)")
            // Claim (b) alike: a faster pull here would be noise, not the engines' difference.
            let timedNavigation = try verdict([.navigation: ["Detail": 2]], claim: "b")
            #expect(timedNavigation.contains("| not applicable |")
                    && timedNavigation.contains("no body ran for a model write under either engine"), "\(timedNavigation)")
            let timedWrite = try verdict([.write("Store", "title"): ["Detail": 2]], claim: "b")
            #expect(timedWrite.contains("**does not hold**") && timedWrite.contains("cannot hold at any body cost"), "\(timedWrite)")
        }

        /// Claim (a) where rows appear (a filter cleared): both engines create the 10 rows; push also
        /// re-runs the 2 rows already shown (it invalidates every view holding the store), pull none.
        /// The verdict is on every body: 12 → 10 is 16.7 % fewer, under the claimed 30 %; the figure
        /// adds the re-runs alone, 2 → 0, and the reason says the 10 are creations.
        @Test func fewerBodiesShowsTheReRunsWithoutCreations() throws {
            let push = Sample.counts("clear filter", frames: 1, ["Row": Sample.metrics(bodies: 12, invalidations: 2, created: 10)],
                                     causes: [.creation: ["Row": 10], .write("Store", "filter"): ["Row": 2]], perFrame: [12])
            let pull = Sample.counts("clear filter", frames: 1, ["Row": Sample.metrics(bodies: 10, created: 10)],
                                     causes: [.creation: ["Row": 10]], perFrame: [10])
            let a = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: push, pull: pull)), claim: "a", step: "clear filter"))
            #expect(a.contains("**does not hold**") && a.contains("12 → 10, 16.7 % fewer; without the 10 views created under both, "
                                                                  + "2 → 0, 100 % fewer (the verdict counts every body)"), "\(a)")
            // Pull notified no view (no row read the filter): said so, and its 10 bodies are creations.
            #expect(a.contains("under pull no view was notified") && a.contains("Row 12 → 10 (all created); 10 bodies under pull are "
                                                                               + "views being created, which both engines must do"), "\(a)")
            // Without creations the figure is the plain one (the sample's rename: 10 → 3).
            let plain = try #require(claimRow(markdown, claim: "a", step: Sample.tricky))
            #expect(plain.contains("10 → 3, 70 % fewer") && !plain.contains("without"), "\(plain)")
        }

        /// A model write re-runs Parent (1), which hands Child a new title (1); Child's `.onChange`
        /// then writes its own `@State`, re-running Child again (1). The same under both engines.
        /// Claim (a) names the model write for Parent and the view's own state for Child; claim (c)
        /// judges what the model write re-ran: Parent, a single view, whose child re-ran with
        /// changed inputs (not Child, which the write did not reach and which has no view below).
        @Test func aViewsOwnStateIsNotCountedAsTheModelWrite() throws {
            let causes: [Cause: [String: Int]] = [.write("Store", "title"): ["Parent": 1], .parent("Parent"): ["Child": 1],
                                                  .state("Child", "changes"): ["Child": 1]]
            let step = Sample.counts("rename", frames: 1, ["Parent": Sample.metrics(bodies: 1, invalidations: 1),
                                                           "Child": Sample.metrics(bodies: 2, invalidations: 1)],
                                     causes: causes, perFrame: [3])
            // Three rows beside them, which the step leaves alone: a list on screen.
            var mount = Sample.counts("initial render", frames: 1, ["Parent": Sample.metrics(bodies: 1, created: 1),
                                                                    "Child": Sample.metrics(bodies: 1, created: 1),
                                                                    "Row": Sample.metrics(bodies: 3, created: 3)],
                                      causes: [.creation: ["Parent": 1, "Child": 1, "Row": 3]], perFrame: [5])
            mount.controlTypes = ["Toggle"]
            let text = MarkdownExporter().render(Sample.oneStep(push: step, pull: step, mount: mount))
            let a = try #require(claimRow(text, claim: "a", step: "rename"))
            #expect(a.contains("for write Store.title, every view that pull re-ran for the write read the written property "
                               + "(Parent ×1), and push re-ran as many of each type: tracking reads finer spares none of them"), "\(a)")
            #expect(a.contains("1 body re-ran for a view's own state (@State Child.changes), which both engines handle alike (Child ×1)"), "\(a)")
            // Store.title is no collection: the "whole property" explanation is not given.
            #expect(a.contains("1 body re-ran because a view that re-ran handed it changed inputs")
                    && !a.contains("covers the whole property"), "\(a)")
            let c = try #require(claimRow(text, claim: "c", step: "rename"))
            #expect(c.contains("**does not hold**") && c.contains("Parent, a single view, re-ran for write Store.title; below the views "
                                                                  + "that re-ran, 1 re-ran with changed inputs and 0 were skipped"), "\(c)")
            #expect(!c.contains("Child, a single view"), "\(c)")
            // Without the rows there is no list on screen: the claim does not apply.
            var noRows = mount
            noRows.perViewType["Row"] = nil
            let alone = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: step, pull: step, mount: noRows)),
                                              claim: "c", step: "rename"))
            #expect(alone.contains("| not applicable |") && alone.contains("no list on screen (no `ForEach` of row views, no `List`, `Table` or lazy stack or grid)"),
                    "\(alone)")
            // Nor with three views of one type written in the code, not a `ForEach`'s elements (a
            // form's three fields of one component: a tester's sign-up form).
            var fields = mount, fieldStep = step
            fields.rowTypes = []
            fieldStep.rowTypes = []
            let form = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: fieldStep, pull: fieldStep, mount: fields)),
                                             claim: "c", step: "rename"))
            #expect(form.contains("| not applicable |") && form.contains("no list on screen"), "\(form)")
        }

        /// A symbol change: under push the write notifies Screen, which hands the List new inputs
        /// and rebuilds 3 rows; under pull Screen re-runs for the write and the same happens below
        /// it, and a Toggle bound to the write re-runs too (push: handed down). Claim (c) counts the
        /// created rows below the single view (not "no view below"); claim (a) names what pull
        /// re-ran more of, not only what it re-ran less of.
        @Test func rowsRebuiltBelowASingleViewAreCounted() throws {
            let write = Cause.write("Book", "symbol")
            let push = Sample.counts("change the symbol", frames: 1, [
                "Screen": Sample.metrics(bodies: 1, invalidations: 1), "Header": Sample.metrics(bodies: 1, invalidations: 1),
                "List": Sample.metrics(bodies: 1), "Row": Sample.metrics(bodies: 3, created: 3, destroyed: 3),
            ], causes: [write: ["Screen": 1, "Header": 1], .parent("Screen"): ["List": 1], .creation: ["Row": 3]], perFrame: [6])
            var pull = Sample.counts("change the symbol", frames: 1, [
                "Screen": Sample.metrics(bodies: 1, invalidations: 1), "List": Sample.metrics(bodies: 1),
                "Row": Sample.metrics(bodies: 3, created: 3, destroyed: 3), "Toggle": Sample.metrics(bodies: 1, invalidations: 1),
            ], causes: [write: ["Screen": 1, "Toggle": 1], .parent("Screen"): ["List": 1], .creation: ["Row": 3]], perFrame: [6])
            pull.controlTypes = ["Toggle"]
            let text = MarkdownExporter().render(Sample.oneStep(push: push, pull: pull))
            let c = try #require(claimRow(text, claim: "c", step: "change the symbol"))
            #expect(c.contains("**does not hold**") && c.contains("Screen, a single view, re-ran for write Book.symbol; below the views "
                    + "that re-ran, 1 re-ran with changed inputs, 0 were skipped and 3 were created (3 destroyed); Toggle ×1 (4 live) "
                    + "(write Book.symbol) re-ran too: it read what its write changed (a control through its binding, a presentation in its own update)"), "\(c)")
            // (a): 6 → 6 bodies, but other views: Header ran only under push, the Toggle only under pull.
            let a = try #require(claimRow(text, claim: "a", step: "change the symbol"))
            #expect(a.contains("pull re-runs as many bodies but other views"), "\(a)")
        }

        /// Claim (a) on a step where push ran more: the views pull re-ran more of are named too.
        @Test func fewerBodiesNamesWhatPullRanMoreOf() throws {
            let write = Cause.write("Book", "title")
            let push = Sample.counts("retitle", frames: 1, ["Row": Sample.metrics(bodies: 4, invalidations: 4)],
                                     causes: [write: ["Row": 4]], perFrame: [4])
            var pull = Sample.counts("retitle", frames: 1, ["Row": Sample.metrics(bodies: 1, invalidations: 1),
                                                            "Toggle": Sample.metrics(bodies: 1, invalidations: 1)],
                                     causes: [write: ["Row": 1, "Toggle": 1]], perFrame: [2])
            pull.total.notifications = 2
            let a = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: push, pull: pull)), claim: "a", step: "retitle"))
            #expect(a.contains("4 → 2, 50 % fewer") && a.contains("re-ran: Row 4 → 1; pull re-ran more of Toggle 0 → 1 (write Book.title)"), "\(a)")
        }

        /// A view stale since an earlier step is not this step's missed update: claim (a) does not
        /// blame this step's difference on it.
        @Test func staleFromAnEarlierStepIsNotThisStepsSaving() throws {
            let write = Cause.write("Store", "flag")
            var push = Sample.counts("flip", frames: 1, ["Header": Sample.metrics(stale: 1)], causes: [:],
                                     stale: [StaleView(viewType: "Header", read: "Store.name"): 1], perFrame: [0])
            push.staleFromEarlierSteps = 1
            let pull = Sample.counts("flip", frames: 1, ["Badge": Sample.metrics(bodies: 1, invalidations: 1)],
                                     causes: [write: ["Badge": 1]], perFrame: [1])
            let a = try #require(claimRow(MarkdownExporter().render(Sample.oneStep(push: push, pull: pull)), claim: "a", step: "flip"))
            #expect(a.contains("**does not hold**") && !a.contains("stale") && a.contains("pull re-ran more: Badge 0 → 1"), "\(a)")
        }

        @Test func everyRowAndStalePushAreExplainedFromTheCounts() throws {
            // A flag every row reads: push observes nothing (its rows hold the store as a plain `let`, stale),
            // pull re-runs all four rows.
            let pushStep = Sample.counts("show prices", frames: 1, ["TodoRow": Sample.metrics(dependencies: 4, stale: 4)],
                                         causes: [:], stale: [StaleView(viewType: "TodoRow", read: "Store.showPrices"): 4], perFrame: [0])
            let pullStep = Sample.counts("show prices", frames: 1, ["TodoRow": Sample.metrics(bodies: 4, invalidations: 4, notifications: 4, dependencies: 8)],
                                         causes: [.write("Store", "showPrices"): ["TodoRow": 4]], perFrame: [4])
            let profile = Sample.oneStep(push: pushStep, pull: pullStep)
            let text = MarkdownExporter().render(profile)
            let a = try #require(claimRow(text, claim: "a", step: "show prices"))
            // Push's 0 is 4 missed updates, not a count to weigh pull's 4 against.
            #expect(a.contains("| not applicable |") && a.contains("0 → 4"))
            #expect(a.contains("push left 4 views stale"))
            let b = try #require(claimRow(text, claim: "b", step: "show prices"))
            #expect(b.contains("not applicable"))  // not timed
            let c = try #require(claimRow(text, claim: "c", step: "show prices"))
            #expect(c.contains("**does not hold**") && c.contains("TodoRow ×4 (4 live), every row each frame"))
            #expect(text.contains("| push | show prices | TodoRow | `Store.showPrices` |  | 4 |"))  // no cause recorded
            // No timings: the time cells of the CSV are empty, and the file still reads back.
            let rows = try StepsTable.parse(StepsCSVExporter().render(profile))
            #expect(rows.allSatisfy { $0.timeMedian == nil && $0.repetitions == 0 && $0.framesOverBudget == nil })
        }

        @Test func tablesFlagsAndDetails() {
            #expect(markdown.contains("## Summary"))
            // The push median's spread is 33.3 %: marked in the summary as in the terminal's.
            #expect(markdown.contains("| \(Sample.tricky) | 10 | 3 | 70 % | 3 / 3 | 3 / 3 | 8 / 0 | 0 / 0 | 50 / – | 300 ns ⚠ | 100 ns |"))
            #expect(markdown.contains("\n⚠ spread over 10 %: too wide to trust (the engines' time tables give MAD and spread).\n"))
            #expect(markdown.contains("⚠ spread 33.3 %: too wide to trust"))
            #expect(markdown.contains("Empty-frame overhead, calibrated on this machine: 50 ns per frame"))
            #expect(markdown.contains("### User views"))
            #expect(markdown.contains("| reorder | Footer | 0 / – | 0 / – | 0 / – | 0 / – | 0 / – | 0 / – | 0 / – | 1 / – | 0 / – |\n"))
            #expect(markdown.contains("### Controls"))
            #expect(markdown.contains("| initial render | Toggle | 4 / 4 |"))
            #expect(markdown.contains("## Top causes"))
            #expect(markdown.contains("| push | reorder | Footer | `Store.count` | object not observed | 1 |"))
            // The Advisor's advice follows the recorded cause.
            #expect(markdown.contains("so its screen shows the old value: the view holds its object without observing it"))
            #expect(markdown.contains("## How to read this"))
            #expect(markdown.contains("not a device's diffing, layout and drawing"))
        }

        @Test func discardedStateInitsArePerViewTypeAndPerStep() {
            let text = MarkdownExporter().render(Sample.discardingProfile())
            #expect(text.contains("| dependencies | stale views | discarded state inits |"))
            // Per view type, push / pull.
            #expect(text.contains("| \(Sample.tricky) | TodoRow | 4 / 3 | 0 / 3 | 0 / 3 | 8 / 0 | 0 / 0 | 0 / 0 | 4 / 4 | 0 / 0 | 12 / 0 |\n"))
            // In push's step table, after the stale views.
            #expect(text.contains("| \(Sample.tricky) | 3 | 10 | 3 | 3 | 8 | 0 | 0 | 9 | 0 | 12 | 50 | 4096 | 5.00 |\n"))
            #expect(text.contains("Discarded state inits are `@State var m = Model()` initial values"))
        }

        @Test func objectWillChangeReadsAsItsCall() throws {
            // A model's own objectWillChange.send() re-ran the list under push: a cause like a write.
            var profile = Sample.profile()
            profile.engines[0].steps[2].counts.causes = [.objectWillChange: ["TodoList": 1]]
            let text = MarkdownExporter().render(profile)
            #expect(text.contains("| reorder | objectWillChange.send() | TodoList | 1 |"))
            #expect(lines(CausesCSVExporter().render(profile)).contains("todo,push,reorder,objectWillChange.send(),TodoList,1"))
            // Under pull, with no property written, the note on whole-property writes is left out.
            profile.engines[1].steps[2].counts.causes = [.objectWillChange: ["TodoList": 1]]
            let c = try #require(claimRow(MarkdownExporter().render(profile), claim: "c", step: "reorder"))
            #expect(c.contains("TodoList, a single view, re-ran for objectWillChange.send(); below the views that re-ran"), "\(c)")
            #expect(!c.contains("a write of the whole collection"))
            // A write of `Store.items`, a collection of values as the counting pass found it: the note is
            // there; without that knowledge (or for a scalar property) it is not.
            #expect(try #require(claimRow(markdown, claim: "c", step: "reorder")).contains("TodoList, a single view, re-ran for write Store.items; below"))
            var collections = Sample.profile()
            var usage = PropertyUsage()
            usage.collectionsOfValues = ["Store.items"]
            collections.engines[1].propertyUsage = usage
            #expect(try #require(claimRow(MarkdownExporter().render(collections), claim: "c", step: "reorder"))
                .contains("re-ran for write Store.items (a write of the whole collection, whichever element changed); below"))
        }

        @Test func noStaleViewsSaysNone() throws {
            var profile = Sample.profile()
            profile.engines = [Sample.pull()]
            let text = MarkdownExporter().render(profile)
            #expect(text.contains("## Stale views\n\nNone"))
            // One engine: nothing to compare.
            #expect(try #require(claimRow(text, claim: "a", step: "reorder")).contains("only pull ran"))
        }

        @Test func terminalSummaryIsAligned() throws {
            let text = TerminalSummary.render(Sample.profile())
            let rows = lines(text)
            #expect(rows[0].hasPrefix("todo  Scenarios/todo.swift"))
            #expect(rows[1].hasPrefix("  step "))
            let tricky = rows.first { $0.contains(Sample.tricky) }
            #expect(tricky?.contains("70 %") == true)
            #expect(tricky?.contains("300 ns*") == true)
            #expect(rows.last?.contains("too wide to trust") == true)
            // Every table line ends at the same column.
            let widths = Set(rows[1...4].map(\.count))
            #expect(widths.count == 1)
        }

        /// A lone timed sample (`--repeat 1`) has a MAD of 0 whatever the machine did: it is flagged
        /// as of unknown spread, not shown as 0 % (a tester read such verdicts as trustworthy).
        @Test func aLoneSampleIsFlagged() throws {
            let lone = try #require(Summary([500]))
            #expect(Spread.warning(lone) == "⚠ one timed sample: its spread is unknown (--repeat 2 or more)")
            #expect(Spread.warning(try #require(Summary([500, 505, 498]))) == nil)
        }
    }
}

// MARK: - Writing

extension ReportTests {
    @Suite struct Writing {
        @Test func writesEveryFileAtomically() throws {
            let root = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let directory = root + "/nested/examples"
            let written = try ReportWriter.write(Sample.profile(), to: directory)
            // The tables, the report, the provenance, and its three charts (the rename step has three frames).
            #expect(written == ["todo.steps.csv", "todo.view-types.csv", "todo.causes.csv", "todo.md", "todo.provenance", "todo.bodies.svg", "todo.frames.svg",
                                "todo.causes.svg"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == written.sorted())
            let steps = try String(contentsOfFile: directory + "/todo.steps.csv", encoding: .utf8)
            #expect(steps == StepsCSVExporter().render(Sample.profile()))
            // Writing again replaces the files in place.
            #expect(try ReportWriter.write(Sample.profile(), to: directory) == written)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == written.sorted())
        }

        @Test func aFailureLeavesNoTemporariesAndNoPartialReport() throws {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // A directory where the Markdown report should go: the write must fail before any rename.
            try FileManager.default.createDirectory(atPath: directory + "/todo.md", withIntermediateDirectories: false)
            #expect(throws: ReportWriteError.self) { try ReportWriter.write(Sample.profile(), to: directory) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["todo.md"])
        }

        @Test func indexListsEveryReport() throws {
            let root = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: root) }
            try ReportWriter.write(Sample.profile(name: "todo"), to: root + "/examples")
            try ReportWriter.write(Sample.profile(name: "cart"), to: root)
            let name = try ReportWriter.writeIndex(to: root)
            #expect(name == "README.md")
            let index = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
            // Totals over all steps: push 9 + 10 + 1 = 20, pull 9 + 3 + 1 = 13, 35 % fewer.
            // "run with": the parameters from each report's provenance. † : push left Footer stale in
            // "reorder" and pull none, so some of the fewer bodies may be a missed update.
            #expect(index.contains("| todo | [examples/todo.md](<examples/todo.md>) | rows=4 | 20 | 13 | 35 % † |"))
            #expect(index.contains("| cart | [cart.md](<cart.md>) | rows=4 | 20 | 13 | 35 % † |"))
            #expect(index.contains("swift build -c release && .build/release/redraw run Scenarios/ --plan"))
            #expect(index.contains("each report's `.provenance` lists its seed, parameters, viewport and repetitions"))
            #expect(index.contains("## How to read them"))
            // The scan and the profile agree.
            let fromProfile = IndexEntry(Sample.profile(name: "todo"), report: "examples/todo.md")
            #expect(try ReportIndex.entries(scanning: root).contains(fromProfile))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".") }.isEmpty)
        }

        @Test func indexScanNamesADamagedFile() throws {
            let root = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: root) }
            try "scenario,engine\n".write(toFile: root + "/broken.steps.csv", atomically: false, encoding: .utf8)
            do { _ = try ReportIndex.entries(scanning: root); Issue.record("accepted a damaged file") } catch let error as ReportFileError {
                #expect(error.file == root + "/broken.steps.csv")
                #expect(error.line == 1)
            }
        }
    }
}

// MARK: - A shipped scenario, end to end

extension ReportTests {
    @Suite struct ShippedScenario {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

        @Test func cartBeforeReadsBackAndJudgesFromTheCounts() throws {
            let path = Self.root + "/Scenarios/examples/cart-before.swift"
            let file = ScenarioFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
            let compiled = try ScenarioBuilder.standard().build(file, engines: EngineKind.allCases)
            var options = RunOptions()
            options.repetitions = 2
            options.warmup = 0
            let profile = try CompiledProfiler.profile(compiled, options: options)
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let written = try ReportWriter.write(profile, to: directory)
            let steps = try StepsTable.parse(String(contentsOfFile: directory + "/" + written[0], encoding: .utf8))
            #expect(steps == profile.engines.flatMap { e in e.steps.map { StepRow(profile, e, $0) } })
            let views = try ViewTypesTable.parse(String(contentsOfFile: directory + "/" + written[1], encoding: .utf8))
            // A built-in control is built-in in every step, also where it was only skipped or held dependencies.
            #expect(views.filter { $0.viewType == "TextField" }.allSatisfy { $0.kind == .builtIn })
            #expect(views.contains { $0.viewType == "TextField" && $0.metrics.bodyEvaluations == 0 })
            let markdown = try String(contentsOfFile: directory + "/" + written[3], encoding: .utf8)
            // The rows of this list are Text leaves of one view: renaming one product re-runs that whole view.
            #expect(try #require(claimRow(markdown, claim: "c", step: "rename one product")).contains("**does not hold**"))
        }
    }
}

// MARK: - Provenance

extension ReportTests {
    @Suite struct ProvenanceFiles {
        /// The sample profile as a run would have recorded it, with a tricky parameter value.
        static func recorded() -> ScenarioProfile {
            var profile = Sample.profile()
            profile.parameters = ["rows": "4", "label": "a\\b\nc=d"]
            // The child read one more, `limit`, at its default.
            profile.provenance = RunProvenance(toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", redrawVersion: "0.1.0",
                                               redrawCommit: "0123456789ab-dirty", buildFlags: ["-O", "-g", "-swift-version", "5"],
                                               viewport: RunViewport(rows: 40, source: .scenario),
                                               parameters: ["rows": "4", "label": "a\\b\nc=d", "limit": "10"])
            return profile
        }

        @Test func theFileIsExactAndReadsBack() throws {
            let text = ProvenanceExporter().render(Self.recorded())
            #expect(ProvenanceExporter().fileName(for: Self.recorded()) == "todo.provenance")
            #expect(text == """
                # Redraw provenance: what made the reports todo.* beside this file.
                # `redraw gate` warns when a baseline's toolchain, Redraw version, build flags, seed, parameters or viewport differ from the current run's.
                format=1
                toolchain=Swift version 6.3.1 (swift-6.3.1-RELEASE)
                redraw_version=0.1.0
                redraw_commit=0123456789ab-dirty
                build_flags=-O -g -swift-version 5
                seed=42
                param.label=a\\\\b\\nc=d
                param.limit=10
                param.rows=4
                viewport_rows=40
                viewport_source=Redraw.viewport
                repetitions=5
                warmup=1

                """)
            let back = try ProvenanceFile.parse(text)
            #expect(back == ProvenanceRecord(Self.recorded()))
            // Saved with Windows line ends, it reads the same.
            #expect(try ProvenanceFile.parse(text.replacingOccurrences(of: "\n", with: "\r\n")) == back)
            #expect(back.parameters == ["rows": "4", "label": "a\\b\nc=d", "limit": "10"])
            #expect(back.viewport == RunViewport(rows: 40, source: .scenario))
        }

        @Test func aProfileMadeByHandRecordsUnknownAndReadsBack() throws {
            let text = ProvenanceExporter().render(Sample.profile())
            #expect(text.contains("\ntoolchain=unknown\nredraw_version=unknown\nredraw_commit=unknown\nbuild_flags=unknown\nseed=42\nparam.rows=4\nviewport_rows=unknown\nviewport_source=unknown\n"))
            let back = try ProvenanceFile.parse(text)
            #expect(back.viewport == nil)
            #expect(back == ProvenanceRecord(Sample.profile()))
        }

        @Test func theReaderNamesTheLineOfEachFault() throws {
            let good = ProvenanceExporter().render(Self.recorded())
            let lines = good.split(separator: "\n").map(String.init)
            func replacing(_ prefix: String, with line: String?) -> String {
                lines.compactMap { $0.hasPrefix(prefix) ? line : $0 }.joined(separator: "\n") + "\n"
            }
            let cases: [(String, Int, String)] = [
                (replacing("seed=", with: "seed=many"), 8, "seed: expected a whole number, found `many`"),
                (replacing("seed=", with: "colour=blue"), 8, "unknown key `colour`"),
                (replacing("seed=", with: "just words"), 8, "`just words` is not key=value"),
                (replacing("warmup=", with: "warmup=1\nwarmup=2"), 16, "`warmup` given twice"),
                (replacing("toolchain=", with: nil), 14, "no `toolchain=` line: the file ends without it"),
                (replacing("format=", with: "format=2"), 3, "format `2`: this Redraw reads format 1"),
                (replacing("format=", with: "format=2\nlayout=columns"), 3, "format `2`: this Redraw reads format 1"),
                (replacing("redraw_commit=", with: "redraw_commit=a\\tb"), 6, "`\\t` is not an escape"),
                (replacing("viewport_rows=", with: "viewport_rows=0"), 12, "viewport_rows: expected a whole number of rows or `unknown`, found `0`"),
                (replacing("viewport_source=", with: "viewport_source=tablet"), 13, "viewport_source: expected `--viewport`, `Redraw.viewport`, `default`"),
            ]
            for (text, line, message) in cases {
                do {
                    _ = try ProvenanceFile.parse(text)
                    Issue.record("accepted: \(message)")
                } catch let error as ReportFileError {
                    #expect(error.line == line, "\(message): \(error)")
                    #expect(error.message.contains(message), "\(error)")
                }
            }
        }

        @Test func theMarkdownHeaderListsTheProvenance() {
            let markdown = MarkdownExporter().render(Self.recorded())
            #expect(markdown.contains("\n- Viewport: 40 rows (the scenario's `Redraw.viewport`)\n"))
            #expect(markdown.contains("\n- Toolchain: Swift version 6.3.1 (swift-6.3.1-RELEASE); build flags `-O -g -swift-version 5`\n"))
            #expect(markdown.contains("\n- Redraw: 0.1.0, commit `0123456789ab-dirty`\n"))
            #expect(markdown.contains("`todo.causes.csv`, `todo.provenance`."))
            #expect(markdown.contains("`limit=10`, `rows=4` (`label`, `rows` set with `--param`, the other the scenario's defaults)\n"))
            var option = Self.recorded()
            option.provenance?.viewport = RunViewport(rows: 25, source: .option)
            #expect(MarkdownExporter().render(option).contains("\n- Viewport: 25 rows (`--viewport`)\n"))
            option.provenance?.viewport = RunViewport(rows: 17, source: .standard)
            #expect(MarkdownExporter().render(option).contains("\n- Viewport: 17 rows (a phone's, the default)\n"))
            #expect(MarkdownExporter().render(Sample.profile()).contains("\n- Viewport: not recorded\n"))
        }
    }
}

extension ReportTests {
    /// The terminal tables align by the columns a text takes: a Chinese or Japanese character takes
    /// two, a combining mark none (`String.count` gave one each, and a step named in Chinese pushed
    /// the table's figures out of line).
    @Test func tablesAlignByTerminalColumns() {
        #expect("清除".terminalWidth == 4)
        #expect("e\u{301}".terminalWidth == 1)
        #expect("tap \"7\"".terminalWidth == 7)
        let lines = TerminalSummary.aligned([["step", "bodies"], ["清除", "26"], ["tap \"7\"", "2"]])
        #expect(Set(lines.map(\.terminalWidth)).count == 1, "\(lines)")
        // "清除" takes 4 of the first column's 7, then 3 spaces, the gap of 2, and "26" right-aligned under "bodies".
        #expect(lines[1] == "清除" + String(repeating: " ", count: 3 + 2 + 4) + "26")
    }
}
