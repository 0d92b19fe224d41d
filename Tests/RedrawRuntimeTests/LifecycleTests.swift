// Lifecycle callbacks on the virtual clock, end to end under both engines
// (update-cycle page, "Time and asynchronous work"): `.task` starts when its
// view appears and is cancelled when it goes; `.onAppear`/`.onDisappear` run
// for the rows a lazy list builds and drops; `.onChange(of:)` and
// `.task(id:)` run when the value changed between two evaluations; their
// writes are rendered in a further pass of the same frame, counted in the
// same step.

import RedrawResults
import Testing

@Suite struct LifecycleTests {
    /// The Swedish guide's RecipeListView: `@State private var store` and
    /// `.task { await store.load() }` with a stubbed one-second fetch; rows report appearing.
    static let recipes = """
struct Recipe: Identifiable { let id: Int; let name: String }

@Observable final class RecipeStore {
    var recipes: [Recipe] = []
    var isLoading = false
    var appeared = 0
    var disappeared = 0
    func load() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        recipes = (0..<40).map { Recipe(id: $0, name: "Recipe \\($0)") }
        isLoading = false
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}

struct Counter: View {
    let store: RecipeStore
    var body: some View { Text("\\(store.appeared) / \\(store.disappeared)") }
}

struct RecipeListView: View {
    @State private var store = RecipeStore()
    var body: some View {
        VStack {
            Counter(store: store)
            if store.isLoading { ProgressView() }
            List(store.recipes) { recipe in
                RecipeRow(recipe: recipe)
                    .onAppear { store.appeared += 1 }
                    .onDisappear { store.disappeared += 1 }
            }
        }
        .task { await store.load() }
    }
}

Redraw.root { RecipeListView() }
Redraw.wait(seconds: 1)
Redraw.scroll(to: 20)
"""

    @Test(arguments: EngineKind.allCases)
    func aTaskLoadsOneVirtualSecondLater(engine: EngineKind) throws {
        let r = try run(Self.recipes, engine, name: "lifecycle-recipes")
        // Initial render: RecipeListView, Counter, the (empty) List: 3. The `.task` starts after
        // the pass and runs to its sleep, writing `isLoading = true`; the further pass re-runs
        // RecipeListView (it reads isLoading) and its List: 2. Push also re-runs Counter (it
        // observes the store): 1. Pull 5, push 6.
        #expect(r.total("initial render").bodyEvaluations == (engine == .pull ? 5 : 6))
        #expect(r.bodies("initial render", "RecipeListView") == 2)
        // The sleep ends in the 60th frame of the wait (1 s = 60 frames), and nowhere before.
        #expect(r.step("wait 1 s").counts.evaluationsPerFrame.dropLast().allSatisfy { $0 == 0 })
        // That frame: `recipes` and `isLoading` are written; RecipeListView and the List re-run,
        // the List builds rows 0…17 (18 created); their 18 `.onAppear`s write `appeared`, and the
        // further pass re-runs its readers — pull: Counter; push: the store's subscribers
        // RecipeListView, Counter (again) and the List with its parent. Pull 1 + 1 + 18 + 1 = 21;
        // push 1 + 1 + 1 + 18 + 3 = 24.
        #expect(r.metrics("wait 1 s", "RecipeRow").created == 18)
        #expect(r.total("wait 1 s").bodyEvaluations == (engine == .pull ? 21 : 24))
        // Scrolling to row 20: rows 20…37 are built, 0…17 dropped; 18 `.onAppear` and 18
        // `.onDisappear` callbacks write the counters, and the further pass re-runs Counter once;
        // under push also RecipeListView, which observes the store (the scroll itself ran only
        // the List's update).
        #expect(r.metrics("scroll to 20", "RecipeRow").created == 18)
        #expect(r.metrics("scroll to 20", "RecipeRow").destroyed == 18)
        #expect(r.bodies("scroll to 20", "Counter") == 1)
        #expect(r.bodies("scroll to 20", "RecipeListView") == (engine == .pull ? 0 : 1))
    }

    /// `.task` cancelled with its view; `.task(id:)` as a debounce; `.onChange(of:)` once per change.
    static let search = """
@Observable final class Search {
    var query = ""
    var results = 0
    var changes = 0
}

struct Results: View {
    let search: Search
    var body: some View { Text("\\(search.results) results") }
}

struct SearchView: View {
    @State private var search = Search()
    @State private var showDetail = true
    var body: some View {
        VStack {
            TextField("Search", text: $search.query)
            Results(search: search)
            if showDetail {
                Text("detail").task {
                    try? await Task.sleep(for: .seconds(1))
                    if !Task.isCancelled { search.results = 99 }
                }
            }
            Button("Hide") { showDetail = false }
        }
        .onChange(of: search.query) { search.changes += 1 }
        .task(id: search.query) {
            try? await Task.sleep(for: .milliseconds(300))
            if !Task.isCancelled { search.results = search.query.count }
        }
    }
}

Redraw.root { SearchView() }
Redraw.tap("Hide")
Redraw.type("Search", "abc")
Redraw.wait(seconds: 0.5)
Redraw.wait(seconds: 1)
Redraw.step("check") {
    let search: Search = Redraw.state(of: SearchView.self, "search")
    guard search.results == 3, search.changes == 3 else { fatalError("results \\(search.results), changes \\(search.changes)") }
}
"""

    @Test(arguments: EngineKind.allCases)
    func tasksAreCancelledAndRestartedAsTheirViewsChange(engine: EngineKind) throws {
        let r = try run(Self.search, engine, name: "lifecycle-search")
        // "Hide" removes the detail Text: its one-second task is cancelled and never writes 99
        // (the "check" step traps otherwise). SearchView re-runs for `showDetail`: 1.
        #expect(r.total("tap \"Hide\"").bodyEvaluations == 1)
        #expect(r.total("wait 1 s").bodyEvaluations == 0)
        // Each character writes `query`. Pull: SearchView (it read `query` for `.onChange` and
        // `.task(id:)`) and the TextField: 2 a frame; `.onChange` writes `changes`, which nobody
        // reads. Push: SearchView, Results (both observe the store) and the TextField; then the
        // `changes` write sends again and the further pass re-runs SearchView and Results: 5.
        #expect(r.total("type \"abc\" into \"Search\"").bodyEvaluations == (engine == .pull ? 6 : 15))
        #expect(r.step("type \"abc\" into \"Search\"").counts.evaluationsPerFrame == (engine == .pull ? [2, 2, 2] : [5, 5, 5]))
        // Each change restarts `.task(id:)`: only the last one's 300 ms sleep ends, in the 18th
        // frame of the wait; it writes `results = 3`: pull Results; push SearchView and Results.
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [17])
        #expect(r.total("wait 0.5 s").bodyEvaluations == (engine == .pull ? 1 : 2))
    }

    /// A model that starts loading in `init` with `DispatchQueue.main.async` (a Firestore listener,
    /// a cache read) makes work due during the first render pass. It runs after the pass and a
    /// further pass renders it, in the initial render — with or without an `.onAppear` elsewhere
    /// (it used to wait for the next step unless some callback ran, charging the load to the
    /// user's first action).
    @Test(arguments: EngineKind.allCases, [false, true])
    func workARenderMadeDueRunsInItsFrame(engine: EngineKind, withAppear: Bool) throws {
        let source = """
        final class Manager: ObservableObject {
            @Published var messages: [String] = []
            init() { DispatchQueue.main.async { self.messages = ["a", "b", "c"] } }
        }
        struct ContentView: View {
            @StateObject var manager = Manager()
            @State private var draft = ""
            var body: some View {
                VStack {
                    ForEach(manager.messages, id: \\.self) { Text($0) }
                    TextField("Message", text: $draft)
                }
                \(withAppear ? ".onAppear { }" : "")
            }
        }
        Redraw.root { ContentView() }
        Redraw.type("Message", "hi")
        """
        let r = try run(source, engine, name: "due-in-first-render")
        // ContentView runs when made, then again for `messages` (push: its @StateObject; pull: it
        // read `messages`), both in the initial render's one frame.
        #expect(r.bodies("initial render", "ContentView") == 2)
        // Typing writes `draft`, which ContentView's body did not read (it passed `$draft`).
        #expect(r.bodies("type \"hi\" into \"Message\"", "ContentView") == 0)
    }

    /// Work that makes itself due again at once (a block that reschedules itself with no delay) runs
    /// at most 100,000 items a frame, across all the frame's rounds of callbacks and due work —
    /// not that many per round, a hundred rounds over.
    @Test func selfReschedulingWorkIsCappedPerFrame() throws {
        let source = """
        final class Poller: ObservableObject {
            @Published var label = "idle"
            var spins = 0
            init() { spin() }
            func spin() { DispatchQueue.main.async { [weak self] in self?.spins += 1; self?.spin() } }
        }
        struct Screen: View {
            @StateObject var poller = Poller()
            var body: some View { Text(poller.label) }
        }
        Redraw.root { Screen() }
        Redraw.step("one frame") {
            let poller: Poller = Redraw.state(of: Screen.self, "poller")
            precondition(poller.spins == 100_000, "\\(poller.spins) after the initial render")
        }
        Redraw.step("after it") {
            let poller: Poller = Redraw.state(of: Screen.self, "poller")
            precondition(poller.spins == 200_000, "\\(poller.spins) after one more frame")
        }
        """
        // The initial render's frame runs 100,000 items; the first step's frame (its writes run
        // before its due work) another 100,000; the second step sees 200,000.
        _ = try run(source, .push, name: "self-rescheduling")
    }
}
