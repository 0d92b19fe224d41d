// `@Environment(\.key)` reads one key: a view re-runs when a key it read changes
// value for it (by `.environment(\.key, value)` above it), not when other keys
// change — also when the views between the modifier and the reader are skipped.

import Foundation
import RedrawResults
import Testing

@Suite struct EnvironmentKeyTests {
    static let source = """
    struct ThemeKey: EnvironmentKey { static let defaultValue = "light" }
    struct FontKey: EnvironmentKey { static let defaultValue = 12 }
    extension EnvironmentValues {
        var theme: String { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
        var fontSize: Int { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    }
    @Observable class Settings { var theme = "light"; var fontSize = 12 }
    struct ThemeLabel: View { @Environment(\\.theme) var theme; var body: some View { Text(theme) } }
    struct SizeLabel: View { @Environment(\\.fontSize) var size; var body: some View { Text("\\(size)") } }
    struct Middle: View {                      // no inputs: equal every time, always skipped
        var body: some View { VStack { ThemeLabel(); SizeLabel() } }
    }
    struct Screen: View {
        var settings: Settings
        var body: some View {
            Middle()
                .environment(\\.theme, settings.theme)
                .environment(\\.fontSize, settings.fontSize)
        }
    }
    let settings = Settings()
    Redraw.root { Screen(settings: settings) }
    Redraw.step("dark theme") { settings.theme = "dark" }
    Redraw.step("bigger font") { settings.fontSize = 14 }
    Redraw.step("same theme again") { settings.theme = "dark" }
    """

    /// Screen reads both settings (pull) or holds the object (push): it re-runs on each change.
    /// Middle is skipped (no inputs); the environment it passes down is given again to its
    /// children, and only the label whose key changed value re-runs.
    @Test(arguments: EngineKind.allCases)
    func onlyTheReaderOfTheChangedKeyReRuns(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "environment-keys")
        #expect(r.bodies("dark theme", "Screen") == 1)
        #expect(r.bodies("dark theme", "Middle") == 0)
        #expect(r.bodies("dark theme", "ThemeLabel") == 1)
        #expect(r.bodies("dark theme", "SizeLabel") == 0)
        // Its cause names the environment, not Middle's re-run (Middle did not run).
        #expect(r.step("dark theme").counts.causes[.environment("Middle")]?["ThemeLabel"] == 1)
        #expect(r.step("dark theme").counts.causes[.parent("Middle")] == nil)
        #expect(r.bodies("bigger font", "ThemeLabel") == 0)
        #expect(r.bodies("bigger font", "SizeLabel") == 1)
        // An equal write: pull does not notify; push sends, Screen re-runs, and no key changed
        // value, so neither label does.
        #expect(r.bodies("same theme again", "Screen") == (engine == .push ? 1 : 0))
        #expect(r.bodies("same theme again", "ThemeLabel") == 0)
        #expect(r.bodies("same theme again", "SizeLabel") == 0)
    }

    static let closureHolders = """
    @Observable final class Settings { var tint = 0 }
    struct Card<Content: View>: View {        // holds a closure: never equal as an input
        @Environment(Settings.self) private var settings
        let content: () -> Content
        var body: some View { content() }
    }
    struct Plain: View {
        @Environment(Settings.self) private var settings
        let title: String
        var body: some View { Text(title) }
    }
    struct Middle: View {                      // no inputs: always skipped
        var body: some View { VStack { Card { Text("closure") }; Plain(title: "plain") } }
    }
    struct Root: View {
        @State private var settings = Settings()
        var body: some View { VStack { Text("\\(settings.tint)"); Middle() }.environment(settings) }
    }
    Redraw.root { Root() }
    Redraw.step("bump") {
        let s: Settings = Redraw.state(of: Root.self, "settings")
        s.tint += 1
    }
    """

    /// Found by the swiftui-kit and navigation-cookbook corpus files. Pull: Root read `tint` and
    /// re-runs; `.environment(settings)` passes the same object down; Middle is skipped. Card and
    /// Plain resolve the same object, so neither re-runs — Card's closure, the node's own
    /// unchanged input, is not compared with itself (it was, and never equal, Card re-ran).
    /// Push: `@Environment(Settings.self)` is `@EnvironmentObject`, every holder subscribes:
    /// Root (its `@StateObject`), Card and Plain re-run on the write, 3.
    @Test(arguments: EngineKind.allCases)
    func aClosureHolderPastASkippedParentReRunsOnlyWhenItsKeyChanged(engine: EngineKind) throws {
        let r = try run(Self.closureHolders, engine, name: "environment-closure-holders")
        #expect(r.bodies("bump", "Root") == 1)
        #expect(r.bodies("bump", "Middle") == 0)
        #expect(r.bodies("bump", "Card<Text>") == (engine == .push ? 1 : 0))
        #expect(r.bodies("bump", "Plain") == (engine == .push ? 1 : 0))
        #expect(r.total("bump").bodyEvaluations == (engine == .push ? 3 : 1))
    }

    /// `Text(_:format:)` formats in the environment's `\.locale`: a French subtree shows a French
    /// price, the rest Redraw's en_US (not this machine's locale).
    static let formattedText = """
    @Observable final class Till {
        var total = 1234.5
        var frenchTaps = 0
        var englishTaps = 0
    }
    struct Checkout: View {
        var till: Till
        let french: Bool
        var body: some View {
            Button {
                if french { till.frenchTaps += 1 } else { till.englishTaps += 1 }
            } label: {
                Text(till.total, format: .currency(code: "EUR"))
                Text(Date(timeIntervalSince1970: 0), format: .dateTime.month(.wide).day())
            }
        }
    }
    struct Screen: View {
        var till: Till
        var body: some View {
            VStack {
                Checkout(till: till, french: true).environment(\\.locale, Locale(identifier: "fr_FR"))
                Checkout(till: till, french: false)
            }
        }
    }
    let till = Till()
    Redraw.root { Screen(till: till) }
    Redraw.step("pay in French") { Redraw.tap("1\\u{202F}234,50\\u{A0}€") }
    Redraw.step("pay on January 1") { Redraw.tap("January 1") }
    Redraw.step("raise") { till.total = 2000 }
    Redraw.step("pay the new price in French") { Redraw.tap("2\\u{202F}000,00\\u{A0}€") }
    Redraw.step("French date") { Redraw.tap("1 janvier") }
    Redraw.step("check") { precondition(till.frenchTaps == 3 && till.englishTaps == 1, "\\(till.frenchTaps) \\(till.englishTaps)") }
    """

    @Test(arguments: EngineKind.allCases)
    func formattedTextUsesTheEnvironmentsLocale(_ engine: EngineKind) throws {
        // Each tap finds its button by the words the Text shows in its locale (the check step
        // traps unless three taps reached the French button and one the English one; a tap that
        // finds no button stops the run).
        let r = try run(Self.formattedText, engine, name: "formatted-text-locale")
        // Pull: the Checkouts' bodies read `total` only (the taps' writes are read by nobody): a
        // tap runs no body; "raise" runs both Checkouts. Push: Screen and both Checkouts hold
        // the till, so every write runs all three.
        for step in ["pay in French", "pay on January 1", "pay the new price in French", "French date"] {
            #expect(r.total(step).bodyEvaluations == (engine == .push ? 3 : 0), "\(step)")
        }
        #expect(r.bodies("raise", "Checkout") == 2)
        #expect(r.total("raise").bodyEvaluations == (engine == .push ? 3 : 2))
    }
}

extension EnvironmentKeyTests {
    /// An `@Environment(\.key)` outside a view (declared in a model class) reads the key's default
    /// value, as SwiftUI does (with its run-time warning), where the run trapped with "No object of
    /// type Int found in the environment". The step traps unless the model read 5. Counts: the tap's
    /// write of `cells` re-runs ContentView (push: it holds the model; pull: it read `cells`): 1.
    @Test(arguments: EngineKind.allCases)
    func anEnvironmentKeyOutsideAViewReadsItsDefault(engine: EngineKind) throws {
        let source = """
        struct SizeKey: EnvironmentKey { static var defaultValue: Int { 5 } }
        extension EnvironmentValues { var size: Int { get { self[SizeKey.self] } set { self[SizeKey.self] = newValue } } }
        final class Model: ObservableObject {
            @Published var cells: [Int] = []
            @Environment(\\.size) var size
            func reset() { cells = Array(0..<(size * size)) }
        }
        struct ContentView: View {
            @StateObject var model = Model()
            var body: some View {
                VStack {
                    Text("\\(model.cells.count) cells")
                    Button("Reset") { model.reset() }
                }
            }
        }
        Redraw.root { ContentView() }
        Redraw.tap("Reset")
        Redraw.step("check") {
            let model: Model = Redraw.state(of: ContentView.self, "model")
            precondition(model.cells.count == 25, "the model read \\(model.cells.count) cells")
        }
        """
        let r = try run(source, engine, name: "environment-outside-a-view")
        #expect(r.bodies("tap \"Reset\"", "ContentView") == 1)
    }

    /// An environment that no write changed resolves the same value for a view, whatever its type:
    /// a non-`Equatable` key nobody wrote (an app's action key, `\.openURL`) is no changed input
    /// when the parent re-runs — it made the child re-run ("changed inputs: myAction"; a tester's
    /// split-view detail). "tap Bump": Parent re-runs for its own `count`; Child's title is equal
    /// and its environment unchanged: skipped. 1 body.
    @Test(arguments: EngineKind.allCases)
    func anUnwrittenKeyIsNoChange(engine: EngineKind) throws {
        let source = """
        struct Action { func callAsFunction() {} }
        extension EnvironmentValues { @Entry var myAction: Action = Action() }
        struct Child: View {
            @Environment(\\.myAction) private var myAction
            @Environment(\\.openURL) private var openURL
            let title: String
            var body: some View { Text(title) }
        }
        struct Parent: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(count)")
                    Child(title: "fixed")
                    Button("Bump") { count += 1 }
                }
            }
        }
        Redraw.root { Parent() }
        Redraw.tap("Bump")
        """
        let r = try run(source, engine, name: "unwritten-environment-key")
        #expect(r.bodies("tap \"Bump\"", "Child") == 0)
        #expect(r.total("tap \"Bump\"").bodyEvaluations == 1)
    }

    /// A key whose value type is an Optional reads its default until a modifier writes it, as any
    /// key does (`EnvironmentKey.defaultValue` is the key's value until a view above sets one): it read nil (a tester's
    /// `@Entry var undoManager: UndoManager? = …` left Undo silently doing nothing). The taps find
    /// the buttons only by the values read: "default 7" at mount; "tap Clear" writes nil for
    /// `label` in the new branch's environment, so its Reader shows "nil 7". Counts: Screen re-runs
    /// for its own `cleared` and the new branch's Reader is made, 2 bodies.
    @Test(arguments: EngineKind.allCases)
    func anOptionalKeyReadsItsDefault(engine: EngineKind) throws {
        let source = """
        extension EnvironmentValues { @Entry var label: String? = "default" }
        struct NumberKey: EnvironmentKey { static let defaultValue: Int? = 7 }
        extension EnvironmentValues {
            var number: Int? { get { self[NumberKey.self] } set { self[NumberKey.self] = newValue } }
        }
        struct Reader: View {
            @Environment(\\.label) private var label
            @Environment(\\.number) private var number
            var body: some View { Button("\\(label ?? "nil") \\(number.map(String.init) ?? "nil")") {} }
        }
        struct Screen: View {
            @State private var cleared = false
            var body: some View {
                VStack {
                    if cleared { Reader().environment(\\.label, nil) } else { Reader() }
                    Button("Clear") { cleared = true }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("default 7")
        Redraw.tap("Clear")
        Redraw.tap("nil 7")
        """
        let r = try run(source, engine, name: "optional-environment-key")
        #expect(r.bodies("tap \"Clear\"", "Screen") == 1)
        #expect(r.bodies("tap \"Clear\"", "Reader") == 1)
    }

    /// `@Environment(Store.self) var store: Store?` (Apple's optional form, iOS 17: nil where no
    /// `.environment(_:)` put one above) compiles, reads nil without one, and is observed: under
    /// pull by the body's tracking; under push — no optional `@EnvironmentObject` exists, and an
    /// `ObservableObject` app observes its objects — subscribed as `@EnvironmentObject` would be
    /// (it did not compile; an unobserved push form called the view stale). "bump": CountView read
    /// `count` (pull) / holds the store (push): 1; Bare holds none: 0 (its button, found by "none",
    /// shows that it read nil).
    @Test(arguments: EngineKind.allCases)
    func anOptionalEnvironmentObjectIsNilOrObserved(engine: EngineKind) throws {
        let source = """
        @Observable final class Store { var count = 0 }
        struct CountView: View {
            @Environment(Store.self) private var store: Store?
            var body: some View { Text("Count: \\(store?.count ?? 0)") }
        }
        struct Bare: View {
            @Environment(Store.self) private var store: Store?
            var body: some View { Button(store == nil ? "none" : "some") {} }
        }
        let store = Store()
        Redraw.root { VStack { CountView().environment(store); Bare() } }
        Redraw.step("bump") { store.count += 1 }
        Redraw.tap("none")
        """
        let r = try run(source, engine, name: "optional-environment-object")
        #expect(r.bodies("bump", "CountView") == 1)
        #expect(r.bodies("bump", "Bare") == 0)
        #expect(r.total("bump").staleViews == 0)
    }
}

/// A binding put into the environment (a router's `\.presentedSheet`) is one input by its place
/// and the value it showed when the reading view resolved it (update-cycle rule 4, as a binding
/// field is).
@Suite struct EnvironmentBindingTests {
    static let source = """
    final class Router: ObservableObject { @Published var sheet: Int? = nil }
    struct SheetKey: EnvironmentKey { static var defaultValue: Binding<Int?> = .constant(nil) }
    extension EnvironmentValues {
        var sheetBinding: Binding<Int?> {
            get { self[SheetKey.self] }
            set { self[SheetKey.self] = newValue }
        }
    }
    struct Holder: View {
        @ObservedObject var router: Router
        var body: some View {
            VStack { Reader(); Opener() }
                .environment(\\.sheetBinding, $router.sheet)
        }
    }
    struct Reader: View {
        @Environment(\\.sheetBinding) var sheet
        var body: some View { Text("open: \\(sheet.wrappedValue ?? -1)") }
    }
    struct Opener: View {
        @Environment(\\.sheetBinding) var sheet
        var body: some View { Button("Open") { sheet.wrappedValue = 1 } }
    }
    let router = Router()
    Redraw.root { Holder(router: router) }
    Redraw.tap("Open")
    """

    /// Push: the write sends Router's `objectWillChange`; Holder holds it and re-runs (1), setting
    /// the environment to `$router.sheet` again: the same place, now showing 1 where Reader and
    /// Opener resolved nil — both re-run (1 + 1), and nothing is stale. (A tester's push run
    /// compared the place alone: Reader was skipped and left stale, showing -1.) Pull: Holder made
    /// the binding without reading `sheet` (the `@Bindable` projection reads nothing), so only
    /// Reader, which read `sheet` through the binding, re-runs (1).
    @Test(arguments: EngineKind.allCases)
    func anEnvironmentBindingIsComparedByPlaceAndValue(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "environment-binding")
        let step = "tap \"Open\""
        #expect(r.bodies(step, "Reader") == 1)
        #expect(r.bodies(step, "Opener") == (engine == .push ? 1 : 0))
        #expect(r.bodies(step, "Holder") == (engine == .push ? 1 : 0))
        #expect(r.total(step).staleViews == 0)
    }
}
