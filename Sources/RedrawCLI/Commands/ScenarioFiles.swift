// ScenarioFiles: the scenario files named on the command line.
//
// A directory stands for every `.swift` file below it, in path order, so runs
// and reports are the same from one machine to the next.

import Foundation
import RedrawBuild
import RedrawGate

enum ScenarioFiles {
    struct Entry {
        /// The file's path as found.
        let path: String
        /// Its folder relative to the directory named on the command line ("" or "examples").
        let folder: String

        /// Its reports' path without the suffix (`examples/cart-after`): what a shard partitions.
        var id: String {
            let name = ScenarioBuilder.name(of: path)
            return folder.isEmpty ? name : folder + "/" + name
        }
    }

    /// The files of `paths`, only those of `shard` when one is given.
    static func collect(_ paths: [String], shard: Shard?) throws -> [Entry] {
        let all = try collect(paths)
        guard let shard else { return all }
        return all.filter { shard.contains($0.id) }
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
