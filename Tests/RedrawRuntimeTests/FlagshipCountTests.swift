// The flagship workloads of issue 4 — the 1,000-row list in its two designs and
// the order book — run from their shipped files with small parameters, so that
// every expected body count can be derived by hand from the update-cycle page
// (../shared/design/update-cycle.md). Each expectation says why, rule by rule;
// none is copied from a run.
//
// What each check pins: the step's total body evaluations, and the body
// evaluations of every view type in that step — types left out of the
// dictionary ran no body at all.
//
// Shorthands in the derivations:
// - "push: X subscribes to o": X holds o through @StateObject/@ObservedObject
//   (after migration: `@State var m` → @StateObject, a plain or @Bindable model
//   property → @ObservedObject); every tracked write of o invalidates X.
// - "pull: X reads o.p": o.p was read by X's latest body evaluation
//   (including through computed properties and `filter` closures, only in the
//   branches taken); a changing write of o.p invalidates X.
// - "kept, equal, skipped": reconciliation found the child under the same
//   identity with equal inputs (objects by identity, structs by ==, bindings
//   by place + snapshot) and it was not invalidated.

import Foundation
import RedrawResults
import Testing

/// Namespace, so that `swift test --filter FlagshipCountTests` selects these suites.
@Suite enum FlagshipCountTests {
    /// These suites pin the update rules on small lists with every row on screen (a viewport
    /// taller than any list here, as `--viewport 100`), so each row's count can be derived by
    /// hand; `FlagshipViewportCounts` below runs the shipped sizes on a phone's viewport.
    /// Every `List` and `Form` is a node of its own whose update builds its rows: it runs once
    /// each time the view around it re-runs (its row closures are never equal inputs), and it
    /// is counted under its name ("List": n) like a control.
    static let everyRowOnScreen = 100
}

/// Body evaluations per view type in `step`; types that ran no body are left out.
private func bodiesByType(_ r: Run, _ step: String) -> [String: Int] {
    r.step(step).counts.perViewType.compactMapValues { $0.bodyEvaluations > 0 ? $0.bodyEvaluations : nil }
}

// MARK: - Per-row objects (article 000)

extension FlagshipCountTests {
    /// `Scenarios/todo-list-1000-objects.swift` with `rows=20`.
    ///
    /// The tree: root → TodoListView(todoList) → [TextField($todoList.filterText),
    /// TodoRow(item) per filtered item]; root → NaiveSelectionListView(todoList) →
    /// [NaiveTodoRow(item, todoList) per filtered item].
    /// Push subscriptions: TodoListView → list (@State → @StateObject);
    /// NaiveSelectionListView → list; TodoRow → its item; NaiveTodoRow → its item
    /// and the list. Controls subscribe to nothing.
    /// Pull reads while the filters are empty: TodoListView and
    /// NaiveSelectionListView read `items`, `filterText` and `selectedPriority`
    /// (the `filter` closure short-circuits before `item.title` and
    /// `item.priority`); TodoRow reads its item's isCompleted, title, isSelected;
    /// NaiveTodoRow its item's isCompleted, title, and `todoList.selectedID`.
    /// State at the steps below: "replace all rows" left ids 20…39 at indices
    /// 0…19 (title "<colours[id % 5]> item <id>").
    @Suite struct PerRowObjectsCounts {
        static let parameters = ["rows": "20"]

        func run(_ engine: EngineKind) throws -> Run {
            try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/todo-list-1000-objects.swift", engine, parameters: Self.parameters,
                                       viewportRows: FlagshipCountTests.everyRowOnScreen)
        }

        @Test func updateEveryTenthRowPush() throws {
            let r = try run(.push)
            // Indices 0 and 10 (ids 20, 30): two title writes, each sends its item's
            // objectWillChange; each item has two subscribers, its TodoRow and its
            // NaiveTodoRow: 2 + 2. `items` is not written (the elements are references),
            // so neither screen is invalidated: 0.
            #expect(bodiesByType(r, "update every 10th row") == ["TodoRow": 2, "NaiveTodoRow": 2])
            #expect(r.total("update every 10th row").bodyEvaluations == 4)
        }

        @Test func updateEveryTenthRowPull() throws {
            let r = try run(.pull)
            // Items 20 and 30: `title` is read by their TodoRow and NaiveTodoRow: 2 + 2.
            // The screens did not read any title (filterText is empty: short-circuit): 0.
            #expect(bodiesByType(r, "update every 10th row") == ["TodoRow": 2, "NaiveTodoRow": 2])
            #expect(r.total("update every 10th row").bodyEvaluations == 4)
        }

        @Test func selectNaivePush() throws {
            let r = try run(.push)
            // Each frame writes list.selectedID (21, then 23): the list's objectWillChange
            // invalidates its 22 subscribers — TodoListView, NaiveSelectionListView and the
            // 20 NaiveTodoRows. TodoListView re-runs: its 20 TodoRows are kept, equal
            // (same item), not invalidated: skipped; so is the TextField (same place, same
            // snapshot ""). Each screen's List updates with it: 2. 24 a frame, 2 frames.
            #expect(bodiesByType(r, "select a row (naive)") == ["TodoListView": 2, "NaiveSelectionListView": 2, "List": 4, "NaiveTodoRow": 40])
            #expect(r.total("select a row (naive)").bodyEvaluations == 48)
            #expect(r.step("select a row (naive)").counts.evaluationsPerFrame == [24, 24])
        }

        @Test func selectNaivePull() throws {
            let r = try run(.pull)
            // selectedID changes each frame (nil → 21 → 23); all 20 NaiveTodoRows read it:
            // 20 a frame. No screen and no TodoRow reads it: 0.
            #expect(bodiesByType(r, "select a row (naive)") == ["NaiveTodoRow": 40])
            #expect(r.total("select a row (naive)").bodyEvaluations == 40)
            #expect(r.step("select a row (naive)").counts.evaluationsPerFrame == [20, 20])
        }

        @Test func selectPerRowPush() throws {
            let r = try run(.push)
            // Frame 0 writes item 21's isSelected: its subscribers TodoRow#21 and
            // NaiveTodoRow#21: 2. Frame 1 writes item 21 (false) and item 23 (true): their
            // TodoRow and NaiveTodoRow: 4. `selectedItem` is @ObservationIgnored
            // (unpublished): nothing. The list is not written: no screen.
            #expect(bodiesByType(r, "select a row (per-row)") == ["TodoRow": 3, "NaiveTodoRow": 3])
            #expect(r.total("select a row (per-row)").bodyEvaluations == 6)
            #expect(r.step("select a row (per-row)").counts.evaluationsPerFrame == [2, 4])
        }

        @Test func selectPerRowPull() throws {
            let r = try run(.pull)
            // Only TodoRow reads isSelected: frame 0 TodoRow#21 (1), frame 1 TodoRow#21
            // and TodoRow#23 (2). NaiveTodoRow does not read it: 0.
            #expect(bodiesByType(r, "select a row (per-row)") == ["TodoRow": 3])
            #expect(r.total("select a row (per-row)").bodyEvaluations == 3)
            #expect(r.step("select a row (per-row)").counts.evaluationsPerFrame == [1, 2])
        }

        @Test func swapRows() throws {
            // swapAt(1, 18) is one write of `items`.
            // push: the list's 22 subscribers are invalidated (2 screens + 20 NaiveTodoRows);
            // the 20 TodoRows keep their identity (item id) and inputs: skipped; each screen's
            // List updates: 2. 24.
            let push = try run(.push)
            #expect(bodiesByType(push, "swap rows") == ["TodoListView": 1, "NaiveSelectionListView": 1, "List": 2, "NaiveTodoRow": 20])
            #expect(push.total("swap rows").bodyEvaluations == 24)
            // pull: the two screens read `items`: 2, and their Lists: 2; every row is kept by
            // identity, equal: skipped.
            let pull = try run(.pull)
            #expect(bodiesByType(pull, "swap rows") == ["TodoListView": 1, "NaiveSelectionListView": 1, "List": 2])
            #expect(pull.total("swap rows").bodyEvaluations == 4)
            #expect(pull.step("swap rows").counts.total.skipped == 41)  // 20 + 20 rows + the TextField
        }

        @Test func toggleOneRow() throws {
            // After "swap rows" (ids 21 and 38) and "remove one row" (id 38 at index 1): 19
            // items, 20, 22, 23, … — index 5 holds item 26. Toggling its isCompleted writes
            // the item only.
            // push: item 26's subscribers, TodoRow#26 and NaiveTodoRow#26: 2.
            let push = try run(.push)
            #expect(bodiesByType(push, "toggle one row") == ["TodoRow": 1, "NaiveTodoRow": 1])
            #expect(push.total("toggle one row").bodyEvaluations == 2)
            // pull: the same two rows read isCompleted; the screens do not (empty filters): 2.
            let pull = try run(.pull)
            #expect(bodiesByType(pull, "toggle one row") == ["TodoRow": 1, "NaiveTodoRow": 1])
            #expect(pull.total("toggle one row").bodyEvaluations == 2)
        }

        // Typing "brown": the 19 items are ids 20…39 but 38 (removed). "b" matches blue
        // (id % 5 == 2: 22, 27, 32, 37) and brown (id % 5 == 3: 23, 28, 33): 7 rows;
        // "br", "bro", "brow", "brown" match brown only: 3 rows.

        @Test func typeIntoTheSearchFieldPush() throws {
            let r = try run(.push)
            // Each keystroke writes filterText: the list's subscribers are invalidated.
            // Frame 0: TodoListView 1, its TextField (snapshot "" → "b") 1, the 7 kept
            // TodoRows equal: skipped, 12 destroyed; NaiveSelectionListView 1 and its 7
            // kept NaiveTodoRows, invalidated (they hold the list): 7. 10.
            // Frames 1–4: the same three views, and the 3 kept NaiveTodoRows: 6 each.
            // Each frame also updates both screens' Lists: + 2.
            #expect(bodiesByType(r, "type into the search field") == [
                "TodoListView": 5, "TextField": 5, "NaiveSelectionListView": 5, "List": 10, "NaiveTodoRow": 7 + 4 * 3,
            ])
            #expect(r.total("type into the search field").bodyEvaluations == 44)
            #expect(r.step("type into the search field").counts.evaluationsPerFrame == [12, 8, 8, 8, 8])
        }

        @Test func typeIntoTheSearchFieldPull() throws {
            let r = try run(.pull)
            // filterText is read by the TextField (through its binding) and by both screens
            // (`filterText.isEmpty` in filteredItems, the list being non-empty): 3 a frame.
            // Each screen's List updates with it: 2. Kept rows are equal and not invalidated
            // (no row reads filterText): skipped. 5 a frame.
            #expect(bodiesByType(r, "type into the search field") == ["TodoListView": 5, "TextField": 5, "NaiveSelectionListView": 5, "List": 10])
            #expect(r.total("type into the search field").bodyEvaluations == 25)
            #expect(r.step("type into the search field").counts.evaluationsPerFrame == [5, 5, 5, 5, 5])
        }
    }
}

// MARK: - Structs in one array (article 002)

extension FlagshipCountTests {
    /// `Scenarios/todo-list-1000-structs.swift` with `rows=20`.
    ///
    /// The tree: root → TodoListView(viewModel) → [TextField($viewModel.newTodoTitle),
    /// Picker($viewModel.filter), TodoRowView(todo, isSelected) per filtered todo].
    /// Push: TodoListView subscribes to the view model (@State → @StateObject); rows
    /// hold struct values and subscribe to nothing. Pull: TodoListView reads `filter`
    /// and `todos` (through filteredTodos) and, once per row, `selectedID`; the
    /// TextField reads newTodoTitle and the Picker `filter`, through their bindings.
    /// Every change to any row is a write of the whole `todos` property.
    /// State: "replace all rows" left ids 20…39 at indices 0…19.
    @Suite struct StructRowsCounts {
        static let parameters = ["rows": "20"]

        func run(_ engine: EngineKind) throws -> Run {
            try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/todo-list-1000-structs.swift", engine, parameters: Self.parameters,
                                       viewportRows: FlagshipCountTests.everyRowOnScreen)
        }

        @Test(arguments: EngineKind.allCases)
        func updateEveryTenthRow(engine: EngineKind) throws {
            let r = try run(engine)
            // Two writes of `todos` (indices 0 and 10) in one frame. push: two sends, one
            // invalidation of TodoListView; pull: TodoListView read `todos`, one fire. Either
            // way TodoListView runs once; rows 20 and 30 have a changed value (title): 2;
            // 18 rows, the TextField and the Picker are equal: skipped; the List updates with
            // TodoListView: 1. 4.
            #expect(bodiesByType(r, "update every 10th row") == ["TodoListView": 1, "List": 1, "TodoRowView": 2])
            #expect(r.total("update every 10th row").bodyEvaluations == 4)
        }

        @Test(arguments: EngineKind.allCases)
        func selectARow(engine: EngineKind) throws {
            let r = try run(engine)
            // selectedID nil → 21, then → 23. push: the model's send invalidates
            // TodoListView, which re-runs, and its List updates with it. pull: the List's row
            // closure compares each row with selectedID, so the List's update read it, not
            // TodoListView's body: the List alone is invalidated. Then the row whose
            // `isSelected` input changed: frame 0 row 21, frame 1 rows 21 and 23.
            if engine == .push {
                #expect(bodiesByType(r, "select a row") == ["TodoListView": 2, "List": 2, "TodoRowView": 3])
                #expect(r.total("select a row").bodyEvaluations == 7)
                #expect(r.step("select a row").counts.evaluationsPerFrame == [3, 4])
            } else {
                #expect(bodiesByType(r, "select a row") == ["List": 2, "TodoRowView": 3])
                #expect(r.total("select a row").bodyEvaluations == 5)
                #expect(r.step("select a row").counts.evaluationsPerFrame == [2, 3])
            }
        }

        @Test(arguments: EngineKind.allCases)
        func toggleOneRow(engine: EngineKind) throws {
            let r = try run(engine)
            // toggleTodo writes `todos[5].isCompleted`: one write of `todos`. Under both
            // engines TodoListView re-runs (push: subscriber; pull: it read `todos`) and the
            // one row whose struct changed re-runs; the other 18 rows are equal: skipped.
            // Same count under both engines: nothing finer than `todos` to track. The List
            // updates with TodoListView: 1. 3.
            #expect(bodiesByType(r, "toggle one row") == ["TodoListView": 1, "List": 1, "TodoRowView": 1])
            #expect(r.total("toggle one row").bodyEvaluations == 3)
        }

        @Test func typeANewTodoTitlePush() throws {
            let r = try run(.push)
            // Each keystroke writes newTodoTitle: the model sends, TodoListView re-runs;
            // its TextField's binding snapshot changed: runs; the Picker and the 19 rows
            // are equal: skipped; the List updates with TodoListView. 3 a frame.
            #expect(bodiesByType(r, "type a new todo title") == ["TodoListView": 5, "List": 5, "TextField": 5])
            #expect(r.total("type a new todo title").bodyEvaluations == 15)
            #expect(r.step("type a new todo title").counts.evaluationsPerFrame == [3, 3, 3, 3, 3])
        }

        @Test func typeANewTodoTitlePull() throws {
            let r = try run(.pull)
            // Only the TextField reads newTodoTitle (through its binding); TodoListView
            // only creates the binding, and the Button's action does not run: 1 a frame.
            #expect(bodiesByType(r, "type a new todo title") == ["TextField": 5])
            #expect(r.total("type a new todo title").bodyEvaluations == 5)
            #expect(r.step("type a new todo title").counts.evaluationsPerFrame == [1, 1, 1, 1, 1])
        }
    }
}

// MARK: - Order book (article 001)

extension FlagshipCountTests {
    /// `Scenarios/order-book.swift` with `levels=5` (10 level rows),
    /// `updatesPerSecond=180` (k = 180/60 = 3 level updates a frame) and
    /// `burstPerSecond=600` (k = 10: every level, once).
    ///
    /// The tree: root → OrderScreen(ticket, book) → [OrderSummary(ticket),
    /// BookHeader(book), OrderBookView(book) → PriceLevelRow(level) × 10,
    /// OrderTicketForm(ticket) → [Picker($ticket.orderType), OrderRow(ticket) →
    /// Stepper($ticket.quantity)]].
    /// Push subscriptions: OrderScreen → ticket and book; OrderSummary, OrderTicketForm,
    /// OrderRow → ticket; BookHeader, OrderBookView → book; each PriceLevelRow → its level.
    /// Pull reads: OrderSummary ticket.symbol; BookHeader book.symbol, lastPrice, bids,
    /// asks and the two best levels' price (spread); OrderBookView bids, asks; a row its
    /// level's price and size; OrderTicketForm orderType; OrderRow quantity; Stepper
    /// quantity and Picker orderType through their bindings; OrderScreen nothing.
    /// A feed frame (by construction of `feedFrame`): k different levels each get a
    /// changed size, and one trade writes a changed lastPrice.
    @Suite struct OrderBookCounts {
        static let parameters = ["levels": "5", "updatesPerSecond": "180", "burstPerSecond": "600"]

        func run(_ engine: EngineKind) throws -> Run {
            try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/order-book.swift", engine, parameters: Self.parameters,
                                       viewportRows: FlagshipCountTests.everyRowOnScreen)
        }

        @Test func feedFramePush() throws {
            let r = try run(.push)
            // k = 3: each level write sends its level's objectWillChange: its row: 3. The
            // trade writes book.lastPrice: the book's subscribers OrderScreen, BookHeader and
            // OrderBookView: 3. OrderScreen's other children (OrderSummary, OrderTicketForm)
            // are equal and not invalidated: skipped; OrderBookView's List updates with it: 1,
            // and its 7 untouched rows are skipped. 3 + 3 + 1 = 7 a frame, 120 frames.
            #expect(r.step("steady feed").counts.evaluationsPerFrame == Array(repeating: 7, count: 120))
            #expect(bodiesByType(r, "steady feed") == ["PriceLevelRow": 360, "OrderScreen": 120, "BookHeader": 120, "OrderBookView": 120,
                                                      "List": 120])
            #expect(r.total("steady feed").bodyEvaluations == 840)
            #expect(r.total("steady feed").skipped == 120 * (2 + 7))
            // Burst, k = 10 (every level): 10 + 3 + 1 = 14 a frame, 30 frames.
            #expect(r.step("burst").counts.evaluationsPerFrame == Array(repeating: 14, count: 30))
            #expect(bodiesByType(r, "burst") == ["PriceLevelRow": 300, "OrderScreen": 30, "BookHeader": 30, "OrderBookView": 30, "List": 30])
        }

        @Test func feedFramePull() throws {
            let r = try run(.pull)
            // k = 3: each changed size re-runs the one row that read it: 3. The changed
            // lastPrice re-runs BookHeader alone: 1. Nobody else read what changed. 4 a frame.
            #expect(r.step("steady feed").counts.evaluationsPerFrame == Array(repeating: 4, count: 120))
            #expect(bodiesByType(r, "steady feed") == ["PriceLevelRow": 360, "BookHeader": 120])
            #expect(r.total("steady feed").bodyEvaluations == 480)
            #expect(r.total("steady feed").skipped == 0)
            // Burst, k = 10: 10 + 1 = 11 a frame.
            #expect(r.step("burst").counts.evaluationsPerFrame == Array(repeating: 11, count: 30))
            #expect(bodiesByType(r, "burst") == ["PriceLevelRow": 300, "BookHeader": 30])
        }

        // "edit quantity during the feed": 60 feed frames (k = 3 and a trade each); on
        // frames 0, 6, …, 54 (10 frames) also quantity += 1 and the ignored
        // lastValidationTimestamp is written (no send, no fire: nothing).

        @Test func quantityEditDuringTheFeedPush() throws {
            let r = try run(.push)
            // Feed-only frame: 7, as above. Edit frame: the ticket's send adds its
            // subscribers OrderSummary, OrderTicketForm, OrderRow (OrderScreen is already
            // invalid): 3; OrderTicketForm's Form updates with it: 1; and the Stepper, whose
            // snapshot changed when OrderRow re-ran: 1; the Picker's snapshot is unchanged:
            // skipped. 7 + 5 = 12. 50 × 7 + 10 × 12 = 470.
            var perFrame = Array(repeating: 7, count: 60)
            for f in stride(from: 0, to: 60, by: 6) { perFrame[f] = 12 }
            #expect(r.step("edit quantity during the feed").counts.evaluationsPerFrame == perFrame)
            #expect(bodiesByType(r, "edit quantity during the feed") == [
                "PriceLevelRow": 180, "OrderScreen": 60, "BookHeader": 60, "OrderBookView": 60, "List": 60,
                "OrderSummary": 10, "OrderTicketForm": 10, "Form": 10, "OrderRow": 10, "Stepper": 10,
            ])
            #expect(r.total("edit quantity during the feed").bodyEvaluations == 470)
        }

        @Test func quantityEditDuringTheFeedPull() throws {
            let r = try run(.pull)
            // Feed-only frame: 4, as above. Edit frame: quantity is read by OrderRow (its
            // Stepper label) and the Stepper (its binding): 2; not by OrderSummary (symbol
            // only) nor OrderTicketForm (orderType only). 4 + 2 = 6.
            // 50 × 4 + 10 × 6 = 260.
            var perFrame = Array(repeating: 4, count: 60)
            for f in stride(from: 0, to: 60, by: 6) { perFrame[f] = 6 }
            #expect(r.step("edit quantity during the feed").counts.evaluationsPerFrame == perFrame)
            #expect(bodiesByType(r, "edit quantity during the feed") == [
                "PriceLevelRow": 180, "BookHeader": 60, "OrderRow": 10, "Stepper": 10,
            ])
            #expect(r.total("edit quantity during the feed").bodyEvaluations == 260)
        }

        @Test func symbolChangeReplacesTheBook() throws {
            // ticket.symbol, then book.symbol, bids, asks, lastPrice: 10 new levels with new
            // ids (prices around 410.00): 10 rows destroyed, 10 created (each evaluated once).
            // push: ticket's subscribers OrderScreen, OrderSummary, OrderTicketForm, OrderRow
            // and book's BookHeader, OrderBookView: 6 (the Picker and Stepper snapshots are
            // unchanged: skipped), the List and the Form updating with their views: 2, + 10
            // created = 18.
            let push = try run(.push)
            #expect(bodiesByType(push, "change the symbol") == [
                "OrderScreen": 1, "OrderSummary": 1, "OrderTicketForm": 1, "OrderRow": 1,
                "BookHeader": 1, "OrderBookView": 1, "List": 1, "Form": 1, "PriceLevelRow": 10,
            ])
            #expect(push.total("change the symbol").bodyEvaluations == 18)
            // pull: OrderSummary (symbol), BookHeader (symbol, lastPrice, bids, asks),
            // OrderBookView (bids, asks): 3, its List: 1, + 10 created = 14.
            let pull = try run(.pull)
            #expect(bodiesByType(pull, "change the symbol") == ["OrderSummary": 1, "BookHeader": 1, "OrderBookView": 1, "List": 1,
                                                                "PriceLevelRow": 10])
            #expect(pull.total("change the symbol").bodyEvaluations == 14)
            #expect(pull.step("change the symbol").counts.total.created == 10)
            #expect(pull.step("change the symbol").counts.total.destroyed == 10)
        }
    }
}

// MARK: - The shipped sizes on a phone's viewport

extension FlagshipCountTests {
    /// The 1,000-row list as a phone shows it: 17 rows on screen and one prefetched.
    @Suite struct FlagshipViewportCounts {
        @Test(arguments: EngineKind.allCases)
        func aThousandRowsBuildWhatIsOnScreen(engine: EngineKind) throws {
            let r = try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/todo-list-1000-objects.swift", engine)
            // "create rows" fills `items` with 1,000 items: each screen's List builds rows 0…17.
            #expect(r.metrics("create rows", "TodoRow").created == 18)
            #expect(r.metrics("create rows", "NaiveTodoRow").created == 18)
            #expect(r.step("create rows").counts.onScreen == [
                "List in TodoListView: rows 0–17 of 1000 built (18 rows)",
                "List in NaiveSelectionListView: rows 0–17 of 1000 built (18 rows)",
            ])
            // "update every 10th row" writes the titles of indices 0, 10, …, 990: only rows 0 and
            // 10 are built, so 2 TodoRows and 2 NaiveTodoRows run (pull: they read `title`; push:
            // they observe their items); the other 98 items have no view.
            #expect(r.bodies("update every 10th row", "TodoRow") == 2)
            #expect(r.bodies("update every 10th row", "NaiveTodoRow") == 2)
            #expect(r.total("update every 10th row").staleViews == 0)
        }

        /// `Scenarios/todo-list-1000-eager-vs-lazy.swift`: the same 1,000 items in a `List` and in
        /// an eager `VStack`. Each row holds its own item (pull: reads its title and isCompleted;
        /// push: observes it), so both engines count alike; the difference is lazy against eager.
        @Test(arguments: EngineKind.allCases)
        func eagerAgainstLazy(engine: EngineKind) throws {
            let r = try RedrawRuntimeTests.run(path: packageRoot + "/Scenarios/todo-list-1000-eager-vs-lazy.swift", engine)
            // Both screens read (or observe) `items`: 1 + 1, the List's update 1; rows built:
            // the List's 0…17 (18) and the VStack's 1,000.
            #expect(r.bodies("create rows", "LazyScreen") == 1)
            #expect(r.bodies("create rows", "EagerScreen") == 1)
            #expect(r.bodies("create rows", "List") == 1)
            #expect(r.metrics("create rows", "TodoRow").created == 18 + 1000)
            // 100 title writes: rows 0 and 10 of the List, every 10th of the VStack.
            #expect(r.bodies("update every 10th row", "TodoRow") == 2 + 100)
            // Scrolling builds rows 500…517 and drops 0…17; LazyScreen's body does not run.
            #expect(r.bodies("scroll to 500", "LazyScreen") == 0)
            #expect(r.metrics("scroll to 500", "TodoRow").created == 18)
            #expect(r.metrics("scroll to 500", "TodoRow").destroyed == 18)
            // Row 505 is built in both now: 2.
            #expect(r.total("toggle a row now on screen").bodyEvaluations == 2)
        }
    }
}
