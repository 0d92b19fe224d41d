// expect: 28:26: `Filter` has no case `actve`; did you mean `active`?
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
