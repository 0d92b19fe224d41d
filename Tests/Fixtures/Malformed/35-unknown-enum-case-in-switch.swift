// A `case` of an enum that has no such case.
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
    var label = ""

    func describe() {
        switch filter {
        case .all: label = "All"
        case .archived: label = "Archived"
        default: label = "Other"
        }
    }
}

struct TodoView: View {
    var list: TodoList
    var body: some View {
        Text(list.label)
    }
}

let list = TodoList()

Redraw.root { TodoView(list: list) }

Redraw.step("describe") {
    list.describe()
}
