// The eager case, for comparison with the flagship lists: the 1,000 objects
// of article 000 (Swedish, "@Observable Swift: Komplett Guide 2026") shown
// twice over the same TodoList — in a `List`, which builds the rows a phone
// shows (17 visible and one prefetched), and in a `ScrollView { VStack {
// ForEach } }`, an eager stack that builds every row. Before lazy containers
// were modelled every list in Redraw's reports was the eager one.
//
// Counts (both engines: each row holds its own item; pull rows read `title`
// and `isCompleted`, push rows observe their item):
// - "create rows": LazyScreen's List builds rows 0…17: 18 rows; EagerScreen
//   1,000 rows. Each screen re-runs (it read `items`), and so does the List.
// - "update every 10th row": 100 title writes; the lazy screen has rows 0 and
//   10 built: 2 bodies; the eager one 100.
// - "scroll the lazy list": `Redraw.scroll(to: 500, in: LazyScreen.self)`
//   builds rows 500…517 (18 created, 18 destroyed) without LazyScreen's body.

import SwiftUI

@Observable
final class TodoItem: Identifiable {
    let id: Int
    var title: String
    var isCompleted = false

    init(id: Int) {
        self.id = id
        title = "item \(id)"
    }
}

@Observable
final class TodoList {
    var items: [TodoItem] = []
}

struct TodoRow: View {
    let item: TodoItem
    var body: some View {
        HStack {
            Text(item.title)
            Image(systemName: item.isCompleted ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct LazyScreen: View {
    let list: TodoList
    var body: some View {
        List(list.items) { item in TodoRow(item: item) }
    }
}

struct EagerScreen: View {
    let list: TodoList
    var body: some View {
        ScrollView {
            VStack {
                ForEach(list.items) { item in TodoRow(item: item) }
            }
        }
    }
}

let rows = param("rows", 1000)
let list = TodoList()

Redraw.root {
    LazyScreen(list: list)
    EagerScreen(list: list)
}

Redraw.step("create rows") {
    list.items = (0..<rows).map(TodoItem.init)
}
Redraw.step("update every 10th row") {
    for i in stride(from: 0, to: list.items.count, by: 10) {
        list.items[i].title += " !"
    }
}
Redraw.scroll(to: 500, in: LazyScreen.self)
Redraw.step("toggle a row now on screen") {
    list.items[505].isCompleted.toggle()
}
