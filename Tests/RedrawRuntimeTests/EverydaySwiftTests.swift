// A scenario in everyday Swift — what the interpreter could not load — gives
// exact counts under both engines: a generic function, a protocol with an
// extension, a nested type, `static let shared`, `didSet`, a `Dictionary`, an
// enum with payloads, a switch expression, `Date`, `UUID().uuidString`.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct EverydaySwiftTests {
    static let source = """
    import SwiftUI

    protocol Describable { var title: String { get } }
    extension Describable { var shout: String { title.uppercased() } }

    func firstMatching<T: Describable>(_ items: [T], _ text: String) -> T? {
        items.first { $0.title.contains(text) }
    }

    enum Status: Equatable {
        case idle
        case loading(progress: Double)
        case failed(String)
    }

    @Observable final class Library {
        static let shared = Library()

        struct Book: Identifiable, Describable, Equatable {
            let id: String
            var title: String
        }

        var books: [Book] = []
        var status: Status = .idle
        var ratings: [String: Int] = [:]
        var lastOpened = Date(timeIntervalSince1970: 0)
        @ObservationIgnored var log: [String] = []
        var query = "" {
            didSet { log.append("query \\(query)") }
        }

        var statusText: String {
            switch status {
            case .idle: "idle"
            case .loading(let p): "loading \\(Int(p * 100)) %"
            case .failed(let why): "failed: \\(why)"
            }
        }

        func add(_ title: String) { books.append(Book(id: UUID().uuidString, title: title)) }
    }

    struct StatusBar: View {
        var library: Library
        var body: some View { Text(library.statusText) }
    }

    struct BookRow: View {
        let book: Library.Book
        var rating: Int?
        var body: some View { Text("\\(book.shout) \\(rating ?? 0)") }
    }

    struct LibraryView: View {
        var library: Library
        var body: some View {
            VStack {
                StatusBar(library: library)
                if let hit = firstMatching(library.books, library.query) {
                    Text("first hit: \\(hit.title)")
                }
                ForEach(library.books) { book in
                    BookRow(book: book, rating: library.ratings[book.id])
                }
            }
        }
    }

    let library = Library.shared
    Redraw.root { LibraryView(library: library) }
    Redraw.step("add three books") {
        library.add("Dune"); library.add("Emma"); library.add("Ulysses")
    }
    Redraw.step("start loading") { library.status = .loading(progress: 0.5) }
    Redraw.step("same status again") { library.status = .loading(progress: 0.5) }
    Redraw.step("rate one book") { library.ratings[library.books[1].id] = 5 }
    Redraw.step("search") { library.query = "mm" }
    Redraw.step("open a book") { library.lastOpened = Date(timeIntervalSince1970: 60) }
    """

    /// The tree: root → LibraryView → [StatusBar, (first-hit Text), BookRow × books].
    /// push: LibraryView and StatusBar subscribe to the library (plain `var library` of an
    /// @Observable type → @ObservedObject); BookRows hold no object. pull: LibraryView reads
    /// books, query, ratings; StatusBar reads status.
    @Test(arguments: EngineKind.allCases)
    func countsUnderBothEngines(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "everyday-swift")
        // Initial render: LibraryView and StatusBar; no books yet.
        #expect(r.total("initial render").bodyEvaluations == 2)
        // Three appends (in place: `_modify` notifies each time; push sends three times) in one
        // frame: LibraryView once; three BookRows created. pull: StatusBar did not read books;
        // push: StatusBar is subscribed, so it re-runs too.
        #expect(r.bodies("add three books", "LibraryView") == 1)
        #expect(r.bodies("add three books", "BookRow") == 3)
        #expect(r.bodies("add three books", "StatusBar") == (engine == .push ? 1 : 0))
        // status changes: StatusBar (both); LibraryView only under push (it holds the object).
        #expect(r.bodies("start loading", "StatusBar") == 1)
        #expect(r.bodies("start loading", "LibraryView") == (engine == .push ? 1 : 0))
        // An equal payload enum is Equatable: the macro's `!=` stops it; @Published sends.
        #expect(r.total("same status again").bodyEvaluations == (engine == .push ? 2 : 0))
        // A Dictionary subscript write mutates `ratings` in place: LibraryView re-runs (both);
        // only the rated row's input changed: 1 BookRow, 2 skipped.
        #expect(r.bodies("rate one book", "LibraryView") == 1)
        #expect(r.bodies("rate one book", "BookRow") == 1)
        #expect(r.metrics("rate one book", "BookRow").skipped == 2)
        // query (read by LibraryView through `firstMatching`): the first-hit Text appears.
        #expect(r.bodies("search", "LibraryView") == 1)
        // Nobody reads `lastOpened`: nothing under pull; the subscribers under push.
        #expect(r.total("open a book").bodyEvaluations == (engine == .push ? 2 : 0))
    }

    /// `static let shared` is one instance per run (the old interpreter made one per access),
    /// and each pass in a process starts from a fresh one: after a timed pass has added three
    /// books, the counting pass in the same process still starts with none.
    @Test func staticSharedIsFreshPerPass() throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "everyday-swift")
        let steps = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["timed", "timed", "counting"]).steps
        let run = Run(steps: steps)
        #expect(run.total("initial render").created == 2)
        #expect(run.total("add three books").created == 3)
    }

    /// A `@MainActor static let` that reads another (Apple's sample-data pattern: `static let all =
    /// [first, second]`) compiles — its initialiser ran in the per-run wrapper's autoclosure, which
    /// is not isolated, and swiftc refused it (trial BC-2) — and is fresh in every pass too: a timed
    /// pass appends a box to `all`, and the counting pass after it in the process starts with one.
    @Test(arguments: EngineKind.allCases)
    func aMainActorStaticThatReadsAnotherIsFreshPerPass(_ engine: EngineKind) throws {
        let source = """
        final class Box { var n: Int; init(_ n: Int) { self.n = n } }
        enum Samples {
            @MainActor static let first = Box(1)
            @MainActor static var all = [first]
        }
        struct BoxRow: View {
            let n: Int
            var body: some View { Text("\\(n)") }
        }
        struct Shelf: View {
            @State private var boxes = Samples.all
            var body: some View {
                VStack { ForEach(boxes.indices, id: \\.self) { BoxRow(n: boxes[$0].n) } }
            }
        }
        Redraw.root { Shelf() }
        Redraw.step("grow") { Samples.all.append(Box(2)) }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "main-actor-statics-" + engine.rawValue)
        let steps = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["timed", "timed", "counting"]).steps
        // Initial render of each pass: Shelf and one BoxRow per box of `all`: one (a second pass
        // that kept the timed passes' appends would show three).
        #expect(Run(steps: steps).total("initial render").created == 2)
    }

    /// `UserDefaults.standard` starts every pass empty, as a fresh install: a model that loads its
    /// count in `init` and saves it on each tap finds "Count 0" in every pass, though two timed
    /// passes ran before the counting pass in this process (and earlier runs saved to disk).
    @Test func userDefaultsStartEmptyInEveryPass() throws {
        let source = """
        @Observable final class Store {
            var count: Int
            init() { count = UserDefaults.standard.integer(forKey: "count") }
            func bump() { count += 1; UserDefaults.standard.set(count, forKey: "count") }
        }
        struct CounterView: View {
            @State private var store = Store()
            var body: some View { Button("Count \\(store.count)") { store.bump() } }
        }
        Redraw.root { CounterView() }
        Redraw.tap("Count 0")
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "user-defaults-per-pass")
        let steps = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["timed", "timed", "counting"]).steps
        // The tap writes `count`, read by CounterView's body: it re-runs once.
        #expect(Run(steps: steps).bodies("tap \"Count 0\"", "CounterView") == 1)
    }

    /// A store that loads its items from `url` in `init` and saves them on each "Add", shown by a
    /// ContentView with one Row per item (and `button` beside them); the workload taps "Add" twice.
    static func savingStore(at url: String, button: String = "") -> String {
        """
        let storeURL = \(url)
        final class Store: ObservableObject {
            @Published var items: [String] = []
            init() {
                if let data = try? Data(contentsOf: storeURL),
                   let saved = try? JSONDecoder().decode([String].self, from: data) { items = saved }
            }
            func add() {
                items.append("Item \\(items.count)")
                try? JSONEncoder().encode(items).write(to: storeURL)
            }
        }
        struct Row: View {
            let title: String
            var body: some View { Text(title) }
        }
        struct ContentView: View {
            @StateObject private var store = Store()
            var body: some View {
                VStack {
                    Button("Add") { store.add() }
                    \(button)
                    ForEach(store.items, id: \\.self) { Row(title: $0) }
                }
            }
        }
        Redraw.root { ContentView() }
        Redraw.tap("Add")
        Redraw.tap("Add")
        """
    }

    /// The files a scenario writes start afresh in every pass, in a private home of the child's
    /// own: a store that loads its items from `.documentDirectory` in `init` and saves on each tap
    /// finds none in every pass, though two timed passes saved before the counting pass in this
    /// process — and nothing reaches the user's own Documents folder.
    @Test func filesStartEmptyInEveryPass() throws {
        let source = Self.savingStore(at: """
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("items.json")
            """)
        let compiled = try TestBuilds.shared.compiled(source: source, name: "files-per-pass")
        for engine in EngineKind.allCases {
            let steps = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["timed", "timed", "counting"]).steps
            let run = Run(steps: steps)
            // The store starts empty: the first render builds ContentView alone; each tap appends
            // one item, which re-runs ContentView (push: its @StateObject; pull: it read `items`)
            // and builds one new Row.
            #expect(run.total("initial render").bodyEvaluations == 1, "\(engine)")
            #expect(run.metrics("tap \"Add\"", "Row").created == 1, "\(engine)")
            #expect(run.metrics("tap \"Add\" (2)", "Row").created == 1, "\(engine)")
        }
        let realDocuments = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents/items.json").path
        #expect(!FileManager.default.fileExists(atPath: realDocuments))
    }

    /// A file named by a relative path is in the private home too: the working directory was the
    /// folder `redraw` was started from, where the file carried over between passes and runs (a
    /// tester's counts grew from 2 to 6 bodies on a second run) and landed in the user's folder.
    /// The same counts as above, in every pass, and nothing in this process's directory.
    /// And `Bundle.main` finds nothing a single-file scenario did not bring: its folder was the
    /// build cache's, holding every scenario's builds (the last tap finds its button only if
    /// `Bundle.main.bundlePath` holds one file, the executable).
    @Test func relativeFilesAndTheBundleArePrivate() throws {
        let name = "relative-\(UUID().uuidString).json"
        let source = Self.savingStore(at: "URL(fileURLWithPath: \"\(name)\")", button: """
            Button("bundle files \\((try? FileManager.default.contentsOfDirectory(atPath: Bundle.main.bundlePath))?.count ?? -1)") {}
            """) + "\nRedraw.tap(\"bundle files 1\")"
        let compiled = try TestBuilds.shared.compiled(source: source, name: "relative-files-per-pass")
        for engine in EngineKind.allCases {
            let result = try CompiledProfiler.runChild(compiled, engine: engine, passes: ["timed", "timed", "counting"])
            let run = Run(steps: result.steps)
            #expect(run.total("initial render").bodyEvaluations == 1, "\(engine)")
            #expect(run.metrics("tap \"Add\"", "Row").created == 1, "\(engine)")
            #expect(run.metrics("tap \"Add\" (2)", "Row").created == 1, "\(engine)")
        }
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/" + name))
    }
}
