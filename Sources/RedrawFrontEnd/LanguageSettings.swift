// LanguageSettings: how the user's code is compiled — its Swift language mode
// and its default actor isolation, the two build settings of an Xcode 26
// target that decide whether app code type-checks.
//
// Invariants:
// - The default (Swift 5, nonisolated) gives exactly the arguments Redraw has
//   always passed, so builds, cache keys and recorded flags of files that say
//   nothing do not change.
// - A scenario says its own settings in a `// redraw:` line among the comments
//   that open its (workload) file, in the words of the command line:
//   `// redraw: --swift-version 6 --default-isolation MainActor`. Options given
//   on the command line win over the file's, as a command line wins over a
//   configuration file.
// - Anything else on such a line is an error at its column, never ignored.

public struct LanguageSettings: Sendable, Hashable {
    public enum SwiftVersion: String, Sendable, CaseIterable { case v5 = "5", v6 = "6" }
    /// `-default-isolation`: what an unannotated declaration is isolated to (SE-0466).
    public enum DefaultIsolation: String, Sendable, CaseIterable { case nonisolated, mainActor = "MainActor" }

    public var swiftVersion: SwiftVersion
    public var defaultIsolation: DefaultIsolation

    public init(swiftVersion: SwiftVersion = .v5, defaultIsolation: DefaultIsolation = .nonisolated) {
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
    }

    /// swiftc's arguments for these settings.
    public var compilerArguments: [String] {
        ["-swift-version", swiftVersion.rawValue] + (defaultIsolation == .mainActor ? ["-default-isolation", "MainActor"] : [])
    }

    /// Swift 6's data-race checks are errors: what Redraw's rewrites must not break.
    var checksDataRaces: Bool { swiftVersion == .v6 }
}

/// The settings a command line chose: each option that was given, and only those.
public struct LanguageChoice: Sendable, Hashable {
    public var swiftVersion: LanguageSettings.SwiftVersion?
    public var defaultIsolation: LanguageSettings.DefaultIsolation?

    public init(swiftVersion: LanguageSettings.SwiftVersion? = nil, defaultIsolation: LanguageSettings.DefaultIsolation? = nil) {
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
    }

    /// A file's settings with these options laid over them.
    func applied(to settings: LanguageSettings) -> LanguageSettings {
        LanguageSettings(swiftVersion: swiftVersion ?? settings.swiftVersion,
                         defaultIsolation: defaultIsolation ?? settings.defaultIsolation)
    }

    /// Reads one option's value; the error says what the option takes.
    public static func swiftVersion(_ text: String) -> Result<LanguageSettings.SwiftVersion, LanguageOptionError> {
        LanguageSettings.SwiftVersion(rawValue: text).map(Result.success)
            ?? .failure(LanguageOptionError("--swift-version takes 5 or 6, not `\(text)`"))
    }

    public static func defaultIsolation(_ text: String) -> Result<LanguageSettings.DefaultIsolation, LanguageOptionError> {
        LanguageSettings.DefaultIsolation(rawValue: text).map(Result.success)
            ?? .failure(LanguageOptionError("--default-isolation takes MainActor or nonisolated, not `\(text)`"))
    }
}

public struct LanguageOptionError: Error, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
