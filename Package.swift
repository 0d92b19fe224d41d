// swift-tools-version:6.0
// Redraw: an invalidation profiler for Swift UI state.
//
// The SwiftSyntax/SwiftParser libraries come from the toolchain itself
// (`lib/swift/host` beside `bin/swiftc`); nothing is fetched. jemalloc comes
// from Debian's `libjemalloc-dev` through the `CJemalloc` system library; the
// tests use Debian's zlib (`zlib1g-dev`) through `CZlib`.
import PackageDescription
import Foundation

/// `<toolchain>/usr/lib/swift/host`, found through the `swiftc` on PATH.
let hostLibraries: String = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}()

let swiftSyntaxFlags: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let swiftSyntaxLinking: [LinkerSetting] = [
    .unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries]),
    .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"), .linkedLibrary("SwiftOperators"),
]

// Every module on Redraw's side sees the syntax modules the front end was built against.
let language: [SwiftSetting] = [.swiftLanguageMode(.v5)] + swiftSyntaxFlags
// The modules a scenario is compiled against. Library evolution stays off (the
// scenario is built against exactly this build); the user's file is compiled
// in Swift 5 mode, as most app code still is, so these are too.
// Release builds skip dynamic exclusivity checks in these modules only: the graph
// mutates its nodes' state on every frame, and the checks cost time there that no
// app pays for SwiftUI's own graph. The user's code keeps Swift's default checks.
let scenarioSide: [SwiftSetting] = [.swiftLanguageMode(.v5),
                                    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "Redraw",
    products: [
        .executable(name: "redraw", targets: ["redraw"]),
        .executable(name: "redraw-bench", targets: ["redraw-bench"]),
        .executable(name: "redraw-fuzz", targets: ["redraw-fuzz"]),
        // What a compiled scenario links: Redraw's SwiftUI and Combine modules, the
        // view-graph runtime and the workload API, as one shared library.
        .library(name: "RedrawScenarioKit", type: .dynamic, targets: ["RedrawScenarioKit"]),
    ],
    targets: [
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc",
                       providers: [.apt(["libjemalloc-dev"])]),
        // zlib, for the tests only: they decode the PNGs rsvg-convert renders of the report's charts.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Measuring: allocator statistics, clocks, summary statistics.
        .target(name: "RedrawMeasure", dependencies: ["CJemalloc"], swiftSettings: language),
        // What a profile measured: plain Codable values shared by the child and the reports.
        .target(name: "RedrawResults", dependencies: ["RedrawMeasure"], swiftSettings: language),

        // ── The compiled scenario's side (linked into the scenario's executable) ──
        // The real Observation module under names that the shadow registrar can reach.
        .target(name: "RedrawObservation", path: "Sources/Scenario/RedrawObservation", swiftSettings: scenarioSide),
        // Hooks through which Combine, the registrar proxy and the runtime report reads and writes.
        .target(name: "RedrawHooks", dependencies: ["RedrawObservation"], path: "Sources/Scenario/RedrawHooks",
                swiftSettings: scenarioSide),
        // The forwarding registrar the `@Observable` macro's expansion reaches in an instrumented build.
        .target(name: "RedrawObservationShadow", dependencies: ["RedrawHooks"], path: "Sources/Scenario/RedrawObservationShadow",
                swiftSettings: scenarioSide),
        // `ObservableObject`, `@Published`, `ObservableObjectPublisher`, `AnyCancellable`.
        .target(name: "Combine", dependencies: ["RedrawHooks"], path: "Sources/Scenario/Combine", swiftSettings: scenarioSide),
        // The virtual clock: tasks, sleeps, main-queue blocks and timers wait on it, frame by frame.
        .target(name: "RedrawClock", dependencies: ["Combine", "RedrawHooks"], path: "Sources/Scenario/RedrawClock", swiftSettings: scenarioSide),
        // Views, modifiers, property wrappers, environment, and the view graph that runs them.
        .target(name: "SwiftUI", dependencies: ["Combine", "RedrawClock", "RedrawHooks", "RedrawResults", "UIKit", "CoreGraphics", "UniformTypeIdentifiers"],
                path: "Sources/Scenario/SwiftUI", swiftSettings: scenarioSide),
        // UIKit's values that SwiftUI code touches (images, colours, the application, pasteboard,
        // device, screen, haptics), inert; re-exported by SwiftUI, as on iOS.
        .target(name: "UIKit", dependencies: ["CoreGraphics"], path: "Sources/Scenario/UIKit", swiftSettings: scenarioSide),
        // `import CoreGraphics`: Foundation's geometry re-exported, with the CoreGraphics values Linux
        // lacks (affine transforms, vectors, colours, paths, line styles); re-exported by UIKit, as on iOS.
        .target(name: "CoreGraphics", path: "Sources/Scenario/CoreGraphics", swiftSettings: scenarioSide),
        // Neighbours that app files import, as stand-ins: coordinates, and MapKit's `Map` (a leaf).
        .target(name: "CoreLocation", path: "Sources/Scenario/CoreLocation", swiftSettings: scenarioSide),
        .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"], path: "Sources/Scenario/MapKit", swiftSettings: scenarioSide),
        // Swift Charts' `Chart`, marks and axes: a leaf of the holding body, nothing drawn.
        .target(name: "Charts", dependencies: ["SwiftUI"], path: "Sources/Scenario/Charts", swiftSettings: scenarioSide),
        // The system photo picker (`import PhotosUI`): a control whose sheet no action opens.
        .target(name: "PhotosUI", dependencies: ["SwiftUI"], path: "Sources/Scenario/PhotosUI", swiftSettings: scenarioSide),
        // The App Store review prompt (`import StoreKit`): `\.requestReview`, which shows nothing.
        .target(name: "StoreKit", dependencies: ["SwiftUI"], path: "Sources/Scenario/StoreKit", swiftSettings: scenarioSide),
        // The kinds of data a drag, drop or share names (`import UniformTypeIdentifiers`): `UTType`, values only.
        .target(name: "UniformTypeIdentifiers", path: "Sources/Scenario/UniformTypeIdentifiers", swiftSettings: scenarioSide),
        // Apple's unified logging (`import os`): `Logger` and `os_log`, writing nothing.
        .target(name: "os", path: "Sources/Scenario/os", swiftSettings: scenarioSide),
        // SwiftData's container, context and `@Query` on an in-memory store (`@Model` is the front end's).
        .target(name: "SwiftData", dependencies: ["SwiftUI", "RedrawHooks"], path: "Sources/Scenario/SwiftData", swiftSettings: scenarioSide),
        // `import SwiftUICore` (Apple's module of SwiftUI's core, iOS 18): Redraw's SwiftUI under that name.
        .target(name: "SwiftUICore", dependencies: ["SwiftUI"], path: "Sources/Scenario/SwiftUICore", swiftSettings: scenarioSide),
        // `import OSLog` (Apple's framework over `os`, iOS 14): Redraw's `os` under that name.
        .target(name: "OSLog", dependencies: ["os"], path: "Sources/Scenario/OSLog", swiftSettings: scenarioSide),
        // Local notifications (`import UserNotifications`): the center, requests and triggers, inert;
        // authorization granted, completions on the virtual clock.
        .target(name: "UserNotifications", dependencies: ["RedrawClock"], path: "Sources/Scenario/UserNotifications",
                swiftSettings: scenarioSide),
        // A scenario's `abort`: it traps, so that a runtime error the Swift runtime reports by
        // aborting (an `unowned` read of a destroyed object) still shows the user's frames.
        .target(name: "CRedrawTrap", path: "Sources/Scenario/CRedrawTrap", cSettings: [.unsafeFlags(["-fno-omit-frame-pointer"])]),
        // `Redraw.root`, `Redraw.step`, `param`, seeded randomness, and the child's main loop.
        .target(name: "RedrawScenarioKit", dependencies: ["SwiftUI", "MapKit", "CoreLocation", "SwiftData", "Charts", "PhotosUI", "StoreKit", "os", "OSLog", "UniformTypeIdentifiers", "UserNotifications", "SwiftUICore", "CoreGraphics", "RedrawObservationShadow", "RedrawResults", "RedrawMeasure", "CRedrawTrap"],
                path: "Sources/Scenario/RedrawScenarioKit", swiftSettings: scenarioSide),

        // ── Redraw's side ──
        // Scenario file → checks of the workload → push and pull forms (SwiftSyntax rewriter).
        .target(name: "RedrawFrontEnd", dependencies: ["RedrawResults"], swiftSettings: language,
                linkerSettings: swiftSyntaxLinking),
        // swiftc, the build cache, and the child process that runs a compiled scenario.
        .target(name: "RedrawBuild", dependencies: ["RedrawFrontEnd", "RedrawResults"], swiftSettings: language),
        // CSV and Markdown exporters.
        .target(name: "RedrawReport", dependencies: ["RedrawResults"], swiftSettings: language),
        // Baseline comparison for CI.
        .target(name: "RedrawGate", dependencies: ["RedrawReport"], swiftSettings: language),
        // Commands and option parsing.
        .target(name: "RedrawCLI", dependencies: ["RedrawReport", "RedrawGate", "RedrawBuild", "RedrawFrontEnd"],
                swiftSettings: language),
        .executableTarget(name: "redraw", dependencies: ["RedrawCLI"], swiftSettings: language),
        .executableTarget(name: "redraw-bench", dependencies: ["RedrawBuild"],
                          swiftSettings: language),
        // The fuzzer of the front end (issue #13): seeded mutations of the corpus, in worker processes.
        .executableTarget(name: "redraw-fuzz", dependencies: ["RedrawCLI", "RedrawFrontEnd"], swiftSettings: language),
        // Depends on redraw-fuzz and redraw so that `swift test` builds them: FuzzSmokeTests runs
        // redraw-fuzz, whose end-to-end mode runs the redraw beside it.
        .testTarget(name: "RedrawTests", dependencies: ["RedrawCLI", "RedrawBuild", "CZlib", "redraw-fuzz", "redraw"],
                    swiftSettings: language),
        .testTarget(name: "RedrawMeasureTests", dependencies: ["RedrawMeasure"],
                    swiftSettings: language),
        // A scenario in, counts out: the compiled path end to end (front end, swiftc, child process).
        .testTarget(name: "RedrawRuntimeTests", dependencies: ["RedrawBuild", "RedrawReport"], swiftSettings: language),
        .testTarget(name: "RedrawFrontEndTests", dependencies: ["RedrawFrontEnd"], swiftSettings: language),
    ]
)
