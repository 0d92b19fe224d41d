// Views and modifiers that real apps use (#10): shapes, gradients, labelled
// content, `Grid`, `GeometryReader`, `ViewThatFits`, `DisclosureGroup`,
// `.overlay`, `.background { }`, `.toolbar` — a file using them compiles
// unmodified, and each builds the content SwiftUI builds, so the counts are
// exact under both engines.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct MoreViewsTests {
    static let source = """
    @Observable class Model { var count = 0; var title = "Groceries" }
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }
    struct Screen: View {
        var model: Model
        @State private var expanded = false
        var body: some View {
            VStack {
                Grid { GridRow { Text(model.title); Counter(model: model) } }
                GeometryReader { proxy in Sized(width: proxy.size.width) }
                ViewThatFits { Wide(); Narrow() }
                DisclosureGroup("Details", isExpanded: $expanded) { Details(model: model) }
                LabeledContent("Items", value: "\\(model.count)")
                ContentUnavailableView("Nothing here", systemImage: "tray", description: Text("Add something"))
                Gauge(value: 0.5) { Text("Level") }
                Link("Help", destination: URL(string: "https://example.com")!)
                Triangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1)
                Circle().fill(.blue)
                Button("More") { expanded.toggle() }
            }
            .overlay(alignment: .topTrailing) { Badge(model: model) }
            .background { Rectangle().fill(RadialGradient(colors: [.white, .gray], center: .center, startRadius: 0, endRadius: 100)) }
            .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") { model.count += 1 } } }
        }
    }
    struct Counter: View { var model: Model; var body: some View { Text("\\(model.count)") } }
    struct Badge: View { var model: Model; var body: some View { Text("\\(model.count)") } }
    struct Details: View { var model: Model; var body: some View { Text(model.title) } }
    struct Sized: View { let width: CGFloat; var body: some View { Text("\\(Int(width))") } }
    struct Wide: View { var body: some View { Text("a wide layout") } }
    struct Narrow: View { var body: some View { Text("narrow") } }

    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.tap("Add")
    Redraw.tap("More")
    Redraw.step("rename") { model.title = "Food" }
    Redraw.tap("Details")
    """

    @Test(arguments: EngineKind.allCases)
    func theirContentIsBuiltAsSwiftUIBuildsIt(_ engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "more-views")
        // Initial render: Screen, Counter (in the grid), Sized (the geometry reader's content), Wide
        // and Narrow (every candidate of ViewThatFits), Badge (the overlay), and the disclosure
        // group's node (a binding's, built in); Details is not built while the group is collapsed.
        // Shapes, gradients and labelled views are leaves of Screen.
        #expect(r.total("initial render").bodyEvaluations == 7)
        #expect(r.total("initial render").created == 7)
        #expect(r.bodies("initial render", "DisclosureGroup") == 1)
        #expect(r.bodies("initial render", "Details") == 0)
        // tap "Add" (the toolbar's button): count changes. Pull: Screen read it (LabeledContent's
        // value), Counter and Badge read it. Push: Screen holds the model; Counter and Badge hold it
        // too and re-run with it.
        #expect(r.bodies("tap \"Add\"", "Screen") == 1)
        #expect(r.bodies("tap \"Add\"", "Counter") == 1)
        #expect(r.bodies("tap \"Add\"", "Badge") == 1)
        #expect(r.bodies("tap \"Add\"", "Sized") == 0)
        #expect(r.bodies("tap \"Add\"", "Wide") == 0)
        // tap "More": @State `expanded` changes. Screen made `$expanded` and never read it (making a
        // binding reads nothing: update-cycle.md, One frame 1 and 4), so it does not re-run; the
        // group's node read it (trial BC-1): it re-runs and builds Details. 2.
        #expect(r.bodies("tap \"More\"", "Screen") == 0)
        #expect(r.bodies("tap \"More\"", "DisclosureGroup") == 1)
        #expect(r.metrics("tap \"More\"", "Details").created == 1)
        #expect(r.total("tap \"More\"").bodyEvaluations == 2)
        // rename: Screen (the grid's Text) and Details read title. Under push every holder of the
        // model re-runs for the write: Counter and Badge too.
        #expect(r.bodies("rename", "Screen") == 1)
        #expect(r.bodies("rename", "Details") == 1)
        #expect(r.bodies("rename", "Counter") == (engine == .push ? 1 : 0))
        #expect(r.bodies("rename", "Badge") == (engine == .push ? 1 : 0))
        // tap "Details" (the group's label): the binding flips back; the group re-runs and drops
        // Details, Screen still does not: 1.
        #expect(r.total("tap \"Details\"").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Details\"", "Details").destroyed == 1)
    }

    static let menuSource = """
    @Observable class Model { var sort = "date"; var tint = Color.blue }
    struct Screen: View {
        @Bindable var model: Model
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("By name") { model.sort = "name" }
                    Button("By date") { model.sort = "date" }
                }
                ColorPicker("Tint", selection: $model.tint)
                EditButton()
                Order(model: model)
            }
        }
    }
    struct Order: View { var model: Model; var body: some View { Text(model.sort) } }
    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.tap("By name")
    """

    @Test(arguments: EngineKind.allCases)
    func aMenuItemIsTappedAndAColorPickerIsAControl(_ engine: EngineKind) throws {
        let r = try run(Self.menuSource, engine, name: "menu")
        // Initial render: Screen, the ColorPicker's control node, the EditButton's (it reads the
        // screen's edit mode in a node of its own), Order.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "ColorPicker") == 1)
        #expect(r.bodies("initial render", "EditButton") == 1)
        // tap "By name": sort changes; Order read it. Pull: only Order. Push: every holder of the
        // model — Screen (whose body re-runs the ColorPicker's update too, its binding a new value)
        // and Order.
        #expect(r.bodies("tap \"By name\"", "Order") == 1)
        #expect(r.bodies("tap \"By name\"", "Screen") == (engine == .push ? 1 : 0))
    }

    static let tableSource = """
    struct Person: Identifiable { let id: Int; var name: String; var age: Int }
    @Observable class Directory { var people = (0..<100).map { Person(id: $0, name: "P\\($0)", age: 20 + $0 % 50) } }
    struct Screen: View {
        var directory: Directory
        var body: some View {
            Table(directory.people) {
                TableColumn("Name", value: \\.name)
                TableColumn("Age") { person in AgeCell(age: person.age) }
            }
        }
    }
    struct AgeCell: View { let age: Int; var body: some View { Text("\\(age)") } }
    let directory = Directory()
    Redraw.root { Screen(directory: directory) }
    Redraw.step("age one") { directory.people[3].age += 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func aTableIsALazyListOfRowsWithACellPerColumn(_ engine: EngineKind) throws {
        let r = try run(Self.tableSource, engine, name: "table")
        // Initial render: Screen, the Table's node, and an AgeCell for each row built: the 17 rows
        // on screen and 1 prefetched, as a List (LazyContainers.swift).
        #expect(r.bodies("initial render", "AgeCell") == 18)
        #expect(r.total("initial render").bodyEvaluations == 20)
        // age one: `people` is written in place; Screen read it (pull: through the table's data;
        // push: it holds the directory) and re-runs, the Table updates and re-builds its 18 rows'
        // cells, and only row 3's AgeCell has a new input.
        #expect(r.bodies("age one", "Screen") == 1)
        #expect(r.bodies("age one", "Table") == 1)
        #expect(r.bodies("age one", "AgeCell") == 1)
        #expect(r.metrics("age one", "AgeCell").skipped == 17)
    }

    @Test(arguments: EngineKind.allCases)
    func aSplitViewBuildsEveryColumn(_ engine: EngineKind) throws {
        let source = """
        @Observable class Model { var selected = "a" }
        struct Screen: View {
            var model: Model
            var body: some View {
                NavigationSplitView { Sidebar(model: model) } detail: { Detail(model: model) }
            }
        }
        struct Sidebar: View { var model: Model; var body: some View { Button("b") { model.selected = "b" } } }
        struct Detail: View { var model: Model; var body: some View { Text(model.selected) } }
        let model = Model()
        Redraw.root { Screen(model: model) }
        Redraw.tap("b")
        """
        let r = try run(source, engine, name: "split-view")
        // Both columns are built: Screen, Sidebar, Detail.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // Tapping the sidebar's button re-runs the detail that reads `selected` (pull), and under
        // push every holder of the model: Screen, Sidebar and Detail.
        #expect(r.bodies("tap \"b\"", "Detail") == 1)
        #expect(r.total("tap \"b\"").bodyEvaluations == (engine == .push ? 3 : 1))
    }

    static let alertSource = """
    @Observable class Model { var deleted = 0 }
    struct Screen: View {
        var model: Model
        @State private var asking = false
        var body: some View {
            VStack {
                Text("\\(model.deleted)").font(.title).scaleEffect(1.2).rotationEffect(.degrees(5)).offset(x: 1)
                    .clipShape(Capsule()).border(Color.red).lineSpacing(2).aspectRatio(contentMode: .fit)
                    .navigationBarTitleDisplayMode(.inline).listRowSeparator(.hidden).presentationDetents([.medium])
                Button("Remove") { asking = true }
                Text("row").contextMenu { Button("Copy") { model.deleted += 10 } }
            }
            .alert("Delete it?", isPresented: $asking) {
                Button("Delete", role: .destructive) { model.deleted += 1 }
                Button("Cancel", role: .cancel) {}
            } message: { Warning() }
        }
    }
    struct Warning: View { var body: some View { Text("This cannot be undone") } }
    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.tap("Remove")
    Redraw.tap("Delete")
    Redraw.tap("Copy")
    """

    @Test(arguments: EngineKind.allCases)
    func anAlertIsPresentedByItsBindingAndEndsWithItsButtons(_ engine: EngineKind) throws {
        let r = try run(Self.alertSource, engine, name: "alert")
        // Initial render: Screen and the alert's node; its message is not built while it is hidden.
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Warning") == 0)
        // tap "Remove": `asking` is read by the alert's node alone, which builds its message.
        #expect(r.bodies("tap \"Remove\"", "Screen") == 0)
        #expect(r.bodies("tap \"Remove\"", "alert") == 1)
        #expect(r.metrics("tap \"Remove\"", "Warning").created == 1)
        // tap "Delete" (the alert's button): its action writes `deleted` (Screen read it) and the
        // alert ends, destroying the message; Screen's update reaches the alert's node once.
        #expect(r.bodies("tap \"Delete\"", "Screen") == 1)
        #expect(r.bodies("tap \"Delete\"", "alert") == 1)
        #expect(r.metrics("tap \"Delete\"", "Warning").destroyed == 1)
        // tap "Copy" (a context-menu item): Screen re-runs for `deleted`, and its alert node with it.
        #expect(r.total("tap \"Copy\"").bodyEvaluations == 2)
    }

    /// The older `Alert` with `.alert(item:)`, a `presenting:` confirmation dialog, and an
    /// `AsyncImage` with phases, all as apps write them (issue #10).
    static let alertFormsSource = """
    struct Doc: Identifiable { let id: Int; let name: String }
    @Observable class Model { var deleted = 0 }
    struct Screen: View {
        var model: Model
        @State private var selected: Doc?
        @State private var asking = false
        @State private var pending: Doc?
        var body: some View {
            VStack {
                Text("\\(model.deleted)")
                Button("Pick") { selected = Doc(id: 1, name: "a") }
                Button("Ask") { pending = Doc(id: 2, name: "b"); asking = true }
                Button("Open empty") { pending = nil; asking = true }
                AsyncImage(url: URL(string: "https://example.com/x.png")) { phase in
                    if let image = phase.image { image.resizable() } else { Placeholder() }
                }
            }
            .alert(item: $selected) { doc in
                Alert(title: Text(doc.name), message: Text("Remove it?"),
                      primaryButton: .destructive(Text("Remove")) { model.deleted += 1 }, secondaryButton: .cancel())
            }
            .confirmationDialog("Really?", isPresented: $asking, presenting: pending) { doc in
                Button("Delete \\(doc.name)", role: .destructive) { model.deleted += 10 }
            } message: { doc in Warning(name: doc.name) }
        }
    }
    struct Placeholder: View { var body: some View { Text("…") } }
    struct Warning: View { let name: String; var body: some View { Text(name) } }
    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.tap("Pick")
    Redraw.tap("Remove")
    Redraw.tap("Ask")
    Redraw.tap("Delete b")
    Redraw.tap("Open empty")
    """

    @Test(arguments: EngineKind.allCases)
    func theOtherAlertFormsArePresentedByTheirItemOrData(_ engine: EngineKind) throws {
        let r = try run(Self.alertFormsSource, engine, name: "alert-forms")
        // Initial render: Screen, the AsyncImage's placeholder (its phase stays `.empty`: no network),
        // and the two presentations' own nodes; neither presentation's content is built.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "Placeholder") == 1)
        #expect(r.bodies("initial render", "Warning") == 0)
        // tap "Pick": `selected` is read by the alert's node through `$selected`, not by Screen's
        // body (a @State write invalidates only the bodies that read it): the alert alone.
        #expect(r.bodies("tap \"Pick\"", "Screen") == 0)
        #expect(r.total("tap \"Pick\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Pick\"", "alert") == 1)
        // tap "Remove" (the Alert's primary button): `deleted` re-runs Screen, whose new closures
        // re-run both presentation nodes; the alert ends (selected = nil) in that same evaluation.
        // The placeholder has no inputs: skipped.
        #expect(r.bodies("tap \"Remove\"", "Screen") == 1)
        #expect(r.bodies("tap \"Remove\"", "alert") == 1)
        #expect(r.bodies("tap \"Remove\"", "confirmationDialog") == 1)
        #expect(r.total("tap \"Remove\"").bodyEvaluations == 3)
        // tap "Ask": `pending` is read by Screen's body (the dialog's `presenting:` value), `asking`
        // by the dialog's node; shown now that both hold, the dialog builds its message.
        #expect(r.bodies("tap \"Ask\"", "Screen") == 1)
        #expect(r.bodies("tap \"Ask\"", "confirmationDialog") == 1)
        #expect(r.metrics("tap \"Ask\"", "Warning").created == 1)
        #expect(r.total("tap \"Ask\"").bodyEvaluations == 4)
        // tap "Delete b" (the dialog's button, labelled from its data): `deleted` re-runs Screen and
        // the dialog ends, destroying the message.
        #expect(r.bodies("tap \"Delete b\"", "Screen") == 1)
        #expect(r.metrics("tap \"Delete b\"", "Warning").destroyed == 1)
        #expect(r.total("tap \"Delete b\"").bodyEvaluations == 3)
        // tap "Open empty": `asking` is true but the data is nil (Apple: both must hold to show it),
        // so no message is built; Screen re-runs for `pending`, both presentation nodes with it.
        #expect(r.bodies("tap \"Open empty\"", "confirmationDialog") == 1)
        #expect(r.metrics("tap \"Open empty\"", "Warning").created == 0)
        #expect(r.total("tap \"Open empty\"").bodyEvaluations == 3)
    }

    /// `.disabled` sets `\.isEnabled` for the views below; a control there cannot be acted on.
    static let disabledSource = """
    @Observable class Model { var saved = 0 }
    struct Screen: View {
        var model: Model
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SaveRow(model: model).disabled(name.isEmpty)
                EnabledLabel().disabled(name.isEmpty)
                Marker().disabled(false)
                Button("Reset") { name = "" }.disabled(name.isEmpty)
            }
        }
    }
    struct SaveRow: View { var model: Model; var body: some View { Button("Save") { model.saved += 1 } } }
    struct EnabledLabel: View { @Environment(\\.isEnabled) var isEnabled; var body: some View { Text(isEnabled ? "on" : "off") } }
    struct Marker: View { @Environment(\\.isEnabled) var isEnabled; var body: some View { Text(isEnabled ? "on" : "off") } }
    let model = Model()
    Redraw.root { Screen(model: model) }
    """

    @Test(arguments: EngineKind.allCases)
    func disabledSetsIsEnabledBelowAndItsControlsCannotBeActedOn(_ engine: EngineKind) throws {
        let r = try run(Self.disabledSource + "\nRedraw.type(\"Name\", \"Ada\")\nRedraw.tap(\"Save\")\n", engine, name: "disabled")
        // Initial render: Screen, the TextField's node (it reads its binding), SaveRow, EnabledLabel, Marker.
        #expect(r.total("initial render").bodyEvaluations == 5)
        // type, a frame per character: `name` (read by Screen's body and the TextField's node) re-runs
        // both three times;
        // SaveRow's input (the model) is the same object, so it is skipped — its button is enabled
        // now all the same, since `\.isEnabled` is the environment's; EnabledLabel read `\.isEnabled`,
        // which turned true at the first character: once. Marker reads it too, but `.disabled(false)`
        // never disabled it: skipped.
        #expect(r.bodies("type \"Ada\" into \"Name\"", "Screen") == 3)
        #expect(r.bodies("type \"Ada\" into \"Name\"", "SaveRow") == 0)
        #expect(r.bodies("type \"Ada\" into \"Name\"", "EnabledLabel") == 1)
        #expect(r.bodies("type \"Ada\" into \"Name\"", "Marker") == 0)
        #expect(r.bodies("type \"Ada\" into \"Name\"", "TextField") == 3)
        #expect(r.total("type \"Ada\" into \"Name\"").bodyEvaluations == 7)
        // tap "Save", enabled: its action writes `saved`, which no body read — under pull nothing
        // runs; under push the object's change re-runs its two observers, Screen and SaveRow.
        #expect(r.total("tap \"Save\"").bodyEvaluations == (engine == .push ? 2 : 0))

        // Tapped while disabled (nothing typed): SwiftUI ignores it; Redraw says so.
        do {
            _ = try run(Self.disabledSource + "\nRedraw.tap(\"Save\")\n", engine, name: "disabled-tap")
            Issue.record("tapping a disabled button ran")
        } catch {
            #expect("\(error)".contains("the Button \"Save\" is disabled at this step (`.disabled(true)` on it or on a view above it)"),
                    "\(error)")
        }
        // Disabled in the body that holds it, too.
        do {
            _ = try run(Self.disabledSource + "\nRedraw.tap(\"Reset\")\n", engine, name: "disabled-reset")
            Issue.record("tapping a disabled button ran")
        } catch {
            #expect("\(error)".contains("the Button \"Reset\" is disabled at this step"), "\(error)")
        }
    }

    /// `.popover(item:)` is presented while its item is set, as `sheet(item:)` is; `\.locale`
    /// is US English unless a view above sets it, and its readers re-run when it changes.
    @Test(arguments: EngineKind.allCases)
    func popoverItemAndTheLocale(_ engine: EngineKind) throws {
        let source = """
        struct Tip: Identifiable { let id: Int }
        struct Screen: View {
            @State private var tip: Tip?
            @State private var french = false
            var body: some View {
                VStack {
                    Button("Help") { tip = Tip(id: 1) }
                        .popover(item: $tip, arrowEdge: .top) { shown in TipView(id: shown.id) }
                    Button("French") { french = true }
                    Price().environment(\\.locale, Locale(identifier: french ? "fr_FR" : "en_US"))
                    Dates()
                }
            }
        }
        struct TipView: View {
            let id: Int
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Button("Close \\(id)") { dismiss() } }
        }
        struct Price: View { @Environment(\\.locale) var locale; var body: some View { Button(locale.identifier) {} } }
        struct Dates: View { @Environment(\\.calendar) var calendar; var body: some View { Text(calendar.timeZone.identifier) } }
        Redraw.root { Screen() }
        Redraw.tap("en_US")
        Redraw.tap("Help")
        Redraw.tap("Close 1")
        Redraw.tap("French")
        Redraw.tap("fr_FR")
        """
        let r = try run(source, engine, name: "popover-locale")
        // Initial render: Screen, the popover's node, Price, Dates; the tip is not built.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.total("tap \"en_US\"").bodyEvaluations == 0)
        // tap "Help": `tip` is read by the popover's node only; it builds TipView.
        #expect(r.bodies("tap \"Help\"", "Popover") == 1)
        #expect(r.metrics("tap \"Help\"", "TipView").created == 1)
        #expect(r.total("tap \"Help\"").bodyEvaluations == 2)
        // tap "Close 1": `\.dismiss` sets the item to nil: the popover's node, TipView destroyed.
        #expect(r.total("tap \"Close 1\"").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Close 1\"", "TipView").destroyed == 1)
        // tap "French": Screen read `french`; Price's `\.locale` changed: it re-runs (its button is
        // now "fr_FR", tapped next); Dates' calendar did not: skipped. The popover's node follows
        // Screen (its closures are new).
        #expect(r.bodies("tap \"French\"", "Price") == 1)
        #expect(r.bodies("tap \"French\"", "Dates") == 0)
        #expect(r.total("tap \"French\"").bodyEvaluations == 3)
        #expect(r.total("tap \"fr_FR\"").bodyEvaluations == 0)
    }

    @Test(arguments: EngineKind.allCases)
    func searchableIsATextFieldTheWorkloadTypesInto(_ engine: EngineKind) throws {
        let source = """
        struct Screen: View {
            @State private var query = ""
            let names = ["milk", "eggs", "bread"]
            var body: some View {
                NavigationStack {
                    VStack { ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \\.self) { Row(name: $0) } }
                        .searchable(text: $query)
                }
            }
        }
        struct Row: View { let name: String; var body: some View { Text(name) } }
        Redraw.root { Screen() }
        Redraw.type("Search", "mi")
        """
        let r = try run(source, engine, name: "searchable")
        // Initial render: Screen, three rows, and the search field's control node.
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("initial render", "searchable") == 1)
        // Typing "mi", a character a frame: each frame Screen (it read `query`) and the field re-run;
        // "m" keeps milk (skipped) and drops eggs and bread, "mi" keeps milk.
        let step = "type \"mi\" into \"Search\""
        #expect(r.step(step).frames == 2)
        #expect(r.bodies(step, "Screen") == 2)
        #expect(r.bodies(step, "searchable") == 2)
        #expect(r.metrics(step, "Row").destroyed == 2)
        #expect(r.bodies(step, "Row") == 0)
    }

    @Test(arguments: EngineKind.allCases)
    func appStorageIsSharedByKeyAndTrackedAsState(_ engine: EngineKind) throws {
        let source = """
        struct Screen: View {
            var body: some View { VStack { Settings(); Banner(); Other() } }
        }
        struct Settings: View {
            @AppStorage("dark") private var dark = false
            var body: some View { Toggle("Dark mode", isOn: $dark) }
        }
        struct Banner: View {
            @AppStorage("dark") private var dark = false
            var body: some View { Text(dark ? "dark" : "light") }
        }
        struct Other: View {
            @AppStorage("name") private var name = "anonymous"
            var body: some View { Text(name) }
        }
        Redraw.root { Screen() }
        Redraw.toggle("Dark mode")
        """
        let r = try run(source, engine, name: "app-storage")
        // Initial render: Screen, Settings, its Toggle's node, Banner, Other.
        #expect(r.total("initial render").bodyEvaluations == 5)
        // The toggle writes "dark": the Toggle (it read the value through its binding) and Banner
        // (its body read the same key) re-run; Settings' body did not read it; Other reads another key.
        let step = "toggle \"Dark mode\""
        #expect(r.bodies(step, "Toggle") == 1)
        #expect(r.bodies(step, "Banner") == 1)
        #expect(r.bodies(step, "Settings") == 0)
        #expect(r.bodies(step, "Other") == 0)
        #expect(r.step(step).counts.causes[.storage("AppStorage", "dark")]?["Banner"] == 1)
    }

    /// iOS 26's roles: `.close` and `.confirm`, with a label of the app's or the one the system
    /// makes from the role (`Button(role: .close) { … }`, tapped by the role's word).
    static let closeAndConfirmSource = """
    @Observable class Sheet { var closed = 0; var confirmed = 0 }
    struct Editor: View {
        var sheet: Sheet
        var body: some View {
            HStack {
                Text("closed \\(sheet.closed)")
                Button(role: .close) { sheet.closed += 1 }
                Button(role: .close) { sheet.closed += 10 } label: { Image(systemName: "xmark.circle") }
                Button("OK", role: .confirm) { sheet.confirmed += 1 }
            }
        }
    }
    let sheet = Sheet()
    Redraw.root { Editor(sheet: sheet) }
    Redraw.tap("Close")
    Redraw.tap("OK")
    Redraw.step("check") {
        precondition(ButtonRole.close != ButtonRole.confirm && ButtonRole.close != ButtonRole.cancel)
        precondition(sheet.closed == 1 && sheet.confirmed == 1, "closed \\(sheet.closed), confirmed \\(sheet.confirmed)")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func closeAndConfirmRolesMakeButtons(_ engine: EngineKind) throws {
        let r = try run(Self.closeAndConfirmSource, engine, name: "close-confirm-roles")
        // tap "Close": the role-made label's button writes `closed`, which Editor read: 1.
        #expect(r.bodies("tap \"Close\"", "Editor") == 1)
        // tap "OK": `confirmed` is read by no body (pull); push re-runs the observing Editor.
        #expect(r.bodies("tap \"OK\"", "Editor") == (engine == .push ? 1 : 0))
    }
}

extension MoreViewsTests {
    /// Each screen — the root and each sheet — keeps an edit mode of its own, which `EditButton`
    /// toggles and `@Environment(\\.editMode)` reads without the app setting one, as Apple's
    /// Landmarks tutorial relies on (its ProfileHost, in a sheet, shows the summary until Edit is
    /// tapped). It was nil: the editor showed at once, and Edit did nothing.
    ///
    /// "tap User Profile": the Sheet node read the binding and presents (1), ProfileHost is made
    /// (1), and its EditButton's node (1): 3 — showing "Summary" (the tap on "Done" later finds
    /// its button by that word).
    /// "tap Edit": the sheet's edit mode becomes active; ProfileHost read it, and so did its
    /// EditButton (its own node: Apple's reads `\.editMode` in its own body): 2; the root's Rows,
    /// reading the root's own edit mode, do not re-run. "tap Done": 2.
    /// "edit the root" (the root's Edit button: `in: Home.self, index: 0`): the root's edit mode
    /// becomes active; each Row read it: 2, and the root's EditButton: 1; Home, which holds the
    /// button and reads no edit mode, does not re-run (trial BC-1); ProfileHost reads the sheet's own: 0.
    @Test(arguments: EngineKind.allCases)
    func eachScreenKeepsItsOwnEditMode(_ engine: EngineKind) throws {
        let source = """
        struct ProfileHost: View {
            @Environment(\\.editMode) var editMode
            var body: some View {
                VStack {
                    EditButton()
                    if editMode?.wrappedValue == .inactive { Text("Summary") } else { Text("Editor") }
                }
            }
        }
        struct Row: View {
            let n: Int
            @Environment(\\.editMode) var editMode
            var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing \\(n)" : "row \\(n)") }
        }
        struct Home: View {
            @State var showingProfile = false
            var body: some View {
                VStack {
                    EditButton()
                    Row(n: 1)
                    Row(n: 2)
                    Button("User Profile") { showingProfile.toggle() }
                        .sheet(isPresented: $showingProfile) { ProfileHost() }
                }
            }
        }
        Redraw.root { Home() }
        Redraw.tap("User Profile")
        Redraw.tap("Edit", in: ProfileHost.self)
        Redraw.tap("Done")
        Redraw.step("edit the root") { Redraw.tap("Edit", in: Home.self, index: 0) }
        """
        let r = try run(source, engine, name: "system-edit-mode")
        #expect(r.total("tap \"User Profile\"").bodyEvaluations == 3)
        #expect(r.total("tap \"Edit\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Edit\"", "ProfileHost") == 1)
        #expect(r.bodies("tap \"Edit\"", "EditButton") == 1)
        #expect(r.total("tap \"Done\"").bodyEvaluations == 2)
        #expect(r.bodies("edit the root", "Row") == 2)
        #expect(r.bodies("edit the root", "EditButton") == 1)
        #expect(r.bodies("edit the root", "Home") == 0)
        #expect(r.bodies("edit the root", "ProfileHost") == 0)
    }
}
