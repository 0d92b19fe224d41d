// RunProvenance: what made a profile besides the scenario file and the run's
// options — the toolchain, Redraw itself, the compiler flags and the viewport
// that ran — so a report or baseline says what it was measured with, and the
// gate can warn when two sets were not made alike.
//
// Every field is measured where it is decided: the toolchain's version from
// `swiftc --version`, the flags from the code that builds, the viewport from
// the child that ran (only it knows a scenario's `Redraw.viewport` and the
// defaults of its `param` calls).

public struct RunProvenance: Sendable, Codable, Equatable {
    /// The first line of `swiftc --version` ("Swift version 6.3.1 (swift-6.3.1-RELEASE)").
    public var toolchain: String
    /// Redraw's version number.
    public var redrawVersion: String
    /// The commit of Redraw's source checkout at run time (`-dirty` with uncommitted changes
    /// to its sources), or "unknown".
    public var redrawCommit: String
    /// The flags of the build that the times and allocations came from, paths to this machine's
    /// folders left out.
    public var buildFlags: [String]
    /// The flags of the build that the counts came from, when it was built otherwise (without the
    /// optimiser, which changes no count); nil in a profile that predates the split.
    public var countingBuildFlags: [String]?
    /// The viewport the counting pass ran with; nil if the child did not say.
    public var viewport: RunViewport?
    /// Every `param` the counting pass read, with the value it ran with — its default unless
    /// `--param` set it (those are `ScenarioProfile.parameters`); nil if the child did not say.
    public var parameters: [String: String]?

    public init(toolchain: String, redrawVersion: String, redrawCommit: String, buildFlags: [String],
                countingBuildFlags: [String]? = nil, viewport: RunViewport?, parameters: [String: String]? = nil) {
        self.toolchain = toolchain; self.redrawVersion = redrawVersion; self.redrawCommit = redrawCommit
        self.buildFlags = buildFlags; self.countingBuildFlags = countingBuildFlags
        self.viewport = viewport; self.parameters = parameters
    }

    /// Both builds' flags in one line: "-O -wmo -g …" alone when the counts came from the same build,
    /// else "-O -wmo -g … (counts: -Onone -g …)".
    public var buildFlagsDescription: String {
        let timing = buildFlags.joined(separator: " ")
        guard let counting = countingBuildFlags, counting != buildFlags else { return timing }
        return timing + " (counts: " + counting.joined(separator: " ") + ")"
    }
}

/// The rows a lazy container showed, and what decided them.
public struct RunViewport: Sendable, Codable, Equatable {
    public enum Source: String, Sendable, Codable, CaseIterable {
        /// `--viewport ROWS` for the run.
        case option = "--viewport"
        /// The scenario's `Redraw.viewport(rows:)`.
        case scenario = "Redraw.viewport"
        /// Neither: a phone's screen.
        case standard = "default"
    }

    public var rows: Int
    public var source: Source

    public init(rows: Int, source: Source) {
        self.rows = rows
        self.source = source
    }

    /// "17 (default)", "25 (--viewport)", "40 (Redraw.viewport)".
    public var description: String { "\(rows) (\(source.rawValue))" }
}
