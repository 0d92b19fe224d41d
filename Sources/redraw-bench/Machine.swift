/// The machine a run measured on: online cores (as `nproc`), CPU model, UTC
/// date, and the load average when the run began — a load above the core
/// count means other processes shared the CPUs and wall-clock figures,
/// the long frames at 10,000 and 100,000 rows above all, are inflated.
#if canImport(Glibc)
import Glibc
#endif

struct Machine {
    let cores: Int
    let cpu: String
    let date: String
    /// `/proc/loadavg`'s 1-minute figure at the start.
    let load: Double?

    static func current() -> Machine {
        Machine(cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), cpu: firstLine("/proc/cpuinfo", "model name") ?? "unknown CPU",
                date: utcNow(), load: firstLine("/proc/loadavg", "").flatMap { $0.split(separator: " ").first }.flatMap { Double($0) })
    }

    var isLoaded: Bool { (load ?? 0) > Double(cores) }

    var summary: String {
        let loadText = load.map { ", load average \(Format.fixed($0, 2))" + (isLoaded ? " (busy: wall-clock figures inflated)" : "") } ?? ""
        return "\(cores) cores, \(cpu), \(date)\(loadText)"
    }

    /// The first line of `path` that starts with `prefix`: after its colon if it has one.
    private static func firstLine(_ path: String, _ prefix: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            guard text.hasPrefix(prefix) else { continue }
            guard let colon = text.firstIndex(of: ":") else { return text[...].trimmingSpaces }
            return text[text.index(after: colon)...].trimmingSpaces
        }
        return nil
    }

    private static func utcNow() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M UTC", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
