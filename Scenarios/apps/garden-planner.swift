// Modelled on Apple's Garden app, the sample of WWDC21 "SwiftUI on the Mac:
// Build the fundamentals" / "… the finishing touches" (mirrored in
// github.com/artemnovichkov/wwdc21-samplecode, BuildingAGreatMacAppWithSwiftUI/
// Session2/Part2-End): GardenApp.swift (a `Store` ObservableObject owned as
// @StateObject, handed down with `.environmentObject`), Navigation/
// ContentView.swift (the selected garden in @SceneStorage, the detail given
// `$store[selection]`), Navigation/Sidebar.swift (`List(selection:)` of
// gardens with `.badge(numberOfPlantsNeedingWater)`), Navigation/
// GardenDetail.swift (a sortable `Table` whose Favorite column is a Toggle on
// `$garden[plant.id].favorite`, `.searchable`), Model/Garden.swift and
// Model/Plant.swift (value types, `water(_:)`, `remove(_:)`, subscripts).
// Its structure, written afresh.
//
// Written for push (ObservableObject). What the workload shows: each key typed
// in the search field re-runs GardenDetail and its Table under push (it holds
// the search model as @StateObject), under pull only the field's control,
// until the debounced query lands (both engines then re-run GardenDetail once).
// The inspector holds the store only to call it, so watering another plant
// re-runs it under push and skips it under pull. A garden edit costs pull more:
// each Favorite Toggle reads `Store.gardens` through its binding, so under pull
// every Toggle on screen re-runs, while under push the re-run Table finds each
// binding's place and value unchanged and skips it. Under pull, `@State var
// search = PlantSearch()` also builds (and discards) a search pipeline each
// time ContentView re-runs.
//
// Added or changed: a third column (an inspector with a draft name field,
// @FocusState, .onSubmit, LabeledContent, a Grid); the search pipeline (the
// sample filters on the field's text; here a PassthroughSubject through
// `debounce` and `removeDuplicates`); a context menu per row; a confirmation
// dialog before removing; a toolbar ControlGroup of watering actions (the
// sample's are menu-bar Commands with @FocusedBinding, which Redraw does not
// model). The sample's gallery mode (PlantGallery.swift) is left out. A tap
// selects a table row by its words only when the row holds no tap target of
// its own, and these rows hold a context menu's buttons, so the workload clicks
// a row by writing the selection state — which `Redraw.setState` reaches in a
// @State, not in the sample's @SceneStorage (the same invalidation, and a
// fresh scene restores nothing anyway). Plants and dates are made up.

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

    init() {
        let varieties = ["Sungold", "Brandywine", "Genovese Basil", "Lacinato Kale", "Sugar Snap", "Rainbow Chard",
                         "Cherokee Purple", "Thai Basil", "Butternut", "Red Romaine", "Scarlet Runner", "Tomatillo"]
        func plants(_ ids: Range<Int>) -> [Plant] {
            ids.map { n in
                Plant(id: n, variety: varieties[n % varieties.count], daysToMaturity: 50 + n % 4 * 15,
                      datePlanted: Date(timeIntervalSinceNow: -Double(30 + n) * 86_400),
                      lastWateredOn: Date(timeIntervalSinceNow: -Double(n % 5) * 86_400), wateringFrequency: 2 + n % 3)
            }
        }
        gardens = [Garden(id: "backyard", name: "Backyard", plants: plants(0..<22)),
                   Garden(id: "balcony", name: "Balcony", plants: plants(100..<106)),
                   Garden(id: "allotment", name: "Allotment", plants: plants(200..<208))]
    }

    subscript(gardenID: Garden.ID) -> Garden {
        get { gardens.first { $0.id == gardenID }! }
        set {
            if let index = gardens.firstIndex(where: { $0.id == gardenID }) {
                gardens[index] = newValue
            }
        }
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
            Section("Gardens") {
                ForEach(store.gardens) { garden in
                    SidebarLabel(garden: garden)
                        .badge(garden.numberOfPlantsNeedingWater)
                }
            }
        }
        .navigationTitle("Gardens")
    }
}

struct VarietyCell: View {
    let plant: Plant
    var body: some View {
        Label(plant.variety, systemImage: plant.needsWater ? "drop.triangle" : "leaf")
    }
}

struct GardenDetail: View {
    @Binding var garden: Garden
    @Binding var selection: Set<Plant.ID>
    @StateObject private var search = PlantSearch()
    @State private var sortOrder = [KeyPathComparator(\Plant.variety)]
    @State private var pendingRemoval: Set<Plant.ID> = []
    @State private var confirmingRemoval = false

    private var plants: [Plant] {
        garden.plants
            .filter { search.query.isEmpty || $0.variety.localizedCaseInsensitiveContains(search.query) }
            .sorted(using: sortOrder)
    }

    var body: some View {
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
            TableColumn("Harvest Date", value: \.harvestDate) { plant in
                Text(plant.harvestDate.formatted(date: .abbreviated, time: .omitted))
            }
            TableColumn("Favorite") { plant in
                Toggle("Favorite", isOn: $garden[plant.id].favorite)
                    .labelsHidden()
            }
            .width(50)
        }
        .searchable(text: $search.text, prompt: "Search Plants")
        .toolbar {
            ControlGroup {
                Button("Water Selected") { garden.water(selection) }
                    .disabled(selection.isEmpty)
                Button("Water All") { garden.water(Set(garden.plants.map(\.id))) }
            } label: {
                Label("Water", systemImage: "drop")
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
                        store[gardenID][plant.id].variety = draftVariety
                        focusedField = nil
                    }
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
                Button("Water Now", systemImage: "drop.fill") { store[gardenID].water([plant.id]) }
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

// Workload: click Brandywine (plant 1, first in the table) and rename it in the
// inspector; water another plant from its context menu; search "basil" (typed,
// then debounced) and add a trailing space (trimmed, then dropped as a
// duplicate); remove a plant after confirming; water the whole garden; click
// the Balcony garden in the sidebar.
Redraw.root(GardenApp.self)
Redraw.step("click a plant") { Redraw.setState(ContentView.self, \.selectedPlantIDs, [1]) }
Redraw.type("Variety", " F1")
Redraw.submit("Variety")
Redraw.tap("Water Plant", index: 3)
Redraw.type("Search Plants", "basil")
Redraw.wait(seconds: 0.3)
Redraw.step("add a trailing space") { Redraw.type("Search Plants", "basil ") }
Redraw.wait(seconds: 0.3)
Redraw.tap("Remove…", index: 1)
Redraw.tap("Delete Plant")
Redraw.tap("Water All")
Redraw.step("click the balcony garden") { Redraw.setState(ContentView.self, \.selectedGardenID, "balcony") }
