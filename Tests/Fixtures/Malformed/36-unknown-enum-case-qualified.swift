// A misspelled enum case, qualified.
import SwiftUI
import Observation

enum Filter {
    case all
    case active
    case done
}

@Observable
class TodoList {
    var filter: Filter = .all
}

struct TodoView: View {
    var list: TodoList
    var body: some View {
        Text(list.filter == .all ? "All" : "Some")
    }
}

let list = TodoList()

Redraw.root { TodoView(list: list) }

Redraw.step("show active") {
    list.filter = Filter.actve
}
