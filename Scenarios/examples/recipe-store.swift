// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"), section
// "Repository-mönster med @Observable": Recipe, RecipeStore and
// RecipeListView with `.task { await store.load() }`, as the article writes
// them, loading one second of virtual time after the screen appears, then a
// tap on a row's heart.
//
// Written in the article's @Observable form (under push: ObservableObject,
// `@Environment(RecipeStore.self)` an @EnvironmentObject).
//
// Added: the article's APIClient, a stub whose `fetchRecipes()` sleeps one
// second and returns 30 recipes (there is no network here), and the store
// handed to the view with `.environment(store)`, as the app would.
//
// What it shows: a row takes its favourite action as a closure
// (`onToggleFavorite`), an input that is never equal, so every row on screen
// re-runs whenever the list's body does — under both engines. Counts are
// derived in Tests/RedrawRuntimeTests/SeedScenarioTests.swift.

import SwiftUI

// Datamodell
struct Recipe: Identifiable, Codable {
    let id: UUID
    var title: String
    var ingredients: [String]
    var instructions: String
    var isFavorite: Bool
}

final class APIClient {
    static let shared = APIClient()

    func fetchRecipes() async throws -> [Recipe] {
        try await Task.sleep(for: .seconds(1))
        return (0..<30).map { n in
            Recipe(id: UUID(), title: "Recept \(n)", ingredients: Array(repeating: "mjöl", count: n % 5 + 1),
                   instructions: "", isFavorite: false)
        }
    }
}

// Repository/Store
@Observable
class RecipeStore {
    var recipes: [Recipe] = []
    var isLoading: Bool = false

    private let apiClient: APIClient

    init(apiClient: APIClient = .shared) {
        self.apiClient = apiClient
    }

    var favoriteRecipes: [Recipe] {
        recipes.filter(\.isFavorite)
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }

        do {
            recipes = try await apiClient.fetchRecipes()
        } catch {
            print("Fel vid hämtning: \(error)")
        }
    }

    func toggleFavorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}

// Vy
struct RecipeListView: View {
    @Environment(RecipeStore.self) private var store

    var body: some View {
        NavigationStack {
            Group {
                if store.isLoading {
                    ProgressView("Laddar recept...")
                } else {
                    List(store.recipes) { recipe in
                        RecipeRow(recipe: recipe) {
                            store.toggleFavorite(recipe)
                        }
                    }
                }
            }
            .navigationTitle("Recept")
            .task { await store.load() }
        }
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    let onToggleFavorite: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.title)
                    .font(.headline)
                Text("\(recipe.ingredients.count) ingredienser")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onToggleFavorite) {
                Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                    .foregroundStyle(recipe.isFavorite ? .red : .gray)
            }
        }
    }
}

// Workload: the screen appears, the load finishes, the user marks a favourite.
let store = RecipeStore()
Redraw.root { RecipeListView().environment(store) }
Redraw.wait(seconds: 1)
Redraw.tap("heart", index: 2)
