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
}
