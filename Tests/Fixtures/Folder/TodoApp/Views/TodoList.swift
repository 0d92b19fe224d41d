import SwiftUI

struct TodoList: View {
    var store: TodoStore
    var body: some View {
        List(store.visible) { todo in
            TodoRow(todo: todo)
        }
    }
}

private struct Caption: View {
    var body: some View { Text("todos") }
}
