// Workload: the fixed vocabulary a scenario's top-level code uses.
//
// The top-level code runs once per pass (the rewriter wraps it in a
// function), so `Redraw.root` and `Redraw.step` register into a fresh script
// each time; the steps' closures run later, one call per frame.

import RedrawResults
import SwiftUI

public enum Redraw {
    /// The root of the view tree, built once: the first report row, "initial render".
    public static func root<Content: View>(@ViewBuilder _ content: @escaping () -> Content) {
        ScenarioScript.current.root = { builder in builder.expand(content()) }
    }

    /// The app (the file's `@main struct …: App`, its `@main` removed) as the root: its body's
    /// window content is the screen, and the app's own state lives in its node (App.swift).
    public static func root<A: App>(_ app: A.Type) {
        root { A() }
    }

    /// A step of `frames` frames; each frame is one transaction of writes, then one render pass.
    public static func step(_ name: String, frames: Int = 1, file: StaticString = #file, line: UInt = #line, column: UInt = #column,
                            _ body: @escaping () -> Void) {
        step(name, frames: frames, file: file, line: line, column: column) { (_: Int) in body() }
    }

    /// The most frames one step may have: a step is a workload, not a soak test.
    public static let maximumFrames = 1_000_000

    /// A step whose writes depend on the frame index (0-based).
    public static func step(_ name: String, frames: Int = 1, file: StaticString = #file, line: UInt = #line, column: UInt = #column,
                            _ body: @escaping (Int) -> Void) {
        guard frames >= 1 else {
            WorkloadFailure.fail("step \(name.swiftLiteral) has \(frames) frames: `frames:` must be at least 1", file: file, line: line, column: column)
        }
        guard frames <= maximumFrames else {
            WorkloadFailure.fail("step \(name.swiftLiteral) has \(frames) frames, over the limit of \(maximumFrames); split it into steps",
                                 file: file, line: line, column: column)
        }
        ScenarioScript.current.steps.append(ScenarioScript.Step(name: StepNames.oneLine(name), frames: frames, origin: "\(file):\(line)", body: body))
    }

    /// The rows a `List` or lazy stack shows at once (a phone's 17 of 44 pt by default); `--viewport`
    /// overrides it for a run.
    public static func viewport(rows: Int, file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        guard rows >= 1 else { WorkloadFailure.fail("a viewport of \(rows) rows: it must show at least 1", file: file, line: line, column: column) }
        ScenarioScript.current.viewport = Viewport(rows: rows)
    }

    /// Writes a view's property (usually its `@State`) on every live node of that type:
    /// simulated user input.
    public static func setState<V: View, T>(_ type: V.Type, _ keyPath: WritableKeyPath<V, T>, _ value: T,
                                            file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        guard let graph = ScenarioScript.current.graph else {
            WorkloadFailure.fail("`Redraw.setState` is for the inside of a step", file: file, line: line, column: column)
        }
        if !graph.setState(V.self, keyPath, value) {
            WorkloadFailure.fail("no live `\(V.self)` to set: the view is not in the tree at this step", file: file, line: line, column: column)
        }
    }
}

/// A workload parameter: `--param name=value`, typed like its default.
public func param<T: LosslessStringConvertible>(_ name: String, _ defaultValue: T,
                                                file: StaticString = #file, line: UInt = #line, column: UInt = #column) -> T {
    guard let text = RunConfiguration.shared.parameters[name] else {
        ScenarioScript.current.parameterValues[name] = defaultValue.description
        return defaultValue
    }
    guard let value = T(text) else {
        WorkloadFailure.fail("--param \(name)=\(text): expected a value of type \(T.self), like the default \(defaultValue)",
                             file: file, line: line, column: column)
    }
    ScenarioScript.current.parameterValues[name] = value.description
    return value
}

/// What one pass of the top-level code registered.
final class ScenarioScript {
    struct Step {
        let name: String
        let frames: Int
        /// `file:line` of the call that made the step.
        let origin: String
        let body: (Int) -> Void
    }

    nonisolated(unsafe) static var current = ScenarioScript()

    var root: ((inout _ChildBuilder) -> Void)?
    /// `Redraw.viewport(rows:)`, if the scenario set one.
    var viewport: Viewport?
    var steps: [Step] = []
    var graph: ViewGraph?
    /// Every `param` this pass read, with the value it returned (as the type prints it).
    var parameterValues: [String: String] = [:]

    /// The viewport of this run: `--viewport`, else the scenario's, else a phone's.
    var runViewport: Viewport { Viewport(rows: runViewportRecord.rows) }

    /// The same decision, with what made it, for the parent's provenance.
    var runViewportRecord: RunViewport {
        if let rows = RunConfiguration.shared.viewportRows { return RunViewport(rows: rows, source: .option) }
        if let viewport { return RunViewport(rows: viewport.rows, source: .scenario) }
        return RunViewport(rows: Viewport.phone.rows, source: .standard)
    }
}
