// A scenario's language mode and default isolation: its `// redraw:` line, the
// command line's options over it, and the rewrites that Swift 6's data-race
// checks constrain (PerRunStatics, the generated name tables).

import RedrawFrontEnd
import Testing

@Suite("Language settings")
struct LanguageSettingsTests {
    func analysis(_ text: String, choice: LanguageChoice = LanguageChoice()) -> ScenarioAnalysis {
        var file = ScenarioFile(path: "Scenarios/test.swift", text: text + minimalWorkload)
        file.languageChoice = choice
        return FrontEnd.analyze(file)
    }

    @Test("a file that says nothing compiles as Swift 5, nonisolated, with the arguments Redraw always passed")
    func defaults() {
        let a = analysis("import SwiftUI\n")
        #expect(a.language == LanguageSettings())
        #expect(a.language.compilerArguments == ["-swift-version", "5"])
    }

    @Test("the `// redraw:` line among the opening comments sets them; the command line wins")
    func directive() {
        let text = "// A Swift 6 app.\n// redraw: --swift-version 6 --default-isolation MainActor\nimport SwiftUI\n"
        let a = analysis(text)
        #expect(a.diagnostics.isEmpty)
        #expect(a.language == LanguageSettings(swiftVersion: .v6, defaultIsolation: .mainActor))
        #expect(a.language.compilerArguments == ["-swift-version", "6", "-default-isolation", "MainActor"])
        let overridden = analysis(text, choice: LanguageChoice(defaultIsolation: .nonisolated))
        #expect(overridden.language == LanguageSettings(swiftVersion: .v6, defaultIsolation: .nonisolated))
        #expect(analysis("import SwiftUI\n", choice: LanguageChoice(swiftVersion: .v6)).language.swiftVersion == .v6)
    }

    @Test("a `// redraw:` comment after the first token is the user's comment, not a setting")
    func onlyOpeningComments() {
        let a = analysis("import SwiftUI\n// redraw: --swift-version 6\nstruct A {}\n")
        #expect(a.diagnostics.isEmpty)
        #expect(a.language.swiftVersion == .v5)
    }

    @Test("an unknown option, a bad value, a missing one or a repeated one is an error at its column")
    func errors() {
        func first(_ line: String) -> FrontEndDiagnostic? { analysis(line + "\nimport SwiftUI\n").diagnostics.first }
        let unknown = first("// redraw: --swift-versoin 6")
        #expect(unknown?.line == 1 && unknown?.column == 12)
        #expect(unknown?.message.contains("`--swift-versoin` is not a setting Redraw reads") == true)
        let bad = first("// redraw: --swift-version 7")
        #expect(bad?.line == 1 && bad?.column == 28)
        #expect(bad?.message == "--swift-version takes 5 or 6, not `7`")
        let isolation = first("//   redraw: --default-isolation main")
        #expect(isolation?.column == 34)
        #expect(isolation?.message == "--default-isolation takes MainActor or nonisolated, not `main`")
        let missing = first("// redraw: --swift-version")
        #expect(missing?.message == "--swift-version needs a value")
        let twice = first("// redraw: --swift-version 6\n// redraw: --swift-version 5")
        #expect(twice?.line == 2 && twice?.column == 12)
        #expect(twice?.message == "--swift-version is given twice")
    }

    // Swift 6: a wrapped static is shared mutable state unless its type is on a global actor.
    static let statics = """
        @MainActor final class Store { static let shared = Store() }
        struct Row: View { static let cache = Cache(); var body: some View { Text("x") } }
        enum Keys { static let key = "k"; static let sizes = [1, 2, -3] }
        enum Theme { static let accent = Color.orange }
        final class Cache: Sendable {}
        actor Service { static let shared = Service() }
        """

    @Test("Swift 6: statics of a main-actor type are made per run; constants stay; the rest need a fresh process")
    func swift6Statics() throws {
        var file = scenario("// redraw: --swift-version 6\n" + Self.statics)
        let out = try FrontEnd.compiledSource(file, engine: .pull)
        #expect(out.contains("@MainActor final class Store { @_RedrawPerRun static var shared = Store() }"))
        #expect(out.contains("struct Row: View { @_RedrawPerRun static var cache = Cache();"))
        #expect(out.contains("enum Keys { static let key = \"k\"; static let sizes = [1, 2, -3] }"))
        #expect(out.contains("enum Theme { static let accent = Color.orange }"))
        #expect(out.contains("actor Service { static let shared = Service() }"))
        #expect(FrontEnd.analyze(file).requiresFreshProcessPerRun)
        // Without the statics that cannot be made per run, one process serves every pass.
        file = scenario("// redraw: --swift-version 6\n@MainActor final class Store { static let shared = Store() }\nenum K { static let k = 1 }")
        #expect(!FrontEnd.analyze(file).requiresFreshProcessPerRun)
    }

    @Test("Swift 6 with -default-isolation MainActor: every static is on the main actor but a nonisolated type's or an actor's")
    func mainActorStatics() throws {
        let file = scenario("// redraw: --swift-version 6 --default-isolation MainActor\n" + Self.statics
                            + "\nnonisolated struct Plain { static let made = Cache() }")
        let out = try FrontEnd.compiledSource(file, engine: .push)
        #expect(out.contains("enum Theme { @_RedrawPerRun static var accent = Color.orange }"))
        #expect(out.contains("enum Keys { @_RedrawPerRun static var key = \"k\"; @_RedrawPerRun static var sizes = [1, 2, -3] }"))
        #expect(out.contains("actor Service { static let shared = Service() }"))
        #expect(out.contains("nonisolated struct Plain { static let made = Cache() }"))
    }

    @Test("Swift 5 rewrites every static as before, whatever the isolation")
    func swift5Statics() throws {
        let out = try FrontEnd.compiledSource(scenario(Self.statics), engine: .pull)
        #expect(out.contains("enum Theme { @_RedrawPerRun static var accent = Color.orange }"))
        #expect(out.contains("actor Service { @_RedrawPerRun static var shared = Service() }"))
        #expect(!FrontEnd.analyze(scenario(Self.statics)).requiresFreshProcessPerRun)
    }
}
