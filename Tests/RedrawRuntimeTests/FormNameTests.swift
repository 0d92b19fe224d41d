// FormNameTests: what a report says each engine ran. A mixed file's form for the engine it is
// written for migrates its classes of the other style too, so it is not the file as written.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct FormNameTests {
    /// A file written for pull (two `@Observable` classes) with one `ObservableObject` whose timer
    /// sends by hand: the pull form migrates `Ticker` too, and says so (a tester's report read "pull
    /// ran it as written" while the pull form had dropped Ticker's `objectWillChange.send()`).
    @Test func aMixedFilesWrittenFormNamesTheClassesItMigrates() throws {
        let source = """
        import SwiftUI
        @Observable final class Store { var items = [1, 2] }
        @Observable final class Session { var user = "a" }
        final class Ticker: ObservableObject {
            var ticks = 0
            func tick() { objectWillChange.send(); ticks += 1 }
        }
        struct Screen: View {
            var store: Store
            @ObservedObject var ticker: Ticker
            var body: some View { Text("\\(store.items.count) \\(ticker.ticks)") }
        }
        let store = Store(), ticker = Ticker()
        Redraw.root { Screen(store: store, ticker: ticker) }
        Redraw.step("tick") { ticker.tick() }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "mixed-form-name", engines: EngineKind.allCases)
        #expect(compiled.form(of: .pull) == "as written, but `Ticker` migrated from ObservableObject")
        #expect(compiled.form(of: .push) == "migrated from @Observable")
    }

    /// A file of one style: its engine ran it as written.
    @Test func aFileOfOneStyleRunsAsWritten() throws {
        let source = """
        import SwiftUI
        @Observable final class Store { var items = [1, 2] }
        struct Screen: View {
            var store: Store
            var body: some View { Text("\\(store.items.count)") }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.step("add") { store.items.append(3) }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "one-style-form-name", engines: EngineKind.allCases)
        #expect(compiled.form(of: .pull) == "as written")
        #expect(compiled.form(of: .push) == "migrated from @Observable")
    }

    /// A SwiftData `@Model` class is named as written, not as the `@Observable` pull runs it as (a
    /// tester's step counter read "`Item` migrated from @Observable"). One `@Model` and one
    /// `ObservableObject`: as many of each, so the file is taken as written for pull.
    @Test func aModelClassIsNamedAsWritten() throws {
        let source = """
        import SwiftUI
        import SwiftData
        @Model final class Item { var title = ""; init() {} }
        final class Settings: ObservableObject { @Published var goal = 1 }
        struct Screen: View {
            @ObservedObject var settings: Settings
            var body: some View { Text("\\(settings.goal)") }
        }
        let settings = Settings()
        Redraw.root { Screen(settings: settings) }
        Redraw.step("goal") { settings.goal = 2 }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "model-form-name", engines: EngineKind.allCases)
        #expect(compiled.form(of: .push) == "migrated from @Model")
        #expect(compiled.form(of: .pull) == "as written, but `Settings` migrated from ObservableObject")
    }
}
