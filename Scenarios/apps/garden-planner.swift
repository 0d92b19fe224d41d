// Modelled on Apple's Garden app, the sample of WWDC21 "SwiftUI on the Mac:
// Build the fundamentals" and "… the finishing touches" (as mirrored in
// github.com/artemnovichkov/wwdc21-samplecode, BuildingAGreatMacAppWithSwiftUI/
// Session2/Part2-End): GardenApp.swift (a `Store` ObservableObject owned by the
// app as @StateObject and handed down with `.environmentObject`),
// Navigation/ContentView.swift (the selected garden in @SceneStorage, the
// detail given `$store[selection]`), Navigation/Sidebar.swift (`List(selection:)`
// of gardens with `.badge(numberOfPlantsNeedingWater)`),
// Navigation/GardenDetail.swift (a sortable `Table` whose Favorite column is a
// Toggle on `$garden[plant.id].favorite`, `.searchable`, a table/gallery
// display-mode picker in @SceneStorage, Add Plant), Views/PlantGallery.swift
// (a `LazyVGrid` of items sized by a Slider) and Model/Garden.swift,
// Model/Plant.swift (value types; `water(_:)`, `remove(_:)`, a plant subscript).
// Its structure, written afresh.
//
// Written for push (ObservableObject). What the workload shows: the sidebar,
// the split view's owner and the table read `store.gardens`, so under both
// engines a garden edit re-runs them, and the rows and Toggles whose values
// are unchanged are skipped (a derived binding compares by place and value).
// The differences are the two objects held but not read: under push every
// keystroke in the search field re-runs GardenDetail and its Table (it holds
// the search model as @StateObject), under pull only the field's control runs
// until the debounced query lands; and the inspector, which holds the store
// only to call it, re-runs under push for every store write (watering
// another plant, "Water All"), under pull only when its own plant changes.
//
// Added or changed: a third column (a plant inspector with a draft name field,
// @FocusState, .onSubmit, LabeledContent and a Grid), the search pipeline
// (the sample filters on `searchText` directly; here the field feeds a
// PassthroughSubject through `debounce` and `removeDuplicates`), a context menu
// per row, a confirmation dialog before removing a plant, and a toolbar Menu
// of watering actions (the sample's are menu-bar Commands with
// @FocusedBinding). @SceneStorage and ControlGroup are not in Redraw's
// SwiftUI: the scene's selection and display mode are @State (per-scene state
// with the same invalidation; restoration is not modelled) and the watering
// actions are a Menu. Redraw does not drive `List(selection:)` or
// `Table(selection:)`, so the workload clicks a row by writing the selection
// state. Plants, dates and the workload are made up.

import SwiftUI
import Combine

struct Plant: Identifiable, Hashable {
    let id: Int
    var variety: String
    var daysToMaturity: Int
    var datePlanted: Date
    var lastWateredOn: Date
    var wateringFrequency: Int
    var favorite = false

    var harvestDate: Date { datePlanted.addingTimeInterval(Double(daysToMaturity) * 86_400) }
    var needsWater: Bool { Date().timeIntervalSince(lastWateredOn) > Double(wateringFrequency) * 86_400 }
}

struct Garden: Identifiable, Hashable {
    let id: String
    var year: Int
    var name: String
    var plants: [Plant]

    var numberOfPlantsNeedingWater: Int { plants.filter(\.needsWater).count }

    subscript(plantID: Plant.ID) -> Plant {
        get { plants.first { $0.id == plantID }! }
        set {
            if let index = plants.firstIndex(where: { $0.id == plantID }) {
                plants[index] = newValue
            }
        }
    }

    mutating func water(_ ids: Set<Plant.ID>) {
        for index in plants.indices where ids.contains(plants[index].id) {
            plants[index].lastWateredOn = Date()
        }
    }

    mutating func remove(_ ids: Set<Plant.ID>) {
        plants.removeAll { ids.contains($0.id) }
    }
}

final class Store: ObservableObject {
    @Published var gardens: [Garden]
    let currentYear = 2025

    init() {
        let varieties = ["Sungold", "Brandywine", "Genovese Basil", "Lacinato Kale", "Sugar Snap", "Rainbow Chard",
                         "Cherokee Purple", "Thai Basil", "Butternut", "Red Romaine", "Scarlet Runner", "Tomatillo"]
        func plants(_ range: Range<Int>) -> [Plant] {
            range.map { n in
                Plant(id: n, variety: varieties[n % varieties.count], daysToMaturity: 50 + n % 4 * 15,
                      datePlanted: Date(timeIntervalSinceNow: -Double(30 + n) * 86_400),
                      lastWateredOn: Date(timeIntervalSinceNow: -Double(n % 5) * 86_400), wateringFrequency: 2 + n % 3)
            }
        }
        gardens = [Garden(id: "backyard", year: 2025, name: "Backyard", plants: plants(0..<22)),
                   Garden(id: "balcony", year: 2025, name: "Balcony", plants: plants(100..<106)),
                   Garden(id: "allotment", year: 2024, name: "Allotment", plants: plants(200..<208))]
    }

    func gardens(in year: Int) -> [Garden] { gardens.filter { $0.year == year } }
    var previousGardens: [Garden] { gardens.filter { $0.year < currentYear } }

    subscript(gardenID: Garden.ID) -> Garden {
        get { gardens.first { $0.id == gardenID }! }
        set {
            if let index = gardens.firstIndex(where: { $0.id == gardenID }) {
                gardens[index] = newValue
            }
        }
    }

    func rename(_ plantID: Plant.ID, in gardenID: Garden.ID, to variety: String) {
        self[gardenID][plantID].variety = variety
    }

    func water(_ plantID: Plant.ID, in gardenID: Garden.ID) {
        self[gardenID].water([plantID])
    }
}

/// The search field's text, debounced into the query the table filters by.
final class PlantSearch: ObservableObject {
    @Published var text = "" {
        didSet { input.send(text) }
    }
    @Published private(set) var query = ""
    private let input = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        input
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.query = query }
            .store(in: &cancellables)
    }
}

struct SidebarLabel: View {
    let garden: Garden
    var body: some View {
        Label(garden.name, systemImage: "leaf")
    }
}

struct Sidebar: View {
    @EnvironmentObject private var store: Store
    @Binding var selection: Garden.ID?

    var body: some View {
        List(selection: $selection) {
            Section("Current") {
                ForEach(store.gardens(in: store.currentYear)) { garden in
                    SidebarLabel(garden: garden)
                        .badge(garden.numberOfPlantsNeedingWater)
                }
            }
            Section("History") {
                ForEach(store.previousGardens) { garden in
                    SidebarLabel(garden: garden)
                }
            }
        }
        .navigationTitle("Gardens")
    }
}

struct VarietyCell: View {
    let plant: Plant
    var body: some View {
        HStack {
            Image(systemName: plant.needsWater ? "drop.triangle" : "leaf")
            Text(plant.variety)
        }
    }
}

struct GalleryItem: View {
    let plant: Plant
    let size: CGFloat
    @Binding var selection: Set<Plant.ID>

    var body: some View {
        VStack {
            Image(systemName: "leaf.fill")
                .frame(width: size, height: size)
                .background(selection.contains(plant.id) ? Color.accentColor : Color.clear)
            Text(plant.variety)
                .font(.callout)
        }
        .onTapGesture { selection = [plant.id] }
    }
}

struct PlantGallery: View {
    let plants: [Plant]
    @Binding var selection: Set<Plant.ID>
    @State private var itemSize: CGFloat = 120

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: itemSize), spacing: 40)], spacing: 40) {
                ForEach(plants) { plant in
                    GalleryItem(plant: plant, size: itemSize, selection: $selection)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Slider(value: $itemSize, in: 80...240, step: 20) {
                Text("Thumbnail Size")
            }
        }
    }
}

struct GardenDetail: View {
    enum ViewMode: String, CaseIterable, Identifiable {
        case table = "Table", gallery = "Gallery"
        var id: Self { self }
    }

    @Binding var garden: Garden
    @Binding var selection: Set<Plant.ID>
    @StateObject private var search = PlantSearch()
    @State private var mode: ViewMode = .table
    @State private var sortOrder = [KeyPathComparator(\Plant.variety)]
    @State private var pendingRemoval: Set<Plant.ID> = []
    @State private var confirmingRemoval = false

    private var plants: [Plant] {
        garden.plants
            .filter { search.query.isEmpty || $0.variety.localizedCaseInsensitiveContains(search.query) }
            .sorted(using: sortOrder)
    }

    private var table: some View {
        Table(plants, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Variety", value: \.variety) { plant in
                VarietyCell(plant: plant)
                    .contextMenu {
                        Button("Water Plant", systemImage: "drop") { garden.water([plant.id]) }
                        Button("Remove…", systemImage: "trash", role: .destructive) {
                            pendingRemoval = [plant.id]
                            confirmingRemoval = true
                        }
                    }
            }
            TableColumn("Days to Maturity", value: \.daysToMaturity) { plant in
                Text(plant.daysToMaturity.formatted())
            }
            TableColumn("Harvest Date", value: \.harvestDate) { plant in
                Text(plant.harvestDate.formatted(date: .abbreviated, time: .omitted))
            }
            TableColumn("Favorite") { plant in
                Toggle("Favorite", isOn: $garden[plant.id].favorite)
                    .labelsHidden()
            }
            .width(50)
        }
    }

    var body: some View {
        Group {
            switch mode {
            case .table:
                table
            case .gallery:
                PlantGallery(plants: plants, selection: $selection)
            }
        }
        .searchable(text: $search.text, prompt: "Search Plants")
        .toolbar {
            Picker("Display Mode", selection: $mode) {
                ForEach(ViewMode.allCases) { mode in
                    Text(mode.rawValue).tag(mode)
                }
            }
            .pickerStyle(.segmented)
            Menu("Water", systemImage: "drop") {
                Button("Water Selected") { garden.water(selection) }
                    .disabled(selection.isEmpty)
                Button("Water All") { garden.water(Set(garden.plants.map(\.id))) }
            }
        }
        .confirmationDialog("Remove \(pendingRemoval.count) plant from \(garden.name)?", isPresented: $confirmingRemoval) {
            Button("Delete Plant", role: .destructive) {
                garden.remove(pendingRemoval)
                selection.subtract(pendingRemoval)
            }
        }
        .navigationTitle(garden.name)
    }
}

struct PlantInspector: View {
    enum Field: Hashable { case variety }

    @EnvironmentObject private var store: Store
    let plant: Plant
    let gardenID: Garden.ID
    @State private var draftVariety = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        Form {
            Section("Plant") {
                TextField("Variety", text: $draftVariety)
                    .focused($focusedField, equals: .variety)
                    .onSubmit {
                        store.rename(plant.id, in: gardenID, to: draftVariety)
                        focusedField = nil
                    }
                LabeledContent("Planted", value: plant.datePlanted.formatted(date: .abbreviated, time: .omitted))
                LabeledContent("Harvest", value: plant.harvestDate.formatted(date: .abbreviated, time: .omitted))
            }
            Section("Watering") {
                Grid(alignment: .leading) {
                    GridRow {
                        Text("Every")
                        Text("\(plant.wateringFrequency) days")
                    }
                    GridRow {
                        Text("Status")
                        Text(plant.needsWater ? "Thirsty" : "Watered")
                    }
                }
                Button("Water Now", systemImage: "drop.fill") { store.water(plant.id, in: gardenID) }
            }
        }
        .onChange(of: plant.id, initial: true) { draftVariety = plant.variety }
    }
}

struct ContentView: View {
    @EnvironmentObject private var store: Store
    @State private var selectedGardenID: Garden.ID? = "backyard"
    @State private var selectedPlantIDs: Set<Plant.ID> = []

    private var selectedPlant: Plant? {
        guard let gardenID = selectedGardenID, selectedPlantIDs.count == 1, let id = selectedPlantIDs.first else { return nil }
        return store[gardenID].plants.first { $0.id == id }
    }

    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selectedGardenID)
        } content: {
            if let gardenID = selectedGardenID {
                GardenDetail(garden: $store[gardenID], selection: $selectedPlantIDs)
            } else {
                ContentUnavailableView("Select a Garden", systemImage: "leaf")
            }
        } detail: {
            if let plant = selectedPlant, let gardenID = selectedGardenID {
                PlantInspector(plant: plant, gardenID: gardenID)
            } else {
                ContentUnavailableView("No Plant Selected", systemImage: "leaf.circle")
            }
        }
    }
}

struct GardenApp: App {
    @StateObject private var store = Store()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

// Workload: click "Sungold" (plant 12) in the table, rename it in the
// inspector, water another plant from its context menu, search "basil"
// (typed, then debounced), add a trailing space (removed by the pipeline),
// remove a plant after confirming, switch to the gallery and resize it, water
// the whole garden, then click the Balcony garden in the sidebar.
Redraw.root(GardenApp.self)
Redraw.step("click a plant") { Redraw.setState(ContentView.self, \.selectedPlantIDs, [12]) }
Redraw.type("Variety", " F1")
Redraw.submit("Variety")
Redraw.tap("Water Plant", index: 3)
Redraw.type("Search Plants", "basil")
Redraw.wait(seconds: 0.3)
Redraw.step("add a trailing space") { Redraw.type("Search Plants", "basil ") }
Redraw.wait(seconds: 0.3)
Redraw.tap("Remove…", index: 1)
Redraw.tap("Delete Plant")
Redraw.select("Display Mode", "Gallery")
Redraw.adjust("Thumbnail Size", by: 1)
Redraw.tap("Water All")
Redraw.step("click the balcony garden") { Redraw.setState(ContentView.self, \.selectedGardenID, "balcony") }
