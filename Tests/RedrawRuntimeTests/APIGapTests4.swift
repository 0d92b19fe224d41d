// API that real apps used, added when pasted app files failed to compile (the fourth batch,
// Trial C2): `GroupBox` in its forms, `.toolbarTitleDisplayMode`, `ModelConfiguration(_:schema:)`,
// `ModelContext.insert` of an `any PersistentModel`, and iOS 16's `URL.documentsDirectory`
// and its neighbours, which Foundation on Linux lacks — end to end, under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests4 {
    static let source = #"""
    import SwiftUI
    import SwiftData

    @Model final class Book {
        var title: String
        init(title: String) { self.title = title }
    }

    let schema = Schema([Book.self])
    let container = try! ModelContainer(for: schema, configurations: ModelConfiguration("Books", schema: schema))

    struct Shelf: View {
        @Environment(\.modelContext) private var context
        @Query private var books: [Book]
        var body: some View {
            NavigationStack {
                VStack {
                    GroupBox("Shelf of \(books.count)") { ForEach(books) { Text($0.title) } }
                    GroupBox {
                        Button("Add") {
                            let samples: [any PersistentModel] = [Book(title: "A"), Book(title: "B")]
                            samples.forEach { context.insert($0) }
                        }
                    } label: { Text("Tools") }
                    GroupBox(label: Text("Old style")) { Text("iOS 13") }
                    GroupBox { Text("no label") }.groupBoxStyle(.automatic)
                }
                .toolbarTitleDisplayMode(.inline)
            }
        }
    }

    Redraw.root { Shelf().modelContainer(container) }
    Redraw.tap("Add")
    Redraw.step("files") {
        let url = URL.documentsDirectory.appending(path: "notes.txt")
        try! "hi".write(to: url, atomically: true, encoding: .utf8)
        precondition(try! String(contentsOf: url, encoding: .utf8) == "hi")
        for folder in [URL.applicationSupportDirectory, .cachesDirectory, .libraryDirectory] {
            precondition(folder.path.hasPrefix(NSHomeDirectory()), folder.path)
        }
    }
    """#

    /// "tap \"Add\"": two books inserted through `any PersistentModel` (the existential opened, as
    /// Apple's `insert<T: PersistentModel>` opens it) write Book's table, which Shelf's `@Query`
    /// read: Shelf re-runs, 1, under both engines (README, SwiftData). The group boxes are built in
    /// place, as stacks are — the button inside one is found — and have no node of their own. The
    /// "files" step traps unless the folders are the run's private home and a file round-trips.
    @Test(arguments: EngineKind.allCases)
    func groupBoxesToolbarTitleModeAndSwiftDataInsertOfAnExistential(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "api-gaps-4")
        #expect(r.bodies("initial render", "Shelf") == 1)
        #expect(r.bodies("tap \"Add\"", "Shelf") == 1)
        #expect(r.total("files").bodyEvaluations == 0)
    }

    /// A key's inline Markdown and automatic grammar agreement are what a person sees, and a tap
    /// finds: `^[\(count) Quotes](inflect: true)` shows "0 Quotes", then "1 Quote", then "2 Quotes";
    /// `**Save** the *draft*` shows "Save the draft"; a link's text and struck or code words show
    /// without their marks; `*` between numbers and `_` inside a word stay. A string literal is a
    /// `LocalizedStringKey`, as in Apple's SwiftUI, whose `StringProtocol` initialisers are
    /// disfavoured. Each tap writes `count`, which Screen's body read: 1.
    @Test(arguments: EngineKind.allCases)
    func aKeysMarkdownAndInflectionAreWhatItShows(engine: EngineKind) throws {
        let source = """
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button { count += 1 } label: { Label("^[\\(count) Quotes](inflect: true)", systemImage: "quote.opening") }
                    Button("**Save** the *draft*") { count += 10 }
                    Button("file_name_here * 2") { count += 100 }
                    Button("Read [the docs](https://example.com) ~~now~~ `x`") { count += 1000 }
                    Text("^[\\(count) Story](inflect: true)")
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("0 Quotes")
        Redraw.tap("1 Quote")
        Redraw.tap("2 Quotes")
        Redraw.tap("Save the draft")
        Redraw.tap("file_name_here * 2")
        Redraw.tap("Read the docs now x")
        """
        let r = try run(source, engine, name: "markdown-keys")
        for step in ["0 Quotes", "1 Quote", "2 Quotes", "Save the draft", "file_name_here * 2", "Read the docs now x"] {
            #expect(r.bodies("tap \"\(step)\"", "Screen") == 1, "\(step)")
        }
    }

    static let moreAPI = #"""
    import SwiftUICore
    import MapKit

    struct Shake: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: amount, y: 0).rotated(by: 0.1))
        }
    }

    struct Screen: View {
        @State private var shakes = 0
        @State private var showAlert = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text(String(localized: "Shakes \(shakes)"))
                        .modifier(Shake(amount: CGFloat(shakes)))
                        .accessibility(addTraits: .isHeader)
                        .accessibility(hidden: false)
                    Button("Shake") { withAnimation(.spring(bounce: 0.3)) { shakes += 1 } }
                        .buttonStyle(.glassProminent)
                    Button("Warn") { withAnimation(.bouncy()) { showAlert = true } }
                    Map().onMapCameraChange { _ in }
                }
                .toolbar { ToolbarItem(placement: .largeTitle) { Text("Title") } }
                .alert("Saved", isPresented: $showAlert) {}
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in }
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Shake")
    Redraw.tap("Warn")
    Redraw.tap("OK")
    """#

    /// Trials D2 and E2's API: `import SwiftUICore`, `String(localized:)`, a `GeometryEffect` (a
    /// primitive, as Apple's: no node, the view it modifies built in place), `CGAffineTransform`,
    /// iOS 13's `.accessibility(addTraits:)`, iOS 17's `.spring(bounce:)` and `.bouncy()`, iOS 26's
    /// `.glassProminent` and `.largeTitle`, `.onMapCameraChange`, UIApplication's lifecycle
    /// notifications — and an alert whose actions are empty gets the system's "OK", which dismisses
    /// it. Counts: "Shake" writes `shakes`, read by Screen: 1, and the alert's node, handed new
    /// closures by it: 1 — no `Shake` body ever runs; "Warn"
    /// writes `showAlert`, read by the alert's node alone (a binding): 1; "OK" dismisses: the alert's
    /// node, 1.
    @Test(arguments: EngineKind.allCases)
    func moreAppAPICompilesAndAnEmptyAlertHasOK(engine: EngineKind) throws {
        let r = try run(Self.moreAPI, engine, name: "api-gaps-4b")
        #expect(r.bodies("tap \"Shake\"", "Screen") == 1)
        #expect(r.bodies("tap \"Shake\"", "alert") == 1)
        #expect(r.total("tap \"Shake\"").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Shake") == 0)
        #expect(r.total("tap \"Warn\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Warn\"", "alert") == 1)
        #expect(r.total("tap \"OK\"").bodyEvaluations == 1)
    }
}
