// Backtrace: what the Swift runtime's backtracer printed when the child
// trapped, read for the frames that are the user's own: which line, and
// whether a view's body or the workload was running.

import Foundation

struct Backtrace {
    struct Frame: Equatable {
        let symbol: String
        let file: String
        let line: Int
        let column: Int
    }

    /// The crashed thread's frames that have a source location, innermost first.
    let frames: [Frame]
    /// "Bad pointer dereference", "Fatal error: Index out of range"…
    let reason: String?

    init(_ lines: [String]) {
        var frames: [Frame] = []
        var reason: String?
        var inCrashedThread = false
        for line in lines {
            if let range = line.range(of: "Fatal error: ") {
                reason = String(line[range.lowerBound...])
            } else if reason == nil, let range = line.range(of: "Program crashed: ") {
                reason = line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "* "))
            }
            if line.contains(" crashed:") { inCrashedThread = true; continue }
            if inCrashedThread, line.hasPrefix("Thread ") || line.hasPrefix("Registers") || line.hasPrefix("Images") {
                inCrashedThread = false
            }
            guard inCrashedThread, let frame = Self.frame(line) else { continue }
            frames.append(frame)
        }
        self.frames = frames
        self.reason = reason
    }

    /// `  1 [ra] 0x… V.body.getter + 121 in exe at /path/file.swift:2:93`
    static func frame(_ line: String) -> Frame? {
        guard let at = line.range(of: " at ", options: .backwards), let plus = line.range(of: " + ") else { return nil }
        let location = line[at.upperBound...].split(separator: ":")
        guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else {
            return nil
        }
        let file = location.dropLast(2).joined(separator: ":")
        let head = line[..<plus.lowerBound]
        guard let address = head.range(of: "0x") else { return nil }
        let afterAddress = head[address.upperBound...].drop { $0.isHexDigit }
        return Frame(symbol: afterAddress.trimmingCharacters(in: .whitespaces), file: file, line: l, column: c)
    }

    /// The frames in the scenario file (matched by file name: paths may be written differently).
    func userFrames(in path: String) -> [Frame] {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return frames.filter { URL(fileURLWithPath: $0.file).lastPathComponent == name }
    }

    /// What was running: the innermost user view's body, or the workload.
    func activity(in path: String) -> String? {
        for frame in userFrames(in: path) {
            if let range = frame.symbol.range(of: ".body.getter") {
                let type = frame.symbol[..<range.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                return "the body of `\(type)`"
            }
            if frame.symbol.contains("__redrawScenarioMain") { return "the workload" }
        }
        return nil
    }
}
