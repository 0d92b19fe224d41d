// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"), section
// "Egenskapsnivåspårning i praktiken": the list of 1,000 objects — TodoItem
// (one @Observable object per row), TodoList with the computed
// `filteredItems`, TodoListView (search field + List of TodoRow) and TodoRow,
// which reads its own item's `title` and `isCompleted` only.
//
// Written in the article's @Observable form. Under push (the mapping's
// inverse): every tracked property is @Published, `@State var todoList`
// becomes @StateObject, and a plain `var item: TodoItem` / `var todoList:
// TodoList` becomes @ObservedObject — each row subscribes to its own item.
//
// The workload is js-framework-benchmark's 1,000-row table adapted to models
// (create, replace all, update every 10th row, select, swap, remove, create
// 10x, append, clear) plus the article's own operations (toggle one item,
// type a 5-character search keystroke by keystroke, set a priority filter).
// The row count is `--param rows=N` (default 1,000); "create many rows" makes
// 10 × rows, as the benchmark's 10,000.
//
// Two selection designs, two windows on one model. Selection needs a row view
// that shows it, and the two designs need different rows, so the root holds
// two screens over the same TodoList:
// - TodoListView (the article's screen): its TodoRow also reads the row's own
//   `item.isSelected` — the better, per-row design: selecting writes the flag
//   of the old and the new row only (`TodoList.selectPerRow`).
// - NaiveSelectionListView (added): the same list, built from NaiveTodoRow,
//   which compares its item with one selection property of the list
//   (`todoList.selectedID == item.id`) — the common naive design: every row
//   reads `selectedID`, so under pull every row re-runs on each selection;
//   under push every row also holds the list, so every write of the list
//   (typing, filtering, adding rows) re-runs every naive row.
// Per view type the two designs stay apart: TodoRow counts are the article's
// design, NaiveTodoRow counts are the naive one. Totals include both windows.
//
// What the counts show (pinned in Tests/RedrawEngineTests/FlagshipCountTests.swift):
// toggling one item or retitling every 10th re-runs only those items' rows under
// both engines — with one object per row the push form is as fine-grained, each
// row holding its own item. Pull wins on writes of the list itself (typing,
// filtering, swap, remove, append), which under push re-run both screens and
// every NaiveTodoRow, and on the naive selection only by the two screens: every
// naive row re-runs under either engine.
//
// Adapted:
// - `let id = UUID()` is `let id: Int` from a counter in TodoList
//   (`nextID`, @ObservationIgnored: it is bookkeeping, not UI) — ids stay
//   unique across "replace", "append"…, as the benchmark's are.
// - Titles are "<colour> item <id>" with the colour picked by id (no random
//   adjective/noun as in the benchmark), so searching "brown" narrows in a
//   known way: "b" matches blue and brown (2 ids in 5), "br"… "brown" 1 in 5.
//   Priorities go by id too: id % 3 == 0 high, 1 medium, 2 low.
// - `@State private var todoList = TodoList()` receives the list from the
//   workload (`@State var todoList: TodoList`), as the other scenarios do.
// - `TodoItem` gets `isSelected`, `TodoList` gets `selectedID` (naive) and
//   `selectedItem` (@ObservationIgnored: which item holds the flag) and the
//   helpers `buildItems`, `selectNaive`, `selectPerRow`.
// - `buildItems` maps a range of fresh ids to rows where the benchmark's buildData
//   loops with `append`: the same rows; a loop of appends to a local array is
//   quadratic in the interpreter today and would dominate the 100,000-row run.
// - The search field's `.textFieldStyle(.roundedBorder)` and `.padding()`
//   are kept; the selection highlight is a `.fontWeight` on the row.

import SwiftUI
import Observation

enum Priority {
    case low, medium, high
}

@Observable
class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isCompleted: Bool
    var priority: Priority
    // Per-row selection (the better design).
    var isSelected: Bool = false

    init(id: Int, title: String, isCompleted: Bool = false, priority: Priority = .medium) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.priority = priority
    }
}

@Observable
class TodoList {
    var items: [TodoItem] = []
    var filterText: String = ""
    var selectedPriority: Priority?
    // Naive selection: one property every row compares against.
    var selectedID: Int? = nil

    @ObservationIgnored var selectedItem: TodoItem? = nil
    @ObservationIgnored var nextID: Int = 0

    var filteredItems: [TodoItem] {
        items.filter { item in
            (filterText.isEmpty || item.title.localizedCaseInsensitiveContains(filterText)) &&
            (selectedPriority == nil || item.priority == selectedPriority)
        }
    }

    // js-framework-benchmark's buildData: `count` new rows with fresh ids.
    func buildItems(_ count: Int) -> [TodoItem] {
        let colours = ["red", "green", "blue", "brown", "white"]
        let first = nextID
        nextID += count
        return (first..<(first + count)).map { id in
            TodoItem(id: id, title: "\(colours[id % 5]) item \(id)",
                     priority: id % 3 == 0 ? .high : (id % 3 == 1 ? .medium : .low))
        }
    }

    func selectNaive(_ item: TodoItem) {
        selectedID = item.id
    }

    func selectPerRow(_ item: TodoItem) {
        if let old = selectedItem {
            old.isSelected = false
        }
        item.isSelected = true
        selectedItem = item
    }
}

// The article's screen.
struct TodoListView: View {
    @State var todoList: TodoList

    var body: some View {
        NavigationStack {
            VStack {
                TextField("Sök...", text: $todoList.filterText)
                    .textFieldStyle(.roundedBorder)
                    .padding()

                List(todoList.filteredItems) { item in
                    TodoRow(item: item)
                }
            }
        }
    }
}

struct TodoRow: View {
    var item: TodoItem

    var body: some View {
        // Denna vy ritas BARA om när just DETTA items
        // title eller isCompleted ändras (and, for the selection, isSelected)
        HStack {
            Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
            Text(item.title)
                .strikethrough(item.isCompleted)
        }
        .fontWeight(item.isSelected ? .bold : .regular)
    }
}

// Added: the same list with the naive selection.
struct NaiveSelectionListView: View {
    var todoList: TodoList

    var body: some View {
        List(todoList.filteredItems) { item in
            NaiveTodoRow(item: item, todoList: todoList)
        }
    }
}

struct NaiveTodoRow: View {
    var item: TodoItem
    var todoList: TodoList

    var body: some View {
        HStack {
            Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
            Text(item.title)
                .strikethrough(item.isCompleted)
        }
        .fontWeight(todoList.selectedID == item.id ? .bold : .regular)
    }
}

// Workload
let rows = param("rows", 1000)
let list = TodoList()

Redraw.root {
    TodoListView(todoList: list)
    NaiveSelectionListView(todoList: list)
}

Redraw.step("create rows") {
    // ids 0..<rows. Each window's List builds the rows on screen (0…17; see the "Rows on screen"
    // section of the report); todo-list-1000-eager-vs-lazy.swift shows the eager case beside it.
    list.items = list.buildItems(rows)
}
Redraw.step("replace all rows") {
    // ids rows..<2*rows: new objects, new identities — every row destroyed and created.
    list.items = list.buildItems(rows)
}
Redraw.step("update every 10th row") {
    // Writes the title of rows.count / 10 objects; `items` itself is not written.
    // pull: those TodoRows and NaiveTodoRows; push: the same (each row holds its item).
    for i in 0..<list.items.count {
        if i % 10 == 0 {
            list.items[i].title += " !!!"
        }
    }
}
Redraw.step("select a row (naive)", frames: 2) { frame in
    // Frame 0 selects the 2nd row, frame 1 the 4th. pull: every NaiveTodoRow
    // reads selectedID: all re-run, each frame. push: the list's subscribers —
    // both screens and every NaiveTodoRow — each frame.
    list.selectNaive(list.items[frame == 0 ? 1 : 3])
}
Redraw.step("select a row (per-row)", frames: 2) { frame in
    // Frame 0 sets the 2nd row's flag; frame 1 clears it and sets the 4th's.
    // pull: 1 TodoRow, then 2. push: those items' rows in both windows (2, then 4).
    list.selectPerRow(list.items[frame == 0 ? 1 : 3])
}
Redraw.step("swap rows") {
    // js-framework-benchmark's rows 2 and 999: indices 1 and rows - 2. One write of
    // `items`. pull: the two screens (they read `items`); every row keeps its identity
    // and inputs: skipped. push: also every NaiveTodoRow (it holds the list).
    list.items.swapAt(1, list.items.count - 2)
}
Redraw.step("remove one row") {
    // As the swap, and the removed row's two nodes are destroyed.
    list.items.remove(at: 1)
}
Redraw.step("toggle one row") {
    // The article's case: one item's isCompleted, on a row the user sees (a phone shows
    // rows 0…17). Both engines: that item's TodoRow and NaiveTodoRow, nothing else
    // (under push each row holds its own item).
    list.items[min(5, list.items.count - 1)].isCompleted.toggle()
}
Redraw.step("type into the search field", frames: 5) { frame in
    // "b", "br", "bro", "brow", "brown". pull: the TextField and the two screens, a
    // frame; the remaining rows are skipped. push: also every remaining NaiveTodoRow.
    list.filterText = String("brown".prefix(frame + 1))
}
Redraw.step("clear the search field") {
    list.filterText = ""
}
Redraw.step("set a priority filter") {
    // Ids with id % 3 == 0 stay. pull: the two screens; push: also the NaiveTodoRows.
    list.selectedPriority = .high
}
Redraw.step("clear the priority filter") {
    list.selectedPriority = nil
}
Redraw.step("create many rows") {
    // js-framework-benchmark's 10,000 rows: 10 × rows, replacing the list.
    list.items = list.buildItems(rows * 10)
}
Redraw.step("append rows") {
    // `rows` more rows after the 10 × rows ones (the benchmark appends 1,000).
    list.items.append(contentsOf: list.buildItems(rows))
}
Redraw.step("clear") {
    list.items.removeAll()
}
