// ProvidedModules: the modules a compiled scenario can import — Redraw's own
// (the folders of Sources/Scenario, Package.swift's scenario-side targets) and
// the toolchain's that scenarios use. The build driver reads diagnostics in the
// kit's modules by it; the front end never drops an import of one of them.

public enum ProvidedModules {
    /// The folders of Sources/Scenario.
    public static let kit: Set<String> = [
        "SwiftUI", "Combine", "Charts", "MapKit", "CoreLocation", "SwiftData", "PhotosUI", "StoreKit", "os", "UIKit", "UniformTypeIdentifiers",
        "SwiftUICore", "OSLog", "CoreGraphics", "UserNotifications", "CRedrawTrap", "RedrawScenarioKit", "RedrawClock", "RedrawHooks", "RedrawObservation", "RedrawObservationShadow",
    ]

    /// The toolchain's modules a scenario may import.
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Observation", "Dispatch", "Synchronization",
        "XCTest", "Testing",
    ]

    public static var all: Set<String> { kit.union(toolchain) }
}
