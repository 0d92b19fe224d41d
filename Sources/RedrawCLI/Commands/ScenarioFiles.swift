// ScenarioFiles: the scenario files named on the command line.
//
// A directory stands for every `.swift` file below it, in path order, so runs
// and reports are the same from one machine to the next — except a folder
// that holds a `workload.swift`: that folder is one scenario, an app's own
// files as they are (every `.swift` file below it) plus the workload.

import Foundation
import RedrawBuild
import RedrawGate

enum ScenarioFiles {
    /// The file that makes a folder one scenario.
    static let workloadFile = "workload.swift"

    struct Entry {
        /// The file's path as found; a folder scenario's `workload.swift`.
        let path: String
        /// Its folder relative to the directory named on the command line ("" or "examples").
        let folder: String
        /// A folder scenario: the folder, and its other `.swift` files in path order.
        var scenarioFolder: String? = nil
        var sources: [String] = []

        /// The scenario's name: the file's without `.swift`, or the folder's.
        var name: String { ScenarioBuilder.name(of: scenarioFolder ?? path) }

        /// Its reports' path without the suffix (`examples/cart-after`): what a shard partitions.
        var id: String { folder.isEmpty ? name : folder + "/" + name }
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
            let root = path.hasSuffix("/") ? String(path.dropLast()) : path
            if let scenario = try folderScenario(root, folder: "") {
                entries.append(scenario)
                continue
            }
            guard let enumerator = fm.enumerator(atPath: root) else { continue }
            var found: [String] = []
            var scenarioFolders: [String] = []
            for case let relative as String in enumerator {
                if isHidden(relative) || scenarioFolders.contains(where: { relative.hasPrefix($0 + "/") }) { continue }
                if (relative as NSString).lastPathComponent == workloadFile {
                    scenarioFolders.append((relative as NSString).deletingLastPathComponent)
                } else if relative.hasSuffix(".swift") {
                    found.append(relative)
                }
            }
            found.removeAll { relative in scenarioFolders.contains { relative.hasPrefix($0 + "/") } }
            var items: [(key: String, entry: Entry)] = found.map { relative in
                (relative, Entry(path: root + "/" + relative, folder: (relative as NSString).deletingLastPathComponent))
            }
            for relative in scenarioFolders {
                let parent = (relative as NSString).deletingLastPathComponent
                if let scenario = try folderScenario(root + "/" + relative, folder: parent) { items.append((relative, scenario)) }
            }
            if items.isEmpty { throw UsageError("no .swift scenario files in \(path)") }
            // An app's folder without its workload: no file here is a scenario of its own (none
            // calls `Redraw.root`), so each would be an error of its own; one says what is missing.
            if scenarioFolders.isEmpty, !found.contains(where: { Self.callsRoot(root + "/" + $0) }) {
                throw UsageError("\(path): none of its \(found.count) .swift file\(found.count == 1 ? "" : "s") calls `Redraw.root`: "
                                 + "an app's files are a folder scenario with a \(workloadFile) beside them, holding the "
                                 + "workload (`Redraw.root { … }` and the steps) — add one (README, \"Writing a scenario\")")
            }
            for item in items.sorted(by: { $0.key < $1.key }) { entries.append(item.entry) }
        }
        return entries
    }

    /// Whether the file's text mentions `Redraw.root` (a scenario of its own); an unreadable file
    /// counts as one, so that its own error is shown.
    private static func callsRoot(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return true }
        return data.range(of: Data("Redraw.root".utf8)) != nil
    }

    /// A name that starts with a dot, or is in such a folder (`._Row.swift` that macOS leaves,
    /// `.build/`): not the app's, as SwiftPM and Xcode skip it.
    static func isHidden(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// `directory` as one scenario if it holds a `workload.swift`.
    private static func folderScenario(_ directory: String, folder: String) throws -> Entry? {
        let workload = directory + "/" + workloadFile
        guard FileManager.default.fileExists(atPath: workload) else { return nil }
        let files = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != workloadFile && !isHidden($0) }.sorted()
        guard !files.isEmpty else {
            throw UsageError("\(directory): a folder with a \(workloadFile) is one scenario, the app's .swift files beside it; "
                             + "it has none (a single-file scenario needs no folder: name the file)")
        }
        return Entry(path: workload, folder: folder, scenarioFolder: directory, sources: files.map { directory + "/" + $0 })
    }
}
