// Time: workload steps that only let the virtual clock run.
//
// Invariants:
// - `Redraw.wait(seconds: s)` is a step of ceil(s × 60) frames that writes
//   nothing: each frame advances the clock by 1/60 s and runs what fell due,
//   then renders what that work invalidated.
// - Its name is `wait <s> s` (`wait 0.3 s`, `wait 2 s`); a name already taken
//   gets ` (2)`, ` (3)`… as UI actions' names do. The front end derives the same
//   names from the literal (WorkloadCalls.swift) and lists them as steps.

import RedrawResults
import SwiftUI

extension Redraw {
    /// A step that lets `seconds` of virtual time pass, frame by frame, with no writes.
    public static func wait(seconds: Double, file: StaticString = #file, line: UInt = #line, column: UInt = #column) {
        guard seconds.isFinite, seconds > 0 else {
            WorkloadFailure.fail("`Redraw.wait(seconds: \(seconds))`: the time to wait must be more than 0 seconds",
                                 file: file, line: line, column: column)
        }
        let frames = Int(min(StepNames.waitFrames(seconds), Double(Int.max / 2)))
        guard frames <= maximumFrames else {
            WorkloadFailure.fail("`Redraw.wait(seconds: \(seconds))` is \(frames) frames, over the limit of \(maximumFrames); "
                                 + "split it into steps", file: file, line: line, column: column)
        }
        let name = ScenarioScript.current.uniqueStepName(StepNames.wait(seconds: seconds))
        step(name, frames: frames, file: file, line: line, column: column) { (_: Int) in }
    }
}
