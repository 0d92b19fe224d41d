// ProvenanceFile: `<name>.provenance`, one scenario's provenance as text.
//
// Key=value lines, because they read at a glance, diff line by line and need
// no parser beyond this file's: `#` lines are comments; a value runs to the
// end of its line, with `\\`, `\n` and `\r` as its only escapes; parameters
// are `param.<name>=<value>` lines, sorted: every one the scenario read, with
// the value it ran with, set or default. The reader accepts exactly what the
// writer makes — every key once, no other key, `format=1` — and names the line
// of anything else: the gate must not guess what a baseline was made with.
//
//     # Redraw provenance: what made the reports order-book.* beside this file.
//     format=1
//     toolchain=Swift version 6.3.1 (swift-6.3.1-RELEASE)
//     redraw_version=0.1.0
//     redraw_commit=124203b1f0aa
//     build_flags=-O -g -parse-as-library …
//     seed=42
//     param.levels=50
//     viewport_rows=17
//     viewport_source=default
//     repetitions=5
//     warmup=1

import RedrawResults

public enum ProvenanceFile {
    public static let format = 1

    /// The keys besides `param.*`, in file order.
    static let keys = ["format", "toolchain", "redraw_version", "redraw_commit", "build_flags", "seed",
                       "viewport_rows", "viewport_source", "repetitions", "warmup"]
    static let parameterPrefix = "param."

    public static func render(_ record: ProvenanceRecord, scenario: String) -> String {
        var lines = [
            "# Redraw provenance: what made the reports \(escape(scenario)).* beside this file.",
            "# `redraw gate` warns when a baseline's toolchain, Redraw version, build flags, seed, parameters or viewport differ from the current run's.",
            "format=\(format)",
            "toolchain=" + escape(record.toolchain),
            "redraw_version=" + escape(record.redrawVersion),
            "redraw_commit=" + escape(record.redrawCommit),
            "build_flags=" + escape(record.buildFlags),
            "seed=\(record.seed)",
        ]
        for (name, value) in record.parameters.sorted(by: { $0.key < $1.key }) {
            lines.append(parameterPrefix + escape(name) + "=" + escape(value))
        }
        lines += [
            "viewport_rows=" + (record.viewport.map { String($0.rows) } ?? ProvenanceRecord.unknown),
            "viewport_source=" + (record.viewport?.source.rawValue ?? ProvenanceRecord.unknown),
            "repetitions=\(record.repetitions)",
            "warmup=\(record.warmup)",
        ]
        return lines.map { $0 + "\n" }.joined()
    }

    /// Reads a file `render` wrote; throws `ReportFileError` with the line.
    public static func parse(_ text: String) throws -> ProvenanceRecord {
        var values: [String: (line: Int, value: String)] = [:]
        var parameters: [String: String] = [:]
        // "\r\n" is one Character: a file saved with Windows line ends splits as well.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let eq = line.firstIndex(of: "="), eq != line.startIndex else {
                throw ReportFileError(line: number, message: "`\(line)` is not key=value")
            }
            let key = try unescape(line[..<eq], line: number)
            let value = try unescape(line[line.index(after: eq)...], line: number)
            if key.hasPrefix(parameterPrefix) {
                let name = String(key.dropFirst(parameterPrefix.count))
                guard parameters.updateValue(value, forKey: name) == nil else {
                    throw ReportFileError(line: number, message: "parameter `\(name)` given twice")
                }
                continue
            }
            guard keys.contains(key) else {
                throw ReportFileError(line: number, message: "unknown key `\(key)` (a provenance file holds "
                    + keys.map { "`\($0)`" }.joined(separator: ", ") + " and `\(parameterPrefix)<name>` lines)")
            }
            guard values[key] == nil else { throw ReportFileError(line: number, message: "`\(key)` given twice") }
            // Another format may hold other keys: say so before anything else.
            if key == "format", value != String(format) {
                throw ReportFileError(line: number, message: "format `\(value)`: this Redraw reads format \(format) (a newer Redraw wrote the file?)")
            }
            values[key] = (number, value)
        }
        // The first key missing in file order, at the file's last line.
        let end = max(lines.count - (lines.last == "" ? 1 : 0), 1)
        if let missing = keys.first(where: { values[$0] == nil }) {
            throw ReportFileError(line: end, message: "no `\(missing)=` line: the file ends without it")
        }
        // Every key is there (checked above).
        func value(_ key: String) -> (line: Int, value: String) { values[key]! }
        func integer<T: FixedWidthInteger>(_ key: String, _ type: T.Type) throws -> T {
            let (line, text) = value(key)
            guard let n = T(text), n >= 0 else {
                throw ReportFileError(line: line, message: "\(key): expected a whole number, found `\(text)`")
            }
            return n
        }
        let rows = value("viewport_rows"), source = value("viewport_source")
        var viewport: RunViewport?
        if rows.value != ProvenanceRecord.unknown || source.value != ProvenanceRecord.unknown {
            guard let n = Int(rows.value), n >= 1 else {
                throw ReportFileError(line: rows.line, message: "viewport_rows: expected a whole number of rows or `unknown`, found `\(rows.value)`")
            }
            guard let kind = RunViewport.Source(rawValue: source.value) else {
                let allowed = RunViewport.Source.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                throw ReportFileError(line: source.line, message: "viewport_source: expected \(allowed) (or `unknown` with viewport_rows `unknown`), found `\(source.value)`")
            }
            viewport = RunViewport(rows: n, source: kind)
        }
        return ProvenanceRecord(toolchain: value("toolchain").value, redrawVersion: value("redraw_version").value,
                                redrawCommit: value("redraw_commit").value, buildFlags: value("build_flags").value,
                                seed: try integer("seed", UInt64.self), parameters: parameters, viewport: viewport,
                                repetitions: try integer("repetitions", Int.self), warmup: try integer("warmup", Int.self))
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ text: Substring, line: Int) throws -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else { out.append(scalar); continue }
            switch scalars.next() {
            case "\\": out.append("\\")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case let other:
                throw ReportFileError(line: line, message: "`\\\(other.map { String($0) } ?? "")` is not an escape (only `\\\\`, `\\n` and `\\r` are)")
            }
        }
        return String(out)
    }
}

/// `<name>.provenance`.
public struct ProvenanceExporter: ReportExporter {
    public init() {}
    public var suffix: String { "provenance" }

    public func render(_ profile: ScenarioProfile) -> String {
        ProvenanceFile.render(ProvenanceRecord(profile), scenario: profile.name)
    }
}
