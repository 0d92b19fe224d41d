// API that real apps use, added when pasted app files failed to compile: the
// iOS 13 `ActionSheet`, `ToolbarContent`, StoreKit's `requestReview`, and
// `LocalizedStringKey` titles — end to end, with exact counts under both engines.

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
