// RedrawScenarioKit: what the compiled form of a scenario imports — Redraw's
// SwiftUI (which brings Foundation, Combine and Observation) and the workload
// vocabulary (`Redraw.root`, `Redraw.step`, `param`…).

@_exported import SwiftUI
