// ScenarioFiles: the scenario files named on the command line.
//
// A directory stands for every `.swift` file below it, in path order, so runs
// and reports are the same from one machine to the next.

import Foundation

enum ScenarioFiles {
    struct Entry {
        /// The file's path as found.
        let path: String
        /// Its folder relative to the directory named on the command line ("" or "examples").
        let folder: String
    }

    static func collect(_ paths: [String]) throws -> [Entry] {
        var entries: [Entry] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                entries.append(Entry(path: path, folder: ""))
                continue
            }
            guard let enumerator = fm.enumerator(atPath: path) else { continue }
            var found: [String] = []
            for case let relative as String in enumerator where relative.hasSuffix(".swift") { found.append(relative) }
            for relative in found.sorted() {
                let folder = (relative as NSString).deletingLastPathComponent
                let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                entries.append(Entry(path: full, folder: folder))
            }
            if found.isEmpty { throw UsageError("no .swift scenario files in \(path)") }
        }
        return entries
    }
}
