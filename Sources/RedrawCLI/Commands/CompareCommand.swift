// `redraw compare`: two variants of one workload — a file before a change and
// after it — profiled in one run, step by step under each engine
// (VariantComparison). The reports set push against pull; this sets a
// technique against the code without it, as the articles do, on the user's
// own app (trial AY-4).

import RedrawReport
import RedrawResults

public enum CompareCommand: Command {
    public static let spec = CommandSpec(
        name: "compare",
        summary: "profile two variants of one workload (before and after a change) and set them side by side",
        synopsis: "redraw compare <before.swift> <after.swift>",
        options: ScenarioRecording.options.filter { !["keep-going", "shard", "jobs"].contains($0.name) },
        positionals: 2...2,
        details: """
        Profiles both files as `run --no-reports` does — counted, then each timed alone,
        one at a time — and prints, per engine and per step of the same name, the body
        evaluations, the views left stale and the allocations of each variant, and their
        median times, with how many fewer bodies the second ran and how much faster it
        was. Counts are exact; times are this machine's, measured in the same run. A step
        of one variant alone is listed, not compared. Exit 0 when both ran; 1 on an error
        in either.

        The two files are two scenarios: the same workload (the same step names and
        actions) over two versions of the views or models, each file complete.

        Example:
          redraw compare Scenarios/examples/cart-before.swift Scenarios/examples/cart-after.swift
        """)

    public static func run(_ options: ParsedOptions, console: Console) throws -> Int32 {
        var profiles: [String: ScenarioProfile] = [:]
        let paths = options.positionals
        let ids = try ScenarioRecording.record(paths, into: nil, options: options, console: console) { profile, _, _, id in
            profiles[id] = profile
        }
        // `record` keeps the files' order; each path is one scenario (a folder scenario is one too).
        guard ids.count == 2, let before = profiles[ids[0]], let after = profiles[ids[1]] else {
            throw UsageError("`redraw compare` compares two scenarios, and \(paths.joined(separator: " and ")) hold \(ids.count)",
                             command: "compare")
        }
        console.print(VariantComparison.render(before: before, after: after))
        return ExitCode.success
    }
}
