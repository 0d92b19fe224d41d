// Modelled on Apple's Fruta sample ("Fruta: Building a Feature-Rich App with
// SwiftUI", WWDC20/21; e.g. github.com/bitrise-io/Fruta,
// Shared/Smoothie/SmoothieFavoriteButton.swift, and the sample's Model.swift,
// AppTabNavigation.swift, SmoothieList.swift, SmoothieView.swift,
// FavoriteSmoothies.swift, OrderPlacementView.swift). Its structure, written
// afresh: one `Model` ObservableObject handed down with `.environmentObject`,
// a tab view (menu, favourites, rewards), a searchable smoothie list inside a
// `ScrollViewReader` whose rows are `NavigationLink(tag:selection:)`s bound to
// `model.selectedSmoothieID` (so a deep link selects, scrolls to and pushes a
// smoothie), a detail screen with a favourite button in its toolbar and an
// order button that presents the order sheet.
//
// Written for push (ObservableObject, @EnvironmentObject). What it shows:
// under push every view holding the model re-runs on any of its writes — the
// list's rows' links, the detail, the favourite button, the rewards — where
// under pull a write reaches the views that read that property.
//
// Added: the workload; the smoothie catalogue is shorter and has no images or
// nutrition facts; "the kitchen" is a stub that marks the order ready after
// three seconds (the sample's App Clip notification); the deep link, which the
// app receives through `onContinueUserActivity`, is written by the workload.

import SwiftUI

struct Ingredient: Identifiable, Hashable {
    var id: String
    var name: String
}

struct Smoothie: Identifiable, Hashable {
    var id: String
    var title: String
    var description: String
    var ingredients: [Ingredient]
    var kilocalories: Int
    var hasFreeRecipe = false

    var listedIngredients: String {
        guard !ingredients.isEmpty else { return "" }
        return ingredients.map { $0.name.lowercased() }.joined(separator: ", ").capitalized(firstOnly: true)
    }

    func matches(_ string: String) -> Bool {
        string.isEmpty || title.localizedCaseInsensitiveContains(string)
            || ingredients.contains { $0.name.localizedCaseInsensitiveContains(string) }
    }
}

extension String {
    func capitalized(firstOnly: Bool) -> String {
        guard firstOnly, let first else { return capitalized }
        return first.uppercased() + dropFirst()
    }
}

extension Ingredient {
    static let avocado = Ingredient(id: "avocado", name: "Avocado")
    static let banana = Ingredient(id: "banana", name: "Banana")
    static let blueberry = Ingredient(id: "blueberry", name: "Blueberry")
    static let coconut = Ingredient(id: "coconut", name: "Coconut")
    static let kiwi = Ingredient(id: "kiwi", name: "Kiwi")
    static let mango = Ingredient(id: "mango", name: "Mango")
    static let orange = Ingredient(id: "orange", name: "Orange")
    static let raspberry = Ingredient(id: "raspberry", name: "Raspberry")
    static let strawberry = Ingredient(id: "strawberry", name: "Strawberry")
    static let chocolate = Ingredient(id: "chocolate", name: "Chocolate")
}

extension Smoothie {
    static let all: [Smoothie] = {
        let names: [(String, String, [Ingredient])] = [
            ("berry-blue", "Berry Blue", [.orange, .blueberry, .avocado]),
            ("carrot-chops", "Carrot Chops", [.orange, .mango]),
            ("crazy-colada", "Crazy Colada", [.coconut, .mango]),
            ("hulking-lemonade", "Hulking Lemonade", [.kiwi, .orange]),
            ("kiwi-cutie", "Kiwi Cutie", [.kiwi, .banana]),
            ("lemonberry", "Lemonberry", [.raspberry, .strawberry, .orange]),
            ("love-you-berry-much", "Love You Berry Much", [.strawberry, .blueberry, .raspberry]),
            ("mango-jambo", "Mango Jambo", [.mango, .banana]),
            ("one-in-a-melon", "One in a Melon", [.raspberry, .kiwi]),
            ("papas-papaya", "Papa's Papaya", [.orange, .mango, .coconut]),
            ("peanut-butter-cup", "Peanut Butter Cup", [.banana, .chocolate]),
            ("pina-y-coco", "Piña y Coco", [.coconut, .mango]),
            ("sailor-man", "Sailor Man", [.orange, .kiwi]),
            ("thats-a-smore", "That's a Smore!", [.banana, .chocolate, .coconut]),
            ("thats-berry-bananas", "That's Berry Bananas!", [.strawberry, .banana]),
            ("tropical-blue", "Tropical Blue", [.blueberry, .coconut, .mango]),
            ("green-machine", "Green Machine", [.kiwi, .avocado]),
            ("sunrise", "Sunrise", [.orange, .strawberry]),
            ("cocoa-nut", "Cocoa Nut", [.coconut, .chocolate]),
            ("berry-bliss", "Berry Bliss", [.raspberry, .blueberry]),
            ("mango-tango", "Mango Tango", [.mango, .orange]),
            ("avocado-dream", "Avocado Dream", [.avocado, .banana]),
        ]
        return names.enumerated().map { index, entry in
            Smoothie(id: entry.0, title: entry.1, description: "A smoothie of \(entry.2.count) fruits.", ingredients: entry.2,
                     kilocalories: 200 + 15 * index, hasFreeRecipe: index % 3 == 0)
        }
    }()

    init?(for id: Smoothie.ID) {
        guard let smoothie = Smoothie.all.first(where: { $0.id == id }) else { return nil }
        self = smoothie
    }
}

struct Order {
    private(set) var smoothie: Smoothie
    private(set) var points: Int
    var isReady: Bool
}

struct Account {
    var orderHistory = [Order]()
    var pointsSpent = 0
    var pointsEarned = 0
    var unstampedPoints = 0
    var unspentPoints: Int { pointsEarned - pointsSpent }
}

/// Stands in for the truck's kitchen: an order is ready three seconds after it is placed.
final class Kitchen {
    static let shared = Kitchen()
    func prepare(_ order: Order, ready: @escaping () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 3, execute: ready)
    }
}

final class Model: ObservableObject {
    @Published var order: Order?
    @Published var account: Account? = Account()
    @Published var favoriteSmoothieIDs = Set<Smoothie.ID>()
    @Published var selectedSmoothieID: Smoothie.ID?
    @Published var isApplePayEnabled = true

    func toggleFavorite(smoothieID: Smoothie.ID) {
        if favoriteSmoothieIDs.contains(smoothieID) {
            favoriteSmoothieIDs.remove(smoothieID)
        } else {
            favoriteSmoothieIDs.insert(smoothieID)
        }
    }

    func isFavorite(smoothie: Smoothie) -> Bool {
        favoriteSmoothieIDs.contains(smoothie.id)
    }

    func orderSmoothie(_ smoothie: Smoothie) {
        let placed = Order(smoothie: smoothie, points: 1, isReady: false)
        order = placed
        account?.orderHistory.append(placed)
        account?.pointsEarned += 1
        account?.unstampedPoints += 1
        Kitchen.shared.prepare(placed) { [weak self] in
            self?.order?.isReady = true
        }
    }
}

struct SmoothieRow: View {
    var smoothie: Smoothie

    var body: some View {
        HStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(.orange.opacity(0.3))
                .frame(width: 60, height: 60)
            VStack(alignment: .leading) {
                Text(smoothie.title)
                    .font(.headline)
                Text(smoothie.listedIngredients)
                    .lineLimit(2)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Text("\(smoothie.kilocalories) Calories")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.vertical, 5)
        .accessibilityElement(children: .combine)
    }
}

struct SmoothieFavoriteButton: View {
    @EnvironmentObject private var model: Model
    var smoothie: Smoothie?

    var isFavorite: Bool {
        guard let smoothie else { return false }
        return model.isFavorite(smoothie: smoothie)
    }

    var body: some View {
        Button(action: toggleFavorite) {
            Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
        }
        .foregroundStyle(isFavorite ? Color.accentColor : Color.primary)
        .accessibility(label: Text("\(isFavorite ? "Remove from" : "Add to") Favorites"))
    }

    func toggleFavorite() {
        guard let smoothie else { return }
        model.toggleFavorite(smoothieID: smoothie.id)
    }
}

struct OrderPlacementView: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            if let order = model.order {
                Text(order.isReady ? "Your smoothie is ready!" : "Thank you for your order!")
                    .font(.title)
                Text(order.smoothie.title)
                if !order.isReady {
                    ProgressView("Blending…")
                }
            }
            Spacer()
        }
    }
}

struct SmoothieView: View {
    var smoothie: Smoothie
    @EnvironmentObject private var model: Model
    @State private var presentingOrderPlacedSheet = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(smoothie.description)
                    .font(.body)
                Section {
                    ForEach(smoothie.ingredients) { ingredient in
                        Label(ingredient.name, systemImage: "leaf")
                    }
                } header: {
                    Text("Ingredients").font(.title3).bold()
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            Button {
                model.orderSmoothie(smoothie)
                presentingOrderPlacedSheet = true
            } label: {
                Text(model.isApplePayEnabled ? "Buy with Apple Pay" : "Place Order")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .navigationTitle(smoothie.title)
        .toolbar {
            SmoothieFavoriteButton(smoothie: smoothie)
        }
        .sheet(isPresented: $presentingOrderPlacedSheet) {
            OrderPlacementView()
        }
    }
}

struct SmoothieList: View {
    var smoothies: [Smoothie]
    @EnvironmentObject private var model: Model
    @State private var searchString = ""

    var listedSmoothies: [Smoothie] {
        smoothies.filter { $0.matches(searchString) }
    }

    var body: some View {
        ScrollViewReader { proxy in
            List {
                ForEach(listedSmoothies) { smoothie in
                    NavigationLink(tag: smoothie.id, selection: $model.selectedSmoothieID) {
                        SmoothieView(smoothie: smoothie)
                    } label: {
                        SmoothieRow(smoothie: smoothie)
                    }
                }
            }
            .onChange(of: model.selectedSmoothieID) { id in
                guard let id, listedSmoothies.contains(where: { $0.id == id }) else { return }
                withAnimation {
                    proxy.scrollTo(id)
                }
            }
        }
        .searchable(text: $searchString) {
            ForEach(Smoothie.all.filter { $0.matches(searchString) }.prefix(3)) { smoothie in
                Text(smoothie.title).searchCompletion(smoothie.title)
            }
        }
    }
}

struct SmoothieMenu: View {
    var body: some View {
        SmoothieList(smoothies: Smoothie.all)
            .navigationTitle("Menu")
    }
}

struct FavoriteSmoothies: View {
    @EnvironmentObject private var model: Model

    var favoriteSmoothies: [Smoothie] {
        model.favoriteSmoothieIDs.sorted().compactMap { Smoothie(for: $0) }
    }

    var body: some View {
        SmoothieList(smoothies: favoriteSmoothies)
            .overlay {
                if model.favoriteSmoothieIDs.isEmpty {
                    Text("Add some smoothies to your favorites!")
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            .navigationTitle("Favorites")
    }
}

struct RewardsView: View {
    @EnvironmentObject private var model: Model

    var body: some View {
        VStack {
            Text("\(model.account?.unstampedPoints ?? 0) of 10 stamps")
                .font(.title2)
            Text("\(model.account?.unspentPoints ?? 0) points to spend")
        }
        .navigationTitle("Rewards")
    }
}

struct AppTabNavigation: View {
    enum Tab {
        case menu
        case favorites
        case rewards
    }

    @State private var selection: Tab = .menu

    var body: some View {
        TabView(selection: $selection) {
            NavigationView {
                SmoothieMenu()
            }
            .tabItem {
                Label("Menu", systemImage: "list.bullet")
            }
            .tag(Tab.menu)

            NavigationView {
                FavoriteSmoothies()
            }
            .tabItem {
                Label("Favorites", systemImage: "heart.fill")
            }
            .tag(Tab.favorites)

            NavigationView {
                RewardsView()
            }
            .tabItem {
                Label("Rewards", systemImage: "seal.fill")
            }
            .tag(Tab.rewards)
        }
    }
}

// Workload: search the menu, clear the search, follow a link to a smoothie
// below the screen (the list scrolls to it and pushes it), favourite it, order it,
// wait for the kitchen, close the sheet, go back, look at the favourites.
let model = Model()
Redraw.root { AppTabNavigation().environmentObject(model) }
Redraw.type("Search", "man")
Redraw.step("clear the search") { Redraw.type("Search", "") }
Redraw.step("open a link to Avocado Dream") { model.selectedSmoothieID = "avocado-dream" }
Redraw.tap("Favorite")
Redraw.tap("Buy with Apple Pay")
Redraw.wait(seconds: 3)
Redraw.dismiss()
Redraw.dismiss()
Redraw.tap("Favorites")
