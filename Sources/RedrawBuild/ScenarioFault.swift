import Foundation
import RedrawFrontEnd
import RedrawResults

// ScenarioFault: a compiled scenario that failed while running — a trap in
// the user's code, a step over its time limit, a workload error — named with
// the scenario, the engine, the step, and the user's line when the
// backtrace has one.

public struct ScenarioFault: Error, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The child ended by a signal or a trap; `reason` is the runtime's message when it printed one.
        case crash(signal: Int32?, reason: String?)
        case timeout(seconds: Double)
        case memory(bytes: Int)
        case workload(String)
        case noResults
    }

    public let scenario: String
    public let path: String
    public let engine: String
    public let step: String?
    /// Where the step's `Redraw.step` call (the initial render's `Redraw.root`) is, when known.
    public let stepPoint: SourcePoint?
    public let kind: Kind
    /// What was running when it failed: "the body of `RowView`", "the workload".
    public let activity: String?
    /// The scenario's own frames, innermost first, as `file:line:column  symbol`.
    public let userFrames: [String]
    /// The last lines the scenario printed, for context.
    public let output: [String]
    /// A step over its time whose backtrace named none of the scenario's lines: the function the
    /// main thread was stopped in (`swift_retain`), as the backtracer named it.
    public var stoppedIn: String? = nil
    /// The views whose `@State` made an object that SwiftUI threw away in the failing step, each
    /// with the view whose body made it (a counting run's; empty elsewhere).
    public var discardedState: [DiscardedState] = []

    public var description: String {
        let stepText = step.map { " in step \($0.quotedName)" } ?? ""
        var head: String
        switch kind {
        case .crash(let signal, let reason):
            let what = reason ?? signal.map { "signal \($0) (\(signalName($0)))" } ?? "it exited with an error"
            let position = userFrames.first.map(Self.position(ofFrame:)) ?? stepPoint.map { "\(path):\($0)" }
            head = "\(position.map { $0 + ": " } ?? "")error: the scenario crashed\(stepText) under \(engine): \(what)"
        case .timeout(let seconds):
            head = "\(stepPoint.map { "\(path):\($0): " } ?? "")error: step\(step.map { " \"\($0)\"" } ?? "") ran over \(Int(seconds)) s under \(engine) and was stopped; raise the limit with --timeout SECONDS"
        case .memory(let bytes):
            head = "\(stepPoint.map { "\(path):\($0): " } ?? "")error: step\(step.map { " \"\($0)\"" } ?? "") used more than \(bytes >> 20) MiB under \(engine) and was stopped; raise the limit with --memory-limit MIB"
        case .workload(let message):
            head = message.contains(": ") && message.hasPrefix(path) ? message.replacingFirst(": ", with: ": error: ") : "error: \(message)"
            // Which run met it: the two forms may show different words (a label made at random).
            if let step { head += "\n  (met in step \(step.quotedName), under \(engine))" }
        case .noResults:
            head = "error: the scenario ended\(stepText) under \(engine) without results"
        }
        if let activity { head += "\n  while running \(activity)" }
        if userFrames.count > 0 {
            // A folder scenario's frames may be in any of its files: each frame names its own.
            let files = Set(userFrames.map { $0.split(separator: ":").first.map(String.init) ?? "" })
            head += files.count == 1 ? "\n  frames in \(files.first!), innermost first:"
                : "\n  frames in the scenario's files, innermost first:"
            head += userFrames.prefix(6).map { "\n    " + $0 }.joined()
            if userFrames.count > 6 { head += "\n    … \(userFrames.count - 6) more" }
        } else if let stoppedIn {
            // The runtime's backtracer answers one signal only, so this is the one sample there is.
            head += "\n  stopped in `\(stoppedIn)`; the backtrace named none of the scenario's lines (a signal that lands "
                + "as a function the code calls begins, or on an instruction the optimiser gave no line, can hide the line)"
        }
        if let note = discardNote { head += "\n  note: " + note }
        let printed = output.filter { !$0.isEmpty }
        if !printed.isEmpty {
            head += "\n  the scenario printed (last lines):" + printed.suffix(5).map { "\n  | " + $0 }.joined()
        }
        return head
    }
}

extension ScenarioFault {
    /// `file:line:column` of a frame written `file:line:column  symbol`: up to the two spaces
    /// before the symbol — a path may have spaces of its own (Xcode's "Recipe List App" folder
    /// cut the position at "Recipe").
    static func position(ofFrame frame: String) -> String {
        frame.range(of: "  ").map { String(frame[..<$0.lowerBound]) } ?? frame
    }

    /// A crash on a destroyed object in a step that threw `@State` objects away: the likely reason.
    /// Such an object is released at once; a closure that captured it `unowned` (work its init
    /// scheduled, a timer) reads it later. Under `@StateObject`, whose autoclosure runs once, the
    /// object is never made twice — the pull form's `@State` runs the initialiser at every init.
    var discardNote: String? {
        guard case .crash(_, let reason?) = kind, !discardedState.isEmpty,
              reason.contains("unowned reference") || reason.contains("deallocated") else { return nil }
        let views = discardedState.prefix(3).map { entry in
            "`\(entry.view)`" + (entry.maker.isEmpty ? "" : " (made by the body of `\(entry.maker)`)")
        }.joined(separator: ", ")
        return "in this step a `@State` initial value of \(views) was made again and thrown away: SwiftUI keeps "
            + "the first object and releases each new one at once, so a closure that captured it `unowned` (work "
            + "its initialiser scheduled, a timer) reads a destroyed object. `@StateObject` makes the object once; "
            + "`@State` runs the initialiser at every init of the view (\"discarded state inits\" in the report)."
    }
}

func signalName(_ signal: Int32) -> String {
    switch signal {
    case 4: return "SIGILL: a Swift runtime trap"
    case 5: return "SIGTRAP: a Swift runtime trap"
    case 6: return "SIGABRT"
    case 7: return "SIGBUS"
    case 8: return "SIGFPE"
    case 9: return "SIGKILL"
    case 11: return "SIGSEGV: a bad memory access or a stack overflow"
    default: return "signal \(signal)"
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
