// `@State var m = Model()` as SwiftUI has it, and a seeded workload.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct StateInitialisationTests {
    static let source = """
    @Observable class Draft { var text = "" }
    @Observable class Screen { var title = "a" }
    struct Editor: View {
        @State var draft = Draft()       // evaluated on every init of Editor
        var body: some View { Text(draft.text) }
    }
    struct Page: View {
        var screen: Screen
        var body: some View {
            VStack {
                Text(screen.title)
                Editor()
            }
        }
    }
    let screen = Screen()
    Redraw.root { Page(screen: screen) }
    Redraw.step("retitle three times", frames: 3) { frame in screen.title = "t\\(frame)" }
    """

    /// Page re-runs each frame (it reads `title`; under push it holds `screen`), and each run
    /// makes a new `Editor()` whose `@State` initialiser makes a new Draft: the node keeps its
    /// first Draft and the new one is discarded — 3 discarded initialisations. Editor's inputs
    /// are equal (it has none besides its state): skipped, its body does not run. Under push,
    /// `@State var draft = Draft()` holds a model object, so the mapping makes it a
    /// `@StateObject`, whose autoclosure runs once per node: nothing is discarded.
    @Test(arguments: EngineKind.allCases)
    func discardedStateInitialisationsAreCounted(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "discarded-state")
        #expect(r.bodies("retitle three times", "Page") == 3)
        #expect(r.bodies("retitle three times", "Editor") == 0)
        #expect(r.metrics("retitle three times", "Editor").discardedStateInits == (engine == .pull ? 3 : 0))
        #expect(r.total("initial render").discardedStateInits == 0)
    }
}

/// A `@State` whose initial value is the object the node already keeps (`= .shared`, or the
/// parent's own object handed in) made nothing for nothing: not counted (NetNewsWire's settings
/// counted 1 at each re-run of the screen, and a tester's timer app 6). A new object is.
@Suite struct KeptObjectStateTests {
    @Test(arguments: EngineKind.allCases)
    func theKeptObjectHandedInAgainIsNotADiscardedInitialisation(engine: EngineKind) throws {
        let source = """
        @Observable final class Prefs { static let shared = Prefs(); var on = false }
        @Observable final class Draft { var text = "" }
        struct Settings: View {
            @State private var prefs: Prefs = .shared
            @State private var draft = Draft()
            var body: some View { Text(prefs.on ? "on" : "off") }
        }
        struct Screen: View {
            @State var n = 0
            var body: some View { VStack { Text("\\(n)"); Settings() } }
        }
        Redraw.root { Screen() }
        Redraw.step("bump") { Redraw.setState(Screen.self, \\.n, 1) }
        """
        let r = try run(source, engine, name: "kept-object-state")
        // Screen re-runs and makes a new Settings struct: `.shared` is the kept object, `Draft()` a new
        // one, made for nothing under pull (`@State`); push's `@StateObject` makes neither again.
        #expect(r.bodies("bump", "Screen") == 1)
        #expect(r.metrics("bump", "Settings").discardedStateInits == (engine == .pull ? 1 : 0))
    }
}

/// A model made in a body runs its initialiser inside that body's tracking: what the initialiser
/// reads of its own tracked properties is the body's read (the registrar records into the active
/// tracking; nothing exempts an object being initialised). WordsGame's App body made its view
/// model so, and re-ran at the model's writes.
@Suite struct InitialiserReadTests {
    static let source = """
    final class Game: ObservableObject {
        @Published var round = 0
        init() { precondition(round == 0) }   // reads `round`
    }
    struct Board: View {
        @StateObject var game: Game
        var body: some View { Text("round \\(game.round)") }
    }
    struct Root: View {
        var body: some View { Board(game: Game()) }
    }
    Redraw.root { Root() }
    Redraw.step("next round") { let g: Game = Redraw.state(of: Board.self, "game"); g.round += 1 }
    """

    /// "next round": push — `@StateObject`'s autoclosure made the game once, in Board's node, and
    /// Board holds it: Board re-runs, 1; Root holds nothing observable, 0. Pull — `@State var game`,
    /// whose initial value Root's body makes: Game's init read `round` inside Root's tracking, so
    /// Root re-runs, 1, makes another Game, discarded, 1; Board read `round`: it re-runs too, 1.
    @Test(arguments: EngineKind.allCases)
    func aModelsInitialiserReadsForTheBodyThatMadeIt(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "initialiser-reads")
        #expect(r.bodies("next round", "Board") == 1)
        #expect(r.bodies("next round", "Root") == (engine == .pull ? 1 : 0))
        #expect(r.metrics("next round", "Board").discardedStateInits == (engine == .pull ? 1 : 0))
        #expect(r.total("next round").bodyEvaluations == (engine == .pull ? 2 : 1))
    }

    /// The same reads are no stale view of the body that made the model: Root's output (a Board
    /// with a new Game) does not show `round`, and a view is stale only for a value it read and
    /// showed. Push: Root read `round` (through Game's init) and did not re-run at "next round" —
    /// before this rule it was called stale, once. Pull: Root re-runs, so it is not stale either.
    /// A model whose init reads an `@ObservationIgnored` property (a tester's Pomodoro) is the
    /// same under pull: `lengthInMinutes` is read by `Timer`'s init only; "longer" writes it, so
    /// Root (which made the Timer) is not stale, and TimerView — which read `lengthInMinutes` in its body
    /// and does not re-run (nothing tracked changed) — is, once.
    @Test(arguments: EngineKind.allCases)
    func aModelsInitialiserReadsMakeNoStaleView(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "initialiser-reads-stale")
        #expect(r.total("next round").staleViews == 0)

        let pomodoro = """
        @Observable final class Pomodoro {
            @ObservationIgnored var lengthInMinutes = 25
            var secondsLeft = 0
            init() { secondsLeft = lengthInMinutes * 60 }
        }
        struct TimerView: View {
            @State var pomodoro: Pomodoro
            var body: some View { Text("\\(pomodoro.secondsLeft) of \\(pomodoro.lengthInMinutes) min") }
        }
        struct Root: View {
            var body: some View { TimerView(pomodoro: Pomodoro()) }
        }
        Redraw.root { Root() }
        Redraw.step("longer") { let p: Pomodoro = Redraw.state(of: TimerView.self, "pomodoro"); p.lengthInMinutes = 50 }
        """
        let p = try run(pomodoro, engine, name: "initialiser-reads-ignored")
        #expect(p.total("longer").bodyEvaluations == 0)
        #expect((p.metrics("longer", "Root").staleViews) == 0)
        #expect(p.metrics("longer", "TimerView").staleViews == 1)

        // Push's case: `@ObservedObject` holds what the parent's body made, so Counter's init runs
        // in Root's body under both engines. "step up" writes `step`, which no mechanism tracks
        // (a plain `var`; `@ObservationIgnored` in the pull form): no body runs; Root read it
        // only through Counter's init, so it is not stale; CounterView never read it.
        let counter = """
        final class Counter: ObservableObject {
            @Published var count = 0
            var step = 1
            init() { count = step }
        }
        struct CounterView: View {
            @ObservedObject var counter: Counter
            var body: some View { Text("\\(counter.count)") }
        }
        struct Root: View {
            var body: some View { CounterView(counter: Counter()) }
        }
        Redraw.root { Root() }
        Redraw.step("step up") { let c: Counter = Redraw.state(of: CounterView.self, "counter"); c.step = 2 }
        """
        let c = try run(counter, engine, name: "initialiser-reads-observed")
        #expect(c.total("step up").bodyEvaluations == 0)
        #expect(c.total("step up").staleViews == 0)

        // What the initialiser reads of something else is not the body's either: VM's init reads
        // an `@AppStorage` value, in Parent's body (Child's `@State` initial value). "tap Save"
        // writes it and `shown`: Child re-runs for `shown` under both engines (push: it holds the
        // object; pull: it read it), 1; Parent shows nothing of VM and is no stale view (it was
        // called stale for "@AppStorage("k")", a tester's contacts app). Pull keeps VM's own
        // `shown` as written; push makes it `@Published`.
        let storage = """
        @Observable final class VM {
            @ObservationIgnored @AppStorage("k") var stored: String = ""
            var shown: String = ""
            init() { shown = stored }
            func save(_ s: String) { stored = s; shown = s }
        }
        struct Child: View {
            @State var vm = VM()
            var body: some View {
                VStack {
                    Text(vm.shown)
                    Button("Save") { vm.save("x") }
                }
            }
        }
        struct Parent: View {
            var body: some View { Child() }
        }
        Redraw.root { Parent() }
        Redraw.tap("Save")
        """
        let a = try run(storage, engine, name: "initialiser-reads-storage")
        #expect(a.bodies("tap \"Save\"", "Child") == 1)
        #expect(a.total("tap \"Save\"").staleViews == 0)
    }
}

/// A view that sets its `@State` model in its own init (`vm = ImageModel(url:)`, TasteMaker's
/// `CachedImageView`; `self._list = .init(initialValue:)`, RReminders'): both forms compile and
/// count the same. The model's write re-runs the one view that holds it (push: its
/// `@StateObject`; pull: it read `loaded`).
@Suite struct StateSetInInitTests {
    @Test(arguments: EngineKind.allCases)
    func aStateModelSetInInitRunsUnderBothEngines(engine: EngineKind) throws {
        let source = """
        @Observable final class ImageModel {
            var url: String
            var loaded = false
            init(url: String) { self.url = url }
        }
        struct CachedImage: View {
            @State var vm: ImageModel
            @State private var title: ImageModel
            init(url: String) {
                vm = ImageModel(url: url)
                self._title = .init(initialValue: ImageModel(url: "t"))
            }
            var body: some View {
                Text(vm.loaded ? "image" : "placeholder")
                TextField("Title", text: $title.url)
            }
        }
        Redraw.root { CachedImage(url: "a.jpg") }
        Redraw.step("load") {
            let vm: ImageModel = Redraw.state(of: CachedImage.self, "vm")
            vm.loaded = true
        }
        """
        let r = try run(source, engine, name: "state-set-in-init")
        #expect(r.bodies("load", "CachedImage") == 1)
        // The TextField is made again by CachedImage's body, with a binding to the same object and
        // key path — an equal input, under both engines: skipped.
        #expect(r.total("load").bodyEvaluations == 1)
        #expect(r.total("load").skipped == 1)
    }
}

/// A `NavigationLink(destination:)`'s view is made by the parent's body whether or not it is
/// pushed: its `@State var model = DetailModel()` runs for every row's link at every parent run,
/// and a link thrown away unpushed threw its model away. Counted under the destination's type
/// when it is thrown away: the parent made the link again, or the link went.
@Suite struct UnbuiltDestinationTests {
    static let source = """
    @Observable final class DetailModel { var notes = "" }
    @Observable final class Store { var items = [1, 2, 3]; var title = "Items" }
    struct Detail: View {
        let item: Int
        @State private var model = DetailModel()
        var body: some View { Text("\\(item) \\(model.notes)") }
    }
    struct ListScreen: View {
        @State private var store = Store()
        var body: some View {
            NavigationStack {
                List {
                    Text(store.title)
                    ForEach(store.items, id: \\.self) { item in
                        NavigationLink("Item \\(item)", destination: Detail(item: item))
                    }
                    Button("Rename") { store.title += "!" }
                    Button("Drop") { store.items.removeLast() }
                }
            }
        }
    }
    Redraw.root { ListScreen() }
    Redraw.tap("Rename")
    Redraw.tap("Item 2")
    Redraw.tap("Rename")
    Redraw.tap("Drop")
    """

    @Test(arguments: EngineKind.allCases)
    func anUnpushedDestinationsModelIsDiscarded(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "unbuilt-destination")
        func discarded(_ step: String) -> Int { r.metrics(step, "Detail").discardedStateInits }
        // Push: `@State var model = DetailModel()` holds a model object, so the mapping makes it a
        // `@StateObject`, whose autoclosure runs only for a node: nothing is made for nothing.
        guard engine == .pull else {
            for step in ["initial render", "tap \"Rename\"", "tap \"Item 2\"", "tap \"Rename\" (2)", "tap \"Drop\""] {
                #expect(discarded(step) == 0, "\(step)")
            }
            return
        }
        // The first links' models are still theirs.
        #expect(discarded("initial render") == 0)
        // ListScreen re-runs (it read `title`): 3 new links replace 3 never pushed, 3 models thrown away.
        #expect(discarded("tap \"Rename\"") == 3)
        // Link 2 is pushed: the Detail node adopts its link's current struct and model.
        #expect(discarded("tap \"Item 2\"") == 0)
        #expect(r.metrics("tap \"Item 2\"", "Detail").created == 1)
        // Links 1 and 3, never pushed, are replaced (2); the live Detail gets a new struct whose
        // model its node does not keep (1): 3.
        #expect(discarded("tap \"Rename\" (2)") == 3)
        // The last item goes: ListScreen re-runs (it read `items`), links 1 and 2 are made again —
        // link 1's old model was never used (1), link 2's Detail is live (1) — and link 3 goes,
        // its model unused (1): 3.
        #expect(discarded("tap \"Drop\"") == 3)
    }

    /// The destination is the whole value the link holds: a modifier around the view (`.padding()`,
    /// `.navigationTitle`) holds it, and the view's model was made all the same.
    @Test func aModifiedDestinationsModelIsDiscardedToo() throws {
        let source = """
        @Observable final class DetailModel { var notes = "" }
        @Observable final class Store { var title = "Items" }
        struct Detail: View {
            @State private var model = DetailModel()
            var body: some View { Text(model.notes) }
        }
        struct Screen: View {
            @State private var store = Store()
            var body: some View {
                NavigationStack {
                    Text(store.title)
                    NavigationLink("Open", destination: Detail().padding().navigationTitle("Detail"))
                    Button("Rename") { store.title += "!" }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Rename")
        """
        let r = try run(source, .pull, name: "unbuilt-modified-destination")
        // Screen re-runs (it read `title`): the first link goes unpushed, with its Detail's model.
        #expect(r.metrics("tap \"Rename\"", "Detail").discardedStateInits == 1)
    }

    /// A `List`'s static rows are values the owner's body made (`List(content:)` runs its builder in
    /// its initialiser); a `ForEach`'s rows are made when the list is built, and this one never was.
    @Test func aListsStaticRowsInADestinationAreMadeItsForEachsAreNot() throws {
        let source = """
        @Observable final class RowModel { var n = 0 }
        @Observable final class Store { var title = "Items" }
        struct Header: View {
            @State private var model = RowModel()
            var body: some View { Text("\\(model.n)") }
        }
        struct Row: View {
            @State private var model = RowModel()
            var body: some View { Text("\\(model.n)") }
        }
        struct Screen: View {
            @State private var store = Store()
            var body: some View {
                NavigationStack {
                    Text(store.title)
                    NavigationLink("Open") { List { Header(); ForEach(0..<3, id: \\.self) { _ in Row() } } }
                    Button("Rename") { store.title += "!" }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Rename")
        """
        let r = try run(source, .pull, name: "unbuilt-list-destination")
        // Screen re-runs: the link goes unpushed with its List value: its Header made a model (1);
        // no Row was made.
        #expect(r.metrics("tap \"Rename\"", "Header").discardedStateInits == 1)
        #expect(r.metrics("tap \"Rename\"", "Row").discardedStateInits == 0)
    }
}

/// A `TabView`'s content is made by its owner's body, every tab's views with it; only the shown
/// tab is built. A tab never shown while the owner's `TabView` value was current threw its views
/// away, and with them what their `@State` initial values made — counted when the value is
/// replaced (the owner re-ran) or goes. Nothing runs a closure of the app's to find them: a
/// `ForEach` in a tab never shown made no rows.
@Suite struct UnbuiltTabTests {
    static let source = """
    @Observable final class ProfileModel { var name = "" }
    @Observable final class SettingsModel { var dark = false }
    @Observable final class RowModel { var n = 0 }
    @Observable final class Store { var count = 0 }
    struct Home: View { var body: some View { Text("Home") } }
    struct Profile: View {
        @State private var model = ProfileModel()
        var body: some View { Text("Profile \\(model.name)") }
    }
    struct Settings: View {
        @State private var model = SettingsModel()
        var body: some View { Text(model.dark ? "dark" : "light") }
    }
    struct Row: View {
        @State private var model = RowModel()
        var body: some View { Text("\\(model.n)") }
    }
    struct Root: View {
        @State private var store = Store()
        @State private var tab = 0
        var body: some View {
            VStack {
                Text("\\(store.count)")
                Button("Bump") { store.count += 1 }
                TabView(selection: $tab) {
                    Home().tabItem { Text("Home") }.tag(0)
                    NavigationStack { Profile().navigationTitle("Me") }.tabItem { Text("Me") }.tag(1)
                    Settings().tabItem { Text("Settings") }.tag(2)
                    VStack { ForEach(0..<2, id: \\.self) { _ in Row() } }.tabItem { Text("Rows") }.tag(3)
                }
            }
        }
    }
    Redraw.root { Root() }
    Redraw.tap("Bump")
    Redraw.tap("Me")
    Redraw.tap("Bump")
    Redraw.tap("Settings")
    """

    @Test(arguments: EngineKind.allCases)
    func aTabNeverShownDiscardsWhatItsViewsMade(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "unbuilt-tab")
        func discarded(_ step: String, _ type: String) -> Int { r.metrics(step, type).discardedStateInits }
        let steps = ["initial render", "tap \"Bump\"", "tap \"Me\"", "tap \"Bump\" (2)", "tap \"Settings\""]
        // A `ForEach` in a tab never shown made no `Row`: 0 in every step, under both engines.
        for step in steps { #expect(discarded(step, "Row") == 0, "\(step)") }
        // Push: `@State private var model = ProfileModel()` holds a model object, so the mapping
        // makes it a `@StateObject`, whose autoclosure runs only for a node: nothing is discarded.
        guard engine == .pull else {
            for step in steps { #expect(discarded(step, "Profile") + discarded(step, "Settings") == 0, "\(step)") }
            return
        }
        // The first TabView value is current: nothing thrown away yet.
        #expect(discarded("initial render", "Profile") == 0)
        #expect(discarded("initial render", "Settings") == 0)
        // Root re-runs (it read `count`): its first TabView value goes with tabs 1 and 2 never
        // shown — a Profile (inside its NavigationStack and modifier) and a Settings, each with a model.
        #expect(discarded("tap \"Bump\"", "Profile") == 1)
        #expect(discarded("tap \"Bump\"", "Settings") == 1)
        // The tab item writes `tab` (Root passed `$tab` and read nothing): only the TabView updates,
        // and tab 1's node adopts the current Profile value with its model.
        #expect(r.bodies("tap \"Me\"", "Root") == 0)
        #expect(r.metrics("tap \"Me\"", "Profile").created == 1)
        #expect(discarded("tap \"Me\"", "Profile") == 0)
        // Root re-runs: the live Profile node gets a new struct whose model it does not keep (1);
        // tab 2 was never shown while the value was current (Settings 1).
        #expect(discarded("tap \"Bump\" (2)", "Profile") == 1)
        #expect(discarded("tap \"Bump\" (2)", "Settings") == 1)
        // Tab 2's node adopts the current Settings value; Profile's node goes with its model used.
        #expect(r.metrics("tap \"Settings\"", "Settings").created == 1)
        #expect(discarded("tap \"Settings\"", "Settings") + discarded("tap \"Settings\"", "Profile") == 0)
    }
}

/// Tabs made by a `ForEach` (`ForEach(0..<3) { Page(i).tabItem { … }.tag(i) }`): the tab view runs
/// the closure for every tab (its tab bar shows them all), so each `Page`'s `@State` makes a model,
/// once per run of Root's body — and Redraw's count of the ones thrown away runs it no more.
/// A tab view never built (a link's destination, never pushed) made its tabs' views and its
/// untagged pages' (a page-style `TabView { PageA(); PageB() }`), and ran no `ForEach` of its own.
@Suite struct UnbuiltTabFormsTests {
    @Test(arguments: EngineKind.allCases)
    func tabsFromAForEachAreMadeOncePerRun(engine: EngineKind) throws {
        let source = """
        nonisolated(unsafe) var pageModelInits = 0
        @Observable final class PageModel { var n = 0; init() { pageModelInits += 1 } }
        @Observable final class Store { var count = 0 }
        struct Page: View {
            let i: Int
            @State private var model = PageModel()
            var body: some View { Text("page \\(i) \\(model.n)") }
        }
        struct Root: View {
            @State private var store = Store()
            @State private var tab = 0
            var body: some View {
                VStack {
                    Text("\\(store.count)")
                    Button("Bump") { store.count += 1 }
                    TabView(selection: $tab) {
                        ForEach(0..<3, id: \\.self) { i in Page(i: i).tabItem { Text("P\\(i)") }.tag(i) }
                    }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("Bump")
        Redraw.step("check") {
            precondition(pageModelInits == param("inits", 0), "PageModel inits: \\(pageModelInits)")
        }
        """
        // Pull: Root's body ran twice (made, then it read `count`), making 3 Pages each: 6 models.
        // Push: `@State var model = PageModel()` holds a model, so it maps to a `@StateObject`, whose
        // autoclosure runs for a node only: tab 0's, 1.
        let r = try run(source, engine, name: "tabs-from-foreach", parameters: ["inits": engine == .pull ? "6" : "1"])
        // Pull: the first TabView value goes with tabs 1 and 2 never shown (2), and the shown tab's
        // node keeps its model, not the new Page's (1): 3.
        #expect(r.metrics("tap \"Bump\"", "Page").discardedStateInits == (engine == .pull ? 3 : 0))
    }

    @Test func aTabViewNeverBuiltMadeItsTabsAndPages() throws {
        let source = """
        @Observable final class PageModel { var n = 0 }
        @Observable final class Store { var count = 0 }
        struct PageA: View {
            @State private var model = PageModel()
            var body: some View { Text("A \\(model.n)") }
        }
        struct TabbedA: View {
            @State private var model = PageModel()
            var body: some View { Text("TA \\(model.n)") }
        }
        struct Root: View {
            @State private var store = Store()
            var body: some View {
                NavigationStack {
                    VStack {
                        Text("\\(store.count)")
                        Button("Bump") { store.count += 1 }
                        NavigationLink("Pages") { TabView { PageA() }.tabViewStyle(.page) }
                        NavigationLink("Tabs") { TabView { TabbedA().tabItem { Text("ta") } } }
                    }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("Bump")
        """
        // Root re-runs (it read `count`): both links go unpushed, each destination's tab view with
        // the view it made: PageA 1 (an untagged page), TabbedA 1 (a tab).
        let r = try run(source, .pull, name: "unbuilt-tab-views")
        #expect(r.metrics("tap \"Bump\"", "PageA").discardedStateInits == 1)
        #expect(r.metrics("tap \"Bump\"", "TabbedA").discardedStateInits == 1)
    }
}

@Suite struct SeedTests {
    static let source = """
    @Observable class Board { var cells = [Int](repeating: 0, count: 20) }
    struct Cell: View, Identifiable {
        let id: Int
        let value: Int
        var body: some View { Text("\\(value)") }
    }
    struct BoardView: View {
        var board: Board
        var body: some View {
            VStack {
                ForEach(Array(board.cells.enumerated()), id: \\.offset) { pair in
                    Cell(id: pair.offset, value: pair.element)
                }
            }
        }
    }
    let board = Board()
    Redraw.root { BoardView(board: board) }
    Redraw.step("random writes", frames: 4) { _ in
        let i = Int(arc4random_uniform(20))
        board.cells[i] = Int.random(in: 1...3)
        board.cells.shuffle()
    }
    """

    /// The same seed gives the same run; another seed changes which cells change (the cell comes
    /// from the C library's `arc4random_uniform`, which the front end puts on the seeded generator).
    @Test func sameSeedSameCountsOtherSeedOtherCounts() throws {
        let a = try run(Self.source, .pull, name: "seeded", seed: 7)
        let b = try run(Self.source, .pull, name: "seeded", seed: 7)
        let c = try run(Self.source, .pull, name: "seeded", seed: 8)
        #expect(a.steps.map(\.counts.total) == b.steps.map(\.counts.total))
        #expect(a.steps.map(\.counts.perViewType) == b.steps.map(\.counts.perViewType))
        #expect(a.metrics("random writes", "Cell") != c.metrics("random writes", "Cell"))
    }

    /// A type's own `shuffle()` (a card game's, CS193p's Memorize) keeps working: the rewriter
    /// passes the generator at every `.shuffle()` call, and the type's forwarder calls the method
    /// as written, whose `cards.shuffle()` is then the seeded one — inside the first seeded call,
    /// which must not be an exclusivity conflict. The step traps unless the type's own method ran
    /// and shuffled. Counts: rows by position show each card; the shuffle writes `deck` once, so
    /// Table re-runs (push: it holds the game; pull: it read `deck`) and every row whose card
    /// changed re-runs — the same rows for the same seed, in both engines.
    @Test(arguments: EngineKind.allCases)
    func aTypesOwnShuffleRunsSeeded(engine: EngineKind) throws {
        let source = """
        struct Deck {
            var cards = Array(0..<20)
            var shuffles = 0
            mutating func shuffle() { cards.shuffle(); shuffles += 1 }
        }
        final class Game: ObservableObject {
            @Published var deck = Deck()
            func shuffle() { deck.shuffle() }
        }
        struct Card: View {
            let value: Int
            var body: some View { Text("\\(value)") }
        }
        struct Table: View {
            @ObservedObject var game: Game
            var body: some View {
                VStack { ForEach(Array(game.deck.cards.enumerated()), id: \\.offset) { Card(value: $0.element) } }
            }
        }
        let game = Game()
        Redraw.root { Table(game: game) }
        Redraw.step("shuffle") {
            game.shuffle()
            precondition(game.deck.shuffles == 1 && game.deck.cards != Array(0..<20), "the deck's own shuffle did not run")
        }
        """
        let a = try run(source, engine, name: "own-shuffle", seed: 7)
        let b = try run(source, engine, name: "own-shuffle", seed: 7)
        #expect(a.bodies("shuffle", "Table") == 1)
        #expect(a.bodies("shuffle", "Card") > 0)
        #expect(a.bodies("shuffle", "Card") == b.bodies("shuffle", "Card"))
    }

    /// A `@State` read costs no allocation: its box makes the key path `\.value` once (a key path
    /// into a generic class is otherwise built afresh, an allocation, at every read). A body that
    /// reads its state 100 times allocates no more on re-running than one that reads it once.
    @Test func readingStateAllocatesNothing() throws {
        func source(_ reads: Int) -> String {
            """
            @Observable final class Model { var n = 0 }
            struct Counter: View {
                var model: Model
                @State private var step = 1
                var body: some View {
                    let total = (0..<\(reads)).reduce(model.n) { sum, _ in sum + step }
                    return Text("\\(total)")
                }
            }
            let model = Model()
            Redraw.root { Counter(model: model) }
            Redraw.step("write") { model.n += 1 }
            """
        }
        func allocations(_ reads: Int) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(reads), name: "state-reads-\(reads)", timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let once = try allocations(1), often = try allocations(100)
        // "write" re-runs Counter: 1 or 100 reads of `step`.
        #expect(often <= once + 10, "100 reads \(often), 1 read \(once)")
    }
}


/// `Redraw.state(of:_:)` gives the object an `@EnvironmentObject` holds, in both forms: the pull
/// form's `@Environment(AppState.self)` resolved it in the node (it failed there: "holds a
/// Environment<AppState>"). "bump": CountView re-runs (push: it holds the object; pull: it read
/// `count`), 1.
@Suite struct LiveEnvironmentValueTests {
    @Test(arguments: EngineKind.allCases)
    func anEnvironmentObjectIsReachedInBothForms(engine: EngineKind) throws {
        let source = """
        final class AppState: ObservableObject { @Published var count = 0 }
        struct CountView: View {
            @EnvironmentObject var appState: AppState
            var body: some View { Text("\\(appState.count)") }
        }
        let state = AppState()
        Redraw.root { CountView().environmentObject(state) }
        Redraw.step("bump") {
            let s: AppState = Redraw.state(of: CountView.self, "appState")
            precondition(s === state)
            s.count += 1
        }
        """
        let r = try run(source, engine, name: "live-environment-object")
        #expect(r.bodies("bump", "CountView") == 1)
    }
}
