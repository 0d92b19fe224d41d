// `.preferredColorScheme` sets the colour scheme of its presentation — the window, or a sheet —
// and the views there that read `\.colorScheme` re-run when it changes, in a further pass of the
// frame (a preference goes up, the environment comes down: PreferredColorScheme.swift). Apple:
// "set a preferred color scheme for the nearest enclosing presentation, like a popover, a sheet,
// or a window" (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)).
// It was inert, and a step that switched an app's theme re-ran no reader (trial BF-2).

import Foundation
import RedrawResults
import Testing

@Suite struct PreferredColorSchemeTests {
    static let cause = Cause.systemEnvironment("its presentation's preferredColorScheme changed")

    static let source = """
    @Observable final class Settings { var dark = true; var sheetDark = false; var showSheet = false }
    struct Reader: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }
    struct Plain: View { var body: some View { Text("plain") } }
    struct SheetReader: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }
    struct SheetBody: View {
        @Bindable var settings: Settings
        var body: some View {
            VStack { SheetReader(); Toggle("Sheet dark", isOn: $settings.sheetDark) }
                .preferredColorScheme(settings.sheetDark ? .dark : nil)
        }
    }
    struct Root: View {
        @State var settings = Settings()
        var body: some View {
            VStack {
                Reader()
                Plain()
                Toggle("Dark", isOn: $settings.dark)
                Button("Show sheet") { settings.showSheet = true }
            }
            .preferredColorScheme(settings.dark ? .dark : .light)
            .sheet(isPresented: $settings.showSheet) { SheetBody(settings: settings) }
        }
    }
    Redraw.root { Root() }
    Redraw.step("light") { Redraw.toggle("Dark") }
    Redraw.step("open sheet") { Redraw.tap("Show sheet") }
    Redraw.step("sheet dark") { Redraw.toggle("Sheet dark") }
    Redraw.step("sheet follows window") { Redraw.toggle("Sheet dark") }
    Redraw.step("window dark") { Redraw.toggle("Dark") }
    """

    /// Settings is `@Observable` (push: an `ObservableObject` in `@StateObject`, and SheetBody's
    /// `@ObservedObject`). Reader, Plain and SheetReader have no inputs: their parents skip them.
    @Test(arguments: EngineKind.allCases)
    func readersOfTheSchemeReRunWhenTheirPresentationPrefersAnother(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "preferred-color-scheme")
        // Initial render: Reader is made in the system's light scheme; after the pass, the window
        // takes the dark one its content prefers, and Reader runs again in a further pass. Plain
        // reads no scheme: once.
        #expect(r.bodies("initial render", "Reader") == 2)
        #expect(r.bodies("initial render", "Plain") == 1)
        #expect(r.step("initial render").counts.causes[Self.cause]?["Reader"] == 1)
        // "light": Root reads `dark` (pull) or holds the object (push) and re-runs; its preference
        // is now light, so Reader re-runs for the scheme, not for its parent; Plain does not.
        #expect(r.bodies("light", "Root") == 1)
        #expect(r.bodies("light", "Reader") == 1)
        #expect(r.step("light").counts.causes[Self.cause]?["Reader"] == 1)
        #expect(r.bodies("light", "Plain") == 0)
        // "open sheet": the sheet's content is made in the window's scheme, and prefers none (nil).
        #expect(r.bodies("open sheet", "SheetReader") == 1)
        #expect(r.bodies("open sheet", "Reader") == 0)
        // "sheet dark": the sheet's own preference is the sheet's alone: SheetReader re-runs,
        // the window's Reader does not.
        #expect(r.bodies("sheet dark", "SheetBody") == 1)
        #expect(r.bodies("sheet dark", "SheetReader") == 1)
        #expect(r.step("sheet dark").counts.causes[Self.cause]?["SheetReader"] == 1)
        #expect(r.bodies("sheet dark", "Reader") == 0)
        // "sheet follows window": nil again, so the sheet has the window's light scheme.
        #expect(r.bodies("sheet follows window", "SheetReader") == 1)
        // "window dark": the window's readers, and the sheet's, which inherits it, re-run once each.
        #expect(r.bodies("window dark", "Reader") == 1)
        #expect(r.bodies("window dark", "SheetReader") == 1)
        #expect(r.bodies("window dark", "Plain") == 0)
        // SheetBody holds the object under push (its objectWillChange), and reads only `sheetDark` under pull.
        #expect(r.bodies("window dark", "SheetBody") == (engine == .push ? 1 : 0))
    }

    /// A scenario that prefers no scheme walks nothing after its passes, and a reader keeps the
    /// system's light scheme: one evaluation.
    @Test func withoutAPreferenceTheSchemeIsTheSystems() throws {
        let source = """
        struct Reader: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        Redraw.root { Reader() }
        """
        let r = try run(source, .pull, name: "no-preferred-color-scheme")
        #expect(r.bodies("initial render", "Reader") == 1)
    }

    static let reader = """
    struct Reader: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    """

    /// The first preference of the run is inside a sheet, in a view of its content: the sheet takes
    /// it (it was missed: the sheet had not taken its content when the preference was first made).
    /// "open": Reader is made in the window's light scheme, then re-runs in the sheet's dark one.
    @Test(arguments: EngineKind.allCases)
    func aSheetsFirstPreferenceIsTaken(engine: EngineKind) throws {
        let source = Self.reader + """
        struct SheetBody: View { var body: some View { Reader().preferredColorScheme(.dark) } }
        struct Root: View {
            @State private var shown = false
            var body: some View { Button("Open") { shown = true }.sheet(isPresented: $shown) { SheetBody() } }
        }
        Redraw.root { Root() }
        Redraw.tap("Open")
        """
        let r = try run(source, engine, name: "preferred-scheme-first-in-sheet")
        #expect(r.bodies("tap \"Open\"", "Reader") == 2)
        #expect(r.step("tap \"Open\"").counts.causes[Self.cause]?["Reader"] == 1)
    }

    /// A preference written in `Redraw.root { … }` itself is the window's (the root's content is a
    /// body too), and an outer nil — no preference — keeps an inner scheme: Reader runs twice in the
    /// initial render, made light and then dark.
    @Test(arguments: ["Reader().preferredColorScheme(.dark)", "VStack { Reader().preferredColorScheme(.dark) }.preferredColorScheme(nil)"])
    func aRootOrInnerPreferenceIsTaken(root: String) throws {
        let r = try run(Self.reader + "Redraw.root { \(root) }\n", .pull, name: "preferred-scheme-root-\(root.count)")
        #expect(r.bodies("initial render", "Reader") == 2)
    }
}

