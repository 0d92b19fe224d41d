// SVGRendering: an SVG rendered by a real renderer, rsvg-convert (Debian's
// librsvg2-bin, installed by scripts/setup.sh), and decoded, for the chart
// tests and the end-to-end report tests. A missing renderer is an error, not
// a skip: CI runs the set-up script first.

import Foundation

func scratchDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "redraw-chart-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// `rsvg-convert` on PATH, or nil.
func renderer() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Renders `svg` to a PNG with rsvg-convert and decodes it.
func render(_ svg: String) throws -> PNGImage {
    guard let rsvg = renderer() else {
        throw PNGImage.Failure("rsvg-convert is not on PATH: run ./scripts/setup.sh (it installs Debian's librsvg2-bin)")
    }
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try svg.write(toFile: directory + "/chart.svg", atomically: false, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: rsvg)
    process.arguments = [directory + "/chart.svg", "-o", directory + "/chart.png"]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw PNGImage.Failure("rsvg-convert exited \(process.terminationStatus)") }
    return try PNGImage(try Data(contentsOf: URL(fileURLWithPath: directory + "/chart.png")))
}

