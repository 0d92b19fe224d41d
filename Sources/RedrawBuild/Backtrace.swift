// Backtrace: what the Swift runtime's backtracer printed when the child
// trapped, read for the frames that are the user's own: which line, and
// whether a view's body or the workload was running.

import Foundation
import RedrawFrontEnd

struct Backtrace {
    struct Frame: Equatable {
        let symbol: String
        let file: String
        let line: Int
        /// 0 when the backtracer gave none (an `[async]` frame: a suspended caller's resume point).
        let column: Int
        /// A frame of a task's async chain, not of the thread's stack: the function that awaits
        /// the one inside it (`closure #2 in ContentView.body.getter`, a `.task`'s closure).
        var isAsync = false

        /// The symbol as the user wrote the code: the function the compiled form wraps the file's
        /// top-level code in is named for what it is (`closure #5 in the top-level code`).
        var shownSymbol: String {
            symbol.replacingOccurrences(of: "__redrawScenarioMain()", with: "the top-level code")
        }
    }

    /// The crashed thread's frames that have a source location, innermost first.
    let frames: [Frame]
    /// The main thread's (`Thread 0`), when another thread is the one that "crashed": `SIGQUIT`,
    /// sent at a step's time limit, goes to whichever thread does not block it, and one that
    /// went to an idle worker named no line of the loop the main thread was in (a flaky
    /// FaultTests.aStepThatNeverEnds). The child's backtracer prints every thread for this.
    let mainFrames: [Frame]
    /// "Bad pointer dereference", "Fatal error: Index out of range"…
    let reason: String?
    /// The innermost frame's function of the crashed thread, then of the main thread, located or
    /// not (`swift_retain`): where a step over its time was stopped when no frame names a line.
    let innermost: (crashed: String?, main: String?)

    init(_ lines: [String]) {
        var frames: [Frame] = [], mainFrames: [Frame] = []
        var reason: String?
        var inCrashedThread = false, inMainThread = false
        var innermost: (crashed: String?, main: String?) = (nil, nil)
        for line in lines {
            if let range = line.range(of: "Fatal error: ") {
                reason = String(line[range.lowerBound...])
            } else if let range = line.range(of: "Swift runtime failure: ") {
                // `-O` traps name their check: "Division by zero", "arithmetic overflow"… On a frame's
                // line the check is followed by the image and the file (` in 1a32…f5 at
                // //<compiler-generated>`, the cached build's name): not part of what happened.
                var check = String(line[range.upperBound...])
                if let tail = check.range(of: " at //<compiler-generated>"),
                   let image = check[..<tail.lowerBound].range(of: " in ", options: .backwards) {
                    check = String(check[..<image.lowerBound])
                }
                reason = "Swift runtime failure: " + check.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
            } else if reason == nil, let range = line.range(of: "Program crashed: ") {
                reason = Self.describe(line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "* ")))
            }
            if line.hasPrefix("Thread ") || line.hasPrefix("Registers") || line.hasPrefix("Images") {
                inCrashedThread = line.contains(" crashed:")
                inMainThread = line.hasPrefix("Thread 0 ") || line.hasPrefix("Thread 0:")
                continue
            }
            guard inCrashedThread || inMainThread else { continue }
            if inCrashedThread, innermost.crashed == nil { innermost.crashed = Self.symbol(line) }
            if inMainThread, innermost.main == nil { innermost.main = Self.symbol(line) }
            guard let frame = Self.frame(line) else { continue }
            if inCrashedThread { frames.append(frame) }
            if inMainThread { mainFrames.append(frame) }
        }
        self.frames = frames
        self.mainFrames = mainFrames
        self.reason = reason
        self.innermost = innermost
    }

    /// A frame line's function, whether or not it has a location: `  0   0x… swift_retain in
    /// libswiftCore.so` gives `swift_retain`. Nil for a line that is no frame.
    static func symbol(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.first?.isNumber == true, let address = line.range(of: " 0x") else { return nil }
        var symbol = line[address.upperBound...].drop { $0.isHexDigit }
        if let at = symbol.range(of: " at ", options: .backwards) { symbol = symbol[..<at.lowerBound] }
        if let inImage = symbol.range(of: " in ", options: .backwards) { symbol = symbol[..<inImage.lowerBound] }
        if let plus = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<plus.lowerBound] }
        let name = symbol.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name.replacingOccurrences(of: "__redrawScenarioMain()", with: "the top-level code")
    }

    /// The backtracer's words without the address (it differs on every run), with what they
    /// usually mean in Swift.
    static func describe(_ crash: String) -> String {
        let words = crash.range(of: " at 0x").map { String(crash[..<$0.lowerBound]) } ?? crash
        switch words {
        case "Illegal instruction":
            return "a Swift runtime trap (an index out of range, a nil force-unwrap, an arithmetic overflow, a failed precondition…)"
        case "Bad pointer dereference":
            return "a bad memory access (unbounded recursion overflowing the stack, most often)"
        default:
            return words
        }
    }

    /// `  1 [ra] 0x… V.body.getter + 121 in exe at /path/file.swift:2:93`, and inlined frames,
    /// which have no offset: `  0 [inlined] 0x… V.body.getter in exe at /path/file.swift:2:93`.
    /// An async frame has a line and no column: `  4 [async] 0x… closure #2 in V.body.getter in exe at /path/file.swift:16`.
    static func frame(_ line: String) -> Frame? {
        guard let at = line.range(of: " at ", options: .backwards) else { return nil }
        var location = Array(line[at.upperBound...].split(separator: ":"))
        let isAsync = line.contains(" [async] ")
        // No column: an async frame's, or none at all (a `//<compiler-generated>` thunk).
        if isAsync, location.count >= 2, Int(location[location.count - 1]) != nil, Int(location[location.count - 2]) == nil {
            location.append("0")
        }
        guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else {
            return nil
        }
        let file = location.dropLast(2).joined(separator: ":")
        let head = line[..<at.lowerBound]
        guard let address = head.range(of: "0x") else { return nil }
        var symbol = head[address.upperBound...].drop { $0.isHexDigit }
        if let inImage = symbol.range(of: " in ", options: .backwards) { symbol = symbol[..<inImage.lowerBound] }
        if let plus = symbol.range(of: " + ", options: .backwards) { symbol = symbol[..<plus.lowerBound] }
        return Frame(symbol: symbol.trimmingCharacters(in: .whitespaces), file: file, line: l, column: c, isAsync: isAsync)
    }

    /// The frames in the scenario's files, each with its file as the user named it (matched by
    /// the path's end: the build's debug info has it relative to where it was first compiled).
    /// The crashed thread's, or the main thread's when the crashed one has none.
    func userFrames(in parts: [ScenarioPart]) -> [(path: String, frame: Frame)] {
        let crashed = userFrames(of: frames, in: parts)
        return crashed.isEmpty ? userFrames(of: mainFrames, in: parts) : crashed
    }

    private func userFrames(of frames: [Frame], in parts: [ScenarioPart]) -> [(path: String, frame: Frame)] {
        frames.compactMap { frame in
            func ends(_ path: String) -> Bool {
                frame.file == path || frame.file.hasSuffix("/" + path) || path.hasSuffix("/" + frame.file)
            }
            if let part = parts.first(where: { ends($0.path) }) { return (part.path, frame) }
            // Written another way (`./x.swift`, an absolute path): the file name, when one file has it.
            let name = URL(fileURLWithPath: frame.file).lastPathComponent
            let named = parts.filter { URL(fileURLWithPath: $0.path).lastPathComponent == name }
            return named.count == 1 ? (named[0].path, frame) : nil
        }
    }

    /// What was running: the innermost user view's body, a closure it made that ran after it
    /// returned (a `.task`'s, an action's), or the workload.
    func activity(in parts: [ScenarioPart]) -> String? {
        let frames = userFrames(in: parts)
        for (index, (path, frame)) in frames.enumerated() {
            if let range = frame.symbol.range(of: ".body.getter") {
                let type = frame.symbol[..<range.lowerBound].split(separator: " ").last.map(String.init) ?? ""
                let body = "\(type).body.getter"
                // The body itself, or a closure it made and called before returning (a `ForEach`'s content).
                guard frame.symbol.contains(" in "),
                      !frames[(index + 1)...].contains(where: { $0.frame.symbol.hasSuffix(body) && !$0.frame.symbol.contains(" in ") })
                else { return "the body of `\(type)`" }
                // A trap in an awaited function shows the task's closure as an async frame (a `.task`
                // crash was told "the body of `ContentView`", which had returned long before: trial AT-6).
                let place = "\(path):\(frame.line)"
                return frame.isAsync ? "a task started by the body of `\(type)` (its closure at \(place))"
                    : "a closure that the body of `\(type)` made (at \(place)), called after the body returned: an action, a handler"
            }
            if frame.symbol.contains("__redrawScenarioMain") { return "the workload" }
        }
        return nil
    }
}
