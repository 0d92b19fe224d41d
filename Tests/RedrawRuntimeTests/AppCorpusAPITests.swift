// API added for the app corpus (issue #10), end to end with exact counts:
// tab bar taps, styles that run their makeBody, ScrollViewReader,
// NavigationLink(tag:selection:), `@Entry` keys, `.redacted(reason:)`, and
// Redraw's own reads kept out of the real Observation tracking.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct AppCorpusAPITests {
    // MARK: Tab bar: `Redraw.tap` on a tab item writes its tag into the selection.

    static let tabs = """
    struct Home: View { var body: some View { Text("home") } }
    struct Inbox: View { var body: some View { Text("inbox") } }
    struct Root: View {
        @State private var tab = "home"
        var body: some View {
            TabView(selection: $tab) {
                Home().tabItem { Label("Home", systemImage: "house") }.tag("home")
                Inbox().tag("inbox").tabItem { Label("Inbox", systemImage: "tray") }
            }
        }
    }
    Redraw.root { Root() }
    Redraw.tap("Inbox")
    Redraw.tap("house")
    """

    @Test(arguments: EngineKind.allCases)
    func aTabItemIsTappedByItsWords(_ engine: EngineKind) throws {
        let r = try run(Self.tabs, engine, name: "tab-item-tap")
        // The tap writes "inbox" into `tab` through the TabView's selection binding, which only the
        // TabView's node read: it updates (1), destroys Home, builds Inbox (1). Root does not re-run.
        // Both orders of `.tabItem` and `.tag` are found; the symbol's name is a word too.
        #expect(r.total("tap \"Inbox\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Inbox\"", "Root") == 0)
        #expect(r.metrics("tap \"Inbox\"", "Inbox").created == 1)
        #expect(r.metrics("tap \"house\"", "Home").created == 1)
        #expect(r.metrics("tap \"house\"", "Inbox").destroyed == 1)
    }

    // MARK: Styles: the user's makeBody runs where the control is.

    static let styles = """
    @Observable class Cart { var count = 0 }
    struct Badge: View {
        var body: some View { Text("badge") }
    }
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.label; Badge() }
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }
    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.title; configuration.icon }
        }
    }
    struct Screen: View {
        var cart: Cart
        var body: some View {
            VStack {
                Button("Add") { cart.count += 1 }
                    .buttonStyle(PillStyle())
                Label("\\(cart.count) items", systemImage: "cart")
                    .labelStyle(TrailingIcon())
                Button { } label: { Label("Only the icon", systemImage: "star") }
                    .labelStyle(.iconOnly)
            }
        }
    }
    let cart = Cart()
    Redraw.root { Screen(cart: cart) }
    Redraw.tap("Add")
    Redraw.tap("star")
    Redraw.tap("Only the icon")
    """

    @Test(arguments: EngineKind.allCases)
    func aStyleMakeBodyRunsInTheBodyThatHoldsTheControl(_ engine: EngineKind) throws {
        let r = try run(Self.styles, engine, name: "styles")
        // The ButtonStyle's makeBody puts a Badge beside the label: a child of Screen (1), built
        // with it. Screen 1. Nothing else is a node.
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Badge") == 1)
        // tap "Add" (the label's word still names the styled button): `count += 1`, read by Screen's
        // body (the Label's title). Screen re-runs; the Badge's inputs are equal: skipped.
        #expect(r.bodies("tap \"Add\"", "Screen") == 1)
        #expect(r.bodies("tap \"Add\"", "Badge") == 0)
        #expect(r.step("tap \"Add\"").counts.total.skipped == 1)
        // `.iconOnly` shows the icon alone: the button is found by "star", and by its title, which
        // stays its accessibility label (UI tests find it so; it was "star" only); its action does
        // nothing, so nothing re-runs.
        #expect(r.total("tap \"star\"").bodyEvaluations == 0)
        #expect(r.total("tap \"Only the icon\"").bodyEvaluations == 0)
    }

    // MARK: ScrollViewReader and NavigationLink(tag:selection:).

    static let reader = """
    struct Item: Identifiable { let id: Int }
    struct Row: View {
        let item: Item
        var body: some View { Text("row \\(item.id)") }
    }
    struct Detail: View {
        let item: Item
        var body: some View { Text("detail \\(item.id)") }
    }
    struct Screen: View {
        @State private var selection: Int?
        let items = (0..<40).map { Item(id: $0) }
        var body: some View {
            VStack {
                Button("Jump") { selection = 30 }
                ScrollViewReader { proxy in
                    List(items) { item in
                        NavigationLink(tag: item.id, selection: $selection) {
                            Detail(item: item)
                        } label: {
                            Row(item: item)
                        }
                    }
                    .onChange(of: selection) { id in
                        if let id { proxy.scrollTo(id, anchor: .top) }
                    }
                }
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Jump")
    Redraw.dismiss()
    """

    @Test(arguments: EngineKind.allCases)
    func scrollToBuildsTheRowsThatComeIntoView(_ engine: EngineKind) throws {
        let r = try run(Self.reader, engine, name: "scroll-view-reader")
        // Initial render: Screen, the List's node, 18 rows of 40 (17 on screen + 1) with their
        // links: 1 + 1 + 18 + 18.
        #expect(r.total("initial render").bodyEvaluations == 38)
        // tap "Jump": `selection = 30`. Screen read it in `.onChange(of:)` (a `@State` read, tracked
        // under both engines): it re-runs, and its List with it, whose 18 links update (they read
        // the selection through their bindings too). The onChange then scrolls row 30 to the top;
        // the first row is clamped to 40 − 17 = 23, so the list updates again (2 in all) showing
        // rows 23–39: rows 0–17 are destroyed and rows 23–39 built (17, none of them kept), and
        // row 30's link is pushed at once — its tag is the selection — building Detail.
        #expect(r.bodies("tap \"Jump\"", "List") == 2)
        #expect(r.metrics("tap \"Jump\"", "Row").created == 17)
        #expect(r.metrics("tap \"Jump\"", "Row").destroyed == 18)
        #expect(r.metrics("tap \"Jump\"", "Detail").created == 1)
        // Popping sets the selection back to nil through the link's binding: Screen and its List
        // re-run (the scroll stays), the 17 links update, Detail is destroyed.
        #expect(r.metrics("dismiss", "Detail").destroyed == 1)
        #expect(r.metrics("dismiss", "Row").created == 0)
    }

    // MARK: `@Entry` and `.redacted(reason:)`: environment values read by key.

    static let entries = """
    extension EnvironmentValues {
        @Entry var isCompact: Bool = false
        @Entry var accent = "blue"
    }
    struct Reader: View {
        @Environment(\\.isCompact) private var isCompact
        var body: some View { Text(isCompact ? "compact" : "regular") }
    }
    struct AccentReader: View {
        @Environment(\\.accent) private var accent
        var body: some View { Text(accent) }
    }
    struct Placeholder: View {
        @Environment(\\.redactionReasons) private var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "…" : "loaded") }
    }
    struct Screen: View {
        @State private var compact = false
        @State private var loading = true
        var body: some View {
            VStack {
                Reader()
                AccentReader()
                if loading {
                    Placeholder().redacted(reason: .placeholder)
                } else {
                    Placeholder()
                }
                Button("Compact") { compact = true }
                Button("Loaded") { loading = false }
            }
            .environment(\\.isCompact, compact)
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Compact")
    Redraw.tap("Loaded")
    """

    @Test(arguments: EngineKind.allCases)
    func entryKeysAndRedactionAreEnvironmentValues(_ engine: EngineKind) throws {
        let r = try run(Self.entries, engine, name: "entry-keys")
        #expect(r.total("initial render").bodyEvaluations == 4)
        // tap "Compact": Screen re-runs (it read `compact`); of its children only Reader read the
        // key that changed (AccentReader's `accent` kept its default): Screen 1 + Reader 1.
        #expect(r.bodies("tap \"Compact\"", "Reader") == 1)
        #expect(r.bodies("tap \"Compact\"", "AccentReader") == 0)
        #expect(r.total("tap \"Compact\"").bodyEvaluations == 2)
        // tap "Loaded": the other branch of the `if` is another identity: a new Placeholder, which
        // reads no placeholder reason. Screen 1 + Placeholder 1 (created), the old one destroyed.
        #expect(r.metrics("tap \"Loaded\"", "Placeholder").created == 1)
        #expect(r.metrics("tap \"Loaded\"", "Placeholder").destroyed == 1)
        #expect(r.total("tap \"Loaded\"").bodyEvaluations == 2)
    }

    // MARK: Redraw's own reads do not reach the real registrar.

    static let quietRead = """
    @Observable final class Model {
        var label = ""
        @ObservationIgnored var serial = 0
        init() { label = "model \\(serial)" }
        func rename() { label = "renamed" }
    }
    struct Child: View {
        @State var model = Model()
        var body: some View { Button("Rename") { model.rename() } }
    }
    struct Parent: View {
        var body: some View { VStack { Child() } }
    }
    Redraw.root { Parent() }
    Redraw.tap("Rename")
    """

    /// Parent's body makes `Child()`, whose `@State var model = Model()` runs `Model.init`, which
    /// writes `label` — inside Parent's tracking. The real Observation records no dependency for a
    /// write (checked with the toolchain's Observation on its own: `withObservationTracking {
    /// m = Model() }` then `m.label = "x"` does not fire). The counting build read the written
    /// property's old value for its own bookkeeping through the getter, which reached the real
    /// registrar and made Parent depend on `label`; such reads are now quiet.
    @Test(arguments: EngineKind.allCases)
    func aWriteInAnInitializerMakesNoDependencyForTheBodyThatRunsIt(_ engine: EngineKind) throws {
        let r = try run(Self.quietRead, engine, name: "quiet-read")
        // tap "Rename": pull — nobody read `label`: 0. Push — Child holds the model through
        // `@StateObject` and subscribes to it: 1. Parent re-runs under neither.
        #expect(r.bodies("tap \"Rename\"", "Parent") == 0)
        #expect(r.total("tap \"Rename\"").bodyEvaluations == (engine == .push ? 1 : 0))
    }

    // MARK: MapKit's Map, @FocusState and @Namespace.

    static let mapAndFocus = """
    import SwiftUI
    import MapKit
    struct Pin: View {
        @Namespace private var space
        let name: String
        var body: some View { Text(name).matchedGeometryEffect(id: name, in: space) }
    }
    struct Screen: View {
        @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                                       span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        @State private var count = 0
        @FocusState private var searching: Bool
        var body: some View {
            VStack {
                Map(initialPosition: .region(region))
                Map(coordinateRegion: $region)
                TextField("Search", text: .constant("")).focused($searching)
                Text(searching ? "searching" : "idle")
                Pin(name: "Paris")
                Text("\\(count)")
                Button("Zoom") { region.span.latitudeDelta /= 2 }
                Button("Focus") { searching = true }
                Button("Count") { count += 1 }
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Zoom")
    Redraw.tap("Focus")
    Redraw.tap("Count")
    """

    @Test(arguments: EngineKind.allCases)
    func aMapIsALeafOrAControlAndFocusIsState(_ engine: EngineKind) throws {
        let r = try run(Self.mapAndFocus, engine, name: "map-focus")
        // Initial render: Screen, the binding Map's control node, the TextField, Pin. The
        // `initialPosition:` Map is a leaf of Screen's body (Screen read `region` for it).
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "Map") == 1)
        // tap "Zoom": `region` changes; Screen read it (the leaf Map's argument): Screen re-runs,
        // and the control Map updates (its binding's value changed). Pin's inputs are equal: its
        // `@Namespace` id is the node's own, not a new one per struct, so it is skipped. The
        // TextField's `.constant` binding projects no place, so it equals nothing (README,
        // "Inputs"): it updates with Screen.
        #expect(r.bodies("tap \"Zoom\"", "Screen") == 1)
        #expect(r.bodies("tap \"Zoom\"", "Map") == 1)
        #expect(r.bodies("tap \"Zoom\"", "Pin") == 0)
        #expect(r.total("tap \"Zoom\"").bodyEvaluations == 3)
        // tap "Focus": `@FocusState` is state the node owns, tracked as `@State`: Screen read it,
        // so it re-runs. With it, the TextField (constant binding); the Map's binding shows an
        // `MKCoordinateRegion` that did not change — not `Equatable` (nor is it in MapKit), it
        // compares field by field, as a binding's value does (README, "Inputs"): skipped, as is
        // Pin: 2. (Before bindings' values compared by the field rules, the Map re-ran: 3.)
        #expect(r.bodies("tap \"Focus\"", "Screen") == 1)
        #expect(r.bodies("tap \"Focus\"", "Map") == 0)
        #expect(r.total("tap \"Focus\"").bodyEvaluations == 2)
        // tap "Count": the same two; nothing else read `count`.
        #expect(r.total("tap \"Count\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Count\"", "Pin") == 0)
    }

    // MARK: @SceneStorage: @AppStorage's machinery for the scene, in a namespace of its own.

    static let sceneStorage = """
    struct SceneReader: View {
        @SceneStorage("mode") private var mode = "list"
        var body: some View { Text(mode) }
    }
    struct AppReader: View {
        @AppStorage("mode") private var mode = "list"
        @AppStorage("nick") private var nick: String?
        var body: some View {
            Text(mode)
            Text(nick ?? "no nick")
            Button("Nick") { nick = "ada" }
        }
    }
    struct Root: View {
        @SceneStorage("mode") private var mode = "list"
        var body: some View {
            VStack {
                SceneReader()
                AppReader()
                ControlGroup {
                    Button("Grid") { mode = "grid" }
                    Button("List") { mode = "list" }
                }
            }
        }
    }
    Redraw.root { Root() }
    Redraw.tap("Grid")
    Redraw.tap("Grid")
    Redraw.tap("Nick")
    """

    @Test(arguments: EngineKind.allCases)
    func sceneStorageIsSharedByKeyApartFromAppStorage(_ engine: EngineKind) throws {
        let r = try run(Self.sceneStorage, engine, name: "scene-storage")
        // Initial render: Root, SceneReader, AppReader (the ControlGroup's buttons are built in place).
        #expect(r.total("initial render").bodyEvaluations == 3)
        // tap "Grid" (a button of the ControlGroup) writes the scene's "mode": Root only wrote it (in
        // the action), SceneReader read it: 1. AppReader's "mode" is the app's, another value.
        #expect(r.total("tap \"Grid\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Grid\"", "SceneReader") == 1)
        #expect(r.bodies("tap \"Grid\"", "AppReader") == 0)
        // The same value again: an equal write invalidates nobody, as for @State.
        #expect(r.total("tap \"Grid\" (2)").bodyEvaluations == 0)
        // An optional @AppStorage starts from nil; setting it re-runs its reader alone.
        #expect(r.total("tap \"Nick\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Nick\"", "AppReader") == 1)
    }

    // MARK: An error's alert; inert feedback, transitions, the older `.background(view)`, a
    // slider's end labels — API the step-tracker corpus file needed.

    static let errorAlert = """
    enum SyncError: LocalizedError {
        case offline
        var errorDescription: String? { "You are offline" }
    }
    @Observable final class Sync {
        var error: SyncError?
        var showingError = false
        var volume = 0.5
        func fail() { error = .offline; showingError = true }
    }
    struct Screen: View {
        var sync: Sync
        var body: some View {
            VStack {
                Text("\\(Int(sync.volume * 10))")
                    .contentTransition(.numericText())
                    .background(Color.gray)
                    .background(Circle(), alignment: .center)
                Slider(value: Bindable(sync).volume, in: 0...1) { Text("Volume") }
                    minimumValueLabel: { Image(systemName: "speaker") }
                    maximumValueLabel: { Image(systemName: "speaker.wave.3") }
                Button("Sync") { sync.fail() }
            }
            .sensoryFeedback(.error, trigger: sync.showingError)
            .alert(isPresented: Bindable(sync).showingError, error: sync.error) {
                Button("OK") {}
            }
        }
    }
    let sync = Sync()
    Redraw.root { Screen(sync: sync) }
    Redraw.tap("Sync")
    Redraw.tap("OK")
    """

    @Test(arguments: EngineKind.allCases)
    func anErrorsAlertIsShownWhileTheErrorIsSet(_ engine: EngineKind) throws {
        let r = try run(Self.errorAlert, engine, name: "error-alert")
        // Initial render: Screen, the Slider's control node and the alert's presentation node: 3.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // tap "Sync" writes `error` and `showingError`, which Screen read (the alert's title and the
        // feedback's trigger): Screen, and the alert's node, now presenting (its content's button is
        // a tap target); the Slider's binding shows the same value: skipped.
        #expect(r.bodies("tap \"Sync\"", "Screen") == 1)
        #expect(r.bodies("tap \"Sync\"", "alert") == 1)
        #expect(r.bodies("tap \"Sync\"", "Slider") == 0)
        // tap "OK": the alert's button also sets `showingError` false; Screen read it: Screen and
        // the alert's node again.
        #expect(r.bodies("tap \"OK\"", "Screen") == 1)
        #expect(r.bodies("tap \"OK\"", "alert") == 1)
    }

    // MARK: A map's content builder runs in the holding body (Apple declares it non-escaping).

    static let mapContent = """
    import SwiftUI
    import MapKit
    struct Pin: Identifiable {
        let id: Int
        let latitude: Double
    }
    final class Pins: ObservableObject {
        @Published var showHome = true
        @Published var pins = [Pin(id: 1, latitude: 1), Pin(id: 2, latitude: 2)]
        @Published var title = "Map"
    }
    struct MapScreen: View {
        @ObservedObject var pins: Pins
        var body: some View {
            Map(initialPosition: .automatic) {
                if pins.showHome {
                    Marker("Home", coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
                }
                ForEach(pins.pins) { pin in
                    Marker("Pin", coordinate: CLLocationCoordinate2D(latitude: pin.latitude, longitude: 0))
                }
            }
        }
    }
    struct Title: View {
        @ObservedObject var pins: Pins
        var body: some View { Text(pins.title) }
    }
    let pins = Pins()
    Redraw.root { VStack { MapScreen(pins: pins); Title(pins: pins) } }
    Redraw.step("hide home") { pins.showHome = false }
    Redraw.step("rename") { pins.title = "Places" }
    """

    @Test(arguments: EngineKind.allCases)
    func whatAMapsContentReadsIsTheHoldingBodysRead(_ engine: EngineKind) throws {
        let r = try run(Self.mapContent, engine, name: "map-content")
        // hide home: the builder read `showHome` in MapScreen's body. Push: both observers of Pins
        // re-run (2). Pull: MapScreen alone (1) — it was 0 when the builder never ran.
        #expect(r.bodies("hide home", "MapScreen") == 1)
        #expect(r.total("hide home").bodyEvaluations == (engine == .push ? 2 : 1))
        // rename: pull — only Title read `title`: 1; push — both observers: 2.
        #expect(r.total("rename").bodyEvaluations == (engine == .push ? 2 : 1))
    }
}
