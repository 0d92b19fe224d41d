// Modelled on Apple's Landmarks sample ("SwiftUI Essentials" tutorials, the
// @Observable edition; e.g. github.com/chavalk/landmarks,
// Landmarks/Views/LandmarkList.swift, and the tutorial's ModelData,
// ContentView, CategoryHome, LandmarkDetail, FavoriteButton and MapView).
// Its structure, written afresh: one `ModelData` in the environment, a tab
// view (featured categories, the list), a list filtered by a toggle and a
// category picker inside a toolbar menu, rows that push a detail screen with a
// map, a circle image and a favourite button bound into the model's array.
//
// Written for pull (@Observable; under push: ObservableObject and
// @EnvironmentObject). What it shows: the favourite button writes
// `modelData.landmarks[i].isFavorite` — one write of the whole array — so
// every view that read `landmarks` re-runs under pull too; under push every
// holder of the environment object does, read or not.
//
// Added: the workload; the landmarks are decoded from a JSON string in the
// file (the app reads landmarkData.json from its bundle), and the app's
// `@main` struct is replaced by the root view it shows.

import SwiftUI
import MapKit
import CoreLocation

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var isFeatured: Bool

    var category: Category
    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    private var imageName: String
    var image: Image { Image(imageName) }

    private var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }
}

private let landmarkJSON = """
[
 {"id": 1001, "name": "Turtle Rock", "park": "Joshua Tree National Park", "state": "California", "description": "A rock.", "isFavorite": true, "isFeatured": true, "category": "Rivers", "imageName": "turtlerock", "coordinates": {"latitude": 34.011286, "longitude": -116.166868}},
 {"id": 1002, "name": "Silver Salmon Creek", "park": "Lake Clark National Park and Preserve", "state": "Alaska", "description": "A creek.", "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "silversalmoncreek", "coordinates": {"latitude": 59.980167, "longitude": -152.665167}},
 {"id": 1003, "name": "Chilkoot Trail", "park": "Klondike Gold Rush National Historical Park", "state": "Alaska", "description": "A trail.", "isFavorite": true, "isFeatured": false, "category": "Mountains", "imageName": "chilkoottrail", "coordinates": {"latitude": 59.560551, "longitude": -135.334571}},
 {"id": 1004, "name": "St. Mary Lake", "park": "Glacier National Park", "state": "Montana", "description": "A lake.", "isFavorite": false, "isFeatured": true, "category": "Lakes", "imageName": "stmarylake", "coordinates": {"latitude": 48.69423, "longitude": -113.536248}},
 {"id": 1005, "name": "Twin Lake", "park": "Lake Clark National Park and Preserve", "state": "Alaska", "description": "Two lakes.", "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "twinlake", "coordinates": {"latitude": 60.641926, "longitude": -153.814942}},
 {"id": 1006, "name": "Lake McDonald", "park": "Glacier National Park", "state": "Montana", "description": "A lake.", "isFavorite": false, "isFeatured": false, "category": "Mountains", "imageName": "lakemcdonald", "coordinates": {"latitude": 48.56433, "longitude": -113.970835}},
 {"id": 1007, "name": "Charley Rivers", "park": "Yukon-Charley Rivers National Preserve", "state": "Alaska", "description": "A river.", "isFavorite": true, "isFeatured": false, "category": "Rivers", "imageName": "charleyrivers", "coordinates": {"latitude": 65.350431, "longitude": -144.379211}},
 {"id": 1008, "name": "Icy Bay", "park": "Wrangell-St. Elias National Park and Preserve", "state": "Alaska", "description": "A bay.", "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "icybay", "coordinates": {"latitude": 60.016164, "longitude": -141.35231}},
 {"id": 1009, "name": "Rainbow Lake", "park": "Wrangell-St. Elias National Park and Preserve", "state": "Alaska", "description": "A lake.", "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "rainbowlake", "coordinates": {"latitude": 61.466015, "longitude": -143.092781}},
 {"id": 1010, "name": "Hidden Lake", "park": "Glacier National Park", "state": "Montana", "description": "A lake.", "isFavorite": false, "isFeatured": false, "category": "Mountains", "imageName": "hiddenlake", "coordinates": {"latitude": 48.689563, "longitude": -113.722432}},
 {"id": 1011, "name": "Chincoteague", "park": "Chincoteague National Wildlife Refuge", "state": "Virginia", "description": "An island.", "isFavorite": false, "isFeatured": false, "category": "Rivers", "imageName": "chincoteague", "coordinates": {"latitude": 37.926868, "longitude": -75.33977}},
 {"id": 1012, "name": "Lake Umbagog", "park": "Umbagog National Wildlife Refuge", "state": "New Hampshire", "description": "A lake.", "isFavorite": false, "isFeatured": false, "category": "Lakes", "imageName": "umbagog", "coordinates": {"latitude": 44.747408, "longitude": -71.056816}}
]
"""

func load<T: Decodable>(_ json: String) -> T {
    do {
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    } catch {
        fatalError("Couldn't parse the landmarks as \(T.self):\n\(error)")
    }
}

@Observable
class ModelData {
    var landmarks: [Landmark] = load(landmarkJSON)

    var features: [Landmark] { landmarks.filter { $0.isFeatured } }

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category.rawValue })
    }
}

struct CircleImage: View {
    var image: Image
    var body: some View {
        image
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

struct MapView: View {
    var coordinate: CLLocationCoordinate2D

    var body: some View {
        Map(initialPosition: .region(region))
    }

    private var region: MKCoordinateRegion {
        MKCoordinateRegion(center: coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            landmark.image
                .resizable()
                .frame(width: 50, height: 50)
                .cornerRadius(5)
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .bold()
                Text(landmark.park)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
        .padding(.vertical, 4)
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            MapView(coordinate: landmark.locationCoordinate)
                .frame(height: 300)

            CircleImage(image: landmark.image)
                .offset(y: -130)
                .padding(.bottom, -130)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false
    @State private var filter = FilterCategory.all

    enum FilterCategory: String, CaseIterable, Identifiable {
        case all = "All"
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        var id: FilterCategory { self }
    }

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
                && (filter == .all || filter.rawValue == landmark.category.rawValue)
        }
    }

    var title: String {
        let title = filter == .all ? "Landmarks" : filter.rawValue
        return showFavoritesOnly ? "Favorite \(title)" : title
    }

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                    .tag(landmark)
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle(title)
            .frame(minWidth: 300)
            .toolbar {
                ToolbarItem {
                    Menu {
                        Picker("Category", selection: $filter) {
                            ForEach(FilterCategory.allCases) { category in
                                Text(category.rawValue).tag(category)
                            }
                        }
                        .pickerStyle(.inline)

                        Toggle(isOn: $showFavoritesOnly) {
                            Label("Favorites only", systemImage: "star.fill")
                        }
                    } label: {
                        Label("Filter", systemImage: "slider.horizontal.3")
                    }
                }
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct CategoryItem: View {
    var landmark: Landmark
    var body: some View {
        VStack(alignment: .leading) {
            landmark.image
                .renderingMode(.original)
                .resizable()
                .frame(width: 155, height: 155)
                .cornerRadius(5)
            Text(landmark.name)
                .foregroundStyle(.primary)
                .font(.caption)
        }
        .padding(.leading, 15)
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        NavigationLink {
                            LandmarkDetail(landmark: landmark)
                        } label: {
                            CategoryItem(landmark: landmark)
                        }
                    }
                }
            }
            .frame(height: 185)
        }
    }
}

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        NavigationSplitView {
            List {
                modelData.features[0].image
                    .resizable()
                    .scaledToFill()
                    .frame(height: 200)
                    .clipped()
                    .listRowInsets(EdgeInsets())
                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct ContentView: View {
    @State private var selection: Tab = .featured

    enum Tab {
        case featured
        case list
    }

    var body: some View {
        TabView(selection: $selection) {
            CategoryHome()
                .tabItem {
                    Label("Featured", systemImage: "star")
                }
                .tag(Tab.featured)

            LandmarkList()
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
                .tag(Tab.list)
        }
    }
}

// Workload: the app opens on Featured; the user switches to the list, filters
// it to favourites, then to lakes, opens Turtle Rock from the full list and
// unmarks it as a favourite, and goes back.
let modelData = ModelData()
Redraw.root { ContentView().environment(modelData) }
Redraw.tap("List")
Redraw.toggle("Favorites only")
Redraw.toggle("Favorites only")
Redraw.select("Category", "Lakes")
Redraw.select("Category", "All")
Redraw.tap("Turtle Rock", in: LandmarkList.self)
Redraw.tap("star.fill", in: FavoriteButton.self)   // .iconOnly: the star is all it shows
Redraw.dismiss()
