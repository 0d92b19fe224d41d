// Host: a compiled scenario loaded as a library into another process
// (`redraw-bench`), driven frame by frame through C entry points, so that its
// frames can be timed side by side with hand-written Swift in one process.
//
// The library's generated entry hands over the scenario's top-level code
// (`redraw_scenario_register`); these functions then run it as a timed pass
// would: a fresh run of the top-level code, a graph that records nothing.

import Foundation
import SwiftUI

public enum RedrawHost {
    nonisolated(unsafe) static var topLevel: (@MainActor () -> Void)?
    nonisolated(unsafe) static var script: ScenarioScript?
    nonisolated(unsafe) static var graph: ViewGraph?

    /// Called by the library's generated `redraw_scenario_register`.
    public static func register(_ topLevel: @escaping @MainActor () -> Void) { self.topLevel = topLevel }
}

/// Runs the top-level code afresh with `parameters` ("name=value" lines); 0 on success.
@_cdecl("redraw_host_start")
public func redrawHostStart(_ seed: UInt64, _ parameters: UnsafePointer<CChar>?) -> Int32 {
    guard let topLevel = RedrawHost.topLevel else { return 1 }
    var configuration = RunConfiguration.shared
    configuration.seed = seed
    configuration.parameters = RunConfiguration.parameters(parameters.map { String(cString: $0) } ?? "")
    RunConfiguration.shared = configuration
    return MainActor.assumeIsolated {
        RedrawHost.graph?.tearDown()  // nothing of a previous start stays subscribed or tracked
        let script = RedrawChild.freshScript(topLevel, configuration)
        let graph = ViewGraph(recording: false, viewport: script.runViewport)
        script.graph = graph
        RedrawHost.script = script
        RedrawHost.graph = graph
        return 0
    }
}

/// Ends the current run: its graph torn down (nothing stays subscribed or tracked), the graph and
/// the run's state released, as before the first start.
@_cdecl("redraw_host_stop")
public func redrawHostStop() {
    MainActor.assumeIsolated {
        RedrawHost.graph?.tearDown()
        RedrawHost.graph = nil
        RedrawHost.script = nil
        ScenarioScript.current = ScenarioScript()  // the top-level code's state, which it held too
    }
}

/// The initial render; returns the view nodes it created.
@_cdecl("redraw_host_mount")
public func redrawHostMount() -> Int {
    guard let script = RedrawHost.script, let graph = RedrawHost.graph, let root = script.root else { return -1 }
    return graph.mount(root).total.created
}

/// The index of the step named `name`, or -1 if there is none: resolved once, so that a timed
/// frame spends nothing on finding its step.
@_cdecl("redraw_host_step")
public func redrawHostStep(_ name: UnsafePointer<CChar>) -> Int {
    let wanted = String(cString: name)
    return RedrawHost.script?.steps.firstIndex(where: { $0.name == wanted }) ?? -1
}

/// One frame (index `frame`) of the step at `index`, as a step of one frame; returns the bodies
/// it evaluated, or -1 if there is no such step.
@_cdecl("redraw_host_frame")
public func redrawHostFrame(_ index: Int, _ frame: Int) -> Int {
    guard let script = RedrawHost.script, let graph = RedrawHost.graph, script.steps.indices.contains(index) else { return -1 }
    // The name and the body read in place: a copy of the whole `Step` retained and released its
    // three references on every timed frame.
    graph.begin(step: script.steps[index].name, frames: 1)
    let body = script.steps[index].body
    graph.runFrame { body(frame) }
    return graph.totals.bodyEvaluations
}

/// Invalidations of the last frame: more than the bodies it evaluated means some were not reached.
@_cdecl("redraw_host_last_invalidations")
public func redrawHostLastInvalidations() -> Int { RedrawHost.graph?.totals.invalidations ?? -1 }
