// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Debounce z Task.sleep": SearchViewModel with a debounced search, and
// SearchView.
//
// Written in the article's @Observable form (under push: ObservableObject,
// every tracked property @Published, @StateObject viewModel).
//
// What the workload shows: typing writes `query` (and the pending-search
// marker) on every keystroke, but `results` changes only when the debounce
// fires. Under pull SearchView's body reads only `results` (the TextField
// reads `query` through its binding), so typing updates the TextField alone
// and SearchView re-runs once, when the results arrive. Under push every
// keystroke re-runs SearchView (two sends per frame, one body evaluation).
//
// Adapted (async/await, Task and onChange are outside the interpreter):
// - `searchTask: Task<Void, Never>?` is `searchTask: String?`, the query a
//   pending debounced search will run for. `onQueryChanged()` "cancels and
//   restarts" it by overwriting it; a new method `debounceElapsed()` stands for
//   the end of the 300 ms `Task.sleep`: it clears the marker and calls
//   `performSearch()`. Like the article's `private var searchTask`, the marker
//   is tracked (not @ObservationIgnored), and not private so that the
//   workload can see it.
// - `performSearch()` is synchronous: `SearchService.search(query:)` is a
//   filter over a local `catalogue` (@ObservationIgnored; it stands for the
//   service, not for UI state). The do/catch goes with the `try await`.
// - `.onChange(of: viewModel.query) { viewModel.onQueryChanged() }` is
//   dropped; the workload calls `onQueryChanged()` in the same frame as each
//   write of `query`, as onChange would. Note: in the app, reading
//   `viewModel.query` inside `.onChange(of:)` is a read in SearchView's body,
//   so there SearchView would also re-run on every keystroke under pull.
// - `@State private var viewModel = SearchViewModel()` receives the model
//   from the workload instead of creating it (`@State var viewModel`).
// - SearchResult is not defined in the article: a struct with id and title.

import SwiftUI
import Observation

struct SearchResult: Identifiable {
    let id: Int
    var title: String
}

@Observable
class SearchViewModel {
    var query = ""
    var results: [SearchResult] = []
    var searchTask: String? = nil

    // Stands for SearchService.
    @ObservationIgnored var catalogue: [SearchResult]

    init(catalogue: [SearchResult]) {
        self.catalogue = catalogue
    }

    func onQueryChanged() {
        // searchTask?.cancel(); searchTask = Task { sleep 300 ms; performSearch() }
        searchTask = query
    }

    // The 300 ms of `Task.sleep` have passed and the task was not cancelled.
    func debounceElapsed() {
        guard searchTask != nil else { return }
        searchTask = nil
        performSearch()
    }

    func performSearch() {
        guard !query.isEmpty else {
            results = []
            return
        }
        results = catalogue.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }
}

struct SearchView: View {
    @State var viewModel: SearchViewModel

    var body: some View {
        TextField("Szukaj...", text: $viewModel.query)
        List(viewModel.results) { result in
            Text(result.title)
        }
    }
}

// Workload
let searchModel = SearchViewModel(catalogue: (0..<param("catalogue", 500)).map {
    SearchResult(id: $0, title: $0 % 3 == 0 ? "Swift \($0)" : "Kotlin \($0)")
})

Redraw.root { SearchView(viewModel: searchModel) }

Redraw.step("type 'swift'", frames: 5) { frame in
    // pull: the TextField alone; push: SearchView every frame.
    searchModel.query = String("swift".prefix(frame + 1))
    searchModel.onQueryChanged()
}
Redraw.step("debounce fires (300 ms later)") {
    // results change: SearchView re-runs under both engines.
    searchModel.debounceElapsed()
}
Redraw.step("clear the query") {
    searchModel.query = ""
    searchModel.onQueryChanged()
}
Redraw.step("debounce fires on the empty query") {
    searchModel.debounceElapsed()
}
