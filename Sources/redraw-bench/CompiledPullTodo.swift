/// The compiled equivalent of the pull engine: real `@Observable` classes.
///
/// Each row's body runs inside `withObservationTracking`; its `onChange` marks
/// the row invalid (once) and queues it; one render pass per frame re-evaluates
/// the queue, which re-arms the tracking. A generation number drops the fire of
/// a tracking a newer evaluation replaced, as Redraw's pull engine does. The
/// list's own body runs once, at mount: neither operation writes `items`.
import Observation

@Observable
final class PullTodoItem: Identifiable {
    let id: Int
    var title: String
    var isCompleted: Bool = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class PullTodoList {
    var items: [PullTodoItem] = []
}

final class PullRowNode: @unchecked Sendable {
    let item: PullTodoItem
    var content: RowContent?
    var isInvalid = false
    var generation: UInt32 = 0

    init(item: PullTodoItem) { self.item = item }
}

final class CompiledPullTodo: TodoWorkload, @unchecked Sendable {
    let list = PullTodoList()
    private(set) var rows: [PullRowNode] = []
    private var pending: [PullRowNode] = []
    private(set) var evaluations = 0
    /// Set if the list's tracking fires: it must not, in these operations.
    private(set) var listInvalidated = false

    init(rows: Int) {
        list.items = (0..<rows).map { PullTodoItem(id: $0, title: rowTitle($0)) }
    }

    var nodeCount: Int { rows.count + 1 }

    func mount() {
        let items = withObservationTracking { list.items } onChange: { [unowned self] in listInvalidated = true }
        rows = items.map(PullRowNode.init)
        for node in rows { evaluate(node) }
    }

    /// `TodoRow.body` under tracking.
    private func evaluate(_ node: PullRowNode) {
        evaluations += 1
        node.isInvalid = false
        node.generation &+= 1
        let generation = node.generation
        let item = node.item
        node.content = withObservationTracking {
            RowContent(isCompleted: item.isCompleted, title: item.title, strikethrough: item.isCompleted)
        } onChange: { [unowned self, unowned node] in
            guard node.generation == generation else { return }
            invalidate(node)
        }
    }

    private func invalidate(_ node: PullRowNode) {
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
