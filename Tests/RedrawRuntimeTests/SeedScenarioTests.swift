// The seeds' examples that own their models, shipped under Scenarios/examples/
// as the articles write them and driven only by UI actions and time: exact
// counts under both engines, each derived from the update-cycle rules.

import RedrawResults
import Testing

@Suite struct SeedScenarioTests {
    func run(_ file: String, _ engine: EngineKind) throws -> Run {
        try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/examples/\(file).swift", engine)
    }

    /// Article 002's debounced SearchView: `.onChange(of: viewModel.query)` → `onQueryChanged()`,
    /// which cancels the previous task and starts one that sleeps 300 ms, then searches.
    @Test(arguments: EngineKind.allCases)
    func debouncedSearch(engine: EngineKind) throws {
        let r = try run("search-view-model", engine)
        // Initial render: SearchView, the TextField, the (empty) List: 3.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // Per character: `query` is read by the TextField (binding) and by SearchView's body
        // (the `.onChange(of:)` argument): SearchView, the TextField and the List with it: 3.
        // `.onChange` then writes `searchTask`, which nobody reads (pull: nothing more); under
        // push it sends, and the further pass re-runs SearchView and its List: 5.
        let typing = "type \"swift\" into \"Szukaj...\""
        #expect(r.step(typing).frames == 5)
        #expect(r.step(typing).counts.evaluationsPerFrame == Array(repeating: engine == .pull ? 3 : 5, count: 5))
        // Only the last task outlives its 300 ms: in the 18th frame of the wait it writes `results`
        // (167 of 500 titles contain "swift"): SearchView and the List, 18 rows of Text built
        // inline (no nodes). Both engines: 2, and nothing in the other 17 frames.
        let wait = r.step("wait 0.3 s").counts.evaluationsPerFrame
        #expect(wait == Array(repeating: 0, count: 17) + [2])
        // Clearing the field is one frame: as a keystroke, 3 (pull) or 5 (push); 300 ms later the
        // search of "" writes `results = []`: 2, in the 18th frame of the 30.
        #expect(r.total("clear the query").bodyEvaluations == (engine == .pull ? 3 : 5))
        #expect(r.step("wait 0.5 s").counts.evaluationsPerFrame.enumerated().filter { $0.element > 0 }.map { $0.offset } == [17])
        #expect(r.total("wait 0.5 s").bodyEvaluations == 2)
    }

    /// Article 002's TodoListView after migration, owning `@State private var viewModel`.
    @Test(arguments: EngineKind.allCases)
    func todoListAfterMigration(engine: EngineKind) throws {
        let r = try run("todo-view-model-after", engine)
        // TodoListView's body reads `viewModel` (@State), `filter` and `todos` (filteredTodos);
        // the TextField `newTodoTitle` and the Picker `filter` through their bindings; the rows
        // are inline in the List's closure and read struct values only.
        // Initial render: TodoListView, TextField, Picker, List: 4.
        #expect(r.total("initial render").bodyEvaluations == 4)
        // Typing: pull, the TextField alone (1 a frame); push, TodoListView re-runs for every
        // `newTodoTitle` send, with the TextField (changed snapshot) and the List: 3 a frame.
        #expect(r.total("type \"Mleko\" into \"Nowe zadanie\"").bodyEvaluations == (engine == .pull ? 5 : 15))
        #expect(r.total("type \"Chleb\" into \"Nowe zadanie\"").bodyEvaluations == (engine == .pull ? 5 : 15))
        // "Dodaj": `todos` and `newTodoTitle` written; TodoListView, the TextField (snapshot "" now)
        // and the List: 3 under both engines (push: two sends, one invalidation per node).
        #expect(r.total("tap \"Dodaj\"").bodyEvaluations == 3)
        #expect(r.total("tap \"Dodaj\" (2)").bodyEvaluations == 3)
        // Tapping the "Mleko" row (its `.onTapGesture`) toggles `todos[0].isCompleted`: a write of
        // `todos`: TodoListView and the List: 2.
        #expect(r.total("tap \"Mleko\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Mleko\"", "TodoListView") == 1)
        // The "Aktywne" option writes `filter`: TodoListView, the Picker and the List: 3.
        #expect(r.total("select \"Aktywne\" in \"Filtr\"").bodyEvaluations == 3)
        #expect(r.bodies("select \"Aktywne\" in \"Filtr\"", "Picker") == 1)
    }

    /// Article 000's RecipeListView: `.task { await store.load() }`, a stubbed one-second fetch,
    /// and rows that take their favourite action as a closure.
    @Test(arguments: EngineKind.allCases)
    func recipesLoadThenAFavourite(engine: EngineKind) throws {
        let r = try run("recipe-store", engine)
        // Initial render: RecipeListView and its (empty) List. The `.task` starts after the pass
        // and writes `isLoading = true` before it sleeps; the further pass re-runs RecipeListView
        // (pull: it read isLoading; push: it holds the store as an @EnvironmentObject), which now
        // shows the ProgressView: the List goes. 3.
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "RecipeListView") == 2)
        // The fetch returns in the 60th frame: `recipes`, then `isLoading = false` (the defer):
        // RecipeListView, a new List, rows 0…17 of 30 created: 20; nothing before that frame.
        let wait = r.step("wait 1 s").counts.evaluationsPerFrame
        #expect(wait == Array(repeating: 0, count: 59) + [20])
        #expect(r.metrics("wait 1 s", "RecipeRow").created == 18)
        // The third row's heart writes `recipes`: RecipeListView and the List re-run, and every
        // built row with it, as `onToggleFavorite` is a closure (never an equal input): 1 + 1 + 18.
        #expect(r.total("tap \"heart\"").bodyEvaluations == 20)
        #expect(r.bodies("tap \"heart\"", "RecipeRow") == 18)
    }

    /// Article 002's TodoListView before migration: `filteredTodos` kept by
    /// `CombineLatest($todos, $filter) → map → assign(to: &$filteredTodos)`. Push only: the
    /// same bodies as the after file's push form, with the pipeline's writes as extra sends.
    @Test func todoListBeforeMigration() throws {
        let compiled = try TestBuilds.shared.compiled(path: packageRoot + "/Scenarios/examples/todo-view-model-combine.swift")
        #expect(compiled.analysis.pullFormUnavailable?.hasPrefix("`$todos` (line ") == true)
        #expect(compiled.executables.keys.sorted { $0.rawValue < $1.rawValue } == [.push])
        let r = try run("todo-view-model-combine", .push)
        // As the after file under push: 4, then 3 a character, 3 for "Dodaj", 2 for the row, 3
        // for the filter (TodoListView re-runs once a frame however many sends reach it).
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.total("type \"Mleko\" into \"Nowe zadanie\"").bodyEvaluations == 15)
        #expect(r.total("tap \"Dodaj\"").bodyEvaluations == 3)
        #expect(r.total("tap \"Mleko\"").bodyEvaluations == 2)
        #expect(r.total("select \"Aktywne\" in \"Filtr\"").bodyEvaluations == 3)
        // Sends: typing writes `newTodoTitle` (1 a frame); "Dodaj" writes `todos`, whose
        // publisher drives the pipeline's write of `filteredTodos`, then `newTodoTitle`: 3;
        // toggling a row writes `todos` and, through the pipeline, `filteredTodos`: 2; the
        // filter likewise: 2.
        #expect(r.total("type \"Mleko\" into \"Nowe zadanie\"").notifications == 5)
        #expect(r.total("tap \"Dodaj\"").notifications == 3)
        #expect(r.total("tap \"Mleko\"").notifications == 2)
        #expect(r.total("select \"Aktywne\" in \"Filtr\"").notifications == 2)
    }

    /// Article 000's TodoListView owning `@State private var todoList = TodoList()`, filled through
    /// `Redraw.state`, then searched and scrolled. Each row holds its own item, so both engines
    /// count alike; titles are "<colour> uppgift <n>" with colour röd, grön, blå, brun, vit by n % 5.
    @Test(arguments: EngineKind.allCases)
    func viewOwnedListSearchedAndScrolled(engine: EngineKind) throws {
        let r = try run("todo-list-view-owned", engine)
        // TodoListView, its TextField, the empty List: 3. Filling `items`: TodoListView, the List
        // and rows 0…17 of 1,000 created: 20.
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.total("load 1,000 items").bodyEvaluations == 20)
        // Each character writes `filterText`: TodoListView (it read it), the TextField and the
        // List: 3, plus the rows that come on screen (rows kept on screen hold the same item:
        // skipped). "r" keeps röd, grön, brun (n % 5 ∈ {0, 1, 3}): rows 0…17 are ids 0, 1, 3, 5, 6,
        // 8, 10, 11, 13, 15, 16, 18, 20, 21, 23, 25, 26, 28 — 7 new (18…28). "rö" keeps röd, grön:
        // ids 0, 1, 5, 6, …, 40, 41 — 6 new (30, 31, 35, 36, 40, 41). "röd": ids 0, 5, …, 85 — 9 new
        // (45…85). 10, 9, 12.
        let typing = "type \"röd\" into \"Sök...\""
        #expect(r.step(typing).counts.evaluationsPerFrame == [10, 9, 12])
        #expect(r.metrics(typing, "TodoRow").created == 22)
        #expect(r.metrics(typing, "TodoRow").destroyed == 22)
        // Item 5 is on screen (röd): its row re-runs alone (pull: it read isCompleted; push: it
        // observes its item); the filter does not read isCompleted.
        #expect(r.total("complete an item on screen").bodyEvaluations == 1)
        #expect(r.bodies("complete an item on screen", "TodoRow") == 1)
        // 200 röd items; scrolling to row 100 builds rows 100…117: the List and 18 new rows.
        #expect(r.total("scroll to 100").bodyEvaluations == 19)
        #expect(r.bodies("scroll to 100", "TodoListView") == 0)
    }
}

