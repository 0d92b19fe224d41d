// CachePruning: the build cache forgets what no run has used for a while, so
// that it does not grow without end (one machine's held some 14,000 builds,
// 2 GB, after a few weeks of development).
//
// Invariants:
// - A build or kept count is "used" when a run finds it (BuildCache.foundBuild,
//   CountCache.load): its modification time is set to now. A new one is made
//   now. So an entry's modification time is when it was last made or used.
// - At most once a day (the `pruned` stamp's time), the files of `builds/`,
//   `counts/` and `names/` not used for `REDRAW_CACHE_DAYS` days (default 30;
//   0 keeps everything) are removed, and so are leftovers of an interrupted
//   write (a temporary name) over a day old.
// - Then, if what is left holds more than `REDRAW_CACHE_MAX_MB` megabytes
//   (default 2048; 0 for no limit), the least recently used files go first
//   until it does not — but never one used in the last day: a cache that a
//   day's runs fill beyond the limit stays over it until the next pruning
//   (this machine's held 4.9 GB after a few weeks of development, all within
//   the 30 days).
// - Pruning runs after the run's own builds were found, so none of those is
//   old; another run's entry in use was found, and touched, at most a moment
//   before. A pruned build is only compiled again, never a failure.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension BuildCache {
    /// Whether the build at `path` is in the cache; if so it is marked used now.
    func foundBuild(_ path: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        Self.markUsed(path)
        return true
    }

    /// Sets the file's modification time to now: it was just used.
    static func markUsed(_ path: String) {
        _ = path.withCString { utimensat(AT_FDCWD, $0, nil, 0) }
    }

    /// Days an entry is kept unused: `REDRAW_CACHE_DAYS`, else 30; nil keeps everything (0).
    public static var daysKept: Int? {
        let days = ProcessInfo.processInfo.environment["REDRAW_CACHE_DAYS"].flatMap(Int.init) ?? 30
        return days > 0 ? days : nil
    }

    /// Bytes the cache may hold: `REDRAW_CACHE_MAX_MB` megabytes, else 2048; nil for no limit (0).
    public static var bytesKept: Int? {
        let megabytes = ProcessInfo.processInfo.environment["REDRAW_CACHE_MAX_MB"].flatMap(Int.init) ?? 2048
        return megabytes > 0 ? megabytes * 1_048_576 : nil
    }

    /// Removes what no run used for `days` days, then the least recently used beyond `bytes`, if the
    /// last pruning was over a day before `now`. Returns how many files were removed. Best effort: a
    /// file that cannot be removed stays.
    @discardableResult
    public func pruneIfDue(now: Date = Date(), days: Int? = BuildCache.daysKept, bytes: Int? = BuildCache.bytesKept) -> Int {
        guard days != nil || bytes != nil else { return 0 }
        let fm = FileManager.default
        let stamp = directory + "/pruned"
        if let last = (try? fm.attributesOfItem(atPath: stamp))?[.modificationDate] as? Date,
           now.timeIntervalSince(last) < 86_400 { return 0 }
        guard fm.fileExists(atPath: directory) else { return 0 }
        _ = fm.createFile(atPath: stamp, contents: nil)
        let unused = days.map { now.addingTimeInterval(-Double($0) * 86_400) } ?? .distantPast
        let stale = now.addingTimeInterval(-86_400)
        var removed = 0
        var kept: [(path: String, modified: Date, size: Int)] = []
        for folder in ["builds", "counts", "names"] {
            let path = directory + "/" + folder
            for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                let file = path + "/" + name
                guard let attributes = try? fm.attributesOfItem(atPath: file),
                      attributes[.type] as? FileAttributeType == .typeRegular,
                      let modified = attributes[.modificationDate] as? Date else { continue }
                // An entry's name is its key and an extension; a longer one is a write's temporary name
                // (`<key>.json.<pid>-<uuid>`), which a day later was never renamed.
                let temporary = name.split(separator: ".").count > 2
                if modified < unused || (temporary && modified < stale) {
                    if (try? fm.removeItem(atPath: file)) != nil { removed += 1; continue }
                }
                kept.append((file, modified, (attributes[.size] as? NSNumber)?.intValue ?? 0))
            }
        }
        guard let bytes else { return removed }
        var total = kept.reduce(0) { $0 + $1.size }
        for entry in kept.sorted(by: { $0.modified < $1.modified }) where total > bytes && entry.modified < stale {
            if (try? fm.removeItem(atPath: entry.path)) != nil {
                removed += 1
                total -= entry.size
            }
        }
        return removed
    }
}
