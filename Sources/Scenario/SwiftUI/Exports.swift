// Exports: what `import SwiftUI` brings into a scenario, as on Apple's platforms
// (Foundation, Combine and Observation), plus the shadow registrar that lets
// Redraw see what the real `@Observable` macro's code reads and writes, and the
// virtual clock (its `Task.sleep` shadows the real one; the compiled form aliases
// `DispatchQueue`, `DispatchTime` and `Timer` to its own).

@_exported import Foundation
@_exported import Combine
@_exported import Observation
@_exported import RedrawHooks
@_exported import RedrawClock
// On iOS `import SwiftUI` makes UIKit's types visible too (`UIImage`, `UIApplication`), which
// app code relies on; Redraw's UIKit is the inert stand-ins of Sources/Scenario/UIKit.
@_exported import UIKit
