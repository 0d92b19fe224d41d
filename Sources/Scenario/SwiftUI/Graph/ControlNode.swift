// ControlNode: a built-in control that holds a binding (`TextField`, `Toggle`…).
// It reads through the binding as its own update, counted under its name; the
// binding it holds is its input (the place it projects and the value seen).

final class ControlNode<Value>: Node {
    /// The binding it holds, with the value its latest update showed as the snapshot.
    var binding: Binding<Value>

    init(graph: ViewGraph, name: String, binding: Binding<Value>, parent: Node, key: ChildKey,
         environment: EnvironmentValues) {
        self.binding = binding
        self.name = name
        super.init(graph: graph, parent: parent, key: key, environment: environment)
    }

    private let name: String
    override var typeName: String { name }
    /// `appendControl`'s key type.
    override var keyType: ObjectIdentifier { ObjectIdentifier(Binding<Value>.self) }

    override var isControl: Bool { true }

    override func evaluate() -> [ChildDescription] {
        let binding = self.binding
        self.binding.snapshot = graph.tracked(self) { binding.getValue() }
        return []
    }

    override func stillShows(_ read: Read) -> Bool { binding.stillShows(read.object, read.keyPath) }

    func update(with new: Binding<Value>) -> Bool {
        let (next, equal) = Binding.nextInput(new, after: binding)
        binding = next
        // Skipped, it still shows what it showed, just checked: what it read is current (a push
        // Toggle on `todo.flagged` is no stale view of a write of `todo.title`).
        if equal { graph.readsAreCurrent(self) }
        return !equal
    }
}

struct ControlPayload<Value>: ChildPayload {
    let name: String
    let binding: Binding<Value>

    var typeName: String { name }

    func makeNode(graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues) -> Node {
        ControlNode(graph: graph, name: name, binding: binding, parent: parent, key: key, environment: environment)
    }

    func update(_ node: Node, environment: EnvironmentValues) -> Bool {
        node.environment = environment
        return (node as! ControlNode<Value>).update(with: binding)
    }
}
