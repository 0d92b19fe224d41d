// ChildMain: the compiled scenario's entry point. It runs the passes the
// parent asked for — timed passes that record nothing but the clock, an
// allocation pass that reads jemalloc's counters around each step and frame
// (both in the timing build, as the user's code ships), a counting pass that
// records reads, causes and stale views (in the counting build) — each from a
// fresh run of the top-level code, and writes the results as JSON for the
// parent.

import Foundation
import RedrawHooks
import RedrawMeasure
import RedrawObservation
import RedrawResults
import SwiftData
import SwiftUI
import UserNotifications

public enum RedrawChild {
    /// Called by the generated `@main` with the scenario's wrapped top-level code.
    @MainActor
    /// `emptiesUserDefaults`: the scenario names `UserDefaults` (ScenarioBuilder.childEntry), so
    /// every pass starts it empty (`resetStandardDefaults`).
    public static func main(_ topLevel: @MainActor () -> Void, emptiesUserDefaults: Bool = false) -> Never {
        Self.emptiesUserDefaults = emptiesUserDefaults
        VirtualClock.install()
        // Found once per process by reading /proc/self/maps, whose length varies from run to
        // run; done here, before any pass, so that no measured step pays for it (it was the
        // first body's, and moved a pull initial render's allocations by ±9).
        _ = _DirectTracking.isAvailable
        let configuration = RunConfiguration.shared
        if configuration.forkPerPass {
            PassProcesses.run(configuration) { index in
                runPasses(topLevel, configuration, [index], to: configuration.resultsPath.map { "\($0).\(index)" })
            }
        }
        runPasses(topLevel, configuration, Array(configuration.passes.indices), to: configuration.resultsPath)
    }

    /// Runs the passes at `indices` of the configuration's, in order, writes their results to
    /// `path` and exits.
    @MainActor
    static func runPasses(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration, _ indices: [Int],
                          to path: String?) -> Never {
        var result = ChildResult()
        let allocator = JemallocStats(scope: .callingThread)
        var timedSteps: [[Double]] = []
        var timedFrames: [[[Double]]] = []
        var splits: [[TimeSplit]] = []
        var stepAllocations: [AllocationSnapshot?] = []
        // What the scenario prints is its counting pass's (`--show-output`): a journal or timed pass
        // in the same process runs the same code, and its prints showed each line twice.
        let countsHere = indices.contains { configuration.passes[$0] == .counting }
        for index in indices {
            let pass = configuration.passes[index]
            ParentChannel.send("progress", "\(configuration.engine): pass \(index + 1) of \(configuration.passes.count) (\(pass.rawValue))")
            let silenced = countsHere && pass != .counting ? StandardOutput.silence() : nil
            defer { silenced.map(StandardOutput.restore) }
            switch pass {
            case .timed:
                let (steps, frames) = timedPass(topLevel, configuration)
                timedSteps.append(steps)
                timedFrames.append(frames)
            case .counting:
                (result.steps, result.propertyUsage, result.notes) = countingPass(topLevel, configuration)
            case .split:
                splits.append(splitPass(topLevel, configuration))
            case .journal:
                // A counting run that also keeps every event: the same counts, and the journal.
                let journal = JournalRecorder()
                let (steps, _, _) = countingPass(topLevel, configuration, journal: journal)
                if result.steps.isEmpty { result.steps = steps }
                result.journal = journal.journal
            case .allocations:
                (stepAllocations, result.frameAllocations) = allocationPass(topLevel, configuration, allocator: allocator)
            }
        }
        if result.steps.isEmpty, !timedSteps.isEmpty || !splits.isEmpty || !stepAllocations.isEmpty {
            // Timed passes only (a fresh process per pass): names and frames from the script.
            let script = ScenarioScript.current
            result.steps = zip(["initial render"] + script.steps.map(\.name), [1] + script.steps.map(\.frames)).map {
                StepProfile(step: $0, frames: $1, counts: StepCounts(step: $0, frames: $1), allocations: nil,
                            timings: [], frameTimings: [])
            }
        }
        for i in result.steps.indices {
            result.steps[i].timings = timedSteps.compactMap { i < $0.count ? $0[i] : nil }
            result.steps[i].frameTimings = timedFrames.flatMap { i < $0.count ? $0[i] : [] }
            if !splits.isEmpty { result.steps[i].timeSplits = splits.compactMap { i < $0.count ? $0[i] : nil } }
            if i < stepAllocations.count { result.steps[i].allocations = stepAllocations[i] }
        }
        result.emptyFrameNanoseconds = calibrateEmptyFrame()
        result.allocatorAvailable = allocator != nil
        // The last pass's script: every pass runs the same top-level code, so it decided the same.
        result.viewport = ScenarioScript.current.runViewportRecord
        result.parameters = ScenarioScript.current.parameterValues
        result.observationTracking = _DirectTracking.isAvailable ? "direct" : "public"
        result.lateTrackingFires = ViewGraph.lateTrackingFires + _DirectTracking.orphanFires
        write(result, to: path)
        exit(0)
    }

    /// Runs the top-level code into a fresh script: every run starts from the same state.
    @MainActor
    static func freshScript(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration) -> ScenarioScript {
        RunGeneration.current += 1
        RedrawRandom.reset(seed: configuration.seed)
        VirtualClock.shared.reset()
        _UIKitRun.reset()
        _UserNotificationsRun.reset()
        _SwiftDataRun.reset()
        _StorageRun.reset()
        _WindowRun.reset()
        ShownObjectIDs.reset()
        FileSandbox.empty()
        if emptiesUserDefaults { resetStandardDefaults() }
        ScenarioScript.current = ScenarioScript()
        topLevel()
        let script = ScenarioScript.current
        if script.root == nil {
            ParentChannel.send("error", "the scenario has no `Redraw.root { … }`")
            exit(1)
        }
        if let limit = configuration.stepLimit, limit < script.steps.count { script.steps.removeLast(script.steps.count - limit) }
        return script
    }

    /// Whether the scenario names `UserDefaults`: only then is it emptied. Emptying it loads
    /// Foundation's preferences, which its locale-aware string functions read too: done for every
    /// scenario, it moved a few allocations between the steps of two that never use it.
    nonisolated(unsafe) static var emptiesUserDefaults = false

    /// `UserDefaults.standard` as a fresh install has it: Linux Foundation keeps the app's values in
    /// memory and in `~/.config/<executable>.plist`, so a model that loads from it in `init` would
    /// start a pass from what an earlier pass, or an earlier run, saved (a timed pass then found a
    /// button the counting pass had renamed). Removing a key removes the app's own value; registered
    /// defaults stay, as the app registers them again.
    static func resetStandardDefaults() {
        let defaults = UserDefaults.standard
        for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
    }

    @MainActor
    static func countingPass(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration,
                             journal: JournalRecorder? = nil) -> ([StepProfile], PropertyUsage, [String]?) {
        let script = freshScript(topLevel, configuration)
        let graph = ViewGraph(recording: true, viewport: script.runViewport)
        graph.journal = journal
        // A crash in this step can then say which `@State` objects were made and released in it.
        graph.discardObserver = { ParentChannel.send("discard", "\($0)\t\($1)") }
        // `Self._printChanges()` in a body: its lines, kept per step (not in a journal's pass,
        // which repeats the counting pass's evaluations).
        var printed: [String] = []
        if journal == nil { ViewGraph.collectChanges(of: graph, into: { printed.append($0) }) }
        defer { ViewGraph.collectChanges(of: nil, into: nil) }
        func takePrinted() -> [String]? {
            defer { printed = [] }
            return printed.isEmpty ? nil : printed
        }
        script.graph = graph
        var results: [StepProfile] = []
        ParentChannel.send("step", "initial render")
        journal?.beginStep("initial render", origin: nil)
        let mount = graph.mount(script.root!)
        journal?.endStep()
        results.append(StepProfile(step: "initial render", frames: 1, counts: mount, allocations: nil,
                                   timings: [], frameTimings: []))
        results[results.count - 1].printedChanges = takePrinted()
        for step in script.steps {
            ParentChannel.send("step", step.name)
            journal?.beginStep(step.name, origin: step.origin)
            journal?.origin = "step \(step.name.swiftLiteral) at \(step.origin)"
            graph.begin(step: step.name, frames: step.frames)
            for frame in 0..<step.frames {
                graph.runFrame { step.body(frame) }
            }
            journal?.endStep()
            let counts = graph.finish()
            results.append(StepProfile(step: step.name, frames: step.frames, counts: counts,
                                       allocations: nil, timings: [], frameTimings: []))
            results[results.count - 1].printedChanges = takePrinted()
        }
        graph.tearDown()
        return (results, graph.usage, graph.notes.isEmpty ? nil : graph.notes)
    }

    /// A run like a timed one, with jemalloc's counters read around the mount and each step
    /// (what a step allocates is its frames'; Redraw's summary of the step comes after) and at
    /// the end of every frame, since the pass began (for a journal's frames). It follows the
    /// first timed pass in the timing build (CompiledProfiler): the one-time costs (metadata,
    /// caches) are paid by then, and what is left in the process is the same in every run.
    @MainActor
    static func allocationPass(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration,
                               allocator: JemallocStats?) -> ([AllocationSnapshot?], [[AllocationSnapshot]]?) {
        let script = freshScript(topLevel, configuration)
        let graph = ViewGraph(recording: false, viewport: script.runViewport)
        script.graph = graph
        guard let allocator else {
            _ = graph.mount(script.root!)
            return ([], nil)
        }
        // Redraw's searches for actions' targets are read apart and left out (ActionOverhead): a
        // frame's figure is since the pass began, less the searches since then.
        ActionOverhead.allocator = allocator
        defer { ActionOverhead.allocator = nil }
        let passStart = allocator.snapshot(), passSearches = ActionOverhead.allocations
        func sincePassStart() -> AllocationSnapshot { allocator.snapshot() - passStart - (ActionOverhead.allocations - passSearches) }
        var steps: [AllocationSnapshot?] = []
        var frames: [[AllocationSnapshot]] = []
        ParentChannel.send("step", "initial render")
        let before = allocator.snapshot()
        var after: AllocationSnapshot?
        // The mount's allocations end where its render does, before Redraw's summary of it.
        _ = graph.mount(script.root!) { after = allocator.snapshot() }
        steps.append(delta(after, before))
        frames.append([sincePassStart()])
        for step in script.steps {
            ParentChannel.send("step", step.name)
            var stepFrames: [AllocationSnapshot] = []
            stepFrames.reserveCapacity(step.frames)
            graph.begin(step: step.name, frames: step.frames)
            let before = allocator.snapshot(), searches = ActionOverhead.allocations
            for frame in 0..<step.frames {
                graph.runFrame { step.body(frame) }
                stepFrames.append(sincePassStart())
            }
            steps.append(allocator.snapshot() - before - (ActionOverhead.allocations - searches))
            frames.append(stepFrames)
        }
        graph.tearDown()
        return (steps, frames)
    }

    @MainActor
    static func timedPass(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration) -> ([Double], [[Double]]) {
        let script = freshScript(topLevel, configuration)
        let graph = ViewGraph(recording: false, viewport: script.runViewport)
        script.graph = graph
        var stepTimes: [Double] = []
        var frameTimes: [[Double]] = []
        ParentChannel.send("step", "initial render")
        let t0 = MonotonicClock.now()
        _ = graph.mount(script.root!)
        let mount = Double(MonotonicClock.nanoseconds(since: t0))
        stepTimes.append(mount)
        frameTimes.append([mount])
        for step in script.steps {
            ParentChannel.send("step", step.name)
            var frames: [Double] = []
            frames.reserveCapacity(step.frames)
            graph.begin(step: step.name, frames: step.frames)
            let stepStart = MonotonicClock.now(), stepSearches = ActionOverhead.nanoseconds
            for frame in 0..<step.frames {
                let frameStart = MonotonicClock.now(), searches = ActionOverhead.nanoseconds
                graph.runFrame { step.body(frame) }
                frames.append(Double(MonotonicClock.nanoseconds(since: frameStart) &- (ActionOverhead.nanoseconds &- searches)))
            }
            stepTimes.append(Double(MonotonicClock.nanoseconds(since: stepStart) &- (ActionOverhead.nanoseconds &- stepSearches)))
            frameTimes.append(frames)
        }
        graph.tearDown()
        return (stepTimes, frameTimes)
    }

    /// A run like a timed one with the phase clock on: per step, the time of the workload, the
    /// observation machinery, the graph and each view type's bodies (PhaseClock.swift).
    @MainActor
    static func splitPass(_ topLevel: @MainActor () -> Void, _ configuration: RunConfiguration) -> [TimeSplit] {
        let script = freshScript(topLevel, configuration)
        let graph = ViewGraph(recording: false, viewport: script.runViewport)
        script.graph = graph
        let clock = PhaseClock(readCost: calibrateEmptyFrame() ?? 0)
        PhaseClock.current = clock
        defer { PhaseClock.current = nil }
        func measured(_ body: () -> Void) -> TimeSplit {
            clock.reset()
            clock.start(.graph)
            body()
            clock.stop()
            let t = clock.totals
            return TimeSplit(workload: t[PhaseClock.Phase.workload.rawValue], observation: t[PhaseClock.Phase.observation.rawValue],
                             graph: t[PhaseClock.Phase.graph.rawValue], bodies: t[PhaseClock.Phase.body.rawValue],
                             bodiesPerViewType: clock.bodies)
        }
        ParentChannel.send("step", "initial render")
        var splits = [measured { _ = graph.mount(script.root!) }]
        for step in script.steps {
            ParentChannel.send("step", step.name)
            graph.begin(step: step.name, frames: step.frames)
            splits.append(measured {
                for frame in 0..<step.frames { graph.runFrame { step.body(frame) } }
            })
        }
        graph.tearDown()
        return splits
    }

    static func delta(_ after: AllocationSnapshot?, _ before: AllocationSnapshot?) -> AllocationSnapshot? {
        guard let after, let before else { return nil }
        return after - before
    }

    /// The clock's own cost around an empty frame: the floor under every figure.
    static func calibrateEmptyFrame() -> Double? {
        var samples: [Double] = []
        samples.reserveCapacity(1_000)
        for _ in 0..<1_000 {
            let start = MonotonicClock.now()
            samples.append(Double(MonotonicClock.nanoseconds(since: start)))
        }
        return Summary(samples)?.median
    }

    static func write(_ result: ChildResult, to path: String?) {
        do {
            let data = try JSONEncoder().encode(result)
            if let path { try data.write(to: URL(fileURLWithPath: path)) }
            else { FileHandle.standardOutput.write(data) }
        } catch {
            ParentChannel.send("error", "cannot write the results: \(error)")
            exit(1)
        }
    }
}
