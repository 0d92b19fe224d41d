// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Debounce z Task.sleep": SearchViewModel with a debounced search, and
// SearchView, as the article writes them, driven only by typing and time.
//
// Written in the article's @Observable form (under push: ObservableObject,
// every tracked property @Published, `@State private var viewModel` a
// @StateObject).
//
// Added: SearchResult and SearchService, which the article uses without
// defining — a struct with id and title, and a stubbed service that answers
// at once from a local catalogue (the debounce is the article's 300 ms sleep).
//
// What the workload shows (counts derived in Tests/RedrawRuntimeTests/
// SeedScenarioTests.swift): `.onChange(of: viewModel.query)` reads `query` in
// SearchView's body, so under pull too every keystroke re-runs SearchView (and
// its List); push adds a second pass per keystroke, for the `searchTask`
// write that `onQueryChanged()` makes. Only the last keystroke's task
// survives its 300 ms: one search, 18 frames after the last character.

import SwiftUI
import Observation

struct SearchResult: Identifiable {
    let id: Int
    var title: String
}

enum SearchService {
    static let catalogue = (0..<500).map { SearchResult(id: $0, title: $0 % 3 == 0 ? "Swift \($0)" : "Kotlin \($0)") }

    static func search(query: String) async throws -> [SearchResult] {
        catalogue.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }
}

@Observable class SearchViewModel {
    var query = ""
    var results: [SearchResult] = []
    private var searchTask: Task<Void, Never>?

    func onQueryChanged() {
        searchTask?.cancel()
        searchTask = Task {
            try? await Task.sleep(for: .milliseconds(300))
            guard !Task.isCancelled else { return }
            await performSearch()
        }
    }

    private func performSearch() async {
        guard !query.isEmpty else {
            results = []
            return
        }
        do {
            results = try await SearchService.search(query: query)
        } catch {
            // obsługa błędów
        }
    }
}

// Użycie w widoku:
struct SearchView: View {
    @State private var viewModel = SearchViewModel()

    var body: some View {
        TextField("Szukaj...", text: $viewModel.query)
            .onChange(of: viewModel.query) {
                viewModel.onQueryChanged()
            }
        List(viewModel.results) { result in
            Text(result.title)
        }
    }
}

// Workload: what the user does, and time passing.
Redraw.root { SearchView() }
Redraw.type("Szukaj...", "swift")
Redraw.wait(seconds: 0.3)
Redraw.step("clear the query") { Redraw.type("Szukaj...", "") }
Redraw.wait(seconds: 0.5)
