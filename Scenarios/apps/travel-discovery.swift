// Modelled on "Travel Discovery", Let's Build That App's SwiftUI course app, as
// its readers' copies on GitHub have it: e.g. github.com/AlejandroRoblesA/
// TravelDiscovery (Discover/DiscoverCategories/View/DiscoverCategoriesView.swift,
// CategoryDetail/View/CategoryDetailView.swift, CategoryDetail/ViewModel/
// CategoryDetailViewModel.swift, PopularDestinations/View/PopularDestinations
// DetailsView.swift and ViewModel/DestinationDetailsViewModel.swift). Its
// structure, written afresh: a category screen whose view model (`isLoading`,
// `places`, `errorMessage`) loads the places after a delay, shown as image
// tiles; a destination screen whose own view model loads its details, with a
// map and a "Show attractions" toggle.
//
// Written for push (ObservableObject). What it shows: favourites are one `Set`
// of ids, so under both engines every tile and heart button on screen re-runs
// when one place is favourited (each read `ids`); under push the grid screen,
// the grid and every link re-run too, as the screen holds the store for its
// "Favorites only" filter, whose read pull skips while the filter is off (and
// makes once it is on). Loading re-writes `isLoading = true`, a refresh equal
// `places`: push re-runs the screen, grid and links, pull's macro compares the
// values and notifies nobody.
//
// Added/changed: the workload; places from a catalogue in the file after a
// virtual delay (the course fetches travel.letsbuildthatapp.com); one screen
// with a segmented category Picker and `.task(id:)` in place of a pushed screen
// per category; an adaptive LazyVGrid of tiles with AsyncImage phases (the course:
// Kingfisher); favourites (context menu, detail button), search, sort Picker,
// "Favorites only", `.refreshable` (inert in Redraw: a step calls the refresh),
// `NavigationLink(value:)`. The map: `Map(initialPosition:)` with one Marker,
// the attractions listed below (the course: `annotationItems:` with
// `MapAnnotation`, which Redraw does not model); "Copy link" stands in for
// ShareLink (not in Redraw). The workload scrolls back to the top before the
// "Favorites only" filter.

import SwiftUI
import MapKit

enum Category: String, CaseIterable, Identifiable {
    case art = "Art", food = "Food", history = "History"
    var id: Self { self }
}

struct Place: Identifiable, Hashable {
    let id: Int
    let name, city: String
    let category: Category
    let rating: Int
    let latitude, longitude: Double

    var thumbnail: URL? { URL(string: "https://travel.example.com/thumbnails/\(id).jpg") }
    var shareURL: URL? { URL(string: "https://travel.example.com/places/\(id)") }
    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}

extension Place {
    static let cities: [(name: String, latitude: Double, longitude: Double)] = [
        ("Amsterdam", 52.37, 4.90), ("Bangkok", 13.76, 100.50), ("Barcelona", 41.39, 2.17), ("Berlin", 52.52, 13.40),
        ("Buenos Aires", -34.60, -58.38), ("Cairo", 30.04, 31.24), ("Cape Town", -33.92, 18.42), ("Dubai", 25.20, 55.27),
        ("Havana", 23.11, -82.37), ("Istanbul", 41.01, 28.98), ("Kyoto", 35.01, 135.77), ("Lisbon", 38.72, -9.14),
        ("London", 51.51, -0.13), ("Marrakesh", 31.63, -7.99), ("Mexico City", 19.43, -99.13), ("New York", 40.71, -74.01),
        ("Paris", 48.86, 2.35), ("Prague", 50.08, 14.44), ("Reykjavik", 64.15, -21.94), ("Rome", 41.90, 12.50),
        ("Seoul", 37.57, 126.98), ("Sydney", -33.87, 151.21), ("Tokyo", 35.68, 139.69), ("Vienna", 48.21, 16.37),
    ]
    static let venues: [Category: String] = [.art: "Gallery", .food: "Food Market", .history: "Old Town"]

    static let catalogue: [Place] = Category.allCases.enumerated().flatMap { categoryIndex, category in
        cities.enumerated().map { index, city in
            Place(id: 100 * categoryIndex + index, name: "\(city.name) \(venues[category]!)", city: city.name, category: category,
                  rating: 1 + (7 * index + categoryIndex) % 5, latitude: city.latitude, longitude: city.longitude)
        }
    }
}

@MainActor
final class CategoryDetailsViewModel: ObservableObject {
    @Published var isLoading = true
    @Published var places: [Place] = []
    @Published var errorMessage = ""
    private var category = Category.art

    /// Stands in for the course's request: the category's places, after 0.8 s.
    private func fetch() async throws -> [Place] {
        try await Task.sleep(for: .milliseconds(800))
        return Place.catalogue.filter { $0.category == category }
    }

    func load(_ category: Category) async {
        self.category = category
        isLoading = true
        errorMessage = ""
        do {
            places = try await fetch()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }

    func refresh() async {
        guard let fresh = try? await fetch() else { return }
        places = fresh
    }
}

@MainActor
final class DestinationDetailsViewModel: ObservableObject {
    @Published var description = ""
    @Published var attractions: [String] = []

    func load(_ place: Place) async {
        try? await Task.sleep(for: .milliseconds(500))
        description = "\(place.name) is one of the sights of \(place.city)."
        attractions = ["Museum", "Harbour", "Tower"].map { "\(place.city) \($0)" }
    }
}

final class FavoritesStore: ObservableObject {
    @Published private(set) var ids: Set<Place.ID> = []

    func contains(_ place: Place) -> Bool { ids.contains(place.id) }

    func toggle(_ place: Place) {
        if ids.remove(place.id) == nil {
            ids.insert(place.id)
        }
    }
}

struct FavoriteButton: View {
    let place: Place
    @EnvironmentObject private var favorites: FavoritesStore

    var body: some View {
        let isFavorite = favorites.contains(place)
        Button {
            favorites.toggle(place)
        } label: {
            Label(isFavorite ? "Remove from Favorites" : "Add to Favorites", systemImage: isFavorite ? "heart.fill" : "heart")
        }
    }
}

struct PlaceTile: View {
    let place: Place
    @EnvironmentObject private var favorites: FavoritesStore

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AsyncImage(url: place.thumbnail) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFill()
                } else if phase.error != nil {
                    Image(systemName: "photo")
                } else {
                    ProgressView()
                }
            }
            .frame(height: 120)
            .clipped()
            HStack {
                Text(place.name).font(.system(size: 12, weight: .semibold))
                Spacer()
                Image(systemName: favorites.contains(place) ? "heart.fill" : "heart")
            }
            .padding(8)
        }
        .cornerRadius(8)
    }
}

struct PlaceDetailsView: View {
    let place: Place
    @StateObject private var vm = DestinationDetailsViewModel()
    @State private var isShowingAttractions = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(place.city).font(.headline)
                Text(String(repeating: "★", count: place.rating)).foregroundStyle(.orange)
                Text(vm.description)
                FavoriteButton(place: place)
                Button("Copy link", systemImage: "link") {
                    UIPasteboard.general.url = place.shareURL
                }
                Toggle("Show attractions", isOn: $isShowingAttractions)
            }
            .padding(.horizontal)
            Map(initialPosition: .region(MKCoordinateRegion(center: place.coordinate, latitudinalMeters: 8000, longitudinalMeters: 8000))) {
                Marker(place.name, coordinate: place.coordinate)
            }
            .frame(height: 300)
            if isShowingAttractions {
                ForEach(vm.attractions, id: \.self) { attraction in
                    Label(attraction, systemImage: "mappin.circle.fill")
                }
            }
        }
        .navigationTitle(place.name)
        .task {
            await vm.load(place)
        }
    }
}

struct CategoryGridScreen: View {
    @StateObject private var vm = CategoryDetailsViewModel()
    @EnvironmentObject private var favorites: FavoritesStore
    @State private var category = Category.art
    @State private var searchText = ""
    @State private var sortByRating = false
    @State private var showFavoritesOnly = false

    private var shownPlaces: [Place] {
        let matching = vm.places.filter { place in
            (searchText.isEmpty || place.name.localizedCaseInsensitiveContains(searchText))
                && (!showFavoritesOnly || favorites.contains(place))
        }
        guard sortByRating else { return matching.sorted { $0.name < $1.name } }
        return matching.sorted { ($0.rating, $1.name) > ($1.rating, $0.name) }
    }

    var body: some View {
        ScrollView {
            Picker("Category", selection: $category) {
                ForEach(Category.allCases) { category in
                    Text(category.rawValue).tag(category)
                }
            }
            .pickerStyle(.segmented)
            if vm.isLoading {
                ProgressView("Loading \(category.rawValue)…")
            } else {
                Text(vm.errorMessage)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                    ForEach(shownPlaces) { place in
                        NavigationLink(value: place) {
                            PlaceTile(place: place)
                        }
                        .contextMenu {
                            FavoriteButton(place: place)
                        }
                    }
                }
            }
        }
        .navigationTitle(category.rawValue)
        .navigationDestination(for: Place.self) { place in
            PlaceDetailsView(place: place)
        }
        .searchable(text: $searchText, prompt: "Where do you want to go?")
        .toolbar {
            Menu("Sort", systemImage: "arrow.up.arrow.down") {
                Picker("Sort by", selection: $sortByRating) {
                    Text("Name").tag(false)
                    Text("Rating").tag(true)
                }
                Toggle("Favorites only", isOn: $showFavoritesOnly)
            }
        }
        .refreshable {
            await vm.refresh()
        }
        .task(id: category) {
            await vm.load(category)
        }
    }
}

// Workload: art places arrive; search; favourite from the grid; scroll; open
// Tokyo's gallery, hide its attractions, favourite it, copy its link, go back
// (the grid shows again, so its `.task(id:)` starts again and reloads) and up;
// sort by rating; favourites only, unfavourite one, all again; food; pull to
// refresh.
let favorites = FavoritesStore()
Redraw.root { NavigationStack { CategoryGridScreen() }.environmentObject(favorites) }
Redraw.wait(seconds: 1)
Redraw.type("Where do you want to go?", "Lis")
Redraw.step("clear the search") { Redraw.type("Where do you want to go?", "") }
Redraw.step("favourite a tile from its context menu") { Redraw.tap("Add to Favorites", index: 0) }
Redraw.scroll(to: 12)
Redraw.tap("Tokyo Gallery")
Redraw.wait(seconds: 0.5)
Redraw.toggle("Show attractions")
Redraw.tap("Add to Favorites", in: PlaceDetailsView.self)
Redraw.tap("Copy link")
Redraw.dismiss()
Redraw.wait(seconds: 1)
Redraw.scroll(to: 0)
Redraw.select("Sort by", "Rating")
Redraw.toggle("Favorites only")
Redraw.step("unfavourite Amsterdam while filtered") { Redraw.tap("Remove from Favorites", index: 1) }
Redraw.toggle("Favorites only")
Redraw.select("Category", "Food")
Redraw.wait(seconds: 1)
Redraw.step("pull to refresh") {
    let vm: CategoryDetailsViewModel = Redraw.state(of: CategoryGridScreen.self, "vm")
    Task { await vm.refresh() }
}
Redraw.wait(seconds: 1)
