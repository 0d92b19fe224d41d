// API that real apps use, added when pasted app files failed to compile: the
// iOS 13 `ActionSheet`, `ToolbarContent`, StoreKit's `requestReview`,
// `LocalizedStringKey` titles, and what app corpora used (Dynamic Type, Combine's
// `decode`/`tryMap`, old control forms…) — end to end, with exact counts under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests {
    // MARK: ActionSheet: presented as the older `Alert`, its buttons tap targets while shown.

    static let actionSheets = """
    struct Doc: Identifiable { let id: Int; let name: String }
    @Observable class Library {
        var removed = 0
        var shared = 0
    }
    struct Count: View {
        var library: Library
        var body: some View { Text("\\(library.removed) removed") }
    }
    struct Screen: View {
        @State private var showing = false
        @State private var picked: Doc?
        var body: some View {
            VStack {
                Count(library: library)
                Button("Options") { showing = true }
                Button("Pick") { picked = Doc(id: 1, name: "Notes") }
            }
            .actionSheet(isPresented: $showing) {
                ActionSheet(title: Text("Options"), message: Text("Choose one"),
                            buttons: [.destructive(Text("Remove")) { library.removed += 1 }, .cancel()])
            }
            .actionSheet(item: $picked) { doc in
                ActionSheet(title: Text(doc.name), buttons: [.default(Text("Share \\(doc.name)")) { library.shared += 1 }])
            }
        }
    }
    let library = Library()
    Redraw.root { Screen() }
    Redraw.tap("Options")
    Redraw.tap("Remove")
    Redraw.tap("Pick")
    Redraw.tap("Share Notes")
    """

    @Test(arguments: EngineKind.allCases)
    func actionSheetsArePresentedByTheirBindingOrItem(_ engine: EngineKind) throws {
        let r = try run(Self.actionSheets, engine, name: "action-sheets")
        // Initial render: Screen, Count, and the two sheets' own nodes (content not built): 4.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "actionSheet") == 2)
        // tap "Options": `showing` is read only by the first sheet's node, through `$showing`
        // (creating a binding reads nothing): that node alone (1); its buttons are built as leaves.
        #expect(r.total("tap \"Options\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Options\"", "actionSheet") == 1)
        // tap "Remove" (a button of the shown sheet): `removed` re-runs Count (pull: it read it; push:
        // it observes the library), and the tap sets `showing` back: the sheet's node (1). Screen 0.
        #expect(r.bodies("tap \"Remove\"", "Count") == 1)
        #expect(r.bodies("tap \"Remove\"", "actionSheet") == 1)
        #expect(r.bodies("tap \"Remove\"", "Screen") == 0)
        // tap "Pick": `picked` is read by the second sheet's node alone (1).
        #expect(r.total("tap \"Pick\"").bodyEvaluations == 1)
        // tap "Share Notes" (labelled from the item): the sheet ends (picked = nil: its node, 1);
        // `shared` is read by nobody under pull, while under push Count observes the library (1).
        #expect(r.bodies("tap \"Share Notes\"", "actionSheet") == 1)
        #expect(r.bodies("tap \"Share Notes\"", "Count") == (engine == .push ? 1 : 0))
    }

    // MARK: ToolbarContent: a user's own toolbar struct, built with the view it decorates.

    static let toolbar = """
    @Observable class Draft { var saved = 0 }
    struct Status: View {
        var draft: Draft
        var body: some View { Text("\\(draft.saved) saves") }
    }
    struct EditorToolbar: ToolbarContent {
        var draft: Draft
        var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { draft.saved += 1 }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Status(draft: draft)
            }
            if draft.saved > 0 {
                ToolbarItem(placement: .status) { Text("saved") }
            }
        }
    }
    struct ShareItems: CustomizableToolbarContent {
        var body: some CustomizableToolbarContent {
            ToolbarItem(id: "share") { Button("Share") { } }
        }
    }
    struct Editor: View {
        var draft: Draft
        var body: some View {
            NavigationStack {
                Text("editing")
                    .toolbar { EditorToolbar(draft: draft) }
                    .toolbar(id: "editor") { ShareItems() }
            }
        }
    }
    let draft = Draft()
    Redraw.root { Editor(draft: draft) }
    Redraw.tap("Save")
    Redraw.tap("Share")
    """

    @Test(arguments: EngineKind.allCases)
    func aUserToolbarContentIsBuiltWithItsView(_ engine: EngineKind) throws {
        let r = try run(Self.toolbar, engine, name: "toolbar-content")
        // Initial render: Editor, and Status from EditorToolbar's body (built in Editor's build, as
        // the items of `.toolbar { }` are): 2. EditorToolbar is no node.
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Status") == 1)
        #expect(r.bodies("initial render", "EditorToolbar") == 0)
        // tap "Save" (found in the toolbar): `saved` is read by Status, and by Editor's build through
        // EditorToolbar's `if` (pull); under push both hold the draft as an observed object. Either
        // way Editor 1 and Status 1 (invalidated itself, so reached once).
        #expect(r.bodies("tap \"Save\"", "Editor") == 1)
        #expect(r.bodies("tap \"Save\"", "Status") == 1)
        #expect(r.total("tap \"Save\"").bodyEvaluations == 2)
        // tap "Share" (a customizable item): its action writes nothing.
        #expect(r.total("tap \"Share\"").bodyEvaluations == 0)
    }

    // MARK: StoreKit's requestReview: an environment action that shows nothing and never changes.

    static let review = """
    import SwiftUI
    import StoreKit

    @Observable class Stats { var completed = 0 }
    struct Finish: View {
        @Environment(\\.requestReview) private var requestReview
        var stats: Stats
        var body: some View {
            Button("Finish") {
                stats.completed += 1
                if stats.completed == 2 { requestReview() }
            }
        }
    }
    struct Progress: View {
        var stats: Stats
        var body: some View { Text("\\(stats.completed) done") }
    }
    let stats = Stats()
    Redraw.root {
        VStack {
            Finish(stats: stats)
            Progress(stats: stats)
        }
    }
    Redraw.tap("Finish")
    Redraw.tap("Finish")
    Redraw.step("check") {
        precondition(RequestReviewAction.requests == 1, "\\(RequestReviewAction.requests) requests")
    }
    """

    @Test(arguments: EngineKind.allCases)
    func requestReviewIsCountedAndRunsNoBody(_ engine: EngineKind) throws {
        let r = try run(Self.review, engine, name: "request-review")
        // Each tap writes `completed`: Progress read it (pull) or observes the stats (push): 1 a tap.
        // Finish's body reads only `\.requestReview`, which never changes: under pull it does not
        // re-run; under push it holds the stats as an observed object and re-runs with each write.
        // The second tap asks for a review once: "check" traps otherwise.
        #expect(r.bodies("tap \"Finish\"", "Progress") == 1)
        #expect(r.bodies("tap \"Finish\"", "Finish") == (engine == .push ? 1 : 0))
        #expect(r.steps.filter { $0.step.hasPrefix("tap") }.map { $0.counts.total.bodyEvaluations }
                == (engine == .push ? [2, 2] : [1, 1]))
    }

    // MARK: LocalizedStringKey titles: accepted where a string title is, found by their words.

    static let localized = """
    struct Detail: View { var body: some View { Text("detail") } }
    struct Inbox: View {
        let title: LocalizedStringKey = "Inbox"
        let archive: LocalizedStringKey = "Archive all"
        let open: LocalizedStringKey = "Open"
        let clear: LocalizedStringKey = "Clear"
        @State private var archived = 0
        @State private var on = false
        @State private var text = ""
        var body: some View {
            NavigationStack {
                Form {
                    Section(title) {
                        Text("\\(archived) archived")
                        Button(archive) { archived += 1 }
                        Label(title, systemImage: "tray")
                        Toggle(title, isOn: $on)
                        TextField(title, text: $text)
                        LabeledContent(title, value: "3")
                        NavigationLink(open) { Detail() }
                        Menu(title) { Button(clear, role: .destructive) { archived = 0 } }
                    }
                }
                .navigationTitle(title)
            }
        }
    }
    Redraw.root { Inbox() }
    Redraw.tap("Archive all")
    Redraw.tap("Clear")
    Redraw.tap("Open")
    """

    @Test(arguments: EngineKind.allCases)
    func localizedStringKeyTitlesCompileAndAreTapped(_ engine: EngineKind) throws {
        let r = try run(Self.localized, engine, name: "localized-titles")
        // tap "Archive all" (a Button titled by a LocalizedStringKey): `archived`, read by Inbox,
        // re-runs it (1); tap "Clear" (a Menu's item, built with it) sets it back: Inbox again (1).
        #expect(r.bodies("tap \"Archive all\"", "Inbox") == 1)
        #expect(r.bodies("tap \"Clear\"", "Inbox") == 1)
        // tap "Open" pushes the link's destination: Detail is created (1); Inbox does not re-run.
        #expect(r.metrics("tap \"Open\"", "Detail").created == 1)
        #expect(r.bodies("tap \"Open\"", "Inbox") == 0)
    }

    // MARK: From teaching apps (CS193p's Memorize, a stopwatch): previews, a primitive button
    // style, animatable data, gestures, transitions and positions.

    static let teaching = """
    @Observable class Game { var flips = 0; var swipes = 0 }
    struct Flip: AnimatableModifier {
        var angle: Double
        var animatableData: Double { get { angle } set { angle = newValue } }
        func body(content: Content) -> some View { content.rotation3DEffect(.degrees(angle), axis: (0, 1, 0)) }
    }
    struct Pie: Shape {
        var start: Double, end: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(start, end) }
            set { start = newValue.first; end = newValue.second }
        }
        func path(in rect: CGRect) -> Path { Path() }
    }
    struct TapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { Button(configuration).position(x: 10, y: 10) }
    }
    struct SwipeStyle: PrimitiveButtonStyle {
        @GestureState private var dragging = false
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .gesture(DragGesture().updating($dragging) { _, state, _ in state = true }.onEnded { _ in configuration.trigger() })
                .opacity(dragging ? 0.5 : 1)
        }
    }
    struct Badge: View {
        var body: some View { Circle().stroke(style: StrokeStyle(lineWidth: 2, dash: [0.5, 2])) }
    }
    struct Card: View {
        var game: Game
        var body: some View {
            VStack {
                Text("masked").mask { Badge() }.blendMode(.destinationOut).lineLimit(3...5)
                    .autocapitalization(.none).disableAutocorrection(true)
                Text("\\(game.flips) flips").modifier(Flip(angle: Double(game.flips) * 180)).transition(.identity)
                Pie(start: 0, end: 90).fill(.ultraThinMaterial)
                Text("tint").foregroundStyle(.tint).fontWidth(.expanded)
                Button("Flip") { game.flips += 1 }.buttonStyle(TapStyle())
                Button("Swipe") { game.swipes += 1 }.buttonStyle(SwipeStyle())
                Button("Plain") { game.flips = game.flips }.buttonStyle(.bordered)
            }
            .datePickerStyle(.compact).tabViewStyle(.page(indexDisplayMode: .never))
            .navigationSplitViewColumnWidth(min: 200, ideal: 220, max: 280)
        }
    }
    struct Card_Previews: PreviewProvider {
        static var previews: some View {
            Card(game: Game()).previewLayout(.sizeThatFits).previewDevice("iPhone 15")
        }
    }
    let game = Game()
    Redraw.root { Card(game: game) }
    Redraw.tap("Flip")
    Redraw.tap("Plain")
    """

    @Test(arguments: EngineKind.allCases)
    func teachingAppAPICompilesAndCounts(_ engine: EngineKind) throws {
        let r = try run(Self.teaching, engine, name: "teaching-api")
        // Initial render: Card (1), its `Flip` modifier, a node of its own (1), and the Badge in a
        // `.mask` (1), built with the view it masks, as an overlay. The shapes, the buttons and
        // the styles' bodies are parts of Card's body; the preview never runs.
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "Badge") == 1)
        #expect(r.bodies("initial render", "Card") == 1)
        // tap "Flip": reached through `Button(configuration)` in TapStyle's makeBody, whose trigger
        // runs the button's action. `flips += 1`, read by Card: Card re-runs (1) and passes Flip a
        // new angle: Flip re-runs (1).
        #expect(r.bodies("tap \"Flip\"", "Card") == 1)
        #expect(r.bodies("tap \"Flip\"", "Flip") == 1)
        // The Badge has no inputs and read nothing: skipped.
        #expect(r.bodies("tap \"Flip\"", "Badge") == 0)
        // tap "Plain" (a system style, inert): `flips = flips` assigns an equal Int. Under push,
        // `@Published` sends objectWillChange for every write: Card re-runs (1), Flip's inputs are
        // equal (skipped). Under pull, the macro's setter skips an equal Equatable assignment
        // (MacroRuleTests): nothing runs.
        #expect(r.bodies("tap \"Plain\"", "Card") == (engine == .push ? 1 : 0))
        #expect(r.bodies("tap \"Plain\"", "Flip") == 0)
    }

    // MARK: From app corpora (SnowSeeker, a crypto tracker, TasteMaker, a messenger): Dynamic Type,
    // accessibility keys, symbol effects, Combine's decoding, old control forms, UIKit and SwiftData
    // stand-ins, colour literals, and modifiers that change no count.

    static let appCorpus = """
    import SwiftUI
    import SwiftData

    @Observable class Feed { var names: [String] = []; var failures = 0 }
    struct Coin: Decodable { let name: String }
    struct NotAnImage: Error {}
    enum Picture: Equatable { case none, loaded(UIImage) }

    let feed = Feed()
    var subscriptions = Set<AnyCancellable>()
    let photo = UIImage(systemName: "photo")!
    let accent: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    let alarm = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)

    func load() {
        Just(Data(#"[{"name": "Bitcoin"}, {"name": "Ether"}]"#.utf8))
            .decode(type: [Coin].self, decoder: JSONDecoder())
            .map { $0.map(\\.name) }
            .sink(receiveCompletion: { if case .failure = $0 { feed.failures += 1 } }, receiveValue: { feed.names = $0 })
            .store(in: &subscriptions)
        Just(Data())
            .tryMap { data -> UIImage in
                guard let image = UIImage(data: data) else { throw NotAnImage() }
                return image
            }
            .sink(receiveCompletion: { if case .failure = $0 { feed.failures += 1 } }, receiveValue: { _ in })
            .store(in: &subscriptions)
    }

    struct Sizes: View {
        let tag: String
        @Environment(\\.dynamicTypeSize) private var size
        var body: some View { Button("\\(tag) \\(size)\\(size.isAccessibilitySize ? " accessibility" : "")") {} }
    }
    struct Motion: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
            Image(systemName: "star")
                .symbolEffect(.bounce.up, value: reduceMotion)
                .symbolEffect(.pulse.byLayer, options: .repeating, isActive: !reduceMotion)
        }
    }
    struct Screen: View {
        var feed: Feed
        @State private var size = DynamicTypeSize.large
        @State private var on = false
        @State private var name = ""
        @State private var commits = 0
        @State private var picture = Picture.none
        @State private var grown = false
        var body: some View {
            VStack {
                Sizes(tag: "clamped").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(size)
                Sizes(tag: "set").dynamicTypeSize(size)
                Motion()
                Toggle("", systemImage: "play.rectangle.fill", isOn: $on)
                TextField("Name", text: $name, onEditingChanged: { _ in grown = true }, onCommit: { commits += 1 })
                Text("\\(commits) commits, \\(feed.names.count) coins, \\(feed.failures) failed")
                    .background(.tertiary, in: .rect(cornerRadius: 5)).textCase(.uppercase)
                Text(picture == .none ? "no picture" : "picture").tint(accent).border(Color(alarm))
                Circle().stroke(lineWidth: 2).scale(grown ? 1.2 : 1)
                Button("Bigger") { size = .accessibility3 }
                    .scaleEffect(CGSize(width: 2, height: 2)).animation(.easeOut)
                    .onKeyPress(.return) { grown = true; return .handled }
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in grown = true }
                Button("Load") { load() }
                Button("Show photo") { picture = .loaded(photo) }
                Button("New photo") { picture = .loaded(UIImage(systemName: "photo")!) }
                Section { Text("row").deleteDisabled(true).selectionDisabled().listRowSeparatorTint(.red) }
                    .listSectionSpacing(.compact).listSectionSeparator(.hidden)
            }
            .toolbarVisibility(.hidden, for: .navigationBar)
        }
    }
    Redraw.root { Screen(feed: feed) }
    Redraw.tap("Bigger")
    Redraw.tap("clamped xxxLarge")
    Redraw.tap("set accessibility3 accessibility")
    Redraw.toggle("play.rectangle.fill")
    Redraw.type("Name", "Bo")
    Redraw.submit("Name")
    Redraw.tap("Load")
    Redraw.tap("Show photo")
    Redraw.tap("Show photo")
    Redraw.tap("New photo")
    Redraw.step("check") {
        precondition(feed.names == ["Bitcoin", "Ether"] && feed.failures == 1, "\\(feed.names) \\(feed.failures)")
        precondition(UIImage(data: Data()) == nil && UIImage(data: photo.pngData()!) != nil)
        let container = try! ModelContainer(for: Schema([]))
        precondition(ModelContext(container).container === container)
        // A throw ends the stream with its error: no value after it.
        var seen: [String] = [], ended = ""
        let subject = PassthroughSubject<Data, Never>()
        let kept = subject
            .tryMap { data -> String in
                guard UIImage(data: data) != nil else { throw NotAnImage() }
                return String(decoding: data, as: UTF8.self)
            }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { ended = "\\(error)" } }, receiveValue: { seen.append($0) })
        subject.send(Data("a".utf8)); subject.send(Data()); subject.send(Data("b".utf8))
        precondition(seen == ["a"] && ended == "NotAnImage()", "\\(seen) \\(ended)")
        kept.cancel()
        var malformed = false
        _ = Just(Data("{".utf8)).decode(type: Coin.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure = $0 { malformed = true } }, receiveValue: { _ in })
        precondition(malformed)
    }
    """

    @Test(arguments: EngineKind.allCases)
    func appCorpusAPICompilesAndCounts(_ engine: EngineKind) throws {
        let r = try run(Self.appCorpus, engine, name: "app-corpus-api")
        // Initial render: Screen, the two Sizes, Motion, and the Toggle's and TextField's control
        // nodes: 6; then `.onGeometryChange`'s action runs as the button appears (APIGapTests17) and
        // sets `grown`, read by Screen, which re-runs in a further pass (its children's inputs are
        // equal): 7. `.onKeyPress` is inert (no key is pressed).
        #expect(r.total("initial render").bodyEvaluations == 7)
        #expect(r.bodies("initial render", "Sizes") == 2)
        // tap "Bigger": `size`, read by Screen, re-runs it (1). Both Sizes see another
        // `\.dynamicTypeSize` (1 each): the clamped one xxxLarge (the range caps accessibility3), the
        // other accessibility3. Motion, the Toggle and the TextField have equal inputs: skipped.
        #expect(r.total("tap \"Bigger\"").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Bigger\"", "Sizes") == 2)
        // The two taps that follow find the buttons by the words those sizes show, and write nothing.
        #expect(r.total("tap \"clamped xxxLarge\"").bodyEvaluations == 0)
        #expect(r.total("tap \"set accessibility3 accessibility\"").bodyEvaluations == 0)
        // toggle by the symbol of `Toggle("", systemImage:isOn:)`: `on` is read by the Toggle's node alone (1).
        #expect(r.bodies("toggle \"play.rectangle.fill\"", "Toggle") == 1)
        #expect(r.total("toggle \"play.rectangle.fill\"").bodyEvaluations == 1)
        // type "Bo" into the iOS 13 `TextField(_:text:onEditingChanged:onCommit:)`, a character a frame:
        // `name` is read by its node alone (1 each). `onEditingChanged` is never called (focus does not
        // move), or `grown` would re-run Screen.
        #expect(r.bodies("type \"Bo\" into \"Name\"", "TextField") == 2)
        #expect(r.total("type \"Bo\" into \"Name\"").bodyEvaluations == 2)
        // submit "Name" runs `onCommit`: `commits`, read by Screen (1).
        #expect(r.bodies("submit \"Name\"", "Screen") == 1)
        #expect(r.total("submit \"Name\"").bodyEvaluations == 1)
        // tap "Load": the decode pipeline writes `names`, the tryMap one fails on empty data (no image)
        // and writes `failures` — synchronously, in one frame: Screen read both (pull) or observes the
        // feed (push): 1. "check" traps unless both pipelines ended so.
        #expect(r.bodies("tap \"Load\"", "Screen") == 1)
        #expect(r.total("tap \"Load\"").bodyEvaluations == 1)
        // `Picture` is Equatable through `UIImage`, by identity: the first "Show photo" changes `picture`
        // (Screen 1), the second stores the same image, an equal write that notifies nobody (0), and
        // "New photo" stores another object of the same name, unequal (1).
        #expect(r.total("tap \"Show photo\"").bodyEvaluations == 1)
        #expect(r.total("tap \"Show photo\" (2)").bodyEvaluations == 0)
        #expect(r.total("tap \"New photo\"").bodyEvaluations == 1)
    }

    /// A style that triggers only from a gesture: no UI action drives a drag, so the button is
    /// not a tap target, and the error lists what is.
    @Test func aGestureOnlyButtonIsNotTapped() throws {
        let source = Self.teaching.replacingOccurrences(of: "Redraw.tap(\"Plain\")", with: "Redraw.tap(\"Swipe\")")
        do {
            _ = try run(source, .pull, name: "teaching-swipe")
            Issue.record("tapping a gesture-only button ran")
        } catch {
            let message = "\(error)"
            #expect(message.contains("labelled \"Swipe\""), "\(message)")
            #expect(message.contains("Button \"Flip\""), "\(message)")
        }
    }
}
