// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"), section
// "Egenskapsnivåspårning i praktiken": the 1,000-object list as the article
// writes it — TodoListView owns its model with `@State private var todoList =
// TodoList()` — driven by typing into its search field and scrolling.
//
// Written in the article's @Observable form (under push: ObservableObject,
// every tracked property @Published, `@StateObject private var todoList`, and
// each TodoRow's `var item` an @ObservedObject).
//
// Added: `Priority`, which the article uses without defining. The article's
// TodoList has no way to add items from the UI, so the workload fills the
// view-owned list through `Redraw.state(of:_:)`, as a stubbed store would;
// everything after that is what a user does. Counts are derived in
// Tests/RedrawRuntimeTests/SeedScenarioTests.swift.

import SwiftUI

enum Priority {
    case low, medium, high
}

@Observable
class TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isCompleted: Bool
    var priority: Priority

    init(title: String, isCompleted: Bool = false, priority: Priority = .medium) {
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

    var filteredItems: [TodoItem] {
        items.filter { item in
            (filterText.isEmpty || item.title.localizedCaseInsensitiveContains(filterText)) &&
            (selectedPriority == nil || item.priority == selectedPriority)
        }
    }
}

struct TodoListView: View {
    @State private var todoList = TodoList()

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
        // title eller isCompleted ändras
        HStack {
            Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
            Text(item.title)
                .strikethrough(item.isCompleted)
        }
    }
}

// Workload
let colours = ["röd", "grön", "blå", "brun", "vit"]

Redraw.root { TodoListView() }
Redraw.step("load 1,000 items") {
    let list: TodoList = Redraw.state(of: TodoListView.self, "todoList")
    list.items = (0..<1000).map { TodoItem(title: "\(colours[$0 % 5]) uppgift \($0)") }
}
Redraw.type("Sök...", "röd")
Redraw.step("complete an item on screen") {
    let list: TodoList = Redraw.state(of: TodoListView.self, "todoList")
    list.items[5].isCompleted.toggle()
}
Redraw.scroll(to: 100)
