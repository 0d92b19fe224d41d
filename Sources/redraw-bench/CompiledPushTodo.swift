/// The compiled equivalent of the push engine: `objectWillChange`-style classes.
///
/// Combine is not on Linux, so `WillChangePublisher` is the minimal stand-in:
/// a list of subscriber closures. As `@Published` does, every write sends in
/// `willSet`, before the value is stored, equal or not. Each row subscribes to
/// its item (`@ObservedObject var item`), the list view to the list
/// (`@StateObject`); a send marks the subscriber invalid (once) and queues it,
/// and one render pass per frame re-evaluates the queue.
final class WillChangePublisher {
    private var subscribers: [() -> Void] = []

    func subscribe(_ subscriber: @escaping () -> Void) { subscribers.append(subscriber) }

    func send() {
        for subscriber in subscribers { subscriber() }
    }
}

final class PushTodoItem: Identifiable {
    let objectWillChange = WillChangePublisher()
    let id: Int
    var title: String { willSet { objectWillChange.send() } }
    var isCompleted: Bool = false { willSet { objectWillChange.send() } }

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

final class PushTodoList {
    let objectWillChange = WillChangePublisher()
    var items: [PushTodoItem] = [] { willSet { objectWillChange.send() } }
}

final class PushRowNode {
    let item: PushTodoItem
    var content: RowContent?
    var isInvalid = false

    init(item: PushTodoItem) { self.item = item }
}

final class CompiledPushTodo: TodoWorkload {
    let list = PushTodoList()
    private(set) var rows: [PushRowNode] = []
    private var pending: [PushRowNode] = []
    private(set) var evaluations = 0
    /// Set if the list's publisher sends: it must not, in these operations.
    private(set) var listInvalidated = false

    init(rows: Int) {
        list.items = (0..<rows).map { PushTodoItem(id: $0, title: rowTitle($0)) }
    }

    var nodeCount: Int { rows.count + 1 }

    func mount() {
        list.objectWillChange.subscribe { [unowned self] in listInvalidated = true }
        rows = list.items.map(PushRowNode.init)
        for node in rows {
            node.item.objectWillChange.subscribe { [unowned self, unowned node] in invalidate(node) }
            evaluate(node)
        }
    }

    /// `TodoRow.body`.
    private func evaluate(_ node: PushRowNode) {
        evaluations += 1
        node.isInvalid = false
        let item = node.item
        node.content = RowContent(isCompleted: item.isCompleted, title: item.title, strikethrough: item.isCompleted)
    }

    private func invalidate(_ node: PushRowNode) {
        guard !node.isInvalid else { return }
        node.isInvalid = true
        pending.append(node)
    }

    private func render() {
        for node in pending { evaluate(node) }
        pending.removeAll(keepingCapacity: true)
    }

    @inline(never) func updateEveryTenthRow() {
        for i in 0..<list.items.count {
            if i % 10 == 0 {
                list.items[i].title += " !!!"
            }
        }
        render()
    }

    @inline(never) func toggleOneRow() {
        list.items[list.items.count / 2].isCompleted.toggle()
        render()
    }

    func restoreTitles() {
        for i in 0..<list.items.count where i % 10 == 0 {
            list.items[i].title = rowTitle(list.items[i].id)
        }
        render()
    }

    func evaluationsInOneFrame(of operation: TodoOperation) throws -> Int {
        let before = evaluations
        try run(operation)
        return evaluations - before
    }
}
