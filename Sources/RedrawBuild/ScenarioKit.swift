// ScenarioKit: where Redraw's own modules (SwiftUI, Combine, the runtime and
// the workload API) and their shared library are, for compiling a scenario.
//
// Found beside the running executable (`.build/<config>/Modules` and
// `.build/<config>/libRedrawScenarioKit.so`, where SwiftPM puts them), or in
// `REDRAW_KIT_DIR` for a copy of `redraw` installed elsewhere: that folder
// must hold `Modules/` and `libRedrawScenarioKit.so` from the same build.

import Foundation

public struct ScenarioKit: Sendable {
    /// Holds `libRedrawScenarioKit.so` and `Modules/`.
    public let directory: String
    /// Identifies this build of the kit: size and modification time of the library and of SwiftUI's module.
    public let fingerprint: String

    public var modules: String { directory + "/Modules" }
    public var library: String { directory + "/libRedrawScenarioKit.so" }

    public static func find() throws -> ScenarioKit {
        var candidates: [String] = []
        if let dir = ProcessInfo.processInfo.environment["REDRAW_KIT_DIR"] { candidates.append(dir) }
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(dir.path)
            dir = dir.deletingLastPathComponent()
        }
        if let real = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: real).deletingLastPathComponent().path)
        }
        for candidate in candidates where isKit(candidate) {
            return ScenarioKit(directory: candidate, fingerprint: fingerprint(of: candidate))
        }
        throw BuildError.environment("""
            Redraw's scenario modules were not found beside \(exe.path) (looked for libRedrawScenarioKit.so and \
            Modules/SwiftUI.swiftmodule). Build them with `swift build -c release`, or set REDRAW_KIT_DIR to the \
            folder that holds them.
            """)
    }

    static func isKit(_ dir: String) -> Bool {
        let fm = FileManager.default
        return fm.fileExists(atPath: dir + "/libRedrawScenarioKit.so")
            && fm.fileExists(atPath: dir + "/Modules/SwiftUI.swiftmodule")
            && fm.fileExists(atPath: dir + "/Modules/RedrawScenarioKit.swiftmodule")
    }

    static func fingerprint(of dir: String) -> String {
        [dir + "/libRedrawScenarioKit.so", dir + "/Modules/SwiftUI.swiftmodule", dir + "/Modules/RedrawScenarioKit.swiftmodule"]
            .map(identity(of:))
            .joined(separator: ",")
    }

    /// A file by its size and modification time ("size:time"): a build of it, not its content.
    static func identity(of path: String) -> String {
        let a = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (a?[.size] as? NSNumber)?.intValue ?? 0
        let time = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size):\(time)"
    }
}
