// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Kompletny przykład: lista zadań przed i po migracji", the form after
// migration: TodoViewModel (@Observable, `filteredTodos` a computed property)
// and TodoListView owning it with `@State private var viewModel`, as the
// article writes them, driven only by what a user does: type a task, tap
// "Dodaj", tap a row to complete it, pick a filter.
//
// Under push Redraw runs the mapping's inverse, which is the article's own
// "before" structure without its Combine pipeline (every tracked property
// @Published, `@StateObject private var viewModel`); the article's "before"
// file itself needs Combine's CombineLatest/map/assign, which Redraw's Combine
// does not model yet.
//
// Added: TodoItem and TodoFilter, which the article uses without defining.
// Counts are derived in Tests/RedrawRuntimeTests/SeedScenarioTests.swift.

import SwiftUI

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

@Observable class TodoViewModel {
    var todos: [TodoItem] = []
    var newTodoTitle = ""
    var filter: TodoFilter = .all

    var filteredTodos: [TodoItem] {
        switch filter {
        case .all: return todos
        case .active: return todos.filter { !$0.isCompleted }
        case .completed: return todos.filter { $0.isCompleted }
        }
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
    @State private var viewModel = TodoViewModel()

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    TextField("Nowe zadanie", text: $viewModel.newTodoTitle)
                    Button("Dodaj") { viewModel.addTodo() }
                }
                .padding()

                Picker("Filtr", selection: $viewModel.filter) {
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

// Workload: only what the user does.
Redraw.root { TodoListView() }
Redraw.type("Nowe zadanie", "Mleko")
Redraw.tap("Dodaj")
Redraw.type("Nowe zadanie", "Chleb")
Redraw.tap("Dodaj")
Redraw.tap("Mleko")
Redraw.select("Filtr", "Aktywne")
