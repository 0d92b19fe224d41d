// An `@AppStorage` or `@SceneStorage` write is named as the app wrote it —
// `@AppStorage("accent")` — in the causes, the journal's writes, `explain` and
// `--log-changes`, not as a view's `@State` of a type called "AppStorage".

import Foundation
import RedrawBuild
import RedrawReport
import RedrawResults
import Testing

@Suite struct StorageLabelTests {
    static let source = """
    import SwiftUI

    struct Badge: View {
        @AppStorage("accent") private var accent = "Red"
        var body: some View { Text(accent) }
    }

    struct Settings: View {
        @AppStorage("accent") private var accent = "Red"
        @SceneStorage("tab") private var tab = 0
        var body: some View {
            VStack {
                Button("Orange") { accent = "Orange" }
                Button("Next tab") { tab += 1 }
                Text("tab \\(tab)")
                Badge()
            }
        }
    }

    Redraw.root { Settings() }
    Redraw.tap("Orange")
    Redraw.tap("Next tab")
    """

    /// One store per key, tracked as `@State` is: a write re-runs the bodies that read the key.
    /// `accent` is read by Badge's body only (Settings writes it in an action and never reads it);
    /// `tab` by Settings's.
    @Test(arguments: EngineKind.allCases)
    func aStorageWriteIsNamedByItsKey(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "storage-labels")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["counting", "journal"])
        let run = Run(steps: result.steps)
        let accent = run.step("tap \"Orange\"").counts.causes
        #expect(accent == [.storage("AppStorage", "accent"): ["Badge": 1]])
        #expect(Cause.storage("AppStorage", "accent").description == "@AppStorage \"accent\"")
        #expect(run.step("tap \"Next tab\"").counts.causes == [.storage("SceneStorage", "tab"): ["Settings": 1]])

        let journal = try #require(result.journal)
        let step = try #require(journal.steps.first { $0.name == "tap \"Orange\"" })
        #expect(step.frames[0].writes.map(\.label) == ["@AppStorage(\"accent\")"])
        #expect(step.evaluations.map(ChangeLog.line) == ["Badge: @AppStorage(\"accent\") changed."])
    }

    /// `@AppStorage` held by a model class: the same stored value as the views' (one per key), but
    /// installed in no view, so a read through the object is tracked by nothing (the wrapper
    /// "invalidates a view on a change in value", the view that declares it). Each tap re-runs
    /// Badge, which declares the key. Under push the object is an `ObservableObject`, and a write
    /// of its `@AppStorage` sends its `objectWillChange` (Apple's iOS & iPadOS 14.5 release notes,
    /// 65562845: "causing the system to emit the objectWillChange publisher"), so Header, which
    /// holds it as `@StateObject`, re-runs too — caused by the storage write — and nothing is
    /// stale. The pull form keeps it as `@ObservationIgnored` in an `@Observable` class, which
    /// sends nothing: Header, which read it through the object, is stale. The write is kept: the
    /// object reads "Blue" back in the next step's write ("Blue!"), which re-runs Badge again.
    static let heldByAnObject = """
    import SwiftUI

    final class Theme: ObservableObject {
        @AppStorage("accent") var accent = "Red"
    }

    struct Badge: View {
        @AppStorage("accent") private var accent = "Red"
        var body: some View { Text(accent) }
    }

    struct Header: View {
        @StateObject private var theme = Theme()
        var body: some View {
            VStack {
                Text(theme.accent)
                Button("Blue") { theme.accent = "Blue" }
                Button("Louder") { theme.accent = theme.accent + "!" }
                Badge()
            }
        }
    }

    Redraw.root { Header() }
    Redraw.tap("Blue")
    Redraw.tap("Louder")
    """

    @Test(arguments: EngineKind.allCases)
    func aStorageHeldByAnObjectReRunsOnlyTheViewsThatDeclareIt(_ engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.heldByAnObject, name: "storage-in-object")
        let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["counting", "journal"])
        let run = Run(steps: result.steps)
        for step in ["tap \"Blue\"", "tap \"Louder\""] {
            if engine == .push {
                #expect(run.step(step).counts.causes == [.storage("AppStorage", "accent"): ["Badge": 1, "Header": 1]], "\(step)")
                #expect(run.step(step).counts.staleReads == [:], "\(step)")
            } else {
                #expect(run.step(step).counts.causes == [.storage("AppStorage", "accent"): ["Badge": 1]], "\(step)")
                #expect(run.step(step).counts.staleReads
                    == [StaleView(viewType: "Header", read: "@AppStorage(\"accent\")", why: .storageThroughObject): 1], "\(step)")
            }
        }
        let journal = try #require(result.journal)
        let louder = try #require(journal.steps.first { $0.name == "tap \"Louder\"" })
        #expect(louder.frames[0].writes.map(\.label) == ["@AppStorage(\"accent\")"])
        #expect(louder.frames[0].writes.map(\.new) == ["\"Blue!\""])
    }

    /// `Redraw.state(of:_:)` of an `@AppStorage` or `@SceneStorage` property is its value, as of a
    /// `@State` one ("`Prefs.maxHr` holds an AppStorage<Int>, not an Int", a tester's settings
    /// screen). The step's preconditions see the stored values after the stepper's increment; the
    /// Stepper re-runs, 1 (it read the value through its binding); Prefs did not read it.
    @Test(arguments: EngineKind.allCases)
    func theLiveValueOfAStorageProperty(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Prefs: View {
            @AppStorage("maxHr") var maxHr = 185
            @SceneStorage("tab") var tab = "home"
            var body: some View { Stepper("Max HR", value: $maxHr) }
        }
        Redraw.root { Prefs() }
        Redraw.adjust("Max HR", by: 1)
        Redraw.step("read") {
            let hr: Int = Redraw.state(of: Prefs.self, "maxHr")
            let tab: String = Redraw.state(of: Prefs.self, "tab")
            precondition(hr == 186 && tab == "home", "\\(hr) \\(tab)")
        }
        """
        let r = try run(source, engine, name: "storage-live-value")
        #expect(r.bodies("adjust \"Max HR\" by 1", "Stepper") == 1)
    }
}
