// Time: workload steps that only let the virtual clock run.
//
// Invariants:
// - `Redraw.wait(seconds: s)` is a step of ceil(s × 60) frames that writes
//   nothing: each frame advances the clock by 1/60 s and runs what fell due,
//   then renders what that work invalidated.
// - Its name is `wait <s> s` (`wait 0.3 s`, `wait 2 s`); a name already taken
//   gets ` (2)`, ` (3)`… as UI actions' names do. The front end derives the same
//   names from the literal (WorkloadCalls.swift) and lists them as steps.

import SwiftUI

extension Redraw {
    /// A step that lets `seconds` of virtual time pass, frame by frame, with no writes.
    public static func wait(seconds: Double, file: StaticString = #file, line: UInt = #line) {
        guard seconds.isFinite, seconds > 0 else {
            WorkloadFailure.fail("`Redraw.wait(seconds: \(seconds))`: the time to wait must be more than 0 seconds",
                                 file: file, line: line)
        }
        let frames = waitFrames(seconds)
        guard frames <= maximumFrames else {
            WorkloadFailure.fail("`Redraw.wait(seconds: \(seconds))` is \(frames) frames, over the limit of \(maximumFrames); "
                                 + "split it into steps", file: file, line: line)
        }
        let name = ScenarioScript.current.uniqueStepName(waitStepName(seconds))
        step(name, frames: frames, file: file, line: line) { (_: Int) in }
    }

    /// ceil(seconds × 60), forgiving the rounding of a decimal literal (0.3 × 60 is 18, not 19).
    static func waitFrames(_ seconds: Double) -> Int {
        Int(min((seconds * 60 - 1e-9).rounded(.up), Double(Int.max / 2)))
    }

    /// `wait 0.3 s`; a whole number of seconds without a fraction: `wait 2 s`.
    static func waitStepName(_ seconds: Double) -> String {
        if seconds == seconds.rounded(), abs(seconds) < 1e15 { return "wait \(Int(seconds)) s" }
        return "wait \(seconds) s"
    }
}
