// Modelled on NavigationCookbook, Apple's sample code "Bringing robust navigation structure
// to your SwiftUI app" (WWDC22 "The SwiftUI cookbook for navigation"), in its Observation
// form as copies on GitHub have it (NavigationCookbook/…: NavigationCookbookApp.swift,
// ContentView.swift, Experience.swift, ExperiencePicker.swift, ExperiencePickerItem.swift,
// ExperienceButton.swift, StackContentView.swift, TwoColumnContentView.swift,
// ThreeColumnContentView.swift, RecipeGrid.swift, RecipeDetail.swift, RecipeTile.swift,
// Models/NavigationModel.swift, DataModel.swift, Recipe.swift, Category.swift), and its iOS 16
// ContentView that keeps the model's JSON in `@SceneStorage("navigation")`
// (github.com/serena0720/NavigationCookbook). Its structure, written afresh: a Codable
// `NavigationModel` (the selected category, a homogeneous `[Recipe]` path encoded as ids, the
// picker's flag); a `DataModel` of recipes by category; a ContentView switching on the
// `@SceneStorage` experience, with the experience picker as a sheet, the model restored in
// `.task` and saved on change; a stack experience (`NavigationStack(path:)`, a sectioned
// `List` of `NavigationLink(value:)`, `.navigationDestination(for: Recipe.self)`); a
// two-column split view whose detail is a path stack over a recipe grid; a three-column one
// (`List(selection:)` twice, the detail is the path's first recipe); a generic `RecipeDetail`
// taking a closure that makes its related-recipe links.
//
// Written for pull (@Observable). What it shows: pushing a recipe runs the path stack's node
// and the new screen under pull, not StackContentView, which only makes the path's binding;
// under push StackContentView and every ExperienceButton re-run too, as they hold the model.
// Under both, ContentView re-runs on every path or selection change, since its
// `.onChange(of: navigationModel.jsonData)` encodes (reads) the model, and each RecipeDetail
// already on the stack re-runs whenever the stack's node updates (its closure input never
// compares equal). Opening the picker writes the model's `showExperiencePicker`: under pull
// only the sheet's node and the picker run, under push the whole experience above it too.
// Switching experience destroys one subtree and builds the other on the same model, so the
// path survives the switch and both engines count alike.
//
// Added/changed: the workload; the recipes are a built-in array with `Int` ids (the sample
// decodes a JSON file); a "Recipe of the Day" button (the talk's `showRecipeOfTheDay()`); the
// iOS 16 save loop (`for await _ in objectWillChangeSequence`) is `.onChange(of: jsonData)`,
// where the iOS 17 sample writes a file on `.onChange(of: scenePhase)` (constant here). Not
// modelled, so changed: `NavigationSplitView(columnVisibility:)` and
// `NavigationSplitViewVisibility` are left out; `List(_:selection:rowContent:)` is written
// `List(selection:) { ForEach }`; `@SceneStorage` of an optional enum (`Experience?`) keeps the
// raw value (`Int?`), read through an `Optional<Int>.experience` extension; the two-column
// `.navigationDestination` is on RecipeGrid in the stack's root content, not in RecipeGrid's
// body (where the path stack does not see it). The workload picks the sidebar's category in a
// step (written before a tap on a sidebar's value link selected it; `Redraw.tap("Salad")` does
// now) and opens a related recipe in a step (a path stack's `NavigationLink(value:)` is not found
// by its RecipeTile's words).

import SwiftUI

enum Category: Int, Hashable, CaseIterable, Identifiable, Codable {
    case dessert, pancake, salad, sandwich
    var id: Int { rawValue }
    var localizedName: String { ["Dessert", "Pancake", "Salad", "Sandwich"][rawValue] }
}

struct Ingredient: Hashable, Identifiable, Codable {
    var description: String
    var id: String { description }
}

struct Recipe: Hashable, Identifiable, Codable {
    var id: Int
    var name: String
    var category: Category
    var ingredients: [Ingredient]
    var related: [Recipe.ID] = []
    var imageName: String? = nil
}

extension Recipe {
    init(_ id: Int, _ name: String, _ category: Category, _ ingredients: [String], related: [Recipe.ID]) {
        self.init(id: id, name: name, category: category, ingredients: ingredients.map(Ingredient.init), related: related)
    }

    static let builtIn = [
        Recipe(1, "Apple Pie", .dessert, ["Pie crust", "Apples", "Sugar", "Cinnamon"], related: [2, 3]),
        Recipe(2, "Pie Crust", .dessert, ["Flour", "Butter", "Ice water"], related: [1, 3]),
        Recipe(3, "Fruit Pie Filling", .dessert, ["Berries", "Sugar", "Cornstarch"], related: [1, 2]),
        Recipe(4, "Banana Bread", .dessert, ["Bananas", "Flour", "Eggs"], related: []),
        Recipe(5, "Crepes", .pancake, ["Flour", "Milk", "Eggs"], related: [6, 7]),
        Recipe(6, "Dutch Baby", .pancake, ["Eggs", "Milk", "Butter"], related: [5]),
        Recipe(7, "Blueberry Pancakes", .pancake, ["Flour", "Buttermilk", "Blueberries"], related: [5, 3]),
        Recipe(8, "Caesar Salad", .salad, ["Romaine", "Croutons", "Parmesan"], related: [9]),
        Recipe(9, "Greek Salad", .salad, ["Tomatoes", "Cucumber", "Feta", "Olives"], related: [8, 10]),
        Recipe(10, "Niçoise Salad", .salad, ["Tuna", "Eggs", "Green beans"], related: [9]),
        Recipe(11, "Grilled Cheese", .sandwich, ["Bread", "Cheddar", "Butter"], related: [12]),
        Recipe(12, "Club Sandwich", .sandwich, ["Bread", "Turkey", "Bacon"], related: [11, 13]),
        Recipe(13, "BLT", .sandwich, ["Bacon", "Lettuce", "Tomato"], related: [12]),
    ]
}

@Observable final class DataModel {
    private(set) var recipes: [Recipe]
    static let shared = DataModel()
    init(recipes: [Recipe] = Recipe.builtIn) { self.recipes = recipes }

    func recipes(in category: Category?) -> [Recipe] {
        recipes.filter { $0.category == category }.sorted { $0.name < $1.name }
    }
    func recipes(relatedTo recipe: Recipe) -> [Recipe] {
        recipes.filter { recipe.related.contains($0.id) }.sorted { $0.name < $1.name }
    }
    var recipeOfTheDay: Recipe { recipes[8] }
    subscript(recipeID: Recipe.ID) -> Recipe? { recipes.first { $0.id == recipeID } }
}

@Observable final class NavigationModel: Codable {
    var selectedCategory: Category?
    var recipePath: [Recipe]
    var showExperiencePicker = false

    private static let decoder = JSONDecoder()
    private static let encoder = JSONEncoder()
    init(selectedCategory: Category? = nil, recipePath: [Recipe] = []) {
        self.selectedCategory = selectedCategory
        self.recipePath = recipePath
    }

    var selectedRecipe: Recipe? {
        get { recipePath.first }
        set { recipePath = [newValue].compactMap { $0 } }
    }

    var jsonData: Data? {
        get { try? Self.encoder.encode(self) }
        set {
            guard let data = newValue, let model = try? Self.decoder.decode(NavigationModel.self, from: data) else { return }
            selectedCategory = model.selectedCategory
            recipePath = model.recipePath
        }
    }

    enum CodingKeys: String, CodingKey { case selectedCategory, recipePathIds }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedCategory = try container.decodeIfPresent(Category.self, forKey: .selectedCategory)
        recipePath = try container.decode([Recipe.ID].self, forKey: .recipePathIds).compactMap { DataModel.shared[$0] }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(selectedCategory, forKey: .selectedCategory)
        try container.encode(recipePath.map(\.id), forKey: .recipePathIds)
    }
}

enum Experience: Int, Identifiable, CaseIterable, Codable {
    case stack, twoColumn, threeColumn
    var id: Int { rawValue }
    var imageName: String { ["list.bullet.rectangle.portrait", "sidebar.left", "rectangle.split.3x1"][rawValue] }
    var localizedName: String { ["Stack", "Two Columns", "Three Columns"][rawValue] }
    var localizedDescription: String { ["From categories down to a recipe.", "Categories beside a recipe grid.", "Categories, recipes, a recipe."][rawValue] }
}

extension Optional where Wrapped == Int {
    var experience: Experience? {
        get { flatMap(Experience.init(rawValue:)) }
        set { self = newValue?.rawValue }
    }
}

@main
struct NavigationCookbookApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @SceneStorage("experience") private var experienceID: Int?
    @SceneStorage("navigation") private var navigationData: Data?
    @State private var navigationModel = NavigationModel()
    @State private var dataModel = DataModel.shared

    var body: some View {
        @Bindable var navigationModel = navigationModel
        Group {
            switch experienceID.experience {
            case .stack?: StackContentView()
            case .twoColumn?: TwoColumnContentView()
            case .threeColumn?: ThreeColumnContentView()
            case nil:
                VStack {
                    Text("Bon appétit!").font(.largeTitle)
                    ExperienceButton()
                }
                .padding()
                .onAppear { navigationModel.showExperiencePicker = true }
            }
        }
        .environment(navigationModel)
        .environment(dataModel)
        .sheet(isPresented: $navigationModel.showExperiencePicker) {
            ExperiencePicker(experience: $experienceID.experience)
        }
        .task {
            if let navigationData { navigationModel.jsonData = navigationData }
        }
        .onChange(of: navigationModel.jsonData) { _, data in navigationData = data }
    }
}

struct ExperienceButton: View {
    @Environment(NavigationModel.self) private var navigationModel
    var body: some View {
        Button("Experience", systemImage: "wand.and.stars") { navigationModel.showExperiencePicker = true }
    }
}

extension View {
    func experienceToolbar() -> some View {
        toolbar { ToolbarItem { ExperienceButton() } }
    }
}

struct ExperiencePicker: View {
    @Binding var experience: Experience?
    @Environment(\.dismiss) private var dismiss
    @State private var selection: Experience?

    var body: some View {
        NavigationStack {
            VStack {
                Text("Choose your navigation experience").font(.largeTitle).bold().multilineTextAlignment(.center)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 250))]) {
                    ForEach(Experience.allCases) { ExperiencePickerItem(selection: $selection, experience: $0) }
                }
            }
            .padding()
            .safeAreaInset(edge: .bottom) {
                Button { experience = selection; dismiss() } label: {
                    Text("Continue").frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(selection == nil)
            }
        }
        .interactiveDismissDisabled(selection == nil)
    }
}

struct ExperiencePickerItem: View {
    @Binding var selection: Experience?
    var experience: Experience

    var body: some View {
        Button { selection = experience } label: {
            Label {
                VStack(alignment: .leading) {
                    Text(experience.localizedName).bold()
                    Text(experience.localizedDescription).foregroundStyle(.secondary)
                }
            } icon: { Image(systemName: experience.imageName) }
        }
        .buttonStyle(.plain)
        .background(selection == experience ? Color.accentColor.opacity(0.2) : Color.clear)
    }
}

struct StackContentView: View {
    @Environment(NavigationModel.self) private var navigationModel
    @Environment(DataModel.self) private var dataModel

    var body: some View {
        @Bindable var navigationModel = navigationModel
        NavigationStack(path: $navigationModel.recipePath) {
            List(Category.allCases) { category in
                Section {
                    ForEach(dataModel.recipes(in: category)) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                } header: { Text(category.localizedName) }
            }
            .navigationTitle("Categories")
            .experienceToolbar()
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Recipe of the Day") { navigationModel.recipePath = [dataModel.recipeOfTheDay] }
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe) { relatedRecipe in
                    NavigationLink(value: relatedRecipe) { RecipeTile(recipe: relatedRecipe) }.buttonStyle(.plain)
                }
            }
        }
    }
}

struct TwoColumnContentView: View {
    @Environment(NavigationModel.self) private var navigationModel

    var body: some View {
        @Bindable var navigationModel = navigationModel
        NavigationSplitView {
            List(selection: $navigationModel.selectedCategory) {
                ForEach(Category.allCases) { NavigationLink($0.localizedName, value: $0) }
            }
            .navigationTitle("Categories")
        } detail: {
            NavigationStack(path: $navigationModel.recipePath) {
                RecipeGrid(category: navigationModel.selectedCategory)
                    .navigationDestination(for: Recipe.self) { recipe in
                        RecipeDetail(recipe: recipe) { relatedRecipe in
                            NavigationLink(value: relatedRecipe) { RecipeTile(recipe: relatedRecipe) }.buttonStyle(.plain)
                        }
                    }
            }
            .experienceToolbar()
        }
    }
}

struct RecipeGrid: View {
    @Environment(DataModel.self) private var dataModel
    var category: Category?

    var body: some View {
        if let category {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 240))]) {
                    ForEach(dataModel.recipes(in: category)) { recipe in
                        NavigationLink(value: recipe) { RecipeTile(recipe: recipe) }.buttonStyle(.plain)
                    }
                }
                .padding()
            }
            .navigationTitle(category.localizedName)
        } else {
            Text("Choose a category").navigationTitle("")
        }
    }
}

struct ThreeColumnContentView: View {
    @Environment(NavigationModel.self) private var navigationModel
    @Environment(DataModel.self) private var dataModel

    var body: some View {
        @Bindable var navigationModel = navigationModel
        NavigationSplitView {
            List(selection: $navigationModel.selectedCategory) {
                ForEach(Category.allCases) { NavigationLink($0.localizedName, value: $0) }
            }
            .navigationTitle("Categories")
        } content: {
            if let category = navigationModel.selectedCategory {
                List(selection: $navigationModel.selectedRecipe) {
                    ForEach(dataModel.recipes(in: category)) { NavigationLink($0.name, value: $0) }
                }
                .navigationTitle(category.localizedName)
                .onDisappear {
                    if navigationModel.selectedRecipe == nil { navigationModel.selectedCategory = nil }
                }
                .experienceToolbar()
            } else {
                Text("Choose a category").navigationTitle("")
            }
        } detail: {
            RecipeDetail(recipe: navigationModel.selectedRecipe) { relatedRecipe in
                Button {
                    navigationModel.selectedCategory = relatedRecipe.category
                    navigationModel.selectedRecipe = relatedRecipe
                } label: { RecipeTile(recipe: relatedRecipe) }
                .buttonStyle(.plain)
            }
        }
    }
}

struct RecipeDetail<Link: View>: View {
    @Environment(DataModel.self) private var dataModel
    var recipe: Recipe?
    var relatedLink: (Recipe) -> Link

    var body: some View {
        if let recipe {
            ScrollView {
                VStack(alignment: .leading) {
                    RecipePhoto(recipe: recipe).frame(height: 300)
                    Text(recipe.name).font(.largeTitle).bold()
                    Text("Ingredients").font(.headline)
                    ForEach(recipe.ingredients) { Text($0.description) }
                    Text("Related Recipes").font(.headline)
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                        ForEach(dataModel.recipes(relatedTo: recipe)) { relatedLink($0) }
                    }
                }
                .padding()
            }
            .navigationTitle(recipe.name)
        } else {
            Text("Choose a recipe").navigationTitle("")
        }
    }
}

struct RecipeTile: View {
    var recipe: Recipe
    var body: some View {
        VStack {
            RecipePhoto(recipe: recipe).frame(width: 120, height: 120)
            Text(recipe.name).font(.headline).lineLimit(2)
        }
    }
}

struct RecipePhoto: View {
    var recipe: Recipe
    var body: some View {
        Image(systemName: recipe.imageName ?? "camera").resizable().aspectRatio(contentMode: .fit)
            .background(.tertiary)
    }
}

#Preview {
    StackContentView().environment(NavigationModel(recipePath: [Recipe.builtIn[0]])).environment(DataModel.shared)
}

// Workload: launch (no experience yet: the picker comes up) and choose the stack; open Apple
// Pie and, from its related recipes, Pie Crust; go back, jump to the recipe of the day; switch
// to two columns (the path survives) and pick its category in the sidebar.
Redraw.root(NavigationCookbookApp.self)
Redraw.tap("Stack")
Redraw.tap("Continue")
Redraw.tap("Apple Pie")
Redraw.step("open the related Pie Crust") {
    let navigationModel: NavigationModel = Redraw.state(of: ContentView.self, "navigationModel")
    navigationModel.recipePath.append(DataModel.shared[2]!)
}
Redraw.dismiss()
Redraw.tap("Recipe of the Day")
Redraw.tap("Experience")
Redraw.tap("Two Columns")
Redraw.tap("Continue")
Redraw.step("pick Salad in the sidebar") {
    let navigationModel: NavigationModel = Redraw.state(of: ContentView.self, "navigationModel")
    navigationModel.selectedCategory = .salad
}
