import SwiftUI

struct TodoRow: View {
    let todo: Todo
    var body: some View {
        HStack {
            Text(todo.title)
            if todo.done { Image(systemName: "checkmark") }
        }
    }
}
