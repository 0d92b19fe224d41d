// ProvenanceRecord: what made one scenario's reports — the toolchain, Redraw,
// the build flags, the seed, the parameters, the viewport, the repetitions and
// the warm-up — as its `<name>.provenance` file holds it and the gate reads it
// back.
//
// One flat value, whether it came from a run or from a file, so what the
// writer records and what the gate compares are the same fields.

import RedrawResults

public struct ProvenanceRecord: Equatable, Sendable {
    /// The first line of `swiftc --version`.
    public var toolchain: String
    public var redrawVersion: String
    /// Recorded, never compared (see `RedrawVersion`).
    public var redrawCommit: String
    /// Space-separated, as swiftc was given them: the timing build's, then the counting build's
    /// in parentheses when they differ (`RunProvenance.buildFlagsDescription`).
    public var buildFlags: String
    public var seed: UInt64
    /// Every parameter the scenario read, with the value it ran with (its default unless `--param`
    /// set it); from a profile made by hand, only the `--param` values.
    public var parameters: [String: String]
    /// Nil: not known.
    public var viewport: RunViewport?
    public var repetitions: Int
    public var warmup: Int

    public static let unknown = "unknown"

    public init(toolchain: String, redrawVersion: String, redrawCommit: String, buildFlags: String, seed: UInt64,
                parameters: [String: String], viewport: RunViewport?, repetitions: Int, warmup: Int) {
        self.toolchain = toolchain; self.redrawVersion = redrawVersion; self.redrawCommit = redrawCommit
        self.buildFlags = buildFlags; self.seed = seed; self.parameters = parameters; self.viewport = viewport
        self.repetitions = repetitions; self.warmup = warmup
    }

    /// A profile's provenance; the fields a hand-made profile lacks read "unknown".
    public init(_ profile: ScenarioProfile) {
        let run = profile.provenance
        self.init(toolchain: run?.toolchain ?? Self.unknown, redrawVersion: run?.redrawVersion ?? Self.unknown,
                  redrawCommit: run?.redrawCommit ?? Self.unknown,
                  buildFlags: run?.buildFlagsDescription ?? Self.unknown,
                  seed: profile.seed, parameters: run?.parameters ?? profile.parameters, viewport: run?.viewport,
                  repetitions: profile.repetitions, warmup: profile.warmup)
    }

    /// "17 (default)", or "unknown".
    public var viewportDescription: String { viewport?.description ?? Self.unknown }
}
