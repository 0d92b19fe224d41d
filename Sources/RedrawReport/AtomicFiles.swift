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
        do { try fm.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        catch { throw ReportWriteError(path: directory, message: "cannot make this folder (\(reason(error)))") }
        let token = UUID().uuidString
        var temporaries: [String] = []
        // Removing a temporary that was already renamed fails harmlessly.
        defer { for path in temporaries { unlink(path) } }
        var moves: [(from: String, to: String)] = []
        for file in files {
            let destination = directory + "/" + file.name
            let temporary = directory + "/." + file.name + ".tmp-" + token
            temporaries.append(temporary)
            if let failure = writeWhole(file.contents, to: temporary) {
                throw ReportWriteError(path: destination, message: "cannot write (\(failure))")
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
        try remove(removing, in: directory)
    }

    /// Writes `text` to a new file at `path`; the system's reason when it cannot.
    private static func writeWhole(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var failure: String?
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// The system's words for a Foundation file error: its POSIX cause when it has one ("No such
    /// file or directory"), not Foundation's whole error dump.
    static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        return error.localizedDescription
    }

    /// Removes the files `names` of `directory` that exist; returns those it removed.
    @discardableResult
    static func remove(_ names: [String], in directory: String) throws -> [String] {
        var removed: [String] = []
        for name in names {
            let path = directory + "/" + name
            if unlink(path) == 0 { removed.append(name); continue }
            if errno != ENOENT {
                throw ReportWriteError(path: path, message: "cannot remove: \(String(cString: strerror(errno)))")
            }
        }
        return removed
    }
}
