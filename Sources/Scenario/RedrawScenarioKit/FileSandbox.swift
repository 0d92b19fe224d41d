// FileSandbox: the files a scenario writes start afresh in every pass, as on
// a fresh install. `redraw` runs each child with HOME (and Foundation's
// CFFIXED_USER_HOME, the XDG folders and TMPDIR) in a private folder of its
// own, named in REDRAW_SANDBOX, and removes it when the child ends; each pass
// empties it first. So a model that loads a file in `init` and saves on
// every change (`.documentDirectory`, `.applicationSupportDirectory`,
// `temporaryDirectory`, UserDefaults' property list) starts every pass and
// every engine from nothing, and nothing lands in the user's own folders.
// The working directory is the private home too, so a file named by a relative
// path (`"launches.json"`) is there: it was the folder `redraw` was started
// from, where it carried over between passes and runs.
//
// Invariants:
// - Only the folder REDRAW_SANDBOX names is emptied, and only when it is HOME.
// - Done with the C library alone: Foundation's file APIs would initialise
//   state that a scenario's later steps then find made (allocations move).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

enum FileSandbox {
    /// The private home, when `redraw` made one for this child.
    static let home: String? = {
        guard let sandbox = getenv("REDRAW_SANDBOX").map({ String(cString: $0) }), !sandbox.isEmpty,
              let home = getenv("HOME").map({ String(cString: $0) }), home == sandbox else { return nil }
        return sandbox
    }()

    /// Empties the private home (keeping the folders `redraw` made in it, emptied too).
    static func empty() {
        guard let home else { return }
        emptyFolder(home, relative: "")
        _ = chdir(home)
    }

    private static func emptyFolder(_ path: String, relative: String) {
        guard let directory = opendir(path) else { return }
        var names: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // A file system that does not fill in the type: asked of the entry itself (not followed).
                var info = stat()
                isFolder = lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            names.append((name, isFolder))
        }
        closedir(directory)
        for (name, isFolder) in names {
            let child = path + "/" + name
            if isFolder {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                emptyFolder(child, relative: childRelative)
                // The folders redraw made (a fresh install's) stay, empty; the scenario's go.
                if !keptFolders.contains(childRelative) { rmdir(child) }
            } else {
                unlink(child)
            }
        }
    }

    /// Folders of the private home that `redraw` makes (ChildRunner.runPasses), relative to it.
    static let keptFolders: Set<String> = ["Documents", "tmp", ".config", ".local", ".local/share", ".cache"]
}
