// Article 002 (Polish, "Migracja z ObservableObject na @Observable w
// SwiftUI"), section "Kompletny przykład: lista zadań przed i po migracji":
// TodoViewModel with `todos` as an array of structs, `newTodoTitle`, `filter`
// and the computed `filteredTodos`; TodoListView with a text field bound to
// `newTodoTitle`, a segmented filter Picker and a List of rows built from
// the struct values.
//
// Written in the article's "Po migracji" (@Observable) form; under push the
// mapping gives back the "Przed migracją" form minus Combine (every tracked
// property @Published, @StateObject viewModel) — the article's own "before"
// derives `filteredTodos` with `Publishers.CombineLatest`, outside the
// interpreter, and the migrated computed property is what both forms share.
//
// Why the design matters: every row is a value inside ONE tracked property.
// Any change to any row — a toggle, a title, a swap — is a write of the whole
// `todos` array, so under both engines TodoListView re-runs and reconciles
// every row; only rows whose struct value changed re-run, the others are
// skipped (`==` on the struct). Observation has nothing finer to track here:
// toggling one row costs the same under pull as under push. Where pull wins
// is the text field: typing into `newTodoTitle` updates the TextField alone,
// while under push each keystroke re-runs TodoListView (and reconciles every
// row).
//
// Workload: js-framework-benchmark's 1,000-row operations adapted to the
// model (create, replace all, update every 10th row, select, swap, remove,
// create 10 × rows, append, clear) and the article's own operations (toggle
// one todo with `toggleTodo`, type a 5-letter title into `newTodoTitle`
// keystroke by keystroke and add it with `addTodo`, switch the filter
// Picker). The row count is `--param rows=N` (default 1,000).
//
// Adapted:
// - The article inlines each row (`HStack { Image…; Text(todo.title) }`) in
//   the List closure; here it is `TodoRowView(todo:isSelected:)`, a view
//   built from the struct value. Inlined, the whole list is part of
//   TodoListView's body and every change would be one (large) body
//   evaluation; as a view of its own, a row with an unchanged value is
//   skipped, which is what SwiftUI does with such rows.
// - TodoItem (not shown in the article) is a struct with `let id: Int`
//   (instead of a UUID), `title`, `isCompleted`; ids come from a counter
//   (`nextID`, @ObservationIgnored) so they stay unique across operations.
//   Titles are "<colour> todo <id>", as in the objects scenario.
// - TodoFilter (not shown) is a CaseIterable enum with a `label`; the
//   Picker's `ForEach(TodoFilter.allCases)` is given `id: \.self`.
// - Selection: this design has one selection property, `selectedID`, and
//   each row is given `isSelected: todo.id == viewModel.selectedID` — the
//   comparison runs in TodoListView's body, the only place that can see both
//   (a row built from a struct has no model to compare against). There is no
//   per-row flag variant: a flag inside the struct would be one more write of
//   the same `todos` array.
// - `@State private var viewModel = TodoViewModel()` receives the model from
//   the workload (`@State var viewModel: TodoViewModel`).
// - The model gets the workload helpers `buildTodos` and `selectRow`.
// - `buildTodos` maps a range of fresh ids to rows where the benchmark's buildData
//   loops with `append`: the same rows; a loop of appends to a local array is
//   quadratic in the interpreter today and would dominate the 100,000-row run.

import SwiftUI
import Observation

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isCompleted: Bool = false
}

enum TodoFilter: CaseIterable {
    case all, active, completed

    var label: String {
        switch self {
        case .all: return "Wszystkie"
        case .active: return "Aktywne"
        case .completed: return "Ukończone"
        }
    }
}

@Observable class TodoViewModel {
    var todos: [TodoItem] = []
    var newTodoTitle = ""
    var filter: TodoFilter = .all
    var selectedID: Int? = nil

    @ObservationIgnored var nextID = 0

    var filteredTodos: [TodoItem] {
        switch filter {
        case .all: return todos
        case .active: return todos.filter { !$0.isCompleted }
        case .completed: return todos.filter { $0.isCompleted }
        }
    }

    func addTodo() {
        guard !newTodoTitle.isEmpty else { return }
        todos.append(TodoItem(id: nextID, title: newTodoTitle))
        nextID += 1
        newTodoTitle = ""
    }

    func toggleTodo(_ todo: TodoItem) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].isCompleted.toggle()
        }
    }

    // js-framework-benchmark's buildData: `count` new rows with fresh ids.
    func buildTodos(_ count: Int) -> [TodoItem] {
        let colours = ["red", "green", "blue", "brown", "white"]
        let first = nextID
        nextID += count
        return (first..<(first + count)).map { id in
            TodoItem(id: id, title: "\(colours[id % 5]) todo \(id)")
        }
    }

    func selectRow(_ todo: TodoItem) {
        selectedID = todo.id
    }
}

struct TodoListView: View {
    @State var viewModel: TodoViewModel

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("Nowe zadanie", text: $viewModel.newTodoTitle)
                    Button("Dodaj") { viewModel.addTodo() }
                }
                .padding()

                Picker("Filtr", selection: $viewModel.filter) {
                    ForEach(TodoFilter.allCases, id: \.self) { filter in
                        Text(filter.label).tag(filter)
                    }
                }
                .pickerStyle(.segmented)

                List(viewModel.filteredTodos) { todo in
                    TodoRowView(todo: todo, isSelected: todo.id == viewModel.selectedID)
                        .onTapGesture { viewModel.toggleTodo(todo) }
                }
            }
            .navigationTitle("Zadania")
        }
    }
}

struct TodoRowView: View {
    let todo: TodoItem
    let isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
            Text(todo.title)
        }
        .fontWeight(isSelected ? .bold : .regular)
    }
}

// Workload
let rows = param("rows", 1000)
let viewModel = TodoViewModel()

Redraw.root { TodoListView(viewModel: viewModel) }

Redraw.step("create rows") {
    viewModel.todos = viewModel.buildTodos(rows)
}
Redraw.step("replace all rows") {
    // New ids: every row destroyed and created.
    viewModel.todos = viewModel.buildTodos(rows)
}
Redraw.step("update every 10th row") {
    // rows / 10 writes of `todos` in one frame: TodoListView once, the changed rows.
    for i in 0..<viewModel.todos.count {
        if i % 10 == 0 {
            viewModel.todos[i].title += " !!!"
        }
    }
}
Redraw.step("select a row", frames: 2) { frame in
    // Frame 0 selects the 2nd row, frame 1 the 4th: TodoListView, and the rows
    // whose `isSelected` input changed (1, then 2).
    viewModel.selectRow(viewModel.todos[frame == 0 ? 1 : 3])
}
Redraw.step("swap rows") {
    // js-framework-benchmark's rows 2 and 999: indices 1 and rows - 2.
    viewModel.todos.swapAt(1, viewModel.todos.count - 2)
}
Redraw.step("remove one row") {
    viewModel.todos.remove(at: 1)
}
Redraw.step("toggle one row") {
    // The article's toggleTodo: `todos[index].isCompleted.toggle()` writes `todos`; on a row
    // the user sees (a phone shows rows 0…17).
    viewModel.toggleTodo(viewModel.todos[min(5, viewModel.todos.count - 1)])
}
Redraw.step("type a new todo title", frames: 5) { frame in
    // "M", "Ml", "Mle", "Mlek", "Mleko". pull: the TextField alone.
    viewModel.newTodoTitle = String("Mleko".prefix(frame + 1))
}
Redraw.step("add the todo") {
    // Appends to `todos` and clears `newTodoTitle`.
    viewModel.addTodo()
}
Redraw.step("set the filter to active") {
    viewModel.filter = .active
}
Redraw.step("set the filter to completed") {
    viewModel.filter = .completed
}
Redraw.step("set the filter to all") {
    viewModel.filter = .all
}
Redraw.step("create many rows") {
    // js-framework-benchmark's 10,000 rows: 10 × rows, replacing the list.
    viewModel.todos = viewModel.buildTodos(rows * 10)
}
Redraw.step("append rows") {
    // `rows` more rows after the 10 × rows ones (the benchmark appends 1,000).
    viewModel.todos.append(contentsOf: viewModel.buildTodos(rows))
}
Redraw.step("clear") {
    viewModel.todos.removeAll()
}
