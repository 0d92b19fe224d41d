/// Redraw's side's input: the 1,000-row todo list as a scenario file.
///
/// The same models and views as `CompiledPullTodo` / `CompiledPushTodo` and as
/// the article's `TodoItem`, `TodoList`, `TodoListView` and `TodoRow` in
/// `Scenarios/todo-list-1000-objects.swift`, trimmed to what the two measured
/// operations touch. Written for pull (`@Observable`); the push engine runs the
/// migrated form (`@Published`, `@StateObject`, `@ObservedObject var item`).
/// The rows are built at setup, so mounting builds the view nodes only; with
/// `map`, as appending in a loop costs time quadratic in the rows here.
/// The rows sit in an eager `VStack`, not the article's `List`: a `List` builds only the
/// rows on screen, and the benchmark measures Redraw's cost per row node against
/// equivalents that evaluate every row.
/// "restore titles" undoes "update every 10th row" between timed frames, so
/// titles do not grow without bound; it is never timed.
enum TodoScenarioSource {
    static let path = "<redraw-bench>/todo-rows.swift"

    static let text = #"""
    import SwiftUI
    import Observation

    @Observable
    class TodoItem: Identifiable {
        let id: Int
        var title: String
        var isCompleted: Bool = false

        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable
    class TodoList {
        var items: [TodoItem] = []
    }

    struct TodoListView: View {
        @State var todoList: TodoList

        var body: some View {
            VStack {
                ForEach(todoList.items) { item in
                    TodoRow(item: item)
                }
            }
        }
    }

    struct TodoRow: View {
        var item: TodoItem

        var body: some View {
            HStack {
                Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
                Text(item.title)
                    .strikethrough(item.isCompleted)
            }
        }
    }

    func rowTitle(_ id: Int) -> String {
        let colours = ["red", "green", "blue", "brown", "white"]
        return "\(colours[id % 5]) item \(id)"
    }

    let rows = param("rows", 1000)
    let list = TodoList()
    list.items = (0..<rows).map { id in TodoItem(id: id, title: rowTitle(id)) }

    Redraw.root { TodoListView(todoList: list) }

    Redraw.step("update every 10th row") {
        for i in 0..<list.items.count {
            if i % 10 == 0 {
                list.items[i].title += " !!!"
            }
        }
    }
    Redraw.step("toggle one row") {
        list.items[list.items.count / 2].isCompleted.toggle()
    }
    Redraw.step("clear") {
        list.items.removeAll()
    }
    Redraw.step("restore titles") {
        for i in 0..<list.items.count {
            if i % 10 == 0 {
                list.items[i].title = rowTitle(list.items[i].id)
            }
        }
    }
    """#
}
