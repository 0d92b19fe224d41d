// Lazy containers and the viewport (update-cycle page, "Lazy containers and
// the viewport"), end to end under both engines: a 100-row List builds the
// 17 visible rows plus one prefetched row; a row that was never on screen
// has no node, so its model's changes run nothing and leave nothing stale;
// scrolling builds the new rows without the parent's body; an element type
// without a constant view count, and an eager stack, build every row.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct LazyContainerTests {
    static let models = """
    @Observable final class Item: Identifiable {
        let id: Int
        var title: String
        init(id: Int) { self.id = id; title = "Row \\(id)" }
    }
    @Observable final class Store {
        var items = (0..<100).map(Item.init)
    }
    struct Row: View {
        let item: Item
        var body: some View { Text(item.title) }
    }

    """

    static let source = models + """
    struct Screen: View {
        let store: Store
        var body: some View {
            List(store.items) { item in Row(item: item) }
        }
    }
    let store = Store()
    Redraw.root { Screen(store: store) }
    Redraw.step("write an off-screen row") { store.items[50].title = "changed" }
    Redraw.step("write an on-screen row") { store.items[3].title = "changed" }
    Redraw.scroll(to: 40)
    Redraw.step("write row 50, now on screen") { store.items[50].title = "again" }
    Redraw.step("write row 3, now off screen") { store.items[3].title = "again" }
    Redraw.scroll(to: 1000)
    """

    @Test(arguments: EngineKind.allCases)
    func theViewportDecidesWhichRowsExist(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "lazy-list")
        // 17 rows on screen + 1 prefetched: rows 0…17. Screen and the List's own update run once.
        #expect(r.metrics("initial render", "Row").created == 18)
        #expect(r.bodies("initial render", "Row") == 18)
        #expect(r.bodies("initial render", "Screen") == 1)
        #expect(r.bodies("initial render", "List") == 1)
        #expect(r.step("initial render").counts.onScreen == ["List in Screen: rows 0–17 of 100 built (18 rows)"])
        // Row 50 was never on screen: no node, so nothing runs and nothing is stale.
        #expect(r.total("write an off-screen row").bodyEvaluations == 0)
        #expect(r.total("write an off-screen row").staleViews == 0)
        // Row 3 is on screen: its own row re-runs (pull: it read `title`; push: it observes its item).
        #expect(r.total("write an on-screen row").bodyEvaluations == 1)
        #expect(r.bodies("write an on-screen row", "Row") == 1)
        // Scrolling to row 40: the List updates (not Screen); rows 40…57 are created, 0…17 destroyed.
        #expect(r.bodies("scroll to 40", "Screen") == 0)
        #expect(r.bodies("scroll to 40", "List") == 1)
        #expect(r.metrics("scroll to 40", "Row").created == 18)
        #expect(r.metrics("scroll to 40", "Row").destroyed == 18)
        #expect(r.step("scroll to 40").counts.onScreen == ["List in Screen: rows 40–57 of 100 built (18 rows)"])
        #expect(r.bodies("write row 50, now on screen", "Row") == 1)
        // Row 3 scrolled out and was destroyed with its subscriptions and tracking.
        #expect(r.total("write row 3, now off screen").bodyEvaluations == 0)
        // Past the end: the last 17 rows (83…99) are on screen; no row to prefetch below them.
        #expect(r.metrics("scroll to 1000", "Row").created == 17)
        #expect(r.metrics("scroll to 1000", "Row").destroyed == 18)
    }

    /// A one-row list is said in the singular: "row 0 of 1 built (1 row)".
    @Test func aSingleRowIsSaidInTheSingular() throws {
        let source = """
        struct Screen: View {
            var body: some View { List { Text("only") } }
        }
        Redraw.root { Screen() }
        """
        let r = try run(source, .pull, name: "one-row-list")
        #expect(r.step("initial render").counts.onScreen == ["List in Screen: row 0 of 1 built (1 row)"])
    }

    /// A `LazyVGrid` puts its cells side by side, its columns to a row: 5 fixed columns, or as many
    /// adaptive ones of at least 80 pt as fit 393 pt, 8 pt apart (4) — the viewport's 17 rows then
    /// hold 85 or 68 cells. Before, each cell took a row of its own, and a 40-card board built 17
    /// (a tester's Memorize: cards past the 17th never existed, and a write of one re-ran nothing).
    /// Initial render: Board, the fixed grid and its 40 cells, the adaptive grid and its 40 cells:
    /// 83. "flip card 30": both grids' 31st cell read it (pull), or hold the card (push: a plain
    /// `let` of a model of a pull-written file is `@ObservedObject`): 2.
    @Test(arguments: EngineKind.allCases)
    func aGridsColumnsShareARow(engine: EngineKind) throws {
        let source = """
        @Observable final class Card: Identifiable {
            let id: Int
            var faceUp = false
            init(id: Int) { self.id = id }
        }
        struct Cell: View {
            let card: Card
            var body: some View { Text(card.faceUp ? "up" : "?") }
        }
        struct Board: View {
            let cards: [Card]
            var body: some View {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(60)), count: 5)) { ForEach(cards) { Cell(card: $0) } }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(cards) { Cell(card: $0) } }
            }
        }
        let cards = (0..<40).map { Card(id: $0) }
        Redraw.root { Board(cards: cards) }
        Redraw.step("flip card 30") { cards[30].faceUp = true }
        """
        let r = try run(source, engine, name: "grid-columns")
        #expect(r.metrics("initial render", "Cell").created == 80)
        #expect(r.total("initial render").bodyEvaluations == 83)
        #expect(r.bodies("flip card 30", "Cell") == 2)
        #expect(r.step("initial render").counts.onScreen.contains("LazyVGrid in Board: rows 0–7 of 8 built (40 cells, 5 columns)"),
                "\(r.step("initial render").counts.onScreen)")
    }

    /// A scroll alone builds the rows that come into view and leaves the rows that stay as they
    /// are: before, the container's update made every built row again, and a row holding a closure
    /// (never equal) re-ran — 14 kept rows here (a tester's feed, whose rows held NavigationLinks).
    /// "scroll": the viewport's rows and the stack's prefetch margin are built; scrolled to row 3,
    /// the 3 rows above go and 3 below come (3 bodies), the others are kept — not re-run, not
    /// compared; the stack's update: 1. 4.
    @Test(arguments: EngineKind.allCases)
    func aScrollLeavesTheRowsThatStay(engine: EngineKind) throws {
        let source = """
        struct Row: View {
            let n: Int
            let onTap: () -> Void
            var body: some View { Text("row \\(n)").onTapGesture(perform: onTap) }
        }
        struct Feed: View {
            @State private var items = Array(0..<40)
            var body: some View {
                ScrollView { LazyVStack { ForEach(items, id: \\.self) { n in Row(n: n) { print(n) } } } }
            }
        }
        Redraw.root { Feed() }
        Redraw.step("scroll") { Redraw.scroll(to: 3) }
        """
        let r = try run(source, engine, name: "scroll-keeps-rows")
        #expect(r.metrics("scroll", "Row").created == 3)
        #expect(r.metrics("scroll", "Row").destroyed == 3)
        #expect(r.metrics("scroll", "Row").skipped == 0)
        #expect(r.total("scroll").bodyEvaluations == 4)
    }

    /// A row-level `if` (one view or none) or an `AnyView` makes the List build every row to
    /// count them (WWDC23 "Demystify SwiftUI performance", ~16:04–16:51); an eager `VStack` does too.
    @Test(arguments: EngineKind.allCases)
    func rowsWithoutAConstantViewCountAreAllBuilt(engine: EngineKind) throws {
        let source = Self.models + """
        struct Filtered: View {
            let store: Store
            var body: some View {
                List(store.items) { item in
                    if item.id % 2 == 0 { Row(item: item) }
                }
            }
        }
        struct Erased: View {
            let store: Store
            var body: some View {
                List(store.items) { item in AnyView(Row(item: item)) }
            }
        }
        struct Eager: View {
            let store: Store
            var body: some View {
                ScrollView { VStack { ForEach(store.items) { Row(item: $0) } } }
            }
        }
        struct Constant: View {
            let store: Store
            var body: some View {
                List(store.items) { item in
                    if item.id % 2 == 0 { Row(item: item) } else { Text("odd") }
                }
            }
        }
        let store = Store()
        Redraw.root { Filtered(store: store); Erased(store: store); Eager(store: store); Constant(store: store) }
        """
        let r = try run(source, engine, name: "lazy-eager")
        // Filtered: the 50 even rows; Erased: 100; Eager: 100; Constant (if/else, one view
        // either way): rows 0…17, 9 of them even → 9 Rows. 50 + 100 + 100 + 9.
        #expect(r.metrics("initial render", "Row").created == 259)
        #expect(r.step("initial render").counts.onScreen.contains("List in Filtered: all 100 rows built (a row without a constant view count: an `if` without an `else` (no view or one))"))
    }

    /// Views beside the `ForEach` are rows too, each one cell, built only on screen: a header
    /// above and a footer below 100 elements, a `Section`'s header, an eager `HStack` (one row),
    /// and structure (`Group`, `if`, a modifier on the `ForEach`) that takes no row of its own.
    @Test(arguments: EngineKind.allCases)
    func staticRowsTakeRowsOfTheViewport(engine: EngineKind) throws {
        let source = Self.models + """
        struct Header: View { var body: some View { Text("Items") } }
        struct Footer: View { var body: some View { Text("Load more") } }
        struct Screen: View {
            let store: Store
            var body: some View {
                List {
                    Header()
                    Group {
                        if store.items.isEmpty { Text("None") }
                        ForEach(store.items) { Row(item: $0) }
                            .onDelete { _ in }
                    }
                    HStack { Footer(); Footer() }
                }
            }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.scroll(to: 1000)
        Redraw.scroll(to: 0)
        """
        let r = try run(source, engine, name: "lazy-static")
        // Rows: Header 0, the `if` none (its branch is empty), elements 1…100, the HStack 101:
        // 102 rows. On screen at launch: 0…17 → Header and elements 0…16 (17 Rows); the HStack's
        // row is not built, so no Footer.
        #expect(r.bodies("initial render", "Header") == 1)
        #expect(r.metrics("initial render", "Row").created == 17)
        #expect(r.bodies("initial render", "Footer") == 0)
        #expect(r.step("initial render").counts.onScreen == ["List in Screen: rows 0–17 of 102 built (18 rows)"])
        // To the end: the last 17 rows, 85…101: elements 84…99 (16 Rows) and the HStack's two
        // Footers; the Header (row 0) and elements 0…16 go.
        #expect(r.metrics("scroll to 1000", "Row").created == 16)
        #expect(r.metrics("scroll to 1000", "Row").destroyed == 17)
        #expect(r.metrics("scroll to 1000", "Header").destroyed == 1)
        #expect(r.metrics("scroll to 1000", "Footer").created == 2)
        // And back: the Header is made again, the Footers go.
        #expect(r.metrics("scroll to 0", "Header").created == 1)
        #expect(r.metrics("scroll to 0", "Footer").destroyed == 2)
    }

    /// `Redraw.viewport(rows:)` sets the screen for the scenario; `--viewport` overrides it.
    @Test func theViewportIsConfigurable() throws {
        let source = Self.source.replacingOccurrences(of: "Redraw.root {", with: "Redraw.viewport(rows: 5)\nRedraw.root {")
        let r = try run(source, .pull, name: "lazy-viewport")
        #expect(r.metrics("initial render", "Row").created == 6)
        let compiled = try TestBuilds.shared.compiled(source: source, name: "lazy-viewport")
        let overridden = try CompiledProfiler.runChild(compiled, engine: .pull, viewportRows: 3)
        #expect(overridden.steps[0].counts.perViewType["Row"]?.created == 4)
    }

    /// Reads made inline in a List's row closure (no row view) belong to the List's own update,
    /// which runs after the parent's body: a row's change re-runs the List, not the parent.
    @Test func inlineRowReadsBelongToTheList() throws {
        let source = Self.models + """
        struct Inline: View {
            let store: Store
            var body: some View {
                List(store.items) { item in Text(item.title) }
            }
        }
        let store = Store()
        Redraw.root { Inline(store: store) }
        Redraw.step("write an on-screen row") { store.items[3].title = "changed" }
        Redraw.step("write an off-screen row") { store.items[60].title = "changed" }
        """
        let r = try run(source, .pull, name: "lazy-inline")
        #expect(r.bodies("write an on-screen row", "List") == 1)
        #expect(r.bodies("write an on-screen row", "Inline") == 0)
        // Row 60's title was never read: nothing runs.
        #expect(r.total("write an off-screen row").bodyEvaluations == 0)
    }

    /// A list scrolled to row 20 whose content shrinks to 3 rows shows rows 0–2: the scroll view
    /// clamps its offset, as SwiftUI's does; growing back keeps the top.
    static let shrinking = """
    final class Store: ObservableObject {
        @Published var count = 40
    }
    struct Row: View {
        let n: Int
        var body: some View { Text("Row \\(n)") }
    }
    struct Screen: View {
        @ObservedObject var store: Store
        var body: some View {
            List(0..<store.count, id: \\.self) { n in Row(n: n) }
        }
    }
    let store = Store()
    Redraw.root { Screen(store: store) }
    Redraw.scroll(to: 20)
    Redraw.step("shrink to 3 rows") { store.count = 3 }
    Redraw.step("grow back to 40") { store.count = 40 }
    """

    @Test(arguments: EngineKind.allCases)
    func aShrunkListShowsItsLastRows(_ engine: EngineKind) throws {
        let r = try run(Self.shrinking, engine, name: "list-shrinks")
        // Scrolled to 20: rows 20–37 built (17 on screen and one prefetch row). Shrinking to 3 rows
        // destroys them all and builds rows 0–2: 3 rows created (it built none before the fix).
        #expect(r.metrics("shrink to 3 rows", "Row").created == 3)
        #expect(r.metrics("shrink to 3 rows", "Row").destroyed == 18)
        // Growing back from the top: rows 0–17; rows 0–2 are kept (equal inputs), 15 are new.
        #expect(r.metrics("grow back to 40", "Row").created == 15)
        #expect(r.step("grow back to 40").counts.onScreen.contains { $0.hasPrefix("List in Screen: rows 0–17 of 40") })
    }

    /// A lazy container identifies its rows by id: one met twice in a `ForEach` stops the run with
    /// the id named, whatever the id's type (`Int`, `UUID` and `String` ids are checked apart from
    /// the others, in sets of their own).
    @Test(arguments: [("Int", "7", "7"), ("String", "\"b\"", "b"), ("Tag", "Tag(n: 2)", "Tag(n: 2)")])
    func anIdMetTwiceStopsTheRun(type: String, duplicate: String, shown: String) throws {
        let first = type == "Int" ? "1" : type == "String" ? "\"a\"" : "Tag(n: 1)"
        let source = """
        struct Tag: Hashable { let n: Int }
        struct Entry { let key: \(type) }
        struct Screen: View {
            let entries = [Entry(key: \(first)), Entry(key: \(duplicate)), Entry(key: \(duplicate))]
            var body: some View { List(entries, id: \\.key) { entry in Text("row") } }
        }
        Redraw.root { Screen() }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "duplicate-\(type)")
        do {
            _ = try CompiledProfiler.runChild(compiled, engine: .pull)
            Issue.record("a repeated id ran")
        } catch BuildError.fault(let fault) {
            #expect(fault.step == "initial render")
            guard case .crash(_, let reason) = fault.kind else { Issue.record("\(fault.kind)"); return }
            #expect(reason?.contains("`ForEach` has the id \(shown) twice") == true, "\(reason ?? "")")
        }
    }

    /// An eager `ForEach` whose ids repeat would make two children of one identity: the `ForEach`
    /// stops the run, naming the id, whether the rows are new (the first render) or some are kept
    /// (a later step, whose children changed). Reconciliation no longer checks every identity
    /// itself (ForEach.buildEvery): without this check the first render ran on.
    @Test(arguments: [("initial render", "[1, 2, 2]"), ("repeat an id", "[1, 2, 3]")])
    func anEagerIdMetTwiceStopsTheRun(step: String, initial: String) throws {
        let source = """
        @Observable final class Store { var ids = \(initial) }
        struct Row: View {
            let id: Int
            var body: some View { Text("row \\(id)") }
        }
        struct Screen: View {
            let store: Store
            var body: some View { VStack { ForEach(store.ids, id: \\.self) { id in Row(id: id) } } }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.step("repeat an id") { store.ids = [3, 1, 3] }
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "eager-duplicate-\(step.count)")
        do {
            _ = try CompiledProfiler.runChild(compiled, engine: .pull)
            Issue.record("a repeated id ran")
        } catch BuildError.fault(let fault) {
            #expect(fault.step == step)
            guard case .crash(_, let reason) = fault.kind else { Issue.record("\(fault.kind)"); return }
            #expect(reason?.contains("`ForEach` has the id \(step == "initial render" ? 2 : 3) twice") == true, "\(reason ?? "")")
        }
    }

    /// A lazy `ForEach` reads every id at each evaluation, in code that is not specialised for the
    /// user's types. Over an array it walks the buffer and allocates nothing per element (the
    /// iterator's element read, a coroutine, allocated its frame at each element there). Over a
    /// `reversed()` array that read remains, once an element; stepping the reversed collection's
    /// index must not add to it (it did, four times an element: 568 allocations against 128).
    @Test func everyIdOfAReversedListIsReadWithoutAllocating() throws {
        func source(_ items: String) -> String {
            """
            struct Item: Identifiable { let id = UUID(); let v: Int }
            @Observable final class Store { var items = (0..<110).map { Item(v: $0) }; var flag = false }
            struct Screen: View {
                let store: Store
                var body: some View {
                    VStack {
                        Text(store.flag ? "a" : "b")
                        List(\(items)) { item in Text("\\(item.v)") }
                    }
                }
            }
            let store = Store()
            Redraw.root { Screen(store: store) }
            Redraw.step("flip") { store.flag.toggle() }
            """
        }
        func flipAllocations(_ items: String, _ name: String) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(items), name: name, timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let forward = try flipAllocations("store.items", "list-forward")
        let reversed = try flipAllocations("store.items.reversed()", "list-reversed")
        // "flip" re-runs Screen, whose List reads all 110 ids again (18 rows built, none new):
        // fewer allocations than elements forward; one element read more per element reversed.
        #expect(forward < 110, "forward \(forward)")
        #expect(reversed <= forward + 110 + 10, "reversed \(reversed), forward \(forward)")
    }

    /// A scroll of one of several lists moves the one on the topmost presentation, as a tap picks a
    /// control there: a pushed screen covers the list below it (a tester's scroll without `index:`
    /// was refused as ambiguous, and with `index: 0` moved the list under the pushed detail, which
    /// went with its link's row). Counts of "scroll": the detail's list updates (1) and builds the
    /// rows that come into view — 20 rows, viewport 5 plus one: rows 10–15 are new, 6 bodies of
    /// `Line` — and nothing of the list below: 7.
    @Test(arguments: EngineKind.allCases)
    func aScrollMovesTheListOnTheTopmostScreen(engine: EngineKind) throws {
        let source = """
        struct Line: View { let n: Int; var body: some View { Text("line \\(n)") } }
        struct Detail: View {
            let n: Int
            var body: some View { List(0..<20, id: \\.self) { Line(n: $0) } }
        }
        struct Root: View {
            var body: some View {
                NavigationStack {
                    List(0..<30, id: \\.self) { n in NavigationLink("item \\(n)") { Detail(n: n) } }
                }
            }
        }
        Redraw.viewport(rows: 5)
        Redraw.root { Root() }
        Redraw.tap("item 0")
        Redraw.scroll(to: 10)
        """
        let r = try run(source, engine, name: "scroll-topmost")
        #expect(r.bodies("scroll to 10", "Line") == 6)
        #expect(r.total("scroll to 10").bodyEvaluations == 7)
        #expect(r.metrics("scroll to 10", "Detail").destroyed == 0)
    }
}
