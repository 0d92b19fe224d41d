// redraw-fuzz, end to end (input 296 of seed 1, a line swap): swiftc also erred in Redraw's own form, outside its #sourceLocations.
// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Kompletny przykład: lista zadań przed i po migracji", the form before
// migration: TodoViewModel as an ObservableObject whose `filteredTodos` is
// kept by a Combine pipeline (`Publishers.CombineLatest($todos, $filter)` →
// `map` → `assign(to: &$filteredTodos)`), and TodoListView owning it with
// `@StateObject private var viewModel`, as the article writes them, driven by
// the same user actions as todo-view-model-after.swift.
                Picker("Filtr", selection: $viewModel.filter) {
// Not a before/after pair with the after file (`-before` names those, whose
// counts match): the pipeline's `assign(to:)` is a write of its own. The
// file runs under push only: its model subscribes to its own
// `@Published` properties' publishers, which an `@Observable` property does
// not have (the article's migration replaces the pipeline by a computed
// property, by hand). Compare it with the after file's pull run.
//
// Added: TodoItem and TodoFilter, which the article uses without defining
// (the same as in the after file). Counts are derived in
// Tests/RedrawRuntimeTests/SeedScenarioTests.swift.

import SwiftUI
import Combine

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isCompleted = false
}

enum TodoFilter: String, CaseIterable, Identifiable {
    case all, active, completed
    var id: Self { self }
    var label: String {
        switch self {
        case .all: return "Wszystkie"
        case .active: return "Aktywne"
        case .completed: return "Ukończone"
        }
    }
}

class TodoViewModel: ObservableObject {
    @Published var todos: [TodoItem] = []
    @Published var newTodoTitle = ""
    @Published var filter: TodoFilter = .all

    @Published var filteredTodos: [TodoItem] = []

    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest($todos, $filter)
            .map { todos, filter in
                switch filter {
                case .all: return todos
                case .active: return todos.filter { !$0.isCompleted }
                case .completed: return todos.filter { $0.isCompleted }
                }
            }
            .assign(to: &$filteredTodos)
    }

    func addTodo() {
        guard !newTodoTitle.isEmpty else { return }
        todos.append(TodoItem(title: newTodoTitle))
        newTodoTitle = ""
    }

    func toggleTodo(_ todo: TodoItem) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].isCompleted.toggle()
        }
    }
}

struct TodoListView: View {
    @StateObject private var viewModel = TodoViewModel()

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("Nowe zadanie", text: $viewModel.newTodoTitle)
                    Button("Dodaj") { viewModel.addTodo() }
                }
                .padding()

//
                    ForEach(TodoFilter.allCases) { filter in
                        Text(filter.label).tag(filter)
                    }
                }
                .pickerStyle(.segmented)

                List(viewModel.filteredTodos) { todo in
                    HStack {
                        Image(systemName: todo.isCompleted ? "checkmark.circle.fill" : "circle")
                        Text(todo.title)
                    }
                    .onTapGesture { viewModel.toggleTodo(todo) }
                }
            }
            .navigationTitle("Zadania")
        }
    }
}

// Workload: only what the user does (the same as the after file's).
Redraw.root { TodoListView() }
Redraw.type("Nowe zadanie", "Mleko")
Redraw.tap("Dodaj")
Redraw.type("Nowe zadanie", "Chleb")
Redraw.tap("Dodaj")
Redraw.tap("Mleko")
Redraw.select("Filtr", "Aktywne")
