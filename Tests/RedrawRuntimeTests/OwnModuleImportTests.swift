// A folder scenario holding an app's own package modules (`Sources/Theme/`, `Sources/Utils/`)
// compiles them as one module with the workload, so their `import Theme` and `import Utils` are
// the scenario's own code and are dropped (OwnModuleImports); an import of a module that is
// neither provided nor a folder of the scenario is still swiftc's error. A tester's design system
// stopped at `no such module 'Utils'`, one import at a time.

import Foundation
import RedrawResults
import Testing

@Suite struct OwnModuleImportTests {
    /// Counts: Badge reads `palette.accent` of an `@Observable` palette (push: its
    /// `@ObservedObject`); "recolour" writes it: Badge re-runs (1) under both engines.
    @Test(arguments: EngineKind.allCases)
    func importsOfTheFoldersOwnModulesAreDropped(engine: EngineKind) throws {
        let dir = NSTemporaryDirectory() + "redraw-own-modules-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "Sources/Theme/Palette.swift": """
            import SwiftUI
            import Utils
            @Observable final class Palette { var accent = Shade.light.name }
            """,
            "Sources/Utils/Shade.swift": """
            import Foundation
            enum Shade { case light, dark; var name: String { self == .light ? "light" : "dark" } }
            """,
            "Sources/Buttons/Badge.swift": """
            import SwiftUI
            import Theme
            struct Badge: View {
                var palette: Palette
                var body: some View { Text(palette.accent) }
            }
            """,
            "workload.swift": """
            import SwiftUI
            import Theme
            let palette = Palette()
            Redraw.root { Badge(palette: palette) }
            Redraw.step("recolour") { palette.accent = Shade.dark.name }
            """,
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (dir + "/" + path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
        let r = try run(path: dir, engine)
        #expect(r.bodies("recolour", "Badge") == 1)
    }
}
