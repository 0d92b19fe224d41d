// API that real apps used, added when a tester's pasted files failed to compile (the eighth
// batch): `@FocusState.Binding` in a child component, `TextField(_:value:format:)` over an
// optional, iOS 16's formatted `Stepper`, SwiftData's model identity, undo manager and schema
// versioning, `CGColor` (`Color.cgColor`, `UIColor.cgColor`), and the `UserNotifications`
// module — end to end, under both engines.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct APIGapTests8 {
    static let focusBinding = #"""
    import SwiftUI
    // A sign-up form whose fields are a child component, focused through the parent's @FocusState.
    enum Field: Hashable { case name, email }
    struct SignUpForm: View {
        @FocusState private var focus: Field?
        @State private var submits = 0
        var body: some View {
            VStack {
                NameFields(focus: $focus)
                FocusHint(focused: $focus)
                Text("Submitted \(submits)")
                Button("Start") { focus = .name }
                Button("Submit") { submits += 1; focus = nil }
            }
        }
    }
    struct NameFields: View {
        @FocusState.Binding var focus: Field?
        @State private var name = ""
        @State private var email = ""
        var body: some View {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
            Text(focus == .email ? "Editing email" : "Not on email")
        }
    }
    struct FocusHint: View {
        @FocusState.Binding var focused: Field?
        init(focused: FocusState<Field?>.Binding) { _focused = focused }
        var body: some View { Text(focused == nil ? "No field" : "A field") }
    }
    Redraw.root { SignUpForm() }
    Redraw.tap("Start")
    Redraw.submit("Name")
    Redraw.tap("Submit")
    Redraw.tap("Submit")
    """#

    /// `@FocusState.Binding var focus` compiles as a property wrapper in a child (the memberwise
    /// initialiser takes the parent's `$focus`; an explicit one sets `_focused`), and keeps
    /// `@FocusState`'s rules: a body that read the focus through it re-runs when the parent's box
    /// changes, the parent's body (which only writes it) does not, an equal write notifies nobody,
    /// and a parent's re-run hands the child the same box, an equal input.
    ///
    /// Initial render: SignUpForm, NameFields, FocusHint and the two TextField controls: 5.
    /// "tap Start": `focus = .name` (nil → .name); NameFields (`focus == .email`) and FocusHint
    /// (`focused == nil`) read it through their bindings; SignUpForm never read it: 2.
    /// "submit Name": the field's `.onSubmit` writes `.email` through the child's binding: the same
    /// two readers: 2.
    /// "tap Submit": `submits += 1` (SignUpForm read it) and `focus = nil`: SignUpForm, and the two
    /// readers of the focus, each once (the new structs SignUpForm makes hold the same box): 3.
    /// "tap Submit" again: `submits` changes, `focus = nil` is an equal write: SignUpForm alone — its
    /// children's bindings are equal inputs, so neither re-runs: 1.
    @Test(arguments: EngineKind.allCases)
    func focusStateBindingInAChild(engine: EngineKind) throws {
        let r = try run(Self.focusBinding, engine, name: "api-gaps-8-focus-binding")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("tap \"Start\"", "NameFields") == 1)
        #expect(r.bodies("tap \"Start\"", "FocusHint") == 1)
        #expect(r.total("tap \"Start\"").bodyEvaluations == 2)
        #expect(r.bodies("submit \"Name\"", "NameFields") == 1)
        #expect(r.total("submit \"Name\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Submit\"", "SignUpForm") == 1)
        #expect(r.total("tap \"Submit\"").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Submit\" (2)", "SignUpForm") == 1)
        #expect(r.total("tap \"Submit\" (2)").bodyEvaluations == 1)
    }

    static let optionalValueFields = #"""
    import SwiftUI
    // An order form with optional numeric fields (iOS 15), as a tip calculator writes them.
    struct OrderForm: View {
        @State private var tip: Double? = nil
        @State private var guests: Int? = 2
        @State private var servings = 2.0
        let guestsTitle: LocalizedStringKey = "Guests"
        let servingsTitle: LocalizedStringKey = "Servings"
        var body: some View {
            Form {
                TextField("Tip", value: $tip, format: .number)
                TextField(guestsTitle, value: $guests, format: .number, prompt: Text("How many?"))
                TextField(servingsTitle, value: $servings, format: .number)
                Text(tip.map { "Tip \($0)" } ?? "No tip")
            }
        }
    }
    Redraw.root { OrderForm() }
    Redraw.type("Tip", "12")
    Redraw.step("tip in words") {
        Redraw.type("Tip", "lots")
        precondition((Redraw.state(of: OrderForm.self, "tip") as Double?) == nil, "text the format cannot parse sets nil")
        Redraw.type("Tip", "7.5")
    }
    Redraw.type("How many?", "4")
    Redraw.step("servings") { Redraw.type("Servings", "3") }
    Redraw.step("check") {
        let tip: Double? = Redraw.state(of: OrderForm.self, "tip")
        let guests: Int? = Redraw.state(of: OrderForm.self, "guests")
        let servings: Double = Redraw.state(of: OrderForm.self, "servings")
        precondition(tip == 7.5 && guests == 24 && servings == 3, "\(String(describing: tip)) \(String(describing: guests)) \(servings)")
    }
    """#

    /// `TextField(_:value:format:prompt:)` over a `Binding<Double?>` and a `Binding<Int?>`, with a
    /// `String` title and a `LocalizedStringKey` one (and the key's non-optional form). Typed text the
    /// format parses is the value; text it cannot parse sets nil, as Apple documents ("If `format`
    /// can't perform the conversion, the text field sets `binding.value` to `nil`"); nil shows the
    /// empty text. Top-level typing appends a character a frame to the text shown: the tip, nil,
    /// shows "" and becomes 1, then 12; the guests, 2, show "2" and become 24.
    ///
    /// Initial render: OrderForm, the Form and its three TextField controls: 5.
    /// "type 12 into Tip": two frames, each a write of `tip` (nil → 1, 1 → 12), read by the Tip
    /// field and by OrderForm's text (OrderForm's re-run updates the Form, whose content it passes):
    /// OrderForm, Form, TextField each frame: 6.
    /// "tip in words": one frame: "lots" sets nil, then "7.5" sets 7.5: the same three: 3.
    /// "type 4 into How many?" (the prompt names the field): `guests` 2 → 24, read by its field
    /// alone: 1.
    /// "servings": the key-titled field's non-optional value, 2 → 3: its field alone: 1.
    /// "check": no write: 0.
    @Test(arguments: EngineKind.allCases)
    func optionalValueTextFields(engine: EngineKind) throws {
        let r = try run(Self.optionalValueFields, engine, name: "api-gaps-8-optional-fields")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.step("type \"12\" into \"Tip\"").frames == 2)
        #expect(r.bodies("type \"12\" into \"Tip\"", "OrderForm") == 2)
        #expect(r.bodies("type \"12\" into \"Tip\"", "TextField") == 2)
        #expect(r.total("type \"12\" into \"Tip\"").bodyEvaluations == 6)
        #expect(r.total("tip in words").bodyEvaluations == 3)
        #expect(r.bodies("type \"4\" into \"How many?\"", "TextField") == 1)
        #expect(r.total("type \"4\" into \"How many?\"").bodyEvaluations == 1)
        #expect(r.total("servings").bodyEvaluations == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let formattedSteppers = #"""
    import SwiftUI
    // A recipe's quantities with iOS 16's formatted steppers.
    final class EditLog { var events: [Bool] = [] }
    let log = EditLog()
    struct Recipe: View {
        @State private var weight = 1.5
        @State private var servings = 2.0
        @State private var rating = 3.0
        @State private var volume = 0.5
        let ratingTitle: LocalizedStringKey = "Rating"
        let volumeTitle: LocalizedStringKey = "Volume"
        var body: some View {
            Form {
                Stepper("Weight", value: $weight, in: 0...5, step: 0.5, format: .number) { log.events.append($0) }
                Stepper("Servings", value: $servings, step: 1, format: .number)
                Stepper(value: $weight, in: 0...5, step: 0.25, format: .number) {
                    Text("Fine weight")
                } onEditingChanged: { log.events.append($0) }
                Stepper(value: $servings, format: .number) { Text("More servings") }
                Stepper(ratingTitle, value: $rating, in: 1...5, format: .number)
                Stepper(volumeTitle, value: $volume, step: 0.1, format: .percent)
            }
        }
    }
    Redraw.root { Recipe() }
    Redraw.adjust("Weight", by: 1)
    Redraw.adjust("Weight", to: 9)
    Redraw.adjust("Fine weight", by: -1)
    Redraw.adjust("Servings", by: 2)
    Redraw.adjust("More servings", by: 1)
    Redraw.adjust("Rating", by: 5)
    Redraw.adjust("Volume", by: 1)
    Redraw.step("check") {
        let weight: Double = Redraw.state(of: Recipe.self, "weight")
        let servings: Double = Redraw.state(of: Recipe.self, "servings")
        let rating: Double = Redraw.state(of: Recipe.self, "rating")
        let volume: Double = Redraw.state(of: Recipe.self, "volume")
        precondition(weight == 4.75 && servings == 5 && rating == 5 && abs(volume - 0.6) < 1e-9, "\(weight) \(servings) \(rating) \(volume)")
        precondition(log.events == [true, false, true, false, true, false], "\(log.events)")
    }
    """#

    /// iOS 16's `Stepper(_:value:in:step:format:onEditingChanged:)`, `Stepper(_:value:step:format:…)`,
    /// `Stepper(value:in:step:format:label:onEditingChanged:)` and `Stepper(value:step:format:label:…)`,
    /// with `String` and `LocalizedStringKey` titles. The format is how the value is shown (drawn by
    /// nothing); the stepper is found by its label's words; bounds clamp; `onEditingChanged` is told
    /// true then false around each adjustment, as a slider's is.
    ///
    /// Initial render: Recipe, the Form and six Stepper controls: 8.
    /// "adjust Weight by 1": `weight` 1.5 → 2, read by the two weight steppers: 2.
    /// "adjust Weight to 9": clamped to 5: the same two: 2.
    /// "adjust Fine weight by -1": 5 → 4.75 (its step is 0.25): 2.
    /// "adjust Servings by 2": `servings` 2 → 4, read by the two servings steppers: 2.
    /// "adjust More servings by 1": 4 → 5: 2.
    /// "adjust Rating by 5": 3, clamped at each step, ends at 5: its stepper alone: 1.
    /// "adjust Volume by 1": 0.5 → 0.6: 1.
    /// "check": no write: 0; the weight steppers' callbacks were told of three adjustments.
    @Test(arguments: EngineKind.allCases)
    func formattedSteppers(engine: EngineKind) throws {
        let r = try run(Self.formattedSteppers, engine, name: "api-gaps-8-formatted-steppers")
        #expect(r.total("initial render").bodyEvaluations == 8)
        for adjust in ["adjust \"Weight\" by 1", "adjust \"Weight\" to 9", "adjust \"Fine weight\" by -1",
                       "adjust \"Servings\" by 2", "adjust \"More servings\" by 1"] {
            #expect(r.bodies(adjust, "Stepper") == 2, "\(adjust)")
            #expect(r.total(adjust).bodyEvaluations == 2, "\(adjust)")
        }
        #expect(r.total("adjust \"Rating\" by 5").bodyEvaluations == 1)
        #expect(r.total("adjust \"Volume\" by 1").bodyEvaluations == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let swiftDataVersions = #"""
    import SwiftUI
    import SwiftData
    // A notes app that has shipped two versions of its model: versioned schemas, a migration plan,
    // identifiers of its models, and undo through the context's undo manager.
    nonisolated(unsafe) var migrationsRun = 0
    enum NotesSchemaV1: VersionedSchema {
        static var versionIdentifier = Schema.Version(1, 0, 0)
        static var models: [any PersistentModel.Type] { [Note.self] }
        @Model final class Note {
            var text: String
            init(text: String) { self.text = text }
        }
    }
    enum NotesSchemaV2: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
        static var models: [any PersistentModel.Type] { [Note.self, Draft.self] }
        @Model final class Note {
            var text: String
            var pinned = false
            init(text: String) { self.text = text }
        }
        @Model final class Draft {
            var text = ""
            init() {}
        }
    }
    typealias Note = NotesSchemaV2.Note
    typealias Draft = NotesSchemaV2.Draft
    enum NotesMigrationPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
        static var stages: [MigrationStage] { [migrateV1toV2] }
        static let migrateV1toV2 = MigrationStage.custom(
            fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self,
            willMigrate: { context in
                migrationsRun += 1
                for note in try context.fetch(FetchDescriptor<NotesSchemaV1.Note>()) {
                    note.text = note.text.trimmingCharacters(in: .whitespaces)
                }
                try context.save()
            },
            didMigrate: nil)
    }
    func setPinned(_ note: Note, _ pinned: Bool, undoManager: UndoManager?) {
        let old = note.pinned
        note.pinned = pinned
        undoManager?.registerUndo(withTarget: note) { setPinned($0, old, undoManager: undoManager) }
        undoManager?.setActionName(pinned ? "Pin" : "Unpin")
    }
    struct NoteRow: View {
        let note: Note
        var body: some View { Text(note.pinned ? "📌 \(note.text)" : note.text) }
    }
    struct NoteList: View {
        @Environment(\.modelContext) private var modelContext
        @Query(sort: \Note.text) private var notes: [Note]
        var body: some View {
            List {
                ForEach(notes, id: \.persistentModelID) { note in NoteRow(note: note) }
            }
            Button("Add") { modelContext.insert(Note(text: "note \(notes.count)")) }
            Button("Pin first") { if let first = notes.first { setPinned(first, true, undoManager: modelContext.undoManager) } }
            Button("Undo") { modelContext.undoManager?.undo() }
            Button("Redo") { modelContext.undoManager?.redo() }
        }
    }
    let container = try! ModelContainer(for: Note.self, Draft.self, migrationPlan: NotesMigrationPlan.self,
                                        configurations: ModelConfiguration(for: Note.self, Draft.self, isStoredInMemoryOnly: true))
    container.mainContext.undoManager = UndoManager()
    Redraw.root { NoteList().modelContainer(container) }
    Redraw.tap("Add")
    Redraw.tap("Add")
    Redraw.tap("Pin first")
    Redraw.tap("Undo")
    Redraw.tap("Redo")
    Redraw.step("identity") {
        let context = container.mainContext
        let undo = context.undoManager!
        precondition(undo.canUndo && !undo.canRedo && undo.undoActionName == "Pin", "\(undo.undoActionName)")
        let draft = Draft()
        precondition(draft.modelContext == nil, "a model is in no context before its insertion")
        let early = draft.persistentModelID
        context.insert(draft)
        precondition(draft.modelContext === context && draft.persistentModelID == early, "inserted: its context, the same identifier")
        precondition(early.entityName == "Draft", early.entityName)
        let found: Draft? = context.registeredModel(for: early)
        precondition(found === draft && context.model(for: early) as? Draft === draft)
        precondition((context.registeredModel(for: early) as Note?) == nil, "an identifier of another type finds no Note")
        let notes = try! context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.text)]))
        precondition(notes.count == 2 && notes[0].persistentModelID < notes[1].persistentModelID && notes[1].persistentModelID < early)
        precondition(Set(notes.map(\.persistentModelID)).count == 2 && notes[0].modelContext === context)
        let coded = try! JSONDecoder().decode(PersistentIdentifier.self, from: JSONEncoder().encode(early))
        precondition(coded == early && coded.hashValue == early.hashValue)
        context.delete(draft)
        precondition(draft.modelContext == nil && (context.registeredModel(for: early) as Draft?) == nil, "deleted: in no context")
        precondition(notes[0].pinned, "Redo pinned the first note again")
        precondition(Schema.Version(1, 0, 0) < NotesSchemaV2.versionIdentifier && NotesSchemaV2.versionIdentifier.description == "2.0.0")
        precondition(NotesSchemaV1.versionIdentifier.major == 1 && NotesMigrationPlan.schemas.count == 2 && NotesSchemaV2.models.count == 2)
        if case .custom(let from, let to, let will, let did) = NotesMigrationPlan.stages[0] {
            precondition(from == NotesSchemaV1.self && to == NotesSchemaV2.self && will != nil && did == nil)
        } else {
            preconditionFailure("a custom stage")
        }
        let lightweight = MigrationStage.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)
        if case .lightweight(let from, _) = lightweight { precondition(from.versionIdentifier == Schema.Version(1, 0, 0)) }
        _ = try! ModelContainer(for: Schema(versionedSchema: NotesSchemaV2.self), migrationPlan: NotesMigrationPlan.self,
                                configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        _ = try! ModelContainer(for: Schema([Note.self, Draft.self], version: Schema.Version(2, 0, 0)),
                                migrationPlan: NotesMigrationPlan.self, configurations: ModelConfiguration())
        precondition(migrationsRun == 0, "no migration runs: the run's store starts empty")
    }
    """#

    /// SwiftData as an app with two shipped model versions writes it: `VersionedSchema`s whose
    /// `@Model` classes are nested in them, a `SchemaMigrationPlan` with a `.custom` stage,
    /// `ModelContainer(for:migrationPlan:configurations:)` (types, a `Schema(versionedSchema:)`, a
    /// `Schema(_:version:)`), `ModelConfiguration(for:isStoredInMemoryOnly:)`; a model's
    /// `persistentModelID` (a `ForEach`'s id, hashable, ordered as made, `Codable`) and
    /// `modelContext`; `registeredModel(for:)` and `model(for:)`; and `ModelContext.undoManager`
    /// with Foundation's `UndoManager`, which Linux lacks and Redraw's SwiftUI adds. Migration does
    /// nothing — the run's one in-memory store starts empty — so no stage's closure runs.
    ///
    /// Initial render: NoteList and the List's update (no notes): 2.
    /// "tap Add" (twice): an insert: NoteList read the table through `notes`, so it re-runs and the
    /// List with it; the new row is created (the other row's input, the same note, is equal): 3.
    /// "tap Pin first", "tap Undo", "tap Redo": `pinned` false → true → false → true, the undo
    /// manager running the app's own registrations (undoing registers the redo). The row read
    /// `pinned`: under pull it re-runs each time (1); under push its plain `let note: Note` (the
    /// file's `typealias Note = NotesSchemaV2.Note`) is `@ObservedObject` in the push form, as a
    /// plain property holding a model of a pull-written file is: the write's `objectWillChange`
    /// re-runs it (1). NoteList's query reads only `text` (its sort): neither engine re-runs it.
    /// "identity": a `Draft` (queried by no view) is inserted and deleted: 0.
    @Test(arguments: EngineKind.allCases)
    func swiftDataIdentityUndoAndVersions(engine: EngineKind) throws {
        let r = try run(Self.swiftDataVersions, engine, name: "api-gaps-8-swiftdata")
        #expect(r.total("initial render").bodyEvaluations == 2)
        for tap in ["tap \"Add\"", "tap \"Add\" (2)"] {
            #expect(r.bodies(tap, "NoteList") == 1)
            #expect(r.metrics(tap, "NoteRow").created == 1)
            #expect(r.total(tap).bodyEvaluations == 3)
        }
        for tap in ["tap \"Pin first\"", "tap \"Undo\"", "tap \"Redo\""] {
            #expect(r.bodies(tap, "NoteRow") == 1, "\(tap)")
            #expect(r.total(tap).bodyEvaluations == 1, "\(tap)")
        }
        #expect(r.total("identity").bodyEvaluations == 0)
    }

    static let coreGraphicsColors = #"""
    import SwiftUI
    // A card whose border and shadow colours are handed to CoreGraphics, as code shared with UIKit does.
    final class Theme: ObservableObject { @Published var accent = Color(red: 0.2, green: 0.4, blue: 0.6) }
    struct Card: View {
        @ObservedObject var theme: Theme
        var body: some View {
            let border = theme.accent.cgColor ?? UIColor.gray.cgColor
            Text("Card")
                .border(Color(cgColor: border))
                .shadow(color: Color(UIColor(cgColor: border).withAlphaComponent(0.3)), radius: 4)
            Button("Orange") { theme.accent = Color(uiColor: .orange) }
        }
    }
    let theme = Theme()
    Redraw.root { Card(theme: theme) }
    Redraw.tap("Orange")
    Redraw.step("colors") {
        precondition(theme.accent.cgColor == UIColor.orange.cgColor, "a colour from a UIColor keeps its components")
        let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
        precondition(brand.cgColor?.components == [0.2, 0.4, 0.6, 1.0], "\(String(describing: brand.cgColor?.components))")
        precondition(Color.red.cgColor == nil && Color("Brand").cgColor == nil, "a system or asset colour is dynamic: no CGColor")
        precondition(Color(white: 0.5, opacity: 0.25).cgColor == CGColor(gray: 0.5, alpha: 0.25))
        precondition(Color(hue: 0, saturation: 1, brightness: 1).cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        precondition(Color(hue: 0.5, saturation: 1, brightness: 1) != Color(hue: 0.5, saturation: 0.5, brightness: 1))
        let ui = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
        precondition(ui.numberOfComponents == 4 && ui.alpha == 1 && ui.copy(alpha: 0.5)?.alpha == 0.5)
        precondition(Color(ui) == Color(red: 1, green: 0.5, blue: 0) && Color(cgColor: ui).cgColor == ui)
        precondition(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1) == ui && Set([ui, CGColor.black]).count == 2)
        precondition(UIColor(cgColor: CGColor.white).red == 1 && CGColor.clear.alpha == 0)
        precondition(UIColor(Color(white: 0.25)).green == 0.25, "a white colour keeps its components in UIKit")
    }
    """#

    /// `Color.cgColor` (optional, as Apple's: a colour made from components gives them, a system or
    /// asset colour is dynamic and gives nil), `UIColor.cgColor`, `UIColor(cgColor:)`,
    /// `Color(cgColor:)` and `Color(_: CGColor)`, and Redraw's minimal `CGColor` (components, alpha,
    /// `copy(alpha:)`, equal by components). Values only: no count depends on them.
    ///
    /// Initial render: Card: 1.
    /// "tap Orange": `accent` changes; Card read it: under push its `@ObservedObject` is notified,
    /// under pull the tracked read fires: 1.
    /// "colors": no write: 0.
    @Test(arguments: EngineKind.allCases)
    func coreGraphicsColors(engine: EngineKind) throws {
        let r = try run(Self.coreGraphicsColors, engine, name: "api-gaps-8-cgcolor")
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Orange\"", "Card") == 1)
        #expect(r.total("tap \"Orange\"").bodyEvaluations == 1)
        #expect(r.total("colors").bodyEvaluations == 0)
    }

    static let userNotifications = #"""
    import SwiftUI
    import UserNotifications
    // A reminders screen that asks for permission and schedules local notifications, as apps do.
    final class Reminders: ObservableObject {
        @Published var granted = false
        @Published var pendingCount = 0
        @Published var status = "unknown"
        func requestPermission() {
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
                DispatchQueue.main.async { self.granted = granted && error == nil }
            }
        }
        func schedule(_ id: String, title: String, in seconds: TimeInterval) {
            let content = UNMutableNotificationContent()
            content.title = title
            content.subtitle = "Reminder"
            content.body = "Time for \(title.lowercased())"
            content.sound = .default
            content.badge = 1
            content.userInfo = ["id": id]
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
            let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
            UNUserNotificationCenter.current().add(request) { error in
                if error == nil { self.refresh() }
            }
        }
        func scheduleDaily() {
            var morning = DateComponents()
            morning.hour = 8
            let content = UNMutableNotificationContent()
            content.title = "Good morning"
            let request = UNNotificationRequest(identifier: "daily", content: content,
                                                trigger: UNCalendarNotificationTrigger(dateMatching: morning, repeats: true))
            Task { @MainActor in
                try? await UNUserNotificationCenter.current().add(request)
                self.pendingCount = await UNUserNotificationCenter.current().pendingNotificationRequests().count
            }
        }
        func refresh() {
            UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
                DispatchQueue.main.async { self.pendingCount = requests.count }
            }
        }
        func checkSettings() {
            UNUserNotificationCenter.current().getNotificationSettings { settings in
                DispatchQueue.main.async { self.status = settings.authorizationStatus == .authorized ? "authorized" : "not authorized" }
            }
        }
    }
    struct RemindersView: View {
        @ObservedObject var reminders: Reminders
        var body: some View {
            VStack {
                Text(reminders.granted ? "Notifications on" : "Notifications off")
                Text("\(reminders.pendingCount) pending, \(reminders.status)")
                Button("Allow") { reminders.requestPermission() }
                Button("Water") { reminders.schedule("water", title: "Water", in: 60) }
                Button("Stretch") { reminders.schedule("stretch", title: "Stretch", in: 3600) }
                Button("Daily") { reminders.scheduleDaily() }
                Button("Cancel water") {
                    UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["water"])
                    reminders.refresh()
                }
                Button("Clear") {
                    UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
                    UNUserNotificationCenter.current().removeAllDeliveredNotifications()
                    reminders.refresh()
                }
                Button("Settings") { reminders.checkSettings() }
            }
        }
    }
    nonisolated(unsafe) var checkedPending = false
    let reminders = Reminders()
    Redraw.root { RemindersView(reminders: reminders) }
    Redraw.tap("Settings")
    Redraw.step("not asked yet") { precondition(reminders.status == "not authorized", reminders.status) }
    Redraw.tap("Allow")
    Redraw.tap("Settings")
    Redraw.tap("Water")
    Redraw.step("one pending") { precondition(reminders.pendingCount == 1, "\(reminders.pendingCount)") }
    Redraw.tap("Stretch")
    Redraw.tap("Water")
    Redraw.tap("Daily")
    Redraw.tap("Cancel water")
    Redraw.step("asked at once") {
        var answered = false
        UNUserNotificationCenter.current().requestAuthorization(options: .alert) { granted, _ in answered = granted }
        precondition(!answered, "the completion runs later, in the frame's due work, not inside the call")
    }
    Redraw.step("pending") {
        Task { @MainActor in
            let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
            let settings = await UNUserNotificationCenter.current().notificationSettings()
            let pending = await UNUserNotificationCenter.current().pendingNotificationRequests()
            precondition(granted && settings.authorizationStatus == .authorized)
            precondition(pending.map(\.identifier) == ["stretch", "daily"], "\(pending.map(\.identifier))")
            let stretch = pending[0]
            precondition(stretch.content.title == "Stretch" && stretch.content.subtitle == "Reminder" && stretch.content.body == "Time for stretch")
            precondition(stretch.content.badge == 1 && stretch.content.sound === UNNotificationSound.default)
            precondition(stretch.content.userInfo["id"] as? String == "stretch")
            let interval = stretch.trigger as? UNTimeIntervalNotificationTrigger
            precondition(interval?.timeInterval == 3600 && interval?.repeats == false)
            let daily = pending[1].trigger as? UNCalendarNotificationTrigger
            precondition(daily?.dateComponents.hour == 8 && daily?.repeats == true)
            precondition(UNAuthorizationOptions([.alert, .badge, .sound]).contains(.badge))
            checkedPending = true
        }
    }
    Redraw.tap("Clear")
    Redraw.tap("Stretch")
    Redraw.step("check") {
        precondition(checkedPending, "the pending task ran")
        precondition(reminders.granted && reminders.pendingCount == 1 && reminders.status == "authorized",
                     "\(reminders.pendingCount) \(reminders.status)")
    }
    """#

    /// `import UserNotifications` finds Redraw's module: the center (`current()`), authorization
    /// (granted), requests with `UNMutableNotificationContent`, `.default` sound, time-interval and
    /// calendar triggers, the pending list (a request with a pending identifier replaces it),
    /// removal, settings — completion-handler and `async` forms. Nothing is delivered. A completion
    /// handler runs later, as a block queued on the virtual main queue, in the due work of the frame
    /// that asked; the app's `DispatchQueue.main.async` inside it runs in that frame's due work too.
    /// A timed pass runs first in the same process: the counting pass starts with nothing pending
    /// and authorization not asked ("not asked yet", "one pending" check it), as every run starts
    /// from a fresh device.
    ///
    /// Initial render: RemindersView: 1.
    /// "tap Settings": the settings' completion writes `status` ("unknown" → "not authorized"),
    /// which RemindersView read: under push its `@ObservedObject` is notified, under pull the
    /// tracked read fires: 1. Each later tap writes one property RemindersView read, through the
    /// completions: "Allow" (`granted`), "Settings" ("authorized"), "Water" (1 pending), "Stretch"
    /// (2), "Daily" (3, from a task's `async` calls), "Cancel water" (2), "Clear" (0), "Stretch"
    /// again (1): 1 each.
    /// "tap Water" again: the request replaces the pending one, and the count written is the same
    /// (2): push's `@Published` announces every set (1); pull's macro compares and notifies no one (0).
    /// The steps that only check, "asked at once" (the completion writes a local) and "pending"
    /// (the task reads the center): 0.
    @Test(arguments: EngineKind.allCases)
    func userNotificationsModule(engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.userNotifications, name: "api-gaps-8-user-notifications")
        let r = Run(steps: try CompiledProfiler.runChild(compiled, engine: engine, passes: ["timed", "counting"]).steps)
        #expect(r.total("initial render").bodyEvaluations == 1)
        for tap in ["tap \"Settings\"", "tap \"Allow\"", "tap \"Settings\" (2)", "tap \"Water\"", "tap \"Stretch\"",
                    "tap \"Daily\"", "tap \"Cancel water\"", "tap \"Clear\"", "tap \"Stretch\" (2)"] {
            #expect(r.bodies(tap, "RemindersView") == 1, "\(tap)")
            #expect(r.total(tap).bodyEvaluations == 1, "\(tap)")
        }
        #expect(r.total("tap \"Water\" (2)").bodyEvaluations == (engine == .push ? 1 : 0))
        for step in ["not asked yet", "one pending", "asked at once", "pending", "check"] {
            #expect(r.total(step).bodyEvaluations == 0, "\(step)")
        }
    }
}
