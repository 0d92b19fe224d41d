// AtomicFiles: writes a set of files so that each appears whole or not at all.
//
// Everything is rendered before this is called. Each file is written to a
// hidden temporary beside its destination (same directory, so same file
// system) and renamed into place, which replaces the old file in one step.
// Destinations are checked before the first rename, and any failure removes
// every temporary, so a failed run leaves the previous report as it was.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct ReportWriteError: Error, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}

enum AtomicFiles {
    /// `files` are (file name, contents) inside `directory`, which is created if needed;
    /// the files named in `removing` are deleted once every rename has succeeded.
    static func write(_ files: [(name: String, contents: String)], in directory: String, removing: [String] = []) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let token = UUID().uuidString
        var temporaries: [String] = []
        // Removing a temporary that was already renamed fails harmlessly.
        defer { for path in temporaries { unlink(path) } }
        var moves: [(from: String, to: String)] = []
        for file in files {
            let destination = directory + "/" + file.name
            let temporary = directory + "/." + file.name + ".tmp-" + token
            temporaries.append(temporary)
            do {
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: temporary))
            } catch {
                throw ReportWriteError(path: temporary, message: "cannot write: \(error.localizedDescription)")
            }
            moves.append((temporary, destination))
        }
        // A directory in a file's place would make its rename fail after others succeeded.
        for move in moves {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: move.to, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ReportWriteError(path: move.to, message: "is a directory")
            }
        }
        for move in moves where rename(move.from, move.to) != 0 {
            throw ReportWriteError(path: move.to, message: "cannot replace: \(String(cString: strerror(errno)))")
        }
        for name in removing {
            let path = directory + "/" + name
            if unlink(path) != 0, errno != ENOENT {
                throw ReportWriteError(path: path, message: "cannot remove: \(String(cString: strerror(errno)))")
            }
        }
    }
}
