// GateHints: what to do next, after the comparison — how to see why a step
// ran more bodies, how to lock improvements in, what to do about a scenario or
// step that went missing. A reviewer reads the gate's output in a pull request;
// the counts say what changed, these lines say where to look.
//
// Invariant: a hint names commands that exist, with the run's own scenario,
// step and engine; nothing here changes the verdict.

import Foundation

public struct GateHints: Sendable {
    /// The baseline folder, as the gate was given it.
    public var baseline: String
    /// What was run (`Scenarios/`, files, folder scenarios); empty when the gate compared folders.
    public var scenarioPaths: [String]
    /// Where the current reports are (`--current`, `--current-out`); nil when the gate ran into a
    /// temporary folder, removed before these lines are read (trial BD-4: the hint named a file gone).
    public var currentReports: String?

    public init(baseline: String, scenarioPaths: [String], currentReports: String? = nil) {
        self.baseline = baseline
        self.scenarioPaths = scenarioPaths
        self.currentReports = currentReports
    }

    public func lines(for comparison: Comparison) -> [String] {
        var lines: [String] = []
        let scenarios = scenarioPaths.isEmpty ? "<scenarios>" : scenarioPaths.joined(separator: " ")
        if let row = comparison.regressions.first(where: { $0.metric == .bodyEvaluations })
            ?? comparison.regressions.first(where: { $0.metric == .dependencies || $0.metric == .invalidations }) {
            let file = Self.scenarioFile(row.scenario, among: scenarioPaths) ?? "<\(row.scenario)'s scenario file>"
            lines.append("Why: `redraw explain \(file) --step \(row.step.swiftLiteralForShell) "
                + "--engine \(row.engine)` shows each body of that step with the write, notification and invalidation "
                + "that ran it; " + (currentReports.map { "`\($0)/\(row.scenario).causes.csv` lists the causes by view type." }
                    ?? "the run's `\(row.scenario).causes.csv` lists the causes by view type (this run's reports were not "
                        + "kept: give `--current-out DIR` to keep them)."))
        }
        if !comparison.improvements.isEmpty {
            let metrics = Set(comparison.improvements.map(\.metric.label)).sorted().joined(separator: ", ")
            let update = "`redraw baseline update \(scenarios) --out \(baseline)`"
            // With regressions, re-recording would make them the baseline too: a tester's run
            // with 68 regressions and one allocation improvement was told to re-record.
            lines.append(comparison.regressions.isEmpty
                ? "Improvements do not change the baseline: until it is re-recorded (\(update)), the gate lets those values "
                    + "(\(metrics)) come back."
                : "Improvements (\(metrics)) do not change the baseline; re-record it (\(update)) only once the regressions "
                    + "above are fixed or accepted: recording now would make them the baseline too.")
        }
        let missing = comparison.presence.filter { $0.fails && $0.side == .missing }
        if !missing.isEmpty {
            lines.append("Missing: a scenario or step removed or renamed on purpose is dropped from the baseline by "
                + "re-recording it (`redraw baseline update \(scenarios) --out \(baseline) --prune`); one that failed to "
                + "run is named in the errors above. `--allow-missing` lets the gate pass without them.")
        }
        let new = comparison.presence.filter { $0.fails && $0.side == .new }
        if !new.isEmpty {
            lines.append("New: record them with `redraw baseline update \(scenarios) --out \(baseline)` to start tracking them.")
        }
        return lines
    }
}

extension GateHints {
    /// The file (or folder) of the scenario `id` (`examples/cart-after`) among the paths the gate
    /// ran, when one is found there: a folder of scenarios holds `<id>.swift` or `<id>/`; a file
    /// or a folder scenario given itself is the scenario of its own name.
    static func scenarioFile(_ id: String, among paths: [String]) -> String? {
        let files = FileManager.default
        let name = id.split(separator: "/").last.map(String.init) ?? id
        for path in paths {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let url = URL(fileURLWithPath: path)
            if !isFolder.boolValue {
                if url.deletingPathExtension().lastPathComponent == name { return path }
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            if files.fileExists(atPath: folder + "/" + id + ".swift") { return folder + "/" + id + ".swift" }
            if files.fileExists(atPath: folder + "/" + id, isDirectory: &isFolder), isFolder.boolValue { return folder + "/" + id }
            if url.standardizedFileURL.lastPathComponent == name { return path }
        }
        return nil
    }
}

extension String {
    /// `"tap \"Add\""`: a step name as a shell argument in double quotes.
    var swiftLiteralForShell: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }
}
