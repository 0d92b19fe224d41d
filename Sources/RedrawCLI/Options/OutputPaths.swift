// OutputPaths: the places an option writes to, checked before anything compiles.
//
// A run writes its reports, trace, graph or summary at its end; a path it
// cannot write would otherwise throw the whole run away there, with
// Foundation's error dump and no word of which option was wrong. Each check
// names the option and says what is wrong in the system's words.
//
// Invariant: a check leaves at most the folders it was asked to make; it
// writes no file.

#if canImport(Glibc)
import Glibc
#endif

enum OutputPaths {
    /// `path`, given to `--option`, as a folder the run writes into: made now (with its parents)
    /// when missing, and writable.
    static func folder(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw UsageError("--\(option) takes a folder, not an empty path") }
        var components: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            components.append(prefix)
        }
        for folder in components {
            if let kind = kind(of: folder) {
                guard kind == .folder else {
                    throw UsageError("--\(option) \(path): \(folder) is a file, not a folder")
                }
                continue
            }
            if mkdir(folder, 0o777) != 0, errno != EEXIST {
                throw UsageError("--\(option) \(path): cannot make the folder \(folder) (\(reason()))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw UsageError("--\(option) \(path): cannot write into this folder (\(reason()))")
        }
    }

    /// `path`, given to `--option`, as a file the run writes at its end: not a folder, in a folder
    /// that exists and is writable (the file is replaced if it exists).
    static func file(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw UsageError("--\(option) takes a file, not an empty path") }
        if kind(of: path) == .folder { throw UsageError("--\(option) \(path): is a folder, not a file") }
        let slash = path.lastIndex(of: "/")
        let parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard let kind = kind(of: parent) else {
            throw UsageError("--\(option) \(path): the folder \(parent) does not exist")
        }
        guard kind == .folder else { throw UsageError("--\(option) \(path): \(parent) is a file, not a folder") }
        guard access(parent, W_OK | X_OK) == 0 else {
            throw UsageError("--\(option) \(path): cannot write into \(parent) (\(reason()))")
        }
    }

    private enum Kind { case folder, other }

    /// What is at `path`, following links; nil when nothing is.
    private static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
