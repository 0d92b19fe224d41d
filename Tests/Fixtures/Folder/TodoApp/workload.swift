// A folder scenario (FolderScenarioTests): the app's files as they are, in Models/ and Views/,
// and this workload. Its lines are the workload's own in every message.
let store = TodoStore()
for i in 0..<3 { store.add("Task \(i)") }
Redraw.root { TodoList(store: store) }
Redraw.step("add") { store.add("Task 3") }
Redraw.step("finish one") { store.todos[1].done = true }
