// `@State var m = Model()` as SwiftUI has it, and a seeded workload.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct StateInitialisationTests {
    static let source = """
    @Observable class Draft { var text = "" }
    @Observable class Screen { var title = "a" }
    struct Editor: View {
        @State var draft = Draft()       // evaluated on every init of Editor
        var body: some View { Text(draft.text) }
    }
    struct Page: View {
        var screen: Screen
        var body: some View {
            VStack {
                Text(screen.title)
                Editor()
            }
        }
    }
    let screen = Screen()
    Redraw.root { Page(screen: screen) }
    Redraw.step("retitle three times", frames: 3) { frame in screen.title = "t\\(frame)" }
    """

    /// Page re-runs each frame (it reads `title`; under push it holds `screen`), and each run
    /// makes a new `Editor()` whose `@State` initialiser makes a new Draft: the node keeps its
    /// first Draft and the new one is discarded — 3 discarded initialisations. Editor's inputs
    /// are equal (it has none besides its state): skipped, its body does not run. Under push,
    /// `@State var draft = Draft()` holds a model object, so the mapping makes it a
    /// `@StateObject`, whose autoclosure runs once per node: nothing is discarded.
    @Test(arguments: EngineKind.allCases)
    func discardedStateInitialisationsAreCounted(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "discarded-state")
        #expect(r.bodies("retitle three times", "Page") == 3)
        #expect(r.bodies("retitle three times", "Editor") == 0)
        #expect(r.metrics("retitle three times", "Editor").discardedStateInits == (engine == .pull ? 3 : 0))
        #expect(r.total("initial render").discardedStateInits == 0)
    }
}

/// A `NavigationLink(destination:)`'s view is made by the parent's body whether or not it is
/// pushed: its `@State var model = DetailModel()` runs for every row's link at every parent run,
/// and a link thrown away unpushed threw its model away. Counted under the destination's type
/// when it is thrown away: the parent made the link again, or the link went.
@Suite struct UnbuiltDestinationTests {
    static let source = """
    @Observable final class DetailModel { var notes = "" }
    @Observable final class Store { var items = [1, 2, 3]; var title = "Items" }
    struct Detail: View {
        let item: Int
        @State private var model = DetailModel()
        var body: some View { Text("\\(item) \\(model.notes)") }
    }
    struct ListScreen: View {
        @State private var store = Store()
        var body: some View {
            NavigationStack {
                List {
                    Text(store.title)
                    ForEach(store.items, id: \\.self) { item in
                        NavigationLink("Item \\(item)", destination: Detail(item: item))
                    }
                    Button("Rename") { store.title += "!" }
                    Button("Drop") { store.items.removeLast() }
                }
            }
        }
    }
    Redraw.root { ListScreen() }
    Redraw.tap("Rename")
    Redraw.tap("Item 2")
    Redraw.tap("Rename")
    Redraw.tap("Drop")
    """

    @Test(arguments: EngineKind.allCases)
    func anUnpushedDestinationsModelIsDiscarded(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "unbuilt-destination")
        func discarded(_ step: String) -> Int { r.metrics(step, "Detail").discardedStateInits }
        // Push: `@State var model = DetailModel()` holds a model object, so the mapping makes it a
        // `@StateObject`, whose autoclosure runs only for a node: nothing is made for nothing.
        guard engine == .pull else {
            for step in ["initial render", "tap \"Rename\"", "tap \"Item 2\"", "tap \"Rename\" (2)", "tap \"Drop\""] {
                #expect(discarded(step) == 0, "\(step)")
            }
            return
        }
        // The first links' models are still theirs.
        #expect(discarded("initial render") == 0)
        // ListScreen re-runs (it read `title`): 3 new links replace 3 never pushed, 3 models thrown away.
        #expect(discarded("tap \"Rename\"") == 3)
        // Link 2 is pushed: the Detail node adopts its link's current struct and model.
        #expect(discarded("tap \"Item 2\"") == 0)
        #expect(r.metrics("tap \"Item 2\"", "Detail").created == 1)
        // Links 1 and 3, never pushed, are replaced (2); the live Detail gets a new struct whose
        // model its node does not keep (1): 3.
        #expect(discarded("tap \"Rename\" (2)") == 3)
        // The last item goes: ListScreen re-runs (it read `items`), links 1 and 2 are made again —
        // link 1's old model was never used (1), link 2's Detail is live (1) — and link 3 goes,
        // its model unused (1): 3.
        #expect(discarded("tap \"Drop\"") == 3)
    }
}

@Suite struct SeedTests {
    static let source = """
    @Observable class Board { var cells = [Int](repeating: 0, count: 20) }
    struct Cell: View, Identifiable {
        let id: Int
        let value: Int
        var body: some View { Text("\\(value)") }
    }
    struct BoardView: View {
        var board: Board
        var body: some View {
            VStack {
                ForEach(Array(board.cells.enumerated()), id: \\.offset) { pair in
                    Cell(id: pair.offset, value: pair.element)
                }
            }
        }
    }
    let board = Board()
    Redraw.root { BoardView(board: board) }
    Redraw.step("random writes", frames: 4) { _ in
        let i = Int(arc4random_uniform(20))
        board.cells[i] = Int.random(in: 1...3)
        board.cells.shuffle()
    }
    """

    /// The same seed gives the same run; another seed changes which cells change (the cell comes
    /// from the C library's `arc4random_uniform`, which the front end puts on the seeded generator).
    @Test func sameSeedSameCountsOtherSeedOtherCounts() throws {
        let a = try run(Self.source, .pull, name: "seeded", seed: 7)
        let b = try run(Self.source, .pull, name: "seeded", seed: 7)
        let c = try run(Self.source, .pull, name: "seeded", seed: 8)
        #expect(a.steps.map(\.counts.total) == b.steps.map(\.counts.total))
        #expect(a.steps.map(\.counts.perViewType) == b.steps.map(\.counts.perViewType))
        #expect(a.metrics("random writes", "Cell") != c.metrics("random writes", "Cell"))
    }

    /// A `@State` read costs no allocation: its box makes the key path `\.value` once (a key path
    /// into a generic class is otherwise built afresh, an allocation, at every read). A body that
    /// reads its state 100 times allocates no more on re-running than one that reads it once.
    @Test func readingStateAllocatesNothing() throws {
        func source(_ reads: Int) -> String {
            """
            @Observable final class Model { var n = 0 }
            struct Counter: View {
                var model: Model
                @State private var step = 1
                var body: some View {
                    let total = (0..<\(reads)).reduce(model.n) { sum, _ in sum + step }
                    return Text("\\(total)")
                }
            }
            let model = Model()
            Redraw.root { Counter(model: model) }
            Redraw.step("write") { model.n += 1 }
            """
        }
        func allocations(_ reads: Int) throws -> Int {
            let compiled = try TestBuilds.shared.compiled(source: source(reads), name: "state-reads-\(reads)", timing: true)
            let result = try CompiledProfiler.runChild(compiled, engine: .pull, passes: ["timed", "allocations"], instrumented: false)
            return Int(try #require(result.steps.last?.allocations?.allocations))
        }
        let once = try allocations(1), often = try allocations(100)
        // "write" re-runs Counter: 1 or 100 reads of `step`.
        #expect(often <= once + 10, "100 reads \(often), 1 read \(once)")
    }
}

