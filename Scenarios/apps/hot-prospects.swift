// Modelled on Hot Prospects, project 16 of Hacking with Swift's "100 Days of
// SwiftUI" (Paul Hudson), in its SwiftData edition, as its readers' copies on
// GitHub have it: github.com/adamelfsborg-code/HotProspects (HotProspects/
// HotProspectsApp.swift, Prospect.swift, ProspectsView.swift,
// ProspectsListingView.swift, EditProspectView.swift, MeView.swift),
// github.com/naykutguven/SwiftUIChronicles (HWSHundredDaysSwiftUI/HotProspects/
// HotProspectsContentView.swift, ProspectsView.swift) and
// github.com/sylvan-d-ash/HackingWithSwift (HackingWithSwift-SwiftUISeries/
// HotProspects/MeView.swift, Prospect.swift). Its structure, written afresh: a
// `Prospect` @Model; a TabView of three `ProspectsView`s (everyone, contacted,
// uncontacted) and a `MeView`, each with a `.tabItem`; a ProspectsView owning
// the sort order, the `Set` selection and the scanner sheet, with an
// `EditButton`, a sort `Menu` holding an inline `Picker`, a "Scan" button and a
// "Delete Selected" bottom-bar button while something is selected; a listing
// view whose initialiser builds its `@Query` from the filter (a `#Predicate`
// on `isContacted`) and the sort (the challenge's split); `List(selection:)`
// rows that link to an editor, tagged with their prospect, with
// `.swipeActions` (delete, mark contacted or uncontacted) and a
// `.contextMenu`; and a MeView whose two `@AppStorage` fields regenerate the
// QR code from `.onAppear` and `.onChange`, the code under a `.contextMenu`.
//
// Written in SwiftData's @Model form: Redraw runs @Model as @Observable under
// pull and as ObservableObject under push (EditProspectView's @Bindable an
// @ObservedObject). What it shows: a scan inserts a prospect, which re-runs
// the listing whose `@Query` read the table (and its List) under both engines,
// never ProspectsView; marking a prospect contacted from its swipe action
// re-runs the List under pull, whose row closures read `isContacted` (the
// Everyone tab's badge, the swipe buttons), and nothing under push, where no
// view observes a queried object: the List is left stale; marking one
// uncontacted in the Contacted tab re-runs the same List under pull, but the
// row stays in that tab until its query is made again (the filter is read
// quietly); a new sort or a new selection re-runs ProspectsView, and with it
// the listing, whose filtered query has no `==`; only the selected tab is
// built, so a tab switch destroys one ProspectsView (its selection and sort
// with it) and creates another; in the Me tab each keystroke re-runs MeView
// twice in one frame (the name it read, then the QR code its `.onChange`
// wrote), the same under both engines, as @AppStorage and @State are not
// model objects.
//
// Added/changed: the workload; the store starts with five prospects (as if
// scanned earlier), with a `dateAdded` for the "Most Recent" sort. Stand-ins:
// the CodeScanner package's `CodeScannerView` is a small view of this file
// whose "Simulate Scan" button hands back its simulated data; CoreImage's QR
// filter is not available, so `generateQRCode` wraps the string's bytes in a
// `UIImage`. Left out, as Redraw does not model it: UserNotifications'
// "Remind Me" swipe action. The tutorial's `List(prospects, selection:)` is
// written `List(selection:)` around a `ForEach`, as one reader's copy has it;
// MeView's context menu has a "Copy Code" button beside the `ShareLink`. The system's
// edit mode is not modelled, so ProspectsView hands `EditButton` its own
// `\.editMode` binding. Added: the rows' "Copy Email Address" context menu.

import SwiftUI
import SwiftData

@Model
final class Prospect {
    var name: String
    var emailAddress: String
    var isContacted: Bool
    var dateAdded: Date

    init(name: String, emailAddress: String, isContacted: Bool = false, dateAdded: Date = Date.now) {
        self.name = name
        self.emailAddress = emailAddress
        self.isContacted = isContacted
        self.dateAdded = dateAdded
    }
}

// MARK: - CodeScanner (stand-in for github.com/twostraws/CodeScanner)

struct ScanResult {
    let string: String
}

enum ScanError: Error {
    case badInput, badOutput
}

enum CodeType {
    case qr
}

struct CodeScannerView: View {
    let codeTypes: [CodeType]
    var simulatedData = ""
    var completion: (Result<ScanResult, ScanError>) -> Void

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "qrcode.viewfinder")
                .font(.largeTitle)
            Text("Point the camera at a QR code")
                .foregroundStyle(.secondary)
            Button("Simulate Scan") {
                completion(.success(ScanResult(string: simulatedData)))
            }
        }
        .padding()
    }
}

// MARK: - App

@main
struct HotProspectsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: Prospect.self)
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            ProspectsView(filter: .none)
                .tabItem {
                    Label("Everyone", systemImage: "person.3")
                }
            ProspectsView(filter: .contacted)
                .tabItem {
                    Label("Contacted", systemImage: "checkmark.circle")
                }
            ProspectsView(filter: .uncontacted)
                .tabItem {
                    Label("Uncontacted", systemImage: "questionmark.diamond")
                }
            MeView()
                .tabItem {
                    Label("Me", systemImage: "person.crop.square")
                }
        }
    }
}

// MARK: - Prospects

struct ProspectsView: View {
    enum FilterType {
        case none, contacted, uncontacted
    }

    @Environment(\.modelContext) var modelContext
    @State private var isShowingScanner = false
    @State private var selectedProspects = Set<Prospect>()
    @State private var editMode = EditMode.inactive
    @State private var sortOrder = [
        SortDescriptor(\Prospect.name),
        SortDescriptor(\Prospect.dateAdded, order: .reverse)
    ]

    let filter: FilterType

    var title: String {
        switch filter {
        case .none: "Everyone"
        case .contacted: "Contacted people"
        case .uncontacted: "Uncontacted people"
        }
    }

    var body: some View {
        NavigationStack {
            ProspectsListingView(filter: filter, sortOrder: sortOrder, selection: $selectedProspects)
                .navigationTitle(title)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        EditButton()
                    }

                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Menu {
                            Picker("Sort", selection: $sortOrder) {
                                Text("Name")
                                    .tag([SortDescriptor(\Prospect.name), SortDescriptor(\Prospect.dateAdded, order: .reverse)])
                                Text("Most Recent")
                                    .tag([SortDescriptor(\Prospect.dateAdded, order: .reverse), SortDescriptor(\Prospect.name)])
                            }
                            .pickerStyle(.inline)
                        } label: {
                            Label("Sort", systemImage: "arrow.up.arrow.down")
                        }

                        Button("Scan", systemImage: "qrcode.viewfinder") {
                            isShowingScanner = true
                        }
                    }

                    if selectedProspects.isEmpty == false {
                        ToolbarItem(placement: .bottomBar) {
                            Button("Delete Selected", systemImage: "trash", role: .destructive, action: deleteSelected)
                        }
                    }
                }
                .environment(\.editMode, $editMode)
                .sheet(isPresented: $isShowingScanner) {
                    CodeScannerView(codeTypes: [.qr], simulatedData: "Grace Hopper\ngrace@cobol.example", completion: handleScan)
                }
        }
    }

    func handleScan(result: Result<ScanResult, ScanError>) {
        isShowingScanner = false

        switch result {
        case .success(let scan):
            let details = scan.string.components(separatedBy: "\n")
            guard details.count == 2 else { return }
            modelContext.insert(Prospect(name: details[0], emailAddress: details[1]))
        case .failure(let error):
            print("Scanning failed: \(error)")
        }
    }

    func deleteSelected() {
        for prospect in selectedProspects {
            modelContext.delete(prospect)
        }
        selectedProspects.removeAll()
    }
}

struct ProspectsListingView: View {
    @Environment(\.modelContext) var modelContext
    @Query var prospects: [Prospect]
    @Binding var selection: Set<Prospect>

    let filter: ProspectsView.FilterType

    init(filter: ProspectsView.FilterType, sortOrder: [SortDescriptor<Prospect>], selection: Binding<Set<Prospect>>) {
        self.filter = filter
        _selection = selection

        if filter == .none {
            _prospects = Query(sort: sortOrder)
        } else {
            let wantsContacted = filter == .contacted
            _prospects = Query(filter: #Predicate<Prospect> { prospect in
                prospect.isContacted == wantsContacted
            }, sort: sortOrder)
        }
    }

    var body: some View {
        List(selection: $selection) {
            ForEach(prospects) { prospect in
                NavigationLink {
                    EditProspectView(prospect: prospect)
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(prospect.name)
                                .font(.headline)
                            Text(prospect.emailAddress)
                                .foregroundStyle(.secondary)
                        }

                        Spacer()

                        if filter == .none {
                            Image(systemName: prospect.isContacted ? "person.crop.circle.fill.badge.checkmark" : "person.crop.circle.badge.xmark")
                                .foregroundStyle(prospect.isContacted ? .green : .secondary)
                        }
                    }
                }
                .swipeActions {
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        modelContext.delete(prospect)
                    }

                    if prospect.isContacted {
                        Button("Mark Uncontacted", systemImage: "person.crop.circle.badge.xmark") {
                            prospect.isContacted.toggle()
                        }
                        .tint(.blue)
                    } else {
                        Button("Mark Contacted", systemImage: "person.crop.circle.fill.badge.checkmark") {
                            prospect.isContacted.toggle()
                        }
                        .tint(.green)
                    }
                }
                .contextMenu {
                    Button("Copy Email Address", systemImage: "doc.on.doc") {
                        UIPasteboard.general.string = prospect.emailAddress
                    }
                }
                .tag(prospect)
            }
        }
    }
}

struct EditProspectView: View {
    @Bindable var prospect: Prospect

    var body: some View {
        Form {
            TextField("Name", text: $prospect.name)
                .textContentType(.name)
            TextField("Email address", text: $prospect.emailAddress)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
        }
        .navigationTitle("Edit Prospect")
    }
}

// MARK: - Me

struct MeView: View {
    @AppStorage("name") private var name = "Anonymous"
    @AppStorage("emailAddress") private var emailAddress = "you@yoursite.com"
    @State private var qrCode = UIImage()

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                    .textContentType(.name)
                    .font(.title)
                TextField("Email address", text: $emailAddress)
                    .textContentType(.emailAddress)
                    .font(.title)

                Image(uiImage: qrCode)
                    .interpolation(.none)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 200, height: 200)
                    .contextMenu {
                        ShareLink(item: Image(uiImage: qrCode), preview: SharePreview("My Code", image: Image(uiImage: qrCode)))
                        Button("Copy Code", systemImage: "doc.on.doc") {
                            UIPasteboard.general.image = qrCode
                        }
                    }
            }
            .navigationTitle("Your code")
            .onAppear(perform: updateCode)
            .onChange(of: name, updateCode)
            .onChange(of: emailAddress, updateCode)
        }
    }

    func updateCode() {
        qrCode = generateQRCode(from: "\(name)\n\(emailAddress)")
    }

    func generateQRCode(from string: String) -> UIImage {
        UIImage(data: Data(string.utf8)) ?? UIImage(systemName: "xmark.circle") ?? UIImage()
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Prospect.self)
}

// Workload: with five prospects in the store, scan a sixth (the sheet, then
// its simulated result); mark Ada contacted from her swipe action; open the
// Contacted tab and mark Alan uncontacted there (he stays listed until the
// next step's sort makes the query again); sort by most recent; tap Edit and
// select two rows (no gesture writes a List's selection, so the step writes
// it), then delete them; open the Me tab and type a name.
let container = try! ModelContainer(for: Prospect.self)
for (offset, person) in [
    ("Ada Lovelace", "ada@engines.example", false),
    ("Alan Turing", "alan@bletchley.example", true),
    ("Katherine Johnson", "katherine@langley.example", true),
    ("Margaret Hamilton", "margaret@apollo.example", true),
    ("Tim Berners-Lee", "tim@cern.example", false)
].enumerated() {
    container.mainContext.insert(Prospect(name: person.0, emailAddress: person.1, isContacted: person.2,
                                          dateAdded: Date.now.addingTimeInterval(Double(offset) * -86_400)))
}
Redraw.root(HotProspectsApp.self)
Redraw.tap("Scan")
Redraw.tap("Simulate Scan")
Redraw.tap("Mark Contacted", index: 0)
Redraw.tap("Contacted")
Redraw.tap("Mark Uncontacted", index: 1)
Redraw.select("Sort", "Most Recent")
Redraw.step("select two in edit mode") {
    Redraw.tap("Edit")
    let contacted = try! container.mainContext.fetch(FetchDescriptor<Prospect>(predicate: #Predicate { $0.isContacted }))
    Redraw.setState(ProspectsView.self, \.selectedProspects, Set(contacted.prefix(2)))
}
Redraw.tap("Delete Selected")
Redraw.tap("Me")
Redraw.step("type my name", frames: 5) { frame in
    Redraw.type("Name", String("Paula".prefix(frame + 1)))
}
