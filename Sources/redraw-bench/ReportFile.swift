/// Writes a report file atomically: a temporary file beside it, then `rename`.
#if canImport(Glibc)
import Glibc
#endif

enum ReportFile {
    static func write(_ text: String, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { throw BenchError("cannot write \(temporary): \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw BenchError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
