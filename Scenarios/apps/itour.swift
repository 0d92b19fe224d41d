// Modelled on iTour, the SwiftData project of Hacking with Swift's "SwiftData
// by Example" (Paul Hudson's tutorial "Building a complete project"), as its
// readers' copies on GitHub have it: github.com/codepetca/iTour (iTour/
// Models.swift, ContentView.swift, DestinationListingView.swift,
// EditDestinationView.swift) and github.com/elevin90/SwiftData_iTour
// (Destination.swift, Sight.swift). Its structure, written afresh: a
// `Destination` @Model with a cascading to-many `sights` relationship; a
// ContentView owning the navigation path, the sort order and the search text;
// a listing view whose initialiser builds its `@Query` from them (a
// `#Predicate` filter plus the sort); `NavigationLink(value:)` rows and
// `.navigationDestination(for: Destination.self)`; `.onDelete` through
// `modelContext.delete`; a "+" that inserts and pushes the new destination;
// a sort Picker in a toolbar Menu; and a Form editing the model through
// `@Bindable` (TextFields, a DatePicker, a segmented Picker, sights added).
//
// Written in SwiftData's @Model form: Redraw runs @Model as @Observable under
// pull and as ObservableObject under push (EditDestinationView's @Bindable an
// @ObservedObject). What it shows: an insert or delete re-runs only the view
// whose @Query read the table (and its List), never ContentView; typing the
// name re-runs the editor under both engines (pull: its sight field's title
// reads `name`; push: any write), but under pull the List behind it re-runs
// too, as its row closures read `name`, while under push nothing observes the
// rows and the List is left stale; picking a priority or a date is a single
// control under pull (the editor's body reads neither) and the whole editor
// under push; a new search or sort re-runs ContentView and the listing.
//
// Added/changed: the workload; an "Add Samples" button (an earlier stage of
// the tutorial). The cascade delete of sights is not modelled (nothing
// queries them); the date's default is `Date.now`, which Redraw reads on its
// virtual clock (`.now` would not).

import SwiftUI
import SwiftData

@Model
final class Destination {
    var name: String
    var details: String
    var date: Date
    var priority: Int
    @Relationship(deleteRule: .cascade) var sights = [Sight]()

    init(name: String = "", details: String = "", date: Date = Date.now, priority: Int = 2) {
        self.name = name
        self.details = details
        self.date = date
        self.priority = priority
    }
}

@Model
final class Sight {
    var name: String

    init(name: String) {
        self.name = name
    }
}

struct DestinationListingView: View {
    @Environment(\.modelContext) var modelContext
    @Query var destinations: [Destination]

    init(sort: [SortDescriptor<Destination>], searchString: String) {
        _destinations = Query(filter: #Predicate {
            if searchString.isEmpty {
                return true
            } else {
                return $0.name.localizedStandardContains(searchString)
            }
        }, sort: sort)
    }

    var body: some View {
        List {
            ForEach(destinations) { destination in
                NavigationLink(value: destination) {
                    VStack(alignment: .leading) {
                        Text(destination.name)
                            .font(.headline)
                        Text(destination.date.formatted(date: .long, time: .shortened))
                    }
                }
            }
            .onDelete(perform: deleteDestinations)
        }
    }

    func deleteDestinations(_ indexSet: IndexSet) {
        for index in indexSet {
            modelContext.delete(destinations[index])
        }
    }
}

struct EditDestinationView: View {
    @Bindable var destination: Destination
    @State private var newSightName = ""

    var body: some View {
        Form {
            TextField("Name", text: $destination.name)
            TextField("Details", text: $destination.details, axis: .vertical)
            DatePicker("Date", selection: $destination.date)

            Section("Priority") {
                Picker("Priority", selection: $destination.priority) {
                    Text("Meh").tag(1)
                    Text("Maybe").tag(2)
                    Text("Must").tag(3)
                }
                .pickerStyle(.segmented)
            }

            Section("Sights") {
                ForEach(destination.sights) { sight in
                    Text(sight.name)
                }
                .onDelete(perform: deleteSights)

                HStack {
                    TextField("Add a new sight in \(destination.name)", text: $newSightName)
                    Button("Add", action: addSight)
                }
            }
        }
        .navigationTitle("Edit Destination")
        .navigationBarTitleDisplayMode(.inline)
    }

    func addSight() {
        guard !newSightName.isEmpty else { return }
        withAnimation {
            destination.sights.append(Sight(name: newSightName))
            newSightName = ""
        }
    }

    func deleteSights(_ indexSet: IndexSet) {
        destination.sights.remove(atOffsets: indexSet)
    }
}

struct ContentView: View {
    @Environment(\.modelContext) var modelContext
    @State private var path = [Destination]()
    @State private var sortOrder = [SortDescriptor(\Destination.name)]
    @State private var searchText = ""

    var body: some View {
        NavigationStack(path: $path) {
            DestinationListingView(sort: sortOrder, searchString: searchText)
                .navigationTitle("iTour")
                .navigationDestination(for: Destination.self, destination: EditDestinationView.init)
                .searchable(text: $searchText)
                .toolbar {
                    Button("Add Samples", action: addSamples)
                    Button("Add Destination", systemImage: "plus", action: addDestination)

                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort", selection: $sortOrder) {
                            Text("Name")
                                .tag([SortDescriptor(\Destination.name)])
                            Text("Priority")
                                .tag([SortDescriptor(\Destination.priority, order: .reverse), SortDescriptor(\Destination.name)])
                            Text("Date")
                                .tag([SortDescriptor(\Destination.date), SortDescriptor(\Destination.name)])
                        }
                        .pickerStyle(.inline)
                    }
                }
        }
    }

    func addSamples() {
        modelContext.insert(Destination(name: "Rome", priority: 3))
        modelContext.insert(Destination(name: "Florence"))
        modelContext.insert(Destination(name: "Naples", priority: 1))
    }

    func addDestination() {
        let destination = Destination()
        modelContext.insert(destination)
        path = [destination]
    }
}

// Workload: add the samples, add a destination (pushed at once), name it,
// make it a must, add a sight, go back; open Rome, move its date a month on
// (no UI action drives a DatePicker), go back; search, sort by priority, and
// swipe away the first row (Venice).
let container = try! ModelContainer(for: Destination.self, Sight.self)
Redraw.root {
    ContentView()
        .modelContainer(container)
}
Redraw.tap("Add Samples")
Redraw.tap("Add Destination")
Redraw.type("Name", "Venice")
Redraw.select("Priority", "Must")
Redraw.type("Add a new sight in Venice", "Rialto")
Redraw.tap("Add")
Redraw.dismiss()
Redraw.tap("Rome")
Redraw.step("change Rome's date") {
    let rome = try! container.mainContext.fetch(FetchDescriptor<Destination>(predicate: #Predicate { $0.name == "Rome" }))[0]
    rome.date = Date.now.addingTimeInterval(86_400 * 30)
}
Redraw.dismiss()
Redraw.type("Search", "ce")
Redraw.select("Sort", "Priority")
Redraw.delete(row: 0)
