// TemporaryScenario: a scenario file written for one test, in a folder of its
// own (so a run's `--out` can sit beside it), removed with the folder when the
// value goes.

import Foundation

final class TemporaryScenario {
    /// The folder that holds the file.
    let folder: String
    /// `<folder>/<name>.swift`.
    let path: String

    init(_ text: String, name: String = "scenario") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name + ".swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }
}
