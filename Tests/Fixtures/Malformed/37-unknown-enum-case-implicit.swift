// An enum case that does not exist, implicit member.
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

Redraw.step("show archived") {
    list.filter = .archived
}
