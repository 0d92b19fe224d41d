// The build cache forgets what no run used for a while (CachePruning.swift): a build or kept
// count unused for the days kept goes, and so does a write's temporary name a day old; a build a
// run found is marked used and stays; pruning runs at most once a day.

import Foundation
@testable import RedrawBuild
import Testing

@Suite struct CachePruningTests {
    static let day: TimeInterval = 86_400

    /// A file in the cache, last modified `daysAgo` days before now.
    static func file(_ cache: BuildCache, _ relative: String, daysAgo: Double, executable: Bool = false) throws -> String {
        let path = cache.directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8),
                                               attributes: executable ? [.posixPermissions: 0o755] : nil))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-daysAgo * day)], ofItemAtPath: path)
        return path
    }

    @Test func whatNoRunUsedForTheDaysKeptGoes() throws {
        let folder = try TemporaryScenario("", name: "unused")
        let cache = BuildCache(directory: folder.folder + "/cache")
        let oldBuild = try Self.file(cache, "builds/0123", daysAgo: 40, executable: true)
        let foundBuild = try Self.file(cache, "builds/4567", daysAgo: 40, executable: true)
        let newBuild = try Self.file(cache, "builds/89ab", daysAgo: 2, executable: true)
        let oldCount = try Self.file(cache, "counts/cdef.json", daysAgo: 31)
        let newCount = try Self.file(cache, "counts/0f0f.json", daysAgo: 29)
        let leftover = try Self.file(cache, "counts/0f0f.json.77-ABCD", daysAgo: 2)
        let writing = try Self.file(cache, "counts/0f0f.json.78-ABCE", daysAgo: 0)
        let oldNames = try Self.file(cache, "names/1111.txt", daysAgo: 45)
        // A run found this build: it is used now, whatever its age.
        #expect(cache.foundBuild(foundBuild))
        #expect(!cache.foundBuild(cache.directory + "/builds/none"))
        #expect(cache.pruneIfDue(days: 30) == 4)
        let fm = FileManager.default
        for gone in [oldBuild, oldCount, leftover, oldNames] { #expect(!fm.fileExists(atPath: gone), "\(gone)") }
        for kept in [foundBuild, newBuild, newCount, writing] { #expect(fm.fileExists(atPath: kept), "\(kept)") }
        // Once a day: a file made old since stays until tomorrow's run.
        let later = try Self.file(cache, "builds/2222", daysAgo: 60, executable: true)
        #expect(cache.pruneIfDue(days: 30) == 0)
        #expect(fm.fileExists(atPath: later))
        // A day later: that file; the count 29 days old, now over 30; and the write under way then, a
        // temporary name now over a day old.
        #expect(cache.pruneIfDue(now: Date().addingTimeInterval(Self.day + 60), days: 30) == 3)
        for gone in [later, newCount, writing] { #expect(!fm.fileExists(atPath: gone), "\(gone)") }
        #expect(fm.fileExists(atPath: newBuild))
        // REDRAW_CACHE_DAYS=0: nothing is removed.
        let kept = try Self.file(cache, "builds/3333", daysAgo: 400, executable: true)
        #expect(cache.pruneIfDue(now: Date().addingTimeInterval(3 * Self.day), days: nil) == 0)
        #expect(fm.fileExists(atPath: kept))
    }

    /// Beyond the bytes kept (`REDRAW_CACHE_MAX_MB`), the least recently used files go first until
    /// the cache is under it, but never one used in the last day: a run's own builds, found a moment
    /// before, stay whatever the size.
    @Test func beyondTheSizeKeptTheLeastRecentlyUsedGo() throws {
        let fm = FileManager.default
        var folders: [TemporaryScenario] = []  // each removes its folder when it goes
        func fill(_ name: String) throws -> (BuildCache, [String]) {
            let folder = try TemporaryScenario("", name: name)
            folders.append(folder)
            let cache = BuildCache(directory: folder.folder + "/cache")
            // 400 bytes each, 2,000 in all: used 10, 5 and 2 days ago, and twice today.
            var paths: [String] = []
            for (relative, daysAgo) in [("builds/a", 10.0), ("builds/b", 5), ("counts/c.json", 2), ("counts/d.json", 0.1), ("builds/e", 0)] {
                let path = try Self.file(cache, relative, daysAgo: daysAgo)
                try Data(count: 400).write(to: URL(fileURLWithPath: path))
                try fm.setAttributes([.modificationDate: Date().addingTimeInterval(-daysAgo * Self.day)], ofItemAtPath: path)
                paths.append(path)
            }
            return (cache, paths)
        }
        // 1,300 kept: the two least recently used go (2,000 → 1,200), the rest stay.
        let (roomy, files) = try fill("sized-roomy")
        #expect(roomy.pruneIfDue(days: nil, bytes: 1_300) == 2)
        #expect(files.map { fm.fileExists(atPath: $0) } == [false, false, true, true, true])
        // 300 kept: everything over a day old goes; today's two stay though the cache is still over.
        let (tight, others) = try fill("sized-tight")
        #expect(tight.pruneIfDue(days: nil, bytes: 300) == 3)
        #expect(others.map { fm.fileExists(atPath: $0) } == [false, false, false, true, true])
        // No limit and no age: nothing is removed.
        let (unlimited, all) = try fill("sized-unlimited")
        #expect(unlimited.pruneIfDue(days: nil, bytes: nil) == 0)
        #expect(all.allSatisfy { fm.fileExists(atPath: $0) })
    }
}
