import Foundation
import Observation

@Observable
final class TodoStore {
    var todos: [Todo] = []
    var filter = ""

    var visible: [Todo] { filter.isEmpty ? todos : todos.filter { $0.title.contains(filter) } }

    func add(_ title: String) { todos.append(Todo(title: title)) }
}

struct Todo: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var done = false
}

private let maximumTitle = 40
