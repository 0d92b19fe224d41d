// Code written for Swift 6, and for Xcode 26's `-default-isolation MainActor`,
// compiles as written — the file's `// redraw:` line says how — and gives exact
// counts under both engines; a file compiled in a mode it was not written for
// gets swiftc's own error at the user's line.

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawResults
import Testing

@Suite struct LanguageModeTests {
    /// Xcode 26's new-project settings: Swift 6, everything on the main actor unless it says
    /// `nonisolated`. An actor does the loading (its sleep is on the virtual clock), a
    /// nonisolated value type and function, `@Entry`, and `static let shared` on a model
    /// that is main-actor isolated by default.
    static let mainActorSource = """
    // redraw: --swift-version 6 --default-isolation MainActor
    import SwiftUI

    nonisolated struct Quote: Identifiable, Sendable, Equatable {
        let id: Int
        var text: String
        var isFavorite = false
    }

    actor QuoteService {
        private var pagesServed = 0
        func page(_ n: Int) async throws -> [Quote] {
            try await Task.sleep(for: .milliseconds(100))
            pagesServed += 1
            return (0..<3).map { Quote(id: n * 3 + $0, text: "Quote \\(n * 3 + $0)") }
        }
    }

    nonisolated func favouriteCount(_ quotes: [Quote]) -> Int { quotes.filter(\\.isFavorite).count }

    enum Theme {
        static let accent: Color = .orange
        static let title: Font = .headline
    }

    extension EnvironmentValues {
        @Entry var compact: Bool = false
    }

    @Observable final class QuoteStore {
        static let shared = QuoteStore()
        var quotes: [Quote] = []
        var isLoading = false
        private let service = QuoteService()

        func loadMore() async {
            isLoading = true
            let more = (try? await service.page(quotes.count / 3)) ?? []
            quotes += more
            isLoading = false
        }

        func toggle(_ id: Quote.ID) {
            if let i = quotes.firstIndex(where: { $0.id == id }) { quotes[i].isFavorite.toggle() }
        }
    }

    struct QuoteRow: View {
        let quote: Quote
        @Environment(\\.compact) private var compact
        var body: some View {
            Button(quote.isFavorite ? "Unstar \\(quote.id)" : "Star \\(quote.id)") {
                QuoteStore.shared.toggle(quote.id)
            }
            .font(Theme.title)
            .foregroundStyle(Theme.accent)
        }
    }

    struct Badge: View {
        var store: QuoteStore
        var body: some View { Text("\\(favouriteCount(store.quotes)) favourites") }
    }

    struct Spinner: View {
        var store: QuoteStore
        var body: some View {
            if store.isLoading { ProgressView() }
        }
    }

    struct QuoteList: View {
        var store = QuoteStore.shared
        var body: some View {
            VStack {
                Badge(store: store)
                Spinner(store: store)
                ForEach(store.quotes) { QuoteRow(quote: $0) }
                Button("More") { Task { await store.loadMore() } }
            }
        }
    }

    Redraw.root { QuoteList() }
    Redraw.tap("More")
    Redraw.step("page arrives", frames: 10) {}
    Redraw.tap("Star 1")
    """

    /// The same app in Swift 6 without default isolation: the model says `@MainActor` itself,
    /// and `Theme`'s statics are nonisolated — so they stay `static let`, and every pass of the
    /// run takes a process of its own (PerRunStatics).
    static let swift6Source = mainActorSource
        .replacingOccurrences(of: "// redraw: --swift-version 6 --default-isolation MainActor", with: "// redraw: --swift-version 6")
        .replacingOccurrences(of: "nonisolated struct Quote", with: "struct Quote")
        .replacingOccurrences(of: "nonisolated func favouriteCount", with: "func favouriteCount")
        .replacingOccurrences(of: "@Observable final class QuoteStore", with: "@MainActor @Observable final class QuoteStore")

    /// The tree: QuoteList → [Badge, Spinner, QuoteRow × quotes] (the buttons are leaves).
    /// push: every view holding the store (`var store` → `@ObservedObject`: QuoteList, Badge,
    /// Spinner) re-runs on every write of a `@Published` property. pull: QuoteList and Badge read
    /// `quotes`, Spinner reads `isLoading`.
    @Test(arguments: ["main-actor", "swift-6"], EngineKind.allCases)
    func countsUnderBothEngines(_ variant: String, engine: EngineKind) throws {
        let r = try run(variant == "main-actor" ? Self.mainActorSource : Self.swift6Source, engine, name: "quotes-" + variant)
        // Initial render: QuoteList, Badge and Spinner; no quotes yet.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // The tap starts a main-actor task, which runs in the same frame up to the actor's
        // sleep (SE-0306: the call hops to the actor; Redraw runs every job that is due before
        // the render pass): `isLoading = true` is the frame's one write. pull: Spinner; push:
        // the three subscribers.
        #expect(r.total("tap \"More\"").bodyEvaluations == (engine == .push ? 3 : 1))
        #expect(r.bodies("tap \"More\"", "Spinner") == 1)
        // 100 ms later (frame 6 of 10) the page returns: `quotes += more` and `isLoading = false`
        // in one frame. Both engines: QuoteList, Badge, Spinner, and three rows created.
        #expect(r.total("page arrives").bodyEvaluations == 6)
        #expect(r.total("page arrives").created == 3)
        // `quotes[1].isFavorite.toggle()` is an in-place write of `quotes`: pull re-runs QuoteList
        // and Badge, push also Spinner; the one row whose quote changed re-runs, two are skipped.
        #expect(r.total("tap \"Star 1\"").bodyEvaluations == (engine == .push ? 4 : 3))
        #expect(r.bodies("tap \"Star 1\"", "QuoteRow") == 1)
        #expect(r.metrics("tap \"Star 1\"", "QuoteRow").skipped == 2)
        #expect(r.bodies("tap \"Star 1\"", "Spinner") == (engine == .push ? 1 : 0))
    }

    @Test func theSettingsReachSwiftcAndTheProvenance() throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.mainActorSource, name: "quotes-main-actor")
        #expect(compiled.countingBuildFlags.joined(separator: " ").contains("-swift-version 6 -default-isolation MainActor"))
        #expect(!compiled.analysis.requiresFreshProcessPerRun)
        let plain = try TestBuilds.shared.compiled(source: Self.swift6Source, name: "quotes-swift-6")
        #expect(plain.countingBuildFlags.joined(separator: " ").contains("-swift-version 6 -suppress-warnings"))
        // `Theme`'s nonisolated statics cannot be made per run under Swift 6's checks.
        #expect(plain.analysis.requiresFreshProcessPerRun)
    }

    /// The command line's `--default-isolation nonisolated` over the file's `MainActor`: the
    /// file is not valid Swift 6 that way, and swiftc says so at the user's line, not in
    /// anything Redraw wrote (the static is left as written).
    @Test func aModeTheFileWasNotWrittenForIsSwiftcsErrorAtTheUsersLine() throws {
        let path = NSTemporaryDirectory() + "redraw-language-\(ProcessInfo.processInfo.processIdentifier).swift"
        try Self.mainActorSource.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var file = ScenarioFile(path: path, text: Self.mainActorSource)
        file.languageChoice = LanguageChoice(defaultIsolation: .nonisolated)
        let builder = try TestBuilds.shared.builder.get()
        #expect {
            _ = try builder.build(file, engines: [.pull], timing: false)
        } throws: { error in
            "\(error)".contains("\(path):31:16: error: static property 'shared' is not concurrency-safe")
        }
    }
}

extension LanguageModeTests {
    /// Swift 6, a model with a property isolated to a global actor of the file (trial BA-2: a
    /// concurrency demo's `@StorageActor` cache flag): Redraw's table of property names formed a
    /// key path to it from the main actor, which Swift 6 forbids, and the file did not compile
    /// under either engine; the table now leaves it out. The tap writes `title`, which the
    /// view's body read: 1 body under each engine (rule 1), no stale view.
    @Test(arguments: EngineKind.allCases)
    func aPropertyOnAnotherGlobalActorCompilesInSwift6(engine: EngineKind) throws {
        let source = """
        // redraw: --swift-version 6
        import SwiftUI
        @globalActor actor StorageActor { static let shared = StorageActor() }
        @MainActor @Observable final class Settings {
            var title = "A"
            @ObservationIgnored @StorageActor var cacheWarm = false
        }
        struct SettingsView: View {
            @State private var settings = Settings()
            var body: some View { Button(settings.title) { settings.title = "B" } }
        }
        Redraw.root { SettingsView() }
        Redraw.tap("A")
        """
        let r = try run(source, engine, name: "global-actor-property")
        #expect(r.bodies("tap \"A\"", "SettingsView") == 1)
        #expect(r.total("tap \"A\"").staleViews == 0)
    }
}
